/// Reads JSON Lines of `{"text": …}` objects. Other keys that name an expectation field
/// (`intent`, `code`, `item`, `mediaSearch.artistName`, …) become expectations; an `expect`
/// object may hold more. Corpus-style keys such as `slots` are ignored.
public enum JSONLinesImporter {
  public static func importFile(_ text: String, path: String) -> ReplayFile {
    var entries: [ReplayFile.Entry] = []
    var problems: [Diagnostic] = []
    for (i, raw) in text.fileLines.enumerated() {
      read(raw, number: i + 1, path: path, entries: &entries, problems: &problems)
    }
    return ReplayFile(path: path, entries: entries, problems: problems)
  }

  /// One line of the file: an utterance entry, a located problem, or nothing (blank line).
  public static func read(_ raw: String, number: Int, path: String, entries: inout [ReplayFile.Entry], problems: inout [Diagnostic]) {
    let line = raw.trimmingWhitespace
    if line.isEmpty { return }
    do throws(Diagnostic) {
      let (node, _) = try JSONParser.parse(line, file: path)
      guard case .object(let members) = node.value else {
        throw Diagnostic("expected an object with a 'text' key", at: .init(file: path, line: number, column: 1))
      }
      var utterance: String?
      var expectations: [Expectation] = []
      func add(_ key: String, _ value: JSONNode) {
        let text: String
        switch value.value {
        case .string(let s): text = s
        case .number(let d): text = d.formatted
        case .bool(let b): text = b ? "true" : "false"
        default: return
        }
        if key == "intent", !(text.hasPrefix("IN") || text.hasSuffix("Command")) { return }  // corpus intent labels
        if Expectation.shortFields[key] != nil || ReplayFileParser.intentPaths.contains(key) {
          expectations.append(Expectation(field: key, value: text, line: number))
        }
      }
      for member in members {
        switch (member.key, member.value.value) {
        case ("text", .string(let s)): utterance = s
        case ("expect", .object(let inner)): for m in inner { add(m.key, m.value) }
        default: add(member.key, member.value)
        }
      }
      guard let utterance, !utterance.trimmingWhitespace.isEmpty else {
        throw Diagnostic("missing key 'text'", at: .init(file: path, line: number, column: 1))
      }
      if let problem = UtteranceParser.lengthProblem(utterance, at: .init(file: path, line: number, column: 1)) { throw problem }
      entries.append(.utterance(ReplayFile.UtteranceCase(text: utterance, line: number, expectations: expectations)))
    } catch {
      var located = error
      // A one-line document: report the file's line, keep the column.
      located.location = .init(file: path, line: number, column: error.location?.column)
      problems.append(located)
    }
  }
}
