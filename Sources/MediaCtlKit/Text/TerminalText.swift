/// Text from utterances, catalogs and files made safe to print on a terminal: control
/// characters (ESC, BEL, CR, NUL, DEL …), line and paragraph separators and the bidirectional
/// controls that reorder what follows (U+202E) are spelled as escapes (`\n`, `\u{1B}`), so an
/// ANSI sequence or a line break in a title can neither restyle the terminal nor break the
/// one-line-per-field output. Everything else, emoji and joiners included, is kept.
public enum TerminalText {
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    // ASCII needs no look-up of Unicode properties (most of the time of a catalog check with
    // 100,000 problems went there).
    if scalar.value < 0x80 { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: break
    }
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  public static func escaped(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        out.append(scalar)
        continue
      }
      let spelled: String
      switch scalar {
      case "\n": spelled = "\\n"
      case "\r": spelled = "\\r"
      case "\t": spelled = "\\t"
      default: spelled = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
      out.append(contentsOf: spelled.unicodeScalars)
    }
    return String(out)
  }
}
