/// Finding candidates by name, by constraints, and ranking them.
extension Resolver {
  /// Items whose title (or alias) matches a spoken name, each with its best match kind.
  /// Lookups go from most to least certain and stop at the first kind that finds something,
  /// so a typo search never runs when the title was said right.
  public func nameCandidates(_ name: String) -> [ScoredCandidate] {
    nameCandidates(name, keyTokens: TitleVariants.keyTokens(for: name))
  }

  /// `nameCandidates(name)` given the name's `TitleVariants.keyTokens`. With `only`, the
  /// caller keeps items of that type alone (and no partial matches), so typo search compares
  /// no title of another type beyond what decides whether a corrected name matched.
  func nameCandidates(_ name: String, keyTokens: [[String]], only: MediaItemType? = nil) -> [ScoredCandidate] {
    let keys = keyTokens.map { $0.joined(separator: " ") }
    guard !keys.isEmpty else { return [] }
    // Closures below capture the items, not a copy of the resolver and its index.
    let items = index.items
    let memo = index.typoMemo
    var found: [Int32: (MatchKind, Double)] = [:]
    func note(_ ids: [Int32], _ kind: MatchKind, _ score: Double, verify key: String? = nil) {
      for id in ids where (found[id]?.1 ?? -1) < score {
        // Hashes are 40 bits: confirm the key on the items found (the title's first key is
        // the usual match and the cheapest to make; the other keys only when it differs, from
        // the keys typo search remembers first).
        if let key, !Self.title(items[Int(id)].title, hasKey: key, remembered: { memo.titleKeys(id, items: items).keys }) {
          continue
        }
        found[id] = (kind, score)
      }
    }
    // A Chinese name met through a Latin key met it by its pinyin.
    let spokenInHan = ChineseTitleKeys.hasHan(keys[0])
    for (rank, key) in keys.enumerated() {
      let variant: MatchKind = spokenInHan && !ChineseTitleKeys.hasHan(key) && key.utf8.contains(where: { (0x61...0x7A).contains($0) }) ? .pinyin : .normalised
      note(index.titles.items(key), rank == 0 ? .exact : variant, rank == 0 ? 1.0 : variant == .pinyin ? 0.9 : 0.95, verify: key)
      note(index.variants.items(key), variant, rank == 0 ? 0.94 : variant == .pinyin ? 0.88 : 0.92, verify: key)
      note(index.aliases.items(key), .alias, 0.96)
    }
    if found.isEmpty {
      // Words run together or apart: "roadtrip" / "road trip".
      for tokens in keyTokens {
        let compact = tokens.joined()
        for id in index.variants.items(compact) + index.titles.items(compact) where found[id] == nil {
          let itemKeys = TitleVariants.keys(for: items[Int(id)].title)
          if itemKeys.contains(where: { CatalogIndex.compact($0) == compact }) { found[id] = (.normalised, 0.9) }
        }
      }
    }
    if found.isEmpty {
      for tokens in keyTokens {
        note(index.phonetics.items(PhoneticKey.key(tokens: tokens)), .phonetic, 0.85)
      }
      // Sound codes keep four letters of a word: "rmocket" sounds like "remastered" to them.
      // A title that only sounds alike, further in spelling than a typo, gives way to one a
      // typo away ("ocean wave rmocket" is "Ocean Wave Rocket", not "Ocean Wave (Remastered)").
      if !found.isEmpty, let key = keys.first, !phoneticsSpelledClose(found.keys, to: key) {
        var typos: [Int32: (MatchKind, Double)] = [:]
        fuzzyMatches(key, words: keyTokens[0], only: only, into: &typos)
        if typos.values.contains(where: { $0.0 == .fuzzy }) { found = typos }
      }
    }
    if found.isEmpty, let key = keys.first {
      fuzzyMatches(key, words: keyTokens[0], only: only, into: &found)
    }
    return found.sorted { $0.key < $1.key }.map {
      ScoredCandidate(item: items[Int($0.key)], kind: $0.value.0, score: $0.value.1)
    }
  }

