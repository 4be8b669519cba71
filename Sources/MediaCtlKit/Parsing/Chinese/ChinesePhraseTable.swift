/// Phrases with a value, found in a `ChineseText` by longest match. Phrases are folded like
/// the text (simplified, lowercase); spaces in a phrase may be left out in the text
/// ("ControlAudio" and "Control Audio" are both found by either spelling).
///
/// Entries are grouped by their first scalar (and again by their last, for matches that must
/// end at a place) in open-addressed tables keyed by the scalar's value: a position no phrase
/// starts at costs one multiply and one compare.
struct ChinesePhraseTable<Value: Sendable>: Sendable {
  struct Entry: Sendable {
    var chars: [Unicode.Scalar]
    var phrase: String
    var value: Value
  }

  private let entries: [Entry]
  /// Entry indices by first scalar, longest phrase first.
  private let byFirst: ScalarBuckets
  /// Entry indices by last scalar, longest phrase first.
  private let byLast: ScalarBuckets
  /// Each entry's second and next-to-last scalar (`ScalarBuckets.none` for a one-scalar phrase):
  /// a bucket is scanned by comparing these, without reading the phrase itself.
  private let seconds: [UInt32]
  private let penults: [UInt32]

  init(_ pairs: [(String, Value)]) {
    var entries: [Entry] = []
    for (phrase, value) in pairs {
      let folded = ChineseText.fold(phrase).filter { $0 != " " }
      guard !folded.isEmpty else { continue }
      entries.append(Entry(chars: folded, phrase: phrase, value: value))
    }
    // Longest first; equal lengths keep the order they were given in.
    let order = entries.indices.sorted { a, b in
      entries[a].chars.count != entries[b].chars.count ? entries[a].chars.count > entries[b].chars.count : a < b
    }
    self.entries = order.map { entries[$0] }
    byFirst = ScalarBuckets(self.entries.enumerated().map { ($0.element.chars[0], $0.offset) })
    byLast = ScalarBuckets(self.entries.enumerated().map { ($0.element.chars[$0.element.chars.count - 1], $0.offset) })
    seconds = self.entries.map { $0.chars.count > 1 ? $0.chars[1].value : ScalarBuckets.none }
    penults = self.entries.map { $0.chars.count > 1 ? $0.chars[$0.chars.count - 2].value : ScalarBuckets.none }
  }

  /// Whether a phrase is in the table, said exactly (folded like the table's phrases).
  func contains(_ phrase: String) -> Bool {
    let folded = ChineseText.fold(phrase).filter { $0 != " " }
    guard let first = folded.first else { return false }
    return byFirst.indices(first).contains { entries[$0].chars == folded }
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

  private func match(_ text: ChineseText, at i: Int, limit: Int, exactly: Bool) -> (end: Int, entry: Entry)? {
    guard i >= 0, i < limit, i < text.count else { return nil }
    // The text's next scalar after `i` (spaces skipped, as `end(of:)` skips them).
    var j = i + 1
    while j < limit, j < text.count, text.folded[j] == " " { j += 1 }
    let second = j < limit && j < text.count ? text.folded[j].value : ScalarBuckets.absent
    for e in byFirst.indices(text.folded[i]) {
      let s2 = seconds[e]
      if s2 != ScalarBuckets.none, s2 != second { continue }
      if let end = Self.end(of: entries[e].chars, in: text, at: i, limit: limit), !exactly || end == limit {
        return (end, entries[e])
      }
    }
    return nil
  }

  /// The longest phrase ending exactly at `end`, starting at or after `from`.
  func match(_ text: ChineseText, endingAt end: Int, from: Int) -> (start: Int, entry: Entry)? {
    guard end > 0, end <= text.count, from < end else { return nil }
    var best: (Int, Entry)?
    // The text's scalar before the last one (spaces skipped, as `start(of:)` skips them).
    var j = end - 2
    while j >= max(from, 0), text.folded[j] == " " { j -= 1 }
    let penult = j >= max(from, 0) ? text.folded[j].value : ScalarBuckets.absent
    for e in byLast.indices(text.folded[end - 1]) {
      let p = penults[e]
      if p != ScalarBuckets.none, p != penult { continue }
      guard let s = Self.start(of: entries[e].chars, in: text, endingAt: end, from: max(from, 0)) else { continue }
      if s < best?.0 ?? Int.max { best = (s, entries[e]) }
    }
    return best
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

  /// Where the phrase starts when it ends at `end` (spaces in the text skipped), or nil.
  static func start(of phrase: [Unicode.Scalar], in text: ChineseText, endingAt end: Int, from: Int) -> Int? {
    var j = end
    var k = phrase.count
    let folded = text.folded
    while k > 0 {
      guard j > from else { return nil }
      if folded[j - 1] == " ", j < end, k < phrase.count { j -= 1; continue }
      guard folded[j - 1] == phrase[k - 1] else { return nil }
      j -= 1
      k -= 1
    }
    return text.boundary(j, end) ? j : nil
  }
}

/// Small integer lists keyed by a scalar, in one open-addressed table.
struct ScalarBuckets: Sendable {
  /// Marks a one-scalar phrase (it has no second scalar), and a text with none there.
  static let none = UInt32.max
  static let absent = UInt32.max - 1

  private var keys: [UInt32]
  private var ranges: [Range<Int>]
  private var flat: [Int] = []
  private let shift: UInt32
  private let mask: Int

  init(_ pairs: [(Unicode.Scalar, Int)]) {
    var grouped: [UInt32: [Int]] = [:]
    var order: [UInt32] = []
    for (s, i) in pairs {
      if grouped[s.value] == nil { order.append(s.value) }
      grouped[s.value, default: []].append(i)
    }
    var capacity = 8
    var bits: UInt32 = 3
    while capacity < order.count * 2 { capacity <<= 1; bits += 1 }
    keys = Array(repeating: UInt32.max, count: capacity)
    ranges = Array(repeating: 0..<0, count: capacity)
    mask = capacity - 1
    shift = 32 - bits
    for key in order {
      let list = grouped[key] ?? []
      var slot = Self.slot(key, shift)
      while keys[slot] != UInt32.max { slot = (slot + 1) & mask }
      keys[slot] = key
      ranges[slot] = flat.count..<flat.count + list.count
      flat.append(contentsOf: list)
    }
  }

  @inline(__always)
  private static func slot(_ key: UInt32, _ shift: UInt32) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> shift)
  }

  /// The indices stored under `s` (none: empty).
  @inline(__always)
  func indices(_ s: Unicode.Scalar) -> ArraySlice<Int> {
    var slot = Self.slot(s.value, shift)
    while true {
      let k = keys[slot]
      if k == s.value { return flat[ranges[slot]] }
      if k == UInt32.max { return [] }
      slot = (slot + 1) & mask
    }
  }
}
