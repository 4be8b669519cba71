/// The posting entries of one run of a catalog's items, built on one core (`CatalogIndex`
/// merges the shards). Keys are hashed from word lists, without joined key strings; what
/// repeats across items is worked out once per spelling: a word's sound code, an artist's
/// words, a genre's or mood's key.
struct IndexShard: Sendable {
  /// The posting lists a shard fills, by number.
  enum Kind: Int, CaseIterable {
    case titles, variants, aliases, phonetics, words, artists, artistWords, genres, moods, children
  }

  /// One posting list's unsorted entries, taken by `Postings(merging:)` (each list is merged
  /// on one core, so it is a class that the merge can empty).
  final class List: @unchecked Sendable {
    var entries: [UInt64] = []

    @inline(__always)
    func add(_ hash: UInt64, _ item: Int32) { entries.append(Postings.entry(hash, item)) }

    /// The entries, leaving the list empty.
    func take() -> [UInt64] {
      defer { entries = [] }
      return entries
    }
  }

  let lists: [List] = Kind.allCases.map { _ in List() }
  /// The title words in order of first appearance, with their sound codes.
  private(set) var vocabulary = StringTable<String>()
  /// The genre and mood spellings met.
  private(set) var genreSpellings = Spellings()
  private(set) var moodSpellings = Spellings()
  /// What each item of the range is filed under, in item order, read here where the items
  /// are visited anyway: filing them in popularity order then reads only these arrays.
  private(set) var popularityKeys: [UInt64] = []
  private(set) var typeNumbers: [UInt8] = []
  /// Release years (`Int.min`: no date).
  private(set) var years: [Int] = []
  /// The shortest and longest of each title's first three keys (`CatalogIndex.keyLengths`).
  private(set) var keyLengths: [UInt32] = []

  init(_ items: CatalogItems, _ range: Range<Int>) {
    var titles: [UInt64] = [], variants: [UInt64] = [], aliases: [UInt64] = [], phonetics: [UInt64] = []
    var words: [UInt64] = [], artists: [UInt64] = [], artistWords: [UInt64] = [], genres: [UInt64] = []
    var moods: [UInt64] = [], children: [UInt64] = []
    titles.reserveCapacity(range.count)
    variants.reserveCapacity(range.count * 2)
    phonetics.reserveCapacity(range.count * 2)
    words.reserveCapacity(range.count * 3)
    artists.reserveCapacity(range.count)
    artistWords.reserveCapacity(range.count * 2)
    genres.reserveCapacity(range.count)
    children.reserveCapacity(range.count)
    // Artists' names: the hash of the whole name, then of each word.
    var artistNames = StringTable<[UInt64]>()
    var seenWords: [String] = []
    popularityKeys.reserveCapacity(range.count)
    typeNumbers.reserveCapacity(range.count)
    years.reserveCapacity(range.count)
    keyLengths.reserveCapacity(range.count)
    for i in range {
      let item = items[i]
      let n = Int32(i)
      popularityKeys.append(CatalogIndex.popularityKey(item.popularity))
      typeNumbers.append(CatalogIndex.typeNumbers[item.type] ?? 0)
      years.append(item.releaseSortKey.map { $0 / 10_000 } ?? Int.min)
      let keys = TitleVariants.keyTokens(for: item.title)
      keyLengths.append(CatalogIndex.keyLengths(keys))
      if let first = keys.first { titles.append(Postings.entry(Postings.hash(joining: first), n)) }
      seenWords.removeAll(keepingCapacity: true)
      for (k, tokens) in keys.enumerated() {
        if k > 0 { variants.append(Postings.entry(Postings.hash(joining: tokens), n)) }
        // "roadtrip" for "Road Trip": the words run together.
        if tokens.count > 1 { variants.append(Postings.entry(Postings.hash(joining: tokens, separator: nil), n)) }
        // The sound key: the words' sound codes joined by spaces (`PhoneticKey.key`).
        var sound = Postings.KeyHasher()
        for (t, token) in tokens.enumerated() {
          let hash = Postings.hash(token)
          let code = vocabulary.value(token, hash: hash) { PhoneticKey.soundex(token) }
          if t > 0 { sound.add(byte: UInt8(ascii: " ")) }
          sound.add(code)
          if !seenWords.contains(token) {
            seenWords.append(token)
            words.append(Postings.entry(hash, n))
          }
        }
        phonetics.append(Postings.entry(sound.value, n))
      }
      for alias in item.aliases {
        for key in TitleVariants.keyTokens(for: alias) { aliases.append(Postings.entry(Postings.hash(joining: key), n)) }
      }
      // A station is named by its frequency and call sign too (`StationKeys`).
      if item.frequency != nil || item.callSign != nil {
        for key in StationKeys.keyTokens(frequency: item.frequency, callSign: item.callSign) {
          aliases.append(Postings.entry(Postings.hash(joining: key), n))
        }
      }
      if let artist = item.artist {
        let hashes = artistNames.value(artist, hash: Postings.hash(artist)) { Self.artistHashes(TextNormalizer.tokens(artist)) }
        if let whole = hashes.first {
          artists.append(Postings.entry(whole, n))
          for word in hashes.dropFirst() { artistWords.append(Postings.entry(word, n)) }
        }
      }
      if item.type == .artist, let first = keys.first {
        let hashes = Self.artistHashes(first)
        if let whole = hashes.first { artists.append(Postings.entry(whole, n)) }
        for word in hashes.dropFirst() { artistWords.append(Postings.entry(word, n)) }
      }
      for hash in genreSpellings.note(item.genres) { genres.append(Postings.entry(hash, n)) }
      for hash in moodSpellings.note(item.moods) { moods.append(Postings.entry(hash, n)) }
      if let show = item.show { children.append(Postings.entry(CatalogIndex.childKey("show:", show), n)) }
      if let album = item.album { children.append(Postings.entry(CatalogIndex.childKey("album:", album), n)) }
    }
    for (kind, entries) in [
      (Kind.titles, titles), (.variants, variants), (.aliases, aliases), (.phonetics, phonetics), (.words, words),
      (.artists, artists), (.artistWords, artistWords), (.genres, genres), (.moods, moods), (.children, children),
    ] {
      lists[kind.rawValue].entries = entries
    }
  }

