/// Open addressing over 64-bit hashes for tables of strings met while loading (words, artist
/// names, repeated JSON strings): entries are numbered in the order they were added, and a
/// lookup compares only entries whose full hash matches. Cheaper than a `Dictionary` keyed by
/// the string, whose hashing (seeded SipHash) cost more than the work it saved.
struct HashSlots: Sendable {
  private var slots = [Int32](repeating: -1, count: 1024)
  private var hashes: [UInt64] = []

  var count: Int { hashes.count }

  /// The number of the entry with this hash that `isMatch` accepts.
  @inline(__always)
  func find(_ hash: UInt64, _ isMatch: (Int) -> Bool) -> Int? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      let n = Int(slots[slot])
      if hashes[n] == hash, isMatch(n) { return n }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds an entry (not found before) and returns its number.
  mutating func insert(_ hash: UInt64) -> Int {
    let n = hashes.count
    hashes.append(hash)
    if hashes.count * 2 > slots.count {
      slots = [Int32](repeating: -1, count: slots.count * 2)
      for (m, h) in hashes.enumerated() { place(h, m) }
    } else {
      place(hash, n)
    }
    return n
  }

  private mutating func place(_ hash: UInt64, _ n: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(n)
  }
}

/// A set of integers (item numbers, object identities) for deduplicating a request's
/// candidates: open addressing with a multiplicative hash, far cheaper per insert than
/// `Set`'s seeded hashing when a genre request has hundreds of candidates.
struct IntegerSet {
  private var slots: [Int]
  private var count = 0
  private static let empty = Int.min

  init(capacity: Int) {
    let wanted = max(8, capacity * 2)
    slots = [Int](repeating: Self.empty, count: 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount))
  }

  /// Adds `value`; false when it was there already.
  mutating func insert(_ value: Int) -> Bool {
    if count * 2 >= slots.count { grow() }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: (UInt(bitPattern: value) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    while slots[slot] != Self.empty {
      if slots[slot] == value { return false }
      slot = (slot + 1) & mask
    }
    slots[slot] = value
    count += 1
    return true
  }

  private mutating func grow() {
    let old = slots.filter { $0 != Self.empty }
    slots = [Int](repeating: Self.empty, count: slots.count * 2)
    count = 0
    for value in old { _ = insert(value) }
  }
}
