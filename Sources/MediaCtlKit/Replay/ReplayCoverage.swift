/// Which parts of SiriKit a set of replayed utterances exercised, and which it never touched:
/// counters fed one result at a time, so a run of any length keeps only these.
public struct ReplayCoverage: Sendable {
  /// Group (`intents`, `media types`, …) → value → how many utterances exercised it.
  public private(set) var seen: [String: [String: Int]] = [:]
  /// Row (intent, `remote command`, `now-playing question`) → axis → column → count, for the
  /// matrices of the HTML report (axes: `mediaType`, `option`, `device`, `locale`).
  public private(set) var matrix: [String: [String: [String: Int]]] = [:]
  public private(set) var utterances = 0

  public init() {}

  /// The text of `--coverage`.
  public static func text(_ run: Replayer.Run) -> String {
    var coverage = ReplayCoverage()
    for c in run.cases { coverage.add(c) }
    return coverage.text
  }

  /// The rows of the matrices: the four intents, then commands and questions as a whole.
  public static let rows = IntentKind.allCases.map(\.rawValue) + ["remote commands", "now-playing questions"]
  public static let playbackOptions = [
    "playShuffled", "playbackRepeatMode.none", "playbackRepeatMode.all", "playbackRepeatMode.one", "resumePlayback",
    "playbackQueueLocation.now", "playbackQueueLocation.next", "playbackQueueLocation.later", "playbackSpeed",
  ]

  /// The columns of each matrix axis: every value SiriKit has (locales: those seen, at least
  /// the two the parser reads).
  public func columns(_ axis: String) -> [String] {
    switch axis {
    case "mediaType": return MediaItemType.caseNames
    case "option": return Self.playbackOptions
    case "device": return Device.allCases.map(\.rawValue)
    default:
      var locales = Set(["en-US", "zh-CN"])
      for row in matrix.values { for key in (row[axis] ?? [:]).keys { locales.insert(key) } }
      return locales.sorted()
    }
  }

  public func count(row: String, axis: String, column: String) -> Int { matrix[row]?[axis]?[column] ?? 0 }

  private mutating func mark(_ group: String, _ value: String) { seen[group, default: [:]][value, default: 0] += 1 }
  private mutating func cell(_ row: String, _ axis: String, _ column: String) { matrix[row, default: [:]][axis, default: [:]][column, default: 0] += 1 }

  mutating func add(_ c: Replayer.CaseResult) {
    utterances += 1
    guard let result = c.result else { return }
    var row = "remote commands"
    switch result.request.body {
    case .intent(let intent):
      row = intent.kind.rawValue
      mark("intents", intent.kind.rawValue)
      if let s = intent.mediaSearch {
        mark("media types", s.mediaType.name)
        cell(row, "mediaType", s.mediaType.name)
        if s.sortOrder != .unknown { mark("sort orders", s.sortOrder.name) }
        if s.reference != .unknown { mark("references", s.reference.name) }
        for (name, set) in [
          ("mediaName", s.mediaName != nil), ("artistName", s.artistName != nil), ("albumName", s.albumName != nil),
          ("genreNames", s.genreNames != nil), ("moodNames", s.moodNames != nil), ("releaseDate", s.releaseDate != nil),
          ("mediaIdentifier", s.mediaIdentifier != nil), ("mediaType", s.mediaType != .unknown),
          ("sortOrder", s.sortOrder != .unknown), ("reference", s.reference != .unknown),
        ] where set {
          mark("INMediaSearch fields", name)
        }
      } else {
        mark("INMediaSearch fields", "(no search)")
      }
      if case .play(let p) = intent {
        var options: [String] = []
        if p.playShuffled != nil { options.append("playShuffled") }
        if p.playbackRepeatMode != .unknown { options.append("playbackRepeatMode.\(p.playbackRepeatMode.name)") }
        if p.resumePlayback != nil { options.append("resumePlayback") }
        if p.playbackQueueLocation != .unknown { options.append("playbackQueueLocation.\(p.playbackQueueLocation.name)") }
        if p.playbackSpeed != nil { options.append("playbackSpeed") }
        for option in options {
          mark("playback options", option)
          cell(row, "option", option)
        }
      }
      if case .updateMediaAffinity(let u) = intent { mark("affinity types", u.affinityType.name) }
    case .command(let command): mark("remote commands", command.name)
    case .question(let q):
      row = "now-playing questions"
      mark("now-playing questions", q.rawValue)
    case .system: row = "remote commands"
    case .notMedia(let n):
      // Siri keeps it: no intent, command or question reaches the app.
      mark("not-media requests", n.domain.rawValue)
      return
    }
    cell(row, "device", c.device.rawValue)
    cell(row, "locale", c.locale)
    if let response = result.response { mark("response codes", "\(response.codeTypeName).\(response.codeName)") }
    if let resolution = result.resolution {
      if case .unsupported(let reason?) = resolution.mediaItems { mark("unsupported reasons", reason.name) }
      if case .unsupported(nil) = resolution.mediaItems { mark("unsupported reasons", "(not found)") }
      if case .unsupported(let r)? = resolution.mediaDestination { mark("destination reasons", r.name) }
      if case .unsupported(let r)? = resolution.playbackSpeed { mark("playback speed reasons", r.name) }
    }
  }

  /// Every group with every value SiriKit has, in a fixed order.
  public static let universe: [(String, [String])] = [
    ("intents", IntentKind.allCases.map(\.rawValue)),
    ("media types", MediaItemType.caseNames),
    ("INMediaSearch fields", ["mediaType", "sortOrder", "mediaName", "artistName", "albumName", "genreNames", "moodNames", "releaseDate", "reference", "mediaIdentifier", "(no search)"]),
    ("sort orders", MediaSortOrder.caseNames.filter { $0 != "unknown" }),
    ("references", MediaReference.caseNames.filter { $0 != "unknown" }),
    ("playback options", playbackOptions),
    ("affinity types", ["like", "dislike"]),
    ("response codes",
      PlayMediaIntentResponseCode.caseNames.map { "\(PlayMediaIntentResponseCode.appleName).\($0)" }
      + AddMediaIntentResponseCode.caseNames.map { "\(AddMediaIntentResponseCode.appleName).\($0)" }
      + UpdateMediaAffinityIntentResponseCode.caseNames.map { "\(UpdateMediaAffinityIntentResponseCode.appleName).\($0)" }
      + SearchForMediaIntentResponseCode.caseNames.map { "\(SearchForMediaIntentResponseCode.appleName).\($0)" }),
    ("unsupported reasons", MediaItemUnsupportedReason.caseNames + ["(not found)"]),
    ("destination reasons", AddMediaMediaDestinationUnsupportedReason.caseNames),
    ("playback speed reasons", PlayMediaPlaybackSpeedUnsupportedReason.caseNames),
    ("remote commands", RemoteCommand.allNames),
    ("now-playing questions", NowPlayingQuestion.allCases.map(\.rawValue)),
  ]

  /// The text of `--coverage`: per group, what was exercised and what never was.
  public var text: String {
    var lines = ["coverage of \(utterances) utterances:"]
    for (group, all) in Self.universe {
      let hit = seen[group] ?? [:]
      let covered = all.filter { hit[$0] != nil }
      let missing = all.filter { hit[$0] == nil }
      lines.append("  \(group): \(covered.count)/\(all.count)")
      if !covered.isEmpty { lines.append("    exercised: \(covered.joined(separator: ", "))") }
      if !missing.isEmpty { lines.append("    never:     \(missing.joined(separator: ", "))") }
    }
    return lines.joined(separator: "\n")
  }
}
