import Foundation

/// Runs any program (bash, python3) for end-to-end tests that drive the built binary through
/// another tool; killed after `timeout` seconds so a hang fails the test. Output through files.
func runProgram(
  _ executable: String, _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
  timeout: Double = 60
) throws -> (status: Int32, stdout: String, stderr: String) {
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-program-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let outURL = scratch.appendingPathComponent("stdout")
  let errURL = scratch.appendingPathComponent("stderr")
  FileManager.default.createFile(atPath: outURL.path, contents: nil)
  FileManager.default.createFile(atPath: errURL.path, contents: nil)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let environment { process.environment = environment }
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  process.standardOutput = try FileHandle(forWritingTo: outURL)
  process.standardError = try FileHandle(forWritingTo: errURL)
  process.standardInput = FileHandle.nullDevice
  let start = Date()
  try process.run()
  while process.isRunning {
    if Date().timeIntervalSince(start) > timeout {
      process.terminate()
      Thread.sleep(forTimeInterval: 0.5)
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    Thread.sleep(forTimeInterval: 0.02)
  }
  process.waitUntilExit()
  let stdout = String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
  let stderr = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
  return (process.terminationStatus, stdout, stderr)
}

/// python3 from the usual places, or nil.
let python3Path: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
  .first { FileManager.default.isExecutableFile(atPath: $0) }
