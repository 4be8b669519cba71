/// How the app's `MPRemoteCommandCenter` handlers answer, and what Siri says (behaviours §7).
public enum RemoteCommands {
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
}

/// The now-playing info the app publishes (`MPNowPlayingInfoCenter`), for Siri's questions.
public struct NowPlayingInfo: Sendable {
  public var title: String
  public var artist: String?
  public var albumTitle: String?
  public var externalContentIdentifier: String

  public init(item: CatalogItem, catalog: Catalog) {
    title = item.title
    artist = item.artist
    albumTitle = item.album.flatMap(catalog.item)?.title ?? item.show.flatMap(catalog.item)?.title
    externalContentIdentifier = item.identifier
  }

  public func value(for question: NowPlayingQuestion) -> String? {
    switch question {
    case .title: title
    case .artist: artist
    case .album: albumTitle
    }
  }
}
