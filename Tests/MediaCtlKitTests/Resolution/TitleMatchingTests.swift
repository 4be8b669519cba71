import Testing

@testable import MediaCtlKit

/// Behaviours §4 "search flexibility": each rule has its own rows. A request is a `mediaSearch`
/// as Siri would send it, resolved against the sample catalogs.
struct TitleMatchingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: String
    var search: MediaSearch
    var app: SampleCatalogs.App = .controlAudio
    var expected: String
    /// How it must have matched, when the rule is about the way.
    var kind: MatchKind?
    var testDescription: String { "\(rule): “\(search.mediaName ?? "")” \(expected)" }
  }

  static func name(_ n: String, type: MediaItemType = .unknown) -> MediaSearch {
    MediaSearch(mediaType: type, mediaName: n)
  }

  static let cases: [Case] = [
    // Case and punctuation.
    Case(rule: "case and punctuation", search: name("hello"), expected: "song-hello", kind: .exact),
    Case(rule: "case and punctuation", search: name("HELLO"), expected: "song-hello", kind: .exact),
    Case(rule: "case and punctuation", search: name("HELLO!"), expected: "song-hello", kind: .exact),
    Case(rule: "case and punctuation", search: name("Heroes"), expected: "song-heroes"),
    Case(rule: "case and punctuation", search: name("Summer of 69"), expected: "song-summer-of-69"),
    // Edition, soundtrack and feat. noise.
    Case(rule: "edition noise", search: name("Outer Peace"), expected: "album-outer-peace-deluxe-edition", kind: .normalised),
    Case(
      rule: "soundtrack", search: name("Rocketman", type: .album),
      expected: "album-rocketman-music-from-the-motion-picture", kind: .normalised),
    Case(
      rule: "soundtrack", search: name("Rocketman soundtrack"), expected: "album-rocketman-music-from-the-motion-picture"),
    Case(rule: "feat. noise", search: name("Mile High"), expected: "song-mile-high", kind: .normalised),
    // Type words and audio/video variants inside titles.
    Case(
      rule: "type word in title", search: name("Stuff You Should Know", type: .podcastShow), app: .myApp,
      expected: "show-stuff-you-should-know", kind: .normalised),
    Case(rule: "audio variant", search: name("The Vergecast"), app: .myApp, expected: "show-the-vergecast-audio"),
    Case(rule: "video variant", search: name("Hard Fork"), app: .myApp, expected: "show-hard-fork-video"),
    Case(
      rule: "video variant", search: name("Hard Fork", type: .podcastShow), app: .myApp, expected: "show-hard-fork-video"),
    // Number spellings.
    Case(rule: "81st ↔ eighty-first", search: name("81st"), expected: "song-81st"),
    Case(rule: "81st ↔ eighty-first", search: name("eighty-first"), expected: "song-81st"),
    Case(rule: "81st ↔ eighty-first", search: name("Eighty First"), expected: "song-81st"),
    Case(rule: "number spellings", search: name("Take 5"), expected: "song-take-five"),
    Case(rule: "number spellings", search: name("21"), expected: "song-twenty-one"),
    Case(rule: "number spellings", search: name("Summer of Sixty-Nine"), expected: "song-summer-of-69"),
    // Homophones, by a phonetic key.
    Case(rule: "homophone", search: name("I Love You Son"), expected: "song-i-love-you-sun", kind: .phonetic),
    // Diacritics.
    Case(rule: "diacritics", search: name("Cafe Legere"), expected: "song-cafe-legere", kind: .exact),
    Case(rule: "diacritics", search: name("Rue des Etoiles"), expected: "song-rue-des-etoiles"),
    Case(rule: "diacritics", search: name("titi me pregunto"), expected: "song-titi-me-pregunto"),
    Case(rule: "diacritics", search: name("Joga"), expected: "song-joga"),
    Case(rule: "diacritics", search: name("Amelie Rousseau"), expected: "artist-amelie-rousseau"),
    // Small typos.
    Case(rule: "typo", search: name("Maybe Somtime"), expected: "song-maybe-sometime"),
    Case(rule: "typo", search: name("Bohemian Rapsody"), expected: "song-bohemian-rhapsody"),
    Case(rule: "typo", search: name("Bilie Eilish"), expected: "artist-billie-eilish"),
    Case(rule: "typo", search: name("Kind of Bleu"), expected: "album-kind-of-blue"),
    Case(rule: "typo", search: name("Three Litle Birds"), expected: "song-three-little-birds"),
    // A typo in a number word: keys spell numbers as digits ("3 little birds"), so the word is
    // respelled before the comparison, counted as one edit.
    Case(rule: "typo in a number word", search: name("Thre Little Birds"), expected: "song-three-little-birds", kind: .fuzzy),
    Case(rule: "typo in a number word", search: name("Sevn Nation Army"), expected: "song-seven-nation-army", kind: .fuzzy),
    Case(rule: "typo in a number word", search: name("Tak Fiv"), expected: "song-take-five", kind: .fuzzy),
    Case(rule: "typo two edits from a number word, as any title", search: name("Won More Time"), expected: "song-one-more-time", kind: .fuzzy),
    // Aliases.
    Case(rule: "alias", search: name("SYSK"), app: .myApp, expected: "show-stuff-you-should-know", kind: .alias),
    Case(rule: "alias", search: name("My Mix"), expected: "playlist-personal-mix", kind: .alias),
    // A name only: every type, with a sensible priority (album before a song of the same name).
    Case(rule: "name only, type priority", search: name("Happier Than Ever"), expected: "album-happier-than-ever"),
    Case(rule: "name only, type priority", search: name("American Teen"), expected: "album-american-teen"),
    Case(rule: "name only", search: name("Khalid"), expected: "artist-khalid"),
    Case(rule: "name only", search: name("WWDC"), expected: "playlist-wwdc"),
    Case(rule: "name only", search: name("The Daily"), expected: "show-the-daily"),
    Case(rule: "name only", search: name("Becoming"), app: .myApp, expected: "book-becoming"),
    Case(rule: "name only", search: name("89.1 FM"), app: .myApp, expected: "station-89-1-fm"),
    Case(rule: "name only", search: name("AwesomeSong"), app: .myApp, expected: "song-awesomesong"),
    // A type said narrows the same name to that type.
    Case(rule: "type constraint", search: name("Happier Than Ever", type: .song), expected: "song-happier-than-ever"),
    Case(rule: "type constraint", search: name("American Teen", type: .song), expected: "song-american-teen"),
  ]

  @Test(arguments: cases)
  func findsTheItemPeopleMean(_ c: Case) {
    let result = resolve(.play(c.search), in: c.app)
    #expect(ExpectedResolution(result.resolution?.mediaItems) == .first(c.expected))
    if let kind = c.kind {
      #expect(result.resolution?.candidates.first?.kind == kind)
    }
  }

  /// Items always carry title, artist and type: they drive what Siri says.
  @Test func resolvedItemsCarryTitleArtistAndType() {
    let result = resolve(.play(Self.name("Maybe Sometime")))
    #expect(
      result.resolution?.mediaItems.items.first
        == MediaItem(identifier: "song-maybe-sometime", title: "Maybe Sometime", type: .song, artist: "Special Disaster Team"))
  }

  @Test func nothingMatchingIsUnsupportedWithoutAReason() {
    let result = resolve(.play(Self.name("Zzyzx Qwerty Flarn")))
    #expect(result.resolution?.mediaItems == .unsupported(nil))
    #expect(result.response == nil)
  }

  /// Which words are read as a misspelt number, and as which digits: one edit (substitution,
  /// insertion or deletion) from a one-word cardinal or ordinal, the smallest when several are.
  @Test(arguments: [
    ("thre", "3"), ("sevn", "7"), ("fourr", "4"), ("secnd", "2nd"), ("sixx", "6"), ("tree", "3"), ("twelv", "12"),
    ("three", nil), ("3", nil), ("xyzzy", nil), ("on", nil), ("thrre", "3"),
    ("sevenp", "7"), ("sevqn", "7"), ("seventeenthh", "17th"), ("sevjenp", nil), ("jump", nil), ("mmmjmm", nil),
  ] as [(String, String?)])
  func misspeltNumberWords(_ word: String, _ digits: String?) {
    #expect(NumberWords.digitsOfMisspeltNumber(word) == digits)
  }

  /// The cheap test before a word's deletions are hashed never rules out a word one edit
  /// from a number: every substitution, insertion and deletion of every one-word number.
  @Test func everyOneEditNumberPassesTheLetterTest() {
    let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { Character(Unicode.Scalar($0)) }
    var missed: [String] = []
    for number in NumberWords.oneWordNumbers.map(\.word) {
      let chars = Array(number)
      var edits: [String] = []
      for i in chars.indices { edits.append(String(chars[..<i] + chars[(i + 1)...])) }
      for i in 0...chars.count {
        for c in letters {
          edits.append(String(chars[..<i] + [c] + chars[i...]))
          if i < chars.count { edits.append(String(chars[..<i] + [c] + chars[(i + 1)...])) }
        }
      }
      missed += edits.filter { !NumberWords.mayBeOneEditFromNumber($0) }
    }
    #expect(missed.isEmpty, "ruled out: \(missed.prefix(5))")
  }

  /// The respelled number counts as an edit: "tk 5" is two edits from "take 5", and with the
  /// respelling three, past the limit of a six-letter name, so nothing is found.
  @Test func aRespelledNumberCountsAsAnEdit() {
    #expect(resolve(.play(Self.name("Tak Fiv"))).resolution?.candidates.first?.score == 0.8 - 0.05 * 2)
    #expect(resolve(.play(Self.name("Tk Fiv"))).resolution?.mediaItems == .unsupported(nil))
  }

  /// Behaviours §4: a name-only request is searched across every type the app has. The
  /// catalog knows Björk only as the artist of "Jóga" (there is no artist item).
  @Test func nameOnlyRequestFindsAnArtistNamedOnlyOnTheirSongs() {
    #expect(ExpectedResolution(resolve(.play(Self.name("Björk"))).resolution?.mediaItems) == .first("song-joga"))
  }
}
