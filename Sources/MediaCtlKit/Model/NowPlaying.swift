/// A transport command Siri sends to the app's `MPRemoteCommandCenter` handlers (not an intent).
/// Case names are the command properties of `MPRemoteCommandCenter`.
public enum RemoteCommand: Hashable, Sendable {
  case pauseCommand
  case playCommand
  case stopCommand
  case togglePlayPauseCommand
  case nextTrackCommand
  case previousTrackCommand
  /// `MPSkipIntervalCommandEvent.interval`, seconds; nil when no amount was said.
  case skipForwardCommand(interval: Double?)
  case skipBackwardCommand(interval: Double?)
  case changeRepeatModeCommand(repeatType: RepeatType)
  case changeShuffleModeCommand(shuffleType: ShuffleType)
  /// An absolute rate ("at half speed") or a relative change ("slower").
  case changePlaybackRateCommand(playbackRate: Double?, change: RateChange?)

  /// The `MPRemoteCommandCenter` property name, e.g. `skipForwardCommand`.
  public var name: String {
    switch self {
    case .pauseCommand: "pauseCommand"
    case .playCommand: "playCommand"
    case .stopCommand: "stopCommand"
    case .togglePlayPauseCommand: "togglePlayPauseCommand"
    case .nextTrackCommand: "nextTrackCommand"
    case .previousTrackCommand: "previousTrackCommand"
    case .skipForwardCommand: "skipForwardCommand"
    case .skipBackwardCommand: "skipBackwardCommand"
    case .changeRepeatModeCommand: "changeRepeatModeCommand"
    case .changeShuffleModeCommand: "changeShuffleModeCommand"
    case .changePlaybackRateCommand: "changePlaybackRateCommand"
    }
  }

  public static let allNames = [
    "pauseCommand", "playCommand", "stopCommand", "togglePlayPauseCommand", "nextTrackCommand",
    "previousTrackCommand", "skipForwardCommand", "skipBackwardCommand", "changeRepeatModeCommand",
    "changeShuffleModeCommand", "changePlaybackRateCommand",
  ]

  public enum RateChange: String, CaseIterable, Sendable, Hashable {
    case faster, slower
  }
}

/// Mirrors MediaPlayer's `MPRepeatType` (numbered unlike `INPlaybackRepeatMode`).
public enum RepeatType: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(RepeatType.self)
  case off = 0
  case one
  case all
  public static let appleName = "MPRepeatType"
}

/// Mirrors MediaPlayer's `MPShuffleType`.
public enum ShuffleType: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(ShuffleType.self)
  case off = 0
  case items
  case collections
  public static let appleName = "MPShuffleType"
}

/// A question about what is playing, answered from the now-playing info.
public enum NowPlayingQuestion: String, CaseIterable, Sendable, Hashable {
  /// "What song is this?" — `MPMediaItemPropertyTitle`.
  case title
  /// "What band is this?", "Who sings this?" — `MPMediaItemPropertyArtist`.
  case artist
  /// "What album is this?" — `MPMediaItemPropertyAlbumTitle`.
  case album
  /// "How long is this song?" — `MPMediaItemPropertyPlaybackDuration` (seconds).
  case duration

  /// The now-playing info key the answer comes from.
  public var propertyKey: String {
    switch self {
    case .title: "MPMediaItemPropertyTitle"
    case .artist: "MPMediaItemPropertyArtist"
    case .album: "MPMediaItemPropertyAlbumTitle"
    case .duration: "MPMediaItemPropertyPlaybackDuration"
    }
  }
}

/// What a person asked for, as Siri would hand it to the app: an intent, a transport command
/// or a now-playing question, with the app named in the utterance.
public struct MediaRequest: Hashable, Sendable {
  public enum Body: Hashable, Sendable {
    /// Boxed: an intent is a few hundred bytes, and a parse hands the request back through a
    /// dozen stages that each return "a request, or none".
    indirect case intent(MediaIntent)
    case command(RemoteCommand)
    case question(NowPlayingQuestion)
    /// Something Siri does itself and never sends to a media app (volume, alarms…).
    case system(SystemRequest)
    /// Not about listening at all (weather, timers, calls, questions to Siri): Siri handles
    /// it itself and nothing reaches the app.
    case notMedia(NotMediaRequest)
  }

  public var body: Body
  /// The app as the person named it ("ControlAudio", "Spotify"), nil when none was named.
  public var appName: String?

  public init(_ body: Body, appName: String? = nil) {
    self.body = body
    self.appName = appName
  }

  public var intent: MediaIntent? {
    if case .intent(let intent) = body { return intent }
    return nil
  }
}

/// A request Siri handles itself: no intent or command reaches the app.
public enum SystemRequest: String, CaseIterable, Sendable, Hashable {
  /// "Turn it up", "lower the volume", "mute".
  case volume
  /// Anything else outside media playback.
  case other
}
