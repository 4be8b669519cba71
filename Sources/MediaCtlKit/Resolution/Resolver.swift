/// Turns an intent's `mediaSearch` into ranked catalog items the way a well-built Intents
/// extension does (behaviours §4): forgiving title matching, a broad search when no type was
/// said, constraints, sort orders, the now-playing item, unqualified play, and the unsupported
/// reasons the account and device call for.
///
/// Stages: `nameCandidates` (index lookups: exact → alias → normalised → phonetic → fuzzy →
/// partial) or `constraintCandidates` (an artist or album but no title), then
/// `applyConstraints`, `expandContainers` (a show's episodes, an artist's albums), `rank`, and
/// `finish`; or, with no name, artist or album, `constraintOnlyCandidates` (the items meeting
/// every constraint themselves, read from `ConstraintRuns`), then `rank` and `finish`.
public struct Resolver: Sendable {
  public let index: CatalogIndex
  public var catalog: Catalog { index.catalog }
  /// Whether constraint-only requests are read from the pre-ordered runs; off only to check
  /// that they answer as ranking every match does.
  var usesConstraintRuns = true
  /// Whether typo search passes over titles that cannot match by their keys' lengths; off
  /// only to check that this changes no answer.
  var boundsTypoSearch = true

  public init(index: CatalogIndex) {
    self.index = index
  }

  public init(catalog: Catalog) {
    self.init(index: CatalogIndex(catalog: catalog))
  }

  /// Names that mean "anything": "play music", "play some songs", "popular hits".
  static let genericNames: Set<String> = [
    "music", "songs", "song", "something", "anything", "tunes", "hits", "some music", "stuff", "tracks",
  ]

  /// Type priority for a name-only search: what a person most likely means when a name
  /// matches several kinds equally well.
  static let typePriority: [MediaItemType] = [
    .artist, .playlist, .album, .song, .podcastShow, .audioBook, .radioStation, .station, .musicStation,
    .genre, .podcastEpisode, .podcastPlaylist, .podcastStation, .algorithmicRadioStation, .music,
    .musicVideo, .news, .movie, .tvShow, .tvShowEpisode,
  ]

  // MARK: - Whole intents

  public func resolve(_ intent: MediaIntent, context: ResolveContext) -> Resolution {
    guard catalog.app.supportedIntents.contains(intent.kind) else {
      return Resolution(
        mediaItems: .unsupported(nil),
        notes: ["\(catalog.app.name) does not declare \(intent.kind.rawValue) in its extension"])
    }
    var resolution = resolveMediaItems(intent, context: context)
    if intent.kind != .searchForMedia, let search = intent.mediaSearch {
      resolution = Self.disambiguated(resolution, search: search)
    }
    switch intent {
    case .play(let play):
      if play.resumePlayback == true { resolution = resuming(resolution, context: context) }
      if let speed = play.playbackSpeed {
        let range = catalog.app.playbackSpeeds
        if speed < range.lowerBound {
          resolution.playbackSpeed = .unsupported(.belowMinimum)
        } else if speed > range.upperBound {
          resolution.playbackSpeed = .unsupported(.aboveMaximum)
        } else {
          resolution.playbackSpeed = .success(speed)
        }
      }
    case .add(let add):
      resolution.mediaDestination = resolveDestination(add.mediaDestination)
      if add.mediaDestination == nil { resolution.notes.append("no destination given: adding to the library") }
    default:
      break
    }
    return resolution
  }

  func resolveMediaItems(_ intent: MediaIntent, context: ResolveContext) -> Resolution {
    if let given = intent.mediaItems, !given.isEmpty {
      let found = given.compactMap { $0.identifier.flatMap(catalog.item) }
      if found.isEmpty { return Resolution(mediaItems: .unsupported(nil), notes: ["mediaItems name no catalog item"]) }
      return finish(found.map { ScoredCandidate(item: $0, kind: .identifier, score: 1) }, context: context)
    }
    guard let search = intent.mediaSearch, !search.isEmpty, !isUnqualified(search) else {
      if case .play = intent { return resolveUnqualified(context: context) }
      // Add/like with no search means "this": the now-playing item.
      return resolveNowPlaying(MediaSearch(reference: .currentlyPlaying), context: context)
    }
    return resolve(search, context: context)
  }

  /// "Play ControlAudio", "Play music in ControlAudio".
  func isUnqualified(_ search: MediaSearch) -> Bool { search.isUnqualified }

  // MARK: - One search

