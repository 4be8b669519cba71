/// A JSON value built for output, with keys kept in the order written (Apple's order).
public indirect enum JSONOutput: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONOutput])
  case object([(String, JSONOutput)])

  public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case let (.bool(a), .bool(b)): a == b
    case let (.number(a), .number(b)): a == b
    case let (.string(a), .string(b)): a == b
    case let (.array(a), .array(b)): a == b
    case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  public static func optional(_ s: String?) -> JSONOutput { s.map(JSONOutput.string) ?? .null }
  public static func optional(_ b: Bool?) -> JSONOutput { b.map(JSONOutput.bool) ?? .null }
  public static func optional(_ d: Double?) -> JSONOutput { d.map(JSONOutput.number) ?? .null }
  public static func optional(_ a: [String]?) -> JSONOutput { a.map { .array($0.map(JSONOutput.string)) } ?? .null }
  public static func name(_ e: some SiriKitEnum) -> JSONOutput { .string(e.name) }

  /// One line, no spaces: the JSON Lines form.
  public var compact: String {
    var out = ""
    write(to: &out, indent: nil, level: 0)
    return out
  }

  /// Two-space indented, `"key": value`, for people.
  public var pretty: String {
    var out = ""
    write(to: &out, indent: "  ", level: 0)
    return out
  }

  private func write(to out: inout String, indent: String?, level: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let d): out += d.isFinite ? d.formatted : "null"
    case .string(let s): Self.writeString(s, to: &out)
    case .array(let elements):
      if elements.isEmpty { out += "[]"; return }
      out += "["
      for (i, e) in elements.enumerated() {
        if i > 0 { out += "," }
        newline(&out, indent, level + 1)
        e.write(to: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent, level)
      out += "]"
    case .object(let members):
      if members.isEmpty { out += "{}"; return }
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += "," }
        newline(&out, indent, level + 1)
        Self.writeString(key, to: &out)
        out += indent == nil ? ":" : ": "
        value.write(to: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent, level)
      out += "}"
    }
  }

  private func newline(_ out: inout String, _ indent: String?, _ level: Int) {
    guard let indent else { return }
    out += "\n"
    for _ in 0..<level { out += indent }
  }

  static func writeString(_ s: String, to out: inout String) {
    out += "\""
    // Most strings need no escape: append them whole (scalar by scalar was a fifth of `parse -`).
    if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      out += s
      out += "\""
      return
    }
    ScalarEscaping.append(s, to: &out, table: escape)
    out += "\""
  }

  /// JSON's escapes in a string.
  static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    case _ where scalar.value < 0x20: ScalarEscaping.hex(scalar, prefix: "\\u", digits: 4)
    default: nil
    }
  }

  /// Looks up a member of an object by key.
  public subscript(key: String) -> JSONOutput? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }
}

extension JSONNode {
  /// The same value as output, keeping key order.
  public var output: JSONOutput {
    switch value {
    case .null: .null
    case .bool(let b): .bool(b)
    case .number(let d): .number(d)
    case .string(let s): .string(s)
    case .array(let a): .array(a.map(\.output))
    case .object(let m): .object(m.map { ($0.key, $0.value.output) })
    }
  }
}
