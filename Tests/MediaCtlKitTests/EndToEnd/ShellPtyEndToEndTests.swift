import Foundation
import Testing

/// The built binary's shell on a pseudo-terminal, driven by `Fixtures/pty-session.py` (python3's
/// `pty`): history kept across runs and found with Ctrl-R, and the terminal given back when a
/// signal ends the shell.
struct ShellPtyEndToEndTests {
  struct Session: Decodable {
    var output: String
    var status: Int?
    var termios: [String: Settings]
    var error: String?
    struct Settings: Decodable, Equatable {
      var echo: Bool
      var icanon: Bool
      var isig: Bool
      var same_as_start: Bool
    }
  }

  enum Step {
    case send(String), wait(String, count: Int = 1), sleep(Double), signal(String), termios(String)
    var json: [String: Any] {
      switch self {
      case .send(let text): ["send": text]
      case .wait(let text, let count): ["wait": text, "count": count]
      case .sleep(let seconds): ["sleep": seconds]
      case .signal(let name): ["signal": name]
      case .termios(let name): ["termios": name]
      }
    }
  }

  func run(_ steps: [Step], stateHome: String, columns: Int = 80) throws -> Session {
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    guard let python = python3Path else { throw PtyFailed(description: "python3 is needed for the shell's pty tests") }
    let steps = String(decoding: try JSONSerialization.data(withJSONObject: steps.map(\.json)), as: UTF8.self)
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = stateHome
    environment["COLUMNS"] = String(columns)
    environment["TERM"] = "xterm"
    let run = try runProgram(python, [TestPaths.fixture("pty-session.py"), steps, binary.path, "shell"], environment: environment)
    guard run.status == 0 else { throw PtyFailed(description: "python3 pty-session.py failed: \(run.stderr)") }
    return try JSONDecoder().decode(Session.self, from: Data(run.stdout.utf8))
  }

  /// A prompt on a new line (after the banner or a result), not a redraw of the line being edited.
  static let freshPrompt = "\r\n\r\u{1B}[Jmediactl> "

  struct PtyFailed: Error, CustomStringConvertible { var description: String }

  /// The history's folder (XDG_STATE_HOME) of one test's own; remove it with a `defer`.
  func temporaryStateHome() throws -> TemporaryDirectory { try TemporaryDirectory("mediactl-pty") }

  @Test func historySurvivesARestartAndCtrlRFindsAnOldLine() throws {
    let stateHome = try temporaryStateHome()
    defer { stateHome.remove() }
    let home = stateHome.path
    let first = try run([
      .wait("mediactl> "), .send("play Maybe Sometime by Special Disaster Team\r"), .wait(Self.freshPrompt, count: 2),
      .send("play Push It\r"), .wait(Self.freshPrompt, count: 3), .send("\u{04}"),
    ], stateHome: home)
    #expect(first.error == nil && first.status == 0, "\(first.output)")
    let file = try String(contentsOfFile: home + "/mediactl/history", encoding: .utf8)
    #expect(file == "play Maybe Sometime by Special Disaster Team\nplay Push It\n")

    // A new shell: Ctrl-R and a few letters find the older line; Enter runs it.
    let second = try run([
      .wait("mediactl> "), .send("\u{12}Maybe"), .wait("(reverse-i-search)'Maybe': play Maybe Sometime"),
      .send("\r"), .wait(Self.freshPrompt, count: 2), .send("\u{1B}[A\u{1B}[A\r"), .wait(Self.freshPrompt, count: 3), .send("\u{04}"),
    ], stateHome: home)
    #expect(second.error == nil && second.status == 0, "\(second.output)")
    #expect(second.output.contains("siri      Here's 'Maybe Sometime' by Special Disaster Team from Control Audio."))
    // Up ×2 after that: past the line this run entered, the first run's last line.
    #expect(second.output.contains("siri      Here's 'Push It' by Dukes from Control Audio."), "\(second.output)")
  }

