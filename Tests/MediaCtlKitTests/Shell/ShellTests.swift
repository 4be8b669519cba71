import Foundation
import Testing

@testable import MediaCtlKit

/// The shell through a pseudo-terminal (util-linux `script` gives the binary a real tty), and
/// scripted from standard input.
struct ShellTests {
  /// Types `keys` into `mediactl shell` on a pty, a chunk at a time as a person would.
  func typeIntoShell(_ chunks: [String], arguments: [String] = []) throws -> (status: Int32, screen: String) {
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
      throw SkipInfo("util-linux script is not installed")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    let command = ([binary.path, "shell"] + arguments).map { "'\($0)'" }.joined(separator: " ")
    process.arguments = ["-qec", command, "/dev/null"]
    // The history goes to a folder of this test's own, never the user's.
    var environment = ProcessInfo.processInfo.environment
    let stateHome = try TemporaryDirectory("mediactl-shell")
    defer { stateHome.remove() }
    environment["XDG_STATE_HOME"] = stateHome.path
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    usleep(800_000)
    for chunk in chunks {
      input.fileHandleForWriting.write(Data(chunk.utf8))
      usleep(400_000)
    }
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < deadline { usleep(50_000) }
    if process.isRunning { process.terminate() }
    try? input.fileHandleForWriting.close()
    let screen = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, screen)
  }

  struct SkipInfo: Error { var reason: String; init(_ r: String) { reason = r } }

  @Test func upArrowRecallsThePreviousLineAndQuitExitsZero() throws {
    let (status, screen) = try typeIntoShell([
      "play Maybe Sometime by Special Disaster Team\r",
      "\u{1B}[A",  // up: the previous line comes back
      "\r",
      ":quit\r",
    ])
    #expect(status == 0)
    #expect(screen.contains("mediactl> "))
    let answers = screen.components(separatedBy: "Here's 'Maybe Sometime' by Special Disaster Team from Control Audio.").count - 1
    #expect(answers == 2, "the recalled line ran again:\n\(screen)")
  }

  @Test func ctrlCCancelsTheLineAndCtrlDExitsZero() throws {
    let (status, screen) = try typeIntoShell(["play Khal", "\u{03}", "\u{04}"])
    #expect(status == 0)
    #expect(screen.contains("^C"))
    #expect(!screen.contains("heard"), "a cancelled line never runs")
  }

  @Test func editingKeysChangeTheLine() throws {
    // "play Pushx It": left ×3, backspace removes the stray x.
    let (status, screen) = try typeIntoShell(["play Pushx It", "\u{1B}[D\u{1B}[D\u{1B}[D\u{7F}", "\r", ":quit\r"])
    #expect(status == 0)
    #expect(screen.contains("heard     “play Push It”"), "\(screen)")
  }

  @Test func withoutATerminalItReadsLinesSilently() throws {
    let run = try runMediactl("shell", stdin: "play Push It\n:device homepod\nplay Push It\n:json on\n:bogus\n")
    #expect(run.status == 65, "a scripted session with a failed line is not a success")
    #expect(!run.stdout.contains("mediactl> "))
    #expect(run.stdout.contains("siri      Here's 'Push It' by Dukes from Control Audio."))
    #expect(run.stdout.contains("siri      'Push It' now playing from your iPhone."))
    #expect(run.stderr == "error: unknown command ':bogus'; type :help\n")
  }

  @Test func scriptedSessionWithoutErrorsExitsZero() throws {
    let run = try runMediactl("shell", stdin: "play Push It\n:device homepod\nplay Push It\n")
    #expect(run.status == 0, "\(run)")
  }

  @Test(arguments: [
    (":device watch", Shell.Outcome.output("device watch")),
    (":device toaster", .error("error: unknown device 'toaster'; expected one of iphone, ipad, watch, homepod, carplay")),
    (":json maybe", .error("error: ':json' takes on or off")),
    (":set logged-out on", .output("logged-out on")),
    (":quit", .quit),
    ("   ", .nothing),
    ("play " + String(repeating: "x", count: 9_996), .error("error: utterance is 10001 bytes long; mediactl reads at most 10000")),
  ])
  func colonCommands(_ line: String, _ expected: Shell.Outcome) throws {
    var shell = try Shell(common: Invocation.Common())
    #expect(shell.handle(line) == expected)
  }

  /// A line break or other control character quoted back from the input stays escaped, so every
  /// error is still one line.
  @Test func errorsQuotingTheInputStayOneLine() throws {
    let run = try runMediactl("shell", stdin: ":now-playing a\u{1B}[2Jb\n:device to\u{7}aster\n")
    #expect(run.status == 65)
    #expect(run.stderr.split(separator: "\n").count == 2, "\(run.stderr.debugDescription)")
    #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\u{7}"), "\(run.stderr.debugDescription)")
  }
}
