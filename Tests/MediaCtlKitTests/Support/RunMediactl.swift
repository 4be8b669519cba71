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
  // One way to spawn the binary: the bounded runner, so a hang fails the test instead of
  // stalling `swift test`.
  let run = try runBounded(arguments, stdin: Data((stdin ?? "").utf8), directory: directory, executable: executable, timeout: 120)
  return Run(status: run.status, stdout: run.stdoutText, stderr: run.stderrText)
}
