/// `replay --report html=FILE`: one self-contained page (inline CSS and SVG, no script, no
/// request anywhere, printable) with the summary, every failure with its diff, the per-field
/// table with precision and recall, confusion matrices, coverage, the slowest utterances and
/// drift against a baseline. The failures are rendered as they come and kept in a spool; the
/// rest is counters (`ReplayTally`), so a run of any length writes a page in constant memory.
final class HTMLReportSink: ReplaySink {
  private let output: ReportOutput
  private let failures: Spool
  private let malformed: Spool
  private var malformedCount = 0

  init(output: ReportOutput) throws(Diagnostic) {
    self.output = output
    self.failures = try Spool()
    self.malformed = try Spool()
  }

  func problem(_ problem: Diagnostic) {
    malformedCount += 1
    let at = problem.location.map { "\($0.file):\($0.line.map(String.init) ?? "")" } ?? ""
    malformed.write("<li class=\"malformed\"><code>\(HTMLText.html(at))</code> \(HTMLText.html(problem.message))</li>\n")
  }

  func add(_ c: Replayer.CaseResult, failure: Int?) {
    guard let failure else { return }
    failures.write(Self.failureArticle(c, number: failure))
  }

  /// One failure: its number (an anchor), file:line, what was heard, what Siri said, and a
  /// row per failed expectation (field, expected, got, the expectation's line).
  static func failureArticle(_ c: Replayer.CaseResult, number: Int) -> String {
    let h = HTMLText.html
    var out = "<article class=\"failure\" id=\"f\(number)\">\n"
    out += "<h3><a class=\"num\" href=\"#f\(number)\">#\(number)</a> <code class=\"at\">\(h(c.file)):\(c.utterance.line)</code></h3>\n"
    out += "<p class=\"heard\"><span class=\"k\">heard</span> “\(h(c.utterance.text))”</p>\n"
    if let result = c.result {
      let fields = ResultFields(result)
      out += "<p class=\"said\"><span class=\"k\">siri</span> \(h(result.dialog.text))</p>\n"
      out += "<p class=\"got\"><span class=\"k\">got</span> \(h(fields.value("intent") ?? "none")) · code \(h(fields.value("code") ?? "none"))"
      if let item = fields.value("item"), item != "none" { out += " · item \(h(item))" }
      out += "</p>\n"
    }
    if let error = c.error {
      out += "<p class=\"error\"><span class=\"k\">error</span> \(h(error.description))</p>\n"
    } else {
      out += "<table class=\"diff\"><thead><tr><th>field</th><th>expected</th><th>got</th><th>line</th></tr></thead><tbody>\n"
      for o in c.outcomes where !o.passed {
        let e = o.expectation
        let expected: String
        if e.field == "resolved" {
          expected = "no items"
        } else if e.negated {
          expected = "anything but “\(h(e.value))”"
        } else if e.contains {
          expected = "contains “\(h(e.value))”"
        } else {
          expected = "“\(h(e.value))”"
        }
        out += "<tr><th scope=\"row\"><code>\(h((e.negated ? "not " : "") + e.field))</code></th><td class=\"exp\">\(expected)</td>"
        out += "<td class=\"act\">“\(h(o.actual))”</td><td class=\"ln\">\(e.line > 0 ? String(e.line) : "")</td></tr>\n"
      }
      out += "</tbody></table>\n"
    }
    return out + "</article>\n"
  }

  func finish(_ summary: ReplaySummary) throws(Diagnostic) {
    let page = HTMLPage(summary: summary, malformedCount: malformedCount)
    output.write(page.head)
    output.write(page.summarySection)
    if let drift = page.driftSection { output.write(drift) }
    output.write(page.failuresOpening)
    if malformedCount > 0 {
      output.write("<h3 id=\"malformed\">Malformed lines (\(malformedCount))</h3>\n<ul class=\"malformed-list\">\n")
      try malformed.copy(to: output)
      output.write("</ul>\n")
    }
    try failures.copy(to: output)
    output.write("</section>\n")
    output.write(page.fieldsSection)
    output.write(page.confusionSection)
    output.write(page.coverageSection)
    output.write(page.slowestSection)
    output.write(page.tail)
    try output.finish()
  }

  func discard() { output.discard() }
}
