/// Now Playing commands in the JSON intent format (`MediaRequest+JSON.swift`): a command name and its event data.
extension RemoteCommand {
  var jsonMembers: [(String, JSONOutput)] {
    switch self {
    case .skipForwardCommand(let interval), .skipBackwardCommand(let interval):
      return [("interval", .optional(interval))]
    case .changeRepeatModeCommand(let type):
      return [("repeatType", .name(type))]
    case .changeShuffleModeCommand(let type):
      return [("shuffleType", .name(type))]
    case .changePlaybackRateCommand(let rate, let change):
      return [("playbackRate", .optional(rate)), ("change", .optional(change?.rawValue))]
    default:
      return []
    }
  }

  /// The longest skip `interval` read, in seconds (about 31 years): beyond it a number of
  /// seconds no longer fits the dialog's whole-second arithmetic.
  public static let maximumInterval: Double = 1_000_000_000

  static func interval(_ o: inout JSONObjectReader) throws(Diagnostic) -> Double? {
    guard let seconds = try o.double("interval") else { return nil }
    if abs(seconds) > maximumInterval {
      throw o.error(
        "interval \(seconds.formatted) at '\(o.fieldPath("interval"))' is out of range; at most \(maximumInterval.formatted) seconds",
        at: o.value("interval") ?? o.node)
    }
    return seconds
  }

  static func decode(_ o: inout JSONObjectReader) throws(Diagnostic) -> RemoteCommand {
    let name = try o.requiredString("command")
    switch name {
    case "pauseCommand": return .pauseCommand
    case "playCommand": return .playCommand
    case "stopCommand": return .stopCommand
    case "togglePlayPauseCommand": return .togglePlayPauseCommand
    case "nextTrackCommand": return .nextTrackCommand
    case "previousTrackCommand": return .previousTrackCommand
    case "skipForwardCommand": return .skipForwardCommand(interval: try interval(&o))
    case "skipBackwardCommand": return .skipBackwardCommand(interval: try interval(&o))
    case "changeRepeatModeCommand":
      return .changeRepeatModeCommand(repeatType: try o.siriKitEnum("repeatType") ?? .off)
    case "changeShuffleModeCommand":
      return .changeShuffleModeCommand(shuffleType: try o.siriKitEnum("shuffleType") ?? .off)
    case "changePlaybackRateCommand":
      let rate = try o.double("playbackRate")
      var change: RateChange?
      if let spelled = try o.string("change") {
        guard let c = RateChange(rawValue: spelled) else {
          throw o.error("unknown change '\(spelled)'; expected faster or slower", at: o.node)
        }
        change = c
      }
      return .changePlaybackRateCommand(playbackRate: rate, change: change)
    default:
      throw o.error(
        "unknown command '\(name)'\(suggestion(for: name, in: allNames)); expected one of \(allNames.joined(separator: ", "))",
        at: o.node)
    }
  }
}
