import Foundation

/// One replay file's session as it moves through the file's entries, possibly a chunk at a
/// time: the settings its directives gave so far and the state the lines so far left.
struct FileSession {
  let path: String
  let directory: String
  let base: ReplaySettings
  private(set) var settings: ReplaySettings
  private var state: SessionState?
  private var simulators = SimulatorMemo()
  /// Position of the next utterance among the entries given to `run` (per call).
  init(path: String, base: ReplaySettings) {
    self.path = path
    self.directory = (path as NSString).deletingLastPathComponent
    self.base = base
    self.settings = base
  }

  /// What each utterance of `entries` runs with, from the current settings; nothing moves.
  func plan(_ entries: [ReplayFile.Entry]) -> [(text: String, settings: ReplaySettings)] {
    plan(entries, from: settings)
  }

  /// The settings `run` leaves after `entries`, from the current ones (directives only).
  func settings(after entries: [ReplayFile.Entry]) -> ReplaySettings {
    var settings = self.settings
    for entry in entries {
      switch entry {
      case .directive(.reset, _): settings = base
      case .directive(.fresh, _), .utterance: break
      case .directive(let directive, _): directive.apply(to: &settings, directory: directory)
      }
    }
    return settings
  }

  /// What each utterance of `entries` runs with, from `settings`; nothing moves.
  func plan(_ entries: [ReplayFile.Entry], from settings: ReplaySettings) -> [(text: String, settings: ReplaySettings)] {
    var settings = settings
    var lines: [(text: String, settings: ReplaySettings)] = []
    for entry in entries {
      switch entry {
      case .directive(.reset, _): settings = base
      case .directive(.fresh, _): break
      case .directive(let directive, _): directive.apply(to: &settings, directory: directory)
      case .utterance(let c): lines.append((c.text, settings))
      }
    }
    return lines
  }

  /// Runs the entries in order, handing each utterance's result to `emit`. `ahead` holds
  /// answers computed beforehand by position among the entries' utterances (nil: run here).
  /// State flows from line to line and starts afresh at `@reset`, `@fresh` and a new `@catalog`.
  mutating func run(
    _ entries: [ReplayFile.Entry], ahead: [Replayer.Answer?], cache: SimulatorCache, emit: (Replayer.CaseResult) -> Void
  ) {
    var position = -1
    for entry in entries {
      switch entry {
      case .directive(.reset, _), .directive(.fresh, _):
        if case .directive(.reset, _) = entry { settings = base }
        state = nil
      case .directive(let directive, _):
        let before = settings.catalogPath
        directive.apply(to: &settings, directory: directory)
        if settings.catalogPath != before { state = nil }
        if case .nowPlaying = directive, var s = state {
          // The item named plays from here on; "none" stops playback.
          s.nowPlaying = settings.options.nowPlaying
          s.elapsed = 0
          s.playbackState = settings.options.nowPlaying == nil ? .stopped : .playing
          state = s
        }
      case .utterance(let utteranceCase):
        position += 1
        emit(run(utteranceCase, known: position < ahead.count ? ahead[position] : nil, cache: cache))
      }
    }
  }

  /// The expectations' outcomes; the result's fields are flattened only when a line has
  /// expectations (most lines of a logged QA file have none, and flattening was a visible
  /// share of each line's cost), the session's only when a line checks them.
  static func check(_ expectations: [Expectation], _ session: SessionState, fields make: () -> ResultFields) -> [ExpectationOutcome] {
    guard !expectations.isEmpty else { return [] }
    var fields = make()
    if expectations.contains(where: { $0.field.hasPrefix("state.") }) { fields.add(session) }
    return expectations.map { $0.check(fields) }
  }

  private mutating func run(_ utteranceCase: ReplayFile.UtteranceCase, known: Replayer.Answer?, cache: SimulatorCache) -> Replayer.CaseResult {
    do throws(Diagnostic) {
      let shared = try simulators.simulator(for: settings, in: cache)
      return try run(utteranceCase, known: known, cache: cache, simulator: shared.simulator)
    } catch {
      var located = error
      if located.location == nil { located.location = .init(file: path, line: utteranceCase.line) }
      return Replayer.CaseResult(
        file: path, utterance: utteranceCase, result: nil, outcomes: [], error: located, device: settings.options.device,
        locale: settings.options.locale ?? "en-US")
    }
  }

  /// `simulator` is borrowed from the shared box (a parameter, never a copy of the value).
  private mutating func run(
    _ utteranceCase: ReplayFile.UtteranceCase, known: Replayer.Answer?, cache: SimulatorCache, simulator: Simulator
  ) throws(Diagnostic) -> Replayer.CaseResult {
    if let id = settings.options.nowPlaying, simulator.catalog.item(id) == nil {
      throw Diagnostic("@now-playing names no item '\(id)' in \(simulator.catalog.origin)")
    }
    // Moved out of `state` first: a second reference would make every request copy the
    // whole history (quadratic over a long file).
    let continuing = state != nil
    var session = state.take() ?? SessionState(catalog: simulator.catalog)
    var options = settings.untracedOptions
    if continuing {
      // The session knows what plays (a directive mid-file has already moved it).
      options.nowPlaying = nil
      options.nothingPlaying = false
    }
    if options.path != .sirikit {
      let start = DispatchTime.now().uptimeNanoseconds
      let paths = try cache.audioSimulator(for: settings).run(utterance: utteranceCase.text, options: options, state: &session)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      session.history.removeAll(keepingCapacity: true)
      state = session
      let outcomes = Self.check(utteranceCase.expectations, session) { ResultFields(paths) }
      return Replayer.CaseResult(
        file: path, utterance: utteranceCase, result: paths.sirikit, outcomes: outcomes,
        seconds: seconds, device: settings.options.device, locale: paths.sirikit.parse?.locale ?? settings.options.locale ?? "en-US",
        audio: paths.appIntents, path: options.path)
    }
    let result: SimulationResult
    let seconds: Double
    switch known {
    case .answered(let answer, let aheadSeconds):
      // Answered ahead of time: only the session moves, as `Simulator.run` moves it.
      simulator.adopt(options, into: &session)
      session.apply(answer, catalog: simulator.catalog, index: simulator.index, recording: options.recordsHistory)
      result = answer
      seconds = aheadSeconds
    case .parsed(let parsed, let parseSeconds):
      // Read ahead of time (with these settings): answered here, against the session.
      let start = DispatchTime.now().uptimeNanoseconds
      result = simulator.run(utterance: utteranceCase.text, parsed: parsed, options: options, state: &session)
      seconds = parseSeconds + Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    case nil:
      let start = DispatchTime.now().uptimeNanoseconds
      result = simulator.run(utterance: utteranceCase.text, options: options, state: &session)
      seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    // A replay never reads the session's history (no expectation names it, nothing is
    // saved): kept, it grew by a request's JSON per line, so a long file's memory grew.
    // (Replay options record none; a history the session started with goes too.)
    session.history.removeAll(keepingCapacity: true)
    state = session
    let outcomes = Self.check(utteranceCase.expectations, session) { ResultFields(result) }
    return Replayer.CaseResult(
      file: path, utterance: utteranceCase, result: result, outcomes: outcomes,
      seconds: seconds, device: settings.options.device, locale: result.parse?.locale ?? settings.options.locale ?? "en-US")
  }
}
