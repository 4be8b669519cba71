/// Where things are in an XML property list, for located errors: Foundation's parser reports
/// neither lines nor which element it disliked, so mediactl reads the XML once more itself.
///
/// One linear pass over the bytes, tracking line and column: `location(of:)` finds the element
/// at a key path (`ParameterVocabularies[0].ParameterNames[2]`), and `firstProblem` the first
/// syntax error it can name (a close tag that does not match, an unknown entity or element,
/// an unterminated tag, the file ending inside an element).
struct XMLPropertyListLocator {
  enum PathComponent: Equatable, Sendable {
    case key(String)
    case index(Int)
  }

  struct Problem: Equatable, Sendable {
    var line: Int
    var column: Int
    var message: String
  }

  let bytes: [UInt8]

  /// The line and column of the start tag of the value at `path` (empty: the root value).
  func location(of path: [PathComponent]) -> (line: Int, column: Int)? {
    var found: (Int, Int)?
    _ = scan { valuePath, line, column in
      if valuePath == path {
        found = (line, column)
        return false
      }
      return true
    }
    return found
  }

  /// The first syntax problem, or nil when the XML reads well as far as mediactl checks.
  var firstProblem: Problem? { scan { _, _, _ in true } }

  static let elements: Set<String> = ["plist", "dict", "array", "key", "string", "integer", "real", "true", "false", "date", "data"]
  /// As for JSON: deeper nesting is refused, so paths stay short.
  static let maximumDepth = 256
  static let entities: Set<String> = ["amp", "lt", "gt", "quot", "apos"]

  private struct Frame {
    var name: String
    var line: Int
    var column: Int
    var path: [PathComponent]
    var nextIndex = 0
    var pendingKey: String?
  }