  public func resolve(_ search: MediaSearch, context: ResolveContext) -> Resolution {
    if search.reference == .currentlyPlaying {
      return resolveNowPlaying(search, context: context)
    }
    if search.reference == .my { return resolveInLibrary(search, context: context) }
    if let id = search.mediaIdentifier {
      guard let item = catalog.item(id) else {
        return Resolution(mediaItems: .unsupported(nil), notes: ["mediaIdentifier '\(id)' is not in the catalog"])
      }
      return finish([ScoredCandidate(item: item, kind: .identifier, score: 1)], context: context)
    }
    if search.mediaType != .unknown && !catalog.app.serves(search.mediaType) {
      return Resolution(
        mediaItems: .unsupported(.unsupportedMediaType),
        notes: ["\(catalog.app.name) does not serve \(search.mediaType.name)"])
    }
    // The name's keys as word lists, made once: its first key is its normalised form.
    let nameKeys = search.mediaName.map(TitleVariants.keyTokens) ?? []
    let nameKey = nameKeys.first?.joined(separator: " ") ?? ""
    if let said = search.mediaName, nameKey.isEmpty {
      // "-", "''", a zero-width space: nothing to match, so nothing may be picked for it.
      return Resolution(
        mediaItems: .unsupported(nil),
        notes: ["the name '\(said)' has no letters or digits to match"])
    }
    // A generic name means "anything", unless the request frames it as a title the catalog has
    // ("play the song Music", "play Music by Madonna": its type or artist is said with it).
    let framedTitle = search.artistName != nil || ![.unknown, .music].contains(search.mediaType)
    let name = search.mediaName.flatMap { n -> String? in
      nameKey.isEmpty || Self.genericNames.contains(nameKey) && !(framedTitle && index.isTitle(nameKey)) ? nil : n
    }
    if name == nil, search.artistName == nil, search.albumName == nil, search.genreNames?.isEmpty == false,
      catalog.app.unsupportedMediaTypes.contains(.genre)
    {
      return Resolution(
        mediaItems: .unsupported(.unsupportedMediaType), notes: ["\(catalog.app.name) does not play by genre"])
    }
    var candidates: [ScoredCandidate]
    var notes: [String] = []
    if let name {
      candidates = stationCandidates(name, keyTokens: nameKeys) ?? nameCandidates(name, keyTokens: nameKeys)
      if candidates.isEmpty, search.artistName == nil, search.albumName == nil {
        // A name-only request for an artist the catalog has no artist item for ("play Björk"):
        // that artist's items.
        let items = index.items
        let byArtist = artistItems(name, key: nameKey, named: candidates).map { ScoredCandidate(item: items[Int($0)], kind: .constraint, score: 0.7) }
        if !byArtist.isEmpty {
          notes.append("'\(name)' is no title: playing items by that artist")
          candidates = byArtist
        }
      }
      candidates = applyConstraints(candidates, search: search, nameGiven: true)
      candidates = expandContainers(candidates, search: search, notes: &notes)
      if candidates.isEmpty {
        candidates = applyConstraints(episodesInShow(search, name: name), search: search, nameGiven: true)
      }
    } else if search.artistName == nil, search.albumName == nil {
      candidates = constraintOnlyCandidates(search, context: context)
    } else {
      candidates = applyConstraints(constraintCandidates(search), search: search, nameGiven: false)
      candidates = expandContainers(candidates, search: search, notes: &notes)
    }
    candidates = rank(candidates, search: search)
    var resolution = finish(candidates, context: context)
    resolution.notes = notes + resolution.notes
    // A word read as a genre may be a title ("play Dream"), or the start of one ("play dance
    // dance garden" heard with a typo, "dance" read as a genre before a name the catalog does
    // not have as said): when nothing matched, try the genre words as the name, in front of
    // the name said.
    if case .unsupported(nil) = resolution.mediaItems, search.artistName == nil, search.albumName == nil,
      let genres = search.genreNames, !genres.isEmpty, name == nil || genresAreTitleWords(genres)
    {
      var asName = search
      asName.mediaName = (genres + (name.map { [$0] } ?? [])).joined(separator: " ")
      asName.genreNames = nil
      if asName.mediaType == .genre { asName.mediaType = .unknown }
      var retry = resolve(asName, context: context)
      // With a name said, the words together must match a title as a whole (as said, a typo
      // or a sound away), not merely all be in one: "'70s punk classics" is not read as the
      // playlist "70s Punk Classics" by its words alone.
      let asWhole = name == nil || retry.candidates.first.map { Self.nameMatchKinds.contains($0.kind) } == true
      if case .success = retry.mediaItems, asWhole {
        retry.notes.insert("no \(genres.joined(separator: ", ")) items: read as a name instead", at: 0)
        return retry
      }
    }
    return resolution
  }

  /// Whether every word of the genres said is a word of some title: only then can they start
  /// a title, and a name that missed is worth searching again with them (a cheap test before
  /// a second typo search).
  func genresAreTitleWords(_ genres: [String]) -> Bool {
    genres.allSatisfy { genre in
      let words = TextNormalizer.tokens(genre)
      return !words.isEmpty && words.allSatisfy { index.words.count(Postings.hash($0)) > 0 }
    }
  }

