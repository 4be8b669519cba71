/// Siri's English replies. Sentences marked `.apple` follow wording Apple quotes (reference §6,
/// behaviours §5); the `.mediactl` ones are ours, written in the same tone, where Apple gives
/// no wording.
public struct EnglishDialog: DialogLanguage {
  public init() {}

  /// 'Title' by Artist, or 'Title'.
  static func phrase(_ item: MediaItem) -> String {
    let title = item.title ?? item.identifier ?? "it"
    if let artist = item.artist, !artist.isEmpty, item.type != .artist { return "'\(title)' by \(artist)" }
    return "'\(title)'"
  }

  public func dialog(for outcome: DialogOutcome, app: AppDescription) -> Dialog {
    let name = app.displayName
    switch outcome {
    case .playing(let item, onPhone: true, _, let manner) where manner.isPlain:
      return Dialog("'\(item.title ?? "It")' now playing from your iPhone.", source: .apple("WWDC23-10104"))
    case .playing(let item, onPhone: true, _, let manner):
      return Dialog("'\(item.title ?? "It")' now playing from your iPhone\(Self.mannerPhrase(manner)).", source: .mediactl)
    case .playing(let item, _, foreground: true, let manner):
      return Dialog("Opening \(name) to play \(Self.phrase(item))\(Self.mannerPhrase(manner)).", source: .mediactl)
    case .playing(let item, _, _, let manner) where manner.isPlain:
      return Dialog("Here's \(Self.phrase(item)) from \(name).", source: .apple("WWDC19-207"))
    case .playing(let item, _, _, let manner):
      return Dialog("Here's \(Self.phrase(item)) from \(name)\(Self.mannerPhrase(manner)).", source: .mediactl)
    case .queued(let item, .later):
      return Dialog("OK, \(Self.phrase(item)) will play later, after the rest of your \(name) queue.", source: .mediactl)
    case .queued(let item, _):
      return Dialog("OK, \(Self.phrase(item)) will play next on \(name).", source: .mediactl)
    case .disambiguation(_, let items):
      return Dialog("Which one? \(Self.choices(items))", source: .mediactl)
    case .otherApp(let other):
      return Dialog("Siri would send this to \(other); \(name) receives nothing.", source: .mediactl)
    case .endOfQueue:
      return Dialog("There's nothing after this in your \(name) queue.", source: .mediactl)
    case .showing(let item):
      return Dialog("Here's what I found for \(Self.phrase(item)) in \(name).", source: .mediactl)
    case .added(let item, to: .library):
      return Dialog("OK, I added \(Self.phrase(item)) to your \(name) library.", source: .mediactl)
    case .added(let item, to: .playlist(let playlist)):
      return Dialog("OK, I added \(Self.phrase(item)) to your '\(playlist)' playlist.", source: .mediactl)
    case .affinity(let item, .dislike):
      return Dialog("OK, I'll play less like \(Self.phrase(item)) on \(name).", source: .mediactl)
    case .affinity(let item, _):
      return Dialog("OK, I'll remember that you like \(Self.phrase(item)) on \(name).", source: .mediactl)
    case .notFound(.add, let spoken?):
      return Dialog("I couldn't find '\(spoken)' on \(name).", source: .apple("Managing Audio with SiriKit sample"))
    case .notFound:
      return Dialog("I couldn't find that in your \(name) library.", source: .apple("WWDC23-10104"))
    case .unsupported(let kind, .unsupportedMediaType):
      if kind == .play {
        return Dialog("\(name) doesn't support playing that.", source: .apple("WWDC23-10104"))
      }
      return Dialog("\(name) doesn't support \(Self.verb(kind)) that.", source: .mediactl)
    case .unsupported(_, let reason):
      return Dialog(Self.reasonSentence(reason, app: name), source: .mediactl)
    case .playlistNameNotFound(let playlist):
      return Dialog(
        "I couldn't find the playlist named '\(playlist)' on \(name).", source: .apple("Managing Audio with SiriKit sample"))
    case .playlistNotEditable(let playlist):
      return Dialog("You can't add to the '\(playlist)' playlist on \(name).", source: .mediactl)
    case .playbackSpeed(.belowMinimum, let range):
      return Dialog("\(name) can't play slower than \(range.lowerBound.formatted)×.", source: .mediactl)
    case .playbackSpeed(.aboveMaximum, let range):
      return Dialog("\(name) can't play faster than \(range.upperBound.formatted)×.", source: .mediactl)
    case .nothingPlaying:
      return Dialog("Nothing is playing on \(name) right now.", source: .mediactl)
    case .intentNotSupported(let kind):
      return Dialog("\(name) can't do that: it doesn't handle \(kind.rawValue).", source: .mediactl)
    case .command(let command, let status, let disabled):
      return Self.commandDialog(command, status: status, disabled: disabled, app: name)
    case .system(.volume):
      return Dialog("Siri sets the volume itself; nothing is sent to \(name).", source: .mediactl)
    case .system(.other):
      return Dialog("That isn't something \(name) handles.", source: .mediactl)
    case .notMedia:
      return Dialog("That isn't a media request: Siri handles it itself and nothing is sent to \(name).", source: .mediactl)
    case .nowPlaying(_, _, nil):
      return Dialog("Nothing is playing on \(name) right now.", source: .mediactl)
    case .nowPlaying(_, nil, _):
      return Dialog("I don't know, sorry.", source: .mediactl)
    case .nowPlaying(.title, let answer?, let item?):
      if let artist = item.artist { return Dialog("This is '\(answer)' by \(artist).", source: .mediactl) }
      return Dialog("This is '\(answer)'.", source: .mediactl)
    case .nowPlaying(.artist, let answer?, _):
      return Dialog("This is \(answer).", source: .mediactl)
    case .nowPlaying(.album, let answer?, _):
      return Dialog("This is from '\(answer)'.", source: .mediactl)
    case .nowPlaying(.duration, let answer?, let item?):
      return Dialog("'\(item.title ?? "This")' is \(answer) long.", source: .mediactl)
    }
  }

