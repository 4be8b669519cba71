/// The parts of the HTML report that depend on the whole run, rendered from its counters.
struct HTMLPage {
  let summary: ReplaySummary
  let malformedCount: Int
  private var tally: ReplayTally { summary.tally }
  private let h = HTMLText.html

  var head: String {
    let verdict = tally.failed == 0 && tally.problems == 0 ? "passed" : "failed"
    let title = "mediactl replay: \(tally.passed) passed, \(tally.failed) failed"
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">\n"
    out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    out += "<title>\(h(title))</title>\n<style>\n\(HTMLStyle.css)</style>\n</head>\n<body class=\"\(verdict)\">\n"
    out += "<header>\n<h1>mediactl replay <span class=\"verdict\">\(verdict)</span></h1>\n<nav>"
    var links = [("summary", "Summary")]
    if summary.drift != nil { links.append(("drift", "Drift")) }
    links += [("failures", "Failures"), ("fields", "Fields"), ("confusion", "Confusion"), ("coverage", "Coverage"), ("slowest", "Slowest")]
    out += links.map { "<a href=\"#\($0.0)\">\($0.1)</a>" }.joined(separator: " ")
    return out + "</nav>\n</header>\n<main>\n"
  }

  var summarySection: String {
    var out = "<section id=\"summary\">\n<h2>Summary</h2>\n<div class=\"tiles\">\n"
    let tiles: [(String, Int, String)] = [
      ("passed", tally.passed, "ok"), ("failed", tally.failed, tally.failed > 0 ? "bad" : "ok"),
      ("malformed", tally.problems, tally.problems > 0 ? "bad" : "ok"), ("utterances", tally.utterances, ""),
      ("expectations", tally.expectations, ""), ("files", tally.files.count, ""),
    ]
    for (name, n, tone) in tiles {
      out += "<div class=\"tile \(tone)\"><span class=\"n\" id=\"count-\(name)\">\(n)</span> \(name)</div>\n"
    }
    out += "</div>\n" + summaryBar
    out += "<dl class=\"context\">\n<dt>command</dt><dd><code>\(h(summary.context.command))</code></dd>\n"
    let catalogs = summary.context.catalogs.isEmpty ? ["none loaded"] : summary.context.catalogs
    out += "<dt>catalog\(catalogs.count == 1 ? "" : "s")</dt><dd>\(catalogs.map { "<code>\(h($0))</code>" }.joined(separator: "<br>"))</dd>\n"
    if tally.unchecked > 0 { out += "<dt>unchecked</dt><dd>\(HTMLText.plural(tally.unchecked, "utterance")) without expectations</dd>\n" }
    out += "</dl>\n<div class=\"scroll\"><table id=\"files\" class=\"num\">\n<thead><tr><th>file</th><th>utterances</th><th>passed</th><th>failed</th><th>malformed</th><th>expectations</th></tr></thead>\n<tbody>\n"
    for f in tally.files {
      out += "<tr><th scope=\"row\"><code>\(h(f.path))</code></th><td>\(f.utterances)</td><td>\(f.passed)</td>"
      out += "<td class=\"\(f.failed > 0 ? "bad" : "")\">\(f.failed)</td><td class=\"\(f.malformed > 0 ? "bad" : "")\">\(f.malformed)</td><td>\(f.expectations)</td></tr>\n"
    }
    return out + "</tbody>\n</table></div>\n</section>\n"
  }

  /// Passed, failed and malformed as one stacked bar.
  private var summaryBar: String {
    let total = max(1, tally.passed + tally.failed + tally.problems)
    var x = 0.0
    var out = "<svg class=\"bar\" viewBox=\"0 0 1000 24\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"\(tally.passed) passed, \(tally.failed) failed, \(tally.problems) malformed\">"
    for (n, tone) in [(tally.passed, "ok"), (tally.failed, "bad"), (tally.problems, "warn")] where n > 0 {
      let w = Double(n) / Double(total) * 1000
      out += "<rect class=\"\(tone)\" x=\"\(Self.number(x))\" y=\"0\" width=\"\(Self.number(w))\" height=\"24\"/>"
      x += w
    }
    return out + "</svg>\n"
  }

  static func number(_ d: Double) -> String { String((d * 10).rounded() / 10) }

