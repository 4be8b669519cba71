/// `replay --record`: writes the current results as expectations under each utterance, so QA
/// reviews them in a diff and commits them. Positive expectations of the fields it records
/// (`recordedFields`) are replaced; everything it cannot recompute stays as written: comments,
/// directives, negative expectations (`not …`), `contains` checks, `state.*`, `app`, `routing`,
/// `name`, `items` and any line it cannot read. A file any of whose utterances did not run is
/// not rewritten at all. The same input always records the same bytes.
public enum ReplayRecorder {
  /// The expectations that describe a result, in a fixed order.
  public static func expectations(for result: SimulationResult) -> [Expectation] {
    let fields = ResultFields(result)
    var out: [Expectation] = []
    func add(_ field: String) {
      if let v = fields.value(field), v != "none", !v.isEmpty { out.append(Expectation(field: field, value: v)) }
    }
    // A command or a question is pinned by its own field (`command: nextTrackCommand`,
    // `question: title`), as the README names them; `intent` is for intents.
    switch result.request.body {
    case .command: add("command")
    case .question: add("question")
    default: add("intent")
    }
    switch result.request.body {
    case .intent(let intent):
      if let search = intent.mediaSearch {
        if search.mediaType != .unknown { add("mediaSearch.mediaType") }
        if search.sortOrder != .unknown { add("mediaSearch.sortOrder") }
        for key in ["mediaName", "artistName", "albumName", "genreNames", "moodNames", "mediaIdentifier"] {
          add("mediaSearch.\(key)")
        }
        add("mediaSearch.releaseDate.startDateComponents.year")
        add("mediaSearch.releaseDate.endDateComponents.year")
        if search.reference != .unknown { add("mediaSearch.reference") }
      }
      switch intent {
      case .play(let p):
        add("playShuffled")
        if p.playbackRepeatMode != .unknown { add("playbackRepeatMode") }
        add("resumePlayback")
        if p.playbackQueueLocation != .unknown { add("playbackQueueLocation") }
        add("playbackSpeed")
      case .add:
        add("mediaDestination.mediaDestinationType")
        add("mediaDestination.playlistName")
      case .updateMediaAffinity:
        add("affinityType")
      case .searchForMedia:
        break
      }
      add("result")
      add("reason")
      add("item")
      add("destination")
      add("destinationReason")
      add("speed")
    case .command:
      for key in ["interval", "repeatType", "shuffleType", "playbackRate", "change"] { add(key) }
    case .question:
      add("answer")
    case .system:
      break
    case .notMedia:
      out.append(Expectation(field: "intent", value: "none"))
      add("domain")
    }
    // "code: none" pins that Siri stopped at resolve.
    out.append(Expectation(field: "code", value: fields.value("code") ?? "none"))
    add("dialog")
    return out
  }

  /// Every field `expectations(for:)` can write; a positive expectation of one of these is
  /// recomputed, any other is kept.
  public static let recordedFields: Set<String> = [
    "intent", "mediaSearch.mediaType", "mediaSearch.sortOrder", "mediaSearch.mediaName", "mediaSearch.artistName",
    "mediaSearch.albumName", "mediaSearch.genreNames", "mediaSearch.moodNames", "mediaSearch.mediaIdentifier",
    "mediaSearch.releaseDate.startDateComponents.year", "mediaSearch.releaseDate.endDateComponents.year",
    "mediaSearch.reference", "playShuffled", "playbackRepeatMode", "resumePlayback", "playbackQueueLocation",
    "playbackSpeed", "mediaDestination.mediaDestinationType", "mediaDestination.playlistName", "affinityType",
    "result", "reason", "item", "destination", "destinationReason", "speed", "interval", "repeatType", "shuffleType",
    "playbackRate", "change", "answer", "code", "dialog", "command", "question",
  ]

  /// Why the file must not be rewritten: an utterance that could not run (its catalog or
  /// vocabulary failed to load), or a malformed directive or utterance line (the lines after
  /// it ran with other settings, or it did not run). Nil when every utterance ran.
  public static func reasonNotToRecord(_ file: ReplayFile, results: [Replayer.CaseResult]) -> Diagnostic? {
    reasonNotToRecord(file, failures: results.filter { $0.file == file.path }.compactMap { c in c.error.map { (c.utterance.line, $0) } })
  }

