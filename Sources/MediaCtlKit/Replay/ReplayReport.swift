import Foundation

/// What a replay run prints and writes: failures as field-level diffs with `file:line`, a
/// per-field accuracy table, drift against a baseline; the report kinds of `--report`, each a
/// sink fed one result at a time (`make`); and the same reports of a whole `Run` at once.
public enum ReplayReport {
  /// A report kind of `--report KIND=FILE`.
  public enum Kind: String, CaseIterable, Sendable {
    case junit, json, html, csv, tap
  }

  /// The sink that writes `kind` to `output`.
  static func make(_ kind: Kind, output: ReportOutput) throws(Diagnostic) -> any ReplaySink {
    switch kind {
    case .junit: try JUnitReportSink(output: output)
    case .json: try JSONReportSink(output: output)
    case .html: try HTMLReportSink(output: output)
    case .csv: CSVReportSink(output: output)
    case .tap: TAPReportSink(output: output)
    }
  }

  /// The text report of a whole run; its last line is `N passed, N failed`.
  public static func text(_ run: Replayer.Run) -> String {
    let lines = LineCollector()
    feed(run, into: TextReportSink { lines.append($0) })
    return lines.text
  }

  /// JUnit XML of a whole run.
  public static func junit(_ run: Replayer.Run) -> String { render(.junit, run) }

  /// The JSON report of a whole run.
  public static func json(_ run: Replayer.Run) -> String { render(.json, run) }

  /// Any report of a whole run, as text (`context` for the HTML page's header).
  public static func render(_ kind: Kind, _ run: Replayer.Run, context: ReplayContext = ReplayContext(command: "mediactl replay")) -> String {
    let lines = LineCollector()
    let output = ReportOutput(collecting: { lines.append($0) })
    guard let sink = try? make(kind, output: output) else { return "" }
    feed(run, into: sink, context: context)
    return lines.text + "\n"
  }

  /// Feeds a whole run to a sink as a stream would: file by file, malformed lines first.
  static func feed(_ run: Replayer.Run, into sink: any ReplaySink, context: ReplayContext = ReplayContext(command: "mediactl replay")) {
    let reporter = ReplayReporter(sinks: [sink], context: context)
    let files = Set(run.files.map(\.path))
    for problem in run.problems where !files.contains(problem.location?.file ?? "") { reporter.problem(problem) }
    var byFile: [String: [Replayer.CaseResult]] = [:]
    for c in run.cases { byFile[c.file, default: []].append(c) }
    for file in run.files {
      reporter.beginFile(file.path)
      for problem in run.problems where problem.location?.file == file.path { reporter.problem(problem) }
      for c in byFile[file.path] ?? [] { reporter.add(c) }
      reporter.endFile()
    }
    _ = reporter.finish()
  }

  /// `file:line: FAIL “utterance”` then one `field: expected …, got …` line per failed expectation.
  public static func failureLines(_ c: Replayer.CaseResult) -> [String] {
    var lines = ["\(c.file):\(c.utterance.line): FAIL “\(c.utterance.text)”"]
    if let error = c.error {
      // "file:line:col: error: …" already says it is an error; a bare message gets the word.
      lines.append("    \(error.description)")
      return lines
    }
    for outcome in c.outcomes where !outcome.passed {
      lines.append("    " + diffLine(outcome))
    }
    return lines
  }

  public static func diffLine(_ outcome: ExpectationOutcome) -> String {
    let e = outcome.expectation
    let where_ = e.line > 0 ? " (line \(e.line))" : ""
    if e.field == "resolved" { return "not resolved: expected no items, got \(outcome.actual)\(where_)" }
    if e.negated { return "\(e.field): expected anything but \(quoted(e.value)), got \(quoted(outcome.actual))\(where_)" }
    if e.contains { return "\(e.field): expected to contain \(quoted(e.value)), got \(quoted(outcome.actual))\(where_)" }
    return "\(e.field): expected \(quoted(e.value)), got \(quoted(outcome.actual))\(where_)"
  }

  static func quoted(_ s: String) -> String { "“\(s)”" }

  /// Per-field pass counts, like Rasa's per-entity report.
  public static func fieldTable(_ counts: [String: FieldScore]) -> [String] {
    let width = max(12, (counts.keys.map(\.count).max() ?? 0) + 2)
    let ratios = counts.mapValues { "\($0.passed)/\($0.total)" }
    // At least two spaces after the widest count (12500/12501), so the columns never touch.
    let ratioWidth = max(10, (ratios.values.map(\.count).max() ?? 0) + 2)
    return counts.keys.sorted().map { key in
      let score = counts[key] ?? FieldScore()
      let pct = Int((score.accuracy * 100).rounded())
      return "  " + key.padding(toLength: width, withPad: " ", startingAt: 0)
        + (ratios[key] ?? "").padding(toLength: ratioWidth, withPad: " ", startingAt: 0) + "\(pct)%"
    }
  }

  /// The drift section of the text report.
  public static func driftLines(_ drift: ReplayDrift) -> [String] {
    var lines = [
      "drift against \(drift.baselinePath): \(drift.count(.newlyFailing)) newly failing, \(drift.count(.newlyPassing)) newly passing, "
        + "\(drift.count(.changed)) changed while passing (\(drift.added) not in the baseline, \(drift.removed) no longer run)"
    ]
    for kind in ReplayDrift.Kind.allCases {
      let entries = drift.entries[kind] ?? []
      for entry in entries {
        lines.append("  \(kind.rawValue): \(entry.file):\(entry.line) “\(entry.text)”")
        for change in entry.changes.prefix(8) { lines.append("      " + ReplayDrift.describe(change)) }
        if entry.changes.count > 8 { lines.append("      … and \(entry.changes.count - 8) more fields") }
      }
      if drift.count(kind) > entries.count { lines.append("  … and \(drift.count(kind) - entries.count) more \(kind.rawValue)") }
    }
    return lines
  }

  static func xml(_ s: String) -> String {
    ScalarEscaping.escaped(s) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&apos;"
      case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t": " "
      default: nil
      }
    }
  }
}

/// Lines written by a report, collected (for the whole-run helpers and tests).
final class LineCollector: @unchecked Sendable {
  private var lines: [String] = []
  private let lock = NSLock()
  func append(_ line: String) { lock.withLock { lines.append(line) } }
  var text: String { lock.withLock { lines.joined(separator: "\n") } }
}
