import Foundation

/// Reads one JSON object field by field with typed getters. Every error names the field path
/// and the line and column, and `finish()` rejects keys nobody asked for.
public struct JSONObjectReader {
  public let node: JSONNode
  public let source: JSONSource
  /// Dotted path of this object from the document root (`mediaSearch`, `items[3]`).
  public let path: String
  private let members: [JSONNode.Member]
  /// Which members were asked for, by position (a Set of names cost a hash per field), and
  /// every key asked for, present or not, for "did you mean" on unknown keys.
  private var read: [Bool]
  private var asked: [String] = []

  public init(_ node: JSONNode, source: JSONSource, path: String) throws(Diagnostic) {
    guard case .object(let members) = node.value else {
      throw Diagnostic(
        "expected an object\(path.isEmpty ? "" : " at '\(path)'"), found \(node.kindName)",
        at: source.location(of: node.offset))
    }
    self.node = node
    self.source = source
    self.path = path
    self.members = members
    self.read = Array(repeating: false, count: members.count)
    // One allocation for the keys an object's reader asks for, not one per doubling.
    self.asked.reserveCapacity(32)
  }

  public var keys: [String] { members.map(\.key) }

  public func fieldPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  public func contains(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// The raw node for `key`, or nil when absent. Marks the key as read.
  public mutating func node(_ key: String) -> JSONNode? {
    asked.append(key)
    guard let i = members.firstIndex(where: { $0.key == key }) else { return nil }
    read[i] = true
    return members[i].value
  }

  /// The node for `key`, or nil when absent or `null`.
  public mutating func value(_ key: String) -> JSONNode? {
    guard let node = node(key) else { return nil }
    if case .null = node.value { return nil }
    return node
  }

  public func error(_ message: String, at node: JSONNode) -> Diagnostic {
    Diagnostic(message, at: source.location(of: node.offset))
  }

  private func mismatch(_ key: String, expected: String, found node: JSONNode) -> Diagnostic {
    error("expected \(expected) for '\(fieldPath(key))', found \(node.kindName)", at: node)
  }

  public mutating func string(_ key: String) throws(Diagnostic) -> String? {
    guard let node = value(key) else { return nil }
    guard case .string(let s) = node.value else { throw mismatch(key, expected: "a string", found: node) }
    return s
  }

  public mutating func requiredString(_ key: String) throws(Diagnostic) -> String {
    guard let s = try string(key) else {
      throw Diagnostic("missing key '\(fieldPath(key))'", at: source.location(of: self.node.offset))
    }
    return s
  }

  /// A required string that must not be empty or blank.
  public mutating func nonEmptyString(_ key: String) throws(Diagnostic) -> String {
    let s = try requiredString(key)
    if s.allSatisfy(\.isWhitespace), let node = members.first(where: { $0.key == key })?.value {
      throw error("'\(fieldPath(key))' must not be empty", at: node)
    }
    return s
  }

  public mutating func bool(_ key: String) throws(Diagnostic) -> Bool? {
    guard let node = value(key) else { return nil }
    guard case .bool(let b) = node.value else { throw mismatch(key, expected: "true, false or null", found: node) }
    return b
  }

  public mutating func double(_ key: String) throws(Diagnostic) -> Double? {
    guard let node = value(key) else { return nil }
    guard case .number(let d) = node.value else { throw mismatch(key, expected: "a number", found: node) }
    return d
  }

  public mutating func int(_ key: String) throws(Diagnostic) -> Int? {
    guard let node = value(key) else { return nil }
    guard case .number(let d) = node.value, d.rounded() == d, abs(d) < 1e15 else {
      if case .number(let d) = node.value {
        let spelled = d.rounded() == d && abs(d) < 1e21 ? String(format: "%.0f", d) : String(d)
        throw error("expected a whole number for '\(fieldPath(key))', found \(spelled), beyond ±999999999999999", at: node)
      }
      throw mismatch(key, expected: "a whole number", found: node)
    }
    return Int(d)
  }

  public mutating func array(_ key: String) throws(Diagnostic) -> [JSONNode]? {
    guard let node = value(key) else { return nil }
    guard case .array(let a) = node.value else { throw mismatch(key, expected: "an array", found: node) }
    return a
  }

  public mutating func stringArray(_ key: String) throws(Diagnostic) -> [String]? {
    guard let elements = try array(key) else { return nil }
    var out: [String] = []
    out.reserveCapacity(elements.count)
    for (i, element) in elements.enumerated() {
      guard case .string(let s) = element.value else {
        throw error("expected a string for '\(fieldPath(key))[\(i)]', found \(element.kindName)", at: element)
      }
      out.append(s)
    }
    return out
  }

  public mutating func object(_ key: String) throws(Diagnostic) -> JSONObjectReader? {
    guard let node = value(key) else { return nil }
    return try JSONObjectReader(node, source: source, path: fieldPath(key))
  }

  /// A SiriKit enum given by Swift case name (or alias) or by raw integer.
  public mutating func siriKitEnum<E: SiriKitEnum>(_ key: String, _ type: E.Type = E.self) throws(Diagnostic) -> E? {
    guard let node = value(key) else { return nil }
    return try Self.decodeEnum(node, as: type, path: fieldPath(key), source: source)
  }

  public static func decodeEnum<E: SiriKitEnum>(
    _ node: JSONNode, as type: E.Type, path: String, source: JSONSource
  ) throws(Diagnostic) -> E {
    // Only messages need the field name: computed per item, it cost catalog loading a split.
    var fieldName: String { path.split(separator: ".").last.map(String.init) ?? path }
    switch node.value {
    case .string(let name):
      if let value = E(name: name) { return value }
      let tail = SuggestionMemo.tail(vocabulary: E.appleName, name: name) {
        let names = E.caseNames
        return "\(suggestion(for: name, in: names)); expected one of \(names.joined(separator: ", "))"
      }
      throw Diagnostic("unknown \(fieldName) '\(name)' at '\(path)'\(tail)", at: source.location(of: node.offset))
    case .number(let d):
      if d.rounded() == d, abs(d) < 1e9, let value = E(rawValue: Int(d)) { return value }
      let spelled = d.rounded() == d && abs(d) < 1e21 ? String(format: "%.0f", d) : String(d)
      throw Diagnostic(
        "\(E.appleName) has no raw value \(spelled) (at '\(path)')", at: source.location(of: node.offset))
    default:
      throw Diagnostic(
        "expected a case name or raw value of \(E.appleName) for '\(path)', found \(node.kindName)",
        at: source.location(of: node.offset))
    }
  }

  /// Rejects keys that were never read, suggesting the nearest known key.
  public func finish(allowing extra: Set<String> = []) throws(Diagnostic) {
    for (i, member) in members.enumerated() where !read[i] && !extra.contains(member.key) {
      let known = Set(asked).union(extra)
      throw Diagnostic(
        "unknown key '\(fieldPath(member.key))'\(suggestion(for: member.key, in: known.sorted()))",
        at: source.location(of: member.keyOffset))
    }
  }
}

extension Double {
  /// `2` for whole numbers, `1.5` otherwise: the spelling used in output.
  var formatted: String {
    if rounded() == self, abs(self) < 1e15 { return String(Int64(self)) }
    return String(self)
  }
}
