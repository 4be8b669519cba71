/// An utterance prepared for the Chinese parser: the Unicode scalars as said (`original`) and,
/// one for one beside them, the form lexicons are matched on (`folded`: simplified script,
/// lowercase, full-width letters and digits made narrow). Punctuation goes, except inside
/// Latin names ("R&B", "Guns N' Roses"); spaces stay only between two Latin words; text in
/// title marks 《…》 is remembered as a name.
///
/// The text is read once, scalar by scalar: every Chinese character and every Latin letter is
/// one scalar, and comparing scalars is an integer compare where comparing Characters is a
/// grapheme-breaking string compare (the parser's largest cost when it read Characters).
struct ChineseText {
  private(set) var original: [Unicode.Scalar] = []
  private(set) var folded: [Unicode.Scalar] = []
  /// Whether each folded scalar is part of a Latin word (`isLatin`), read once: every phrase
  /// match asks `boundary`, which asked Unicode's properties of four scalars each time.
  private(set) var latin: [Bool] = []
  /// Spans said inside 《…》 or “…”: names, whatever their words.
  var quoted: [Range<Int>] = []

  @inline(__always)
  static func isDropped(_ s: Unicode.Scalar) -> Bool {
    switch s {
    case "。", "，", "！", "？", "、", "；", "：", "…", "～", "~", "（", "）", "(", ")", "【", "】", "[", "]",
      "「", "」", "『", "』", ",", ";", ":", "·", "—":
      return true
    default: return false
    }
  }

  @inline(__always)
  static func isOpenQuote(_ s: Unicode.Scalar) -> Bool { s == "《" || s == "“" || s == "〈" }
  @inline(__always)
  static func isCloseQuote(_ s: Unicode.Scalar) -> Bool { s == "》" || s == "”" || s == "〉" }

  init(_ text: String) {
    var quoteStart: Int?
    let scalars = Array(text.unicodeScalars)
    original.reserveCapacity(scalars.count)
    folded.reserveCapacity(scalars.count)
    for (i, ch) in scalars.enumerated() {
      if Self.isOpenQuote(ch) { quoteStart = original.count; continue }
      if Self.isCloseQuote(ch) {
        if let s = quoteStart, original.count > s { quoted.append(s..<original.count) }
        quoteStart = nil
        continue
      }
      if Self.isDropped(ch) || ch == "." && !Self.isLatinNeighbour(scalars, i) || ch == "!" || ch == "?" {
        if ch == "," || ch == "，" || ch == "、" { appendSpace() }
        continue
      }
      if Self.isSpace(ch) { appendSpace(); continue }
      // A space survives only between two Latin words.
      if let last = original.last, last == " ", !Self.isNarrow(ch) || !Self.isNarrow(original.dropLast().last ?? "一") {
        original.removeLast()
        folded.removeLast()
      }
      original.append(ch)
      folded.append(Self.fold(ch))
    }
    while original.last == " " { original.removeLast(); folded.removeLast() }
    latin = folded.map(Self.isLatin)
  }

  /// A text of folded scalars only (a phrase, a command word): `original` is `folded`.
  init(folded scalars: [Unicode.Scalar]) {
    original = scalars
    folded = scalars
    latin = scalars.map(Self.isLatin)
  }

  mutating func appendSpace() {
    if let last = original.last, last != " " {
      original.append(" ")
      folded.append(" ")
    }
  }

  var count: Int { original.count }

  @inline(__always)
  static func isSpace(_ s: Unicode.Scalar) -> Bool {
    if isHan(s) { return false }
    return s.value == 0x20 || (0x09...0x0D).contains(s.value) || s.value == 0x3000 || s.value >= 0x80 && s.properties.isWhitespace
  }

  @inline(__always)
  static func isASCIIAlphanumeric(_ s: Unicode.Scalar) -> Bool {
    (0x61...0x7A).contains(s.value | 0x20) || (0x30...0x39).contains(s.value)
  }

