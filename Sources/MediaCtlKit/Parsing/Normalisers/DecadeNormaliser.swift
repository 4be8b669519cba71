/// Decades and years → `releaseDate` ranges: "'70s", "the seventies", "1970s", "70's",
/// "from 1999", "from the year 2002", "nineteen sixty nine".
public enum DecadeNormaliser {
  public struct Match: Sendable, Hashable {
    /// Words used, including a leading "from the" / "in" / "of".
    public var range: Range<Int>
    public var releaseDate: DateComponentsRange
  }

  static let decadeWords: [String: Int] = [
    "twenties": 20, "thirties": 30, "forties": 40, "fourties": 40, "fifties": 50, "sixties": 60,
    "seventies": 70, "eighties": 80, "nineties": 90, "noughties": 0, "aughts": 0, "tens": 10,
  ]

  static let leadIns: Set<String> = ["from", "in", "of", "during", "the", "year", "released", "circa", "around", "since"]

  /// The first decade or year in `words`, or nil.
  public static func find(in words: [String]) -> Match? {
    var i = 0
    while i < words.count {
      if let (range, value) = decade(words, at: i) ?? year(words, at: i) {
        var start = range.lowerBound
        while start > 0, leadIns.contains(words[start - 1]) { start -= 1 }
        // Keep "the" that belongs to a preceding noun ("the song from the seventies": only "from the").
        return Match(range: start..<range.upperBound, releaseDate: value)
      }
      i += 1
    }
    return nil
  }

  static func century(for twoDigits: Int) -> Int { twoDigits >= 20 || twoDigits == 10 && false ? 1900 : 2000 }

  static func decade(_ words: [String], at i: Int) -> (Range<Int>, DateComponentsRange)? {
    let w = words[i]
    // "the nineteen seventies", "two thousands"
    if let d = decadeWords[w] {
      var start = i
      var base = d == 0 || d == 10 ? 2000 : 1900
      if i > 0, words[i - 1] == "nineteen" { base = 1900; start = i - 1 }
      if i > 0, words[i - 1] == "twenty", d == 10 || d == 20 { base = 2000; start = i - 1 }
      let y = base + d
      return (start..<i + 1, .years(y, through: y + 9))
    }
    if w == "two", i + 1 < words.count, words[i + 1] == "thousands" {
      return (i..<i + 2, .years(2000, through: 2009))
    }
    // '70s, 70s, 70's, 1970s, 1970's, 80s
    var s = w
    if s.hasPrefix("'") { s.removeFirst() }
    if s.hasSuffix("'s") { s.removeLast(2) } else if s.hasSuffix("s") { s.removeLast() } else { return nil }
    guard s.allSatisfy(\.isNumber), let n = Int(s) else { return nil }
    if s.count == 2, n % 10 == 0 {
      let y = (n >= 20 ? 1900 : 2000) + n
      return (i..<i + 1, .years(y, through: y + 9))
    }
    if s.count == 4, n % 10 == 0, (1900...2090).contains(n) {
      return (i..<i + 1, .years(n, through: n + 9))
    }
    return nil
  }

  static func year(_ words: [String], at i: Int) -> (Range<Int>, DateComponentsRange)? {
    let w = words[i]
    if w.count == 4, let n = Int(w), (1900...2035).contains(n) {
      // A bare year needs a lead-in or must follow music words, so "play 1999 by Prince" stays a title.
      let hasLeadIn = i > 0 && leadIns.contains(words[i - 1])
      guard hasLeadIn else { return nil }
      return (i..<i + 1, .years(n, through: n))
    }
    // "nineteen sixty nine", "two thousand and two"
    guard NumberWords.cardinals[w] != nil, i > 0, leadIns.contains(words[i - 1]) else { return nil }
    if let (value, length) = NumberWords.parse(words, at: i), length >= 2, value >= 1900, value <= 2035,
      value.rounded() == value
    {
      let y = Int(value)
      return (i..<i + length, .years(y, through: y))
    }
    return nil
  }
}