  /// `failures`: the utterances of the file that could not run, by line.
  static func reasonNotToRecord(_ file: ReplayFile, failures failed: [(line: Int, error: Diagnostic)]) -> Diagnostic? {
    if let first = failed.first {
      let error = first.error
      return Diagnostic(
        "not recorded: \(failed.count) utterance\(failed.count == 1 ? "" : "s") could not run (line \(first.line): \(error.description)); the file is unchanged",
        at: .init(file: file.path), exitStatus: error.exitStatus)
    }
    guard let lines = file.lines else { return nil }
    for problem in file.problems {
      guard let line = problem.location?.line, line >= 1, line <= lines.count else { continue }
      let raw = lines[line - 1]
      if raw.first == " " || raw.first == "\t" { continue }  // a malformed expectation: kept as written
      return Diagnostic(
        "not recorded: line \(line) is malformed, so the utterances it governs did not run as written; the file is unchanged",
        at: .init(file: file.path), exitStatus: .dataError)
    }
    return nil
  }

  /// Whether an indented line inside an utterance's block is kept when recording: anything
  /// but a positive, exact expectation of a field the recorder writes.
  static func keeps(_ line: String, number: Int, file: String) -> Bool {
    let trimmed = line.trimmingWhitespace
    guard line.first == " " || line.first == "\t", !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return true }
    guard let expectation = try? ReplayFileParser.parseExpectation(trimmed, line: number, file: file) else { return true }
    return expectation.negated || expectation.contains
      || !(recordedFields.contains(expectation.field) || AudioIntentFields.recordedFields.contains(expectation.field))
  }

  /// What `--record` writes under a result's utterance, on the path it ran (nil: it did not run).
  public static func expectations(for c: Replayer.CaseResult) -> [Expectation]? {
    if let audio = c.audio, let r = c.result { return AudioIntentFields.expectations(for: audio, sirikit: r, path: c.path) }
    return c.result.map { expectations(for: $0) }
  }

  /// The file's new text with recorded expectations.
  public static func record(_ file: ReplayFile, results: [Replayer.CaseResult]) -> String? {
    var byLine: [Int: [Expectation]] = [:]
    for r in results where r.file == file.path { byLine[r.utterance.line] = expectations(for: r) ?? [] }
    return record(file, expectationsByLine: byLine)
  }

  /// The file's new text with the expectations recorded for each utterance line that ran.
  /// Every line kept keeps its bytes and its line end; a recorded line ends as the utterance
  /// line above it does (so a CRLF file stays CRLF), and a byte-order mark and a missing final
  /// line end stay as they were.
  public static func record(_ file: ReplayFile, expectationsByLine byLine: [Int: [Expectation]]) -> String? {
    guard let lines = file.lines else { return nil }
    let ends = file.lineEnds ?? []
    let fileEnd = ends.first { !$0.isEmpty } ?? "\n"
    var blocks: [Int: ClosedRange<Int>] = [:]
    for c in file.cases { if let b = c.blockLines { blocks[c.line] = b } }
    var out: [(text: String, end: String)] = []
    var skipPositive: ClosedRange<Int>?
    for (i, line) in lines.enumerated() {
      let number = i + 1
      // A line without an end is the file's last; it ends like the others if lines follow it.
      let end = i < ends.count && !ends[i].isEmpty ? ends[i] : fileEnd
      if let block = skipPositive, block.contains(number) {
        if keeps(line, number: number, file: file.path) { out.append((line, end)) }
        continue
      }
      out.append((line, end))
      if let recorded = byLine[number] {
        for e in recorded { out.append(("  " + e.text, end)) }
        skipPositive = blocks[number]
      }
    }
    if ends.last == "", let last = out.indices.last { out[last].end = "" }
    var text = file.hasByteOrderMark ? "\u{FEFF}" : ""
    for line in out {
      text += line.text
      text += line.end
    }
    return text
  }
}
