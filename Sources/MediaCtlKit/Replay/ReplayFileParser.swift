/// Reads the replay file format. Malformed lines become located problems and are skipped;
/// everything else still runs.
public enum ReplayFileParser {
  /// Intent fields an expectation may name by path (besides `Expectation.shortFields`).
  public static let intentPaths: Set<String> = {
    var paths: Set<String> = [
      "playShuffled", "playbackRepeatMode", "resumePlayback", "playbackQueueLocation", "playbackSpeed",
      "mediaDestination.mediaDestinationType", "mediaDestination.playlistName", "affinityType", "appName",
      "siriRouting", "interval", "repeatType", "shuffleType", "playbackRate", "change", "nowPlayingQuestion",
      "mediaSearch", "mediaDestination", "mediaContainer", "mediaItems", "notMediaRequest", "domain",
    ]
    for key in [
      "mediaType", "sortOrder", "mediaName", "artistName", "albumName", "genreNames", "moodNames", "releaseDate",
      "reference", "mediaIdentifier", "releaseDate.startDateComponents.year", "releaseDate.endDateComponents.year",
      "releaseDate.startDateComponents.month", "releaseDate.endDateComponents.month",
    ] {
      paths.insert("mediaSearch.\(key)")
    }
    return paths
  }()

  public static func parse(_ text: String, path: String) -> ReplayFile {
    var reader = LineParser(path: path)
    var entries: [ReplayFile.Entry] = []
    var problems: [Diagnostic] = []
    let split = text.fileLinesWithEnds
    let lines = split.map(\.text)
    for (index, raw) in lines.enumerated() {
      reader.feed(raw, number: index + 1, entries: &entries, problems: &problems)
    }
    reader.finish(entries: &entries)
    return ReplayFile(path: path, entries: entries, problems: problems, lines: lines, lineEnds: split.map(\.end))
  }

  /// The format read one line at a time, so a file of any length streams: an utterance is
  /// handed on once the line after its expectation block arrives (or at `finish`).
  public struct LineParser: Sendable {
    public let path: String
    private var current: ReplayFile.UtteranceCase?

    public init(path: String) { self.path = path }

    /// Whether an utterance is waiting for more expectation lines.
    public var isHolding: Bool { current != nil }

    public mutating func feed(_ raw: String, number: Int, entries: inout [ReplayFile.Entry], problems: inout [Diagnostic]) {
      let trimmed = raw.trimmingWhitespace
      if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
      let indented = raw.first == " " || raw.first == "\t"
      if indented {
        guard current != nil else {
          problems.append(Diagnostic("expectation '\(trimmed)' has no utterance above it", at: .init(file: path, line: number, column: 1)))
          return
        }
        do {
          let expectation = try parseExpectation(trimmed, line: number, file: path, column: raw.count - trimmed.count + 1)
          current?.expectations.append(expectation)
          if let block = current?.blockLines {
            current?.blockLines = block.lowerBound...number
          } else {
            current?.blockLines = number...number
          }
        } catch {
          problems.append(error)
        }
        return
      }
      finish(entries: &entries)
      if trimmed.hasPrefix("@") {
        do {
          entries.append(.directive(try parseDirective(trimmed, line: number, file: path), line: number))
        } catch {
          problems.append(error)
        }
        return
      }
      if let problem = UtteranceParser.lengthProblem(trimmed, at: .init(file: path, line: number, column: 1)) {
        problems.append(problem)
        return
      }
      current = ReplayFile.UtteranceCase(text: trimmed, line: number)
    }

    /// Hands on the utterance still waiting for expectations.
    public mutating func finish(entries: inout [ReplayFile.Entry]) {
      if let c = current { entries.append(.utterance(c)) }
      current = nil
    }
  }

