/// Phrases as paths of scalars from a root, for reading a text one scalar at a time: each step
/// is one probe of an open-addressed table keyed by (node, scalar), so finding every phrase at a
/// position costs the length of the longest one there, however many phrases share its first
/// scalars (a bucket of phrases by first scalar was scanned phrase by phrase, and the command
/// words have hundreds ending in 一首 or 了).
struct ScalarTrie: Sendable {
  /// The node every path starts at.
  static let root: Int32 = 0
  /// No node (`child` found none).
  static let none: Int32 = -1

  /// Per node: the first phrase (in the order given) whose path ends there, or -1.
  private var terminals: [Int32] = [-1]
  /// (parent node << 32 | scalar) + 1 per slot, 0 for an empty slot; `children` beside it.
  private var keys: [UInt64]
  private var children: [Int32]
  private var shift: UInt64
  private var mask: Int

  /// The paths of `phrases` (index = the phrase's number); an empty phrase is left out.
  init(_ phrases: [[Unicode.Scalar]]) {
    let steps = phrases.reduce(0) { $0 + $1.count }
    var capacity = 16
    var bits: UInt64 = 4
    while capacity < steps * 2 { capacity <<= 1; bits += 1 }
    keys = Array(repeating: 0, count: capacity)
    children = Array(repeating: Self.none, count: capacity)
    shift = 64 - bits
    mask = capacity - 1
    for (number, phrase) in phrases.enumerated() where !phrase.isEmpty {
      var node = Self.root
      for s in phrase { node = childInserting(node, s) }
      if terminals[Int(node)] < 0 { terminals[Int(node)] = Int32(number) }
    }
  }

  @inline(__always)
  private static func key(_ node: Int32, _ s: Unicode.Scalar) -> UInt64 {
    (UInt64(UInt32(bitPattern: node)) << 32 | UInt64(s.value)) &+ 1
  }

  @inline(__always)
  private func slot(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  private mutating func childInserting(_ node: Int32, _ s: Unicode.Scalar) -> Int32 {
    let k = Self.key(node, s)
    var i = slot(k)
    while keys[i] != 0 {
      if keys[i] == k { return children[i] }
      i = (i + 1) & mask
    }
    let child = Int32(terminals.count)
    terminals.append(-1)
    keys[i] = k
    children[i] = child
    return child
  }

  /// The node reached from `node` by `s`, or `none`.
  @inline(__always)
  func child(_ node: Int32, _ s: Unicode.Scalar) -> Int32 {
    let k = Self.key(node, s)
    var i = slot(k)
    while true {
      let stored = keys[i]
      if stored == k { return children[i] }
      if stored == 0 { return Self.none }
      i = (i + 1) & mask
    }
  }

  /// The phrase whose path ends at `node`, or nil.
  @inline(__always)
  func terminal(_ node: Int32) -> Int? {
    let t = terminals[Int(node)]
    return t < 0 ? nil : Int(t)
  }
}
