/// CSV for spreadsheets (RFC 4180: CRLF line ends, fields with a comma, quote or line break
/// quoted, quotes doubled): one row per utterance and expectation, an utterance without
/// expectations one row with the expectation columns empty, a malformed line one row with
/// its error.
final class CSVReportSink: ReplaySink {
  static let header = [
    "file", "line", "utterance", "passed", "expectation", "field", "expected", "actual", "held", "expectation_line",
    "intent", "code", "item", "dialog", "error",
  ]

  private let output: ReportOutput

  init(output: ReportOutput) {
    self.output = output
    row(Self.header)
  }

  private func row(_ fields: [String]) {
    output.write(fields.map(Self.quoted).joined(separator: ",") + "\r\n")
  }

  static func quoted(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  func problem(_ problem: Diagnostic) {
    let line = problem.location?.line.map(String.init) ?? ""
    row([problem.location?.file ?? "", line, "", "", "", "", "", "", "", "", "", "", "", "", problem.message])
  }

  func add(_ c: Replayer.CaseResult, failure: Int?) {
    var answer = ["", "", "", ""]
    if let result = c.result {
      let fields = ResultFields(result)
      answer = [fields.value("intent") ?? "", fields.value("code") ?? "", fields.value("item") ?? "", result.dialog.text]
    }
    let head = [c.file, String(c.utterance.line), c.utterance.text, c.passed ? "true" : "false"]
    let error = c.error?.description ?? ""
    if c.outcomes.isEmpty {
      row(head + ["", "", "", "", "", ""] + answer + [error])
      return
    }
    for o in c.outcomes {
      let e = o.expectation
      row(
        head + [e.text, e.field, e.value, o.actual, o.passed ? "true" : "false", e.line > 0 ? String(e.line) : ""] + answer + [error])
    }
  }

  func finish(_ summary: ReplaySummary) throws(Diagnostic) { try output.finish() }
  func discard() { output.discard() }
}

/// TAP version 13 for runners that read it: one test point per utterance (failures with a
/// YAML block of the diff) and per malformed line, the plan at the end.
final class TAPReportSink: ReplaySink {
  private let output: ReportOutput
  private var number = 0

  init(output: ReportOutput) {
    self.output = output
    output.write("TAP version 13\n")
  }

  /// A description may not hold `#` (it starts a directive) or a line break.
  static func description(_ text: String) -> String {
    var out = ""
    for ch in text {
      switch ch {
      case "\\": out += "\\\\"
      case "#": out += "\\#"
      case "\n", "\r", "\r\n": out += " "
      default: out.append(ch)
      }
    }
    return out
  }

  /// A YAML double-quoted scalar.
  static func yaml(_ text: String) -> String {
    var out = "\""
    ScalarEscaping.append(text, to: &out) { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\t": "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: ScalarEscaping.hex(scalar, prefix: "\\x", digits: 2, uppercase: true)
      default: nil
      }
    }
    return out + "\""
  }

  func problem(_ problem: Diagnostic) {
    number += 1
    output.write("not ok \(number) - \(Self.description("malformed line: " + problem.description))\n")
    output.write("  ---\n  message: \(Self.yaml(problem.message))\n  severity: error\n  at: \(Self.yaml(problem.location.map { "\($0.file):\($0.line ?? 0)" } ?? ""))\n  ...\n")
  }

  func add(_ c: Replayer.CaseResult, failure: Int?) {
    number += 1
    let name = Self.description("\(c.file):\(c.utterance.line) \(c.utterance.text)")
    guard !c.passed else {
      output.write("ok \(number) - \(name)\n")
      return
    }
    output.write("not ok \(number) - \(name)\n  ---\n")
    let diffs = ReplayReport.failureLines(c).dropFirst().map { $0.trimmingWhitespace }
    output.write("  message: \(Self.yaml(diffs.first ?? "failed"))\n  severity: fail\n  at: \(Self.yaml("\(c.file):\(c.utterance.line)"))\n")
    output.write("  failures:\n")
    for d in diffs { output.write("    - \(Self.yaml(d))\n") }
    if let result = c.result { output.write("  dialog: \(Self.yaml(result.dialog.text))\n") }
    output.write("  ...\n")
  }

  func finish(_ summary: ReplaySummary) throws(Diagnostic) {
    output.write("1..\(number)\n")
    try output.finish()
  }

  func discard() { output.discard() }
}

extension String {
  func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
