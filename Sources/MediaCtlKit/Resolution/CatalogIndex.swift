/// Lookup structures built once when a catalog loads, so resolving a request never scans every
/// item: normalised titles and their noise-free variants, aliases, phonetic keys, title words
/// (and, for typos, one-deletion keys of every distinct word), artists, genres, moods and
/// types. All are flat sorted hash postings (`Postings`), a few arrays however large the
/// catalog.
public struct CatalogIndex: Sendable {
  public let catalog: Catalog
  /// The first (most faithful) key of each title → items.
  var titles = Postings()
  /// The other title variants (no edition noise, feat., type words) → items.
  var variants = Postings()
  var aliases = Postings()
  var phonetics = Postings()
  /// Every word of every title key → items.
  var words = Postings()
  /// Distinct title words; each of them and its one-character deletions → word number, for
  /// typos (`wordsNear`).
  var vocabulary: [String] = []
  var deletions = Postings()
  /// Normalised artist names (an item's artist, an artist item's title) → items.
  var artists = Postings()
  /// Words of artist names, for the parser's cheap "could this start an artist?" test.
  var artistWords = Postings()
  var genres = Postings()
  var moods = Postings()
  /// Items of each type, most popular first.
  var byType: [MediaItemType: [Int32]] = [:]
  /// The most popular items of each genre and mood, best first: "play some jazz" needs the
  /// top of the genre, not all of it.
  var popularByGenre: [String: [Int32]] = [:]
  var popularByMood: [String: [Int32]] = [:]
  static let popularListLength = 500
  /// Items of each release year, most popular first.
  var byYear: [Int: [Int32]] = [:]
  /// Episodes by show identifier, tracks by album identifier.
  var children = Postings()
  /// Per item, the lengths of the shortest and longest of its title's first three keys and
  /// the letters they hold, for typo search to pass over titles too short, too long or
  /// spelled with too many other letters to be a few typos away (`keyLengths(_:)`).
  var keyLengths: [UInt32] = []
  /// The items pre-ordered for constraint-only requests, made on first use (`ConstraintRuns`).
  let lazyRuns = Lazy<ConstraintRuns>()
  /// What unqualified play recommends when there is no queue or fallback: the same for every
  /// request, so ranked once (`Resolver.resolveUnqualified`).
  let recommendations = Lazy<[ScoredCandidate]>()
  /// The type numbers (`typeNumbers`) of the types the app takes as answers, or nil when it
  /// takes every type: what a constraint-only request of no type narrows by.
  let servedTypeNumbers = Lazy<[UInt8]?>()
  /// Titles' keys and words' near words that typo search made lately (`typoKeys`, `wordsNear`).
  let typoMemo = TypoMemo()

  var runs: ConstraintRuns {
    let items = catalog.items
    return lazyRuns.value { ConstraintRuns(items: items) }
  }

  /// An index with nothing in it yet, for the cache to fill (`CatalogCache`).
  init(restoring catalog: Catalog) {
    self.catalog = catalog
  }

  /// Builds the index on every core: each core indexes a run of the items into its own lists
  /// (`IndexShard`), then each posting list is merged and sorted on its own core.
  public init(catalog: Catalog) {
    self.init(catalog: catalog, parts: Parallel.parts(catalog.items.count, minimumPart: 20_000, perCore: 2))
  }

