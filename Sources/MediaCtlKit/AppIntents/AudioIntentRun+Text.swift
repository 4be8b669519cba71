/// The readable output of the App Intents path, in the SiriKit output's layout.
extension AudioIntentRun {
  public static let modelLabel = "App Intents .audio — mediactl's MODEL of what Siri sends (Apple documents none of it)"

  public func text(app: AppDescription, showHeard: Bool = true) -> String {
    var lines: [String] = []
    func row(_ label: String, _ value: String) {
      lines.append(label.padding(toLength: 10, withPad: " ", startingAt: 0) + value)
    }
    if showHeard, let utterance { row("heard", "“\(utterance)”") }
    row("path", Self.modelLabel)
    let appSuffix = request.appName.map { " → \($0)" } ?? ""
    switch request.body {
    case .schema(let schema):
      row("schema", schema.qualifiedName + appSuffix + (adopted ? "" : " (not adopted)"))
      let params = request.parameterText
      if !params.isEmpty { row("params", params) }
      switch request.target {
      case .search(let search)?: row("criteria", "AudioSearch(criteria: \(search.criteria.swiftDescription))")
      case .nowPlaying?:
        row(schema == .updateAudioAffinity ? "target" : "entity", schema == .createStation ? "the app reads its now-playing item" : "the now-playing entity (no AudioSearch)")
      case nil: break
      }
    case .searchInApp(let term):
      row("schema", ".system.searchInApp" + appSuffix + (adopted ? "" : " (not adopted)"))
      row("criteria", "“\(term)”")
    case .sirikit(let body):
      row("schema", "none: " + (instead ?? AudioIntentSimulator.notSchema(body)))
    }
    if !request.dropped.isEmpty { row("dropped", request.dropped.map(\.text).joined(separator: ", ") + " (no parameter: sent nowhere)") }
    if let route = request.route { row("route", "\(route) (Siri picks the speaker; not sent to the app)") }
    if routing == .otherApp, let name = request.appName {
      row("routing", "Siri would hand this to \(name), not \(app.name); shown as \(app.name) would answer")
    }
    if case .schema = request.body, let instead { row("instead", instead) }
    if let query {
      if let search = query.search { row("query", "values(for:) parsed the query alone: " + SimulationResult.describe(search)) }
      if query.entities.isEmpty {
        row("entities", "[] — nothing matched")
      } else {
        for (i, entity) in query.entities.enumerated() { row(i == 0 ? "entities" : "", entity.summary) }
      }
      for note in query.notes { row("", note) }
    }
    if let chosen { row("chosen", chosen.summary) }
    if let playlistEntity { row("playlist", playlistEntity.summary) }
    if let warmup {
      let params = "audioEntity: \(chosen?.id ?? "nil"), playbackAttributes: [\(request.sortedAttributes.map { "." + $0.rawValue }.joined(separator: ", "))]"
      switch warmup {
      case .returned: row("warmup", "warmupAudioQueue(\(params)) → WarmupAudioQueueResult, passed on as warmupAudioQueueResult")
      case .threw(let e): row("warmup", "warmupAudioQueue(\(params)) threw \(e.name); warmupAudioQueueResult nil")
      }
    }
    for note in notes { row("", note) }
    switch outcome {
    case .result(let dialog?):
      row("perform", ".result(dialog: IntentDialog(full:supporting:))")
      row("siri", dialog.full)
      if let supporting = dialog.supporting { row("screen", supporting) }
    case .result(nil):
      if case .schema = request.body { row("perform", ".result()") }
      row("siri", "<Siri's own reply>")
    case .error(let e):
      row("perform", "throws \(e.name)")
      row("siri", "<Siri's reply to the error: undocumented>")
    case .answered(let dialog):
      row("siri", dialog.text)
    }
    return lines.joined(separator: "\n")
  }
}

extension AudioIntentRequest {
  /// `playbackAttributes [.shuffle] · queueLocation .next`.
  var parameterText: String {
    var parts: [String] = []
    if schema == .playAudio || schema == .warmupAudioQueue {
      parts.append("playbackAttributes [\(sortedAttributes.map { "." + $0.rawValue }.joined(separator: ", "))]")
      if schema == .playAudio { parts.append("queueLocation \(queueLocation.map { "." + $0.rawValue } ?? "nil")") }
    }
    if let affinityState { parts.append("affinityState .\(affinityState.rawValue)") }
    if let playlist { parts.append("playlist “\(playlist)”") }
    return parts.joined(separator: " · ")
  }
}

/// `--path both`: the SiriKit path, the App Intents path, and the migration diff.
public struct BothPaths: Sendable {
  public var sirikit: SimulationResult
  public var appIntents: AudioIntentRun

  public init(sirikit: SimulationResult, appIntents: AudioIntentRun) {
    self.sirikit = sirikit
    self.appIntents = appIntents
  }

  public var diff: MigrationDiff { MigrationDiff(sirikit: sirikit, appIntents: appIntents) }

  public func text(explain: Bool = false) -> String {
    var lines: [String] = []
    if let utterance = sirikit.utterance { lines.append("heard     “\(utterance)”") }
    var copy = sirikit
    copy.utterance = nil
    lines.append("── SiriKit ──")
    lines.append(copy.text(explain: explain))
    lines.append("── App Intents (MODEL) ──")
    lines.append(appIntents.text(app: sirikit.app, showHeard: false))
    lines.append("── migration SiriKit → App Intents ──")
    lines += diff.lines
    return lines.joined(separator: "\n")
  }
}
