/// A strict JSON parser (RFC 8259) that keeps byte offsets, rejects duplicate keys, bounds
/// nesting depth and reports the first problem as a located `Diagnostic`.
///
/// Written here because Foundation on Linux reports malformed JSON without a position.
public struct JSONParser {
  /// Deeper documents are rejected rather than risking the stack.
  public static let maximumDepth = 256
  /// The longest string mediactl reads in any JSON file (64 KiB; a title or a name is far
  /// shorter): a longer one is a located error, so no loader ever works on a megabyte word.
  public static let maximumStringBytes = 65_536

  let bytes: [UInt8]
  let source: JSONSource
  var index = 0
  var depth = 0
  /// The longest string this parse accepts (JSON intents take only what an utterance could say).
  var maximumStringBytes = JSONParser.maximumStringBytes
  /// Where the streamed array was, from its '[' to after its ']'.
  private(set) var streamedRange: Range<Int>?

  public init(bytes: [UInt8], source: JSONSource) {
    self.bytes = bytes
    self.source = source
  }

  /// Parses one complete JSON document (a leading UTF-8 byte order mark is skipped).
  public static func parse(
    _ bytes: [UInt8], file: String, maximumStringBytes: Int = maximumStringBytes
  ) throws(Diagnostic) -> (JSONNode, JSONSource) {
    let source = JSONSource(file: file, bytes: bytes)
    var parser = JSONParser(bytes: bytes, source: source)
    parser.maximumStringBytes = maximumStringBytes
    let node = try parser.parseDocument()
    return (node, source)
  }

  public static func parse(_ text: String, file: String) throws(Diagnostic) -> (JSONNode, JSONSource) {
    try parse(Array(text.utf8), file: file)
  }

  /// Parses a top-level object, handing each element of the array under `arrayKey` to
  /// `element` as it is read instead of keeping it: a catalog of a million items never exists
  /// as one tree. The returned object holds an empty array under `arrayKey`.
  public static func parseStreaming(
    _ bytes: [UInt8], file: String, arrayKey: String,
    element: (JSONNode, JSONSource, Int) throws(Diagnostic) -> Void
  ) throws(Diagnostic) -> (JSONNode, JSONSource) {
    var ignored: Range<Int>?
    return try parseStreaming(bytes, file: file, arrayKey: arrayKey, arrayRange: &ignored, element: element)
  }

  /// `parseStreaming`, also returning the byte range of the streamed array (its '[' to after
  /// its ']'), or nil when the document had none.
  public static func parseStreaming(
    _ bytes: [UInt8], file: String, arrayKey: String, arrayRange: inout Range<Int>?,
    element: (JSONNode, JSONSource, Int) throws(Diagnostic) -> Void
  ) throws(Diagnostic) -> (JSONNode, JSONSource) {
    let source = JSONSource(file: file, bytes: bytes)
    var parser = JSONParser(bytes: bytes, source: source)
    let node = try parser.parseStreamingDocument(arrayKey: arrayKey) { (node: JSONNode, i: Int) throws(Diagnostic) in
      try element(node, source, i)
    }
    arrayRange = parser.streamedRange
    return (node, source)
  }

  /// The string whose opening quote is at `offset` and the offset after its closing quote,
  /// decoded as `parse` decodes strings (escapes included); nil when it is not a valid string.
  static func string(in bytes: [UInt8], at offset: Int) -> (string: String, end: Int)? {
    guard offset >= 0, offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
    var parser = JSONParser(bytes: bytes, source: JSONSource(file: "", bytes: bytes))
    parser.index = offset
    guard let string = try? parser.parseString() else { return nil }
    return (string, parser.index)
  }

