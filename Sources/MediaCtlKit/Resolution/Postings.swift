/// A flat multimap from 64-bit key hashes to item numbers, stored as one sorted `[UInt64]`
/// (40 bits of hash, 24 bits of item), so an index over a million items is a few arrays
/// rather than millions of small allocations. Lookups are a binary search.
public struct Postings: Sendable {
  /// The most items an index can number (24 bits).
  public static let maximumItems = (1 << 24) - 1

  private(set) var entries: [UInt64] = []

  public init() {}

  public mutating func reserve(_ n: Int) { entries.reserveCapacity(n) }

  public mutating func add(_ hash: UInt64, _ item: Int32) {
    entries.append((hash >> 24) << 24 | UInt64(UInt32(bitPattern: item)) & 0xFF_FFFF)
  }

  public mutating func add(_ key: String, _ item: Int32) {
    add(Self.hash(key), item)
  }

  /// Sorts the entries and drops exact duplicates; call once after the last `add`.
  public mutating func seal() {
    entries.sort()
    var out = 0
    for i in entries.indices where i == 0 || entries[i] != entries[i - 1] {
      entries[out] = entries[i]
      out += 1
    }
    entries.removeLast(entries.count - out)
  }

  /// The items stored under `hash`, in item order.
  public func items(_ hash: UInt64) -> [Int32] {
    let prefix = hash >> 24
    var low = 0
    var high = entries.count
    let target = prefix << 24
    while low < high {
      let mid = (low + high) / 2
      if entries[mid] < target { low = mid + 1 } else { high = mid }
    }
    var out: [Int32] = []
    var i = low
    while i < entries.count, entries[i] >> 24 == prefix {
      out.append(Int32(truncatingIfNeeded: entries[i] & 0xFF_FFFF))
      i += 1
    }
    return out
  }

  public func items(_ key: String) -> [Int32] { items(Self.hash(key)) }

  /// How many items a key has, without collecting them.
  public func count(_ hash: UInt64) -> Int {
    let prefix = hash >> 24
    func bound(_ value: UInt64) -> Int {
      var low = 0
      var high = entries.count
      while low < high {
        let mid = (low + high) / 2
        if entries[mid] < value { low = mid + 1 } else { high = mid }
      }
      return low
    }
    return bound((prefix + 1) << 24) - bound(prefix << 24)
  }

  public func contains(_ key: String) -> Bool { count(Self.hash(key)) > 0 }

  /// 64-bit FNV-1a over UTF-8: stable across runs and machines (Swift's Hasher is seeded per
  /// process), so indexes can be cached.
  public static func hash(_ key: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      h ^= UInt64(byte)
      h = h &* 0x100_0000_01b3
    }
    // Mix the high bits, which the postings keep.
    h ^= h >> 29
    h = h &* 0xbf58_476d_1ce4_e5b9
    h ^= h >> 32
    return h
  }

  /// The memory the entries take.
  public var byteCount: Int { entries.count * 8 }
}
