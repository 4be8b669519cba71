/// Requests that name nothing but constraints (type, genre, mood, date, sort order), and the
/// candidates of requests naming an artist or album without a title.
extension Resolver {
  /// A request with no name, artist or album: the items that meet every constraint
  /// themselves, best first. Containers are not opened: "the newest song from the eighties"
  /// is a song dated in the eighties, not the newest song of an artist or album dated then,
  /// and a show stands for its episodes only when they meet the constraints themselves.
  /// Answered from the pre-ordered runs when the order is one they keep; else the lists
  /// of the index are read and filtered.
  func constraintOnlyCandidates(_ search: MediaSearch, context: ResolveContext) -> [ScoredCandidate] {
    if usesConstraintRuns, let indexed = indexedConstraintCandidates(search, context: context) { return indexed }
    let kept = applyConstraints(constraintCandidates(search), search: search, nameGiven: false)
    let answers = ConstraintAnswer(self, search)
    return kept.filter { answers.accepts($0.item) }
  }

  /// Whether an item that meets a constraint-only request's criteria answers it as itself.
  func isConstraintAnswer(_ item: CatalogItem, search: MediaSearch) -> Bool {
    ConstraintAnswer(self, search).accepts(item)
  }

  /// `isConstraintAnswer` for one search, with what it reads decided once: closures over
  /// many items hold this, not a copy of the resolver and its index.
  struct ConstraintAnswer {
    let types: [MediaItemType]?
    let showsStandForEpisodes: Bool
    let children: Postings
    let items: CatalogItems

    init(_ resolver: Resolver, _ search: MediaSearch) {
      types = resolver.constraintTypes(search)
      showsStandForEpisodes = resolver.wantsEpisodes(search)
      children = resolver.index.children
      items = resolver.index.items
    }

    func accepts(_ item: CatalogItem) -> Bool {
      if let types, !types.contains(item.type) { return false }
      if item.type == .podcastShow, showsStandForEpisodes,
        !CatalogIndex.episodes(of: item.identifier, children: children, items: items).isEmpty
      {
        return false
      }
      return true
    }
  }

  /// The types a constraint-only request takes (nil: any).
  func constraintTypes(_ search: MediaSearch) -> [MediaItemType]? {
    guard search.mediaType != .unknown, !(search.mediaType == .genre && search.genreNames != nil) else { return nil }
    return compatibleTypes(search.mediaType)
  }

  /// Whether a show found for this request stands for its episodes.
  func wantsEpisodes(_ search: MediaSearch) -> Bool {
    search.mediaType == .podcastEpisode || (search.sortOrder != .unknown && search.mediaType != .podcastShow)
  }

  /// The most candidates ranking keeps when there are many (`Resolver.best`): a request with
  /// more matches than twice this is answered from its best this many.
  static let rankedCandidates = 200

  /// The constraint-only candidates read from `ConstraintRuns`, in rank order, or nil when
  /// the runs do not answer this request (an order they do not keep, several genres or
  /// moods, nothing that narrows the catalog, a genre that is also an item). Reading stops
  /// once enough items are playable for what Siri is given and what is shown; the answer is
  /// the one ranking every matching item would give (ranking keeps its best 200 of more than
  /// 400).
  func indexedConstraintCandidates(_ search: MediaSearch, context: ResolveContext) -> [ScoredCandidate]? {
    guard let order = ConstraintRuns.Order(search.sortOrder), (search.genreNames?.count ?? 0) <= 1, (search.moodNames?.count ?? 0) <= 1
    else { return nil }
    let items = index.items
    var query = ConstraintRuns.Query(order: order)
    if let genre = search.genreNames?.first {
      let key = TextNormalizer.key(genre)
      guard !key.isEmpty, !index.titles.containsItem(Postings.hash(key), where: { items[Int($0)].type == .genre }) else { return nil }
      // A genre of several spellings, a mood standing for others: read the lists (StyleNames).
      guard StyleNames.genreKeys(key) == [key] else { return nil }
      query.genre = key
    }
    if let mood = search.moodNames?.first {
      let key = TextNormalizer.key(mood)
      guard !key.isEmpty, moodKeys(key) == [key] else { return nil }
      query.mood = key
    }
    if let range = search.releaseDate {
      query.range = range
      query.years = Self.years(in: range)
    }
    // The type alone narrows nothing for "music": that is the app's own choice of songs.
    guard query.genre != nil || query.mood != nil || query.years != nil || (search.mediaType != .unknown && search.mediaType != .music)
    else { return nil }
    let app = catalog.app
    if let asked = constraintTypes(search) {
      var served = ServedTypes()
      query.types = asked.filter { served.contains($0, app: app) }.compactMap { CatalogIndex.typeNumbers[$0] }
    } else {
      // Any type the app takes: the same for every request, decided once per index.
      query.types = index.servedTypeNumbers.value {
        let numbers = MediaItemType.allCases.filter { ServedTypes.serves($0, app: app) }.compactMap { CatalogIndex.typeNumbers[$0] }
        return numbers.count < MediaItemType.allCases.count ? numbers : nil
      }
    }
    let enough = max(context.maximumResults, 5)
    var found: [ScoredCandidate] = []
    var playable = 0
    let answers = ConstraintAnswer(self, search)
    index.runs.forEach(query, items: items) { n in
      let item = items[Int(n)]
      guard answers.accepts(item) else { return true }
      found.append(ScoredCandidate(item: item, kind: .constraint, score: 0.5))
      if context.blockingReason(for: item) == nil { playable += 1 }
      return playable < enough && found.count <= 2 * Self.rankedCandidates
    }
    if found.count > 2 * Self.rankedCandidates { found.removeLast(found.count - Self.rankedCandidates) }
    return found
  }

