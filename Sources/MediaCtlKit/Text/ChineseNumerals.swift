/// Chinese numerals and digits: "一九六九" and "1969" are the same title (behaviours §4),
/// "八十年代" is "80年代", and "三十秒" is thirty seconds.
public enum ChineseNumerals {
  static let digitValues: [Character: Int] = [
    "零": 0, "〇": 0, "○": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
    "八": 8, "九": 9,
  ]

  static let unitValues: [Character: Int] = ["十": 10, "百": 100, "千": 1000, "万": 10_000]

  /// Whether a character is a Chinese numeral (digit or unit).
  public static func isNumeral(_ ch: Character) -> Bool { digitValues[ch] != nil || unitValues[ch] != nil }

  /// The value of a run of Chinese numerals or ASCII digits: "一九六九" → 1969 (read digit by
  /// digit), "二十一" → 21, "八十" → 80, "十" → 10, "30" → 30. Nil when it is not a number.
  public static func value(_ text: some StringProtocol) -> Int? {
    // Numerals and digits are each one scalar and one Character, so the scalars say the same
    // (a Character with a mark on it is no numeral either way).
    value(scalars: text.unicodeScalars)
  }

  /// The value of a run of numeral scalars (see `value(_:)`): a parser's run of numerals is read
  /// without making it a string of Characters, whose comparisons and dictionary lookups break
  /// graphemes.
  public static func value(scalars: some Collection<Unicode.Scalar>) -> Int? {
    guard !scalars.isEmpty else { return nil }
    if scalars.allSatisfy({ $0.value >= 0x30 && $0.value <= 0x39 }) {
      // As `Int(_:)` reads digits: nil when the number does not fit.
      var v = 0
      for s in scalars {
        let (times, o1) = v.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times.addingReportingOverflow(Int(s.value) - 0x30)
        if o1 || o2 { return nil }
        v = sum
      }
      return v
    }
    guard scalars.allSatisfy({ digitValue($0) != nil || unitValue($0) != nil }) else { return nil }
    if !scalars.contains(where: { unitValue($0) != nil }) {
      return scalars.reduce(0) { $0 * 10 + (digitValue($1) ?? 0) }
    }
    var total = 0
    var section = 0
    var digit = 0
    for s in scalars {
      if let d = digitValue(s) {
        digit = d
      } else if let u = unitValue(s) {
        if u == 10_000 {
          total += (section + digit) * u
          section = 0
        } else {
          section += (digit == 0 ? 1 : digit) * u
        }
        digit = 0
      }
    }
    return total + section + digit
  }

  /// `digitValues` by scalar.
  @inline(__always)
  static func digitValue(_ s: Unicode.Scalar) -> Int? {
    switch s {
    case "零", "〇", "○": 0
    case "一": 1
    case "二", "两": 2
    case "三": 3
    case "四": 4
    case "五": 5
    case "六": 6
    case "七": 7
    case "八": 8
    case "九": 9
    default: nil
    }
  }

  /// `unitValues` by scalar.
  @inline(__always)
  static func unitValue(_ s: Unicode.Scalar) -> Int? {
    switch s {
    case "十": 10
    case "百": 100
    case "千": 1000
    case "万": 10_000
    default: nil
    }
  }

  /// The text with every run of two or more Chinese numerals (or one with a unit: 十, 百)
  /// replaced by its digits: "一九六九" → "1969", "八十年代" → "80年代". Single digits
  /// (一, 三) stay, as they are words more often than numbers. Nil when nothing changed.
  public static func withDigits(_ text: String) -> String? {
    let chars = Array(text)
    var out = ""
    var changed = false
    var i = 0
    while i < chars.count {
      guard isNumeral(chars[i]) else { out.append(chars[i]); i += 1; continue }
      var j = i
      while j < chars.count, isNumeral(chars[j]) { j += 1 }
      let run = chars[i..<j]
      let hasUnit = run.contains { unitValues[$0] != nil }
      if run.count >= 2 || hasUnit, run.first != "万", let v = value(String(run)) {
        out += String(v)
        changed = true
      } else {
        out += String(run)
      }
      i = j
    }
    return changed ? out : nil
  }
}
