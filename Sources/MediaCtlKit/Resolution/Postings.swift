/// A flat multimap from 64-bit key hashes to item numbers, stored as one sorted `[UInt64]`
/// (40 bits of hash, 24 bits of item), so an index over a million items is a few arrays
/// rather than millions of small allocations. Lookups go through a directory (`HashRuns`).
public struct Postings: Sendable {
  /// The most items an index can number (24 bits).
  public static let maximumItems = (1 << 24) - 1

  /// Entries added and not yet sealed.
  private var added: [UInt64] = []
  private var table = HashRuns()

  /// The sealed entries, sorted.
  var entries: [UInt64] { table.entries }

  public init() {}

  /// Entries already sorted and distinct (read back from the cache; see `isValid`).
  init(sortedEntries: [UInt64]) { table = HashRuns(sorted: sortedEntries) }

  /// Whether the entries are sorted and every stored number is below `limit`: what a lookup
  /// relies on, checked on entries that come from a cache file.
  func isValid(limit: Int) -> Bool {
    var previous: UInt64 = 0
    for (i, entry) in entries.enumerated() {
      if i > 0, entry <= previous { return false }
      if Int(entry & 0xFF_FFFF) >= limit { return false }
      previous = entry
    }
    return true
  }

  public mutating func reserve(_ n: Int) { added.reserveCapacity(n) }

  public mutating func add(_ hash: UInt64, _ item: Int32) {
    added.append(Self.entry(hash, item))
  }

  /// An entry: the hash's top 40 bits above the item's 24.
  @inline(__always)
  static func entry(_ hash: UInt64, _ item: Int32) -> UInt64 {
    (hash >> 24) << 24 | UInt64(UInt32(bitPattern: item)) & 0xFF_FFFF
  }

  /// The entries of several lists (an index's shards), sorted and sealed; the lists are
  /// emptied as they are merged.
  init(merging lists: [IndexShard.List]) {
    var entries: [UInt64] = []
    if lists.count == 1 {
      entries = lists[0].take()
    } else {
      entries.reserveCapacity(lists.reduce(0) { $0 + $1.entries.count })
      for list in lists { entries.append(contentsOf: list.take()) }
    }
    Self.sortDistinct(&entries)
    table = HashRuns(sorted: entries)
  }

  public mutating func add(_ key: String, _ item: Int32) {
    add(Self.hash(key), item)
  }

  /// Sorts the entries and drops exact duplicates; call once after the last `add`.
  public mutating func seal() {
    var entries = added
    added = []
    Self.sortDistinct(&entries)
    table = HashRuns(sorted: entries)
  }

  /// Sorts and drops exact duplicates.
  static func sortDistinct(_ entries: inout [UInt64]) {
    sort(&entries)
    var out = 0
    for i in entries.indices where i == 0 || entries[i] != entries[i - 1] {
      entries[out] = entries[i]
      out += 1
    }
    entries.removeLast(entries.count - out)
  }

  /// Sorts ascending: a least-significant-digit radix sort (11-bit digits, skipping digits
  /// all entries share) for large arrays, several times faster than comparison sorting the
  /// millions of entries of a large catalog; the standard sort for small ones.
  static func sort(_ values: inout [UInt64]) {
    guard values.count > 4096 else {
      values.sort()
      return
    }
    let digitBits = 11
    let mask = UInt64(1 << digitBits - 1)
    var differing: UInt64 = 0
    if let first = values.first {
      for value in values { differing |= value ^ first }
    }
    var scratch = [UInt64](repeating: 0, count: values.count)
    var counts = [Int](repeating: 0, count: 1 << digitBits)
    for digit in 0..<((64 + digitBits - 1) / digitBits) {
      let shift = UInt64(digit * digitBits)
      guard (differing >> shift) & mask != 0 else { continue }
      for i in counts.indices { counts[i] = 0 }
      values.withUnsafeBufferPointer { source in
        for value in source { counts[Int((value >> shift) & mask)] += 1 }
      }
      var total = 0
      for i in counts.indices {
        let c = counts[i]
        counts[i] = total
        total += c
      }
      values.withUnsafeBufferPointer { source in
        scratch.withUnsafeMutableBufferPointer { target in
          for value in source {
            let bucket = Int((value >> shift) & mask)
            target[counts[bucket]] = value
            counts[bucket] += 1
          }
        }
      }
      swap(&values, &scratch)
    }
  }

