/// An episode named inside its show ("the Vergecast episode about WWDC", "the Radiolab
/// episode Cruel Optimism"): when the name alone finds no episode of the show (it may name a
/// playlist elsewhere, or only some words of the title), the show's own episodes are searched
/// for the name's words. The cost follows the show's episodes, not the catalog.
extension Resolver {
  /// Whether `item` is an episode of the show whose title has the key `key` ("Cruel Optimism by
  /// Radiolab": people name a show as they name an artist).
  func isEpisode(_ item: CatalogItem, ofShowKeyed key: String) -> Bool {
    guard item.type == .podcastEpisode, let show = item.show.flatMap(catalog.item) else { return false }
    return TitleVariants.keys(for: show.title).contains(key)
  }

  func episodesInShow(_ search: MediaSearch, name: String) -> [ScoredCandidate] {
    guard search.mediaType == .podcastEpisode, let show = search.albumName else { return [] }
    let words = Set(TitleVariants.keyTokens(for: name).first ?? [])
    guard !words.isEmpty else { return [] }
    let items = index.items
    var out: [ScoredCandidate] = []
    for showItem in nameCandidates(show).map(\.item) where showItem.type == .podcastShow {
      for n in index.episodes(of: showItem.identifier) {
        let episode = items[Int(n)]
        let titleWords = Set(TitleVariants.keyTokens(for: episode.title).first ?? [])
        if words.isSubset(of: titleWords) { out.append(ScoredCandidate(item: episode, kind: .partial, score: 0.7)) }
      }
    }
    return out
  }
}
