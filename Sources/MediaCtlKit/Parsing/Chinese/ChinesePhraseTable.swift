/// Phrases with a value, found in a `ChineseText` by longest match. Phrases are folded like
/// the text (simplified, lowercase); spaces in a phrase may be left out in the text
/// ("ControlAudio" and "Control Audio" are both found by either spelling).
struct ChinesePhraseTable<Value: Sendable>: Sendable {
  struct Entry: Sendable {
    var chars: [Character]
    var phrase: String
    var value: Value
  }

  private var byFirst: [Character: [Entry]] = [:]

  init(_ entries: [(String, Value)]) {
    for (phrase, value) in entries {
      let folded = phrase.map(ChineseText.fold).filter { $0 != " " }
      guard let first = folded.first else { continue }
      byFirst[first, default: []].append(Entry(chars: folded, phrase: phrase, value: value))
    }
    for key in byFirst.keys { byFirst[key]?.sort { $0.chars.count > $1.chars.count } }
  }

  /// Whether a phrase is in the table, said exactly (folded like the table's phrases).
  func contains(_ phrase: String) -> Bool {
    let folded = phrase.map(ChineseText.fold).filter { $0 != " " }
    guard let first = folded.first else { return false }
    return byFirst[first]?.contains { $0.chars == folded } ?? false
  }

  /// The longest phrase starting at `i` and ending by `limit`: its end index and entry.
  func match(_ text: ChineseText, at i: Int, limit: Int) -> (end: Int, entry: Entry)? {
    guard i < limit, let candidates = byFirst[text.folded[i]] else { return nil }
    for entry in candidates {
      if let end = Self.end(of: entry.chars, in: text, at: i, limit: limit) { return (end, entry) }
    }
    return nil
  }

  /// The longest phrase ending exactly at `end`, starting at or after `from`.
  func match(_ text: ChineseText, endingAt end: Int, from: Int) -> (start: Int, entry: Entry)? {
    var best: (Int, Entry)?
    var i = end - 1
    while i >= from {
      if let m = match(text, at: i, limit: end), m.end == end { best = (i, m.entry) }
      i -= 1
    }
    return best
  }

  /// Where the phrase ends when it starts at `i` (spaces in the text skipped), or nil.
  static func end(of phrase: [Character], in text: ChineseText, at i: Int, limit: Int) -> Int? {
    var j = i
    var k = 0
    while k < phrase.count {
      guard j < limit else { return nil }
      if text.folded[j] == " ", j > i { j += 1; continue }
      guard text.folded[j] == phrase[k] else { return nil }
      j += 1
      k += 1
    }
    return text.boundary(i, j) ? j : nil
  }
}
