import Foundation

/// Paths the tests read: the package root, found from this file's path, and what lies under it.
enum TestPaths {
  /// `Tests/MediaCtlKitTests/Support/TestPaths.swift` → the package root.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // MediaCtlKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static let testTarget = packageRoot.appendingPathComponent("Tests/MediaCtlKitTests")

  /// A fixture by file name, as an absolute path.
  static func fixture(_ name: String) -> String {
    testTarget.appendingPathComponent("Fixtures/\(name)").path
  }

  /// A fixture relative to the package root, the way a user would type it (and the way
  /// diagnostics name it when the binary runs in the package root).
  static func relativeFixture(_ name: String) -> String {
    "Tests/MediaCtlKitTests/Fixtures/\(name)"
  }

  static func catalog(_ name: String) -> String {
    packageRoot.appendingPathComponent("Catalogs/\(name)").path
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }
}
