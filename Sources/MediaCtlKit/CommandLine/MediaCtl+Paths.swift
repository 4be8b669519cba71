/// `--path appintents|both` on the run command and `parse`, and `--intent` files of the new
/// path. The SiriKit path stays where it was (`MediaCtl.execute`).
extension MediaCtl {
  /// Runs one request on the App Intents path (or both). `input` is an `--intent` file of the
  /// new path, nil for an utterance.
  static func runPaths(
    _ options: Invocation.RunOptions, simulator: Simulator, input: AudioIntentInput?, console: Console
  ) throws(Diagnostic) -> ExitStatus {
    let audio = AudioIntentSimulator(simulator: simulator)
    var simulation = options.common.simulation
    simulation.tracesParse = options.common.explain
    if case .both? = input { simulation.path = .both }
    if case .appIntents? = input, simulation.path == .sirikit { simulation.path = .appintents }
    let body = { (state: inout SessionState) throws(Diagnostic) -> PathResult in
      guard let input else { return audio.run(utterance: options.utterance ?? "", options: simulation, state: &state) }
      simulator.adopt(simulation, into: &state)
      let context = state.context(for: simulator.catalog, options: simulation)
      switch input {
      case .appIntents(let request, let locale):
        let sirikitBody: MediaRequest? = { if case .sirikit(let b) = request.body { return MediaRequest(b, appName: request.appName) } else { return nil } }()
        let run = audio.run(request: request, options: simulation, context: context, locale: locale, sirikit: sirikitBody)
        let sirikit = sirikitBody.map { simulator.run(request: $0, options: simulation, context: context, locale: locale) }
        if let effect = run.sessionEffect(catalog: simulator.catalog, sirikit: sirikit) { state.apply(effect, catalog: simulator.catalog) }
        let shown = sirikit ?? simulator.run(request: MediaRequest(.system(.other)), options: simulation, context: context)
        return .appIntents(run, sirikit: shown)
      case .both(let request, let audioRequest, let locale):
        let sirikit = simulator.run(request: request, options: simulation, context: context, locale: locale)
        let run = audio.run(request: audioRequest, options: simulation, context: context, locale: locale, sirikit: request)
        state.apply(sirikit, catalog: simulator.catalog, index: simulator.index)
        return .both(BothPaths(sirikit: sirikit, appIntents: run))
      }
    }
    let result: PathResult
    if let statePath = options.common.statePath {
      result = try StateStore(path: statePath).update(catalog: simulator.catalog, body)
    } else {
      var state = SessionState(catalog: simulator.catalog)
      if let nowPlaying = simulation.nowPlaying { state.nowPlaying = nowPlaying }
      result = try body(&state)
    }
    console.write(result.text(json: options.common.json, explain: options.common.explain))
    let expectations = options.common.expectations
    guard !expectations.isEmpty else { return .success }
    let fields = ResultFields(result)
    let failed = expectations.map { $0.check(fields) }.filter { !$0.passed }
    for outcome in failed { console.writeError("expectation failed: " + ReplayReport.diffLine(outcome)) }
    return failed.isEmpty ? .success : .expectationFailed
  }

  /// `parse --path appintents|both`: one JSON object per utterance.
  static func parsePathLine(_ text: String, simulator: Simulator, options: Invocation.Common) -> String {
    var simulation = options.simulation
    simulation.tracesParse = false
    let parsed = simulator.parse(text, options: simulation)
    let request = SiriAudioModel(app: simulator.catalog.app).request(for: text, parsed: parsed)
    let routing = simulator.routing(for: request.appName)
    let audio = request.json(routing: routing, locale: parsed.locale)
    guard simulation.path == .both else { return audio.compact }
    return JSONOutput.object([
      ("sirikit", parsed.request.json(routing: simulator.routing(for: parsed.request.appName))), ("appintents", audio),
    ]).compact
  }
}
