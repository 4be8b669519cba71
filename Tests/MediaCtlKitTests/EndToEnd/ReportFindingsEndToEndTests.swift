import Foundation
import Testing

/// Findings of the 2026-11-24 reports that no other suite pins (docs/report-findings.md).
struct ReportFindingsEndToEndTests {
  /// F17: a name with nothing to match ('-', quotes, a zero-width space) resolves to nothing,
  /// never to whatever ranks first.
  @Test(arguments: ["play -", "play ''", "play \u{200B}"])
  func aNameWithoutLettersResolvesToNothing(_ utterance: String) throws {
    let run = try runMediactl(utterance)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("resolve   unsupported() — nothing matched"), "\(run)")
    #expect(run.stdout.contains("has no letters or digits to match"), "\(run)")
    #expect(!run.stdout.contains("handleInApp"), "\(run)")
  }
}