  static func parseDirective(_ text: String, line: Int, file: String) throws(Diagnostic) -> Directive {
    let body = text.dropFirst()
    let parts = body.split(separator: " ", maxSplits: 1).map(String.init)
    let name = parts.first ?? ""
    let argument = parts.count > 1 ? parts[1].trimmingWhitespace : nil
    let at = Diagnostic.Location(file: file, line: line, column: 1)
    func needArgument() throws(Diagnostic) -> String {
      guard let argument, !argument.isEmpty else { throw Diagnostic("directive '@\(name)' needs a value", at: at) }
      return argument
    }
    if let (option, on) = Directive.flags[name] {
      if argument != nil { throw Diagnostic("directive '@\(name)' takes no value", at: at) }
      return .flag(option, on)
    }
    switch name {
    case "catalog": return .catalog(try needArgument())
    case "vocabulary": return .vocabulary(try needArgument())
    case "device":
      let value = try needArgument()
      guard let device = Device(rawValue: value.lowercased()) else {
        throw Diagnostic(
          "unknown device '\(value)'\(suggestion(for: value, in: Device.allCases.map(\.rawValue))); expected one of \(Device.allCases.map(\.rawValue).joined(separator: ", "))",
          at: at)
      }
      return .device(device)
    case "region":
      let value = try needArgument()
      guard value.count == 2, value.allSatisfy(\.isLetter) else { throw Diagnostic("'@region' takes a two-letter country code", at: at) }
      return .region(value.uppercased())
    case "now-playing":
      let value = try needArgument()
      return .nowPlaying(value == "none" ? nil : value)
    case "locale":
      let value = try needArgument()
      guard ["en", "zh", "au"].contains(value.prefix(2).lowercased()) else {
        throw Diagnostic("unsupported locale '\(value)'; expected en-US, zh-CN or auto", at: at)
      }
      return .locale(value == "auto" ? nil : value)
    case "path":
      let value = try needArgument()
      guard let path = SiriPath(rawValue: value.lowercased()) else {
        throw Diagnostic("unknown path '\(value)'\(suggestion(for: value, in: SiriPath.allCases.map(\.rawValue))); expected \(SiriPath.usage)", at: at)
      }
      return .path(path)
    case "reset":
      return .reset
    case "fresh":
      return .fresh
    default:
      if let near = closestMatch(to: name, in: Directive.names) {
        throw Diagnostic("unknown directive '@\(name)'; did you mean '@\(near)'?", at: at)
      }
      throw Diagnostic(
        "unknown directive '@\(name)'; expected one of \(Directive.names.map { "@\($0)" }.joined(separator: ", "))", at: at)
    }
  }

  /// `[not ]field[ contains]: value`, or `not resolved`.
  public static func parseExpectation(_ text: String, line: Int, file: String, column: Int = 1) throws(Diagnostic) -> Expectation {
    let at = Diagnostic.Location(file: file, line: line, column: column)
    var body = Substring(text)
    var negated = false
    if body.hasPrefix("not ") {
      negated = true
      body = body.dropFirst(4)
    }
    if body.trimmingCharacters() == "resolved" {
      guard negated else { throw Diagnostic("'resolved' is only an expectation as 'not resolved'; use 'result: success'", at: at) }
      return Expectation(field: "resolved", value: "", negated: true, line: line)
    }
    guard let colon = body.firstIndex(of: ":") else {
      throw Diagnostic("expected 'field: value' (e.g. 'code: handleInApp'), found '\(text)'", at: at)
    }
    var field = String(body[..<colon]).trimmingWhitespace
    let value = String(body[body.index(after: colon)...]).trimmingWhitespace
    var contains = false
    if field.hasSuffix(" contains") {
      contains = true
      field = String(field.dropLast(" contains".count)).trimmingWhitespace
    }
    try validateField(field, at: at)
    if !contains, let problem = ExpectationValues.problem(field: field, value: value) {
      throw Diagnostic(problem, at: at)
    }
    return Expectation(field: field, value: value, negated: negated, contains: contains, line: line)
  }

  static func validateField(_ field: String, at: Diagnostic.Location) throws(Diagnostic) {
    if field.hasPrefix("state.") {
      if ExpectationValues.isStateField(field) { return }
      let known = ExpectationValues.stateFields.sorted() + ["state.playlist.<id>"]
      throw Diagnostic(
        "unknown state field '\(field)'\(suggestion(for: field, in: known)); expected one of \(known.joined(separator: ", "))", at: at)
    }
    if Expectation.shortFields[field] != nil || intentPaths.contains(field)
      || AudioIntentFields.fields[field] != nil
      || field.hasPrefix("mediaItems[") || field.hasPrefix("mediaContainer.")
    {
      return
    }
    let known = Array(Expectation.shortFields.keys) + Array(intentPaths)
    throw Diagnostic("unknown expectation field '\(field)'\(suggestion(for: field, in: known.sorted()))", at: at)
  }
}

extension Substring {
  func trimmingCharacters() -> String { String(self).trimmingWhitespace }
}
