import Foundation

/// Runs replay files: every utterance with the settings its directives give, checking every
/// expectation; failures and malformed lines never stop the run.
public struct Replayer {
  /// The command line's settings, which each file starts from.
  public var base: ReplaySettings
  private var simulators: [String: Simulator] = [:]

  public init(base: ReplaySettings) {
    self.base = base
  }

  /// One utterance's run.
  public struct CaseResult: Sendable {
    public var file: String
    public var utterance: ReplayFile.UtteranceCase
    public var result: SimulationResult?
    public var outcomes: [ExpectationOutcome]
    /// Set when the case could not run (its catalog failed to load, …).
    public var error: Diagnostic?

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

  public mutating func run(_ files: [ReplayFile]) -> Run {
    var run = Run()
    for file in files {
      run.files.append(file)
      run.problems += file.problems
      run.cases += replay(file)
    }
    return run
  }

  /// Each file is one session: state flows from line to line (play, then "I like this song"),
  /// and starts afresh at the top, at `@reset`, `@fresh` and when `@catalog` changes.
  mutating func replay(_ file: ReplayFile) -> [CaseResult] {
    var settings = base
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
        do {
          let simulator = try self.simulator(for: settings)
          var session = state ?? SessionState(catalog: simulator.catalog)
          var options = settings.options
          if state != nil { options.nowPlaying = nil }  // the session knows what plays
          let result = simulator.run(utterance: utteranceCase.text, options: options, state: &session)
          state = session
          var fields = ResultFields(result)
          fields.add(session)
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

  /// One simulator per catalog and vocabulary set, loaded once.
  mutating func simulator(for settings: ReplaySettings) throws(Diagnostic) -> Simulator {
    let key = ([settings.catalogPath ?? "<built-in>"] + settings.vocabularyPaths).joined(separator: "\u{1}")
    if let cached = simulators[key] { return cached }
    var common = Invocation.Common()
    common.catalogPath = settings.catalogPath
    common.vocabularyPaths = settings.vocabularyPaths
    let simulator = try MediaCtl.makeSimulator(common)
    simulators[key] = simulator
    return simulator
  }
}
