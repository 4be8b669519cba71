/// The small part of YAML that test files use: block mappings and sequences by indentation,
/// plain and quoted scalars, `#` comments. No anchors, flow collections or multi-line scalars.
public indirect enum YAMLNode: Sendable {
  case scalar(String, line: Int)
  case sequence([YAMLNode], line: Int)
  case mapping([(String, YAMLNode)], line: Int)

  public var line: Int {
    switch self {
    case .scalar(_, let l), .sequence(_, let l), .mapping(_, let l): l
    }
  }

  public subscript(key: String) -> YAMLNode? {
    guard case .mapping(let members, _) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  public var string: String? {
    if case .scalar(let s, _) = self { return s }
    return nil
  }
}

public enum YAMLSubset {
  /// Deeper nesting is rejected: the parser recurses once per level, and test files use a
  /// handful of levels.
  public static let maximumDepth = 64

  struct Line {
    var indent: Int
    var text: String
    var number: Int
  }

  public static func parse(_ text: String, file: String) throws(Diagnostic) -> YAMLNode {
    var lines: [Line] = []
    for (i, raw) in text.fileLines.enumerated() {
      let s = raw
      if s.contains("\t") && s.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
        throw Diagnostic("tabs are not allowed for indentation in YAML", at: .init(file: file, line: i + 1, column: 1))
      }
      let stripped = stripComment(s)
      if stripped.trimmingWhitespace.isEmpty || stripped.hasPrefix("---") { continue }
      let indent = stripped.prefix(while: { $0 == " " }).count
      lines.append(Line(indent: indent, text: String(stripped.dropFirst(indent)).trimmingWhitespace, number: i + 1))
    }
    var index = 0
    guard !lines.isEmpty else { return .mapping([], line: 1) }
    let root = try parseBlock(&lines, &index, indent: lines[0].indent, depth: 1, file: file)
    // A line indented less than the first one ends the block early; never drop the rest.
    if index < lines.count {
      let line = lines[index]
      throw Diagnostic("unexpected indentation", at: .init(file: file, line: line.number, column: line.indent + 1))
    }
    return root
  }

  /// Removes a `#` comment that is not inside quotes.
  static func stripComment(_ s: String) -> String {
    var inSingle = false
    var inDouble = false
    var previous: Character = " "
    var out = ""
    for ch in s {
      if ch == "'" && !inDouble { inSingle.toggle() }
      if ch == "\"" && !inSingle { inDouble.toggle() }
      if ch == "#" && !inSingle && !inDouble && (previous == " " || out.isEmpty) { break }
      out.append(ch)
      previous = ch
    }
    return out
  }

  static func parseBlock(_ lines: inout [Line], _ index: inout Int, indent: Int, depth: Int, file: String) throws(Diagnostic) -> YAMLNode {
    let first = lines[index]
    if depth > maximumDepth {
      throw Diagnostic("YAML nested deeper than \(maximumDepth) levels", at: .init(file: file, line: first.number, column: first.indent + 1))
    }
    if first.text.hasPrefix("- ") || first.text == "-" {
      var items: [YAMLNode] = []
      while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("-") {
        let line = lines[index]
        let rest = String(line.text.dropFirst()).trimmingWhitespace
        if rest.isEmpty {
          index += 1
          guard index < lines.count, lines[index].indent > indent else { items.append(.scalar("", line: line.number)); continue }
          items.append(try parseBlock(&lines, &index, indent: lines[index].indent, depth: depth + 1, file: file))
        } else if let colon = mappingColon(rest) {
          // "- key: value" starts a mapping whose further keys are indented past the dash.
          let childIndent = indent + 2
          lines[index] = Line(indent: childIndent, text: rest, number: line.number)
          _ = colon
          items.append(try parseBlock(&lines, &index, indent: childIndent, depth: depth + 1, file: file))
        } else {
          items.append(.scalar(try scalar(rest, line: line.number, file: file), line: line.number))
          index += 1
        }
      }
      return .sequence(items, line: first.number)
    }
    var members: [(String, YAMLNode)] = []
    while index < lines.count, lines[index].indent == indent {
      let line = lines[index]
      guard let colon = mappingColon(line.text) else {
        throw Diagnostic("expected 'key: value', found '\(line.text)'", at: .init(file: file, line: line.number, column: indent + 1))
      }
      let key = try scalar(String(line.text[..<colon]), line: line.number, file: file)
      let rest = String(line.text[line.text.index(after: colon)...]).trimmingWhitespace
      index += 1
      if rest.isEmpty {
        if index < lines.count, lines[index].indent > indent || (lines[index].indent == indent && lines[index].text.hasPrefix("- ")) {
          members.append((key, try parseBlock(&lines, &index, indent: lines[index].indent, depth: depth + 1, file: file)))
        } else {
          members.append((key, .scalar("", line: line.number)))
        }
      } else {
        if rest.hasPrefix("[") || rest.hasPrefix("{") || rest.hasPrefix("|") || rest.hasPrefix(">") || rest.hasPrefix("&") || rest.hasPrefix("*") {
          throw Diagnostic("unsupported YAML ('\(rest.prefix(1))…'): only block mappings, sequences and scalars are read", at: .init(file: file, line: line.number, column: indent + 1))
        }
        members.append((key, .scalar(try scalar(rest, line: line.number, file: file), line: line.number)))
      }
    }
    if index < lines.count, lines[index].indent > indent {
      let line = lines[index]
      throw Diagnostic("unexpected indentation", at: .init(file: file, line: line.number, column: line.indent + 1))
    }
    return .mapping(members, line: first.number)
  }

  /// The colon that separates a key from its value (outside quotes, followed by space or end).
  static func mappingColon(_ text: String) -> String.Index? {
    var inSingle = false
    var inDouble = false
    var i = text.startIndex
    while i < text.endIndex {
      let ch = text[i]
      if ch == "'" && !inDouble { inSingle.toggle() }
      if ch == "\"" && !inSingle { inDouble.toggle() }
      if ch == ":" && !inSingle && !inDouble {
        let next = text.index(after: i)
        if next == text.endIndex || text[next] == " " { return i }
      }
      i = text.index(after: i)
    }
    return nil
  }

  static func scalar(_ raw: String, line: Int, file: String) throws(Diagnostic) -> String {
    let s = raw.trimmingWhitespace
    if s.hasPrefix("\"") {
      guard s.count >= 2, s.hasSuffix("\"") else { throw Diagnostic("unterminated quoted string", at: .init(file: file, line: line, column: 1)) }
      var out = ""
      var escaped = false
      for ch in s.dropFirst().dropLast() {
        if escaped {
          switch ch {
          case "n": out.append("\n")
          case "t": out.append("\t")
          default: out.append(ch)
          }
          escaped = false
        } else if ch == "\\" {
          escaped = true
        } else {
          out.append(ch)
        }
      }
      return out
    }
    if s.hasPrefix("'") {
      guard s.count >= 2, s.hasSuffix("'") else { throw Diagnostic("unterminated quoted string", at: .init(file: file, line: line, column: 1)) }
      return String(s.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
    }
    return s
  }
}