  /// F7: SIGTERM, SIGHUP, SIGINT and SIGQUIT from outside end the shell with that signal and
  /// leave the terminal as it was before the shell started (echo, canonical mode, signals).
  @Test(arguments: [("TERM", -15), ("HUP", -1), ("INT", -2), ("QUIT", -3)])
  func aSignalGivesTheTerminalBack(_ signal: String, _ status: Int) throws {
    let stateHome = try temporaryStateHome()
    defer { stateHome.remove() }
    let session = try run([
      .wait("mediactl> "), .send("play partial"), .sleep(0.3), .termios("editing"), .signal(signal), .sleep(0.5), .termios("after"),
    ], stateHome: stateHome.path)
    #expect(session.error == nil, "\(session.output)")
    #expect(session.status == status)
    #expect(session.termios["editing"]?.echo == false, "the shell edits in raw mode")
    #expect(session.termios["after"] == .init(echo: true, icanon: true, isig: true, same_as_start: true), "\(session.termios)")
    #expect(!session.output.contains("Program crashed"), "no crash report for a signal from outside")
  }

  /// F20 on a real terminal width: a wrapped line edited in the middle runs as edited.
  @Test func aWrappedLineEditedInTheMiddleRunsAsEdited() throws {
    let stateHome = try temporaryStateHome()
    defer { stateHome.remove() }
    let session = try run([
      .wait("mediactl> "), .send("play Maybe Sometime by Special Disaster Tem"), .send("\u{1B}[D"), .send("a"),
      .send("\u{05}\r"), .wait(Self.freshPrompt, count: 2), .send("\u{04}"),
    ], stateHome: stateHome.path, columns: 30)
    #expect(session.status == 0, "\(session.output)")
    #expect(session.output.contains("heard     “play Maybe Sometime by Special Disaster Team”"), "\(session.output)")
  }

  /// Ctrl-Z under a job-control shell (bash -i on the pty): the shell stops with the terminal
  /// given back (echo and canonical mode on while stopped), and `fg` redraws the line being
  /// edited, which then runs as typed.
  @Test func ctrlZStopsWithTheTerminalBackAndFgRedrawsTheLine() throws {
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    guard let python = python3Path else { throw PtyFailed(description: "python3 is needed for the shell's pty tests") }
    let steps: [Step] = [
      .wait("bash"), .send("'\(binary.path)' shell\r"), .wait("mediactl> "), .send("play Push"), .sleep(0.3),
      .send("\u{1A}"), .wait("Stopped"), .send("stty -a | tr ' ' '\\n' | grep -x -e -echo -e echo -e icanon -e -icanon | tr '\\n' ,; echo\r"),
      .wait("icanon,echo,"), .send("fg\r"), .wait("mediactl> play Push", count: 2), .send(" It\r"), .wait("siri"),
      .wait(Self.freshPrompt, count: 3), .send("\u{04}"), .sleep(0.3), .send("exit\r"),
    ]
    var environment = ProcessInfo.processInfo.environment
    let stateHome = try temporaryStateHome()
    defer { stateHome.remove() }
    environment["XDG_STATE_HOME"] = stateHome.path
    environment["TERM"] = "xterm"
    let stepsJSON = String(decoding: try JSONSerialization.data(withJSONObject: steps.map(\.json)), as: UTF8.self)
    let run = try runProgram(
      python, [TestPaths.fixture("pty-session.py"), stepsJSON, "/bin/bash", "--norc", "--noprofile", "-i"], environment: environment)
    let session = try JSONDecoder().decode(Session.self, from: Data(run.stdout.utf8))
    #expect(session.error == nil, "\(session.output)")
    #expect(session.output.contains("icanon,echo,"), "while stopped the terminal is back to normal: \(session.output)")
    #expect(session.output.contains("heard     “play Push It”"), "\(session.output)")
  }
}
