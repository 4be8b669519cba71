/// Phrases with a value, found in a `ChineseText` by longest match. Phrases are folded like
/// the text (simplified, lowercase); spaces in a phrase may be left out in the text
/// ("ControlAudio" and "Control Audio" are both found by either spelling).
///
/// The phrases are paths in two tries, one read forward and one backward (for matches that
/// must end at a place): a match walks the text once from its position, one probe per scalar,
/// and a position no phrase starts at costs one probe.
struct ChinesePhraseTable<Value: Sendable>: Sendable {
  struct Entry: Sendable {
    var chars: [Unicode.Scalar]
    var phrase: String
    var value: Value
  }

  private let entries: [Entry]
  private let forward: ScalarTrie
  private let backward: ScalarTrie

  init(_ pairs: [(String, Value)]) {
    var entries: [Entry] = []
    for (phrase, value) in pairs {
      let folded = ChineseText.fold(phrase).filter { $0 != " " }
      guard !folded.isEmpty else { continue }
      entries.append(Entry(chars: folded, phrase: phrase, value: value))
    }
    // Where two phrases fold alike, the one given first wins (a trie node keeps the first).
    self.entries = entries
    forward = ScalarTrie(entries.map(\.chars))
    backward = ScalarTrie(entries.map { Array($0.chars.reversed()) })
  }

  /// The most scalars of any phrase (spaces left out): no span longer matches one whole.
  var longestPhrase: Int { entries.map(\.chars.count).max() ?? 0 }

  /// Whether a phrase is in the table, said exactly (folded like the table's phrases).
  func contains(_ phrase: String) -> Bool {
    var node = ScalarTrie.root
    var any = false
    for s in phrase.unicodeScalars {
      let f = ChineseText.fold(s)
      if f == " " { continue }
      node = forward.child(node, f)
      if node == ScalarTrie.none { return false }
      any = true
    }
    return any && forward.terminal(node) != nil
  }

  /// Whether the folded span is exactly one of the phrases (spaces in the span skipped).
  func matchesWhole(_ text: ChineseText, _ range: Range<Int>) -> Bool {
    guard range.lowerBound < range.upperBound else { return false }
    return match(text, at: range.lowerBound, limit: range.upperBound, exactly: true) != nil
  }

  /// The value of the phrase that is exactly this span (spaces in the span skipped), if any.
  func exactValue(_ text: ChineseText, _ range: Range<Int>) -> Value? {
    guard range.lowerBound < range.upperBound else { return nil }
    return match(text, at: range.lowerBound, limit: range.upperBound, exactly: true)?.entry.value
  }

  /// The longest phrase starting at `i` and ending by `limit`: its end index and entry.
  func match(_ text: ChineseText, at i: Int, limit: Int) -> (end: Int, entry: Entry)? {
    match(text, at: i, limit: limit, exactly: false)
  }

  /// Walks the forward trie from `i`; spaces in the text are skipped between a phrase's
  /// scalars (never before its first). The last phrase reached on Latin word boundaries (and
  /// ending at `limit` when `exactly`) is the longest.
  private func match(_ text: ChineseText, at i: Int, limit: Int, exactly: Bool) -> (end: Int, entry: Entry)? {
    let limit = min(limit, text.count)
    guard i >= 0, i < limit else { return nil }
    let folded = text.folded
    var node = ScalarTrie.root
    var j = i
    var best: (end: Int, entry: Int)?
    while true {
      if j > i { while j < limit, folded[j] == " " { j += 1 } }
      guard j < limit else { break }
      node = forward.child(node, folded[j])
      guard node != ScalarTrie.none else { break }
      j += 1
      if let e = forward.terminal(node), !exactly || j == limit, text.boundary(i, j) { best = (j, e) }
    }
    return best.map { ($0.end, entries[$0.entry]) }
  }

  /// The longest phrase ending exactly at `end`, starting at or after `from`.
  func match(_ text: ChineseText, endingAt end: Int, from: Int) -> (start: Int, entry: Entry)? {
    guard end > 0, end <= text.count, from < end else { return nil }
    let lo = max(from, 0)
    let folded = text.folded
    var node = ScalarTrie.root
    var j = end
    var best: (start: Int, entry: Int)?
    while true {
      if j < end { while j > lo, folded[j - 1] == " " { j -= 1 } }
      guard j > lo else { break }
      node = backward.child(node, folded[j - 1])
      guard node != ScalarTrie.none else { break }
      j -= 1
      if let e = backward.terminal(node), text.boundary(j, end) { best = (j, e) }
    }
    return best.map { ($0.start, entries[$0.entry]) }
  }

  /// Where the phrase ends when it starts at `i` (spaces in the text skipped), or nil.
  static func end(of phrase: [Unicode.Scalar], in text: ChineseText, at i: Int, limit: Int) -> Int? {
    var j = i
    var k = 0
    let folded = text.folded
    while k < phrase.count {
      guard j < limit else { return nil }
      if folded[j] == " ", j > i { j += 1; continue }
      guard folded[j] == phrase[k] else { return nil }
      j += 1
      k += 1
    }
    return text.boundary(i, j) ? j : nil
  }
}
