/// What the parser may know besides the words: the app (its names and declared categories),
/// other apps' names, the user's vocabulary, and the catalog's names for finding where a name
/// begins and ends. Only vocabulary sets a type; catalog names only keep a phrase whole.
public struct ParseContext: Sendable {
  public var app: AppDescription
  public var vocabulary: UserVocabulary
  /// Normalised catalog titles (and their noise-free variants).
  public private(set) var knownTitles: KeyLookup
  /// Normalised catalog artist names.
  public private(set) var knownArtists: KeyLookup
  /// The app's names as lowercased words ("control", "audio"), tokenised once.
  public let appNameKeys: [[String]]
  /// Each of `appNameKeys` said as one word ("controlaudio"), for names of two words or more.
  public let appNameJoinedKeys: [String?]
  /// The words an app name can start with (its first word, or all of it said as one word).
  public let appNameFirstWords: WordSet
  /// Vocabulary phrases as title keys, with their entry: computed once, not per utterance.
  public let vocabularyKeys: [(key: String, entry: Int)]
  /// The first word of every vocabulary phrase (as said and as a key): a cheap test of
  /// whether an utterance can contain vocabulary at all.
  public let vocabularyFirstWords: WordSet
  /// Whether parses record their trace (`--explain`); the request is the same either way.
  public var recordsTrace = true

  public init(app: AppDescription, vocabulary: UserVocabulary = UserVocabulary(), knownTitles: Set<String> = [], knownArtists: Set<String> = []) {
    self.app = app
    self.vocabulary = vocabulary
    self.knownTitles = KeyLookup(knownTitles)
    self.knownArtists = KeyLookup(knownArtists)
    self.appNameKeys = app.allNames.map { Token.tokenize($0).map(\.lower) }.filter { !$0.isEmpty }
    self.appNameJoinedKeys = appNameKeys.map { $0.count > 1 ? $0.joined() : nil }
    self.appNameFirstWords = WordSet(appNameKeys.compactMap(\.first) + appNameJoinedKeys.compactMap { $0 })
    var keys: [(String, Int)] = []
    var firsts = Set<String>()
    for (i, entry) in vocabulary.entries.enumerated() {
      for phrase in entry.phrases {
        let key = TextNormalizer.key(phrase)
        guard !key.isEmpty else { continue }
        keys.append((key, i))
        if let first = key.split(separator: " ").first { firsts.insert(String(first)) }
        if let said = Token.tokenize(phrase).first { firsts.insert(Self.cheapKey(said.lower)) }
      }
    }
    self.vocabularyKeys = keys
    self.vocabularyFirstWords = WordSet(firsts)
  }

  /// A word's letters and digits only ("'70s" → "70s"): close to its title key, and cheap.
  public static func cheapKey(_ word: String) -> String {
    func asciiAlphanumeric(_ b: UInt8) -> Bool {
      (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
    }
    // ASCII (nearly every word): bytes, no grapheme breaking.
    if word.utf8.allSatisfy({ $0 < 0x80 }) {
      if word.utf8.allSatisfy(asciiAlphanumeric) { return word }
      return String(decoding: word.utf8.filter(asciiAlphanumeric), as: UTF8.self)
    }
    return word.allSatisfy({ $0.isLetter || $0.isNumber }) ? word : String(word.filter { $0.isLetter || $0.isNumber })
  }

  /// From a catalog index, with extra vocabulary (`--vocabulary`) merged after the catalog's.
  public init(index: CatalogIndex, extraVocabulary: UserVocabulary = UserVocabulary()) {
    var vocabulary = index.catalog.vocabulary
    vocabulary.merge(extraVocabulary)
    // Asks the index: no copy of the catalog's names, however large it is. Artist items are
    // names of people, not titles: they answer knownArtists only.
    self.init(app: index.catalog.app, vocabulary: vocabulary)
    knownTitles = KeyLookup(contains: { index.isTitle($0) }, mayStartWith: { index.words.contains($0) })
    knownArtists = KeyLookup(contains: { index.isArtist($0) }, mayStartWith: { index.artistWords.contains($0) })
  }

  public func isKnownTitle(_ text: String) -> Bool {
    mayStartKnown(text, knownTitles) && knownTitles.contains(TextNormalizer.key(text))
  }

  public func isKnownArtist(_ text: String) -> Bool {
    mayStartKnown(text, knownArtists) && knownArtists.contains(TextNormalizer.key(text))
  }

  /// A cheap first test before computing a title key: an ASCII first word that is no number
  /// word must be the first word of some known key.
  func mayStartKnown(_ text: String, _ lookup: KeyLookup) -> Bool {
    let end = text.utf8.firstIndex(of: UInt8(ascii: " ")) ?? text.endIndex
    return mayStartKnown(firstWord: text[..<end].lowercased(), lookup)
  }

  /// `mayStartKnown` from the text's first word (up to its first space), lowercased.
  func mayStartKnown(firstWord: String, _ lookup: KeyLookup) -> Bool {
    let first = Self.cheapKey(firstWord)
    guard !first.isEmpty, first.utf8.allSatisfy({ $0 < 0x80 }), !NumberWords.isNumberWord(first),
      first != "and"
    else { return true }
    return lookup.mayStart(with: first)
  }

  static func firstWords(_ keys: Set<String>) -> Set<String> {
    Set(keys.compactMap { $0.split(separator: " ").first.map(String.init) })
  }
}

/// A set of normalised names to ask "is this one of them?", and a cheap first test: "can a
/// name start with this word?". Backed by a set, or by the catalog index (no copy of a large
/// catalog's names).
public struct KeyLookup: Sendable {
  private let test: @Sendable (String) -> Bool
  private let first: @Sendable (String) -> Bool

  public init(_ keys: Set<String>) {
    let firsts = ParseContext.firstWords(keys)
    test = { keys.contains($0) }
    first = { firsts.contains($0) }
  }

  public init(contains: @escaping @Sendable (String) -> Bool, mayStartWith: @escaping @Sendable (String) -> Bool) {
    test = contains
    first = mayStartWith
  }

  public func contains(_ key: String) -> Bool { test(key) }

  /// False only when no name has this word (a title key's word, possibly not its first).
  public func mayStart(with word: String) -> Bool { first(word) }
}
