/// What the parser may know besides the words: the app (its names and declared categories),
/// other apps' names, the user's vocabulary, and the catalog's names for finding where a name
/// begins and ends. Only vocabulary sets a type; catalog names only keep a phrase whole.
public struct ParseContext: Sendable {
  /// Everything but the trace switch, built once and shared: a parse copies the context into
  /// its work state, and one reference costs one retain where a dozen fields cost a dozen.
  private final class Storage: Sendable {
    let app: AppDescription
    let vocabulary: UserVocabulary
    let knownTitles: KeyLookup
    let knownArtists: KeyLookup
    let appNameKeys: [[String]]
    let appNameJoinedKeys: [String?]
    let appNameFirstWords: WordSet
    let vocabularyKeys: [(key: String, entry: Int)]
    let vocabularyFirstWords: WordSet
    /// The last word of every vocabulary phrase's title key.
    let vocabularyLastWords: WordSet
    /// Vocabulary phrases by title key (the first entry for a key wins), and every word of
    /// every key: for parsers that look names up span by span (Chinese).
    let vocabularyByKey: [String: Int]
    let vocabularyWords: Set<String>
    /// The same two by `Postings.hash` of the key or word (the Chinese parser hashes spans).
    let vocabularyByHash: [UInt64: Int]
    let vocabularyWordHashes: Set<UInt64>
    /// The app's names folded as the Chinese parser reads text, without spaces.
    let appNameScalars: [[Unicode.Scalar]]
    /// Album titles and title/artist pairs, when the names come from a catalog index.
    let names: KnownNamePairs

