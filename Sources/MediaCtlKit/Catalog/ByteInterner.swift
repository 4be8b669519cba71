/// Values made from byte strings, kept by their bytes so that the same bytes give the same
/// (shared) value. It stops taking new values at `capacity` (values that do not repeat are
/// just made each time).
struct Interner<Value> {
  private var keys = FlatStrings()
  private var values: [Value] = []
  private var slots = HashSlots()
  static var capacity: Int { 1 << 16 }

  mutating func value(for bytes: UnsafeBufferPointer<UInt8>, make: () -> Value?) -> Value? {
    var hasher = Postings.KeyHasher()
    for b in bytes { hasher.add(byte: b) }
    let hash = hasher.value
    if let n = slots.find(hash, { keys.equals($0, bytes, 0, bytes.count) }) { return values[n] }
    guard let value = make() else { return nil }
    guard values.count < Self.capacity else { return value }
    _ = slots.insert(hash)
    keys.append(bytes)
    values.append(value)
    return value
  }
}

/// Byte strings one after another in one array, by number.
struct FlatStrings {
  private var bytes: [UInt8] = []
  private var ends: [Int] = []

  mutating func append(_ string: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: string)
    ends.append(bytes.count)
  }

  /// Whether string `n` is the bytes `start..<end` of `p`.
  func equals(_ n: Int, _ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    let from = n == 0 ? 0 : ends[n - 1]
    guard ends[n] - from == end - start else { return false }
    return bytes.withUnsafeBufferPointer { ItemReader.bytes(p, start, end, equal: $0, from: from) }
  }
}
