/// One input of `replay`, read a chunk of entries at a time. Replay files (`.utterances`) and
/// JSON Lines stream line by line, so a file of any length takes constant memory; the other
/// imported formats (Home Assistant YAML, Botium) are read whole and handed out in chunks.
final class ReplaySource {
  struct Chunk {
    var entries: [ReplayFile.Entry] = []
    var problems: [Diagnostic] = []
    /// Whether the file ends with this chunk.
    var isLast = false
    var utterances: Int { entries.reduce(0) { if case .utterance = $1 { $0 + 1 } else { $0 } } }
  }

  private enum Reading {
    case replayFile(ReplayLineReader, ReplayFileParser.LineParser)
    case jsonLines(ReplayLineReader)
    case whole(ReplayFile, next: Int)
  }

  let path: String
  private var reading: Reading
  private var done = false

  init(path: String) throws(Diagnostic) {
    self.path = path
    if path.hasSuffix(".jsonl") {
      reading = .jsonLines(try ReplayLineReader(path: path))
    } else if path.hasSuffix(".yaml") || path.hasSuffix(".yml") || path.hasSuffix(".utterances.txt") {
      reading = .whole(try ReplaySources.load(path), next: 0)
    } else {
      reading = .replayFile(try ReplayLineReader(path: path), ReplayFileParser.LineParser(path: path))
    }
  }

  /// Bytes read so far (for progress; a whole-read file counts when it is done).
  var bytesRead: Int {
    switch reading {
    case .replayFile(let reader, _), .jsonLines(let reader): reader.bytesRead
    case .whole: 0
    }
  }

  /// Up to `limit` utterances (with the directives among them and the problems found), or
  /// nil once the file is done.
  func next(limit: Int) throws(Diagnostic) -> Chunk? {
    guard !done else { return nil }
    var chunk = Chunk()
    var count = 0
    switch reading {
    case .whole(let file, let next):
      var i = next
      while i < file.entries.count, count < limit {
        if case .utterance = file.entries[i] { count += 1 }
        chunk.entries.append(file.entries[i])
        i += 1
      }
      if next == 0 { chunk.problems = file.problems }
      chunk.isLast = i >= file.entries.count
      reading = .whole(file, next: i)
    case .jsonLines(let reader):
      while count < limit, let line = try reader.next() {
        switch line {
        case .text(let text, let number):
          JSONLinesImporter.read(text, number: number, path: path, entries: &chunk.entries, problems: &chunk.problems)
          count = chunk.entries.count
        case .problem(let problem): chunk.problems.append(problem)
        }
      }
      chunk.isLast = count < limit
    case .replayFile(let reader, var parser):
      // The parser holds an utterance until the line after its expectations: stop at a
      // full chunk only between utterances.
      while count < limit, let line = try reader.next() {
        switch line {
        case .text(let text, let number):
          let before = chunk.entries.count
          parser.feed(text, number: number, entries: &chunk.entries, problems: &chunk.problems)
          for entry in chunk.entries[before...] { if case .utterance = entry { count += 1 } }
        case .problem(let problem): chunk.problems.append(problem)
        }
      }
      if count < limit {
        parser.finish(entries: &chunk.entries)
        chunk.isLast = true
      }
      reading = .replayFile(reader, parser)
    }
    if chunk.isLast { done = true }
    return chunk
  }
}