  /// The items stored under `hash`, in item order: the run is copied at once (a common
  /// word's run holds tens of thousands of items).
  public func items(_ hash: UInt64) -> [Int32] {
    let run = table.run(hash >> 24)
    return table.entries.withUnsafeBufferPointer { source in
      [Int32](unsafeUninitializedCapacity: run.count) { buffer, initialized in
        for (i, at) in run.enumerated() { buffer[i] = Int32(truncatingIfNeeded: source[at] & 0xFF_FFFF) }
        initialized = run.count
      }
    }
  }

  public func items(_ key: String) -> [Int32] { items(Self.hash(key)) }

  /// Whether any item stored under `hash` satisfies `test`, stopping at the first: no list of
  /// all of them (a common word's list holds thousands in a large catalog).
  public func containsItem(_ hash: UInt64, where test: (Int32) -> Bool) -> Bool {
    let entries = table.entries
    return table.run(hash >> 24).contains { test(Int32(truncatingIfNeeded: entries[$0] & 0xFF_FFFF)) }
  }

  /// Whether `item` is stored under `hash`: a binary search within the key's run.
  public func contains(_ hash: UInt64, item: Int32) -> Bool {
    let run = table.run(hash >> 24)
    guard !run.isEmpty else { return false }
    let entry = Self.entry(hash, item)
    return table.entries.withUnsafeBufferPointer { entries in
      let at = HashRuns.lowerBound(entry, in: entries, run.lowerBound, run.upperBound)
      return at < run.upperBound && entries[at] == entry
    }
  }

  /// How many items a key has, without collecting them.
  public func count(_ hash: UInt64) -> Int { table.run(hash >> 24).count }

  public func contains(_ key: String) -> Bool { count(Self.hash(key)) > 0 }

  /// 64-bit FNV-1a over UTF-8: stable across runs and machines (Swift's Hasher is seeded per
  /// process), so indexes can be cached.
  public static func hash(_ key: String) -> UInt64 {
    var hasher = KeyHasher()
    hasher.add(key)
    return hasher.value
  }

  /// `hash` fed piece by piece, so a key made of parts ("show:" + identifier, words joined by
  /// spaces) is hashed without building the joined string: the same bytes give the same hash.
  public struct KeyHasher: Sendable {
    private var h: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}


    @inline(__always)
    public mutating func add(byte: UInt8) {
      h ^= UInt64(byte)
      h = h &* 0x100_0000_01b3
    }

    public mutating func add(_ text: String) {
      for byte in text.utf8 { add(byte: byte) }
    }

    public mutating func add(_ text: Substring) {
      for byte in text.utf8 { add(byte: byte) }
    }

    /// The hash of everything added so far.
    public var value: UInt64 {
      var h = self.h
      // Mix the high bits, which the postings keep.
      h ^= h >> 29
      h = h &* 0xbf58_476d_1ce4_e5b9
      h ^= h >> 32
      return h
    }
  }

  /// The hash of words joined by `separator` (none when nil), without joining them.
  public static func hash(joining words: some Sequence<String>, separator: UInt8? = UInt8(ascii: " ")) -> UInt64 {
    var hasher = KeyHasher()
    for (i, word) in words.enumerated() {
      if i > 0, let separator { hasher.add(byte: separator) }
      hasher.add(word)
    }
    return hasher.value
  }

  /// The memory the entries take.
  public var byteCount: Int { table.count * 8 }
}
