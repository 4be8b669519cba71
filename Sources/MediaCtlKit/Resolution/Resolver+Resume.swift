/// "Resume Stuff You Should Know", "continue Becoming" (`resumePlayback = true`): a person
/// means where they left off, not the top. Of the item the search found:
/// - the item itself in progress (an audiobook, an episode): it, at its playback position;
/// - a collection (a show, an album, a playlist, an artist) with an item of it in progress:
///   that item (the episode or track in progress), at its position;
/// - else the item of it played most recently: the session's (`ResolveContext.leftOff`, at
///   the position it was left), then the catalog's `recentlyPlayed`;
/// - else the collection as a plain play would start it, said in a note.
extension Resolver {
  func resuming(_ resolution: Resolution, context: ResolveContext) -> Resolution {
    guard case .success = resolution.mediaItems, let named = resolution.firstItem else { return resolution }
    let inProgress = (context.nowPlaying ?? context.queue.nowPlaying).flatMap { catalog.item($0) }
    let position = context.queue.elapsed > 0 && context.queue.nowPlaying == inProgress?.identifier
      ? " at \(NowPlayingInfo.clock(context.queue.elapsed))" : ""
    if let current = inProgress, current.identifier == named.identifier {
      var resumed = resolution
      resumed.notes.append("resuming '\(named.title)' where it was left\(position)")
      return resumed
    }
    guard named.type.isCollection else {
      // An episode or a book left earlier in the session continues where it was left.
      guard let left = context.leftOff.first(where: { $0.identifier == named.identifier }), left.elapsed > 0 else { return resolution }
      var resumed = resolution
      resumed.notes.append("resuming '\(named.title)' where it was left, at \(NowPlayingInfo.clock(left.elapsed))")
      return resumed
    }
    if let current = inProgress, isPart(current, of: named) {
      return resumed(current, of: named, note: "in progress\(position)", context: context, notes: resolution.notes)
    }
    if let left = context.leftOff.first(where: { self.catalog.item($0.identifier).map { self.isPart($0, of: named) } ?? false }),
      let last = catalog.item(left.identifier)
    {
      let position = left.elapsed > 0 ? ", left at \(NowPlayingInfo.clock(left.elapsed))" : ""
      return resumed(last, of: named, note: "played last\(position)", context: context, notes: resolution.notes)
    }
    if let last = catalog.recentlyPlayed.lazy.compactMap({ self.catalog.item($0) }).first(where: { self.isPart($0, of: named) }) {
      return resumed(last, of: named, note: "played last", context: context, notes: resolution.notes)
    }
    var unchanged = resolution
    unchanged.notes.append("nothing of '\(named.title)' is in progress or was played: playing it from the start")
    return unchanged
  }

  /// `item` in place of the collection it belongs to, with a note saying why.
  private func resumed(
    _ item: CatalogItem, of named: CatalogItem, note: String, context: ResolveContext, notes: [String]
  ) -> Resolution {
    var resolution = finish([ScoredCandidate(item: item, kind: .inProgress, score: 1)], context: context)
    resolution.notes = notes + ["resuming '\(named.title)': '\(item.title)' (\(item.type.name)), \(note)"]
    return resolution
  }

  /// Whether `item` is one of the collection's: an episode of the show, a track of the album,
  /// an entry of the playlist, a work of the artist.
  func isPart(_ item: CatalogItem, of collection: CatalogItem) -> Bool {
    let id = collection.identifier
    return item.show == id || item.album == id || item.artistIdentifier == id || collection.items.contains(item.identifier)
      || (collection.type == .artist && item.artist == collection.title)
  }
}