  /// A letter of no Han script, a combining mark on one, or an ASCII digit.
  @inline(__always)
  static func isNonHanLetter(_ s: Unicode.Scalar) -> Bool {
    if s.value < 0x80 { return (0x61...0x7A).contains(s.value | 0x20) }
    if isHan(s) { return false }
    if (0x300...0x36F).contains(s.value) { return true }
    return s.properties.isAlphabetic
  }

  /// Latin letters, digits and the ASCII signs inside names.
  static func isNarrow(_ s: Unicode.Scalar) -> Bool {
    if s.value >= 0xFF01 && s.value <= 0xFF5E { return true }
    switch s {
    case "&", "'", "-", "+", ".", "’": return true
    default: return isNonHanLetter(s) || (0x30...0x39).contains(s.value)
    }
  }

  static func isLatinNeighbour(_ chars: [Unicode.Scalar], _ i: Int) -> Bool {
    i > 0 && i + 1 < chars.count && isNarrow(chars[i - 1]) && isNarrow(chars[i + 1])
  }

  @inline(__always)
  static func isHan(_ s: Unicode.Scalar) -> Bool { TextNormalizer.isHan(s) }

  /// Whether a scalar is a Latin letter or an ASCII digit (part of a Latin word).
  @inline(__always)
  static func isLatin(_ s: Unicode.Scalar) -> Bool {
    if s.value < 0x80 { return isASCIIAlphanumeric(s) }
    return s.value < 0x3000 && isNonHanLetter(s)
  }

  /// The folded form of one scalar: full-width made narrow, lowercase, simplified script.
  static func fold(_ s: Unicode.Scalar) -> Unicode.Scalar {
    var v = s.value
    if v >= 0xFF01, v <= 0xFF5E { v -= 0xFEE0 }
    if v < 0x80 {
      if (0x41...0x5A).contains(v) { v |= 0x20 }
      return Unicode.Scalar(UInt8(v))
    }
    if v >= 0x4E00, v <= 0x9FFF {
      let mapped = ChineseScript.toSimplified[Int(v - 0x4E00)]
      return mapped != 0 ? Unicode.Scalar(mapped) ?? s : s
    }
    guard s.properties.changesWhenLowercased else { return s }
    let lower = s.properties.lowercaseMapping.unicodeScalars
    return lower.count == 1 ? lower.first ?? s : s
  }

  /// Every scalar of a phrase folded (lexicons are written in simplified script, lowercase).
  static func fold(_ phrase: String) -> [Unicode.Scalar] { phrase.unicodeScalars.map { fold($0) } }