  /// No name was said: start from the artist, album, genres, moods or type.
  func constraintCandidates(_ search: MediaSearch) -> [ScoredCandidate] {
    let items = index.items
    // Lists from the index are most popular first (recommended playlists lead their list):
    // without an order that needs every item, the head of the list is the answer, and only
    // the head is gathered (a type's list holds most of a large catalog).
    let limit: Int? = [.unknown, .popular, .recommended].contains(search.sortOrder) ? 2000 : nil
    func head(_ lists: [[Int32]], where keep: (Int32) -> Bool = { _ in true }) -> [Int32] {
      var out: [Int32] = []
      for list in lists {
        for id in list where keep(id) {
          if let limit, out.count >= limit { return out }
          out.append(id)
        }
      }
      return out
    }
    var ids: [Int32]
    if let artist = search.artistName {
      ids = artistItems(artist, wanted: wantedTypes(search))
    } else if let album = search.albumName {
      let only: MediaItemType? = boundsTypoSearch ? .album : nil
      ids = nameCandidates(album, keyTokens: TitleVariants.keyTokens(for: album), only: only).filter { $0.item.type == .album }.map { index.catalog.position(of: $0.item.identifier).map(Int32.init) ?? 0 }
    } else if let genre = search.genreNames?.first {
      let key = TextNormalizer.key(genre)
      // A genre item ("Jazz") answers a genre request directly.
      // ("modern jazz": the genre item of the genre a style narrows, StyleNames.genreKeys.)
      ids = StyleNames.genreKeys(key).flatMap { index.titles.items($0).filter { items[Int($0)].type == .genre } }
      // Without a sort order the most popular of the genre will do; with one, all of it.
      // Every spelling of the genre is read ("hiphop": items filed under "hip-hop").
      for spelling in StyleNames.genreKeys(key) {
        ids += search.sortOrder == .unknown ? (index.popularByGenre[spelling] ?? []) : index.genres.items(spelling)
      }
    } else if let mood = search.moodNames?.first {
      // The catalog moods the mood said stands for ("mellow": chill and relaxing).
      ids = moodKeys(TextNormalizer.key(mood)).flatMap { key in
        search.sortOrder == .unknown ? (index.popularByMood[key] ?? []) : index.moods.items(key)
      }
    } else if let range = search.releaseDate, let years = Self.years(in: range) {
      // "Music from 1993", "the seventies": the items of those years, not every song.
      let lists = years.map { index.byYear[$0] ?? [] }
      if search.mediaType != .unknown && search.mediaType != .music {
        let wanted = Set(compatibleTypes(search.mediaType))
        ids = head(lists) { wanted.contains(items[Int($0)].type) }
      } else {
        ids = head(lists)
      }
    } else if search.mediaType != .unknown && search.mediaType != .music {
      ids = head(compatibleTypes(search.mediaType).map { index.byType[$0] ?? [] })
    } else {
      // "Play popular hits", "something good": songs and the app's recommendations.
      let recommended = (index.byType[.playlist] ?? []).filter { items[Int($0)].recommended }
      ids = head([recommended, index.byType[.song] ?? []])
    }
    if let limit, ids.count > limit { ids = Array(ids.prefix(limit)) }
    var seen = IntegerSet(capacity: ids.count)
    return ids.compactMap { id in
      guard seen.insert(Int(id)) else { return nil }
      let item = items[Int(id)]
      // A genre item ("Jazz") is the best answer to a genre request.
      let score = item.type == .genre && search.genreNames != nil ? 0.6 : 0.5
      return ScoredCandidate(item: item, kind: .constraint, score: score)
    }
  }

  /// The whole years a range covers, when it is a few decades at most.
  static func years(in range: DateComponentsRange) -> ClosedRange<Int>? {
    guard let from = range.startDateComponents?.year, let to = range.endDateComponents?.year, from <= to, to - from <= 50
    else { return nil }
    return from...to
  }
}
