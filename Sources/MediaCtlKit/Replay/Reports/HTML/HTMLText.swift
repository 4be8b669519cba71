/// Escaping for the HTML page: every piece of text from a run (utterances, dialog, file
/// names, expectation values) goes through `html` before it reaches the page.
enum HTMLText {
  /// Text safe in element content and in double- or single-quoted attributes. Control
  /// characters (but tab and line feed) become U+FFFD, which HTML cannot otherwise carry.
  static func html(_ s: String) -> String {
    ScalarEscaping.escaped(s) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      case "\n", "\t": nil
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): "\u{FFFD}"
      default: nil
      }
    }
  }

  /// `12.5%`, or `–` when there is nothing to divide.
  static func percent(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "–" }
    let tenths = (value * 1000).rounded() / 10
    return tenths == tenths.rounded() ? "\(Int(tenths))%" : "\(tenths)%"
  }

  /// Milliseconds with two decimals.
  static func milliseconds(_ seconds: Double) -> String {
    let hundredths = Int((seconds * 100_000).rounded())
    return "\(hundredths / 100).\(String(hundredths % 100).leftPadded(to: 2)) ms"
  }

  /// `plural(3, "file")` → `3 files`.
  static func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
