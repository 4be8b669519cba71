/// Everything a replay's reports say about the run as a whole, kept as counters while the
/// results stream past: per-file counts, the per-field table, confusion matrices, coverage
/// and the slowest utterances. Its size depends on the number of files and distinct fields,
/// never on the number of utterances.
public struct ReplayTally: Sendable {
  public struct FileCounts: Sendable, Equatable {
    public var path: String
    public var utterances = 0
    public var passed = 0
    public var failed = 0
    public var malformed = 0
    public var expectations = 0
  }

  public private(set) var files: [FileCounts] = []
  public private(set) var utterances = 0
  public private(set) var passed = 0
  public private(set) var failed = 0
  public private(set) var expectations = 0
  /// Utterances that ran without any expectation.
  public private(set) var unchecked = 0
  /// Malformed lines and unreadable inputs.
  public private(set) var problems = 0
  public private(set) var fields: [String: FieldScore] = [:]
  public private(set) var matrices: [ConfusionMatrix] = ConfusionMatrix.reported.map { ConfusionMatrix(field: $0.field, title: $0.title) }
  public private(set) var coverage = ReplayCoverage()
  public private(set) var slowest = SlowestCases()
  /// The App Intents path's coverage and lint (`--coverage`).
  public private(set) var appIntents = AppIntentsCoverage.Tally()
  /// The exit status each malformed line and each utterance that could not run asks for.
  public private(set) var statuses: Set<ExitStatus> = []

  public init() {}

  mutating func beginFile(_ path: String) { files.append(FileCounts(path: path)) }

  mutating func problem(_ d: Diagnostic) {
    problems += 1
    statuses.insert(d.exitStatus)
    if let file = d.location?.file, let last = files.indices.last, files[last].path == file { files[last].malformed += 1 }
  }

  /// Counts one result; returns its failure number (1-based) when it failed.
  mutating func add(_ c: Replayer.CaseResult) -> Int? {
    utterances += 1
    let ok = c.passed
    let failure: Int? = ok ? nil : failed + 1
    if ok { passed += 1 } else { failed += 1 }
    expectations += c.outcomes.count
    if c.outcomes.isEmpty && c.error == nil { unchecked += 1 }
    if let last = files.indices.last, files[last].path == c.file {
      files[last].utterances += 1
      files[last].expectations += c.outcomes.count
      if ok { files[last].passed += 1 } else { files[last].failed += 1 }
    }
    for o in c.outcomes { fields[FieldScore.key(o.expectation), default: FieldScore()].add(o) }
    for i in matrices.indices { matrices[i].add(c, failure: failure) }
    coverage.add(c)
    appIntents.add(c)
    slowest.add(c)
    // An utterance that could not run is a failure (1); one whose file (a `@catalog`) is
    // missing or unreadable is 66, like any other input that cannot be read.
    if let status = c.error?.exitStatus, status == .noInput { statuses.insert(status) }
    return failure
  }

  /// `N utterances in N files, N expectations (…)`, the line above `N passed, N failed`.
  public var countsLine: String {
    func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    var summary = "\(counted(utterances, "utterance")) in \(counted(files.count, "file")), \(counted(expectations, "expectation"))"
    if unchecked > 0 { summary += " (\(counted(unchecked, "utterance")) without expectations)" }
    // Malformed lines, files and folders that could not be read, or nothing to replay at all.
    if problems > 0 { summary += ", \(counted(problems, "problem"))" }
    return summary
  }

  public var summaryLine: String { "\(passed) passed, \(failed) failed" }
}
