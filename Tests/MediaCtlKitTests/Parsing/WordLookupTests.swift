import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// The parser's lookup machinery: words keyed once at tokenisation, and the lexicon tables
  /// asked by key. A wrong key or a filter that drops a member would silently change parses, so
  /// each shortcut is checked against the plain answer it replaces.
  struct WordLookupTests {
    // MARK: Keys

    struct KeyPair: Sendable, CustomTestStringConvertible {
      var a: String
      var b: String
      var same: Bool
      var testDescription: String { "“\(a)” \(same ? "=" : "≠") “\(b)”" }
    }

    static let pairs: [KeyPair] = [
      KeyPair(a: "fm", b: "fm", same: true),
      KeyPair(a: "fm", b: "am", same: false),
      KeyPair(a: "a", b: "aa", same: false),
      KeyPair(a: "abcdefg", b: "abcdefg", same: true),  // seven bytes: the bytes themselves
      KeyPair(a: "abcdefg", b: "abcdefh", same: false),
      KeyPair(a: "abcdefgh", b: "abcdefgh", same: true),  // eight bytes: a hash
      KeyPair(a: "abcdefgh", b: "abcdefgi", same: false),
      KeyPair(a: "seventies", b: "seventie", same: false),
      KeyPair(a: "café", b: "cafe", same: false),
      KeyPair(a: "", b: "", same: true),
      KeyPair(a: "", b: "a", same: false),
    ]

    @Test(arguments: pairs)
    func keysAreEqualExactlyForEqualWords(_ pair: KeyPair) {
      #expect((WordKey(pair.a) == WordKey(pair.b)) == pair.same)
    }

    /// Rules compare words with literals (`wordKeys[i] == "the"`): a literal's key is the word's.
    @Test func literalKeysAreTheWordsKeys() {
      let literals: [WordKey] = ["x", "a", "the", "let's", "i'd", "seventies", "supercalifragilistic", "é", "café"]
      let words = ["x", "a", "the", "let's", "i'd", "seventies", "supercalifragilistic", "é", "café"]
      #expect(literals == words.map(WordKey.init))
      #expect(Set(literals).count == words.count)
    }

    /// The tokeniser keys words from the utterance's bytes; the key must be the lowercased word's.
    @Test(arguments: ["Play THE Beatles, please", "ControlAudio play Maybe-Sometime", "put On SUPERCALIFRAGILISTIC now", "I’m 70's ROCK", "play Café Tacvba’s 2x @home"])
    func tokensCarryTheirLowercasedWordsKeys(_ text: String) {
      let tokens = Token.tokenize(text)
      #expect(!tokens.isEmpty)
      for token in tokens {
        #expect(token.key == WordKey(token.lower), "\(token.text)")
        #expect(token.isPlain == Token.isPlain(token.lower), "\(token.text)")
      }

    }

    @Test func plainWordsAreLettersAndDigitsOnly() {
      #expect(Token.tokenize("Play Café 2X don't AC/DC top-40").map(\.isPlain) == [true, false, true, false, false, true, true])
      #expect(Token.tokenizeScalars("Play Café 2X").map(\.isPlain) == [true, false, true])
    }

    struct EndsCase: Sendable, CustomTestStringConvertible {
      var word: String
      var ends: String?
      var testDescription: String { "“\(word)” → \(ends ?? "nil")" }
    }

    @Test(arguments: [
      EndsCase(word: "fm", ends: "fm"), EndsCase(word: "2x", ends: "2x"), EndsCase(word: "x", ends: "xx"),
      EndsCase(word: "seventy", ends: "sy"), EndsCase(word: "eighties", ends: nil), EndsCase(word: "", ends: nil),
    ])
    func shortWordsTellTheirFirstAndLastBytes(_ c: EndsCase) {
      let ends = WordKey(c.word).shortWordEnds.map { String(decoding: [$0.first, $0.last], as: UTF8.self) }
      #expect(ends == c.ends)
    }

    // MARK: Sets and tables

    /// Every member is found, by word and by key, in a large set (every filter bit taken) and in
    /// small ones; words next to the members are not.
    @Test(arguments: [
      Array(EnglishLexicon.givenNames.words), Array(NumberWords.numberWords.words), ["fm", "am", "m"], ["speed", "x", "times"],
    ])
    func setsFindTheirMembersAndNothingElse(_ members: [String]) {
      let set = WordSet(members)
      for word in members {
        #expect(set.contains(word), "\(word)")
        #expect(set.contains(WordKey(word)), "\(word)")
      }
      let members = Set(members)
      for word in members.map({ $0 + "q" }) + members.map({ String($0.dropLast()) }) where !members.contains(word) {
        #expect(!set.contains(word), "\(word)")
        #expect(!set.contains(WordKey(word)), "\(word)")
      }
    }

    /// Matching by the words' keys answers exactly as matching by the words, at every position.
    @Test(arguments: [
      "play the album hey jude by the beatles on shuffle",
      "add this song to my road trip playlist",
      "play some nineteen seventies rock and roll in the living room",
      "skip forward thirty seconds",
      "play top twenty hits from the eighties please",
    ])
    func tablesMatchTheSameByKeyAndByWord(_ text: String) {
      let words = Token.tokenize(text).map(\.lower)
      let keys = words.map(WordKey.init)
      for table in [EnglishParser.typeWords.entries.map(\.phrase), EnglishParser.playVerbs.entries.map(\.phrase), EnglishLexicon.genres] {
        let phrases = PhraseTable(table.map { ($0, ()) })
        for i in 0...words.count {
          #expect(phrases.match(keys, at: i)?.phrase == phrases.match(words, at: i)?.phrase)
          #expect(phrases.match(keys, endingAt: i)?.phrase == phrases.match(words, endingAt: i)?.phrase)
        }
      }
      // And the answers are right: the phrase is there.
      let verbs = PhraseTable([("play", ()), ("play some", ()), ("skip forward", ())])
      let expected = words.starts(with: ["play", "some"]) ? "play some" : words.first == "play" ? "play" : words.starts(with: ["skip", "forward"]) ? "skip forward" : nil
      #expect(verbs.match(keys, at: 0)?.phrase == expected)
    }

    // MARK: Shortcuts that skip work

    /// A span's title-key hash read from its bytes is the hash of its key's words, and the
    /// bytes are left to the words whenever they spell a number or carry an apostrophe.
    @Test(arguments: [
      ("Road Trip", true), ("ROAD  TRIP!", true), ("Rock & Roll", true), ("&friends", true), ("AC/DC", true), ("1999", true),
      ("22", true), ("  ...  ", true), ("", true), ("Hey-Jude", true), ("don't stop me now", false), ("'70s hits", false),
      ("twenty one pilots", false), ("Seventeen", false), ("the first time", false), ("Café del Mar", false),
    ])
    func keyHashFromBytesIsTheKeysHash(_ name: String, fromBytes: Bool) {
      let hash = TextNormalizer.asciiKeyHash(name)
      #expect((hash != nil) == fromBytes)
      if let hash { #expect(hash == Postings.hash(joining: TextNormalizer.tokens(name))) }
    }

    /// A name whose title key is a vocabulary phrase's is never ruled out by the cheap test.
    @Test(arguments: [
      ("road trip", true), ("Road-Trip", true), ("ROAD TRIP!", true), ("Röad Trip", true), ("wwdc", true),
      ("chill evening", true), ("the road trip", false), ("summer hits", false),
    ])
    func vocabularyIsNeverMissed(_ name: String, mayMatch: Bool) {
      let phrases = ["Road Trip", "WWDC", "Workout", "La La", "Chill Evening"]
      let vocabulary = UserVocabulary(entries: phrases.map { UserVocabulary.Entry(identifier: $0, type: .mediaPlaylistTitle) })
      let context = ParseContext(app: AppDescription(name: "ControlAudio", supportedMediaCategories: [.music]), vocabulary: vocabulary)
      let matches = context.vocabularyKeys.contains { $0.key == TextNormalizer.key(name) }
      if matches { #expect(context.mayBeVocabulary(name)) }
      #expect(context.mayBeVocabulary(name) == mayMatch)
    }

    /// `isEmpty` is told field by field: every field, set alone, makes a search non-empty.
    @Test func aSearchIsEmptyOnlyWithNoFieldSet() {
      #expect(MediaSearch().isEmpty)
      let oneFieldEach: [MediaSearch] = [
        MediaSearch(mediaType: .song), MediaSearch(sortOrder: .newest), MediaSearch(mediaName: "X"), MediaSearch(artistName: "X"),
        MediaSearch(albumName: "X"), MediaSearch(genreNames: []), MediaSearch(moodNames: ["calm"]),
        MediaSearch(releaseDate: .years(1970, through: 1979)), MediaSearch(reference: .currentlyPlaying), MediaSearch(mediaIdentifier: "id"),
      ]
      for search in oneFieldEach {
        #expect(!search.isEmpty, "\(search)")
        #expect(search != MediaSearch())
      }
    }
  }
}
