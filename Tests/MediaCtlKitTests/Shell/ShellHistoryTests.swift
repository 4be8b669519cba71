import Foundation
import Testing

@testable import MediaCtlKit

/// The shell's history file: where it lives, what it keeps, and that shells writing at once
/// never lose a line.
struct ShellHistoryTests {
  @Test func thePathFollowsXDGStateHomeThenHome() {
    #expect(ShellHistory.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/mediactl/history")
    #expect(ShellHistory.defaultPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/mediactl/history")
    #expect(ShellHistory.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/state/mediactl/history")
    #expect(ShellHistory.defaultPath(environment: [:]) == nil)
  }

  @Test func linesAreKeptNewestLastBoundedAndPrivate() throws {
    let scratch = try TemporaryDirectory("mediactl-history")
    defer { scratch.remove() }
    let directory = scratch.path
    var history = ShellHistory(path: directory + "/mediactl/history")
    history.limit = 3
    #expect(try history.load() == [])
    for line in ["play a", "play b", "play b", "play c", "play d"] { try history.append(line) }
    #expect(try history.load() == ["play b", "play c", "play d"])
    let mode = try FileManager.default.attributesOfItem(atPath: history.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory + "/mediactl").filter { $0.contains(".tmp") }
    #expect(leftovers.isEmpty)
  }

  /// Two shells, each appending its own lines at the same time: every line of both is there.
  @Test func concurrentShellsNeverLoseLines() async throws {
    let scratch = try TemporaryDirectory("mediactl-history")
    defer { scratch.remove() }
    let path = scratch.appending("history").path
    let perShell = 40
    await withTaskGroup(of: Void.self) { group in
      for shell in 0..<4 {
        group.addTask {
          let history = ShellHistory(path: path)
          for i in 0..<perShell { try? history.append("play shell \(shell) line \(i)") }
        }
      }
    }
    let lines = try ShellHistory(path: path).load()
    #expect(lines.count == 4 * perShell)
    #expect(Set(lines).count == 4 * perShell)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["history"], "no history.lock is left")
  }

  @Test func unreadableOrStrangeLinesAreSkipped() throws {
    let scratch = try TemporaryDirectory("mediactl-history")
    defer { scratch.remove() }
    let path = scratch.appending("history").path
    var bytes = Array("play a\n\u{1B}[31mred\n".utf8) + [0xFF, 0x0A]
    bytes += Array((String(repeating: "x", count: 10_001) + "\nplay b\n").utf8)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    #expect(try ShellHistory(path: path).load() == ["play a", "play b"])
  }

  @Test func aFIFOOrADirectoryIsRefusedWithoutBlocking() throws {
    let scratch = try TemporaryDirectory("mediactl-history")
    defer { scratch.remove() }
    let directory = scratch.path
    #expect(mkfifo(directory + "/fifo", 0o600) == 0)
    #expect(throws: Diagnostic.self) { try ShellHistory(path: directory + "/fifo").load() }
    #expect(throws: Diagnostic.self) { try ShellHistory(path: directory).load() }
  }

  @Test func aLongFileIsReadFromItsEnd() throws {
    let scratch = try TemporaryDirectory("mediactl-history")
    defer { scratch.remove() }
    let path = scratch.appending("history").path
    let line = String(repeating: "y", count: 999)
    let text = (0..<2000).map { "\(line) \($0)\n" }.joined()  // about 2 MB
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    let lines = try ShellHistory(path: path).load()
    #expect(lines.count == 1000)
    #expect(lines.last == "\(line) 1999")
  }
}
