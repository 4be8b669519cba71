/// Mirrors `INPlayMediaIntent`.
public struct PlayMediaIntent: Hashable, Sendable {
  public var mediaItems: [MediaItem]?
  public var mediaContainer: MediaItem?
  public var playShuffled: Bool?
  public var playbackRepeatMode: PlaybackRepeatMode
  public var resumePlayback: Bool?
  public var playbackQueueLocation: PlaybackQueueLocation
  public var playbackSpeed: Double?
  public var mediaSearch: MediaSearch?

  public init(
    mediaItems: [MediaItem]? = nil, mediaContainer: MediaItem? = nil, playShuffled: Bool? = nil,
    playbackRepeatMode: PlaybackRepeatMode = .unknown, resumePlayback: Bool? = nil,
    playbackQueueLocation: PlaybackQueueLocation = .unknown, playbackSpeed: Double? = nil,
    mediaSearch: MediaSearch? = nil
  ) {
    self.mediaItems = mediaItems
    self.mediaContainer = mediaContainer
    self.playShuffled = playShuffled
    self.playbackRepeatMode = playbackRepeatMode
    self.resumePlayback = resumePlayback
    self.playbackQueueLocation = playbackQueueLocation
    self.playbackSpeed = playbackSpeed
    self.mediaSearch = mediaSearch
  }
}

/// Mirrors `INAddMediaIntent`.
public struct AddMediaIntent: Hashable, Sendable {
  public var mediaItems: [MediaItem]?
  public var mediaSearch: MediaSearch?
  public var mediaDestination: MediaDestination?

  public init(
    mediaItems: [MediaItem]? = nil, mediaSearch: MediaSearch? = nil,
    mediaDestination: MediaDestination? = nil
  ) {
    self.mediaItems = mediaItems
    self.mediaSearch = mediaSearch
    self.mediaDestination = mediaDestination
  }
}

/// Mirrors `INUpdateMediaAffinityIntent`.
public struct UpdateMediaAffinityIntent: Hashable, Sendable {
  public var mediaItems: [MediaItem]?
  public var mediaSearch: MediaSearch?
  public var affinityType: MediaAffinityType

  public init(
    mediaItems: [MediaItem]? = nil, mediaSearch: MediaSearch? = nil,
    affinityType: MediaAffinityType = .unknown
  ) {
    self.mediaItems = mediaItems
    self.mediaSearch = mediaSearch
    self.affinityType = affinityType
  }
}

/// Mirrors `INSearchForMediaIntent`.
public struct SearchForMediaIntent: Hashable, Sendable {
  public var mediaItems: [MediaItem]?
  public var mediaSearch: MediaSearch?

  public init(mediaItems: [MediaItem]? = nil, mediaSearch: MediaSearch? = nil) {
    self.mediaItems = mediaItems
    self.mediaSearch = mediaSearch
  }
}

/// The intent class names, as they appear in the JSON `"intent"` key.
public enum IntentKind: String, CaseIterable, Sendable, Hashable {
  case play = "INPlayMediaIntent"
  case add = "INAddMediaIntent"
  case updateMediaAffinity = "INUpdateMediaAffinityIntent"
  case searchForMedia = "INSearchForMediaIntent"
}

/// One of the four SiriKit media intents.
public enum MediaIntent: Hashable, Sendable {
  case play(PlayMediaIntent)
  case add(AddMediaIntent)
  case updateMediaAffinity(UpdateMediaAffinityIntent)
  case searchForMedia(SearchForMediaIntent)

  public var kind: IntentKind {
    switch self {
    case .play: .play
    case .add: .add
    case .updateMediaAffinity: .updateMediaAffinity
    case .searchForMedia: .searchForMedia
    }
  }

  public var mediaSearch: MediaSearch? {
    get {
      switch self {
      case .play(let i): i.mediaSearch
      case .add(let i): i.mediaSearch
      case .updateMediaAffinity(let i): i.mediaSearch
      case .searchForMedia(let i): i.mediaSearch
      }
    }
    set {
      switch self {
      case .play(var i): i.mediaSearch = newValue; self = .play(i)
      case .add(var i): i.mediaSearch = newValue; self = .add(i)
      case .updateMediaAffinity(var i): i.mediaSearch = newValue; self = .updateMediaAffinity(i)
      case .searchForMedia(var i): i.mediaSearch = newValue; self = .searchForMedia(i)
      }
    }
  }

  public var mediaItems: [MediaItem]? {
    switch self {
    case .play(let i): i.mediaItems
    case .add(let i): i.mediaItems
    case .updateMediaAffinity(let i): i.mediaItems
    case .searchForMedia(let i): i.mediaItems
    }
  }
}
