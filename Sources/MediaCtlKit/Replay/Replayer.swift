import Foundation

/// Runs replay files: every utterance with the settings its directives give, checking every
/// expectation; failures and malformed lines never stop the run.
public struct Replayer {
  /// The command line's settings, which each file starts from.
  public var base: ReplaySettings
  /// One simulator per catalog and vocabulary set, loaded once and shared by every thread.
  private let cache: SimulatorCache

  public init(base: ReplaySettings) {
    self.init(base: base, cache: SimulatorCache())
  }

  /// With the command line's catalog cache settings (`--cache DIR`, `--no-cache`).
  public init(base: ReplaySettings, catalogCache common: Invocation.Common) {
    let simulators = SimulatorCache()
    simulators.cacheDirectory = common.cacheDirectory
    simulators.noCache = common.noCache
    self.init(base: base, cache: simulators)
  }

  /// One utterance's run.
  public struct CaseResult: Sendable {
    public var file: String
    public var utterance: ReplayFile.UtteranceCase
    public var result: SimulationResult?
    public var outcomes: [ExpectationOutcome]
    /// Set when the case could not run (its catalog failed to load, …).
    public var error: Diagnostic?
    /// The App Intents path's run, under `@path appintents|both`.
    public var audio: AudioIntentRun? = nil
    /// The path the line ran on.
    public var path: SiriPath = .sirikit

    public var passed: Bool { error == nil && outcomes.allSatisfy(\.passed) }
  }

  public struct Run: Sendable {
    public var files: [ReplayFile] = []
    public var cases: [CaseResult] = []
    /// Malformed lines and unreadable inputs.
    public var problems: [Diagnostic] = []

    public var passed: Int { cases.filter(\.passed).count }
    public var failed: Int { cases.count - passed }
  }

  /// Runs the files on every core (each file is its own session), keeping results in file
  /// order, so output is the same as a sequential run.
  public mutating func run(_ files: [ReplayFile]) -> Run {
    var run = Run()
    let perFile = ResultSlots<Replayer.CaseResult>(count: files.count)
    let cache = self.cache
    let base = self.base
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      var worker = Replayer(base: base, cache: cache)
      perFile.set(i, worker.replay(files[i]))
    }
    for (i, file) in files.enumerated() {
      run.files.append(file)
      run.problems += file.problems
      run.cases += perFile.get(i)
    }
    return run
  }

  init(base: ReplaySettings, cache: SimulatorCache) {
    self.base = base
    self.cache = cache
  }

  /// Each file is one session, replayed in order. A long file's requests are first run on
  /// every core, each against a fresh session; the in-order pass then keeps the answers of
  /// requests that do not depend on the session (a named item: no "this", command, question or
  /// unqualified play) and only moves the session with them, and runs the others again
  /// against the real session. Results are the same as a purely sequential run.
  mutating func replay(_ file: ReplayFile) -> [CaseResult] {
    // Answering ahead is for the SiriKit path; a file on another path runs in order.
    let onePath = base.options.path == .sirikit && !file.entries.contains { if case .directive(.path, _) = $0 { true } else { false } }
    let ahead = file.cases.count >= 400 && onePath ? runAhead(file) : []
    return replaySequentially(file, ahead: ahead)
  }

  /// Whether a request's answer depends on what earlier lines did.
  static func dependsOnSession(_ result: SimulationResult) -> Bool {
    switch result.request.body {
    case .command, .question: return true
    case .system, .notMedia: return false
    case .intent(let intent):
      // The resolver resumes the queue or takes the now-playing item for these.
      guard let search = intent.mediaSearch, !search.isEmpty, !search.isUnqualified else { return true }
      // "Play X next" queues it only when something plays, and Siri says which.
      if case .play(let play) = intent, play.playbackQueueLocation == .next || play.playbackQueueLocation == .later {
        return true
      }
      return search.reference == .currentlyPlaying || intent.mediaItems != nil
    }
  }

  /// The session-independent results of a file's utterances, by position among them (nil:
  /// run it in order), computed in chunks on every core.
  func runAhead(_ file: ReplayFile) -> [SimulationResult?] {
    var settings = base
    let directory = (file.path as NSString).deletingLastPathComponent
    var lines: [(text: String, settings: ReplaySettings)] = []
    for entry in file.entries {
      switch entry {
      case .directive(.reset, _): settings = base
      case .directive(.fresh, _): break
      case .directive(let directive, _): directive.apply(to: &settings, directory: directory)
      case .utterance(let c): lines.append((c.text, settings))
      }
    }
    let work = lines
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
    let chunk = (work.count + workers - 1) / workers
    let slots = ResultSlots<SimulationResult?>(count: workers)
    let cache = self.cache
    DispatchQueue.concurrentPerform(iterations: workers) { w in
      let range = (w * chunk)..<min(work.count, (w + 1) * chunk)
      var out: [SimulationResult?] = []
      out.reserveCapacity(range.count)
      // A fresh session per catalog, made once: making one reads every playlist of the catalog.
      var fresh: [String: SessionState] = [:]
      for (text, settings) in work[range] {
        guard let simulator = try? cache.simulator(for: settings) else {
          out.append(nil)
          continue
        }
        let origin = simulator.catalog.origin
        if fresh[origin] == nil { fresh[origin] = SessionState(catalog: simulator.catalog) }
        guard var session = fresh[origin] else {
          out.append(nil)
          continue
        }
        let result = simulator.run(utterance: text, options: settings.untracedOptions, state: &session)
        out.append(Self.dependsOnSession(result) ? nil : result)
      }
      slots.set(w, out)
    }
    return (0..<workers).flatMap { slots.get($0) }
  }

  /// Each file is one session: state flows from line to line (play, then "I like this song"),
  /// and starts afresh at the top, at `@reset`, `@fresh` and when `@catalog` changes.
  mutating func replaySequentially(_ file: ReplayFile, ahead: [SimulationResult?] = []) -> [CaseResult] {
    var settings = base
    var position = -1
    let directory = (file.path as NSString).deletingLastPathComponent
    var results: [CaseResult] = []
    var state: SessionState?
    for entry in file.entries {
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
        do throws(Diagnostic) {
          let simulator = try self.simulator(for: settings)
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
            let paths = try cache.audioSimulator(for: settings).run(utterance: utteranceCase.text, options: options, state: &session)
            state = session
            var fields = ResultFields(paths)
            if utteranceCase.expectations.contains(where: { $0.field.hasPrefix("state.") }) { fields.add(session) }
            results.append(
              CaseResult(
                file: file.path, utterance: utteranceCase, result: paths.sirikit,
                outcomes: utteranceCase.expectations.map { $0.check(fields) }, audio: paths.appIntents, path: options.path))
            continue
          }
          let result: SimulationResult
          if position < ahead.count, let known = ahead[position] {
            // Answered ahead of time: only the session moves, as `Simulator.run` moves it.
            simulator.adopt(options, into: &session)
            session.apply(known, catalog: simulator.catalog)
            result = known
          } else {
            result = simulator.run(utterance: utteranceCase.text, options: options, state: &session)
          }
          state = session
          var fields = ResultFields(result)
          // The session's fields only when a line checks them (they cost a walk of the state).
          if utteranceCase.expectations.contains(where: { $0.field.hasPrefix("state.") }) { fields.add(session) }
          results.append(
            CaseResult(
              file: file.path, utterance: utteranceCase, result: result,
              outcomes: utteranceCase.expectations.map { $0.check(fields) }))
        } catch {
          var located = error
          if located.location == nil { located.location = .init(file: file.path, line: utteranceCase.line) }
          results.append(CaseResult(file: file.path, utterance: utteranceCase, result: nil, outcomes: [], error: located))
        }
      }
    }
    return results
  }

  func simulator(for settings: ReplaySettings) throws(Diagnostic) -> Simulator {
    try cache.simulator(for: settings)
  }

}

