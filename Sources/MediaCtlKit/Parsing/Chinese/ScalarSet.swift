/// A set of Unicode scalars for the parser's per-position tests: one bit per scalar of the
/// Basic Multilingual Plane (8 KiB), so a lookup is a shift and a mask where `Set` hashes
/// the scalar (SipHash) on every call. Scalars beyond the plane are kept in a small `Set`.
struct ScalarSet: Sendable, ExpressibleByArrayLiteral {
  private var bits = [UInt64](repeating: 0, count: 1024)
  private var others: Set<UInt32> = []

  init<S: Sequence>(_ scalars: S) where S.Element == Unicode.Scalar {
    for s in scalars { insert(s) }
  }

  init(arrayLiteral scalars: Unicode.Scalar...) {
    self.init(scalars)
  }

  /// The first scalar of each phrase (folded like the text).
  init(firstsOf phrases: [String]) {
    self.init(phrases.compactMap { ChineseText.fold($0).first })
  }

  mutating func insert(_ s: Unicode.Scalar) {
    let v = s.value
    if v < 0x10000 { bits[Int(v >> 6)] |= 1 << UInt64(v & 63) } else { others.insert(v) }
  }

  func union(_ other: [Unicode.Scalar]) -> ScalarSet {
    var out = self
    for s in other { out.insert(s) }
    return out
  }

  @inline(__always)
  func contains(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    if v < 0x10000 { return bits[Int(v >> 6)] & (1 << UInt64(v & 63)) != 0 }
    return others.contains(v)
  }
}
