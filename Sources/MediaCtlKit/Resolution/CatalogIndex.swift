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
  /// Distinct title words, and their one-character deletions → word number, for typos.
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

  public init(catalog: Catalog) {
    self.catalog = catalog
    let count = catalog.items.count
    titles.reserve(count)
    variants.reserve(count * 2)
    phonetics.reserve(count)
    words.reserve(count * 4)
    artists.reserve(count)
    genres.reserve(count)
    var wordNumbers: [String: Int32] = [:]
    for (i, item) in catalog.items.enumerated() {
      let n = Int32(i)
      let keys = TitleVariants.keys(for: item.title)
      if let first = keys.first { titles.add(first, n) }
      var seenWords: [String] = []
      for (k, key) in keys.enumerated() {
        if k > 0 { variants.add(key, n) }
        // "roadtrip" for "Road Trip": the words run together.
        if key.contains(" ") { variants.add(Self.compact(key), n) }
        let tokens = key.split(separator: " ").map(String.init)
        phonetics.add(PhoneticKey.key(tokens: tokens), n)
        for token in tokens where !seenWords.contains(token) {
          seenWords.append(token)
          words.add(token, n)
          if wordNumbers[token] == nil {
            wordNumbers[token] = Int32(vocabulary.count)
            vocabulary.append(token)
          }
        }
      }
      for alias in item.aliases {
        for key in TitleVariants.keys(for: alias) { aliases.add(key, n) }
      }
      if let artist = item.artist {
        let key = TextNormalizer.key(artist)
        if !key.isEmpty {
          artists.add(key, n)
          for word in key.split(separator: " ") { artistWords.add(String(word), n) }
        }
      }
      if item.type == .artist, let first = keys.first {
        artists.add(first, n)
        for word in first.split(separator: " ") { artistWords.add(String(word), n) }
      }
      for genre in item.genres {
        let key = TextNormalizer.key(genre)
        genres.add(key, n)
        popularByGenre[key, default: []].append(n)
      }
      for mood in item.moods {
        let key = TextNormalizer.key(mood)
        moods.add(key, n)
        popularByMood[key, default: []].append(n)
      }
      byType[item.type, default: []].append(n)
      if let key = item.releaseSortKey { byYear[key / 10_000, default: []].append(n) }
      if let show = item.show { children.add("show:" + show, n) }
      if let album = item.album { children.add("album:" + album, n) }
    }
    for (w, word) in vocabulary.enumerated() where word.count >= 3 {
      for deletion in Self.deletions(of: word) { deletions.add(deletion, Int32(w)) }
    }
    for postings in [\CatalogIndex.titles, \.variants, \.aliases, \.phonetics, \.words, \.deletions, \.artists, \.artistWords, \.genres, \.moods, \.children] {
      self[keyPath: postings].seal()
    }
    let items = catalog.items
    func byPopularity(_ list: [Int32]) -> [Int32] {
      list.sorted { (items[Int($0)].popularity ?? 0, -$0) > (items[Int($1)].popularity ?? 0, -$1) }
    }
    for (type, list) in byType { byType[type] = byPopularity(list) }
    for (year, list) in byYear { byYear[year] = byPopularity(list) }
    for (key, list) in popularByGenre { popularByGenre[key] = Array(byPopularity(list).prefix(Self.popularListLength)) }
    for (key, list) in popularByMood { popularByMood[key] = Array(byPopularity(list).prefix(Self.popularListLength)) }
  }

  public var items: [CatalogItem] { catalog.items }

  /// A key with its spaces removed.
  static func compact(_ key: String) -> String { key.split(separator: " ").joined() }

  /// The word without each one of its characters.
  static func deletions(of word: String) -> [String] {
    let chars = Array(word)
    return chars.indices.map { i in
      var copy = chars
      copy.remove(at: i)
      return String(copy)
    }
  }

  /// Title words within one edit of `word` (itself included), via the deletion keys.
  func wordsNear(_ word: String) -> [String] {
    var out = Set<String>()
    if words.contains(word) { out.insert(word) }
    guard word.count >= 3 else { return Array(out) }
    let queryDeletions = Self.deletions(of: word)
    // The name has one letter too many: one of its deletions is a title word.
    for deletion in queryDeletions where words.contains(deletion) { out.insert(deletion) }
    var probes = queryDeletions.map(Postings.hash)
    probes.append(Postings.hash(word))
    for probe in probes {
      for w in deletions.items(probe) where Int(w) < vocabulary.count {
        let candidate = vocabulary[Int(w)]
        if candidate.editDistance(to: word, limit: 1) <= 1 { out.insert(candidate) }
      }
    }
    return out.sorted()
  }

  /// Episodes of a show, tracks of an album.
  func episodes(of show: String) -> [Int32] { children.items("show:" + show).filter { items[Int($0)].show == show } }
  func tracks(of album: String) -> [Int32] { children.items("album:" + album).filter { items[Int($0)].album == album } }

  /// Items whose artist (or, for artist items, title) normalises to `key`.
  func itemsByArtist(_ key: String) -> [Int32] {
    artists.items(key).filter { i in
      let item = items[Int(i)]
      return (item.artist.map(TextNormalizer.key) == key) || (item.type == .artist && TitleVariants.keys(for: item.title).first == key)
    }
  }

  /// Whether a normalised name is a catalog title (artists are names, not titles).
  public func isTitle(_ key: String) -> Bool {
    (titles.items(key) + variants.items(key)).contains { items[Int($0)].type != .artist }
  }

  /// Whether a normalised name is an artist of the catalog.
  public func isArtist(_ key: String) -> Bool { artists.contains(key) }
}
