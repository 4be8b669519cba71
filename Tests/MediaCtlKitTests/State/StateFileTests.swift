import Foundation
import Testing

@testable import MediaCtlKit

/// `--state FILE` across processes: never corrupt, never a lost update, located errors.
@Suite(.serialized)
struct StateFileTests {
  /// A folder of the test's own for the state file and its `.lock`; remove it with a `defer`.
  func scratch() throws -> TemporaryDirectory { try TemporaryDirectory("mediactl-state") }

  func readState(_ path: String) throws -> SessionState {
    try SessionState.decode(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path, catalog: try DefaultCatalog.load())
  }

  @Test func runsShareASessionThroughTheFile() throws {
    let dir = try scratch()
    defer { dir.remove() }
    let state = dir.appending("s.json").path
    #expect(try runMediactl("--state", state, "play Push It").status == 0)
    let like = try runMediactl("--state", state, "I like this song")
    #expect(like.stdout.contains("OK, I'll remember that you like 'Push It' by Dukes on Control Audio."))
    let show = try runMediactl("state", "show", "--state", state)
    #expect(show.stdout.contains("now         song-push-it “Push It” by Dukes · playing"))
    #expect(show.stdout.contains("likes       song-push-it"))
    #expect(try runMediactl("state", "reset", "--state", state).status == 0)
    #expect(try readState(state).likes.isEmpty)
    // The lock is taken in `s.json.lock` and removed with it: only the user's file stays.
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["s.json"])
  }

  /// The lock file is mediactl's only when empty: a user's own `s.json.lock` with something
  /// in it is locked and left as it was; a stale empty one (a killed run's) is taken over and
  /// removed.
  @Test func aUsersOwnLockFileIsKeptAStaleOneRemoved() throws {
    let dir = try scratch()
    defer { dir.remove() }
    let state = dir.appending("s.json").path
    try "my notes\n".write(toFile: state + ".lock", atomically: false, encoding: .utf8)
    #expect(try runMediactl("--state", state, "play Push It").status == 0)
    #expect(try String(contentsOfFile: state + ".lock", encoding: .utf8) == "my notes\n")
    try FileManager.default.removeItem(atPath: state + ".lock")
    #expect(FileManager.default.createFile(atPath: state + ".lock", contents: nil))
    #expect(try runMediactl("--state", state, "I like this song").status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["s.json"])
  }

  @Test func unreadableStateFileIsALocatedErrorAndStaysUntouched() throws {
    let dir = try scratch()
    defer { dir.remove() }
    let path = dir.appending("broken.json").path
    let broken = "{\n  \"formatVersion\": 1,\n  \"playbackState\": \"dancing\"\n}\n"
    try broken.write(toFile: path, atomically: true, encoding: .utf8)
    let run = try runMediactl("--state", path, "play Push It")
    #expect(run.status == 65)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("\(path):3:20: error: unknown playbackState 'dancing'"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
  }

  /// Kills `mediactl --state F` at random moments, 200 times; F always reads back whole.
  @Test func killedRunsNeverCorruptTheStateFile() throws {
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    let dir = try scratch()
    defer { dir.remove() }
    let path = dir.appending("s.json").path
    #expect(try runMediactl("--state", path, "play the album Outer Peace").status == 0)
    var generator = SystemRandomNumberGenerator()
    var kills = 0
    var completed = 0
    let utterances = ["next track", "I like this song", "play Push It next", "add this to my road trip playlist", "skip forward 30 seconds"]
    var historySeen = 1
    for i in 0..<200 {
      let process = Process()
      process.executableURL = binary
      process.arguments = ["--state", path, utterances[i % utterances.count]]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32.random(in: 0...60_000, using: &generator))
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        kills += 1
      } else {
        completed += 1
      }
      process.waitUntilExit()
      let state = try readState(path)  // throws, and fails the test, on a corrupt file
      // The history only grows: a killed run loses its own request, never an earlier one.
      // (Not "something plays": enough completed "next track"s run off the end of the queue.)
      #expect(state.history.count >= historySeen, "history shrank from \(historySeen) to \(state.history.count)")
      historySeen = state.history.count
    }
    #expect(kills + completed == 200)
    #expect(kills >= 50, "most runs should be killed mid-way (killed \(kills))")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp-") }
    #expect(leftovers.count <= kills, "temporary files are only left by killed runs")
  }

  /// 8 processes × 50 updates through one file: every update is kept.
  @Test func concurrentWritersLoseNoUpdate() throws {
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    let dir = try scratch()
    defer { dir.remove() }
    let path = dir.appending("s.json").path
    let input = dir.appending("fifty.txt")
    try String(repeating: "I like this song\n", count: 50).write(to: input, atomically: true, encoding: .utf8)
    var processes: [Process] = []
    for _ in 0..<8 {
      let process = Process()
      process.executableURL = binary
      process.arguments = ["shell", "--state", path, "--now-playing", "song-push-it"]
      process.standardInput = try FileHandle(forReadingFrom: input)
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      processes.append(process)
    }
    for p in processes { p.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let state = try readState(path)
    #expect(state.history.count == 400)
    #expect(state.history.allSatisfy { $0.outcome == "success" })
    // Runs that waited on a lock file another run removed locked the new one: nothing is lost
    // above, and nothing but the state and the input is left.
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["fifty.txt", "s.json"])
  }
}
