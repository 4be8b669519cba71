// Fuzzes replay-file reading (`mediactl replay`): the replay format and the Home Assistant
// YAML, Botium and JSON Lines importers. The first byte picks the format, the rest is the file.
//
// Invariants: the text decodes (or fails as invalid UTF-8 with a located data error); each
// format yields a file or one located data error; every entry and problem points at a line
// that exists; a replay file's `lines` are the file's lines, and recording nothing into it
// gives back the same bytes.
@testable import MediaCtlKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplayFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let all = bytes(data, size)
  guard let selector = all.first else { return 0 }
  let input = Array(all.dropFirst())
  let names = ["fuzz.utterances", "fuzz.yaml", "fuzz.jsonl", "fuzz.utterances.txt"]
  let path = names[Int(selector) % names.count]
  let lines = lineCount(input)
  let text: String
  do {
    text = try FileInput.decodeUTF8(input, file: path)
  } catch {
    requireWellFormed(error, file: path, lineCount: lines)
    return 0
  }
  let file: MediaCtlKit.ReplayFile
  do {
    switch selector % 4 {
    case 0: file = ReplayFileParser.parse(text, path: path)
    case 1: file = try HomeAssistantTestImporter.importFile(text, path: path)
    case 2: file = JSONLinesImporter.importFile(text, path: path)
    default: file = BotiumImporter.importFile(text, path: path)
    }
  } catch {
    requireWellFormed(error, file: path, lineCount: lines)
    return 0
  }
  for problem in file.problems { requireWellFormed(problem, file: path, lineCount: lines) }
  for entry in file.entries {
    switch entry {
    case .utterance(let c):
      require(c.line >= 1 && c.line <= lines, "utterance at line \(c.line) of \(lines)")
      require(!c.text.trimmingWhitespace.isEmpty, "empty utterance at line \(c.line)")
      for e in c.expectations { require(e.line >= 1 && e.line <= lines, "expectation at line \(e.line) of \(lines)") }
    case .directive(_, let line):
      require(line >= 1 && line <= lines, "directive at line \(line) of \(lines)")
    }
  }
  if selector % 4 == 0 {
    require(file.lines?.count == lines, "\(file.lines?.count ?? -1) lines kept of \(lines)")
    // `--record` with nothing to write gives the file back byte for byte: line ends, a
    // byte-order mark and a missing final line end included.
    var read = file
    read.hasByteOrderMark = input.starts(with: [0xEF, 0xBB, 0xBF])
    let rewritten = ReplayRecorder.record(read, expectationsByLine: [:]).map { Array($0.utf8) }
    require(rewritten == input, "--record without results changes the bytes")
  }
  return 0
}
