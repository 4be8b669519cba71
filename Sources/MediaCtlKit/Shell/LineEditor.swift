/// Line editing for the shell on a terminal: cursor movement, deletion, history on the
/// up/down arrows, Ctrl-C to cancel a line, Ctrl-D to quit on an empty line.
public struct LineEditor {
  /// What reading a line gave.
  public enum Result: Equatable {
    case line(String)
    /// Ctrl-C: the line was abandoned.
    case cancelled
    /// Ctrl-D on an empty line, or the end of input.
    case endOfInput
  }

  public var history: [String] = []
  public var maximumHistory = 500

  public init() {}

  /// Reads one line, drawing `prompt` and echoing edits through `write`.
  public mutating func readLine(prompt: String, readByte: () -> UInt8?, write: (String) -> Void) -> Result {
    var line: [Character] = []
    var cursor = 0
    var historyIndex = history.count
    var draft: [Character] = []
    var pending: [UInt8] = []

    func width(_ chars: ArraySlice<Character>) -> Int {
      chars.reduce(0) { $0 + (Self.isWide($1) ? 2 : 1) }
    }
    func redraw() {
      var out = "\r" + prompt + String(line) + "\u{1B}[K"
      let back = width(line[cursor...])
      if back > 0 { out += "\u{1B}[\(back)D" }
      write(out)
    }
    func recall(_ index: Int) {
      historyIndex = index
      line = index < history.count ? Array(history[index]) : draft
      cursor = line.count
      redraw()
    }

    write(prompt)
    while let byte = readByte() {
      switch byte {
      case 13, 10:  // Enter
        write("\r\n")
        let text = String(line)
        if !text.trimmingWhitespace.isEmpty, history.last != text {
          history.append(text)
          if history.count > maximumHistory { history.removeFirst(history.count - maximumHistory) }
        }
        return .line(text)
      case 3:  // Ctrl-C
        write("^C\r\n")
        return .cancelled
      case 4:  // Ctrl-D
        if line.isEmpty {
          write("\r\n")
          return .endOfInput
        }
        if cursor < line.count {
          line.remove(at: cursor)
          redraw()
        }
      case 127, 8:  // Backspace
        if cursor > 0 {
          cursor -= 1
          line.remove(at: cursor)
          redraw()
        }
      case 1: cursor = 0; redraw()  // Ctrl-A
      case 5: cursor = line.count; redraw()  // Ctrl-E
      case 2: if cursor > 0 { cursor -= 1; redraw() }  // Ctrl-B
      case 6: if cursor < line.count { cursor += 1; redraw() }  // Ctrl-F
      case 21: line.removeSubrange(0..<cursor); cursor = 0; redraw()  // Ctrl-U
      case 11: line.removeSubrange(cursor...); redraw()  // Ctrl-K
      case 12: write("\u{1B}[H\u{1B}[2J"); redraw()  // Ctrl-L
      case 27:  // Escape sequences: arrows, Home, End, Delete
        guard let b1 = readByte() else { return .endOfInput }
        guard b1 == UInt8(ascii: "[") || b1 == UInt8(ascii: "O") else { continue }
        guard let b2 = readByte() else { return .endOfInput }
        switch b2 {
        case UInt8(ascii: "A"):  // Up
          if historyIndex > 0 {
            if historyIndex == history.count { draft = line }
            recall(historyIndex - 1)
          }
        case UInt8(ascii: "B"):  // Down
          if historyIndex < history.count { recall(historyIndex + 1) }
        case UInt8(ascii: "C"): if cursor < line.count { cursor += 1; redraw() }
        case UInt8(ascii: "D"): if cursor > 0 { cursor -= 1; redraw() }
        case UInt8(ascii: "H"): cursor = 0; redraw()
        case UInt8(ascii: "F"): cursor = line.count; redraw()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          // ESC [ n ~ : 3 Delete, 1/7 Home, 4/8 End.
          var code = Int(b2 - UInt8(ascii: "0"))
          while let b = readByte(), b != UInt8(ascii: "~") {
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { break }
            code = code * 10 + Int(b - UInt8(ascii: "0"))
          }
          switch code {
          case 3: if cursor < line.count { line.remove(at: cursor); redraw() }
          case 1, 7: cursor = 0; redraw()
          case 4, 8: cursor = line.count; redraw()
          default: break
          }
        default: break
        }
      default:
        guard byte >= 0x20 else { continue }
        // Collect a whole UTF-8 character before inserting it.
        pending.append(byte)
        let expected = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        if pending.count == 1 && expected > 1 {
          for _ in 1..<expected {
            guard let next = readByte() else { break }
            pending.append(next)
          }
        }
        if let text = String(validating: pending, as: UTF8.self) {
          let atEnd = cursor == line.count
          for ch in text {
            line.insert(ch, at: cursor)
            cursor += 1
          }
          // Typing at the end only needs the new character echoed.
          if atEnd { write(text) } else { redraw() }
        }
        pending.removeAll()
      }
    }
    return line.isEmpty ? .endOfInput : .line(String(line))
  }

  /// East Asian wide characters take two columns.
  static func isWide(_ ch: Character) -> Bool {
    guard let v = ch.unicodeScalars.first?.value else { return false }
    return (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
      || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v)
  }
}
