/// A phrase list compiled for matching token sequences, longest phrase first.
/// Built once (static tables); matching compares word keys in place and allocates nothing.
/// Each table answers for the parser's `WordKey`s (the words of an utterance, keyed once) and
/// for plain lowercased words. A class: rules pass tables around, and a copy is one retain.
public final class PhraseTable<Value: Sendable>: Sendable {
  /// A phrase and its value. A class: a match hands one back, and a reference is one retain
  /// where a struct's words, phrase and value are three.
  public final class Entry: Sendable {
    public let words: [String]
    public let phrase: String
    public let value: Value

    init(words: [String], phrase: String, value: Value) {
      self.words = words
      self.phrase = phrase
      self.value = value
    }
  }

  public let entries: [Entry]
  /// Every entry's word keys, one after another: entry i's are `keys[offsets[i]..<offsets[i + 1]]`.
  private let keys: [WordKey]
  private let offsets: [Int32]
  /// Entry numbers grouped by first word (and by last word), longest entry first in each group.
  private let byFirstOrder: [Int32]
  private let byLastOrder: [Int32]
  /// First word (last word) → its group in `byFirstOrder` (`byLastOrder`).
  private let byFirst: WordTable<Group>
  private let byLast: WordTable<Group>

  private struct Group: Sendable {
    var start: Int32
    var end: Int32
  }

  public init(_ pairs: [(String, Value)]) {
    let entries = pairs.map { phrase, value in
      let words = Token.tokenize(phrase).map(\.lower)
      return Entry(words: words, phrase: phrase, value: value)
    }.filter { !$0.words.isEmpty }
    self.entries = entries
    var keys: [WordKey] = []
    var offsets: [Int32] = [0]
    for entry in entries {
      keys.append(contentsOf: entry.words.map(WordKey.init))
      offsets.append(Int32(keys.count))
    }
    self.keys = keys
    self.offsets = offsets
    let order = entries.indices.sorted { entries[$0].words.count > entries[$1].words.count }
    func groups(_ word: (Entry) -> String, into flat: inout [Int32]) -> WordTable<Group> {
      var members: [String: [Int32]] = [:]
      var firstSeen: [String] = []
      for i in order {
        let w = word(entries[i])
        if members[w] == nil { firstSeen.append(w) }
        members[w, default: []].append(Int32(i))
      }
      var table: [(String, Group)] = []
      for w in firstSeen {
        let start = Int32(flat.count)
        flat.append(contentsOf: members[w] ?? [])
        table.append((w, Group(start: start, end: Int32(flat.count))))
      }
      return WordTable(table)
    }
    var firstOrder: [Int32] = []
    var lastOrder: [Int32] = []
    byFirst = groups({ $0.words[0] }, into: &firstOrder)
    byLast = groups({ $0.words[$0.words.count - 1] }, into: &lastOrder)
    byFirstOrder = firstOrder
    byLastOrder = lastOrder
  }

  /// Whether `words[start..<start+phrase.count] == phrase`, within `limit`.
  @inline(__always)
  static func equal(_ words: [String], _ start: Int, _ phrase: [String], limit: Int) -> Bool {
    guard start >= 0, start + phrase.count <= limit else { return false }
    for k in phrase.indices where words[start + k] != phrase[k] { return false }
    return true
  }

  /// Whether entry `i`'s words are the keys `key(start)…` (all before `limit`).
  @inline(__always)
  private func entry(_ i: Int32, isAt start: Int, limit: Int, _ key: (Int) -> WordKey) -> Bool {
    let lo = Int(offsets[Int(i)])
    let count = Int(offsets[Int(i) + 1]) - lo
    guard start >= 0, start + count <= limit else { return false }
    for k in 0..<count where key(start + k) != keys[lo + k] { return false }
    return true
  }

  @inline(__always)
  private func length(_ i: Int32) -> Int { Int(offsets[Int(i) + 1] - offsets[Int(i)]) }

  @inline(__always)
  private func match(at start: Int, limit: Int, _ key: (Int) -> WordKey) -> Entry? {
    guard start >= 0, start < limit, let group = byFirst[key(start)] else { return nil }
    for g in Int(group.start)..<Int(group.end) {
      let i = byFirstOrder[g]
      if entry(i, isAt: start, limit: limit, key) { return entries[Int(i)] }
    }
    return nil
  }

  @inline(__always)
  private func match(endingAt end: Int, from: Int, _ key: (Int) -> WordKey) -> Entry? {
    guard end > from, let group = byLast[key(end - 1)] else { return nil }
    for g in Int(group.start)..<Int(group.end) {
      let i = byLastOrder[g]
      let start = end - length(i)
      if start >= from, entry(i, isAt: start, limit: end, key) { return entries[Int(i)] }
    }
    return nil
  }

  /// The longest entry matching `keys` starting at `start` and ending at or before `limit`
  /// (default: the end of `keys`). Inlined up to the first-word test (most words start no
  /// phrase); the group is scanned out of line.
  @inline(__always)
  public func match(_ keys: [WordKey], at start: Int, limit: Int? = nil) -> Entry? {
    let limit = min(limit ?? keys.count, keys.count)
    guard start >= 0, start < limit, let group = byFirst[keys[start]] else { return nil }
    return scan(group, keys, at: start, limit: limit)
  }

  @inline(never)
  private func scan(_ group: Group, _ keys: [WordKey], at start: Int, limit: Int) -> Entry? {
    for g in Int(group.start)..<Int(group.end) {
      let i = byFirstOrder[g]
      if entry(i, isAt: start, limit: limit, { keys[$0] }) { return entries[Int(i)] }
    }
    return nil
  }

  /// The longest entry matching lowercased `words` starting at `start`.
  public func match(_ words: [String], at start: Int, limit: Int? = nil) -> Entry? {
    match(at: start, limit: min(limit ?? words.count, words.count)) { WordKey(words[$0]) }
  }

  /// The longest entry that ends exactly at `end` (exclusive) and starts at or after `from`.
  @inline(__always)
  public func match(_ keys: [WordKey], endingAt end: Int, from: Int = 0) -> Entry? {
    guard end <= keys.count, end > from, let group = byLast[keys[end - 1]] else { return nil }
    return scan(group, keys, endingAt: end, from: from)
  }

  @inline(never)
  private func scan(_ group: Group, _ keys: [WordKey], endingAt end: Int, from: Int) -> Entry? {
    for g in Int(group.start)..<Int(group.end) {
      let i = byLastOrder[g]
      let start = end - length(i)
      if start >= from, entry(i, isAt: start, limit: end, { keys[$0] }) { return entries[Int(i)] }
    }
    return nil
  }

  public func match(_ words: [String], endingAt end: Int, from: Int = 0) -> Entry? {
    guard end <= words.count else { return nil }
    return match(endingAt: end, from: from) { WordKey(words[$0]) }
  }

  /// Whether some entry starts with the word of this key.
  public func mayStart(with key: WordKey) -> Bool { byFirst[key] != nil }

  /// Whether the table holds exactly this phrase.
  public func contains(_ words: [String]) -> Bool {
    match(words, at: 0).map { $0.words.count == words.count } ?? false
  }

  /// Every non-overlapping match, left to right, longest first at each position.
  public func allMatches(_ words: [String]) -> [(range: Range<Int>, entry: Entry)] {
    var out: [(Range<Int>, Entry)] = []
    var i = 0
    while i < words.count {
      if let e = match(words, at: i) {
        out.append((i..<i + e.words.count, e))
        i += e.words.count
      } else {
        i += 1
      }
    }
    return out
  }
}
