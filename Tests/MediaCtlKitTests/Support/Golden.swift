import Foundation
import Testing

/// Compares `actual` with `Golden/<name>.txt`. With `MEDIACTL_RECORD=1` in the environment the
/// file is rewritten instead and the test fails once, so a recording is never mistaken for a pass.
func expectGolden(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = TestPaths.testTarget.appendingPathComponent("Golden/\(name).txt")
  if ProcessInfo.processInfo.environment["MEDIACTL_RECORD"] != nil {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: url, atomically: true, encoding: .utf8)
    Issue.record("recorded Golden/\(name).txt; run again without MEDIACTL_RECORD", sourceLocation: sourceLocation)
    return
  }
  guard FileManager.default.fileExists(atPath: url.path) else {
    Issue.record("missing Golden/\(name).txt; record it with MEDIACTL_RECORD=1", sourceLocation: sourceLocation)
    return
  }
  let expected = try String(contentsOf: url, encoding: .utf8)
  if actual != expected {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for i in 0..<max(a.count, e.count) {
      let x = i < a.count ? String(a[i]) : "<none>"
      let y = i < e.count ? String(e[i]) : "<none>"
      if x != y { diff.append("line \(i + 1):\n  expected: \(y)\n  actual:   \(x)") }
    }
    Issue.record(
      "Golden/\(name).txt differs (re-record with MEDIACTL_RECORD=1 if intended):\n\(diff.prefix(20).joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }
}
