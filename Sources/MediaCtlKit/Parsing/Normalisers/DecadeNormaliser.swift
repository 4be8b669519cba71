/// Decades and years → `releaseDate` ranges: "'70s", "the seventies", "1970s", "70's",
/// "from 1999", "from the year 2002", "nineteen sixty nine", "the two thousands".
///
/// A bare four-digit number ("1999") is only a year with a lead-in ("from 1999", "in 1988")
/// or where the caller's context says so (`Match.isBareYear`): "Play 1999 by Prince" is a title.
/// Ordinals are never years or dates ("the third album" is an album, not the 3rd of a month,
/// which is how Duckling reads it).
public enum DecadeNormaliser {
  public struct Match: Sendable, Hashable {
    /// Words used, including a leading "from the" / "in" / "of".
    public var range: Range<Int>
    public var releaseDate: DateComponentsRange
    /// A four-digit or spelled year with no lead-in: the caller decides from the neighbours.
    public var isBareYear: Bool
  }

  static let decadeWords: [String: Int] = [
    "twenties": 20, "thirties": 30, "forties": 40, "fourties": 40, "fifties": 50, "sixties": 60,
    "seventies": 70, "eighties": 80, "nineties": 90, "noughties": 0, "aughts": 0, "tens": 10,
  ]

  static let spelledYearStarts: WordSet = ["nineteen", "twenty", "two", "one"]

  static let leadIns: WordSet = ["from", "in", "of", "during", "the", "year", "released", "circa", "around", "since", "early", "late", "mid"]
  /// Lead-ins that make a bare number a year ("from 1999"); "the" alone does not ("the 1999 album" does, by context).
  static let yearLeadIns: WordSet = ["from", "in", "of", "during", "year", "released", "circa", "around", "since"]

  /// Whether a match can be anchored at this word (every one has a word with a digit or an
  /// apostrophe first, a decade word, or a spelled year's first word): most requests have
  /// none, and are answered without looking for dates.
  static func mayAnchor(_ word: String) -> Bool {
    guard let first = word.utf8.first else { return false }
    if (0x30...0x39).contains(first) || first == UInt8(ascii: "'") || first >= 0x80 { return true }
    return (word.utf8.last == UInt8(ascii: "s") && decadeWords[word] != nil) || spelledYearStarts.contains(word)
  }

  /// `mayAnchor` for a word of an utterance, with its key: short words are answered from the
  /// key's bytes and lookups by key.
  static func mayAnchor(_ word: String, key: WordKey) -> Bool {
    guard let ends = key.shortWordEnds else { return mayAnchor(word) }
    if (0x30...0x39).contains(ends.first) || ends.first == UInt8(ascii: "'") || ends.first >= 0x80 { return true }
    return (ends.last == UInt8(ascii: "s") && decadeWordSet.contains(key)) || spelledYearStarts.contains(key)
  }
  static let decadeWordSet = WordSet(decadeWords.keys)

  /// The first decade or year in `words` (bare years only with a lead-in), or nil.
  public static func find(in words: [String]) -> Match? {
    allMatches(in: words).first { !$0.isBareYear }
  }

  /// Every decade or year, left to right, bare years included and flagged.
  public static func allMatches(in words: [String]) -> [Match] {
    var out: [Match] = []
    var i = 0
    while i < words.count {
      if let (range, value, bare) = decade(words, at: i).map({ ($0.0, $0.1, false) }) ?? year(words, at: i) {
        var start = range.lowerBound
        let floor = out.last?.range.upperBound ?? 0
        while start > floor, leadIns.contains(words[start - 1]) { start -= 1 }
        out.append(Match(range: start..<range.upperBound, releaseDate: value, isBareYear: bare))
        i = range.upperBound
      } else {
        i += 1
      }
    }
    return out
  }

  static func decade(_ words: [String], at i: Int) -> (Range<Int>, DateComponentsRange)? {
    let w = words[i]
    // Every decade word ends in "s" ("seventies", "'70s", "1970's"), or is "two thousands".
    guard w.utf8.last == UInt8(ascii: "s") || w == "two" else { return nil }
    // "the nineteen seventies", "the twenty tens", "two thousands"
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
    var s = Substring(w)
    if s.hasPrefix("'") || s.hasPrefix("‘") { s.removeFirst() }
    if s.hasSuffix("'s") { s.removeLast(2) } else if s.hasSuffix("s") { s.removeLast() } else { return nil }
    guard !s.isEmpty, s.allSatisfy(\.isASCII), s.allSatisfy(\.isNumber), let n = Int(s) else { return nil }
    if s.count == 2, n % 10 == 0 {
      let y = (n >= 20 ? 1900 : 2000) + n
      return (i..<i + 1, .years(y, through: y + 9))
    }
    if s.count == 4, n % 10 == 0, (1900...2090).contains(n) {
      return (i..<i + 1, .years(n, through: n + 9))
    }
    return nil
  }

  static func year(_ words: [String], at i: Int) -> (Range<Int>, DateComponentsRange, Bool)? {
    let w = words[i]
    var hasLeadIn: Bool { i > 0 && yearLeadIns.contains(words[i - 1]) }
    if w.utf8.count == 4, let n = Int(w), (1900...2035).contains(n) {
      return (i..<i + 1, .years(n, through: n), !hasLeadIn)
    }
    // "nineteen sixty nine", "twenty twenty", "two thousand and two", "one thousand nine
    // hundred": spelled years from 1900 to 2035 start with one of these (never an ordinal:
    // "the third album").
    guard Self.spelledYearStarts.contains(w) else { return nil }
    if let (value, length) = NumberWords.parse(words, at: i), length >= 2, value >= 1900, value <= 2035,
      value.rounded() == value
    {
      let y = Int(value)
      return (i..<i + length, .years(y, through: y), !hasLeadIn)
    }
    return nil
  }
}
