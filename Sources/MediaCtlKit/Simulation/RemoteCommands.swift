/// How the app's `MPRemoteCommandCenter` handlers answer, and what Siri says (behaviours §7).
public enum RemoteCommands {
  /// The status in a session: "next" with nothing after the now-playing item (and repeat off)
  /// finds no content, and a rate outside the app's `playbackSpeeds` fails, as the app's
  /// `changePlaybackRateCommand` handler (its `supportedPlaybackRates`) refuses it.
  public static func status(of command: RemoteCommand, app: AppDescription, context: ResolveContext) -> RemoteCommandStatus {
    let status = status(of: command, app: app, nowPlaying: context.nowPlaying)
    guard status == .success else { return status }
    switch command {
    case .nextTrackCommand:
      if context.upcoming.isEmpty && context.repeatMode == .off { return .noSuchContent }
    case .changePlaybackRateCommand(let rate?, _):
      if rateProblem(rate, app: app) != nil { return .commandFailed }
    case .changePlaybackRateCommand(nil, let change):
      if steppedRate(from: context.playbackRate, change: change, app: app) == nil { return .commandFailed }
    default:
      break
    }
    return .success
  }

  /// Why a rate is out of the app's range, or nil when the app plays at that rate.
  public static func rateProblem(_ rate: Double, app: AppDescription) -> PlayMediaPlaybackSpeedUnsupportedReason? {
    if !(rate >= app.playbackSpeeds.lowerBound) { return .belowMinimum }
    if !(rate <= app.playbackSpeeds.upperBound) { return .aboveMaximum }
    return nil
  }

  /// The steps "faster" and "slower" move through.
  static let rateSteps: [Double] = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3]

  /// The next step up ("faster") or down ("slower") from `rate` within the app's range, or nil
  /// when the rate is already at that end.
  public static func steppedRate(from rate: Double, change: RemoteCommand.RateChange?, app: AppDescription) -> Double? {
    let range = app.playbackSpeeds
    let steps = rateSteps.filter { range.contains($0) }
    if change == .slower { return steps.last { $0 < rate - 0.001 } }
    return steps.first { $0 > rate + 0.001 }
  }

  public static func status(of command: RemoteCommand, app: AppDescription, nowPlaying: String?) -> RemoteCommandStatus {
    let support = app.remoteCommands
    if let supported = support.supported, !supported.contains(command.name) { return .noSuchContent }
    if support.disabled.contains(command.name) { return .noSuchContent }
    if support.failing.contains(command.name) { return .commandFailed }
    switch command {
    case .playCommand, .changeShuffleModeCommand, .changeRepeatModeCommand:
      return .success
    default:
      return nowPlaying == nil ? .noActionableNowPlayingItem : .success
    }
  }

  /// Whether the app has a handler installed and enabled for the command.
  public static func isHandled(_ command: RemoteCommand, app: AppDescription) -> Bool {
    let support = app.remoteCommands
    if let supported = support.supported, !supported.contains(command.name) { return false }
    return !support.disabled.contains(command.name)
  }

  /// Seconds as a whole number, clamped so any spoken amount ("99999999999999999999 seconds")
  /// converts without trapping.
  public static func wholeSeconds(_ seconds: Double) -> Int {
    guard seconds.isFinite else { return seconds > 0 ? 1_000_000_000 : 0 }
    return Int(min(max(seconds, 0), 1_000_000_000).rounded())
  }

  /// "30 seconds", "1 minute", "1 minute 30 seconds".
  public static func durationPhrase(_ seconds: Double) -> String {
    let total = wholeSeconds(seconds)
    if total < 60 { return total == 1 ? "1 second" : "\(total) seconds" }
    let minutes = total / 60
    let rest = total % 60
    let m = minutes == 1 ? "1 minute" : "\(minutes) minutes"
    return rest == 0 ? m : "\(m) \(rest) seconds"
  }

  /// The outcome Siri speaks about for a command.
  public static func outcome(_ command: RemoteCommand, status: RemoteCommandStatus, app: AppDescription) -> DialogOutcome {
    .command(command, status, disabled: app.remoteCommands.disabled.contains(command.name))
  }

  /// The outcome in a session: the end of the queue and the app's speed limits are said as such.
  public static func outcome(
    _ command: RemoteCommand, status: RemoteCommandStatus, app: AppDescription, context: ResolveContext
  ) -> DialogOutcome {
    let handled = isHandled(command, app: app) && !app.remoteCommands.failing.contains(command.name)
    switch (command, status) {
    case (.nextTrackCommand, .noSuchContent) where handled:
      return .endOfQueue
    case (.changePlaybackRateCommand(let rate?, _), .commandFailed) where handled:
      if let reason = rateProblem(rate, app: app) { return .playbackSpeed(reason, app.playbackSpeeds) }
    case (.changePlaybackRateCommand(nil, let change), .commandFailed) where handled:
      return .playbackSpeed(change == .slower ? .belowMinimum : .aboveMaximum, app.playbackSpeeds)
    default:
      break
    }
    return outcome(command, status: status, app: app)
  }
}

/// The now-playing info the app publishes (`MPNowPlayingInfoCenter`), for Siri's questions.
public struct NowPlayingInfo: Sendable {
  public var title: String
  public var artist: String?
  public var albumTitle: String?
  /// `MPMediaItemPropertyPlaybackDuration`, in seconds, when the catalog gives one.
  public var playbackDuration: Double?
  public var externalContentIdentifier: String

  public init(item: CatalogItem, catalog: Catalog) {
    title = item.title
    artist = item.artist
    albumTitle = item.album.flatMap(catalog.item)?.title ?? item.show.flatMap(catalog.item)?.title
    playbackDuration = item.duration
    externalContentIdentifier = item.identifier
  }

  public func value(for question: NowPlayingQuestion) -> String? {
    switch question {
    case .title: title
    case .artist: artist
    case .album: albumTitle
    case .duration: playbackDuration.map(Self.clock)
    }
  }

  /// A duration as a clock reads it: "4:23", "1:02:05".
  static func clock(_ seconds: Double) -> String {
    let total = Int(seconds.rounded())
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
  }
}
