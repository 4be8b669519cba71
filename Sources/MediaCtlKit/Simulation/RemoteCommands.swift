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

  public static func dialog(_ command: RemoteCommand, status: RemoteCommandStatus, app: AppDescription) -> Dialog {
    let name = app.displayName
    switch status {
    case .success:
      return Dialog(successSentence(command), source: .mediactl)
    case .commandFailed:
      // Apple: a failing handler gets a generic error (wording not given).
      return Dialog("Sorry, something went wrong with \(name).", source: .mediactl)
    case .noActionableNowPlayingItem:
      return Dialog("Nothing is playing on \(name) right now.", source: .mediactl)
    default:
      // No handler, or disabled (e.g. during an ad): a graceful error.
      if !isHandled(command, app: app), app.remoteCommands.disabled.contains(command.name) {
        return Dialog("You can't do that right now in \(name).", source: .mediactl)
      }
      return Dialog("\(name) doesn't support that.", source: .mediactl)
    }
  }

  static func successSentence(_ command: RemoteCommand) -> String {
    switch command {
    case .pauseCommand, .togglePlayPauseCommand: "Paused."
    case .stopCommand: "Stopped."
    case .playCommand: "Resuming."
    case .nextTrackCommand: "Skipping to the next one."
    case .previousTrackCommand: "Going back."
    case .skipForwardCommand(let interval?): "Skipping ahead \(durationPhrase(interval))."
    case .skipForwardCommand(nil): "Skipping ahead."
    case .skipBackwardCommand(let interval?): "Going back \(durationPhrase(interval))."
    case .skipBackwardCommand(nil): "Going back."
    case .changeRepeatModeCommand(.off): "Repeat is off."
    case .changeRepeatModeCommand(.one): "Repeating this one."
    case .changeRepeatModeCommand(.all): "Repeat is on."
    case .changeShuffleModeCommand(.off): "Shuffle is off."
    case .changeShuffleModeCommand: "Shuffle is on."
    case .changePlaybackRateCommand(let rate?, _): "Playing at \(rate.formatted)× speed."
    case .changePlaybackRateCommand(nil, .slower?): "Playing slower."
    case .changePlaybackRateCommand(nil, _): "Playing faster."
    }
  }

  /// "30 seconds", "a minute", "1 minute 30 seconds".
  public static func durationPhrase(_ seconds: Double) -> String {
    let total = Int(seconds.rounded())
    if total < 60 { return total == 1 ? "1 second" : "\(total) seconds" }
    let minutes = total / 60
    let rest = total % 60
    let m = minutes == 1 ? "1 minute" : "\(minutes) minutes"
    return rest == 0 ? m : "\(m) \(rest) seconds"
  }

  public static func dialog(_ question: NowPlayingQuestion, answer: String?, item: CatalogItem?, app: AppDescription) -> Dialog {
    guard let item else { return Dialog("Nothing is playing on \(app.displayName) right now.", source: .mediactl) }
    guard let answer else { return Dialog("I don't know, sorry.", source: .mediactl) }
    switch question {
    case .title:
      if let artist = item.artist { return Dialog("This is '\(answer)' by \(artist).", source: .mediactl) }
      return Dialog("This is '\(answer)'.", source: .mediactl)
    case .artist: return Dialog("This is \(answer).", source: .mediactl)
    case .album: return Dialog("This is from '\(answer)'.", source: .mediactl)
    }
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
