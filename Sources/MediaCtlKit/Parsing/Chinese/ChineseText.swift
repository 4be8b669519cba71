/// An utterance prepared for the Chinese parser: the characters as said (`original`) and,
/// one for one beside them, the form lexicons are matched on (`folded`: simplified script,
/// lowercase, full-width letters and digits made narrow). Punctuation goes, except inside
/// Latin names ("R&B", "Guns N' Roses"); spaces stay only between two Latin words; text in
/// title marks 《…》 is remembered as a name.
struct ChineseText {
  var original: [Character] = []
  var folded: [Character] = []
  /// Spans said inside 《…》 or “…”: names, whatever their words.
  var quoted: [Range<Int>] = []

  static let dropped: Set<Character> = [
    "。", "，", "！", "？", "、", "；", "：", "…", "～", "~", "（", "）", "(", ")", "【", "】", "[", "]",
    "「", "」", "『", "』", ",", ";", ":", "·", "—",
  ]
  static let openQuotes: Set<Character> = ["《", "“", "〈"]
  static let closeQuotes: Set<Character> = ["》", "”", "〉"]

  init(_ text: String) {
    var quoteStart: Int?
    let chars = Array(text)
    for (i, ch) in chars.enumerated() {
      if Self.openQuotes.contains(ch) { quoteStart = original.count; continue }
      if Self.closeQuotes.contains(ch) {
        if let s = quoteStart, original.count > s { quoted.append(s..<original.count) }
        quoteStart = nil
        continue
      }
      if Self.dropped.contains(ch) || ch == "." && !Self.isLatinNeighbour(chars, i) || ch == "!" || ch == "?" {
        if ch == "," || ch == "，" || ch == "、" { appendSpace() }
        continue
      }
      if ch.isWhitespace || ch == "\u{3000}" { appendSpace(); continue }
      // A space survives only between two Latin words.
      if let last = original.last, last == " ", !Self.isNarrow(ch) || !Self.isNarrow(original.dropLast().last ?? "一") {
        original.removeLast()
        folded.removeLast()
      }
      original.append(ch)
      folded.append(Self.fold(ch))
    }
    while original.last == " " { original.removeLast(); folded.removeLast() }
  }

  mutating func appendSpace() {
    if let last = original.last, last != " " {
      original.append(" ")
      folded.append(" ")
    }
  }

  var count: Int { original.count }

  /// Latin letters, digits and the ASCII signs inside names.
  static func isNarrow(_ ch: Character) -> Bool {
    guard let s = ch.unicodeScalars.first else { return false }
    if s.value >= 0xFF01 && s.value <= 0xFF5E { return true }
    return ch.isLetter && !isHan(ch) || ch.isNumber && ch.isASCII || "&'-+.’".contains(ch)
  }

  static func isLatinNeighbour(_ chars: [Character], _ i: Int) -> Bool {
    i > 0 && i + 1 < chars.count && isNarrow(chars[i - 1]) && isNarrow(chars[i + 1])
  }

  static func isHan(_ ch: Character) -> Bool {
    ch.unicodeScalars.first.map(TextNormalizer.isHan) ?? false
  }

  /// Whether a character is a Latin letter or an ASCII digit (part of a Latin word).
  static func isLatin(_ ch: Character) -> Bool {
    (ch.isLetter && !isHan(ch) && ch.unicodeScalars.first.map { $0.value < 0x3000 } ?? false) || (ch.isASCII && ch.isNumber)
  }

  static func fold(_ ch: Character) -> Character {
    if let s = ch.unicodeScalars.first, ch.unicodeScalars.count == 1, s.value >= 0xFF01, s.value <= 0xFF5E,
      let narrow = Unicode.Scalar(s.value - 0xFEE0)
    {
      return Character(narrow).lowercased().first ?? ch
    }
    if isHan(ch) { return ChineseScript.simplified(ch) }
    return ch.lowercased().first ?? ch
  }

  /// The original characters of a span, as said.
  func spoken(_ range: Range<Int>) -> String {
    String(original[range.clamped(to: 0..<count)]).trimmingCharacters(in: .whitespaces)
  }

  /// The folded characters of a span.
  func key(_ range: Range<Int>) -> String { String(folded[range.clamped(to: 0..<count)]) }

  /// Whether a phrase (folded) starts at `i` and ends by `limit`, on Latin word boundaries.
  func has(_ phrase: [Character], at i: Int, limit: Int) -> Bool {
    guard i >= 0, i + phrase.count <= limit, !phrase.isEmpty else { return false }
    for k in 0..<phrase.count where folded[i + k] != phrase[k] { return false }
    return boundary(i, i + phrase.count)
  }

  /// A span may not start or end inside a Latin word.
  func boundary(_ from: Int, _ to: Int) -> Bool {
    if from > 0, from < count, Self.isLatin(folded[from]), Self.isLatin(folded[from - 1]) { return false }
    if to < count, to > 0, Self.isLatin(folded[to]), Self.isLatin(folded[to - 1]) { return false }
    return true
  }
}

import Foundation