  /// Whether some of the items a name sounds like is also spelled within typo distance of it
  /// (`typoLimit`), by one of its first three title keys.
  /// The title as written is tried first, folded to lower-case words (no title variants to
  /// make): a vowel said differently is close as the title is written.
  func phoneticsSpelledClose(_ ids: Dictionary<Int32, (MatchKind, Double)>.Keys, to key: String) -> Bool {
    let limit = Self.typoLimit(key)
    // (Loops, not closures over `self`: capturing the resolver copies the index's lists.)
    let items = index.items
    for id in ids {
      if let written = Self.foldedASCII(items[Int(id)].title), BoundedEditDistance.distance(key, written, limit: limit) <= limit {
        return true
      }
    }
    for id in ids {
      for typoKey in index.typoKeys(id).keys where BoundedEditDistance.distance(key, typoKey, limit: limit) <= limit { return true }
    }
    return false
  }

  /// An ASCII title's letters and digits, lower-cased, its other characters as single spaces
  /// between words ("Cherry Lantern (Live)" → "cherry lantern live"); nil for other titles.
  static func foldedASCII(_ title: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(title.utf8.count)
    var gap = false
    for byte in title.utf8 {
      guard byte < 0x80 else { return nil }
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        if gap, !bytes.isEmpty { bytes.append(0x20) }
        gap = false
        bytes.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        if gap, !bytes.isEmpty { bytes.append(0x20) }
        gap = false
        bytes.append(byte + 0x20)
      default:
        gap = true
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `TitleVariants.keys(for: title)` contains `key`; `remembered` gives the title's
  /// first three keys when they are cheaper to have than to make.
  static func title(_ title: String, hasKey key: String, remembered: () -> [String] = { [] }) -> Bool {
    let full = TextNormalizer.tokens(title)
    if !full.isEmpty, full.joined(separator: " ") == key { return true }
    return remembered().contains(key) || TitleVariants.keys(for: title).contains(key)
  }

  /// Items by an artist (the artist item itself included), matched forgivingly: by the
  /// name's key, else by artist items found by name ("the beatles" / "beatles", typos). The
  /// name's key must also have items of the `wanted` types: "the best Elkel Rasa album" means
  /// the band The Elkel Rasa when the only items by "Elkel Rasa" are an author's audiobooks.
  /// `key` (the name's `TextNormalizer.key`) and `named` (what `nameCandidates(artist)`
  /// gave), when the caller has them already.
  func artistItems(
    _ artist: String, key: String? = nil, wanted: Set<MediaItemType>? = nil, named: [ScoredCandidate]? = nil
  ) -> [Int32] {
    let key = key ?? TextNormalizer.key(artist)
    let exact = index.itemsByArtist(key)
    let items = index.items
    if !exact.isEmpty, wanted.map({ w in exact.contains { w.contains(items[Int($0)].type) } }) ?? true {
      return exact
    }
    // Only artist items are kept: typo search compares no title of another type.
    let only: MediaItemType? = boundsTypoSearch ? .artist : nil
    let artists = (named ?? nameCandidates(artist, keyTokens: TitleVariants.keyTokens(for: artist), only: only)).filter { $0.item.type == .artist }
    let forgiving = artists.flatMap { index.itemsByArtist(TextNormalizer.key($0.item.title)) }
    return forgiving.isEmpty ? exact : forgiving
  }

  /// The types a search's items may have before expansion (nil: any): its type, with the
  /// types that contain it ("play jazz", a genre with genre names, takes any type).
  func wantedTypes(_ search: MediaSearch) -> Set<MediaItemType>? {
    let typed = search.mediaType != .unknown && !(search.mediaType == .genre && search.genreNames != nil)
    return typed ? Set(compatibleTypes(search.mediaType) + containerTypes(for: search.mediaType)) : nil
  }

  func compatibleTypes(_ type: MediaItemType) -> [MediaItemType] {
    switch type {
    case .podcastShow, .podcastPlaylist, .podcastStation: [.podcastShow, .podcastPlaylist, .podcastStation]
    case .podcastEpisode: [.podcastEpisode]
    case .radioStation, .station, .musicStation, .algorithmicRadioStation:
      [.radioStation, .station, .musicStation, .algorithmicRadioStation]
    case .music: MediaItemType.allCases.filter { $0.category == .music }
    case .tvShow: [.tvShow]
    default: [type]
    }
  }

  /// Whether an item's artist (an artist item's own name), normalised, is the artist asked
  /// for: the same, one inside the other ("the beatles" / "beatles"), a few typos apart, or
  /// sounding the same.
  static func artist(_ itemArtist: String, matches artistKey: String) -> Bool {
    if itemArtist.isEmpty { return false }
    if itemArtist == artistKey { return true }
    let a = " \(itemArtist) "
    let b = " \(artistKey) "
    if a.contains(b) || b.contains(a) { return true }
    let limit = artistKey.count <= 5 ? 1 : 2
    return itemArtist.editDistance(to: artistKey, limit: limit) <= limit
      || PhoneticKey.key(tokens: itemArtist.split(separator: " ").map(String.init))
        == PhoneticKey.key(tokens: artistKey.split(separator: " ").map(String.init))
  }

  func albumTitle(of item: CatalogItem) -> String? {
    if item.type == .album { return item.title }
    // An episode's container is its show ("the Radiolab episode X": albumName Radiolab).
    return (item.album ?? item.show).flatMap(catalog.item)?.title
  }

  /// Keeps the candidates that satisfy every criterion the search gives besides its name.
  func applyConstraints(_ candidates: [ScoredCandidate], search: MediaSearch, nameGiven: Bool) -> [ScoredCandidate] {
    let types = wantedTypes(search)
    let artistKey = search.artistName.map(TextNormalizer.key)
    let albumKeys = search.albumName.map { Set(TitleVariants.keys(for: $0)) }
    let genreKeys = search.genreNames?.map(TextNormalizer.key).filter { !$0.isEmpty } ?? []
    let moodKeys = search.moodNames?.map(TextNormalizer.key).filter { !$0.isEmpty } ?? []
    // Each mood's matching keys (StyleNames), and each genre's spellings, found once.
    let moodGroups = moodKeys.map { self.moodKeys($0) }
    let genreGroups = search.genreNames?.map(TextNormalizer.key).filter { !$0.isEmpty }.map(StyleNames.genreKeys) ?? []
    // Candidates that came from the genre's own postings carry it already.
    let genreFromIndex = !nameGiven && search.artistName == nil && search.albumName == nil && genreKeys.count == 1
    guard !candidates.isEmpty else { return [] }
    // Whether the app takes items of each type, decided the first time a candidate of the
    // type is met (a request's candidates have a few types of the twenty).
    let app = catalog.app
    var served = ServedTypes()
    // Artists, albums, genres and moods repeat across candidates: each spelling is judged once.
    var artistMatches: [String: Bool] = [:]
    var albumMatches: [String: Bool] = [:]
    var keys = KeyMemo()
    var artistKeys = KeyMemo(shared: index.typoMemo.artistKeys)
    let kept = candidates.filter { c in
      let item = c.item
      if let types, !types.contains(item.type) { return false }
      if !served.contains(item.type, app: app) { return false }
      if let artistKey, !artistKey.isEmpty, !isEpisode(item, ofShowKeyed: artistKey) {
        guard let spelling = item.type == .artist ? item.title : item.artist else { return false }
        let matches = artistMatches[spelling] ?? Self.artist(artistKeys.key(spelling), matches: artistKey)
        artistMatches[spelling] = matches
        if !matches { return false }
      }
      if let albumKeys {
        guard let album = albumTitle(of: item) else { return false }
        let matches = albumMatches[album] ?? !albumKeys.isDisjoint(with: TitleVariants.keys(for: album))
        albumMatches[album] = matches
        if !matches { return false }
      }
      if !genreKeys.isEmpty, !genreFromIndex, item.type != .genre || !nameGiven {
        let itemGenres = item.genres.map { keys.key($0) }
        let isGenreItem = item.type == .genre && genreGroups.contains { $0.contains(keys.key(item.title)) }
        if !isGenreItem && !genreGroups.allSatisfy({ group in group.contains { s in itemGenres.contains { $0 == s || $0.contains(s) } } }) { return false }
      }
      if !moodKeys.isEmpty {
        let itemMoods = item.moods.map { keys.key($0) }
        if !moodGroups.allSatisfy({ $0.contains(where: itemMoods.contains) }) { return false }
      }
      if let range = search.releaseDate {
        guard let date = item.releaseSortKey, range.contains(sortKey: date) else { return false }
      }
      return true
    }
    // When some candidate that meets every criterion has the artist asked for to the letter, one
    // that only contains the name, or is contained, typed or sounded alike ("Brisel Viti" for
    // "The Brisel Viti"), is another artist, not a way of saying this one.
    guard let artistKey, !artistKey.isEmpty else { return kept }
    let exact = kept.filter { c in
      (c.item.type == .artist ? c.item.title : c.item.artist).map { artistKeys.key($0) == artistKey } ?? false
    }
    return exact.isEmpty ? kept : exact
  }

  /// Types whose items may stand for a request of `type` before expansion (a show for "the
  /// newest episode of X").
  func containerTypes(for type: MediaItemType) -> [MediaItemType] {
    switch type {
    case .podcastEpisode: [.podcastShow]
    case .song: [.artist, .album]
    case .album: [.artist]
    default: []
    }
  }

  /// Replaces containers by their contents where the request asks for contents: a show's
  /// episodes ("the newest episode of …"), an artist's albums or songs ("the best Khalid album").
  func expandContainers(_ candidates: [ScoredCandidate], search: MediaSearch, notes: inout [String]) -> [ScoredCandidate] {
    let items = index.items
    var artistKeys = KeyMemo(shared: index.typoMemo.artistKeys)
    var out: [ScoredCandidate] = []
    // Identifiers are distinct within a catalog, so the item instance stands for its identifier.
    // (Room for a show's episodes or an artist's albums without growing the set.)
    var seen = IntegerSet(capacity: max(candidates.count, 32))
    func add(_ c: ScoredCandidate) {
      if seen.insert(Int(bitPattern: ObjectIdentifier(c.item))) { out.append(c) }
    }
    for c in candidates {
      let item = c.item
      let wantsEpisodes = search.mediaType == .podcastEpisode
        || (search.sortOrder != .unknown && search.mediaType != .podcastShow)
      if item.type == .podcastShow && wantsEpisodes {
        let episodes = index.episodes(of: item.identifier).map { items[Int($0)] }
        if !episodes.isEmpty {
          notes.append("'\(item.title)' is a show: choosing among its \(episodes.count) episodes")
          for e in episodes { add(ScoredCandidate(item: e, kind: c.kind, score: c.score)) }
          continue
        }
      }
      if item.type == .artist, search.mediaType == .album || search.mediaType == .song {
        let key = artistKeys.key(item.title)
        let owned = index.itemsByArtist(key).map { items[Int($0)] }.filter { $0.type == search.mediaType }
        if !owned.isEmpty {
          for o in owned { add(ScoredCandidate(item: o, kind: c.kind, score: c.score)) }
          continue
        }
      }
      if item.type == .album, search.mediaType == .song {
        continue  // an album is not a song; its tracks were matched on their own if named
      }
      if search.mediaType == .podcastEpisode && item.type == .podcastShow { continue }
      add(c)
    }
    return out
  }
}