  /// Genre or mood spellings by number, each with its key (`TextNormalizer.key`) and the
  /// key's hash, and each item's spelling.
  struct Spellings: Sendable {
    private var numbers: [String: Int32] = [:]
    private(set) var spellings: [String] = []
    private(set) var keys: [String] = []
    private var hashes: [UInt64] = []
    /// Per item: the number of its one spelling, -1 for none, -2 for several.
    private(set) var ofItem: [Int32] = []
    /// The last list noted, which the next item often shares.
    private var last: (list: [String], hashes: [UInt64], number: Int32) = ([], [], -1)

    /// Notes an item's spellings; the hashes of their keys.
    mutating func note(_ list: [String]) -> [UInt64] {
      if list.isEmpty {
        ofItem.append(-1)
        return []
      }
      if list != last.list {
        let listNumbers = list.map { number($0) }
        last = (list, listNumbers.map { hashes[Int($0)] }, list.count == 1 ? listNumbers[0] : -2)
      }
      ofItem.append(last.number)
      return last.hashes
    }

    private mutating func number(_ spelling: String) -> Int32 {
      if let n = numbers[spelling] { return n }
      let n = Int32(spellings.count)
      let key = TextNormalizer.key(spelling)
      numbers[spelling] = n
      spellings.append(spelling)
      keys.append(key)
      hashes.append(Postings.hash(key))
      return n
    }
  }

  /// The hash of a name's words joined, then the hash of each word; none for no words.
  static func artistHashes(_ tokens: [String]) -> [UInt64] {
    guard !tokens.isEmpty else { return [] }
    return [Postings.hash(joining: tokens)] + tokens.map(Postings.hash)
  }
}

/// Strings met, in order, each with a value worked out once, found by the string's
/// `Postings.hash` (which the caller has anyway).
struct StringTable<Value: Sendable>: Sendable {
  private(set) var keys: [String] = []
  private var values: [Value] = []
  private var slots = HashSlots()

  mutating func value(_ key: String, hash: UInt64, make: () -> Value) -> Value {
    if let n = slots.find(hash, { keys[$0] == key }) { return values[n] }
    let value = make()
    _ = slots.insert(hash)
    keys.append(key)
    values.append(value)
    return value
  }
}
