import Foundation
import Testing

@testable import MediaCtlKit

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

  /// F22: a state keeps its last 1,000 requests, so a long session does not make every request
  /// slower (the file is rewritten on each one).
  @Test func stateHistoryKeepsTheLastThousandRequests() throws {
    let simulator = Simulator(catalog: try DefaultCatalog.load())
    var state = SessionState(catalog: simulator.catalog)
    let result = simulator.run(utterance: "next", options: SimulationOptions(), state: &state)
    for _ in 0..<(SessionState.maximumHistory + 5) { state.apply(result, catalog: simulator.catalog) }
    #expect(SessionState.maximumHistory == 1_000)
    #expect(state.history.count == 1_000)
  }
}
