import Foundation

/// Spelled-out numbers and ordinals ("eighty-first" ↔ "81st", "ninety three point five" → 93.5),
/// built from ICU's spell-out rules through `NumberFormatter` rather than a hand-written table.
public enum NumberWords {
  /// Spelled cardinal word (or hyphenated compound) → value, 0…99, plus the scale words.
  public static let cardinals: [String: Int] = {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .spellOut
    var table: [String: Int] = [:]
    for n in 0...99 {
      guard let spelled = formatter.string(from: NSNumber(value: n)) else { continue }
      table[spelled] = n
    }
    table["oh"] = 0
    table["zero"] = 0
    return table
  }()

  /// Spelled ordinal ("first", "eighty-first", "twentieth") → value, 1…99.
  public static let ordinals: [String: Int] = {
    var table: [String: Int] = [:]
    for (word, n) in cardinals where n > 0 {
      table[ordinalWord(fromCardinal: word)] = n
    }
    return table
  }()

  /// English ordinal spelling from a spelled cardinal: the last word changes.
  static func ordinalWord(fromCardinal word: String) -> String {
    var parts = word.split(separator: "-").map(String.init)
    guard let last = parts.popLast() else { return word }
    let irregular = [
      "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
      "nine": "ninth", "twelve": "twelfth",
    ]
    let ordinal: String
    if let i = irregular[last] {
      ordinal = i
    } else if last.hasSuffix("y") {
      ordinal = String(last.dropLast()) + "ieth"
    } else {
      ordinal = last + "th"
    }
    return (parts + [ordinal]).joined(separator: "-")
  }

  /// "1st", "2nd", "3rd", "81st", "11th".
  public static func ordinalSuffix(_ n: Int) -> String {
    let tens = n % 100
    if (11...13).contains(tens) { return "\(n)th" }
    switch n % 10 {
    case 1: return "\(n)st"
    case 2: return "\(n)nd"
    case 3: return "\(n)rd"
    default: return "\(n)th"
    }
  }

  static let scales: [String: Int] = ["hundred": 100, "thousand": 1000, "million": 1_000_000]

  /// Reads a spelled number at the start of `words` ("ninety three point five fm" → 93.5, 4 words
  /// used). Returns nil when the first word is not a number word.
  public static func parseNumber(_ words: ArraySlice<String>) -> (value: Double, wordCount: Int, ordinal: Bool)? {
    var i = words.startIndex
    var total = 0
    var current = 0
    var used = 0
    var sawNumber = false
    var ordinal = false
    func value(of word: String) -> Int? { cardinals[word] }
    while i < words.endIndex {
      let word = words[i]
      if let n = value(of: word) {
        // "nineteen sixty nine" style years: a second two-digit group after a teen/tens group.
        if sawNumber, current > 0, current % 10 == 0 || current < 20, n < 10, current >= 20 {
          current += n
        } else if sawNumber, current > 0, current < 100, n >= 10, total == 0, words.count >= 2 {
          // "nineteen sixty": year-like pair.
          current = current * 100 + n
        } else if sawNumber, current > 0, n < 10, current % 10 != 0 {
          break
        } else {
          current += n
        }
        sawNumber = true
        used = i - words.startIndex + 1
      } else if let o = ordinals[word] {
        current += o
        sawNumber = true
        ordinal = true
        used = i - words.startIndex + 1
        break
      } else if sawNumber, let scale = scales[word] {
        if scale == 100 {
          current = max(current, 1) * 100
        } else {
          total += max(current, 1) * scale
          current = 0
        }
        used = i - words.startIndex + 1
      } else if sawNumber, word == "and", i + 1 < words.endIndex, value(of: words[i + 1]) != nil {
        // "nine hundred and eighty seven"
      } else {
        break
      }
      i += 1
    }
    guard sawNumber else { return nil }
    var result = Double(total + current)
    // Decimal part: "point five", "point nine".
    let next = words.startIndex + used
    if !ordinal, next + 1 < words.endIndex, words[next] == "point" {
      var digits = ""
      var j = next + 1
      while j < words.endIndex, let d = value(of: words[j]), d < 10 {
        digits += String(d)
        j += 1
      }
      if !digits.isEmpty, let fraction = Double("0." + digits) {
        result += fraction
        used = j - words.startIndex
      }
    }
    return (result, used, ordinal)
  }
}
