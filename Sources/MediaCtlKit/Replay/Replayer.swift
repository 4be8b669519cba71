import Foundation

/// Runs replay files: every utterance with the settings its directives give, checking every
/// expectation; failures and malformed lines never stop the run. `stream(paths:into:)` runs
/// files of any length in constant memory, handing each result to the reports as it is made;
/// `run(_:)` keeps every result, for callers that want them all.
public struct Replayer {
  /// The command line's settings, which each file starts from.
  public var base: ReplaySettings
  /// One simulator per catalog and vocabulary set, loaded once and shared by every thread.
  let cache: SimulatorCache

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

  init(base: ReplaySettings, cache: SimulatorCache) {
    self.base = base
    self.cache = cache
  }

  /// One utterance's run.
  public struct CaseResult: Sendable {
    public var file: String
    public var utterance: ReplayFile.UtteranceCase
    public var result: SimulationResult?
    public var outcomes: [ExpectationOutcome]
    /// Set when the case could not run (its catalog failed to load, …).
    public var error: Diagnostic?
    /// Wall time of the request (parse, resolve, handle, dialog), in seconds.
    public var seconds: Double = 0
    /// The device and locale it ran with (the locale the parser read it in).
    public var device: Device = .iphone
    public var locale: String = "en-US"
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

  /// Each file is one session, replayed in order. A long file's requests are first run on
  /// every core, each against a fresh session; the in-order pass then keeps the answers of
  /// requests that do not depend on the session (a named item: no "this", command, question or
  /// unqualified play) and only moves the session with them, and runs the others again
  /// against the real session. Results are the same as a purely sequential run.
  mutating func replay(_ file: ReplayFile) -> [CaseResult] {
    var session = FileSession(path: file.path, base: base)
    let ahead = file.cases.count >= Self.runAheadMinimum ? runAhead(session.plan(file.entries)) : []
    var results: [CaseResult] = []
    session.run(file.entries, ahead: ahead, cache: cache) { results.append($0) }
    return results
  }

  /// Fewer utterances than this run in order only: answering ahead would not pay.
  static let runAheadMinimum = 400

  /// Each file is one session: state flows from line to line (play, then "I like this song"),
  /// and starts afresh at the top, at `@reset`, `@fresh` and when `@catalog` changes.
  mutating func replaySequentially(_ file: ReplayFile, ahead: [Answer?] = []) -> [CaseResult] {
    var session = FileSession(path: file.path, base: base)
    var results: [CaseResult] = []
    session.run(file.entries, ahead: ahead, cache: cache) { results.append($0) }
    return results
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

  /// What was computed ahead of the in-order pass, with the time it took: the answer of a
  /// request that does not depend on the session, else only the parse, which the in-order
  /// pass answers against the real session without reading the line again.
  enum Answer: Sendable {
    case answered(SimulationResult, seconds: Double)
    case parsed(ParseResult, seconds: Double)
  }

  /// The session-independent answers of utterances (text and the settings each runs with),
  /// and the parses of the others, by position (nil: run it in order), computed in chunks on
  /// every core.
  func runAhead(_ work: [(text: String, settings: ReplaySettings)]) -> [Answer?] {
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
    let chunk = (work.count + workers - 1) / workers
    let slots = ResultSlots<Answer?>(count: workers)
    let cache = self.cache
    DispatchQueue.concurrentPerform(iterations: workers) { w in
      let range = min(work.count, w * chunk)..<min(work.count, (w + 1) * chunk)
      var out: [Answer?] = []
      out.reserveCapacity(range.count)
      // A fresh session per catalog, made once: making one reads every playlist of the catalog.
      var fresh: [String: SessionState] = [:]
      var simulators = SimulatorMemo()
      var last: (origin: String, session: SessionState)?
      for (text, settings) in work[range] {
        // Answering ahead is for the SiriKit path; a line on another path runs in order.
        guard settings.options.path == .sirikit, let shared = try? simulators.simulator(for: settings, in: cache) else {
          out.append(nil)
          continue
        }
        out.append(Self.answerAhead(text, settings: settings, simulator: shared.simulator, fresh: &fresh, last: &last))
      }
      slots.set(w, out)
    }
    return (0..<workers).flatMap { slots.get($0) }
  }

  /// One line answered ahead, in a fresh session of its catalog (nil: it runs in order).
  /// `simulator` is borrowed from the shared box (a parameter, never a copy of the value).
  static func answerAhead(
    _ text: String, settings: ReplaySettings, simulator: Simulator, fresh: inout [String: SessionState],
    last: inout (origin: String, session: SessionState)?
  ) -> Answer? {
    let origin = simulator.catalog.origin
    if last?.origin != origin {
      if fresh[origin] == nil { fresh[origin] = SessionState(catalog: simulator.catalog) }
      last = fresh[origin].map { (origin, $0) }
    }
    guard var session = last?.session else { return nil }
    let options = settings.untracedOptions
    let start = DispatchTime.now().uptimeNanoseconds
    let parsed = simulator.parser.parse(text, locale: options.locale, tracing: options.tracesParse)
    let parseSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let result = simulator.run(utterance: text, parsed: parsed, options: options, state: &session)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return dependsOnSession(result) ? .parsed(parsed, seconds: parseSeconds) : .answered(result, seconds: seconds)
  }

  func simulator(for settings: ReplaySettings) throws(Diagnostic) -> Simulator {
    try cache.simulator(for: settings)
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
