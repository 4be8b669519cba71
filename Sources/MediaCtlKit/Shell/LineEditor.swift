/// Line editing for the shell on a terminal, with the keys of readline: characters and words
/// (Ctrl-B/F, Alt-B/F, Ctrl-A/E, Home/End), deletion (Backspace, Delete, Ctrl-W, Alt-D, Ctrl-U,
/// Ctrl-K), history (Up/Down, Ctrl-P/N) and its reverse search (Ctrl-R), Tab completion,
/// Ctrl-L to clear, Ctrl-C to cancel, Ctrl-D to quit on an empty line, Ctrl-Z to suspend.
/// Lines wider than the terminal wrap and redraw correctly (`LineScreen`).
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
  public var maximumHistory = 1000
  /// What Tab offers for the text before the cursor (nil: Tab does nothing).
  public var complete: ((String) -> CompletionReply)?
  /// A key read but not yet handled (the one that ended a reverse search).
  var pushBack: UInt8?

  public init(history: [String] = []) {
    self.history = history
  }

  /// The line being edited and the editor's view of the screen.
  struct State {
    var prompt: String
    var line: [Character] = []
    var cursor = 0
    var screen: LineScreen
    var historyIndex: Int
    var draft: [Character] = []
    var lastWasTab = false
  }

  /// Reads one line, drawing `prompt` and echoing edits through `io`.
  public mutating func readLine(prompt: String, io: some LineEditorIO) -> Result {
    var s = State(prompt: prompt, screen: LineScreen(columns: io.columns), historyIndex: history.count)
    io.write(s.screen.redraw(prompt: prompt, line: [], cursor: 0))
    while true {
      let input = pushBack.map { LineEditorInput.byte($0) } ?? io.read()
      pushBack = nil
      guard case .byte(let byte) = input else {
        if input == .redraw {
          s.screen = LineScreen(columns: io.columns)
          io.write("\r\n" + s.screen.redraw(prompt: prompt, line: s.line, cursor: s.cursor))
          continue
        }
        io.write(s.screen.finish())
        return s.line.isEmpty ? .endOfInput : .line(String(s.line))
      }
      let wasTab = s.lastWasTab
      s.lastWasTab = false
      switch byte {
      case 13, 10:  // Enter
        io.write(s.screen.finish())
        return accept(String(s.line))
      case 3:  // Ctrl-C
        io.write(s.screen.redraw(prompt: prompt, line: s.line, cursor: s.line.count) + "^C" + s.screen.finish())
        return .cancelled
      case 4:  // Ctrl-D
        if s.line.isEmpty {
          io.write(s.screen.finish())
          return .endOfInput
        }
        if s.cursor < s.line.count { s.line.remove(at: s.cursor) }
      case 127, 8:  // Backspace
        if s.cursor > 0 {
          s.cursor -= 1
          s.line.remove(at: s.cursor)
        }
      case 1: s.cursor = 0  // Ctrl-A
      case 5: s.cursor = s.line.count  // Ctrl-E
      case 2: s.cursor = max(0, s.cursor - 1)  // Ctrl-B
      case 6: s.cursor = min(s.line.count, s.cursor + 1)  // Ctrl-F
      case 21: s.line.removeSubrange(0..<s.cursor); s.cursor = 0  // Ctrl-U
      case 11: s.line.removeSubrange(s.cursor...)  // Ctrl-K
      case 23:  // Ctrl-W: the whitespace-delimited word before the cursor
        let start = Self.wordStart(s.line, before: s.cursor, isWord: { !$0.isWhitespace })
        s.line.removeSubrange(start..<s.cursor)
        s.cursor = start
      case 12:  // Ctrl-L
        io.write("\u{1B}[H\u{1B}[2J")
        s.screen.cursorRow = 0
      case 16: recall(&s, s.historyIndex - 1)  // Ctrl-P
      case 14: recall(&s, s.historyIndex + 1)  // Ctrl-N
      case 18:  // Ctrl-R
        if let result = reverseSearch(&s, io: io) { return result }
      case 9:  // Tab
        tab(&s, io: io, listing: wasTab)
        s.lastWasTab = true
      case 26:  // Ctrl-Z
        io.write(s.screen.finish())
        io.suspend()
        s.screen = LineScreen(columns: io.columns)
      case 27:
        guard escape(&s, io: io) else {
          io.write(s.screen.finish())
          return s.line.isEmpty ? .endOfInput : .line(String(s.line))
        }
      default:
        guard byte >= 0x20, let ch = Self.character(startingWith: byte, io: io) else { continue }
        let atEnd = s.cursor == s.line.count
        s.line.insert(ch, at: s.cursor)
        s.cursor += 1
        // Typing at the end only needs the new character echoed.
        if atEnd, let echo = s.screen.append(ch) {
          io.write(echo)
          continue
        }
      }
      io.write(s.screen.redraw(prompt: prompt, line: s.line, cursor: s.cursor))
    }
  }

  /// The line entered: into the history unless blank or the same as the last one.
  mutating func accept(_ text: String) -> Result {
    if !text.trimmingWhitespace.isEmpty, history.last != text {
      history.append(text)
      if history.count > maximumHistory { history.removeFirst(history.count - maximumHistory) }
    }
    return .line(text)
  }

  func recall(_ s: inout State, _ index: Int) {
    guard index >= 0, index <= history.count, index != s.historyIndex else { return }
    if s.historyIndex == history.count { s.draft = s.line }
    s.historyIndex = index
    s.line = index < history.count ? Array(history[index]) : s.draft
    s.cursor = s.line.count
  }

  /// After ESC: arrows, Home/End/Delete (`ESC [ … ~`), Alt-B/F/D, Alt-Backspace. False at the end of input.
  func escape(_ s: inout State, io: some LineEditorIO) -> Bool {
    guard case .byte(let b1) = io.read() else { return false }
    let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber }
    switch b1 {
    case UInt8(ascii: "b"), UInt8(ascii: "B"): s.cursor = Self.wordStart(s.line, before: s.cursor, isWord: isWord)
    case UInt8(ascii: "f"), UInt8(ascii: "F"): s.cursor = Self.wordEnd(s.line, after: s.cursor, isWord: isWord)
    case UInt8(ascii: "d"), UInt8(ascii: "D"):
      let end = Self.wordEnd(s.line, after: s.cursor, isWord: isWord)
      s.line.removeSubrange(s.cursor..<end)
    case 127, 8:
      let start = Self.wordStart(s.line, before: s.cursor, isWord: isWord)
      s.line.removeSubrange(start..<s.cursor)
      s.cursor = start
    case UInt8(ascii: "["), UInt8(ascii: "O"):
      // A control sequence: parameters, then one final byte.
      var parameters: [UInt8] = []
      var final: UInt8 = 0
      while parameters.count < 16, case .byte(let b) = io.read() {
        if (0x40...0x7E).contains(b) {
          final = b
          break
        }
        parameters.append(b)
      }
      let numbers = String(decoding: parameters, as: UTF8.self).split(separator: ";").map { Int($0) ?? 0 }
      let modified = numbers.count > 1 && numbers[1] > 1  // Ctrl- or Alt-arrow: a word
      switch final {
      case UInt8(ascii: "A"): recall(&s, s.historyIndex - 1)
      case UInt8(ascii: "B"): recall(&s, s.historyIndex + 1)
      case UInt8(ascii: "C"):
        s.cursor = modified ? Self.wordEnd(s.line, after: s.cursor, isWord: isWord) : min(s.line.count, s.cursor + 1)
      case UInt8(ascii: "D"):
        s.cursor = modified ? Self.wordStart(s.line, before: s.cursor, isWord: isWord) : max(0, s.cursor - 1)
      case UInt8(ascii: "H"): s.cursor = 0
      case UInt8(ascii: "F"): s.cursor = s.line.count
      case UInt8(ascii: "~"):
        switch numbers.first ?? 0 {
        case 3: if s.cursor < s.line.count { s.line.remove(at: s.cursor) }
        case 1, 7: s.cursor = 0
        case 4, 8: s.cursor = s.line.count
        default: break
        }
      default: break
      }
    default: break
    }
    return true
  }

  /// Where the word before `index` starts (skipping what is not a word first).
  static func wordStart(_ line: [Character], before index: Int, isWord: (Character) -> Bool) -> Int {
    var i = index
    while i > 0, !isWord(line[i - 1]) { i -= 1 }
    while i > 0, isWord(line[i - 1]) { i -= 1 }
    return i
  }

  /// Where the word at or after `index` ends.
  static func wordEnd(_ line: [Character], after index: Int, isWord: (Character) -> Bool) -> Int {
    var i = index
    while i < line.count, !isWord(line[i]) { i += 1 }
    while i < line.count, isWord(line[i]) { i += 1 }
    return i
  }

  /// A whole UTF-8 character that starts with `byte`; nil for invalid UTF-8 or a control character.
  static func character(startingWith byte: UInt8, io: some LineEditorIO) -> Character? {
    guard byte < 0x80 || (0xC2...0xF4).contains(byte) else { return nil }  // not a first byte
    var bytes = [byte]
    let expected = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    while bytes.count < expected, case .byte(let next) = io.read() { bytes.append(next) }
    guard let text = String(validating: bytes, as: UTF8.self), let ch = text.first,
      !ch.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    return ch
  }
}
