/// Sorted 64-bit entries, each a 40-bit key hash above a 24-bit number, and a directory of
/// where the entries with each value of their top bits start. A key's run is found by one
/// directory read and a search among a few neighbouring entries: a binary search over the
/// millions of entries of a large catalog's postings took a cache miss per step, and typo
/// search makes dozens of lookups per word.
struct HashRuns: Sendable {
  private(set) var entries: [UInt64]
  /// `starts[s]`: the first entry whose top bits are `s`; one slot more holds the count.
  private var starts: [UInt32]
  /// Entries are shifted right by this to give their slot (64: one slot for all).
  private var shift: UInt64

  /// About this many entries share a slot.
  static let entriesPerSlot = 8

  init(sorted entries: [UInt64] = []) {
    self.entries = entries
    (starts, shift) = Self.directory(entries)
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
  }
}
