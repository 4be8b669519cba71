/// A report of a replay run, fed one event at a time in file order: a file starts, a
/// malformed line, a result, a file ends, the run ends. A sink keeps only what it needs (the
/// text report nothing but its output; the HTML page the failures, on disk, until it is
/// assembled), so a run of any length streams through every report.
protocol ReplaySink: AnyObject {
  func beginFile(_ path: String)
  func problem(_ problem: Diagnostic)
  /// `failure`: the result's failure number (its anchor in the reports) when it failed.
  func add(_ c: Replayer.CaseResult, failure: Int?)
  func endFile(_ counts: ReplayTally.FileCounts)
  /// Writes what depends on the whole run and completes the output.
  func finish(_ summary: ReplaySummary) throws(Diagnostic)
  /// The run failed: leaves any file target as it was.
  func discard()
}

extension ReplaySink {
  func beginFile(_ path: String) {}
  func endFile(_ counts: ReplayTally.FileCounts) {}
  func discard() {}
}

/// What ran the replay, for the reports' headers.
public struct ReplayContext: Sendable, Equatable {
  /// The command line as typed (`mediactl replay Utterances/ --report html=r.html`).
  public var command: String
  /// The catalogs the run loaded, described (`Catalogs/ControlAudio.json (built-in, 420 items)`).
  public var catalogs: [String]

  public init(command: String, catalogs: [String] = []) {
    self.command = command
    self.catalogs = catalogs
  }
}

/// The whole run as the sinks see it at the end.
public struct ReplaySummary: Sendable {
  public var tally: ReplayTally
  public var drift: ReplayDrift?
  public var context: ReplayContext
}

/// Hands every event of a run to each report, numbering failures and counting as it goes.
public final class ReplayReporter {
  public private(set) var tally = ReplayTally()
  public private(set) var drift: ReplayDrift?
  public var context: ReplayContext
  private var sinks: [any ReplaySink]
  private var currentFile: String?
  /// Told of each result, to draw progress.
  var progress: ReplayProgress?

  init(sinks: [any ReplaySink], context: ReplayContext, drift: ReplayDrift? = nil) {
    self.sinks = sinks
    self.context = context
    self.drift = drift
  }

  func beginFile(_ path: String) {
    currentFile = path
    tally.beginFile(path)
    for sink in sinks { sink.beginFile(path) }
  }

  func problem(_ problem: Diagnostic) {
    let printable = problem.printable
    tally.problem(printable)
    for sink in sinks { sink.problem(printable) }
  }

  func add(_ c: Replayer.CaseResult) {
    let failure = tally.add(c)
    drift?.add(c, failure: failure)
    for sink in sinks { sink.add(c, failure: failure) }
  }

  func endFile() {
    guard currentFile != nil, let counts = tally.files.last else { return }
    currentFile = nil
    for sink in sinks { sink.endFile(counts) }
  }

  /// Completes every report; a report that could not be written is left as it was and its
  /// error returned with the others (every report is tried).
  func finish() -> (summary: ReplaySummary, errors: [Diagnostic]) {
    progress?.finish()
    drift?.finish()
    let summary = ReplaySummary(tally: tally, drift: drift, context: context)
    var errors: [Diagnostic] = []
    for sink in sinks {
      do {
        try sink.finish(summary)
      } catch {
        errors.append(error)
        sink.discard()
      }
    }
    return (summary, errors)
  }

  func discard() { for sink in sinks { sink.discard() } }
}
