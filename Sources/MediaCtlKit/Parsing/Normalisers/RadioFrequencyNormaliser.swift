import Foundation

/// Radio frequencies → the station's name as Siri writes it: "89.1 FM", "ninety three point
/// five fm" → "93.5 FM", "one oh one point one FM" → "101.1 FM", "ten ten AM" → "1010 AM".
///
/// A number is a frequency only with its band ("FM", "AM", "F M") and only in the band's range
/// (FM 87.5–108, AM 530–1710), so "play 22 by Taylor Swift" and "I am" stay what they are.
public enum RadioFrequencyNormaliser {
  public struct Match: Sendable, Hashable {
    /// Words used: the number and the band.
    public var range: Range<Int>
    /// "93.5 FM".
    public var name: String
    public var frequency: Double
    public var band: String
  }

  static let digitWords: [String: Int] = [
    "zero": 0, "oh": 0, "o": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9,
  ]

  /// The first frequency with its band in `words`, or nil.
  public static func find(in words: [String]) -> Match? {
    // No band word, no frequency: most utterances stop here without reading a number.
    guard words.contains(where: isBandWord) else { return nil }
    for i in words.indices {
      if let m = match(words, at: i) { return m }
    }
    return nil
  }

  /// A word that is or ends a band name ("fm", "a.m.", the "m" of "f m").
  static func isBandWord(_ word: String) -> Bool { bandWords.contains(word) }
  static let bandWords: WordSet = ["fm", "f.m", "f.m.", "am", "a.m", "a.m.", "m"]

  static func match(_ words: [String], at i: Int) -> Match? {
    // "FM 90.3", "F M ninety point three": the band said first (FM only: "I am 600 miles
    // away" is no AM station).
    if let width = fmWidth(words, at: i), let (value, length) = number(words, at: i + width) {
      return named(value, band: "FM", range: i..<i + width + length)
    }
    guard let (value, length) = number(words, at: i) else { return nil }
    var j = i + length
    guard j < words.count else { return nil }
    var band: String?
    switch words[j] {
    case "fm", "f.m", "f.m.": band = "FM"; j += 1
    case "am", "a.m", "a.m.": band = "AM"; j += 1
    case "f", "a":
      if j + 1 < words.count, words[j + 1] == "m" { band = words[j] == "f" ? "FM" : "AM"; j += 2 }
    default: break
    }
    guard let band else { return nil }
    return named(value, band: band, range: i..<j)
  }

  /// How many words the FM band takes at `i` ("fm", "f.m.", "f m"), or nil.
  static func fmWidth(_ words: [String], at i: Int) -> Int? {
    guard i < words.count else { return nil }
    switch words[i] {
    case "fm", "f.m", "f.m.": return 1
    case "f": return i + 1 < words.count && words[i + 1] == "m" ? 2 : nil
    default: return nil
    }
  }

  /// The match for a frequency in its band's range, or nil.
  static func named(_ value: Double, band: String, range: Range<Int>) -> Match? {
    stationName(value, band: band).map { Match(range: range, name: $0, frequency: value, band: band) }
  }

  /// The station's name as Siri writes it ("93.5 FM", "1010 AM") when the frequency is in its
  /// band's range (FM 87.5–108, AM 530–1710 whole), or nil.
  static func stationName(_ value: Double, band: String) -> String? {
    if band == "FM" {
      guard (87.5...108.0).contains(value) else { return nil }
      return value.rounded() == value ? "\(Int(value)) FM" : String(format: "%.1f FM", value)
    }
    guard (530...1710).contains(value), value.rounded() == value else { return nil }
    return "\(Int(value)) AM"
  }

  /// "89.1", "ninety three point five", "one oh one point one", "ten ten" (1010).
  static func number(_ words: [String], at i: Int) -> (Double, Int)? {
    // Asked past the end too ("play fm": the band is the last word).
    guard words.indices.contains(i) else { return nil }
    // Digit by digit: "one oh one point one".
    var j = i
    var digits = ""
    while j < words.count, let d = digitWords[words[j]] {
      digits += String(d)
      j += 1
    }
    if digits.count >= 2, let whole = Double(digits) {
      return withFraction(whole, words, from: j, start: i)
    }
    // "ten ten", "eleven forty" (AM dial positions said in pairs).
    if j == i, let a = NumberWords.cardinals[words[i]], a >= 5, a < 20, i + 1 < words.count,
      let b = NumberWords.cardinals[words[i + 1]], b >= 10, b < 100, b % 10 == 0 || b < 20
    {
      return (Double(a * 100 + b), 2)
    }
    guard let (value, length) = NumberWords.parse(words, at: i) else { return nil }
    if words[i].contains(".") || value.rounded() != value { return (value, length) }
    return withFraction(value, words, from: i + length, start: i)
  }

  static func withFraction(_ whole: Double, _ words: [String], from j: Int, start i: Int) -> (Double, Int) {
    guard j + 1 < words.count, words[j] == "point", let d = digitWords[words[j + 1]] ?? Int(words[j + 1]).flatMap({ $0 < 10 ? $0 : nil })
    else { return (whole, j - i) }
    return (whole + Double(d) / 10, j + 2 - i)
  }
}
