/// Sets of words as the parser asks them, thousands of times per second: "is this word one of
/// these?". Each word of an utterance becomes a `WordKey` once, when it is tokenised; a lookup
/// is then a multiply and an integer compare or two, with no string hashing or comparison.

/// A lowercased word as one 64-bit number. Words of up to seven UTF-8 bytes (nearly every
/// lexicon and utterance word) are their bytes and length, so two such words have the same key
/// exactly when they are the same word. Longer words are a 64-bit FNV-1a hash with the top bit
/// set, so they never meet a short word's key; two different long words share a key with
/// probability about 2⁻⁶³ (a lexicon of 10⁴ words tested against 10⁹ utterance words: about
/// one false answer in a million runs).
public struct WordKey: Hashable, Sendable, ExpressibleByStringLiteral {
  public let raw: UInt64

  /// The key of no word (the empty string).
  static let empty = WordKey(raw: 0)

  init(raw: UInt64) { self.raw = raw }

  /// A word written in the source (`wordKeys[i] == "the"`, `["by", "from"].contains(wordKeys[i])`):
  /// keyed from the literal's bytes, which the compiler can fold to a constant.
  @inline(__always)
  public init(stringLiteral word: StaticString) {
    raw = word.withUTF8Buffer { Self.raw($0) }
  }

  @inline(__always)
  public init(_ word: String) {
    if let raw = word.utf8.withContiguousStorageIfAvailable(Self.raw) {
      self.raw = raw
    } else {
      self.raw = Array(word.utf8).withUnsafeBufferPointer(Self.raw)
    }
  }

  /// The first and last bytes of a word of one to seven bytes, read from the key; nil for
  /// longer words (their key is a hash).
  var shortWordEnds: (first: UInt8, last: UInt8)? {
    let count = raw >> 56
    guard count > 0, count <= 7 else { return nil }
    return (UInt8(truncatingIfNeeded: raw), UInt8(truncatingIfNeeded: raw >> ((count - 1) * 8)))
  }

  /// The key of ASCII bytes read lowercased: the tokeniser keys each word from the utterance's
  /// bytes, without reading the lowercased string back.
  @inline(__always)
  init(asciiLowercasing bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    raw = Self.raw(bytes) { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
  }

  @inline(__always)
  static func raw(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    raw(bytes[...]) { $0 }
  }

  @inline(__always)
  static func raw(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ transform: (UInt8) -> UInt8) -> UInt64 {
    let n = bytes.count
    if n <= 7 {
      var value = UInt64(n) << 56
      var shift: UInt64 = 0
      for byte in bytes {
        value |= UInt64(transform(byte)) << shift
        shift += 8
      }
      return value
    }
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { h = (h ^ UInt64(transform(byte))) &* 0x100_0000_01b3 }
    return h | 1 << 63
  }
}

/// A lexicon's set of lowercased words.
public struct WordSet: Sendable, ExpressibleByArrayLiteral, Sequence {
  public let words: Set<String>
  private let table: WordTable<Void>

  public init(_ words: some Sequence<String>) {
    self.words = Set(words)
    table = WordTable(self.words.map { ($0, ()) })
  }

  public init(arrayLiteral elements: String...) {
    self.init(elements)
  }

  @inline(__always)
  public func contains(_ word: String) -> Bool {
    table.contains(WordKey(word))
  }

  @inline(__always)
  public func contains(_ key: WordKey) -> Bool {
    table.contains(key)
  }

  public func makeIterator() -> Set<String>.Iterator { words.makeIterator() }
}

/// A fixed map from words to values for the parser's lookups: open addressing over word keys,
/// placed by a multiplicative hash of the key. Empty words are never stored (key 0 marks a free
/// slot).
struct WordTable<Value: Sendable>: Sendable {
  private var keys: [UInt64]
  private var values: [Value?]
  private let mask: Int
  private let shift: UInt64
  /// One bit per 128th of the hash space that holds a key: most words asked about are in no
  /// table, and this answers most of them without reading the slots (another cache line).
  private var filter: (UInt64, UInt64) = (0, 0)

  init(_ pairs: some Sequence<(String, Value)>) {
    let pairs = Array(pairs)
    var capacity = 8
    var bits: UInt64 = 3
    while capacity < pairs.count * 2 { capacity <<= 1; bits += 1 }
    keys = Array(repeating: 0, count: capacity)
    values = Array(repeating: nil, count: capacity)
    mask = capacity - 1
    shift = 64 - bits
    for (word, value) in pairs {
      let key = WordKey(word)
      guard key != .empty else { continue }
      var slot = self.slot(key)
      while keys[slot] != 0 && keys[slot] != key.raw { slot = (slot + 1) & mask }
      keys[slot] = key.raw  // a repeated word: the last value wins
      values[slot] = value
      let bit = Self.filterBit(key)
      if bit < 64 { filter.0 |= 1 << bit } else { filter.1 |= 1 << (bit - 64) }
    }
  }

  /// A key's bit in `filter`: seven hash bits other than the slot's.
  @inline(__always)
  private static func filterBit(_ key: WordKey) -> UInt64 {
    ((key.raw &* 0x9E37_79B9_7F4A_7C15) >> 20) & 127
  }

  @inline(__always)
  private func slot(_ key: WordKey) -> Int {
    Int(truncatingIfNeeded: (key.raw &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Where `key` is stored, or nil.
  @inline(__always)
  private func find(_ key: WordKey) -> Int? {
    let bit = Self.filterBit(key)
    guard (bit < 64 ? filter.0 >> bit : filter.1 >> (bit - 64)) & 1 != 0, key != .empty else { return nil }
    var slot = self.slot(key)
    while true {
      let stored = keys[slot]
      if stored == key.raw { return slot }
      if stored == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  func contains(_ key: WordKey) -> Bool { find(key) != nil }

  @inline(__always)
  subscript(_ key: WordKey) -> Value? {
    find(key).flatMap { values[$0] }
  }
}
