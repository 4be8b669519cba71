/// Which of Siri's two audio paths a run shows: the SiriKit media intents (the default), the
/// iOS 27 App Intents `.audio` schemas, or both with the migration diff.
public enum SiriPath: String, CaseIterable, Sendable, Hashable {
  case sirikit
  case appintents
  case both

  public static let usage = "sirikit, appintents or both"
}

/// One request on the path a run asked for.
public enum PathResult: Sendable {
  case sirikit(SimulationResult)
  case appIntents(AudioIntentRun, sirikit: SimulationResult)
  case both(BothPaths)

  /// The SiriKit path's result (run on every path: the migration diff and the session need it).
  public var sirikit: SimulationResult {
    switch self {
    case .sirikit(let r): r
    case .appIntents(_, let r): r
    case .both(let b): b.sirikit
    }
  }

  public var appIntents: AudioIntentRun? {
    switch self {
    case .sirikit: nil
    case .appIntents(let run, _): run
    case .both(let b): b.appIntents
    }
  }
}

extension AudioIntentSimulator {
  /// An utterance on `options.path`, in a session. The session moves as the path that ran
  /// moves it: the SiriKit result on `sirikit` and `both`, the reference app's `perform()`
  /// on `appintents`.
  public func run(utterance: String, options: SimulationOptions, state: inout SessionState) -> PathResult {
    simulator.adopt(options, into: &state)
    let context = state.context(for: catalog, options: options)
    let parsed = simulator.parser.parse(utterance, locale: options.locale, tracing: options.tracesParse)
    var sirikit = simulator.run(request: parsed.request, options: options, context: context, locale: parsed.locale)
    sirikit.utterance = utterance
    sirikit.parse = parsed
    guard options.path != .sirikit else {
      state.apply(sirikit, catalog: catalog, index: simulator.index)
      return .sirikit(sirikit)
    }
    let run = run(utterance: utterance, parsed: parsed, options: options, context: context)
    if options.path == .both {
      state.apply(sirikit, catalog: catalog, index: simulator.index)
      return .both(BothPaths(sirikit: sirikit, appIntents: run))
    }
    if let effect = run.sessionEffect(catalog: catalog, sirikit: sirikit) { state.apply(effect, catalog: catalog) }
    return .appIntents(run, sirikit: sirikit)
  }

  /// The same without a session: the catalog's queue and now-playing item.
  public func run(utterance: String, options: SimulationOptions) -> PathResult {
    var state = SessionState(catalog: catalog)
    return run(utterance: utterance, options: options, state: &state)
  }
}

extension AudioIntentRun {
  /// What the reference app's `perform()` did to the session, as the SiriKit result that does
  /// the same (so one session model serves both paths). A Now Playing command, a question or
  /// a fallback to the SiriKit extension moves it as the SiriKit path does.
  /// nil: nothing to apply (a request read from JSON that Siri answered without the app).
  public func sessionEffect(catalog: Catalog, sirikit: SimulationResult?) -> SimulationResult? {
    guard case .schema(let schema) = request.body else { return sirikit }
    if case .answered = outcome { return sirikit }
    var effect = SimulationResult(
      utterance: utterance, parse: nil, request: MediaRequest(.system(.other), appName: request.appName), routing: routing,
      resolution: nil, response: nil, commandStatus: nil, answer: nil, dialog: Dialog(spoken, source: .mediactl),
      app: catalog.app)
    guard case .result = outcome, let id = chosen?.id, let item = catalog.item(id) else {
      // Thrown: nothing changes, but the history records it.
      if let kind = schema.sirikitCounterpart {
        effect.request = MediaRequest(.intent(Self.emptyIntent(kind)), appName: request.appName)
        effect.resolution = Resolution(mediaItems: .unsupported(nil))
      }
      return effect
    }
    let items = [item.mediaItem]
    switch schema {
    case .playAudio, .warmupAudioQueue:
      let repeats = request.playbackAttributes.contains(.repeat)
      let intent = PlayMediaIntent(
        mediaItems: items, playShuffled: request.playbackAttributes.contains(.shuffle) ? true : nil,
        // MODEL (spec §5): the app picks one for a song, all for a collection.
        playbackRepeatMode: repeats ? (item.type.isCollection ? .all : .one) : .unknown,
        playbackQueueLocation: request.queueLocation == .next ? .next : request.queueLocation == .tail ? .later : .unknown)
      effect.request = MediaRequest(.intent(.play(intent)), appName: request.appName)
      effect.resolution = Resolution(mediaItems: .success(items))
      effect.response = .play(.handleInApp)
    case .addToLibrary, .addToPlaylist:
      let destination: MediaDestination = playlistEntity.map { .playlist($0.title) } ?? .library
      effect.request = MediaRequest(.intent(.add(AddMediaIntent(mediaItems: items, mediaDestination: destination))), appName: request.appName)
      effect.resolution = Resolution(
        mediaItems: .success(items), mediaDestination: .success(destination, playlistIdentifier: playlistEntity?.id))
      effect.response = .add(.success)
    case .updateAudioAffinity:
      guard let state = request.affinityState, state != .unset else { return effect }
      let intent = UpdateMediaAffinityIntent(mediaItems: items, affinityType: state == .like ? .like : .dislike)
      effect.request = MediaRequest(.intent(.updateMediaAffinity(intent)), appName: request.appName)
      effect.resolution = Resolution(mediaItems: .success(items))
      effect.response = .updateMediaAffinity(.success)
    case .createStation, .recognizeAudio:
      break
    }
    return effect
  }
}

extension AudioIntentRun {
  static func emptyIntent(_ kind: IntentKind) -> MediaIntent {
    switch kind {
    case .play: .play(PlayMediaIntent())
    case .add: .add(AddMediaIntent())
    case .updateMediaAffinity: .updateMediaAffinity(UpdateMediaAffinityIntent())
    case .searchForMedia: .searchForMedia(SearchForMediaIntent())
    }
  }
}

extension PathResult {
  /// As the run command prints it.
  public func text(json: Bool, explain: Bool) -> String {
    switch self {
    case .sirikit(let r): json ? r.json(explain: explain).pretty : r.text(explain: explain)
    case .appIntents(let run, let s): json ? run.json.pretty : run.text(app: s.app)
    case .both(let both): json ? both.json.pretty : both.text(explain: explain)
    }
  }
}
