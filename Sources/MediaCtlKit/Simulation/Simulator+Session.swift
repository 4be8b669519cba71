/// Requests against a session: the state supplies what is playing and the queue, and each
/// result moves the state.
extension Simulator {
  public func run(utterance: String, options: SimulationOptions, state: inout SessionState) -> SimulationResult {
    let parsed = parser.parse(utterance, locale: options.locale, tracing: options.tracesParse)
    return run(utterance: utterance, parsed: parsed, options: options, state: &state)
  }

  /// `run(utterance:options:state:)` for an utterance this simulator's parser already read
  /// with the options' locale and tracing (a replay parses its lines ahead, on every core).
  func run(utterance: String, parsed: ParseResult, options: SimulationOptions, state: inout SessionState) -> SimulationResult {
    adopt(options, into: &state)
    let context = state.context(for: catalog, options: options)
    var result = run(request: parsed.request, options: options, context: context, locale: parsed.locale)
    result.utterance = utterance
    result.parse = parsed
    state.apply(result, catalog: catalog, index: index, recording: options.recordsHistory)
    return result
  }

  public func run(request: MediaRequest, options: SimulationOptions, state: inout SessionState) -> SimulationResult {
    adopt(options, into: &state)
    let result = run(request: request, options: options, context: state.context(for: catalog, options: options))
    state.apply(result, catalog: catalog, index: index, recording: options.recordsHistory)
    return result
  }

  /// `--now-playing` on a session makes that item the one playing.
  func adopt(_ options: SimulationOptions, into state: inout SessionState) {
    if options.nothingPlaying, options.nowPlaying == nil, let current = state.nowPlaying {
      state.played.append(current)
      state.nowPlaying = nil
      state.elapsed = 0
      state.playbackState = .stopped
    }
    if let id = options.nowPlaying, id != state.nowPlaying {
      if let current = state.nowPlaying { state.played.append(current) }
      state.nowPlaying = id
      state.elapsed = 0
      state.playbackState = .playing
    }
  }
}
