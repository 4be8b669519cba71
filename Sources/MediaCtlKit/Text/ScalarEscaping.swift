/// One loop for every output format's escaping (JSON strings, XML, HTML, YAML scalars): each
/// format gives its own table, a function from a Unicode scalar to its replacement (nil: the
/// scalar is kept as it is).
enum ScalarEscaping {
  /// Appends `text` to `out`, each scalar the table maps replaced.
  static func append(_ text: String, to out: inout String, table: (Unicode.Scalar) -> String?) {
    for scalar in text.unicodeScalars {
      if let replacement = table(scalar) {
        out += replacement
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }

  /// `text` with each scalar the table maps replaced.
  static func escaped(_ text: String, table: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    append(text, to: &out, table: table)
    return out
  }

  /// `\u` and four hexadecimal digits (JSON), `\x` and two (YAML): a control character's code.
  static func hex(_ scalar: Unicode.Scalar, prefix: String, digits: Int, uppercase: Bool = false) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: uppercase)
    return prefix + String(repeating: "0", count: max(0, digits - hex.count)) + hex
  }
}
