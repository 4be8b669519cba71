/// The text report on standard output: each malformed line and each failure (a field-level
/// diff with `file:line`) as it happens, then the per-field table, the drift against a
/// baseline and the counts, ending with the line `N passed, N failed`. `quiet` keeps only the
/// malformed lines, the failures and that last line.
final class TextReportSink: ReplaySink {
  private let write: (String) -> Void
  private let quiet: Bool
  private let coverage: Bool
  private let progress: ReplayProgress?
  private var wroteAny = false

  init(quiet: Bool = false, coverage: Bool = false, progress: ReplayProgress? = nil, write: @escaping (String) -> Void) {
    self.write = write
    self.quiet = quiet
    self.coverage = coverage
    self.progress = progress
  }

  /// One line, made safe for a terminal (an utterance's control characters are spelled out).
  private func emit(_ line: String) {
    let safe = TerminalText.escaped(line)
    if let progress { progress.around { write(safe) } } else { write(safe) }
  }

  func problem(_ problem: Diagnostic) {
    emit(problem.description)
    wroteAny = true
  }

  func add(_ c: Replayer.CaseResult, failure: Int?) {
    guard !c.passed else { return }
    for line in ReplayReport.failureLines(c) { emit(line) }
    wroteAny = true
  }

  func finish(_ summary: ReplaySummary) throws(Diagnostic) {
    let tally = summary.tally
    if quiet {
      // The drift counts still show when there is drift: --fail-on-drift may fail on it.
      if let drift = summary.drift, drift.total > 0, let counts = ReplayReport.driftLines(drift).first { emit(counts) }
      emit(tally.summaryLine)
      return
    }
    if wroteAny { emit("") }
    let table = ReplayReport.fieldTable(tally.fields)
    if !table.isEmpty {
      emit("expectations by field:")
      for line in table { emit(line) }
      emit("")
    }
    if let drift = summary.drift {
      for line in ReplayReport.driftLines(drift) { emit(line) }
      emit("")
    }
    emit(tally.countsLine)
    emit(tally.summaryLine)
    if coverage {
      emit("")
      for line in tally.coverage.text.split(separator: "\n", omittingEmptySubsequences: false) { emit(String(line)) }
      if let appIntents = tally.appIntents.text {
        emit("")
        for line in appIntents.split(separator: "\n", omittingEmptySubsequences: false) { emit(String(line)) }
      }
    }
  }
}
