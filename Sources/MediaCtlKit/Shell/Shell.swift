/// The interactive shell (`mediactl shell`, or `mediactl` alone on a terminal): type an
/// utterance, see the result as in one-shot mode, with the session state carried from line to
/// line. Colon commands change the context. Without a terminal it reads lines silently, so
/// `mediactl shell < session.txt` is scriptable.
public struct Shell {
  public var common: Invocation.Common
  public private(set) var simulator: Simulator
  public private(set) var state: SessionState

  public init(common: Invocation.Common) throws(Diagnostic) {
    self.common = common
    simulator = try MediaCtl.makeSimulator(common)
    if let path = common.statePath {
      state = try StateStore(path: path).read(catalog: simulator.catalog)
    } else {
      state = SessionState(catalog: simulator.catalog)
    }
  }

  public static let help = """
    Type what you would say to Siri, e.g. play Maybe Sometime by Special Disaster Team.
    Colon commands:
      :device iphone|ipad|watch|homepod|carplay   the device spoken to
      :catalog FILE          load another catalog (starts a fresh session)
      :vocabulary FILE       add vocabulary
      :now-playing ID|none   set what is playing
      :set FLAG on|off       logged-out, no-subscription, cellular-off, explicit-off, restricted, service-down
      :locale en-US|zh-CN|auto
      :state                 show the session; ':state reset' starts it afresh; ':state json'
      :json on|off           print results as JSON
      :explain on|off        show rules, fields and candidates
      :path sirikit|appintents|both   Siri's audio path (both: side by side and the migration diff)
      :help                  this text
      :quit                  leave (Ctrl-D too)
    """

  /// What one line does; `quit` ends the shell.
  public enum Outcome: Equatable, Sendable {
    case output(String)
    case error(String)
    case quit
    case nothing
  }

  public mutating func handle(_ line: String) -> Outcome {
    let text = line.trimmingWhitespace
    if text.isEmpty { return .nothing }
    if text.hasPrefix(":") { return colonCommand(String(text.dropFirst())) }
    if let tooLong = UtteranceParser.lengthProblem(text) { return .error(tooLong.description) }
    do {
      if common.simulation.path != .sirikit { return .output(try runPaths(text).text(json: common.json, explain: common.explain)) }
      let result = try run(text)
      return .output(common.json ? result.json(explain: common.explain).pretty : result.text(explain: common.explain))
    } catch {
      return .error(error.description)
    }
  }

  mutating func run(_ utterance: String) throws(Diagnostic) -> SimulationResult {
    var options = common.simulation
    options.tracesParse = common.explain
    // A :now-playing applies once, then the session moves on.
    common.simulation.nowPlaying = nil
    common.simulation.nothingPlaying = false
    let simulator = self.simulator
    if let path = common.statePath {
      var latest = state
      let result = try StateStore(path: path).update(catalog: simulator.catalog) { (s: inout SessionState) throws(Diagnostic) in
        let r = simulator.run(utterance: utterance, options: options, state: &s)
        latest = s
        return r
      }
      state = latest
      return result
    }
    return simulator.run(utterance: utterance, options: options, state: &state)
  }

  /// A line on the App Intents path (or both), moving the session as `MediaCtl` does.
  mutating func runPaths(_ utterance: String) throws(Diagnostic) -> PathResult {
    var options = common.simulation
    options.tracesParse = common.explain
    common.simulation.nowPlaying = nil
    let audio = AudioIntentSimulator(simulator: simulator)
    guard let path = common.statePath else { return audio.run(utterance: utterance, options: options, state: &state) }
    var latest = state
    let result = try StateStore(path: path).update(catalog: simulator.catalog) { (s: inout SessionState) throws(Diagnostic) in
      let r = audio.run(utterance: utterance, options: options, state: &s)
      latest = s
      return r
    }
    state = latest
    return result
  }