    init(app: AppDescription, vocabulary: UserVocabulary, knownTitles: KeyLookup, knownArtists: KeyLookup, names: KnownNamePairs = KnownNamePairs()) {
      self.names = names
      self.app = app
      self.vocabulary = vocabulary
      self.knownTitles = knownTitles
      self.knownArtists = knownArtists
      self.appNameKeys = app.allNames.map { Token.tokenize($0).map(\.lower) }.filter { !$0.isEmpty }
      self.appNameJoinedKeys = appNameKeys.map { $0.count > 1 ? $0.joined() : nil }
      self.appNameFirstWords = WordSet(appNameKeys.compactMap(\.first) + appNameJoinedKeys.compactMap { $0 })
      var keys: [(String, Int)] = []
      var firsts = Set<String>()
      var lasts = Set<String>()
      for (i, entry) in vocabulary.entries.enumerated() {
        for phrase in entry.phrases {
          let key = TextNormalizer.key(phrase)
          guard !key.isEmpty else { continue }
          keys.append((key, i))
          if let first = key.split(separator: " ").first { firsts.insert(String(first)) }
          if let last = key.split(separator: " ").last { lasts.insert(String(last)) }
          if let said = Token.tokenize(phrase).first { firsts.insert(ParseContext.cheapKey(said.lower)) }
        }
      }
      self.vocabularyKeys = keys
      self.vocabularyFirstWords = WordSet(firsts)
      self.vocabularyLastWords = WordSet(lasts)
      var byKey: [String: Int] = [:]
      for (key, entry) in keys where byKey[key] == nil { byKey[key] = entry }
      self.vocabularyByKey = byKey
      self.vocabularyWords = Set(keys.flatMap { $0.0.split(separator: " ").map(String.init) })
      self.vocabularyByHash = Dictionary(byKey.map { (Postings.hash($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
      self.vocabularyWordHashes = Set(vocabularyWords.map(Postings.hash))
      self.appNameScalars = app.allNames.map { ChineseText.fold($0).filter { $0 != " " } }
    }
  }

  private let storage: Storage

  public var app: AppDescription { storage.app }
  /// `app.declaresCategory(of:)` without a copy of the app's description (each of its arrays
  /// and strings retained and released): readers ask it per request.
  public func declaresCategory(of type: MediaItemType) -> Bool { storage.app.declaresCategory(of: type) }
  public var vocabulary: UserVocabulary { storage.vocabulary }
  /// Normalised catalog titles (and their noise-free variants).
  public var knownTitles: KeyLookup { storage.knownTitles }
  /// Normalised catalog artist names.
  public var knownArtists: KeyLookup { storage.knownArtists }
  /// The app's names as lowercased words ("control", "audio"), tokenised once.
  public var appNameKeys: [[String]] { storage.appNameKeys }
  /// Each of `appNameKeys` said as one word ("controlaudio"), for names of two words or more.
  public var appNameJoinedKeys: [String?] { storage.appNameJoinedKeys }
  /// The words an app name can start with (its first word, or all of it said as one word).
  public var appNameFirstWords: WordSet { storage.appNameFirstWords }
  /// Vocabulary phrases as title keys, with their entry: computed once, not per utterance.
  public var vocabularyKeys: [(key: String, entry: Int)] { storage.vocabularyKeys }
  /// The first word of every vocabulary phrase (as said and as a key): a cheap test of
  /// whether an utterance can contain vocabulary at all.
  public var vocabularyFirstWords: WordSet { storage.vocabularyFirstWords }
  /// The vocabulary entry (index into `vocabulary.entries`) whose phrase has this title key.
  public func vocabularyEntry(forKey key: String) -> Int? { storage.vocabularyByKey[key] }
  /// Whether a word is in some vocabulary phrase's title key.
  public func isVocabularyWord(_ word: String) -> Bool { storage.vocabularyWords.contains(word) }
  /// `vocabularyEntry(forKey:)` by the key's `Postings.hash`.
  public func vocabularyEntry(forHash hash: UInt64) -> Int? {
    storage.vocabularyByHash.isEmpty ? nil : storage.vocabularyByHash[hash]
  }
  /// The app's names folded as the Chinese parser reads text (computed once, not per parse).
  var appNameScalars: [[Unicode.Scalar]] { storage.appNameScalars }
  /// `isVocabularyWord` by the word's `Postings.hash`.
  public func isVocabularyWord(hash: UInt64) -> Bool {
    !storage.vocabularyWordHashes.isEmpty && storage.vocabularyWordHashes.contains(hash)
  }
  /// Which album titles and title/artist pairs the catalog knows (`KnownNamePairs`).
  public var knownPairs: KnownNamePairs { storage.names }
  /// Whether parses record their trace (`--explain`); the request is the same either way.
  public var recordsTrace = true
  /// Whether the English readers run only with their trigger words (`EnglishReaderGate`);
  /// off only in the tests that show the gate changes no answer.
  var gatesReaders = true

  public init(app: AppDescription, vocabulary: UserVocabulary = UserVocabulary(), knownTitles: Set<String> = [], knownArtists: Set<String> = []) {
    storage = Storage(app: app, vocabulary: vocabulary, knownTitles: KeyLookup(knownTitles), knownArtists: KeyLookup(knownArtists))
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
    storage = Storage(
      app: index.catalog.app, vocabulary: vocabulary,
      knownTitles: KeyLookup(
        contains: { index.isTitle($0) }, mayStartWith: { index.words.contains($0) }, containsHash: { index.isTitle(hash: $0) },
        mayStartWithHash: { index.words.count($0) > 0 }, entry: { index.titleEntry($0) }),
      knownArtists: KeyLookup(
        contains: { index.isArtist($0) }, mayStartWith: { index.artistWords.contains($0) }, containsHash: { index.isArtist(hash: $0) },
        mayStartWithHash: { index.artistWords.count($0) > 0 }, entry: { index.artistEntry($0) }),
      names: KnownNamePairs(isAlbum: { index.isAlbumTitle($0) }, isPair: { index.hasTitle($0, byArtist: $1) }))
  }

  /// Whether `name`'s title key can be a vocabulary phrase's: false only when the key's first
  /// word starts no phrase or its last word ends none (most names said), both read from the
  /// name's bytes, so the whole key is computed only for the rest.
  func mayBeVocabulary(_ name: String) -> Bool {
    guard !vocabularyKeys.isEmpty else { return false }
    // The key's first and last words, read from the bytes where ASCII decides them, with
    // spelled numbers turned to digits: a word that is no number word stays where it is.
    if let first = Self.edgeWordKey(name, last: false), !NumberWords.numberWords.contains(first), !vocabularyFirstWords.contains(first) {
      return false
    }
    // (A first word such as "the" starts many phrases: the last word rules out most names.)
    if let last = Self.edgeWordKey(name, last: true), !NumberWords.numberWords.contains(last), !storage.vocabularyLastWords.contains(last) {
      return false
    }
    return true
  }

  /// The key of the first (or last) word of `TextNormalizer.tokens(text)` before numbers are
  /// spelled, read from the bytes without building the key: nil when the text has no word, or
  /// when a byte that is not ASCII comes before that word or touches it (folding may make it a
  /// letter of the word, or a word of its own). ASCII bytes fold to themselves, lowercased.
  static func edgeWordKey(_ text: String, last: Bool) -> WordKey? {
    var text = text
    return text.withUTF8 { bytes -> WordKey? in
      let n = bytes.count
      let apostrophe = UInt8(ascii: "'")
      func isWordByte(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || b == apostrophe
      }
      let step = last ? -1 : 1
      var i = last ? n - 1 : 0
      while i >= 0, i < n {
        let b = bytes[i]
        if b >= 0x80 { return nil }
        if b == UInt8(ascii: "&") { return WordKey("and") }
        guard isWordByte(b) else { i += step; continue }
        let from = i
        var apostrophes = 0
        while i >= 0, i < n, isWordByte(bytes[i]) {
          if bytes[i] == apostrophe { apostrophes += 1 }
          i += step
        }
        if i >= 0, i < n, bytes[i] >= 0x80 { return nil }
        let lo = last ? i + 1 : from
        let hi = last ? from + 1 : i
        guard hi - lo > apostrophes else { continue }  // apostrophes alone are no word
        if apostrophes == 0 { return WordKey(asciiLowercasing: bytes[lo..<hi]) }
        let word = bytes[lo..<hi].filter { $0 != apostrophe }  // "Don't" → "dont"
        return word.withUnsafeBufferPointer { WordKey(asciiLowercasing: $0[...]) }
      }
      return nil
    }
  }

  /// Whether a lowercased word of an utterance can start a vocabulary phrase (as said, or as
  /// its letters and digits), given its key.
  func mayStartVocabulary(_ word: String, key: WordKey, isPlain: Bool) -> Bool {
    if vocabularyFirstWords.contains(key) { return true }
    // A word of plain letters and digits is its own cheap key: the test above answered it.
    if isPlain { return false }
    return vocabularyFirstWords.contains(Self.cheapKey(word))
  }

  public func isKnownTitle(_ text: String) -> Bool {
    mayStartKnown(text, knownTitles) && Self.isKnown(text, knownTitles)
  }

  public func isKnownArtist(_ text: String) -> Bool {
    mayStartKnown(text, knownArtists) && Self.isKnown(text, knownArtists)
  }

  /// Whether the text's key is one of the names: hashed from the bytes when it can be, else
  /// its words hashed one by one (the key itself is never joined).
  static func isKnown(_ text: String, _ lookup: KeyLookup) -> Bool {
    if let hash = TextNormalizer.asciiKeyHash(text), let known = lookup.contains(hash: hash) { return known }
    return lookup.contains(joining: TextNormalizer.tokens(text)[...])
  }

  /// A cheap first test before computing a title key: an ASCII first word that is no number
  /// word must be the first word of some known key.
  func mayStartKnown(_ text: String, _ lookup: KeyLookup) -> Bool {
    let end = text.utf8.firstIndex(of: UInt8(ascii: " ")) ?? text.endIndex
    // An ASCII first word: its cheap key straight from the bytes (lowercased letters and
    // digits), without lowercasing the word first.
    if let first = Self.asciiCheapKey(text.utf8[..<end]) {
      guard !first.isEmpty, !NumberWords.isNumberWord(first), first != "and" else { return true }
      return lookup.mayStart(with: first)
    }
    return mayStartKnown(firstWord: text[..<end].lowercased(), lookup)
  }

  /// `cheapKey(word.lowercased())` of an ASCII word, read from its bytes; nil when the word is
  /// not ASCII.
  static func asciiCheapKey(_ bytes: Substring.UTF8View) -> String? {
    var count = 0
    for b in bytes {
      guard b < 0x80 else { return nil }
      if (0x30...0x39).contains(b) || (0x61...0x7A).contains(b | 0x20) { count += 1 }
    }
    if count == 0 { return "" }
    return String(unsafeUninitializedCapacity: count) { out in
      var k = 0
      for b in bytes where (0x30...0x39).contains(b) || (0x61...0x7A).contains(b | 0x20) {
        out[k] = (0x41...0x5A).contains(b) ? b | 0x20 : b
        k += 1
      }
      return k
    }
  }

  /// `mayStartKnown` from the text's first word (up to its first space), lowercased.
  func mayStartKnown(firstWord: String, _ lookup: KeyLookup) -> Bool {
    let first = Self.cheapKey(firstWord)
    guard !first.isEmpty, first.utf8.allSatisfy({ $0 < 0x80 }), !NumberWords.isNumberWord(first),
      first != "and"
    else { return true }
    return lookup.mayStart(with: first)
  }

  /// `mayStartKnown(firstWord:_:)` for a word of an utterance with its key: a plain word (ASCII
  /// letters and digits) is its own cheap key, so the number-word test is by key.
  func mayStartKnown(firstWord: String, key: WordKey, isPlain: Bool, _ lookup: KeyLookup) -> Bool {
    guard isPlain else { return mayStartKnown(firstWord: firstWord, lookup) }
    guard !firstWord.isEmpty, !NumberWords.numberWords.contains(key), firstWord != "and" else { return true }
    return lookup.mayStart(with: firstWord)
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
  /// `test` for a key's `Postings.hash`, when the names are hashed that way (the index).
  private let testHash: (@Sendable (UInt64) -> Bool)?
  /// `first` for a word's `Postings.hash`.
  private let firstHash: @Sendable (UInt64) -> Bool
  /// The catalog entry that holds a key (`identifier “Title”`), for `--explain`.
  private let describe: (@Sendable (String) -> String?)?

  public init(_ keys: Set<String>) {
    let firsts = ParseContext.firstWords(keys)
    test = { keys.contains($0) }
    first = { firsts.contains($0) }
    let hashes = Set(keys.map(Postings.hash))
    let firstHashes = Set(firsts.map(Postings.hash))
    testHash = { hashes.contains($0) }
    firstHash = { firstHashes.contains($0) }
    describe = nil
  }

  public init(
    contains: @escaping @Sendable (String) -> Bool, mayStartWith: @escaping @Sendable (String) -> Bool,
    containsHash: (@Sendable (UInt64) -> Bool)? = nil, mayStartWithHash: (@Sendable (UInt64) -> Bool)? = nil,
    entry: (@Sendable (String) -> String?)? = nil
  ) {
    test = contains
    first = mayStartWith
    testHash = containsHash
    // Without a hashed test every word may start a name (a cheap test must never say no wrongly).
    firstHash = mayStartWithHash ?? { _ in true }
    describe = entry
  }

  /// The catalog entry holding a known key (`identifier “Title”`), when the names come from
  /// a catalog index; nil for a plain set of names or a key that is not one of them.
  public func entry(_ key: String) -> String? { describe?(key) }

  public func contains(_ key: String) -> Bool { test(key) }

  /// Whether the key made of these words (joined by spaces) is a name: hashed word by word when
  /// the names are hashed, so the key is never built.
  public func contains(joining words: ArraySlice<String>) -> Bool {
    if let testHash { return testHash(Postings.hash(joining: words)) }
    return test(words.joined(separator: " "))
  }

  /// False only when no name has this word (a title key's word, possibly not its first).
  public func mayStart(with word: String) -> Bool { first(word) }

  /// `mayStart(with:)` for the word's `Postings.hash`.
  public func mayStart(hash: UInt64) -> Bool { firstHash(hash) }

  /// Whether the key with this `Postings.hash` is a name; nil when the names are not hashed
  /// (ask `contains(_:)` with the key).
  public func contains(hash: UInt64) -> Bool? { testHash.map { $0(hash) } }
}
