/// The JSON report: the counts, malformed lines, drift against a baseline when given, and
/// every result with its fields and expectation outcomes — the input of `--baseline`. Results
/// and malformed lines wait in spools so the counts can come first.
final class JSONReportSink: ReplaySink {
  private let output: ReportOutput
  private let results: Spool
  private let malformed: Spool
  private var resultCount = 0
  private var malformedCount = 0

  init(output: ReportOutput) throws(Diagnostic) {
    self.output = output
    self.results = try Spool()
    self.malformed = try Spool()
  }

  func problem(_ problem: Diagnostic) {
    malformed.write((malformedCount == 0 ? "\n    " : ",\n    ") + JSONOutput.string(problem.description).compact)
    malformedCount += 1
  }

  func add(_ c: Replayer.CaseResult, failure: Int?) {
    var members: [(String, JSONOutput)] = [
      ("file", .string(c.file)), ("line", .number(Double(c.utterance.line))), ("utterance", .string(c.utterance.text)),
      ("passed", .bool(c.passed)),
    ]
    if let error = c.error { members.append(("error", .string(error.description))) }
    if let result = c.result { members.append(("result", result.json())) }
    members.append((
      "expectations",
      .array(
        c.outcomes.map { o in
          .object([("expectation", .string(o.expectation.text)), ("passed", .bool(o.passed)), ("actual", .string(o.actual))])
        })
    ))
    // Pretty at the depth of the results array (strings never hold a raw line feed).
    let text = JSONOutput.object(members).pretty.replacingOccurrences(of: "\n", with: "\n    ")
    results.write((resultCount == 0 ? "\n    " : ",\n    ") + text)
    resultCount += 1
  }

  func finish(_ summary: ReplaySummary) throws(Diagnostic) {
    output.write("{\n  \"passed\": \(summary.tally.passed),\n  \"failed\": \(summary.tally.failed),\n  \"malformed\": [")
    try malformed.copy(to: output)
    output.write(malformedCount == 0 ? "],\n" : "\n  ],\n")
    if let drift = summary.drift {
      output.write("  \"drift\": " + Self.json(drift).pretty.replacingOccurrences(of: "\n", with: "\n  ") + ",\n")
    }
    output.write("  \"results\": [")
    try results.copy(to: output)
    output.write(resultCount == 0 ? "]\n}\n" : "\n  ]\n}\n")
    try output.finish()
  }

  func discard() { output.discard() }

  static func json(_ drift: ReplayDrift) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("baseline", .string(drift.baselinePath)),
      ("newlyFailing", .number(Double(drift.count(.newlyFailing)))),
      ("newlyPassing", .number(Double(drift.count(.newlyPassing)))),
      ("changedWhilePassing", .number(Double(drift.count(.changed)))),
      ("notInBaseline", .number(Double(drift.added))),
      ("noLongerRun", .number(Double(drift.removed))),
    ]
    let keys: [(ReplayDrift.Kind, String)] = [(.newlyFailing, "newlyFailingResults"), (.newlyPassing, "newlyPassingResults"), (.changed, "changedWhilePassingResults")]
    for (kind, key) in keys {
      members.append((
        key,
        .array(
          (drift.entries[kind] ?? []).map { e in
            .object([
              ("file", .string(e.file)), ("line", .number(Double(e.line))), ("utterance", .string(e.text)),
              ("changes", .array(e.changes.map { .object([("field", .string($0.field)), ("before", .string($0.before)), ("after", .string($0.after))]) })),
            ])
          })
      ))
    }
    return .object(members)
  }
}
