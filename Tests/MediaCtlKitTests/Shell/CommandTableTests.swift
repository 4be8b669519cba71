import Foundation
import Testing

@testable import MediaCtlKit

/// `CommandTable` is the one list of options that help, completions and the man page read: an
/// option the parser handles without a row there is a test failure, not a silent gap.
struct CommandTableTests {
  /// Every option literal in the command-line code (`"--name"`) has a row in the table.
  @Test func everyOptionTheParserNamesIsInTheTable() throws {
    let folder = TestPaths.packageRoot.appendingPathComponent("Sources/MediaCtlKit/CommandLine").path
    let known = Set(
      (CommandTable.common + CommandTable.global + CommandTable.commands.flatMap(\.options)).flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) })
    var missing: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") && file != "CommandTable.swift" {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      for match in text.matches(of: /"(--[a-z][a-z0-9-]*)=?"/) where !known.contains(String(match.1)) {
        missing.append("\(file): \(match.1)")
      }
    }
    #expect(missing.isEmpty, "options parsed but missing from CommandTable (add a row in Sources/MediaCtlKit/CommandLine/CommandTable.swift; it feeds --help, completions and the man page, then run scripts/generate-man): \(missing)")
  }

  @Test func everySubcommandIsInTheTable() {
    let names = Set(CommandTable.commands.map(\.name))
    #expect(Invocation.subcommands.filter { !names.contains($0) } == [])
  }

  /// Each option of the run command, with a value of its kind, is accepted by the parser.
  @Test func everyTableOptionIsAccepted() throws {
    for option in CommandTable.common where option.name != "--help" && option.name != "--intent" {
      var arguments = [option.name]
      switch option.value {
      case .none: break
      case .choice(let words)?: arguments.append(words[0])
      case .keyedText?: arguments.append("code=handleInApp")
      case .text?: arguments.append("US")
      default: arguments.append("x")
      }
      #expect(throws: Never.self, "\(arguments)") { _ = try Invocation.parse(arguments + ["play jazz"]) }
    }
  }

  @Test func theColonCommandsHelpListsEveryCommand() {
    for entry in ColonCommands.entries { #expect(Shell.help.contains(entry.term)) }
  }
}
