import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// The cheap test before a name's title key is built to look it up in the vocabulary
  /// (`ParseContext.mayBeVocabulary`): it may say yes wrongly, never no.
  struct VocabularyPrefilterTests {
    static let texts = [
      "Road Trip", "Rock 'n' Roll's", "Beats & Rhymes &", "  trailing space  ", "it's", "''", "", "Track 9!", "AC/DC",
      "Don't Stop", "The Best Of '80s", "café", "x",
    ]

    /// The last word read backwards from the bytes is the last word of the title key.
    @Test(arguments: texts)
    func lastWordIsTheKeysLastWord(_ text: String) {
      let expected = TextNormalizer.asciiTokens(text).map { $0.last.map { WordKey($0) } }
      #expect(ParseContext.lastASCIITokenKey(text) == expected ?? nil)
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
