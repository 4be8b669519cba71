import Foundation
import Testing

@testable import MediaCtlKit

/// Shell defects from the 2026-11-24 reports, scripted through standard input.
struct ShellFindingsTests {
  /// New-user H9: with --state, `:now-playing none` stops what plays (it was read back from the file).
  @Test func nowPlayingNoneStopsTheSessionKeptInTheStateFile() throws {
    let scratch = try TemporaryDirectory("mediactl-np")
    defer { scratch.remove() }  // the state file and the .lock the binary makes beside it
    let state = scratch.appending("state.json").path
    let run = try runMediactl(
      "shell", "--state", state, stdin: "play Push It\nwhat song is this\n:now-playing none\nwhat song is this\n")
    #expect(run.status == 0, "\(run)")
    let answers = run.stdout.split(separator: "\n").filter { $0.hasPrefix("siri") }
    #expect(answers.count == 3, "\(run.stdout)")
    #expect(answers.last?.contains("Nothing is playing") == true, "\(run.stdout)")
    let after = try runMediactl("state", "show", "--state", state)
    #expect(after.stdout.contains("nothing (stopped)"), "\(after.stdout)")
  }

  /// New-user M8: `# …` is a comment in a scripted shell, as in replay files, never an utterance.
  @Test func aHashLineIsAComment() throws {
    let run = try runMediactl("shell", stdin: "# a comment\nplay Push It\n")
    #expect(run.status == 0)
    #expect(!run.stdout.contains("heard     “# a comment”"))
    #expect(run.stdout.components(separatedBy: "heard").count == 2)
  }

  /// Robustness F16: `:locale xx` is an error, as `--locale xx` is.
  @Test func anUnsupportedLocaleIsAnError() throws {
    var shell = try Shell(common: Invocation.Common())
    #expect(shell.handle(":locale xx") == .error("error: unsupported locale 'xx'; expected en-US, zh-CN or auto"))
    #expect(shell.handle(":locale zh-CN") == .output("locale zh-CN"))
    #expect(shell.handle(":locale auto") == .output("locale auto"))
  }

  /// New-user report, shell: `:vocabulary FILE` says what it added, not the catalog's summary.
  @Test func vocabularySaysWhatItAdded() throws {
    var shell = try Shell(common: Invocation.Common())
    guard case .output(let text) = shell.handle(":vocabulary " + TestPaths.catalog("ControlAudio.vocabulary.json")) else {
      Issue.record("no output")
      return
    }
    #expect(text.hasSuffix("strings added") && !text.contains("items"), "\(text)")
  }

  /// New-user report, shell: errors and output keep their order when both go to one file.
  @Test func outputAndErrorsKeepTheirOrderInOneFile() throws {
    let scratch = try TemporaryDirectory("mediactl-order")
    defer { scratch.remove() }
    let log = scratch.appending("order.log").path
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    let run = try runProgram(
      "/bin/sh", ["-c", "printf 'play Push It\\n:bogus\\nplay Khalid\\n' | \"$0\" shell > \"$1\" 2>&1", binary.path, log])
    #expect(run.status == 65, "a line failed (:bogus)")
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    let error = lines.firstIndex { $0.hasPrefix("error: unknown command ':bogus'") }
    let firstAnswer = lines.firstIndex { $0.hasPrefix("siri") }
    let lastAnswer = lines.lastIndex { $0.hasPrefix("siri") }
    #expect(firstAnswer != nil && error != nil && lastAnswer != nil)
    if let error, let firstAnswer, let lastAnswer { #expect(firstAnswer < error && error < lastAnswer, "\(lines)") }
  }
}