  var driftSection: String? {
    guard let drift = summary.drift else { return nil }
    var out = "<section id=\"drift\">\n<h2>Drift against <code>\(h(drift.baselinePath))</code></h2>\n<div class=\"tiles\">\n"
    for kind in ReplayDrift.Kind.allCases {
      let id = kind == .newlyFailing ? "newly-failing" : kind == .newlyPassing ? "newly-passing" : "changed"
      out += "<div class=\"tile \(kind == .newlyFailing && drift.count(kind) > 0 ? "bad" : "")\"><span class=\"n\" id=\"drift-\(id)\">\(drift.count(kind))</span> \(kind.rawValue)</div>\n"
    }
    out += "</div>\n<p class=\"note\">\(HTMLText.plural(drift.added, "utterance")) not in the baseline, \(drift.removed) no longer run.</p>\n"
    for kind in ReplayDrift.Kind.allCases {
      let entries = drift.entries[kind] ?? []
      guard !entries.isEmpty else { continue }
      out += "<h3>\(h(kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst())) (\(drift.count(kind)))</h3>\n<ul class=\"drift\">\n"
      for e in entries {
        let at = "\(h(e.file)):\(e.line)"
        out += "<li class=\"drift-\(kind == .changed ? "changed" : kind == .newlyFailing ? "failing" : "passing")\">"
        out += e.failure.map { "<a href=\"#f\($0)\"><code>\(at)</code></a>" } ?? "<code>\(at)</code>"
        out += " “\(h(e.text))”"
        if !e.changes.isEmpty {
          out += "<ul class=\"changes\">"
          for c in e.changes.prefix(12) {
            out += "<li><code>\(h(c.field))</code> <del>\(h(c.before))</del> → <ins>\(h(c.after))</ins></li>"
          }
          if e.changes.count > 12 { out += "<li>… and \(e.changes.count - 12) more fields</li>" }
          out += "</ul>"
        }
        out += "</li>\n"
      }
      if drift.count(kind) > entries.count { out += "<li>… and \(drift.count(kind) - entries.count) more</li>\n" }
      out += "</ul>\n"
    }
    return out + "</section>\n"
  }

  var failuresOpening: String {
    var out = "<section id=\"failures\">\n<h2>Failures (\(tally.failed))</h2>\n"
    if tally.failed == 0 { out += "<p class=\"none\">Every utterance met its expectations.</p>\n" }
    return out
  }

  var fieldsSection: String {
    var out = "<section id=\"fields\">\n<h2>Expectations by field</h2>\n"
    guard !tally.fields.isEmpty else { return out + "<p class=\"none\">No expectations.</p>\n</section>\n" }
    out += "<p class=\"note\">Precision and recall count positive exact expectations: a value expected and another or none got is a miss; a value got where none or another was expected is a false alarm.</p>\n"
    out += "<div class=\"scroll\"><table class=\"num\" id=\"field-table\">\n<thead><tr><th>field</th><th>held</th><th>accuracy</th><th>precision</th><th>recall</th><th>F1</th></tr></thead>\n<tbody>\n"
    for key in tally.fields.keys.sorted() {
      guard let s = tally.fields[key] else { continue }
      let pct = HTMLText.percent(s.accuracy)
      out += "<tr><th scope=\"row\"><code>\(h(key))</code></th><td>\(s.passed)/\(s.total)</td>"
      out += "<td><span class=\"meter\"><span style=\"width:\(pct == "–" ? "0%" : pct)\"></span></span> \(pct)</td>"
      out += "<td>\(HTMLText.percent(s.precision))</td><td>\(HTMLText.percent(s.recall))</td><td>\(HTMLText.percent(s.f1))</td></tr>\n"
    }
    return out + "</tbody>\n</table></div>\n</section>\n"
  }

  var slowestSection: String {
    var out = "<section id=\"slowest\">\n<h2>Slowest utterances</h2>\n"
    guard !tally.slowest.entries.isEmpty else { return out + "<p class=\"none\">Nothing ran.</p>\n</section>\n" }
    out += "<p class=\"note\">Wall time of each request (parse, resolve, handle, dialog) on this machine; the \(tally.slowest.entries.count) longest.</p>\n"
    out += "<div class=\"scroll\"><table id=\"slowest-table\">\n<thead><tr><th>time</th><th>where</th><th>utterance</th><th>result</th></tr></thead>\n<tbody>\n"
    for e in tally.slowest.entries {
      out += "<tr><td class=\"t\">\(HTMLText.milliseconds(e.seconds))</td><td><code>\(h(e.file)):\(e.line)</code></td><td>“\(h(e.text))”</td>"
      out += "<td class=\"\(e.passed ? "ok" : "bad")\">\(e.passed ? "passed" : "failed")</td></tr>\n"
    }
    return out + "</tbody>\n</table></div>\n</section>\n"
  }

  var tail: String {
    "</main>\n<footer>mediactl \(MediaCtl.version) · \(HTMLText.plural(tally.utterances, "utterance")) · \(tally.summaryLine)</footer>\n</body>\n</html>\n"
  }
}