  /// Built in shards of these ranges of the items (one after another, covering them all).
  init(catalog: Catalog, parts: [Range<Int>]) {
    self.catalog = catalog
    let items = catalog.items
    let shards = Parallel.map(parts.count) { k in IndexShard(items, parts[k]) }
    // The vocabulary in order of first appearance: each shard's new words after the earlier
    // shards' words.
    vocabulary = shards[0].vocabulary.keys
    if shards.count > 1 {
      var known = Set(vocabulary)
      for shard in shards.dropFirst() {
        for word in shard.vocabulary.keys where known.insert(word).inserted { vocabulary.append(word) }
      }
    }
    let deletionEntries = IndexShard.List()
    for (w, word) in vocabulary.enumerated() {
      deletionEntries.add(Postings.hash(word), Int32(w))
      Self.forEachDeletionHash(of: word) { deletionEntries.add($0, Int32(w)) }
    }
    let sealed = Parallel.map(IndexShard.Kind.allCases.count + 1, worthIt: parts.count > 1) { k in
      k < IndexShard.Kind.allCases.count ? Postings(merging: shards.map { $0.lists[k] }) : Postings(merging: [deletionEntries])
    }
    titles = sealed[IndexShard.Kind.titles.rawValue]
    variants = sealed[IndexShard.Kind.variants.rawValue]
    aliases = sealed[IndexShard.Kind.aliases.rawValue]
    phonetics = sealed[IndexShard.Kind.phonetics.rawValue]
    words = sealed[IndexShard.Kind.words.rawValue]
    artists = sealed[IndexShard.Kind.artists.rawValue]
    artistWords = sealed[IndexShard.Kind.artistWords.rawValue]
    genres = sealed[IndexShard.Kind.genres.rawValue]
    moods = sealed[IndexShard.Kind.moods.rawValue]
    children = sealed[IndexShard.Kind.children.rawValue]
    deletions = sealed[IndexShard.Kind.allCases.count]
    keyLengths = shards.flatMap(\.keyLengths)
    // The lists by type, year, genre and mood are most popular first: the items are sorted
    // once and each list filled in that order (genres and moods keep their head only), from
    // what the shards read of each item.
    let order = Self.popularityOrder(keys: shards.flatMap(\.popularityKeys))
    let typeOf = shards.flatMap(\.typeNumbers)
    var typeLists = [[Int32]](repeating: [], count: MediaItemType.allCases.count)
    for n in order { typeLists[Int(typeOf[Int(n)])].append(n) }
    for (number, list) in typeLists.enumerated() where !list.isEmpty { byType[MediaItemType.allCases[number]] = list }
    var yearNumbers: [Int: Int32] = [:]
    var years: [Int] = []
    let yearOf = shards.flatMap(\.years).map { year -> Int32 in
      guard year != Int.min else { return -1 }
      if let number = yearNumbers[year] { return number }
      yearNumbers[year] = Int32(years.count)
      years.append(year)
      return Int32(years.count - 1)
    }
    var yearLists = [[Int32]](repeating: [], count: years.count)
    for n in order where yearOf[Int(n)] >= 0 { yearLists[Int(yearOf[Int(n)])].append(n) }
    for (number, list) in yearLists.enumerated() { byYear[years[number]] = list }
    popularByGenre = Self.popularLists(order, items, shards.map(\.genreSpellings)) { $0.genres }
    popularByMood = Self.popularLists(order, items, shards.map(\.moodSpellings)) { $0.moods }
  }

  /// Each type's position in `MediaItemType.allCases`.
  static let typeNumbers: [MediaItemType: UInt8] = Dictionary(
    MediaItemType.allCases.enumerated().map { ($0.element, UInt8($0.offset)) }, uniquingKeysWith: { first, _ in first })

  /// The first `popularListLength` items (in `order`) of each genre or mood key, given the
  /// shards' spellings; `field` gives an item's spellings when it has several.
  static func popularLists(
    _ order: [Int32], _ items: CatalogItems, _ shards: [IndexShard.Spellings], _ field: (CatalogItem) -> [String]
  ) -> [String: [Int32]] {
    // A list per key; each spelling's list, and each item's (-1: none, -2: several).
    var listOfKey: [String: Int32] = [:]
    var listKeys: [String] = []
    var listOfSpelling: [String: Int32] = [:]
    var listOf: [Int32] = []
    listOf.reserveCapacity(items.count)
    for shard in shards {
      var local: [Int32] = []
      for (spelling, key) in zip(shard.spellings, shard.keys) {
        let list = listOfKey[key] ?? Int32(listKeys.count)
        if list == Int32(listKeys.count) {
          listOfKey[key] = list
          listKeys.append(key)
        }
        listOfSpelling[spelling] = list
        local.append(list)
      }
      for number in shard.ofItem { listOf.append(number >= 0 ? local[Int(number)] : number) }
    }
    guard !listKeys.isEmpty else { return [:] }
    var lists = [[Int32]](repeating: [], count: listKeys.count)
    var open = lists.count
    func add(_ list: Int, _ n: Int32) {
      guard lists[list].count < popularListLength else { return }
      lists[list].append(n)
      if lists[list].count == popularListLength { open -= 1 }
    }
    for n in order where open > 0 {
      switch listOf[Int(n)] {
      case -1: continue
      case -2: for spelling in field(items[Int(n)]) { if let list = listOfSpelling[spelling] { add(Int(list), n) } }
      case let list: add(Int(list), n)
      }
    }
    var out: [String: [Int32]] = [:]
    for (n, list) in lists.enumerated() { out[listKeys[n]] = list }
    return out
  }

