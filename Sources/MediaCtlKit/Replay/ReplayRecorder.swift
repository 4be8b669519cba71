/// `replay --record`: writes the current results as expectations under each utterance, so QA
/// reviews them in a diff and commits them. Comments, directives and negative expectations
/// (`not …`) stay; positive expectations are replaced. The same input always records the
/// same bytes.
public enum ReplayRecorder {
  /// The expectations that describe a result, in a fixed order.
  public static func expectations(for result: SimulationResult) -> [Expectation] {
    let fields = ResultFields(result)
    var out: [Expectation] = []
    func add(_ field: String) {
      if let v = fields.value(field), v != "none", !v.isEmpty { out.append(Expectation(field: field, value: v)) }
    }
    add("intent")
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

  /// The file's new text with recorded expectations.
  public static func record(_ file: ReplayFile, results: [Replayer.CaseResult]) -> String? {
    guard let lines = file.lines else { return nil }
    var byLine: [Int: Replayer.CaseResult] = [:]
    for r in results where r.file == file.path { byLine[r.utterance.line] = r }
    var blocks: [Int: ClosedRange<Int>] = [:]
    for c in file.cases { if let b = c.blockLines { blocks[c.line] = b } }
    var out: [String] = []
    var skipPositive: ClosedRange<Int>?
    for (i, line) in lines.enumerated() {
      let number = i + 1
      if let block = skipPositive, block.contains(number) {
        let trimmed = line.trimmingWhitespace
        let indented = line.first == " " || line.first == "\t"
        // Keep negative expectations and comments inside the block.
        if !indented || trimmed.hasPrefix("not ") || trimmed.hasPrefix("#") || trimmed.isEmpty {
          out.append(line)
        }
        continue
      }
      out.append(line)
      if let result = byLine[number] {
        if let r = result.result {
          for e in expectations(for: r) { out.append("  " + e.text) }
        }
        skipPositive = blocks[number]
      }
    }
    var text = out.joined(separator: "\n")
    if !text.hasSuffix("\n") { text += "\n" }
    return text
  }
}
