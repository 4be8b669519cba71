/// Where the editor reads keys and draws: the terminal in the shell, a script in tests.
public protocol LineEditorIO {
  /// The next input.
  func read() -> LineEditorInput
  func write(_ text: String)
  /// The terminal's width in columns.
  var columns: Int { get }
  /// Ctrl-Z: give the terminal back, stop the process, take the terminal again when continued.
  func suspend()
}

public enum LineEditorInput: Equatable, Sendable {
  case byte(UInt8)
  /// The screen may have changed under the editor (the process was stopped and continued).
  case redraw
  case end
}

extension LineEditorIO {
  public func suspend() {}
}

/// The prompt and line on a terminal that wraps long lines: where each character lands, and
/// the escapes that redraw the whole line and put the cursor back, whatever its width.
/// Terminals wrap lazily (a character written in the last column leaves the cursor there until
/// the next one), and a wide character that does not fit in the last column starts the next row.
struct LineScreen {
  var columns: Int
  /// The row of the terminal's cursor, counted from the prompt's row.
  var cursorRow = 0
  /// Where the end of the drawn text is (row, column), for typing at the end without a redraw.
  var end = Position(row: 0, column: 0)

  struct Position: Equatable {
    var row: Int
    var column: Int
  }

  init(columns: Int) { self.columns = max(columns, 2) }

  /// Columns a character takes: two for East Asian wide characters and emoji, none for
  /// control characters (which the editor never inserts).
  static func width(_ ch: Character) -> Int {
    guard let v = ch.unicodeScalars.first?.value else { return 0 }
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    let wide =
      (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
      || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v) || (0x1F900...0x1F9FF).contains(v)
      || (0x20000...0x3FFFD).contains(v)
    return wide ? 2 : 1
  }

  /// The position after writing a character of `width` at `position` (a full row leaves the
  /// column at `columns`: the terminal's pending wrap).
  func advance(_ position: Position, width: Int) -> Position {
    guard width > 0 else { return position }
    var p = position
    if p.column + width > columns {
      p.row += 1
      p.column = 0
    }
    p.column += width
    return p
  }

  func layout(_ text: some Sequence<Character>, from start: Position = Position(row: 0, column: 0)) -> Position {
    text.reduce(start) { advance($0, width: Self.width($1)) }
  }

  /// Where the cursor shows when it stands before `next` (nil: at the end) having drawn up to
  /// `position`: past a full row, or before a wide character that does not fit, it is on the next row.
  func cursor(at position: Position, before next: Character?) -> Position {
    let width = next.map(Self.width) ?? 1
    if position.column >= columns || position.column + width > columns { return Position(row: position.row + 1, column: 0) }
    return position
  }

  /// Redraws `prompt` + `line` from the prompt's row, clearing what was below, and puts the
  /// cursor before `line[cursor]`.
  mutating func redraw(prompt: String, line: [Character], cursor: Int) -> String {
    var out = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
    out += "\r\u{1B}[J" + prompt + String(line)
    end = layout(line, from: layout(prompt))
    var physical = end
    if end.column >= columns {
      out += "\r\n"  // out of the pending wrap, so the cursor's row is known
      physical = Position(row: end.row + 1, column: 0)
    }
    let target = self.cursor(at: layout(line[..<cursor], from: layout(prompt)), before: cursor < line.count ? line[cursor] : nil)
    if physical.row > target.row { out += "\u{1B}[\(physical.row - target.row)A" }
    if physical.column != target.column || physical.row != target.row {
      out += "\r" + (target.column > 0 ? "\u{1B}[\(target.column)C" : "")
    }
    cursorRow = target.row
    return out
  }

  /// Typing `ch` at the end of the line: just the character, when it does not fill the row
  /// (else nil, and the caller redraws).
  mutating func append(_ ch: Character) -> String? {
    let next = advance(end, width: Self.width(ch))
    guard next.column < columns else { return nil }
    end = next
    cursorRow = next.row
    return String(ch)
  }

  /// Leaves the line: the cursor goes below its last row.
  mutating func finish() -> String {
    // A full last row already moved the cursor to the row below it.
    let pending = end.column >= columns
    let last = pending ? end.row + 1 : end.row
    let down = last - cursorRow
    cursorRow = 0
    end = Position(row: 0, column: 0)
    return (down > 0 ? "\u{1B}[\(down)B" : "") + (pending ? "\r" : "\r\n")
  }
}