  /// Item numbers, most popular first (no popularity counts as 0), ties in catalog order.
  static func popularityOrder(_ items: CatalogItems) -> [Int32] {
    popularityOrder(keys: items.map { popularityKey($0.popularity) })
  }

  /// Bits of a popularity that sort ascending as popularities sort descending (0 and -0
  /// alike, no popularity as 0).
  static func popularityKey(_ popularity: Double?) -> UInt64 {
    let bits = ((popularity ?? 0) + 0.0).bitPattern
    return ~(bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63))
  }

  /// Item numbers by ascending key, ties in item order (the runs' stable radix sort).
  static func popularityOrder(keys: [UInt64]) -> [Int32] {
    var order = Array(0..<Int32(keys.count))
    ConstraintRuns.stableSort(&order, by: keys)
    return order
  }

  public var items: CatalogItems { catalog.items }

  /// A key with its spaces removed.
  static func compact(_ key: String) -> String { key.split(separator: " ").joined() }

  /// The hash of `prefix + identifier`, without building the string.
  static func childKey(_ prefix: StaticString, _ identifier: String) -> UInt64 {
    var hasher = Postings.KeyHasher()
    prefix.withUTF8Buffer { for byte in $0 { hasher.add(byte: byte) } }
    hasher.add(identifier)
    return hasher.value
  }

  /// Episodes of a show, tracks of an album.
  /// (The closures capture the items, not a copy of the index.)
  func episodes(of show: String) -> [Int32] { Self.episodes(of: show, children: children, items: items) }

  /// `episodes(of:)` given the index's `children` and items.
  static func episodes(of show: String, children: Postings, items: CatalogItems) -> [Int32] {
    children.items(childKey("show:", show)).filter { items[Int($0)].show == show }
  }

  func tracks(of album: String) -> [Int32] {
    let items = self.items
    return children.items(Self.childKey("album:", album)).filter { items[Int($0)].album == album }
  }

  /// Items whose artist (or, for artist items, title) normalises to `key`.
  func itemsByArtist(_ key: String) -> [Int32] {
    // An artist's items mostly spell the artist the same way: each spelling is normalised once,
    // and remembered for the next request. (An artist item's title's first key is its key.)
    var keys = KeyMemo(shared: typoMemo.artistKeys)
    let items = self.items
    return artists.items(key).filter { i in
      let item = items[Int(i)]
      return (item.artist.map { keys.key($0) } == key) || (item.type == .artist && !key.isEmpty && keys.key(item.title) == key)
    }
  }

  /// Whether a normalised name is a catalog title (artists are names, not titles).
  public func isTitle(_ key: String) -> Bool { isTitle(hash: Postings.hash(key)) }

  /// `isTitle` for a key's hash (`Postings.hash`, or `Postings.hash(joining:)` of its words).
  public func isTitle(hash: UInt64) -> Bool {
    let items = self.items
    return titles.containsItem(hash) { items[Int($0)].type != .artist } || variants.containsItem(hash) { items[Int($0)].type != .artist }
  }

  /// Whether a normalised name is an artist of the catalog.
  public func isArtist(_ key: String) -> Bool { artists.contains(key) }

  /// `isArtist` for a key's `Postings.hash`.
  public func isArtist(hash: UInt64) -> Bool { artists.count(hash) > 0 }
}
