import Testing

@testable import MediaCtlKit

/// The line editor's keys and drawing, on a scripted terminal (`ScreenEmulator`): what the line
/// becomes, and what a person sees, rows and cursor, at a given width.
struct LineEditorTests {
  let prompt = "mediactl> "

  func edit(_ keys: String, columns: Int = 80, history: [String] = []) -> (LineEditor.Result, ScriptedIO) {
    var editor = LineEditor(history: history)
    let io = ScriptedIO(keys, columns: columns)
    return (editor.readLine(prompt: prompt, io: io), io)
  }

  static let left = "\u{1B}[D"

  @Test(arguments: [
    ("play Push It\u{17}\r", "play Push "),  // Ctrl-W: the word before the cursor
    ("play Push It   \u{17}\r", "play Push "),  // …skipping the blanks first
    ("play Push It\u{1B}b\u{1B}bX\r", "play XPush It"),  // Alt-B twice: two words back
    ("play Push It\u{01}\u{1B}fX\r", "playX Push It"),  // Ctrl-A, Alt-F: the end of the first word
    ("play Push It\u{01}\u{1B}[1;5CX\r", "playX Push It"),  // Ctrl-Right: a word too
    ("play Push It\u{1B}[HX\r", "Xplay Push It"),  // Home
    ("play Push It\u{1B}[1~\u{1B}[4~X\r", "play Push ItX"),  // Home, End (ESC [ 1 ~, ESC [ 4 ~)
    ("play Push It\u{1B}OHX\u{1B}OFY\r", "Xplay Push ItY"),  // Home, End (ESC O H, ESC O F)
    ("play Push It\u{1B}b\u{1B}d\r", "play Push "),  // Alt-D: the word after the cursor
    ("play Push It\u{1B}\u{7F}\r", "play Push "),  // Alt-Backspace
    ("play Pushx It" + left + left + left + "\u{7F}\r", "play Push It"),
    ("play Push It\u{01}\u{0B}\r", ""),  // Ctrl-A, Ctrl-K
    ("play Push It\u{02}\u{02}\u{15}\r", "It"),  // Ctrl-B twice, Ctrl-U
    ("play 夜曲" + left + "X\r", "play 夜X曲"),
  ])
  func keysEditTheLine(_ keys: String, _ expected: String) {
    #expect(edit(keys).0 == .line(expected))
  }

  /// F20: editing a line wider than the terminal redraws it in place: no stale rows, cursor
  /// where the edit is.
  @Test func aLineWiderThanTheTerminalRedrawsInPlace() {
    let typed = "play aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee"
    let (result, io) = edit(typed + String(repeating: Self.left, count: 5) + "XYZ", columns: 40)
    #expect(result == .line(String(typed.dropLast(5)) + "XYZeeeee"))
    let shown = prompt + typed.dropLast(5) + "XYZeeeee"
    let expected = [String(shown.prefix(40)), String(shown.dropFirst(40))]
    var screen = ScreenEmulator(columns: 40)
    // The screen as it was before the end of input moved the cursor below the line ("\r\n" is one Character).
    screen.feed(String(io.written.dropLast(1)))
    #expect(screen.rows == expected, "\(io.written.debugDescription)")
    #expect(screen.row == 1 && screen.column == shown.count - 40 - 5, "cursor before the last five e's: \(screen.row),\(screen.column) \(io.written.suffix(40).debugDescription)")
  }

  @Test func wideCharactersWrapAsTheTerminalWrapsThem() {
    // 10 + 5 + 2×8 = 31 columns at width 20: the wide character that does not fit in the last
    // column starts the next row.
    let typed = "play 一二三四五六七八"
    let (_, io) = edit(typed + Self.left + Self.left + "X", columns: 20)
    var screen = ScreenEmulator(columns: 20)
    screen.feed(String(io.written.dropLast(1)))
    #expect(screen.rows == ["mediactl> play 一二", "三四五六X七八"], "\(io.written.debugDescription)")
  }

