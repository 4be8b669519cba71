/// JUnit XML: one testsuite per file, one testcase per utterance (failures with the diff),
/// one errored testcase per malformed line. The counts JUnit puts in each opening tag are
/// known only at the end, so testcases wait in a spool and the file is assembled then.
final class JUnitReportSink: ReplaySink {
  private struct Suite {
    var name: String
    var tests = 0
    var failures = 0
    var errors = 0
    var range: Range<Int> = 0..<0
  }

  private let output: ReportOutput
  private let spool: Spool
  private var suites: [Suite] = []
  private var current: Suite?

  init(output: ReportOutput) throws(Diagnostic) {
    self.output = output
    self.spool = try Spool()
  }

  func beginFile(_ path: String) {
    current = Suite(name: path, range: spool.size..<spool.size)
  }

  func problem(_ p: Diagnostic) {
    let file = p.location?.file ?? ""
    let testcase = "    <testcase classname=\"\(xml(file))\" name=\"\(xml("malformed line \(p.location?.line ?? 0)"))\">\n"
      + "      <error message=\"\(xml(p.message))\">\(xml(p.description))</error>\n    </testcase>\n"
    if current != nil {
      current?.errors += 1
      spool.write(testcase)
    } else {
      // An input that could not be read at all: a suite of its own.
      let start = spool.size
      spool.write(testcase)
      suites.append(Suite(name: file, errors: 1, range: start..<spool.size))
    }
  }

  func add(_ c: Replayer.CaseResult, failure: Int?) {
    let file = xml(c.file)
    var out = "    <testcase classname=\"\(file)\" name=\"\(xml("line \(c.utterance.line): \(c.utterance.text)"))\" file=\"\(file)\" line=\"\(c.utterance.line)\""
    if c.passed {
      out += "/>\n"
    } else {
      let diff = ReplayReport.failureLines(c).dropFirst().map { $0.trimmingWhitespace }.joined(separator: "\n")
      let first = diff.split(separator: "\n").first.map(String.init) ?? "failed"
      out += ">\n      <failure message=\"\(xml(first))\">\(xml("\(c.file):\(c.utterance.line)\n" + diff))</failure>\n    </testcase>\n"
    }
    current?.tests += 1
    if !c.passed { current?.failures += 1 }
    spool.write(out)
  }

  func endFile(_ counts: ReplayTally.FileCounts) {
    guard var suite = current else { return }
    suite.range = suite.range.lowerBound..<spool.size
    suites.append(suite)
    current = nil
  }

  func finish(_ summary: ReplaySummary) throws(Diagnostic) {
    let tally = summary.tally
    output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    output.write("<testsuites name=\"mediactl replay\" tests=\"\(tally.utterances)\" failures=\"\(tally.failed)\" errors=\"\(tally.problems)\">\n")
    for suite in suites {
      output.write("  <testsuite name=\"\(xml(suite.name))\" tests=\"\(suite.tests)\" failures=\"\(suite.failures)\" errors=\"\(suite.errors)\">\n")
      try spool.copy(suite.range, to: output)
      output.write("  </testsuite>\n")
    }
    output.write("</testsuites>\n")
    try output.finish()
  }

  func discard() { output.discard() }

  private func xml(_ s: String) -> String { ReplayReport.xml(s) }
}
