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

  mutating func replay(_ file: ReplayFile) -> [CaseResult] {
    var settings = base
    let directory = (file.path as NSString).deletingLastPathComponent
    var results: [CaseResult] = []
    for entry in file.entries {
      switch entry {
      case .directive(.reset, _):
        settings = base
      case .directive(let directive, _):
        directive.apply(to: &settings, directory: directory)
      case .utterance(let utteranceCase):
        do {
          let simulator = try self.simulator(for: settings)
          let result = simulator.run(utterance: utteranceCase.text, options: settings.options)
          let fields = ResultFields(result)
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