  @Test func ctrlLClearsTheScreenAndKeepsTheLine() {
    var editor = LineEditor()
    let io = ScriptedIO("", columns: 40)
    io.screen.feed("old output\r\nmore\r\n")
    io.input = Array("play Khalid\u{0C}".utf8).map { .byte($0) }
    _ = editor.readLine(prompt: prompt, io: io)
    #expect(io.written.contains("\u{1B}[H\u{1B}[2J"))
    #expect(io.screen.rows == ["mediactl> play Khalid"])
  }

  @Test func ctrlRFindsTheNewestMatchingLineAndEnterRunsIt() {
    let history = ["play Khalid", "play Maybe Sometime by Special Disaster Team", "play Push It"]
    #expect(edit("\u{12}Maybe\r", history: history).0 == .line("play Maybe Sometime by Special Disaster Team"))
    #expect(edit("\u{12}play\r", history: history).0 == .line("play Push It"))
    #expect(edit("\u{12}play\u{12}\u{12}\r", history: history).0 == .line("play Khalid"))
    // Another key takes the match into the line for editing; Ctrl-G gives the old line back.
    #expect(edit("\u{12}Kha\u{05} now\r", history: history).0 == .line("play Khalid now"))
    #expect(edit("draft\u{12}Kha\u{07}\r", history: history).0 == .line("draft"))
    let (_, io) = edit("\u{12}Mayb", history: history)
    #expect(io.written.contains("(reverse-i-search)'Mayb': play Maybe Sometime"))
    let (_, failed) = edit("\u{12}zzz", history: history)
    #expect(failed.written.contains("(failed reverse-i-search)'zzz'"))
  }

  @Test func upAndDownWalkTheHistoryAndKeepTheDraft() {
    let history = ["play Khalid", "play Push It"]
    #expect(edit("\u{1B}[A\u{1B}[A\r", history: history).0 == .line("play Khalid"))
    #expect(edit("dra\u{10}\u{0E}ft\r", history: history).0 == .line("draft"))
  }

  @Test func enteredLinesGoToTheHistoryOnceAndBounded() {
    var editor = LineEditor()
    editor.maximumHistory = 2
    for line in ["a", "a", "b", "  ", "c"] {
      _ = editor.readLine(prompt: prompt, io: ScriptedIO(line + "\r"))
    }
    #expect(editor.history == ["b", "c"])
  }

  @Test func tabCompletesColonCommandsAndTheirArguments() {
    func tab(_ keys: String) -> LineEditor.Result {
      var editor = LineEditor()
      editor.complete = { ColonCommands.complete($0) { ["song-maybe-sometime", "song-push-it"] } }
      return editor.readLine(prompt: prompt, io: ScriptedIO(keys))
    }
    #expect(tab(":dev\t\r") == .line(":device "))
    #expect(tab(":device hom\t\r") == .line(":device homepod "))
    #expect(tab(":set no\t\r") == .line(":set no-subscription "))
    #expect(tab(":set restricted o\t\r") == .line(":set restricted o"))  // on and off: nothing common
    #expect(tab(":now-playing song-p\t\r") == .line(":now-playing song-push-it "))
    #expect(tab(":now-playing n\t\r") == .line(":now-playing none "))
    #expect(tab(":e\t\r") == .line(":explain "))
  }

  @Test func controlCharactersAndInvalidUTF8AreNeverInserted() {
    #expect(edit("a\u{1B}[999Xb\u{0}\u{1F}c\r").0 == .line("abc"))
    var editor = LineEditor()
    let io = ScriptedIO("")
    io.input = [.byte(0x61), .byte(0xFF), .byte(0xC2), .byte(0x85), .byte(0x62), .byte(13)]  // 0xFF, then U+0085
    #expect(editor.readLine(prompt: prompt, io: io) == .line("ab"))
  }
}
