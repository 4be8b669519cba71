import Foundation

/// The readable default output: the stages compactly, then what Siri says and the code.
extension SimulationResult {
  public func text(explain: Bool = false) -> String {
    var lines: [String] = []
    func row(_ label: String, _ value: String) {
      lines.append(label.padding(toLength: 10, withPad: " ", startingAt: 0) + value)
    }
    if let utterance { row("heard", "“\(utterance)”") }
    switch request.body {
    case .intent(let intent):
      row("intent", intent.kind.rawValue + appSuffix)
      row("search", intent.mediaSearch.map(Self.describe) ?? "none (mediaSearch is null)")
      let opts = Self.describeOptions(intent)
      if !opts.isEmpty { row("options", opts) }
    case .command(let command):
      row("command", command.name + appSuffix + Self.describeCommand(command))
    case .question(let question):
      row("question", "\(question.rawValue) (\(question.propertyKey))" + appSuffix)
    case .system(let topic):
      row("system", "\(topic.rawValue): Siri handles it; no intent or command reaches the app")
    case .notMedia(let notMedia):
      row("not media", "\(notMedia.domain.rawValue): not a media request; Siri handles it itself and nothing reaches the app")
    }
    if routing == .otherApp, let name = request.appName {
      row("routing", "Siri would send this to \(name); \(app.name) receives nothing (no resolve, no handle)")
    }
    if explain, let trace = parse?.trace { lines += Self.explainLines(trace) }
    if let resolution {
      row("resolve", Self.describe(resolution))
      if explain {
        for c in resolution.candidates.prefix(5) {
          lines.append("            \(c.kind.rawValue) \(String(format: "%.2f", c.score))  \(c.item.identifier) '\(c.item.title)' (\(c.item.type.name))\(c.rejection.map { " — \($0)" } ?? "")")
        }
        for m in resolution.nearMisses {
          let match = m.kind.map { "\($0.rawValue) \(String(format: "%.2f", m.score ?? 0))  " } ?? ""
          lines.append("            near miss: \(match)\(m.item.identifier) '\(m.item.title)' (\(m.item.type.name)) — \(m.reason)")
        }
        for note in resolution.notes { lines.append("            note: \(note)") }
      } else {
        for note in resolution.notes { lines.append("          \(note)") }
      }
    }
    if let status = commandStatus { row("handler", "\(RemoteCommandStatus.appleName).\(status.name)") }
    if let response {
      row("response", "\(response.codeName) (\(response.codeTypeName) \(response.rawValue))")
    } else if resolution != nil {
      row("response", "none: Siri does not call handle after this resolution")
    }
    row("siri", dialog.text)
    // Titles and utterances may hold control characters or ANSI escapes: never raw on a terminal.
    return lines.map(TerminalText.escaped).joined(separator: "\n")
  }

  var appSuffix: String {
    guard let name = request.appName else { return "" }
    return " → \(name)"
  }

  static func describe(_ s: MediaSearch) -> String {
    var parts: [String] = []
    if s.mediaType != .unknown { parts.append("mediaType \(s.mediaType.name)") }
    if s.sortOrder != .unknown { parts.append("sortOrder \(s.sortOrder.name)") }
    if let v = s.mediaName { parts.append("mediaName “\(v)”") }
    if let v = s.artistName { parts.append("artistName “\(v)”") }
    if let v = s.albumName { parts.append("albumName “\(v)”") }
    if let v = s.genreNames { parts.append("genreNames [\(v.joined(separator: ", "))]") }
    if let v = s.moodNames { parts.append("moodNames [\(v.joined(separator: ", "))]") }
    if let r = s.releaseDate {
      let a = r.startDateComponents?.year.map(String.init) ?? "…"
      let b = r.endDateComponents?.year.map(String.init) ?? "…"
      parts.append("releaseDate \(a == b ? a : "\(a)–\(b)")")
    }
    if s.reference != .unknown { parts.append("reference \(s.reference.name)") }
    if let v = s.mediaIdentifier { parts.append("mediaIdentifier \(v)") }
    return parts.isEmpty ? "empty" : parts.joined(separator: " · ")
  }

