import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// The cheap test before a name's title key is built to look it up in the vocabulary
  /// (`ParseContext.mayBeVocabulary`): it may say yes wrongly, never no.
  struct VocabularyPrefilterTests {
    static let texts = [
      "Road Trip", "Rock 'n' Roll's", "Beats & Rhymes &", "  trailing space  ", "it's", "''", "", "Track 9!", "AC/DC",
      "Don't Stop", "The Best Of '80s", "café", "x", "Música Latina hits", "top Clásicos", "Cafe\u{301} mix", "mix of Roİ",
      "Kelvin \u{212A}", "50 Clásicos de la Música", "rock’n roll", "Ünder the sea", "zen 禅",
    ]

    /// The edge words read from the bytes are the title key's, whenever they are read at all
    /// (a number word is spelled later, so only other words are compared).
    @Test(arguments: texts)
    func edgeWordsAreTheKeysEdgeWords(_ text: String) {
      let unspelled = TextNormalizer.tokens(text)
      for last in [false, true] {
        guard let key = ParseContext.edgeWordKey(text, last: last), !NumberWords.numberWords.contains(key) else { continue }
        let expected = last ? unspelled.last : unspelled.first
        #expect(expected.map { WordKey($0) } == key, "“\(text)” \(last ? "last" : "first") word")
      }
    }

    /// An ASCII name always has its edge words read.
    @Test func asciiNamesAreAlwaysRead() {
      #expect(ParseContext.edgeWordKey("The Road Trip!", last: false) == WordKey("the"))
      #expect(ParseContext.edgeWordKey("The Road Trip!", last: true) == WordKey("trip"))
      #expect(ParseContext.edgeWordKey("Música Latina hits", last: true) == WordKey("hits"))
      #expect(ParseContext.edgeWordKey("Música Latina hits", last: false) == nil)
      #expect(ParseContext.edgeWordKey("Cafe\u{301}", last: true) == nil)
    }

    /// Every vocabulary phrase, said in any case and with punctuation, passes the test.
    @Test func everyVocabularyPhrasePasses() throws {
      let context = try ParsingFixtures.App.controlAudio.simulator().parser.context
      let phrases = context.vocabulary.entries.flatMap(\.phrases)
      #expect(!phrases.isEmpty)
      for phrase in phrases {
        for said in [phrase, phrase.uppercased(), phrase + "!", "\"" + phrase + "\""] {
          #expect(context.mayBeVocabulary(said), "“\(said)” must pass")
        }
      }
    }

    /// A name whose first or last word ends no vocabulary phrase fails it.
    @Test func otherNamesFail() throws {
      let context = try ParsingFixtures.App.controlAudio.simulator().parser.context
      #expect(!context.mayBeVocabulary("zzqx road"))
      guard let phrase = context.vocabulary.entries.flatMap(\.phrases).first(where: { $0.contains(" ") }) else { return }
      #expect(!context.mayBeVocabulary(phrase + " zzqx"))
    }
  }
}