  mutating func parseStreamingDocument(
    arrayKey: String, element: (JSONNode, Int) throws(Diagnostic) -> Void
  ) throws(Diagnostic) -> JSONNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    guard index < bytes.count else { throw error("expected a JSON value, found the end of the input") }
    guard bytes[index] == UInt8(ascii: "{") else { return try parseDocument() }
    let start = index
    index += 1
    depth += 1
    var members: [JSONNode.Member] = []
    var seen = Set<String>()
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      index += 1
    } else {
      members: while true {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted key, found \(describe(at: index))") }
        let keyOffset = index
        let key = try parseString()
        if !seen.insert(key).inserted { throw Diagnostic("duplicate key '\(key)'", at: source.location(of: keyOffset)) }
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after key '\(key)', found \(describe(at: index))") }
        index += 1
        skipWhitespace()
        let valueStart = index
        if key == arrayKey, peek() == UInt8(ascii: "[") {
          index += 1
          depth += 1
          var count = 0
          skipWhitespace()
          if peek() == UInt8(ascii: "]") {
            index += 1
          } else {
            while true {
              skipWhitespace()
              try element(try parseValue(), count)
              count += 1
              skipWhitespace()
              switch peek() {
              case UInt8(ascii: ","): index += 1
              case UInt8(ascii: "]"): index += 1
              default: throw error("expected ',' or ']' in array, found \(describe(at: index))")
              }
              if bytes[index - 1] == UInt8(ascii: "]") { break }
            }
          }
          depth -= 1
          streamedRange = valueStart..<index
          members.append(JSONNode.Member(key: key, keyOffset: keyOffset, value: JSONNode(.array([]), offset: valueStart)))
        } else {
          members.append(JSONNode.Member(key: key, keyOffset: keyOffset, value: try parseValue()))
        }
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "}"): index += 1; break members
        default: throw error("expected ',' or '}' in object, found \(describe(at: index))")
        }
      }
    }
    depth -= 1
    skipWhitespace()
    if index < bytes.count { throw error("unexpected \(describe(at: index)) after the JSON value") }
    return JSONNode(.object(members), offset: start)
  }

  mutating func parseDocument() throws(Diagnostic) -> JSONNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    guard index < bytes.count else { throw error("expected a JSON value, found the end of the input") }
    let node = try parseValue()
    skipWhitespace()
    if index < bytes.count { throw error("unexpected \(describe(at: index)) after the JSON value") }
    return node
  }

  mutating func parseValue() throws(Diagnostic) -> JSONNode {
    let start = index
    guard index < bytes.count else { throw error("unexpected end of input; expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return JSONNode(try parseObject(), offset: start)
    case UInt8(ascii: "["): return JSONNode(try parseArray(), offset: start)
    case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), offset: start)
    case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(.bool(true), offset: start)
    case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(.bool(false), offset: start)
    case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(.null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(.number(try parseNumber()), offset: start)
    default:
      throw error("unexpected \(describe(at: index)); expected a JSON value")
    }
  }

  mutating func enter() throws(Diagnostic) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("JSON nested deeper than \(Self.maximumDepth) levels")
    }
  }

  mutating func parseObject() throws(Diagnostic) -> JSONNode.Value {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [JSONNode.Member] = []
    var seen = Set<String>()
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else {
        throw error("expected a quoted key, found \(describe(at: index))")
      }
      let keyOffset = index
      let key = try parseString()
      // Small objects (catalog items) compare keys directly; large ones use a set.
      let duplicate = members.count < 16 ? members.contains { $0.key == key } : !seen.insert(key).inserted
      if members.count == 15 { seen = Set(members.map(\.key)); seen.insert(key) }
      if duplicate {
        throw Diagnostic("duplicate key '\(key)'", at: source.location(of: keyOffset))
      }
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else {
        throw error("expected ':' after key '\(key)', found \(describe(at: index))")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONNode.Member(key: key, keyOffset: keyOffset, value: value))
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"): index += 1; return .object(members)
      default: throw error("expected ',' or '}' in object, found \(describe(at: index))")
      }
    }
  }

  mutating func parseArray() throws(Diagnostic) -> JSONNode.Value {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"): index += 1; return .array(elements)
      default: throw error("expected ',' or ']' in array, found \(describe(at: index))")
      }
    }
  }

  func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

  func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  func describe(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
  }

  func error(_ message: String) -> Diagnostic {
    Diagnostic(message, at: source.location(of: index))
  }
}