  /// Walks the elements; `visit(path, line, column)` is called for every value's start tag
  /// and stops the walk by returning false. Returns the first syntax problem met before that.
  private func scan(_ visit: ([PathComponent], Int, Int) -> Bool) -> Problem? {
    var i = 0
    // Lines end at "\n", "\r\n" or a lone "\r" (XML reads all three as one); columns count
    // characters (UTF-8 lead bytes), as JSON errors do. Both advance with `i`.
    var line = 1
    var currentColumn = 1
    var stack: [Frame] = []
    var keyText: [UInt8]?  // the text of an open <key>
    func advance(to end: Int) {
      while i < end {
        let byte = bytes[i]
        if byte == 0x0D || (byte == 0x0A && (i == 0 || bytes[i - 1] != 0x0D)) {
          line += 1
          currentColumn = 1
        } else if byte == 0x0A {
          currentColumn = 1  // the "\n" of "\r\n"
        } else if byte & 0xC0 != 0x80 {
          currentColumn += 1
        }
        i += 1
      }
    }
    func find(_ needle: [UInt8], from start: Int) -> Int? {
      guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
      var j = start
      while j + needle.count <= bytes.count {
        if bytes[j] == needle[0], bytes[j..<(j + needle.count)].elementsEqual(needle) { return j }
        j += 1
      }
      return nil
    }
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x26 {  // '&': an entity
        let startColumn = currentColumn
        var j = i + 1
        while j < bytes.count, j - i <= 12, bytes[j] != 0x3B, bytes[j] != 0x3C { j += 1 }
        let name = j < bytes.count && bytes[j] == 0x3B ? String(decoding: bytes[(i + 1)..<j], as: UTF8.self) : nil
        guard let name, Self.entities.contains(name) || Self.isCharacterReference(name) else {
          return Problem(line: line, column: startColumn, message: "'&' starts no entity (write '&amp;' for a literal '&')")
        }
        if keyText != nil { keyText? += Self.entityText(name) }
        advance(to: j + 1)
        continue
      }
      guard byte == 0x3C else {  // text
        if keyText != nil { keyText?.append(byte) }
        advance(to: i + 1)
        continue
      }
      let tagLine = line
      let tagColumn = currentColumn
      if bytes[i...].starts(with: Array("<!--".utf8)) {
        guard let end = find(Array("-->".utf8), from: i + 4) else {
          return Problem(line: tagLine, column: tagColumn, message: "comment never ends ('-->' is missing)")
        }
        advance(to: end + 3)
        continue
      }
      if bytes[i...].starts(with: Array("<![CDATA[".utf8)) {
        guard let end = find(Array("]]>".utf8), from: i + 9) else {
          return Problem(line: tagLine, column: tagColumn, message: "CDATA section never ends (']]>' is missing)")
        }
        if keyText != nil { keyText? += bytes[(i + 9)..<end] }
        advance(to: end + 3)
        continue
      }
      if bytes[i...].starts(with: Array("<?".utf8)) || bytes[i...].starts(with: Array("<!".utf8)) {
        guard let end = find([0x3E], from: i + 2) else {
          return Problem(line: tagLine, column: tagColumn, message: "declaration never ends ('>' is missing)")
        }
        advance(to: end + 1)
        continue
      }
      guard let end = find([0x3E], from: i + 1) else {
        return Problem(line: tagLine, column: tagColumn, message: "tag never ends ('>' is missing)")
      }
      var inner = bytes[(i + 1)..<end]
      let closing = inner.first == 0x2F
      let selfClosing = !closing && inner.last == 0x2F
      if closing { inner = inner.dropFirst() }
      if selfClosing { inner = inner.dropLast() }
      let name = String(decoding: inner.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
      if closing {
        guard let open = stack.popLast() else {
          return Problem(line: tagLine, column: tagColumn, message: "'</\(name)>' closes nothing")
        }
        guard open.name == name else {
          return Problem(
            line: tagLine, column: tagColumn,
            message: "'</\(name)>' does not close '<\(open.name)>' (opened at \(open.line):\(open.column))")
        }
        if name == "key", let text = keyText, stack.last?.name == "dict" {
          stack[stack.count - 1].pendingKey = String(decoding: text, as: UTF8.self)
        }
        if name == "key" { keyText = nil }
        advance(to: end + 1)
        continue
      }
      guard Self.elements.contains(name) else {
        return Problem(
          line: tagLine, column: tagColumn,
          message: "unknown element '<\(name)>'; a property list has \(Self.elements.sorted().joined(separator: ", "))")
      }
      // The path of this element when it is a value (a key is not).
      var path: [PathComponent]?
      if let parent = stack.last {
        if parent.name == "dict" {
          if name != "key" {
            guard let key = parent.pendingKey else {
              return Problem(line: tagLine, column: tagColumn, message: "'<\(name)>' in a dictionary without a '<key>' before it")
            }
            path = parent.path + [.key(key)]
            stack[stack.count - 1].pendingKey = nil
          }
        } else if parent.name == "array" {
          path = parent.path + [.index(parent.nextIndex)]
          stack[stack.count - 1].nextIndex += 1
        } else if parent.name == "plist" {
          path = []
        }
      } else if name != "plist" {
        path = []
      }
      if let path, !visit(path, tagLine, tagColumn) { return nil }
      if !selfClosing {
        guard stack.count < Self.maximumDepth else {
          return Problem(line: tagLine, column: tagColumn, message: "nested deeper than \(Self.maximumDepth) levels")
        }
        stack.append(Frame(name: name, line: tagLine, column: tagColumn, path: path ?? []))
        if name == "key" { keyText = [] }
      }
      advance(to: end + 1)
    }
    if let open = stack.last {
      return Problem(
        line: line, column: currentColumn,
        message: "the file ends inside '<\(open.name)>' (opened at \(open.line):\(open.column))")
    }
    return nil
  }

  static func isCharacterReference(_ name: String) -> Bool {
    guard name.hasPrefix("#") else { return false }
    let digits = name.dropFirst()
    if digits.hasPrefix("x") { return !digits.dropFirst().isEmpty && digits.dropFirst().allSatisfy(\.isHexDigit) }
    return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
  }

  static func entityText(_ name: String) -> [UInt8] {
    switch name {
    case "amp": return [0x26]
    case "lt": return [0x3C]
    case "gt": return [0x3E]
    case "quot": return [0x22]
    case "apos": return [0x27]
    default:
      let digits = name.dropFirst()
      let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      return value.flatMap(Unicode.Scalar.init).map { Array(String($0).utf8) } ?? []
    }
  }
}
