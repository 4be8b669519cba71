@testable import MediaCtlKit

/// A small terminal for line-editor tests: a grid that wraps like xterm (lazily: a character in
/// the last column leaves the cursor there until the next; a wide character that does not fit
/// starts the next row) and obeys the escapes the editor writes (CR, LF, ESC [ n A/B/C/D, K, J,
/// H, 2J). `rows` is what a person would see.
struct ScreenEmulator {
  let columns: Int
  var grid: [[Character?]] = [[]]
  var row = 0
  var column = 0
  var pendingWrap = false

  init(columns: Int) { self.columns = columns }

  var rows: [String] {
    grid.map { String($0.compactMap { $0 }) }.reversed().drop { $0.isEmpty }.reversed()
  }

  mutating func ensureRow(_ r: Int) {
    while grid.count <= r { grid.append([]) }
  }

  mutating func put(_ ch: Character) {
    let width = LineScreen.width(ch)
    guard width > 0 else { return }
    if pendingWrap || column + width > columns {
      row += 1
      column = 0
      pendingWrap = false
    }
    ensureRow(row)
    while grid[row].count < column + width { grid[row].append(" ") }
    grid[row][column] = ch
    if width == 2 { grid[row][column + 1] = nil }  // the second half of a wide character
    column += width
    if column >= columns {
      column = columns - 1
      pendingWrap = true
    }
  }

  mutating func feed(_ text: String) {
    let chars = Array(text)
    var i = 0
    while i < chars.count {
      let ch = chars[i]
      i += 1
      switch ch {
      case "\r": column = 0; pendingWrap = false
      case "\n":
        row += 1
        pendingWrap = false
        ensureRow(row)
      case "\u{1B}":
        guard i < chars.count, chars[i] == "[" else { continue }
        i += 1
        var parameter = ""
        while i < chars.count, chars[i].isNumber || chars[i] == ";" { parameter.append(chars[i]); i += 1 }
        guard i < chars.count else { return }
        let final = chars[i]
        i += 1
        let n = Int(parameter) ?? 1
        pendingWrap = false
        switch final {
        case "A": row = max(0, row - n)
        case "B": row += n; ensureRow(row)
        case "C": column = min(columns - 1, column + n)
        case "D": column = max(0, column - n)
        case "K": ensureRow(row); if grid[row].count > column { grid[row].removeSubrange(column...) }
        case "J":
          ensureRow(row)
          if parameter == "2" {
            grid = [[]]
          } else {
            if grid[row].count > column { grid[row].removeSubrange(column...) }
            grid.removeSubrange((row + 1)...)
          }
        case "H": row = 0; column = 0
        default: break
        }
      default: put(ch)
      }
    }
  }
}

/// Keys in, screen out: what `LineEditor` reads and writes in tests.
final class ScriptedIO: LineEditorIO {
  var input: [LineEditorInput]
  var screen: ScreenEmulator
  var written = ""
  let columns: Int

  init(_ keys: String, columns: Int = 80) {
    input = Array(keys.utf8).map { .byte($0) }
    self.columns = columns
    screen = ScreenEmulator(columns: columns)
  }

  func read() -> LineEditorInput { input.isEmpty ? .end : input.removeFirst() }

  func write(_ text: String) {
    written += text
    screen.feed(text)
  }
}
