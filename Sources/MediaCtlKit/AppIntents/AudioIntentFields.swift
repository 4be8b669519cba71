/// The replay and `--expect` fields of the App Intents path.
public enum AudioIntentFields {
  /// Field names and what they read; `Expectation.shortFields` lists the SiriKit ones.
  public static let fields: [String: String] = [
    "schema": "the App Intents schema (playAudio, …, searchInApp), or none",
    "criteria": "searchQuery: TEXT, url: A, B, unspecified, nowPlaying, or none",
    "playbackAttributes": "shuffle, repeat (comma-separated), or none",
    "queueLocation": "next, tail, or none",
    "affinityState": "like, dislike, unset, or none",
    "playlist": "the addToPlaylist playlist as said",
    "route": "the room or device said (not sent to the app)",
    "dropped": "what no parameter carries: playbackSpeed=1.5, resumePlayback=true, …",
    "entity": "the chosen entity's id (entity.kind: its kind)",
    "entity.kind": "the chosen entity's kind (song, album, …)",
    "entities": "every id values(for:) returned, comma-separated",
    "error": "the thrown AppIntentError (AppIntentError.Unrecoverable.entityNotFound, custom: \"…\"), or none",
    "supporting": "IntentDialog's supporting text",
    "adopted": "true when the app adopts the schema",
    "warmup": "returned, threw, or none",
    "sameItem": "with @path both: true when both paths chose the same item",
  ]

  /// The new path's values as expectations compare them.
  public static func values(_ run: AudioIntentRun) -> [String: String] {
    var v: [String: String] = [:]
    let r = run.request
    switch r.body {
    case .schema(let s): v["schema"] = s.rawValue
    case .searchInApp: v["schema"] = "searchInApp"
    case .sirikit: v["schema"] = "none"
    }
    switch r.target {
    case .search(let search)?: v["criteria"] = search.criteria.fieldValue
    case .nowPlaying?: v["criteria"] = "nowPlaying"
    case nil:
      if case .searchInApp(let term) = r.body { v["criteria"] = "searchQuery: \(term)" } else { v["criteria"] = "none" }
    }
    v["playbackAttributes"] = r.playbackAttributes.isEmpty ? "none" : r.sortedAttributes.map(\.rawValue).joined(separator: ", ")
    v["queueLocation"] = r.queueLocation?.rawValue ?? "none"
    v["affinityState"] = r.affinityState?.rawValue ?? "none"
    v["playlist"] = r.playlist ?? "none"
    v["route"] = r.route ?? "none"
    v["dropped"] = r.dropped.isEmpty ? "none" : r.dropped.map(\.text).joined(separator: ", ")
    v["entity"] = run.chosen?.id ?? "none"
    v["entity.kind"] = run.chosen?.kind.rawValue ?? "none"
    let ids = run.query?.entities.map(\.id) ?? []
    v["entities"] = ids.isEmpty ? "none" : ids.joined(separator: ", ")
    v["error"] = run.error?.name ?? "none"
    v["adopted"] = run.adopted ? "true" : "false"
    switch run.warmup {
    case .returned?: v["warmup"] = "returned"
    case .threw?: v["warmup"] = "threw"
    case nil: v["warmup"] = "none"
    }
    if case .result(let d?) = run.outcome { v["supporting"] = d.supporting ?? "none" } else { v["supporting"] = "none" }
    return v
  }
}

extension ResultFields {
  /// Adds the App Intents path's fields. On `appintents` the shared names read the new path
  /// (`dialog` is what Siri says there, `item`/`items` the chosen and returned entities, `code`
  /// none); on `both` they stay SiriKit's and `sameItem` compares the two.
  public mutating func add(_ run: AudioIntentRun, path: SiriPath) {
    for (k, v) in AudioIntentFields.values(run) { values[k] = v }
    if path == .appintents {
      values["dialog"] = run.spoken
      values["item"] = values["entity"]
      values["items"] = values["entities"]
      values["code"] = "none"
    }
  }

  /// `sameItem` on `both`: whether the two paths matched the same item (refused or not).
  mutating func addSameItem(sirikit: SimulationResult, run: AudioIntentRun) {
    values["sameItem"] = MigrationDiff.matched(sirikit) == MigrationDiff.matched(run) ? "true" : "false"
  }

  /// The fields of a result on its path.
  public init(_ result: PathResult) {
    self.init(result.sirikit)
    switch result {
    case .sirikit: break
    case .appIntents(let run, _): add(run, path: .appintents)
    case .both(let both):
      add(both.appIntents, path: .both)
      addSameItem(sirikit: both.sirikit, run: both.appIntents)
    }
  }
}

extension AudioIntentFields {
  /// The fields `expectations(for:sirikit:path:)` writes: `--record` recomputes these.
  public static let recordedFields: Set<String> = [
    "schema", "criteria", "playbackAttributes", "queueLocation", "affinityState", "playlist", "route", "dropped",
    "adopted", "entity", "error", "sameItem",
  ]

  /// What `replay --record` writes under a line run on the App Intents path (`appintents`), or
  /// on both (the SiriKit expectations, then the new path's and `sameItem`).
  public static func expectations(for run: AudioIntentRun, sirikit: SimulationResult, path: SiriPath) -> [Expectation] {
    var fields = ResultFields(sirikit)
    fields.add(run, path: path)
    if path == .both { fields.addSameItem(sirikit: sirikit, run: run) }
    var out: [Expectation] = path == .both ? ReplayRecorder.expectations(for: sirikit) : []
    func add(_ field: String, always: Bool = false) {
      if let v = fields.value(field), always || (v != "none" && !v.isEmpty) { out.append(Expectation(field: field, value: v)) }
    }
    add("schema", always: true)
    add("criteria")
    add("playbackAttributes")
    add("queueLocation")
    add("affinityState")
    add("playlist")
    add("route")
    add("dropped")
    if !run.adopted { add("adopted", always: true) }
    add("entity")
    add("error")
    if path == .appintents { add("dialog") } else { add("sameItem") }
    return out
  }
}
