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

  private let bytes: [UInt8]
  private let source: JSONSource
  private var index = 0
  private var depth = 0
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

  private mutating func parseValue() throws(Diagnostic) -> JSONNode {
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

  private mutating func enter() throws(Diagnostic) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("JSON nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(Diagnostic) -> JSONNode.Value {
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

  private mutating func parseArray() throws(Diagnostic) -> JSONNode.Value {
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

  private func checkLength(_ count: Int, open: Int) throws(Diagnostic) {
    guard count > maximumStringBytes else { return }
    throw Diagnostic(
      "string is \(count) bytes long; mediactl reads at most \(maximumStringBytes) in one string", at: source.location(of: open))
  }

  private mutating func parseString() throws(Diagnostic) -> String {
    let open = index
    index += 1
    // Fast path: no escapes, straight from the bytes.
    var scan = index
    while scan < bytes.count, bytes[scan] != UInt8(ascii: "\""), bytes[scan] != UInt8(ascii: "\\"), bytes[scan] >= 0x20 {
      scan += 1
    }
    if scan < bytes.count, bytes[scan] == UInt8(ascii: "\"") {
      try checkLength(scan - index, open: open)
      guard let string = String(validating: bytes[index..<scan], as: UTF8.self) else {
        throw Diagnostic("invalid UTF-8 in string", at: source.location(of: open))
      }
      index = scan + 1
      return string
    }
    var scalars: [UInt8] = []
    var plainStart = index
    // Fast path: copy runs of plain bytes at once.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        scalars.append(contentsOf: bytes[plainStart..<index])
        try checkLength(scalars.count, open: open)
        index += 1
        guard let string = String(validating: scalars, as: UTF8.self) else {
          throw Diagnostic("invalid UTF-8 in string", at: source.location(of: open))
        }
        return string
      }
      if byte < 0x20 {
        throw error("unescaped control character in string")
      }
      if byte == UInt8(ascii: "\\") {
        scalars.append(contentsOf: bytes[plainStart..<index])
        try parseEscape(into: &scalars)
        plainStart = index
        continue
      }
      index += 1
    }
    throw Diagnostic("unterminated string", at: source.location(of: open))
  }

  private mutating func parseEscape(into out: inout [UInt8]) throws(Diagnostic) {
    let escapeStart = index
    index += 1
    guard index < bytes.count else { throw error("unterminated escape sequence") }
    let c = bytes[index]
    index += 1
    switch c {
    case UInt8(ascii: "\""): out.append(0x22)
    case UInt8(ascii: "\\"): out.append(0x5C)
    case UInt8(ascii: "/"): out.append(0x2F)
    case UInt8(ascii: "b"): out.append(0x08)
    case UInt8(ascii: "f"): out.append(0x0C)
    case UInt8(ascii: "n"): out.append(0x0A)
    case UInt8(ascii: "r"): out.append(0x0D)
    case UInt8(ascii: "t"): out.append(0x09)
    case UInt8(ascii: "u"):
      var code = try parseHex4()
      if (0xD800...0xDBFF).contains(code) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw Diagnostic("unpaired surrogate in \\u escape", at: source.location(of: escapeStart))
        }
        index += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw Diagnostic("unpaired surrogate in \\u escape", at: source.location(of: escapeStart))
        }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(code) {
        throw Diagnostic("unpaired surrogate in \\u escape", at: source.location(of: escapeStart))
      }
      guard let scalar = Unicode.Scalar(code) else {
        throw Diagnostic("invalid \\u escape", at: source.location(of: escapeStart))
      }
      out.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      // A printable ASCII letter as written (\x); any other byte by its value, never as a
      // Latin-1 letter or a second escape.
      let shown = c >= 0x21 && c < 0x7F ? "'\\\(Character(Unicode.Scalar(c)))'" : "'\\' followed by byte 0x" + (c < 16 ? "0" : "") + String(c, radix: 16, uppercase: true)
      throw Diagnostic("invalid escape \(shown)", at: source.location(of: escapeStart))
    }
  }

  private mutating func parseHex4() throws(Diagnostic) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("truncated \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let c = bytes[index]
      let digit: UInt32
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in \\u escape")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(Diagnostic) -> Double {
    let start = index
    if peek() == UInt8(ascii: "-") { index += 1 }
    guard let first = peek(), isDigit(first) else { throw error("invalid number") }
    if first == UInt8(ascii: "0") {
      index += 1
      if let next = peek(), isDigit(next) {
        throw Diagnostic("invalid number: leading zero", at: source.location(of: start))
      }
    } else {
      while let c = peek(), isDigit(c) { index += 1 }
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard let c = peek(), isDigit(c) else { throw error("invalid number: expected a digit after '.'") }
      while let c = peek(), isDigit(c) { index += 1 }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard let c = peek(), isDigit(c) else { throw error("invalid number: expected an exponent") }
      while let c = peek(), isDigit(c) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw Diagnostic("number '\(text.prefix(40))' is out of range", at: source.location(of: start))
    }
    return value
  }

  private mutating func expectLiteral(_ literal: String) throws(Diagnostic) {
    let utf8 = Array(literal.utf8)
    guard index + utf8.count <= bytes.count, bytes[index..<index + utf8.count].elementsEqual(utf8) else {
      throw error("unexpected \(describe(at: index)); expected a JSON value")
    }
    index += utf8.count
  }

  private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

  private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private func describe(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
  }

  private func error(_ message: String) -> Diagnostic {
    Diagnostic(message, at: source.location(of: index))
  }
}
