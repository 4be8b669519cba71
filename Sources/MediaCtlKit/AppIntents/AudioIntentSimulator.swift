/// The App Intents path of one request, in the order spec §4 describes: classify (the §6
/// model) → query (`values(for:)`) → choose (the first entity, M5) → warm up → `perform()`.
public struct AudioIntentSimulator: Sendable {
  public let simulator: Simulator
  public let model: SiriAudioModel
  public let query: ReferenceAudioQuery

  public init(simulator: Simulator) {
    self.simulator = simulator
    model = SiriAudioModel(app: simulator.catalog.app)
    query = ReferenceAudioQuery(simulator: simulator)
  }

  var catalog: Catalog { simulator.catalog }
  var app: AppDescription { simulator.catalog.app }

  /// An utterance, already read by the SiriKit parser (`parsed`), in `context`.
  public func run(utterance: String, parsed: ParseResult, options: SimulationOptions, context: ResolveContext) -> AudioIntentRun {
    let request = model.request(for: utterance, parsed: parsed)
    var run = run(request: request, options: options, context: context, locale: parsed.locale, sirikit: parsed.request)
    run.utterance = utterance
    return run
  }

  public func run(utterance: String, options: SimulationOptions, context: ResolveContext) -> AudioIntentRun {
    let parsed = simulator.parser.parse(utterance, locale: options.locale, tracing: false)
    return run(utterance: utterance, parsed: parsed, options: options, context: context)
  }

  /// A request as Siri sends it (also read from JSON). `sirikit` is the SiriKit path's request
  /// for the same words, used where Siri falls back to it.
  public func run(
    request: AudioIntentRequest, options: SimulationOptions, context: ResolveContext, locale: String? = nil,
    sirikit: MediaRequest? = nil
  ) -> AudioIntentRun {
    let locale = locale ?? options.locale ?? "en-US"
    let routing = simulator.routing(for: request.appName)
    var run = AudioIntentRun(
      utterance: nil, request: request, routing: routing, adopted: true, instead: nil, query: nil, chosen: nil,
      playlistEntity: nil, warmup: nil, outcome: .result(nil), locale: locale)
    let words = AudioDialogWords(locale: locale, app: app)
    if routing == .otherApp, let other = request.appName {
      // M1: routing is as today. Another app's request never reaches this one on either path.
      run.adopted = false
      run.instead = "Siri hands this to \(other); \(app.name)'s schemas and values(for:) never run"
      run.outcome = .answered(LanguageRegistry.dialog(for: locale).dialog(for: .otherApp(other), app: app))
      return run
    }
    switch request.body {
    case .sirikit(let body):
      run.adopted = false
      if case .question = body, declares(.audio(.recognizeAudio)) {
        run.adopted = true
        run.notes.append("recognizeAudio identifies audio playing nearby; the app's own track is in Now Playing")
        return run
      }
      run.outcome = .answered(sirikitDialog(MediaRequest(body, appName: request.appName), options: options, context: context, locale: locale))
      run.instead = Self.notSchema(body)
      return run
    case .searchInApp(let term):
      if declares(.searchInApp) {
        run.notes.append(".system.searchInApp(criteria: \"\(term)\"): the app shows its own search")
        return run
      }
      run.adopted = false
      run.instead = "\(app.name) does not adopt searchInApp: Siri shows a results list"
      let answer = query.values(for: AudioSearch(criteria: .searchQuery(term)), context: context)
      run.query = answer
      run.outcome = .answered(words.resultsList(answer.entities, term: term))
      return run
    case .schema(let schema):
      guard declares(.audio(schema)) else {
        run.adopted = false
        fallBack(&run, schema: schema, sirikit: sirikit, options: options, context: context, words: words)
        return run
      }
      perform(schema, into: &run, context: context, words: words)
      return run
    }
  }

  func declares(_ intent: DeclaredAppIntent) -> Bool { app.appIntents?.contains(intent) ?? false }

  static func notSchema(_ body: MediaRequest.Body) -> String {
    switch body {
    case .command(let c): "a Now Playing command, sent to MPRemoteCommandCenter's \(c.name) as on the SiriKit path"
    case .question: "answered from Now Playing (the app does not adopt recognizeAudio)"
    case .system: "Siri handles it itself; nothing reaches the app"
    case .notMedia: "not a media request: Siri handles it itself; nothing reaches the app"
    case .intent: "sent on the SiriKit path"
    }
  }

  func sirikitDialog(_ request: MediaRequest, options: SimulationOptions, context: ResolveContext, locale: String?) -> Dialog {
    simulator.run(request: request, options: options, context: context, locale: locale).dialog
  }

  /// An undeclared schema: the SiriKit extension when the app has the matching intent
  /// (legacy support), the Now Playing answer, or Siri saying the app can't do it.
  func fallBack(
    _ run: inout AudioIntentRun, schema: AudioIntentSchema, sirikit: MediaRequest?, options: SimulationOptions,
    context: ResolveContext, words: AudioDialogWords
  ) {
    let adopts = app.appIntents == nil ? "\(app.name) adopts no App Intents audio schema" : "\(app.name) does not adopt \(schema.qualifiedName)"
    if let kind = schema.sirikitCounterpart, app.supportedIntents.contains(kind) {
      run.instead = "\(adopts): Siri uses its SiriKit \(kind.rawValue) handler (legacy support)"
      if let sirikit, sirikit.intent?.kind == kind {
        run.outcome = .answered(sirikitDialog(sirikit, options: options, context: context, locale: run.locale))
      } else {
        // A request read from JSON carries no SiriKit intent: say where it goes, not what it says.
        run.outcome = .answered(Dialog("<the SiriKit \(kind.rawValue) handler answers; run the SiriKit intent to see it>", source: .mediactl))
      }
    } else {
      run.instead = "\(adopts): Siri says the app can't do that"
      run.outcome = .answered(words.cannot)
    }
  }
}