  func resolveNowPlaying(_ search: MediaSearch, context: ResolveContext) -> Resolution {
    let id = search.mediaIdentifier ?? context.nowPlaying
    guard let id, let item = catalog.item(id) else {
      return Resolution(mediaItems: .needsValue, notes: ["nothing is playing, so 'this' names nothing"])
    }
    guard let target = nowPlayingTarget(item, type: search.mediaType) else {
      return Resolution(
        mediaItems: .unsupported(nil),
        notes: ["'\(item.title)' is playing, but the catalog has no \(search.mediaType.name) item for it"])
    }
    var resolution = finish([ScoredCandidate(item: target, kind: .nowPlaying, score: 1)], context: context)
    if target.identifier != item.identifier {
      resolution.notes.append("this \(search.mediaType.name): the \(search.mediaType.name) of the now-playing '\(item.title)'")
    }
    return resolution
  }

  func resolveUnqualified(context: ResolveContext) -> Resolution {
    let app = catalog.app
    if app.unqualifiedPlay.resumeQueue,
      let id = context.nowPlaying ?? context.queue.nowPlaying ?? context.queue.items.first,
      let item = catalog.item(id)
    {
      var r = finish([ScoredCandidate(item: item, kind: .unqualified, score: 1)], context: context)
      r.notes.append("nothing named: resuming the queue")
      return r
    }
    if let id = app.unqualifiedPlay.fallback, let item = catalog.item(id) {
      var r = finish([ScoredCandidate(item: item, kind: .unqualified, score: 1)], context: context)
      r.notes.append("nothing named and no queue: playing the app's choice")
      return r
    }
    let recommended = index.recommendations.value {
      rank(constraintCandidates(MediaSearch(sortOrder: .recommended)), search: MediaSearch(sortOrder: .recommended))
    }
    var r = finish(recommended, context: context)
    r.notes.append("nothing named and no queue: playing recommendations")
    return r
  }

  // MARK: - Destinations

  func resolveDestination(_ destination: MediaDestination?) -> MediaDestinationResolution {
    guard case .playlist(let name)? = destination else { return .success(.library, playlistIdentifier: nil) }
    guard let playlist = findPlaylist(named: name) else { return .unsupported(.playlistNameNotFound) }
    guard playlist.isEditable else { return .unsupported(.playlistNotEditable) }
    return .success(.playlist(playlist.title), playlistIdentifier: playlist.identifier)
  }

  /// A playlist by a flexibly said name: the user's own first, then curated ones.
  public func findPlaylist(named name: String) -> CatalogItem? {
    let asked = TypoMemo.PlaylistName(name: name, bounded: boundsTypoSearch)
    return index.typoMemo.playlists.value(asked, hash: Int(truncatingIfNeeded: Postings.hash(name))) { searchPlaylist(named: name) }
  }

  /// `findPlaylist` without the memo.
  func searchPlaylist(named name: String) -> CatalogItem? {
    let playlists = nameCandidates(name, keyTokens: TitleVariants.keyTokens(for: name), only: boundsTypoSearch ? .playlist : nil)
      .filter { $0.item.type == .playlist && $0.kind != .partial }
    let sorted = playlists.sorted {
      if $0.score != $1.score { return $0.score > $1.score }
      return ($0.item.owner == "me" || $0.item.owner == nil) && !($1.item.owner == "me" || $1.item.owner == nil)
    }
    return sorted.first?.item
  }

  // MARK: - Finishing

  /// Picks the playable items; when the best match is blocked, reports why.
  func finish(_ ranked: [ScoredCandidate], context: ResolveContext) -> Resolution {
    guard let best = ranked.first else { return Resolution(mediaItems: .unsupported(nil)) }
    var marked = ranked
    var playable: [CatalogItem] = []
    for i in marked.indices {
      if let reason = context.blockingReason(for: marked[i].item) {
        marked[i].rejection = "blocked: \(reason.name)"
      } else if playable.count < context.maximumResults {
        playable.append(marked[i].item)
      }
    }
    // A blocked best match only gives way to a playable one that matched as well.
    if let reason = context.blockingReason(for: best.item) {
      let equallyGood = marked.first { $0.rejection == nil && $0.score >= best.score - 0.001 }
      guard equallyGood != nil else {
        return Resolution(mediaItems: .unsupported(reason), candidates: marked)
      }
      let good = marked.filter { $0.rejection == nil }
      return Resolution(
        mediaItems: .success(good.prefix(context.maximumResults).map(\.item.mediaItem)), candidates: good + marked.filter { $0.rejection != nil })
    }
    return Resolution(mediaItems: .success(playable.map(\.mediaItem)), candidates: marked)
  }
}

extension MediaSearch {
  /// Names nothing but perhaps "music" ("Play ControlAudio", "Play music in ControlAudio"):
  /// the app resumes its queue or plays its own choice.
  public var isUnqualified: Bool {
    var bare = MediaSearch()
    bare.mediaType = mediaType
    return self == bare && (mediaType == .music || mediaType == .unknown)
  }
}