/// Simulators shared by the threads of a replay, one per catalog and vocabulary set.
final class SimulatorCache: @unchecked Sendable {
  /// The catalog cache settings every load uses (set before any thread starts).
  var cacheDirectory: String?
  var noCache = false
  private var simulators: [String: Simulator] = [:]
  private var audioSimulators: [String: AudioIntentSimulator] = [:]
  private var failures: [String: Diagnostic] = [:]
  private let lock = NSLock()

  /// The App Intents path over the same simulator, kept so its url table is built once.
  func audioSimulator(for settings: ReplaySettings) throws(Diagnostic) -> AudioIntentSimulator {
    let simulator = try self.simulator(for: settings)
    let key = ([settings.catalogPath ?? "<built-in>"] + settings.vocabularyPaths).joined(separator: "\u{1}")
    lock.lock()
    defer { lock.unlock() }
    if let cached = audioSimulators[key] { return cached }
    let audio = AudioIntentSimulator(simulator: simulator)
    audioSimulators[key] = audio
    return audio
  }

  func simulator(for settings: ReplaySettings) throws(Diagnostic) -> Simulator {
    let key = ([settings.catalogPath ?? "<built-in>"] + settings.vocabularyPaths).joined(separator: "\u{1}")
    lock.lock()
    defer { lock.unlock() }
    if let cached = simulators[key] { return cached }
    if let failure = failures[key] { throw failure }
    var common = Invocation.Common()
    common.catalogPath = settings.catalogPath
    common.vocabularyPaths = settings.vocabularyPaths
    common.cacheDirectory = cacheDirectory
    common.noCache = noCache
    do {
      let simulator = try MediaCtl.makeSimulator(common)
      simulators[key] = simulator
      return simulator
    } catch {
      failures[key] = error
      throw error
    }
  }
}

/// Per-index results written from several threads.
final class ResultSlots<Element>: @unchecked Sendable {
  private var slots: [[Element]]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: [], count: count) }

  func set(_ i: Int, _ value: [Element]) {
    lock.lock()
    slots[i] = value
    lock.unlock()
  }

  func get(_ i: Int) -> [Element] {
    lock.lock()
    defer { lock.unlock() }
    return slots[i]
  }
}
