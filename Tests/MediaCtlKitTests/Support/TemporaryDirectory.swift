import Foundation

/// A fresh, empty folder of one test's own under the temporary directory. The test removes it,
/// with everything in it (including what the binary wrote there, such as a state file's `.lock`),
/// whether it passes or fails:
///
///     let dir = try TemporaryDirectory("mediactl-state")
///     defer { dir.remove() }
///
/// Files a test makes go inside it, never loose in the temporary directory, so that one
/// `remove()` takes them all.
struct TemporaryDirectory: Sendable {
  let url: URL
  var path: String { url.path }

  init(_ prefix: String) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path inside the folder (not created).
  func appending(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// Removes the folder and everything in it; never throws, so it is safe in a `defer`.
  func remove() { try? FileManager.default.removeItem(at: url) }
}
