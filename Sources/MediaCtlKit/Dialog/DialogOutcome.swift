/// What happened, in the terms Siri's reply depends on. Each language renders every case.
public enum DialogOutcome: Hashable, Sendable {
  /// Play handled: the first item plays (`onPhone`: HomePod plays through the owner's iPhone;
  /// `foreground`: the watch opens the app).
  case playing(MediaItem, onPhone: Bool, foreground: Bool, manner: PlayManner = PlayManner())
  /// Play handled with `playbackQueueLocation` next or later while something plays: the item
  /// is queued, not played now.
  case queued(MediaItem, PlaybackQueueLocation)
  /// `disambiguation(with:)`: several items matched equally well; Siri asks which one.
  case disambiguation(IntentKind, [MediaItem])
  /// The utterance named another app: Siri sends it there and this app receives nothing.
  case otherApp(String)
  /// "Next" with nothing after the now-playing item (and repeat off).
  case endOfQueue
  /// Search handled: the app opens to show results.
  case showing(MediaItem)
  case added(MediaItem, to: MediaDestination)
  case affinity(MediaItem, MediaAffinityType)
  /// `unsupported()` with no reason: nothing matched.
  case notFound(IntentKind, spokenName: String?)
  case unsupported(IntentKind, MediaItemUnsupportedReason)
  case playlistNameNotFound(String)
  case playlistNotEditable(String)
  case playbackSpeed(PlayMediaPlaybackSpeedUnsupportedReason, ClosedRange<Double>)
  /// "this" with nothing playing.
  case nothingPlaying
  /// The extension does not handle this intent at all.
  case intentNotSupported(IntentKind)
  /// A Now Playing command and how the app's handler answered (`disabled`: a handler is
  /// installed but turned off, e.g. during an ad).
  case command(RemoteCommand, RemoteCommandStatus, disabled: Bool)
  /// A question about what is playing; `answer` nil when the info has no such value.
  case nowPlaying(NowPlayingQuestion, answer: String?, item: MediaItem?)
  /// Siri handles it without the app (volume…).
  case system(SystemRequest)
  /// Not a media request: Siri handles it itself, the app hears nothing.
  case notMedia(NotMediaDomain)
}

/// How a play request asked to play, so the reply can say it: shuffled, on repeat, at a speed.
public struct PlayManner: Hashable, Sendable {
  public var shuffled = false
  public var repeatMode: PlaybackRepeatMode = .unknown
  public var speed: Double?

  public init(shuffled: Bool = false, repeatMode: PlaybackRepeatMode = .unknown, speed: Double? = nil) {
    self.shuffled = shuffled
    self.repeatMode = repeatMode
    self.speed = speed
  }

  public var isPlain: Bool { !shuffled && repeatMode == .unknown && speed == nil }
}

/// A language's sentences. Everything Siri says in that language is in one type.
public protocol DialogLanguage: Sendable {
  func dialog(for outcome: DialogOutcome, app: AppDescription) -> Dialog
}