  mutating func colonCommand(_ command: String) -> Outcome {
    let parts = command.split(separator: " ", maxSplits: 1).map(String.init)
    let name = parts.first ?? ""
    let argument = parts.count > 1 ? parts[1].trimmingWhitespace : ""
    func onOff() -> Bool? { ["on", "true", "yes", "1"].contains(argument) ? true : ["off", "false", "no", "0"].contains(argument) ? false : nil }
    switch name {
    case "quit", "exit", "q":
      return .quit
    case "help", "h", "?":
      return .output(Self.help)
    case "device":
      guard let device = Device(rawValue: argument.lowercased()) else {
        return .error("error: unknown device '\(argument)'; expected one of \(Device.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      common.simulation.device = device
      return .output("device \(device.rawValue)")
    case "path":
      guard let path = SiriPath(rawValue: argument.lowercased()) else { return .error("error: ':path' takes \(SiriPath.usage)") }
      common.simulation.path = path
      return .output("path \(path.rawValue)")
    case "json", "explain":
      guard let on = onOff() else { return .error("error: ':\(name)' takes on or off") }
      if name == "json" { common.json = on } else { common.explain = on }
      return .output("\(name) \(on ? "on" : "off")")
    case "catalog", "vocabulary":
      guard !argument.isEmpty else { return .error("error: ':\(name)' needs a file") }
      var next = common
      if name == "catalog" { next.catalogPath = argument } else { next.vocabularyPaths.append(argument) }
      do {
        simulator = try MediaCtl.makeSimulator(next)
        common = next
        if name == "catalog" { state = SessionState(catalog: simulator.catalog) }
        return .output(TerminalText.escaped("\(name) \(argument): \(simulator.catalog.app.name), \(simulator.catalog.items.count) items"))
      } catch {
        return .error(error.description)
      }
    case "now-playing":
      guard !argument.isEmpty else { return .error("error: ':now-playing' needs an identifier or none") }
      if argument == "none" {
        // Also for the next request, which reads the state file when there is one.
        state.nowPlaying = nil
        state.playbackState = .stopped
        common.simulation.nowPlaying = nil
        common.simulation.nothingPlaying = true
        return .output("nothing playing")
      }
      guard let item = simulator.catalog.item(argument) else {
        return .error("error: no item '\(argument)' in \(simulator.catalog.origin)")
      }
      common.simulation.nowPlaying = argument
      common.simulation.nothingPlaying = false
      return .output(TerminalText.escaped("now playing \(item.identifier) “\(item.title)”"))
    case "set":
      let words = argument.split(separator: " ").map(String.init)
      guard words.count == 2, let (option, _) = Directive.flags[words[0]], let on = ["on": true, "off": false][words[1]] else {
        return .error("error: ':set' takes FLAG on|off; flags: logged-out, no-subscription, cellular-off, explicit-off, restricted, service-down")
      }
      var settings = ReplaySettings(options: common.simulation)
      Directive.flag(option, on).apply(to: &settings, directory: "")
      common.simulation = settings.options
      return .output("\(words[0]) \(words[1])")
    case "locale":
      guard argument == "auto" || argument.isEmpty || ["en", "zh"].contains(argument.prefix(2).lowercased()) else {
        return .error("error: unsupported locale '\(argument)'; expected en-US, zh-CN or auto")
      }
      common.simulation.locale = argument == "auto" || argument.isEmpty ? nil : argument
      return .output("locale \(common.simulation.locale ?? "auto")")
    case "state":
      switch argument {
      case "": return .output(state.summary(catalog: simulator.catalog))
      case "json": return .output(state.json.pretty)
      case "reset":
        state = SessionState(catalog: simulator.catalog)
        if let path = common.statePath {
          do { try StateStore(path: path).reset(to: state) } catch { return .error(error.description) }
        }
        return .output("session reset")
      default: return .error("error: ':state' takes nothing, reset or json")
      }
    default:
      let known = ["quit", "help", "device", "json", "explain", "catalog", "vocabulary", "now-playing", "set", "locale", "state", "path"]
      return .error("error: unknown command ':\(name)'\(suggestion(for: name, in: known)); type :help")
    }
  }

  /// Runs the shell on the console (line editing and a prompt on a terminal).
  public static func run(common: Invocation.Common, console: Console, terminal: Terminal? = nil) -> ExitStatus {
    var shell: Shell
    do {
      shell = try Shell(common: common)
    } catch {
      console.writeError(error.description)
      return error.exitStatus
    }
    let interactive = console.isInteractive && terminal != nil
    var editor = LineEditor()
    // Without a terminal (`shell < session.txt`), any line that failed makes the exit 65.
    var failed = false
    if interactive, let terminal {
      terminal.write("mediactl \(MediaCtl.version) — \(shell.simulator.catalog.app.name). Type :help for commands, Ctrl-D to leave.\r\n")
    }
    while true {
      let line: String
      if interactive, let terminal {
        guard terminal.enableRawMode() else { break }
        let read = editor.readLine(prompt: "mediactl> ", readByte: terminal.readByte, write: terminal.write)
        terminal.restore()
        switch read {
        case .line(let text): line = text
        case .cancelled: continue
        case .endOfInput: return .success
        }
      } else {
        guard let next = console.readLine() else { return failed ? .dataError : .success }
        if let problem = next.lengthProblem {
          console.writeError(problem.description)
          failed = true
          continue
        }
        line = next.text
      }
      switch shell.handle(line) {
      case .output(let text): console.write(text)
      case .error(let text):
        console.writeError(Diagnostic.escapingControlCharacters(text))
        failed = true
      case .quit: return failed && !interactive ? .dataError : .success
      case .nothing: break
      }
    }
    return failed && !interactive ? .dataError : .success
  }
}
