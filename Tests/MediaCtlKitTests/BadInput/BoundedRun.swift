import Foundation

/// What one bounded run of the built `mediactl` did: raw bytes, so invalid UTF-8 in the output
/// is a test failure, not a crash of the test, and whether the run had to be killed.
struct BoundedRun: CustomStringConvertible {
  var status: Int32
  var stdout: Data
  var stderr: Data
  var timedOut: Bool
  var seconds: Double

  var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
  var stderrText: String { String(decoding: stderr, as: UTF8.self) }
  /// stderr split into lines (the trailing newline does not make an empty last line).
  var stderrLines: [Substring] { stderrText.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }

  var description: String {
    "status \(status)\(timedOut ? " (killed after \(seconds)s)" : "") in \(String(format: "%.2f", seconds))s\n"
      + "--- stdout (\(stdout.count) bytes)\n\(stdoutText.prefix(2000))\n--- stderr\n\(stderrText.prefix(2000))"
  }
}

/// Runs the built `mediactl` with `arguments` in `directory` (the package root unless given),
/// `stdin` as standard input, and kills it after `timeout` seconds: a hang fails the test
/// instead of stalling `swift test`. Output goes to files, so a large stdout cannot block.
func runBounded(
  _ arguments: [String], stdin: Data = Data(), directory: URL? = nil, executable: URL? = nil, timeout: Double = 30
) throws -> BoundedRun {
  guard let binary = executable ?? MediactlBinary.url else { throw MediactlNotBuilt() }
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-bad-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let outURL = scratch.appendingPathComponent("stdout")
  let errURL = scratch.appendingPathComponent("stderr")
  let inURL = scratch.appendingPathComponent("stdin")
  _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: inURL.path, contents: stdin)

  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  process.currentDirectoryURL = directory ?? TestPaths.packageRoot
  let out = try FileHandle(forWritingTo: outURL)
  let err = try FileHandle(forWritingTo: errURL)
  let input = try FileHandle(forReadingFrom: inURL)
  process.standardOutput = out
  process.standardError = err
  process.standardInput = input
  let start = Date()
  try process.run()
  var timedOut = false
  while process.isRunning {
    if Date().timeIntervalSince(start) > timeout {
      timedOut = true
      process.terminate()
      Thread.sleep(forTimeInterval: 0.5)
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      break
    }
    Thread.sleep(forTimeInterval: 0.01)
  }
  process.waitUntilExit()
  let seconds = Date().timeIntervalSince(start)
  try out.close()
  try err.close()
  try input.close()
  return BoundedRun(
    status: process.terminationStatus, stdout: try Data(contentsOf: outURL), stderr: try Data(contentsOf: errURL),
    timedOut: timedOut, seconds: seconds)
}

/// A scratch directory for inputs generated at test time, removed by `remove()`.
struct ScratchDirectory {
  let url: URL

  init(_ name: String) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func file(_ name: String, _ contents: Data) throws -> String {
    let path = url.appendingPathComponent(name)
    try contents.write(to: path)
    return path.path
  }

  func file(_ name: String, _ text: String) throws -> String { try file(name, Data(text.utf8)) }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
