/// `JSONParser`'s scalars: strings (with escapes and the length bound), numbers and the
/// literals `true`, `false` and `null`.
extension JSONParser {
  func checkLength(_ count: Int, open: Int) throws(Diagnostic) {
    guard count > maximumStringBytes else { return }
    throw Diagnostic(
      "string is \(count) bytes long; mediactl reads at most \(maximumStringBytes) in one string", at: source.location(of: open))
  }

  mutating func parseString() throws(Diagnostic) -> String {
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

  mutating func parseEscape(into out: inout [UInt8]) throws(Diagnostic) {
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

  mutating func parseHex4() throws(Diagnostic) -> UInt32 {
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

  mutating func parseNumber() throws(Diagnostic) -> Double {
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

  mutating func expectLiteral(_ literal: String) throws(Diagnostic) {
    let utf8 = Array(literal.utf8)
    guard index + utf8.count <= bytes.count, bytes[index..<index + utf8.count].elementsEqual(utf8) else {
      throw error("unexpected \(describe(at: index)); expected a JSON value")
    }
    index += utf8.count
  }
}