  /// A string of scalars, encoded to UTF-8 directly (appending to a `UnicodeScalarView`
  /// validated every scalar and was the parser's largest single cost).
  static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var count = 0
    for s in scalars { count += s.value < 0x80 ? 1 : s.value < 0x800 ? 2 : s.value < 0x10000 ? 3 : 4 }
    return String(unsafeUninitializedCapacity: count) { buffer in
      var k = 0
      for s in scalars {
        let v = s.value
        switch v {
        case 0..<0x80:
          buffer[k] = UInt8(v)
          k += 1
        case 0x80..<0x800:
          buffer[k] = UInt8(0xC0 | v >> 6)
          buffer[k + 1] = UInt8(0x80 | v & 0x3F)
          k += 2
        case 0x800..<0x10000:
          buffer[k] = UInt8(0xE0 | v >> 12)
          buffer[k + 1] = UInt8(0x80 | v >> 6 & 0x3F)
          buffer[k + 2] = UInt8(0x80 | v & 0x3F)
          k += 3
        default:
          buffer[k] = UInt8(0xF0 | v >> 18)
          buffer[k + 1] = UInt8(0x80 | v >> 12 & 0x3F)
          buffer[k + 2] = UInt8(0x80 | v >> 6 & 0x3F)
          buffer[k + 3] = UInt8(0x80 | v & 0x3F)
          k += 4
        }
      }
      return k
    }
  }

  /// The original scalars of a span, as said.
  func spoken(_ range: Range<Int>) -> String {
    var r = range.clamped(to: 0..<count)
    while r.lowerBound < r.upperBound, original[r.lowerBound] == " " { r = r.lowerBound + 1..<r.upperBound }
    while r.lowerBound < r.upperBound, original[r.upperBound - 1] == " " { r = r.lowerBound..<r.upperBound - 1 }
    return Self.string(original[r])
  }

  /// The folded scalars of a span without its spaces.
  func compact(_ range: Range<Int>) -> String {
    Self.string(folded[range.clamped(to: 0..<count)].filter { $0 != " " }[...])
  }

  /// The folded scalars of a span.
  func key(_ range: Range<Int>) -> String { Self.string(folded[range.clamped(to: 0..<count)]) }

  /// Whether the folded span is exactly this phrase (no allocation).
  func span(_ range: Range<Int>, is phrase: String) -> Bool {
    let r = range.clamped(to: 0..<count)
    var k = r.lowerBound
    for s in phrase.unicodeScalars {
      guard k < r.upperBound, folded[k] == s else { return false }
      k += 1
    }
    return k == r.upperBound
  }

  /// Whether the folded span holds this scalar.
  func span(_ range: Range<Int>, contains s: Unicode.Scalar) -> Bool {
    folded[range.clamped(to: 0..<count)].contains(s)
  }

  /// Whether a phrase (folded) starts at `i` and ends by `limit`, on Latin word boundaries.
  func has(_ phrase: String, at i: Int, limit: Int) -> Bool {
    guard i >= 0, i < limit, i < count, Self.starts(phrase, with: folded[i]) else { return false }
    var k = i
    for s in phrase.unicodeScalars {
      guard k < limit, k < count, folded[k] == s else { return false }
      k += 1
    }
    return k > i && boundary(i, k)
  }

  /// Whether a phrase starts with this scalar, compared on the phrase's UTF-8 bytes: most
  /// comparisons end here, before the phrase's scalars are decoded.
  @inline(__always)
  static func starts(_ phrase: String, with s: Unicode.Scalar) -> Bool {
    var bytes = phrase.utf8.makeIterator()
    let v = s.value
    switch v {
    case 0..<0x80:
      return bytes.next() == UInt8(v)
    case 0x80..<0x800:
      return bytes.next() == UInt8(0xC0 | v >> 6) && bytes.next() == UInt8(0x80 | v & 0x3F)
    case 0x800..<0x10000:
      return bytes.next() == UInt8(0xE0 | v >> 12) && bytes.next() == UInt8(0x80 | v >> 6 & 0x3F)
        && bytes.next() == UInt8(0x80 | v & 0x3F)
    default:
      return phrase.unicodeScalars.first == s
    }
  }

  /// Whether the folded phrase is at `i` (ending by `limit`), wherever Latin words begin.
  @inline(__always)
  func occurs(_ phrase: String, at i: Int, limit: Int) -> Bool {
    guard i >= 0, i < limit, i < count, Self.starts(phrase, with: folded[i]) else { return false }
    var k = i
    for s in phrase.unicodeScalars {
      guard k < limit, k < count, folded[k] == s else { return false }
      k += 1
    }
    return k > i
  }

  /// Whether the folded phrase occurs anywhere in the span.
  func contains(_ phrase: String, in range: Range<Int>) -> Bool {
    let r = range.clamped(to: 0..<count)
    return r.contains { occurs(phrase, at: $0, limit: r.upperBound) }
  }

  /// The end of a phrase (folded) starting at `i`, or nil.
  func end(of phrase: String, at i: Int, limit: Int) -> Int? {
    guard i >= 0, i < limit, i < count, Self.starts(phrase, with: folded[i]) else { return nil }
    var k = i
    for s in phrase.unicodeScalars {
      guard k < limit, k < count, folded[k] == s else { return nil }
      k += 1
    }
    return k > i && boundary(i, k) ? k : nil
  }

  /// A span may not start or end inside a Latin word.
  @inline(__always)
  func boundary(_ from: Int, _ to: Int) -> Bool {
    if from > 0, from < count, latin[from], latin[from - 1] { return false }
    if to < count, to > 0, latin[to], latin[to - 1] { return false }
    return true
  }
}
