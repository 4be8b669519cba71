/// What a replay run prints and writes: failures as field-level diffs with `file:line`, a
/// per-field accuracy table, JUnit XML and a JSON report.
public enum ReplayReport {
  /// The text report; its last line is `N passed, N failed`.
  public static func text(_ run: Replayer.Run) -> String {
    var lines: [String] = []
    for problem in run.problems { lines.append(problem.description) }
    for c in run.cases where !c.passed {
      lines.append(contentsOf: failureLines(c))
    }
    if !lines.isEmpty { lines.append("") }
    let table = fieldTable(run)
    if !table.isEmpty {
      lines.append("expectations by field:")
      lines.append(contentsOf: table)
      lines.append("")
    }
    let expectations = run.cases.reduce(0) { $0 + $1.outcomes.count }
    let unchecked = run.cases.filter { $0.outcomes.isEmpty && $0.error == nil }.count
    func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    var summary = "\(counted(run.cases.count, "utterance")) in \(counted(run.files.count, "file")), \(counted(expectations, "expectation"))"
    if unchecked > 0 { summary += " (\(counted(unchecked, "utterance")) without expectations)" }
    if !run.problems.isEmpty { summary += ", \(run.problems.count) malformed line\(run.problems.count == 1 ? "" : "s")" }
    lines.append(summary)
    lines.append("\(run.passed) passed, \(run.failed) failed")
    return lines.map(TerminalText.escaped).joined(separator: "\n")
  }

  /// `file:line: FAIL “utterance”` then one `field: expected …, got …` line per failed expectation.
  public static func failureLines(_ c: Replayer.CaseResult) -> [String] {
    var lines = ["\(c.file):\(c.utterance.line): FAIL “\(c.utterance.text)”"]
    if let error = c.error {
      lines.append("    error: \(error.description)")
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
  public static func fieldTable(_ run: Replayer.Run) -> [String] {
    var counts: [String: (passed: Int, total: Int)] = [:]
    for c in run.cases {
      for o in c.outcomes {
        let key = (o.expectation.negated ? "not " : "") + o.expectation.field
        var entry = counts[key] ?? (0, 0)
        entry.total += 1
        if o.passed { entry.passed += 1 }
        counts[key] = entry
      }
    }
    let width = max(12, (counts.keys.map(\.count).max() ?? 0) + 2)
    return counts.keys.sorted().map { key in
      let (p, t) = counts[key] ?? (0, 0)
      let pct = t == 0 ? 100 : Int((Double(p) / Double(t) * 100).rounded())
      return "  " + key.padding(toLength: width, withPad: " ", startingAt: 0) + "\(p)/\(t)".padding(toLength: 10, withPad: " ", startingAt: 0) + "\(pct)%"
    }
  }

  /// JUnit XML: one testsuite per file, one testcase per utterance, failures with the diff.
  public static func junit(_ run: Replayer.Run) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"mediactl replay\" tests=\"\(run.cases.count)\" failures=\"\(run.failed)\" errors=\"\(run.problems.count)\">\n"
    let byFile = Dictionary(grouping: run.cases, by: \.file)
    for file in run.files.map(\.path) {
      let cases = byFile[file] ?? []
      let problems = run.problems.filter { $0.location?.file == file }
      out += "  <testsuite name=\"\(xml(file))\" tests=\"\(cases.count)\" failures=\"\(cases.filter { !$0.passed }.count)\" errors=\"\(problems.count)\">\n"
      for c in cases {
        out += "    <testcase classname=\"\(xml(file))\" name=\"\(xml("line \(c.utterance.line): \(c.utterance.text)"))\" file=\"\(xml(file))\" line=\"\(c.utterance.line)\""
        if c.passed {
          out += "/>\n"
        } else {
          let diff = failureLines(c).dropFirst().map { $0.trimmingWhitespace }.joined(separator: "\n")
          let first = diff.split(separator: "\n").first.map(String.init) ?? "failed"
          out += ">\n      <failure message=\"\(xml(first))\">\(xml("\(file):\(c.utterance.line)\n" + diff))</failure>\n    </testcase>\n"
        }
      }
      for p in problems {
        out += "    <testcase classname=\"\(xml(file))\" name=\"\(xml("malformed line \(p.location?.line ?? 0)"))\">\n      <error message=\"\(xml(p.message))\">\(xml(p.description))</error>\n    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    out += "</testsuites>\n"
    return out
  }

  static func xml(_ s: String) -> String {
    var out = ""
    for ch in s.unicodeScalars {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case _ where ch.value < 0x20 && ch != "\n" && ch != "\t": out += " "
      default: out.unicodeScalars.append(ch)
      }
    }
    return out
  }

  /// Every result with its fields and expectation outcomes.
  public static func json(_ run: Replayer.Run) -> JSONOutput {
    .object([
      ("passed", .number(Double(run.passed))),
      ("failed", .number(Double(run.failed))),
      ("malformed", .array(run.problems.map { .string($0.description) })),
      (
        "results",
        .array(
          run.cases.map { c in
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
                  .object([
                    ("expectation", .string(o.expectation.text)), ("passed", .bool(o.passed)), ("actual", .string(o.actual)),
                  ])
                })
            ))
            return .object(members)
          })
      ),
    ])
  }
}