  static func describeOptions(_ intent: MediaIntent) -> String {
    var parts: [String] = []
    switch intent {
    case .play(let p):
      if let v = p.playShuffled { parts.append("playShuffled \(v)") }
      if p.playbackRepeatMode != .unknown { parts.append("playbackRepeatMode \(p.playbackRepeatMode.name)") }
      if let v = p.resumePlayback { parts.append("resumePlayback \(v)") }
      if p.playbackQueueLocation != .unknown { parts.append("playbackQueueLocation \(p.playbackQueueLocation.name)") }
      if let v = p.playbackSpeed { parts.append("playbackSpeed \(v.formatted)") }
    case .add(let a):
      switch a.mediaDestination {
      case .library?: parts.append("mediaDestination library")
      case .playlist(let n)?: parts.append("mediaDestination playlist “\(n)”")
      case nil: parts.append("mediaDestination none")
      }
    case .updateMediaAffinity(let u):
      parts.append("affinityType \(u.affinityType.name)")
    case .searchForMedia:
      break
    }
    return parts.joined(separator: " · ")
  }

  static func describeCommand(_ command: RemoteCommand) -> String {
    switch command {
    case .skipForwardCommand(let i?), .skipBackwardCommand(let i?): " · interval \(i.formatted)s"
    case .changeRepeatModeCommand(let t): " · repeatType \(t.name)"
    case .changeShuffleModeCommand(let t): " · shuffleType \(t.name)"
    case .changePlaybackRateCommand(let r?, _): " · playbackRate \(r.formatted)"
    case .changePlaybackRateCommand(nil, let c?): " · \(c.rawValue)"
    default: ""
    }
  }

  static func describe(_ r: Resolution) -> String {
    var out: String
    switch r.mediaItems {
    case .success(let items):
      let first = items.first.map { "\($0.identifier ?? "?") “\($0.title ?? "")”\($0.artist.map { " by \($0)" } ?? "") (\($0.type.name))" } ?? ""
      let kind = r.candidates.first { $0.item.identifier == items.first?.identifier }?.kind.rawValue
      out = "success: \(first)\(kind.map { ", \($0) match" } ?? "")"
      if items.count > 1 { out += " +\(items.count - 1) more" }
    case .unsupported(let reason?): out = "unsupported(forReason: .\(reason.name))"
    case .unsupported(nil): out = "unsupported() — nothing matched"
    case .needsValue: out = "needsValue()"
    case .disambiguation(let items):
      let choices = items.map { "\($0.identifier ?? "?") “\($0.title ?? "")”\($0.artist.map { " by \($0)" } ?? "")" }
      out = "disambiguation(with: \(items.count) items): " + choices.joined(separator: " · ")
    }
    switch r.mediaDestination {
    case .success(.library, _)?: out += " · destination library"
    case .success(.playlist(let n), _)?: out += " · destination playlist “\(n)”"
    case .unsupported(let reason)?: out += " · destination unsupported(forReason: .\(reason.name))"
    case nil: break
    }
    if case .unsupported(let reason)? = r.playbackSpeed { out += " · playbackSpeed unsupported(forReason: .\(reason.name))" }
    return out
  }

  static func explainLines(_ trace: ParseTrace) -> [String] {
    var lines = ["rule      \(trace.rule)"]
    for step in trace.steps where step.source != "determiner" || !step.words.isEmpty {
      // A step that sets no field ("-") says why in its value: shown after a dash, not dropped.
      let detail =
        step.field == "-"
        ? (step.value.isEmpty ? "" : " — \(step.value)")
        : " → \(step.field)\(step.value.isEmpty ? "" : " = \(step.value)")"
      let words = step.words.isEmpty ? "" : " “\(step.words)”"
      lines.append("            [\(step.source)]\(words)\(detail)")
    }
    if !trace.leftover.isEmpty { lines.append("leftover  \(trace.leftover.joined(separator: " "))") }
    return lines
  }
}
