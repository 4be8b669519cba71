/// `reference = my` (iOS 14.5): "play my podcasts", "play my library", "play songs from my
/// library by Radiohead", "play my liked songs". The search is answered from the user's
/// library (`Catalog.library`): the items listed there, an album's tracks and a show's
/// episodes, never the whole catalog. The cost follows the library's size, not the catalog's.
extension Resolver {
  func resolveInLibrary(_ search: MediaSearch, context: ResolveContext) -> Resolution {
    var unscoped = search
    unscoped.reference = .unknown
    guard !catalog.library.isEmpty else {
      var r = resolve(unscoped, context: context)
      r.notes.insert("the catalog lists no library: 'my' searches the whole catalog", at: 0)
      return r
    }
    let inLibrary = libraryItems()
    var notes: [String] = []
    var candidates: [ScoredCandidate]
    let nameKeys = search.mediaName.map(TitleVariants.keyTokens) ?? []
    let nameKey = nameKeys.first?.joined(separator: " ") ?? ""
    if search.mediaName != nil, !nameKey.isEmpty, !Self.genericNames.contains(nameKey), let name = search.mediaName {
      // Named: the catalog's matches for the name that the library holds.
      let ids = Set(inLibrary.map { ObjectIdentifier($0) })
      candidates = nameCandidates(name, keyTokens: nameKeys).filter { ids.contains(ObjectIdentifier($0.item)) }
      candidates = applyConstraints(candidates, search: search, nameGiven: true)
    } else {
      candidates = inLibrary.map { ScoredCandidate(item: $0, kind: .constraint, score: 0.8) }
      candidates = applyConstraints(candidates, search: search, nameGiven: false)
    }
    candidates = rank(candidates, search: search)
    guard !candidates.isEmpty else {
      return Resolution(mediaItems: .unsupported(nil), notes: ["nothing in your library matches (\(catalog.library.count) items there)"])
    }
    var resolution = finish(candidates, context: context)
    notes.append("'my': chosen from your library (\(catalog.library.count) items there)")
    resolution.notes = notes + resolution.notes
    return resolution
  }

  /// The library's items with the tracks of its albums and the episodes of its shows, each once.
  func libraryItems() -> [CatalogItem] {
    var out: [CatalogItem] = []
    var seen = Set<ObjectIdentifier>()
    func add(_ item: CatalogItem) {
      if seen.insert(ObjectIdentifier(item)).inserted { out.append(item) }
    }
    let items = index.items
    for id in catalog.library {
      guard let item = catalog.item(id) else { continue }
      add(item)
      switch item.type {
      case .album: for n in index.tracks(of: item.identifier) { add(items[Int(n)]) }
      case .podcastShow: for n in index.episodes(of: item.identifier) { add(items[Int(n)]) }
      default: break
      }
    }
    return out
  }
}
