extension Array {
  /// `Array(repeating: value, count: count)` for the parser's per-parse arrays (`used`, the
  /// roles, the framed words). `Array(repeating:count:)` allocates in the standard library's
  /// unspecialised code, which looks the storage's type up at run time (about 600 instructions
  /// per array, three arrays per parse); reserving and appending stays in code specialised for
  /// the element type. Same array, element for element.
  @inline(__always)
  static func filled(_ value: Element, count: Int) -> [Element] {
    var array: [Element] = []
    array.reserveCapacity(count)
    for _ in 0..<count { array.append(value) }
    return array
  }
}