  /// ", shuffled, on repeat, at 1.5× speed" (empty when the request asked for nothing).
  static func mannerPhrase(_ manner: PlayManner) -> String {
    var parts: [String] = []
    if manner.shuffled { parts.append("shuffled") }
    switch manner.repeatMode {
    case .one: parts.append("repeating it")
    case .all: parts.append("on repeat")
    case .none: parts.append("with repeat off")
    case .unknown: break
    }
    if let speed = manner.speed { parts.append("at \(speed.formatted)× speed") }
    return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
  }

  /// "'Angel' by Shaggy, 'Angel' by Massive Attack, or 'Angel' by Sarah McLachlan?"
  static func choices(_ items: [MediaItem]) -> String {
    let phrases = items.map(phrase)
    guard let last = phrases.last else { return "" }
    if phrases.count == 1 { return last + "?" }
    if phrases.count == 2 { return "\(phrases[0]) or \(last)?" }
    return phrases.dropLast().joined(separator: ", ") + ", or \(last)?"
  }

  /// Apple: an unhandled or disabled command gets a graceful error, a failing one a generic
  /// error (WWDC20 10060; no wording given, so these are ours).
  static func commandDialog(_ command: RemoteCommand, status: RemoteCommandStatus, disabled: Bool, app: String) -> Dialog {
    switch status {
    case .success:
      return Dialog(successSentence(command), source: .mediactl)
    case .commandFailed:
      return Dialog("Sorry, something went wrong with \(app).", source: .mediactl)
    case .noActionableNowPlayingItem:
      return Dialog("Nothing is playing on \(app) right now.", source: .mediactl)
    default:
      if disabled { return Dialog("You can't do that right now in \(app).", source: .mediactl) }
      return Dialog("\(app) doesn't support that.", source: .mediactl)
    }
  }

  static func successSentence(_ command: RemoteCommand) -> String {
    switch command {
    case .pauseCommand, .togglePlayPauseCommand: "Paused."
    case .stopCommand: "Stopped."
    case .playCommand: "Resuming."
    case .nextTrackCommand: "Skipping to the next one."
    case .previousTrackCommand: "Going back."
    case .skipForwardCommand(let interval?): "Skipping ahead \(RemoteCommands.durationPhrase(interval))."
    case .skipForwardCommand(nil): "Skipping ahead."
    case .skipBackwardCommand(let interval?): "Going back \(RemoteCommands.durationPhrase(interval))."
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

  static func verb(_ kind: IntentKind) -> String {
    switch kind {
    case .play: "playing"
    case .add: "adding"
    case .updateMediaAffinity: "rating"
    case .searchForMedia: "finding"
    }
  }

  static func reasonSentence(_ reason: MediaItemUnsupportedReason, app: String) -> String {
    switch reason {
    case .loginRequired: "You need to sign in to \(app) first. Open \(app) to sign in."
    case .subscriptionRequired: "That needs a \(app) subscription. You can subscribe in the \(app) app."
    case .unsupportedMediaType: "\(app) doesn't support that."
    case .explicitContentSettings: "That has explicit content, which your settings don't allow."
    case .cellularDataSettings: "\(app) isn't allowed to use cellular data. You can turn it on in Settings."
    case .restrictedContent: "That's restricted by the content settings on this device."
    case .serviceUnavailable: "\(app) isn't available right now. Try again in a little while."
    case .regionRestriction: "That isn't available in your country or region on \(app)."
    }
  }
}
