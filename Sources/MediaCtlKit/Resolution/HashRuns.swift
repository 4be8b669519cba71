/// Sorted 64-bit entries, each a 40-bit key hash above a 24-bit number, and a directory of
/// where the entries with each value of their top bits start. A key's run is found by one
/// directory read and a search among a few neighbouring entries: a binary search over the
/// millions of entries of a large catalog's postings took a cache miss per step, and typo
/// search makes dozens of lookups per word. A filter of two bits per key answers most
/// lookups of absent keys (most of the parser's and typo search's) with one memory read.
struct HashRuns: Sendable {
  private(set) var entries: [UInt64]
  /// `starts[s]`: the first entry whose top bits are `s`; one slot more holds the count.
  private var starts: [UInt32]
  /// Entries are shifted right by this to give their slot (64: one slot for all).
  private var shift: UInt64
  private var filter: KeyFilter

  /// About this many entries share a slot.
  static let entriesPerSlot = 8

  init(sorted entries: [UInt64] = []) {
    self.entries = entries
    (starts, shift) = Self.directory(entries)
    filter = KeyFilter(sorted: entries)
  }

  static func directory(_ entries: [UInt64]) -> (starts: [UInt32], shift: UInt64) {
    let slots = entries.count / entriesPerSlot
    let bits = slots < 2 ? 0 : min(30, Int.bitWidth - 1 - slots.leadingZeroBitCount)
    let shift = UInt64(64 - bits)
    var starts = [UInt32](repeating: 0, count: (1 << bits) + 1)
    starts.withUnsafeMutableBufferPointer { starts in
      entries.withUnsafeBufferPointer { entries in
        var slot = 0
        for (i, entry) in entries.enumerated() {
          let top = Int(truncatingIfNeeded: entry >> shift)
          while slot <= top {
            starts[slot] = UInt32(truncatingIfNeeded: i)
            slot += 1
          }
        }
        while slot < starts.count {
          starts[slot] = UInt32(truncatingIfNeeded: entries.count)
          slot += 1
        }
      }
    }
    return (starts, shift)
  }

  var count: Int { entries.count }

  /// The positions of the entries whose hash prefix (`entry >> 24`) is `prefix`.
  @inline(__always)
  func run(_ prefix: UInt64) -> Range<Int> {
    guard filter.mayContain(prefix) else { return 0..<0 }
    let first = prefix << 24
    let slot = Int(truncatingIfNeeded: first >> shift)
    let low = Int(starts[slot])
    let high = Int(starts[slot + 1])
    return entries.withUnsafeBufferPointer { entries in
      let start = Self.lowerBound(first, in: entries, low, high)
      guard start < high, entries[start] >> 24 == prefix else { return start..<start }
      let end = prefix == UInt64.max >> 24 ? high : Self.lowerBound((prefix + 1) << 24, in: entries, start, high)
      return start..<end
    }
  }

  /// The first position in `low..<high` whose entry is at or after `value`.
  @inline(__always)
  static func lowerBound(_ value: UInt64, in entries: UnsafeBufferPointer<UInt64>, _ low: Int, _ high: Int) -> Int {
    var low = low
    var high = high
    while low < high {
      let mid = (low + high) / 2
      if entries[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Adds one entry in order (a catalog gaining an item in a session).
  mutating func insert(_ entry: UInt64) {
    let slot = Int(truncatingIfNeeded: entry >> shift)
    let at = entries.withUnsafeBufferPointer { Self.lowerBound(entry, in: $0, Int(starts[slot]), Int(starts[slot + 1])) }
    entries.insert(entry, at: at)
    for s in (slot + 1)..<starts.count { starts[s] += 1 }
    filter.insert(entry >> 24)
  }
}

/// Two bits per key (a key's 40-bit hash prefix) in one 64-bit word, about 8 bits per
/// distinct key: a key whose two bits are not both set is absent; about one absent key in
/// twenty passes and is looked up.
struct KeyFilter: Sendable {
  private var words: [UInt64]
  private var mask: Int

  /// The filter of sorted entries' prefixes.
  init(sorted entries: [UInt64]) {
    var distinct = 0
    var previous = UInt64.max
    for entry in entries where entry >> 24 != previous {
      distinct += 1
      previous = entry >> 24
    }
    let wanted = max(1, distinct / 8)
    let count = wanted <= 1 ? 1 : 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount)
    words = [UInt64](repeating: 0, count: count)
    mask = count - 1
    words.withUnsafeMutableBufferPointer { words in
      for entry in entries {
        let prefix = entry >> 24
        words[Int(truncatingIfNeeded: prefix) & mask] |= Self.bits(prefix)
      }
    }
  }

  /// The word's bits of a prefix, from prefix bits above those that choose the word.
  @inline(__always)
  static func bits(_ prefix: UInt64) -> UInt64 { 1 << ((prefix >> 28) & 63) | 1 << ((prefix >> 34) & 63) }

  @inline(__always)
  func mayContain(_ prefix: UInt64) -> Bool {
    let bits = Self.bits(prefix)
    return words[Int(truncatingIfNeeded: prefix) & mask] & bits == bits
  }

  mutating func insert(_ prefix: UInt64) { words[Int(truncatingIfNeeded: prefix) & mask] |= Self.bits(prefix) }
}
