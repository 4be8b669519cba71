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

  /// An index with nothing in it yet, for the cache to fill (`CatalogCache`).
  init(restoring catalog: Catalog) {
    self.catalog = catalog
  }

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
    // Genres and moods repeat across items: normalise each spelling once.
    var genreKeys: [String: String] = [:]
    var moodKeys: [String: String] = [:]
    var seenWords: [String] = []
    for (i, item) in catalog.items.enumerated() {
      let n = Int32(i)
      // Keys are hashed as word lists: no joined key strings are built (see `TitleVariants`).
      let keys = TitleVariants.keyTokens(for: item.title)
      if let first = keys.first { titles.add(Postings.hash(joining: first), n) }
      seenWords.removeAll(keepingCapacity: true)
      for (k, tokens) in keys.enumerated() {
        if k > 0 { variants.add(Postings.hash(joining: tokens), n) }
        // "roadtrip" for "Road Trip": the words run together.
        if tokens.count > 1 { variants.add(Postings.hash(joining: tokens, separator: nil), n) }
        phonetics.add(PhoneticKey.hash(tokens: tokens), n)
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
        for key in TitleVariants.keyTokens(for: alias) { aliases.add(Postings.hash(joining: key), n) }
      }
      if let artist = item.artist {
        let tokens = TextNormalizer.tokens(artist)
        if !tokens.isEmpty {
          artists.add(Postings.hash(joining: tokens), n)
          for word in tokens { artistWords.add(word, n) }
        }
      }
      if item.type == .artist, let first = keys.first {
        artists.add(Postings.hash(joining: first), n)
        for word in first { artistWords.add(word, n) }
      }
      for genre in item.genres {
        let key = genreKeys[genre] ?? TextNormalizer.key(genre)
        if genreKeys[genre] == nil { genreKeys[genre] = key }
        genres.add(key, n)
      }
      for mood in item.moods {
        let key = moodKeys[mood] ?? TextNormalizer.key(mood)
        if moodKeys[mood] == nil { moodKeys[mood] = key }
        moods.add(key, n)
      }
      if let show = item.show { children.add(Self.childKey("show:", show), n) }
      if let album = item.album { children.add(Self.childKey("album:", album), n) }
    }
    for (w, word) in vocabulary.enumerated() {
      deletions.add(Postings.hash(word), Int32(w))
      Self.forEachDeletionHash(of: word) { deletions.add($0, Int32(w)) }
    }
    for postings in [\CatalogIndex.titles, \.variants, \.aliases, \.phonetics, \.words, \.deletions, \.artists, \.artistWords, \.genres, \.moods, \.children] {
      self[keyPath: postings].seal()
    }
    // The lists by type, year, genre and mood are most popular first: the items are sorted
    // once and each list filled in that order (genres and moods keep their head only).
    for n in Self.popularityOrder(catalog.items) {
      let item = catalog.items[Int(n)]
      byType[item.type, default: []].append(n)
      if let key = item.releaseSortKey { byYear[key / 10_000, default: []].append(n) }
      for genre in item.genres {
        let key = genreKeys[genre] ?? TextNormalizer.key(genre)
        if popularByGenre[key, default: []].count < Self.popularListLength {
          popularByGenre[key, default: []].append(n)
        }
      }
      for mood in item.moods {
        let key = moodKeys[mood] ?? TextNormalizer.key(mood)
        if popularByMood[key, default: []].count < Self.popularListLength {
          popularByMood[key, default: []].append(n)
        }
      }
    }
  }

  /// Item numbers, most popular first (no popularity counts as 0), ties in catalog order.
  static func popularityOrder(_ items: [CatalogItem]) -> [Int32] {
    let popularity = items.map { $0.popularity ?? 0 }
    var order = (0..<Int32(items.count)).map { $0 }
    order.sort { a, b in
      let pa = popularity[Int(a)], pb = popularity[Int(b)]
      return pa != pb ? pa > pb : a < b
    }
    return order
  }

  public var items: [CatalogItem] { catalog.items }

  /// A key with its spaces removed.
  static func compact(_ key: String) -> String { key.split(separator: " ").joined() }

  /// The hash of `prefix + identifier`, without building the string.
  static func childKey(_ prefix: StaticString, _ identifier: String) -> UInt64 {
    var hasher = Postings.KeyHasher()
    prefix.withUTF8Buffer { for byte in $0 { hasher.add(byte: byte) } }
    hasher.add(identifier)
    return hasher.value
  }

  /// The hash of each of `deletions(of: word)` for words of 3 characters or more (none for
  /// shorter words); for ASCII words straight from the bytes, without building the strings.
  static func forEachDeletionHash(of word: String, _ body: (UInt64) -> Void) {
    let utf8 = word.utf8
    guard utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
      guard word.count >= 3 else { return }
      for deletion in deletions(of: word) { body(Postings.hash(deletion)) }
      return
    }
    let count = utf8.count
    guard count >= 3 else { return }
    for skip in 0..<count {
      var hasher = Postings.KeyHasher()
      var i = 0
      for byte in utf8 {
        if i != skip { hasher.add(byte: byte) }
        i += 1
      }
      body(hasher.value)
    }
  }

  /// The word without each one of its characters.
  static func deletions(of word: String) -> [String] {
    let utf8 = word.utf8
    // ASCII (without "\r", which joins "\n" into one character): a character is a byte.
    guard utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
      let chars = Array(word)
      return chars.indices.map { i in
        var copy = chars
        copy.remove(at: i)
        return String(copy)
      }
    }
    let bytes = Array(utf8)
    return bytes.indices.map { skip in
      String(unsafeUninitializedCapacity: bytes.count - 1) { buffer in
        var n = 0
        for (i, byte) in bytes.enumerated() where i != skip {
          buffer[n] = byte
          n += 1
        }
        return n
      }
    }
  }

  /// Title words within one edit of `word` (itself included), via the deletion keys: the
  /// word and its deletions are looked up among the vocabulary's words and their deletions,
  /// one small table.
  func wordsNear(_ word: String) -> [String] {
    var probes = [Postings.hash(word)]
    // Words under 3 characters are only themselves.
    let exactOnly = word.count < 3
    if !exactOnly { Self.forEachDeletionHash(of: word) { probes.append($0) } }
    var out: [String] = []
    for probe in probes {
      for w in deletions.items(probe) where Int(w) < vocabulary.count {
        let candidate = vocabulary[Int(w)]
        guard !out.contains(candidate) else { continue }
        if candidate == word || (!exactOnly && Self.withinOneEdit(candidate, word)) { out.append(candidate) }
      }
    }
    return out.sorted()
  }

  /// `a.editDistance(to: b, limit: 1) <= 1`, for ASCII words straight from the bytes.
  static func withinOneEdit(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    let fast = a.withUTF8 { x in
      b.withUTF8 { y -> Bool? in
        guard x.allSatisfy({ $0 < 0x80 }), y.allSatisfy({ $0 < 0x80 }) else { return nil }
        let (long, short) = x.count >= y.count ? (x, y) : (y, x)
        guard long.count - short.count <= 1 else { return false }
        var i = 0
        while i < short.count, long[i] == short[i] { i += 1 }
        if i == short.count { return true }
        // The first difference is a substitution, or (lengths differing) one extra byte.
        let skip = long.count == short.count ? 1 : 0
        var j = i + 1
        var k = i + skip
        while k < short.count {
          if long[j] != short[k] { return false }
          j += 1
          k += 1
        }
        return true
      }
    }
    return fast ?? (a.editDistance(to: b, limit: 1) <= 1)
  }

  /// Episodes of a show, tracks of an album.
  func episodes(of show: String) -> [Int32] { children.items(Self.childKey("show:", show)).filter { items[Int($0)].show == show } }
  func tracks(of album: String) -> [Int32] { children.items(Self.childKey("album:", album)).filter { items[Int($0)].album == album } }

  /// Items whose artist (or, for artist items, title) normalises to `key`.
  func itemsByArtist(_ key: String) -> [Int32] {
    // An artist's items mostly spell the artist the same way: each spelling is normalised once.
    var keys = KeyMemo()
    return artists.items(key).filter { i in
      let item = items[Int(i)]
      return (item.artist.map { keys.key($0) } == key) || (item.type == .artist && TitleVariants.keys(for: item.title).first == key)
    }
  }

  /// Whether a normalised name is a catalog title (artists are names, not titles).
  public func isTitle(_ key: String) -> Bool {
    let hash = Postings.hash(key)
    let items = self.items
    return titles.containsItem(hash) { items[Int($0)].type != .artist } || variants.containsItem(hash) { items[Int($0)].type != .artist }
  }

  /// Whether a normalised name is an artist of the catalog.
  public func isArtist(_ key: String) -> Bool { artists.contains(key) }
}
