/// `replay --coverage` for the App Intents path: the schemas, criteria kinds, parameters,
/// errors and entity kinds the replayed lines exercised, then the lint.
public enum AppIntentsCoverage {
  /// nil when no line ran on the new path and no file relies on a SiriKit-only option.
  public static func text(_ run: Replayer.Run) -> String? {
    var seen: [String: Set<String>] = [:]
    func mark(_ group: String, _ value: String) { seen[group, default: []].insert(value) }
    var lines = 0
    var apps: [String: AppDescription] = [:]
    for c in run.cases {
      guard let audio = c.audio else { continue }
      lines += 1
      if let app = c.result?.app { apps[app.name] = app }
      let r = audio.request
      switch r.body {
      case .schema(let s): mark("schemas", s.rawValue)
      case .searchInApp: mark("schemas", "searchInApp")
      case .sirikit: mark("schemas", "(none: Now Playing / Siri)")
      }
      switch r.target {
      case .search(let search)?: mark("criteria", search.criteria.kindName)
      case .nowPlaying?: mark("criteria", "nowPlaying")
      case nil: break
      }
      for a in r.playbackAttributes { mark("parameters", "playbackAttributes.\(a.rawValue)") }
      if let q = r.queueLocation { mark("parameters", "queueLocation.\(q.rawValue)") }
      if let a = r.affinityState { mark("parameters", "affinityState.\(a.rawValue)") }
      if r.playlist != nil { mark("parameters", "playlist") }
      if r.route != nil { mark("parameters", "route (not sent)") }
      for d in r.dropped { mark("dropped", d.parameter) }
      if let e = audio.error {
        if case .custom = e { mark("errors", "custom") } else { mark("errors", e.name) }
      }
      if let kind = audio.chosen?.kind { mark("entity kinds", kind.rawValue) }
      for entity in audio.query?.entities ?? [] { mark("entity kinds", entity.kind.rawValue) }
      if audio.warmup != nil { mark("schemas", "warmupAudioQueue") }
    }
    let lint = self.lint(run, apps: Array(apps.values), returned: seen["entity kinds"] ?? [])
    guard lines > 0 || !lint.isEmpty else { return nil }
    let universe: [(String, [String])] = [
      ("schemas", AudioIntentSchema.allCases.map(\.rawValue) + ["searchInApp", "(none: Now Playing / Siri)"]),
      ("criteria", ["searchQuery", "url", "unspecified", "nowPlaying"]),
      ("parameters",
        PlaybackAttribute.allCases.map { "playbackAttributes.\($0.rawValue)" }
        + QueueInsertionLocation.allCases.map { "queueLocation.\($0.rawValue)" }
        + AffinityState.allCases.map { "affinityState.\($0.rawValue)" } + ["playlist", "route (not sent)"]),
      ("dropped", ["playbackSpeed", "resumePlayback", "playShuffled", "playbackRepeatMode", "stationSeed"]),
      ("errors", AppIntentError.allNames),
      ("entity kinds", AudioEntityKind.allCases.map(\.rawValue)),
    ]
    var out = ["App Intents coverage of \(lines) utterances:"]
    for (group, all) in universe {
      let hit = seen[group] ?? []
      let covered = all.filter(hit.contains)
      let missing = all.filter { !hit.contains($0) }
      out.append("  \(group): \(covered.count)/\(all.count)")
      if !covered.isEmpty { out.append("    exercised: \(covered.joined(separator: ", "))") }
      if !missing.isEmpty { out.append("    never:     \(missing.joined(separator: ", "))") }
    }
    if !lint.isEmpty {
      out.append("App Intents lint:")
      out += lint.map { "  warning: \($0)" }
    }
    return out.joined(separator: "\n")
  }

  /// The apps' declarations, entity kinds declared but never returned by the replayed lines,
  /// and replay lines that rely on an option only SiriKit carries.
  static func lint(_ run: Replayer.Run, apps: [AppDescription], returned: Set<String>) -> [String] {
    var out: [String] = []
    for app in apps.sorted(by: { $0.name < $1.name }) {
      out += AppIntentsLint.declarations(app)
      for kind in app.appEntities ?? [] where !returned.contains(kind.rawValue) {
        out.append("\(app.name) declares entity kind \(kind.rawValue), but no replayed request returned one")
      }
    }
    for file in run.files { out += AppIntentsLint.sirikitOnlyOptions(file) }
    return out
  }
}

/// Checks of an app's App Intents declarations and of replay files that would not survive the
/// move to the new path.
public enum AppIntentsLint {
  /// `playAudio` without `warmupAudioQueue`.
  public static func declarations(_ app: AppDescription) -> [String] {
    guard let declared = app.appIntents else { return [] }
    var out: [String] = []
    if declared.contains(.audio(.playAudio)), !declared.contains(.audio(.warmupAudioQueue)) {
      out.append("\(app.name) adopts playAudio but not warmupAudioQueue: Siri cannot prepare the queue while it speaks")
    }
    return out
  }

  /// Entity kinds the app declares that no catalog item maps to, and item kinds it does not
  /// declare (`values(for:)` can never return those items).
  public static func entityKinds(_ catalog: Catalog) -> [String] {
    guard let declared = catalog.app.appEntities else { return [] }
    var present: [AudioEntityKind: Int] = [:]
    for item in catalog.items {
      if let kind = AudioEntityKind(item.type) { present[kind, default: 0] += 1 }
    }
    var out: [String] = []
    for kind in declared where present[kind] == nil {
      out.append("\(catalog.app.name) declares entity kind \(kind.rawValue), but no item is one: it is never returned")
    }
    for (kind, count) in present.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where !declared.contains(kind) {
      out.append("\(count) item\(count == 1 ? "" : "s") of kind \(kind.rawValue) can never be returned: 'app.appEntities' does not declare it")
    }
    return out
  }

  /// Expectations on options the App Intents path cannot send: a playback speed, resume, repeat
  /// one (it collapses into `.repeat`), "don't shuffle".
  public static func sirikitOnlyOptions(_ file: ReplayFile) -> [String] {
    var out: [String] = []
    for c in file.cases {
      for e in c.expectations where !e.negated {
        let what: String?
        switch e.field {
        case "playbackSpeed", "speed": what = "a playback speed"
        case "resumePlayback" where e.value == "true": what = "resumePlayback"
        case "playbackRepeatMode" where e.value == "one": what = "repeat one (collapses into .repeat)"
        case "state.repeatMode" where e.value == "one": what = "repeat one (collapses into .repeat)"
        case "playShuffled" where e.value == "false": what = "playShuffled=false (\"don't shuffle\")"
        default: what = nil
        }
        if let what { out.append("\(file.path):\(e.line): relies on \(what), which only SiriKit sends") }
      }
    }
    return out
  }
}
