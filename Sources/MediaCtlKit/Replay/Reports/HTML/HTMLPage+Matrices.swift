/// The confusion matrices and the coverage matrices of the HTML report.
extension HTMLPage {
  var confusionSection: String {
    var out = "<section id=\"confusion\">\n<h2>Confusion matrices</h2>\n"
    out += "<p class=\"note\">Rows are what an expectation asked for, columns what the run got; a cell's shade is its share of the row. Off-diagonal counts link to their utterances.</p>\n"
    for (i, matrix) in summary.tally.matrices.enumerated() {
      out += "<h3>\(HTMLText.html(matrix.title)) <span class=\"sub\">(\(HTMLText.plural(matrix.total, "expectation")) on <code>\(HTMLText.html(matrix.field))</code>)</span></h3>\n"
      out += matrix.isEmpty ? "<p class=\"none\">No expectation on this field.</p>\n" : confusionTable(matrix, id: "cm\(i)")
    }
    return out + "</section>\n"
  }

  /// `id`: a prefix for the anchors of the off-diagonal cells (`cm0-2-5`).
  private func confusionTable(_ m: ConfusionMatrix, id: String) -> String {
    let h = HTMLText.html
    let labels = m.labels
    var out = "<div class=\"scroll\"><table class=\"matrix\" id=\"\(id)\">\n<thead><tr><th class=\"corner\">expected ↓ got →</th>"
    for label in labels { out += "<th scope=\"col\" class=\"col\"><span>\(h(label))</span></th>" }
    out += "</tr></thead>\n<tbody>\n"
    var cells: [(anchor: String, expected: String, got: String, count: Int, examples: [ConfusionMatrix.Example])] = []
    for (r, expected) in labels.enumerated() {
      let rowTotal = m.rowTotal(expected)
      out += "<tr><th scope=\"row\">\(h(expected))</th>"
      for (c, got) in labels.enumerated() {
        let n = m.count(expected: expected, got: got)
        guard n > 0 else {
          out += "<td class=\"zero\"></td>"
          continue
        }
        let share = rowTotal == 0 ? 0 : Double(n) / Double(rowTotal)
        let alpha = HTMLPage.number(0.12 + 0.6 * share)
        let title = "expected \(expected), got \(got): \(n)"
        if r == c {
          out += "<td class=\"hit\" style=\"--a:\(alpha)\" title=\"\(h(title))\">\(n)</td>"
        } else {
          let anchor = "\(id)-\(r)-\(c)"
          out += "<td class=\"miss\" style=\"--a:\(alpha)\" title=\"\(h(title))\"><a href=\"#\(anchor)\">\(n)</a></td>"
          cells.append((anchor, expected, got, n, m.examples[ConfusionMatrix.Cell(expected: expected, got: got)] ?? []))
        }
      }
      out += "</tr>\n"
    }
    out += "</tbody>\n</table></div>\n"
    guard !cells.isEmpty else { return out }
    out += "<div class=\"cells\">\n"
    for cell in cells {
      out += "<div class=\"cell\" id=\"\(cell.anchor)\"><h4>expected <code>\(h(cell.expected))</code>, got <code>\(h(cell.got))</code> (\(cell.count))</h4><ul>\n"
      for e in cell.examples {
        let at = "<code>\(h(e.file)):\(e.line)</code>"
        out += "<li>\(e.failure.map { "<a href=\"#f\($0)\">\(at)</a>" } ?? at) “\(h(e.text))”</li>\n"
      }
      if cell.count > cell.examples.count { out += "<li>… and \(cell.count - cell.examples.count) more</li>\n" }
      out += "</ul></div>\n"
    }
    return out + "</div>\n"
  }

  var coverageSection: String {
    let coverage = summary.tally.coverage
    var out = "<section id=\"coverage\">\n<h2>Coverage</h2>\n"
    out += "<p class=\"note\">How many utterances exercised each combination; empty cells are gaps no utterance reached.</p>\n"
    let axes = [("mediaType", "Intents × media types"), ("option", "Intents × playback options"), ("device", "Intents × devices"), ("locale", "Intents × locales")]
    for (axis, title) in axes {
      out += "<h3>\(title)</h3>\n" + coverageTable(coverage, axis: axis)
    }
    out += "<h3>SiriKit values exercised</h3>\n<dl class=\"groups\">\n"
    for (group, all) in ReplayCoverage.universe {
      let seen = coverage.seen[group] ?? [:]
      let covered = all.filter { seen[$0] != nil }.count
      out += "<dt>\(HTMLText.html(group)) <span class=\"sub\">\(covered)/\(all.count)</span></dt><dd>"
      out += all.map { value in
        let n = seen[value] ?? 0
        return n > 0
          ? "<span class=\"chip on\" title=\"\(n)\">\(HTMLText.html(value))</span>"
          : "<span class=\"chip off\" title=\"never\">\(HTMLText.html(value))</span>"
      }.joined(separator: " ")
      out += "</dd>\n"
    }
    return out + "</dl>\n</section>\n"
  }

  private func coverageTable(_ coverage: ReplayCoverage, axis: String) -> String {
    let h = HTMLText.html
    let columns = coverage.columns(axis)
    var out = "<div class=\"scroll\"><table class=\"matrix coverage\" data-axis=\"\(axis)\">\n<thead><tr><th class=\"corner\"></th>"
    for column in columns { out += "<th scope=\"col\" class=\"col\"><span>\(h(column))</span></th>" }
    out += "</tr></thead>\n<tbody>\n"
    for row in ReplayCoverage.rows {
      // Options and media types belong to intents only.
      if (axis == "option" && row != IntentKind.play.rawValue) || (axis == "mediaType" && !IntentKind.allCases.map(\.rawValue).contains(row)) { continue }
      out += "<tr><th scope=\"row\">\(h(row))</th>"
      for column in columns {
        let n = coverage.count(row: row, axis: axis, column: column)
        out += n > 0 ? "<td class=\"on\">\(n)</td>" : "<td class=\"gap\" title=\"never\"></td>"
      }
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table></div>\n"
  }
}
