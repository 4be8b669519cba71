/// Reads Botium `.utterances.txt` files: the first line names the utterance list, every
/// further non-empty line is one utterance (no expectations).
public enum BotiumImporter {
  public static func importFile(_ text: String, path: String) -> ReplayFile {
    var entries: [ReplayFile.Entry] = []
    var problems: [Diagnostic] = []
    var sawName = false
    for (i, raw) in text.fileLines.enumerated() {
      let line = raw.trimmingWhitespace
      if line.isEmpty { continue }
      if !sawName {
        sawName = true
        continue
      }
      if let problem = UtteranceParser.lengthProblem(line, at: .init(file: path, line: i + 1, column: 1)) {
        problems.append(problem)
        continue
      }
      entries.append(.utterance(ReplayFile.UtteranceCase(text: line, line: i + 1)))
    }
    return ReplayFile(path: path, entries: entries, problems: problems)
  }
}
