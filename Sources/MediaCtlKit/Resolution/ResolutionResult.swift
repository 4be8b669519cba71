/// How a resolved item was found, from most to least certain; shown by `--explain`.
public enum MatchKind: String, Sendable, Hashable, CaseIterable {
  /// The intent named the item by identifier (`mediaIdentifier`, `mediaItems`).
  case identifier
  /// The now-playing item (`reference = currentlyPlaying`).
  case nowPlaying
  /// The title equals the spoken name after case, punctuation and diacritics are folded.
  case exact
  /// One of the item's aliases.
  case alias
  /// A variant without edition/feat./type-word noise, or with numbers respelled.
  case normalised
  /// Sounds the same ("son" / "sun").
  case phonetic
  /// Sounds the same in Mandarin: the same toneless or near-homophone pinyin, written with
  /// other characters (叶曲 finds 夜曲).
  case pinyin
  /// Within a few typos.
  case fuzzy
  /// Every word of the name appears in the title.
  case partial
  /// No name: chosen by artist, album, genre, mood, date, type or sort order.
  case constraint
  /// No search at all: the queue, the last item or the app's fallback.
  case unqualified
  /// `resumePlayback`: the episode or track in progress (or played last) of the collection
  /// the search named.
  case inProgress
}

/// A catalog item considered for a request, with why and how well it matched.
public struct ScoredCandidate: Sendable, Equatable {
  public var item: CatalogItem
  public var kind: MatchKind
  public var score: Double
  /// Why it was set aside, when it was ("blocked: subscriptionRequired").
  public var rejection: String?
}

/// The outcome of resolving `mediaItems`, as `INPlayMediaMediaItemResolutionResult` and
/// its siblings express it.
public enum MediaItemResolution: Sendable, Equatable {
  /// `successes(with:)`: Siri speaks about and plays the first.
  case success([MediaItem])
  /// `unsupported()` (nil: nothing matched) or `unsupported(forReason:)`.
  case unsupported(MediaItemUnsupportedReason?)
  /// `needsValue()`: nothing to go on (e.g. "this" with nothing playing).
  case needsValue
  /// `disambiguation(with:)`: these items matched equally well and nothing in the request
  /// tells them apart, so Siri asks which one (and does not call handle).
  case disambiguation([MediaItem])

  public var resultName: String {
    switch self {
    case .success: "success"
    case .unsupported: "unsupported"
    case .needsValue: "needsValue"
    case .disambiguation: "disambiguation"
    }
  }

  /// The resolved items, or the choices Siri offers for a disambiguation.
  public var items: [MediaItem] {
    switch self {
    case .success(let items), .disambiguation(let items): items
    case .unsupported, .needsValue: []
    }
  }
}

/// `INAddMediaMediaDestinationResolutionResult`.
public enum MediaDestinationResolution: Sendable, Equatable {
  case success(MediaDestination, playlistIdentifier: String?)
  case unsupported(AddMediaMediaDestinationUnsupportedReason)
}

/// `INPlayMediaPlaybackSpeedResolutionResult`.
public enum PlaybackSpeedResolution: Sendable, Equatable {
  case success(Double)
  case unsupported(PlayMediaPlaybackSpeedUnsupportedReason)
}

/// Everything resolve decided for one intent.
public struct Resolution: Sendable, Equatable {
  public var mediaItems: MediaItemResolution
  /// Ranked candidates, best first (also the rejected ones), for `--explain`.
  public var candidates: [ScoredCandidate]
  public var mediaDestination: MediaDestinationResolution?
  public var playbackSpeed: PlaybackSpeedResolution?
  /// What the resolver did beyond matching ("resumed the queue"), for people.
  public var notes: [String]
  /// With `--explain`, when nothing matched: the closest items and why each lost.
  public var nearMisses: [NearMiss] = []

  public init(
    mediaItems: MediaItemResolution, candidates: [ScoredCandidate] = [],
    mediaDestination: MediaDestinationResolution? = nil, playbackSpeed: PlaybackSpeedResolution? = nil,
    notes: [String] = []
  ) {
    self.mediaItems = mediaItems
    self.candidates = candidates
    self.mediaDestination = mediaDestination
    self.playbackSpeed = playbackSpeed
    self.notes = notes
  }

  /// The first resolved catalog item, which drives the dialog.
  public var firstItem: CatalogItem? {
    guard case .success(let items) = mediaItems, let id = items.first?.identifier else { return nil }
    return candidates.first { $0.item.identifier == id && $0.rejection == nil }?.item
  }

  /// True when every parameter resolved successfully, so Siri goes on to handle.
  public var canHandle: Bool {
    guard case .success = mediaItems else { return false }
    if case .unsupported? = mediaDestination { return false }
    if case .unsupported? = playbackSpeed { return false }
    return true
  }
}
