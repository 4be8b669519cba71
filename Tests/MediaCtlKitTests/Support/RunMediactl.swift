import Foundation
import Testing

/// What one run of the built `mediactl` binary did.
struct Run: Equatable, CustomStringConvertible {
  var status: Int32
  var stdout: String
  var stderr: String

  var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

enum MediactlBinary {
  /// The binary `swift test` built: on Linux it sits in the build products directory, which is
  /// `Bundle.main.bundleURL` of the test runner; on macOS beside the `.xctest` bundle.
  static let url: URL? = {
    var candidates = [Bundle.main.bundleURL.appendingPathComponent("mediactl")]
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("mediactl"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}

struct MediactlNotBuilt: Error, CustomStringConvertible {
  var description: String { "the mediactl binary was not found next to the test bundle (\(Bundle.main.bundleURL.path))" }
}

/// Runs the built `mediactl` with `args`, in the package root unless `directory` is given,
/// feeding `stdin` when given (else an empty standard input).
func runMediactl(
  _ args: String..., stdin: String? = nil, directory: URL? = nil, executable: URL? = nil
) throws -> Run {
  try runMediactl(arguments: args, stdin: stdin, directory: directory, executable: executable)
}

func runMediactl(
  arguments: [String], stdin: String? = nil, directory: URL? = nil, executable: URL? = nil
) throws -> Run {
  guard let binary = executable ?? MediactlBinary.url else { throw MediactlNotBuilt() }
  let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("mediactl-e2e-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let outURL = scratch.appendingPathComponent("stdout")
  let errURL = scratch.appendingPathComponent("stderr")
  let inURL = scratch.appendingPathComponent("stdin")
  _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((stdin ?? "").utf8))

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
  try process.run()
  process.waitUntilExit()
  try out.close()
  try err.close()
  try input.close()
  return Run(
    status: process.terminationStatus,
    stdout: try String(contentsOf: outURL, encoding: .utf8),
    stderr: try String(contentsOf: errURL, encoding: .utf8))
}
