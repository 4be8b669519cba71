/// Sets of words as the parser asks them, thousands of times per second: "is this word one of
/// these?". Most words are not, and their shape (first byte and length) says so without
/// hashing them.

/// A set of words' shapes (first byte, UTF-8 length up to 31): a word whose shape is absent is
/// not in the set, known without hashing it.
struct WordShapes: Sendable {
  private var lengths = [UInt32](repeating: 0, count: 256)

  @inline(__always)
  private static func bit(_ word: String) -> (Int, UInt32)? {
    guard let first = word.utf8.first else { return nil }
    return (Int(first), 1 << UInt32(min(word.utf8.count, 31)))
  }

  mutating func insert(_ word: String) {
    guard let (row, bit) = Self.bit(word) else { return }
    lengths[row] |= bit
  }

  @inline(__always)
  func mayContain(_ word: String) -> Bool {
    guard let (row, bit) = Self.bit(word) else { return false }
    return lengths[row] & bit != 0
  }
}

/// A lexicon's set of lowercased words, answering `contains` from the word's shape first.
public struct WordSet: Sendable, ExpressibleByArrayLiteral, Sequence {
  public let words: Set<String>
  private let shapes: WordShapes
  private let table: WordTable<Bool>

  public init(_ words: some Sequence<String>) {
    self.words = Set(words)
    var shapes = WordShapes()
    for word in self.words { shapes.insert(word) }
    self.shapes = shapes
    table = WordTable(self.words.map { ($0, true) })
  }

  public init(arrayLiteral elements: String...) {
    self.init(elements)
  }

  @inline(__always)
  public func contains(_ word: String) -> Bool {
    shapes.mayContain(word) && table[word] != nil
  }

  public func makeIterator() -> Set<String>.Iterator { words.makeIterator() }
}

/// A fixed map from words to values for the parser's lookups: open addressing over an FNV-1a
/// hash of the UTF-8 bytes. Lexicon words are a few bytes long, and for them this hash costs
/// a fraction of the seeded hashing `Set` and `Dictionary` do (a lookup ~15 ns instead of ~35 ns
/// on this machine); every word the parser tests that passes the shape filter pays it.
struct WordTable<Value: Sendable>: Sendable {
  private var keys: [String?]
  private var hashes: [UInt64]
  private var values: [Value?]
  private let mask: Int

  init(_ pairs: some Sequence<(String, Value)>) {
    let pairs = Array(pairs)
    var capacity = 8
    while capacity < pairs.count * 2 { capacity <<= 1 }
    keys = Array(repeating: nil, count: capacity)
    hashes = Array(repeating: 0, count: capacity)
    values = Array(repeating: nil, count: capacity)
    mask = capacity - 1
    for (key, value) in pairs {
      let h = Self.hash(key)
      var slot = Int(truncatingIfNeeded: h) & mask
      while let existing = keys[slot] {
        if hashes[slot] == h && existing == key { break }  // a repeated key: the last value wins
        slot = (slot + 1) & mask
      }
      keys[slot] = key
      hashes[slot] = h
      values[slot] = value
    }
  }

  @inline(__always)
  static func hash(_ word: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in word.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return h
  }

  @inline(__always)
  subscript(_ word: String) -> Value? {
    let h = Self.hash(word)
    var slot = Int(truncatingIfNeeded: h) & mask
    while let key = keys[slot] {
      if hashes[slot] == h && key == word { return values[slot] }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
