/// `mediactl replay`: streams the files through the text report and every `--report`, then
/// `--record` and the exit status.
enum ReplayCommand {
  static func run(_ options: Invocation.ReplayOptions, console: Console) throws(Diagnostic) -> ExitStatus {
    // Report targets are checked (their folders created) before anything runs, so a report
    // that cannot be written fails at once (73) instead of after the whole run.
    for report in options.reports where report.path != "-" { try SafeFileWriter.checkTarget(report.path, createFolders: true) }
    var unreadable: [Diagnostic] = []
    let paths = try ReplaySources.expand(options.paths, unreadable: &unreadable)
    var baseline: ReplayBaseline?
    if let path = options.baselinePath { baseline = try ReplayBaseline.load(path: path) }
    var settings = ReplaySettings(catalogPath: options.common.catalogPath, vocabularyPaths: options.common.vocabularyPaths)
    settings.options = options.common.simulation
    var replayer = Replayer(base: settings, catalogCache: options.common)

    var progress: ReplayProgress?
    if !options.quiet, let write = console.progress {
      progress = ReplayProgress(totalBytes: paths.reduce(0) { $0 + Replayer.size(of: $1) }, write: write)
    }
    // A report on standard output keeps it clean: the text report goes to standard error.
    let toStandardOutput = options.reports.contains { $0.path == "-" }
    let textWrite: @Sendable (String) -> Void = toStandardOutput ? console.writeError : console.write
    let text = TextReportSink(quiet: options.quiet, coverage: options.coverage, progress: progress, write: textWrite)
    var sinks: [any ReplaySink] = [text]
    do throws(Diagnostic) {
      for report in options.reports {
        let output = try ReportOutput(path: report.path, console: console.write)
        do throws(Diagnostic) {
          sinks.append(try ReplayReport.make(report.format, output: output))
        } catch {
          output.discard()
          throw error
        }
      }
    } catch {
      for sink in sinks { sink.discard() }
      throw error
    }
    let recorder = options.record ? RecordSink(console: console) : nil
    if let recorder { sinks.append(recorder) }

    let reporter = ReplayReporter(
      sinks: sinks, context: ReplayContext(command: shellQuoted(["mediactl"] + options.arguments)),
      drift: baseline.map { ReplayDrift(baseline: $0, path: options.baselinePath ?? "") })
    reporter.progress = progress
    progress?.startTicking()
    for problem in unreadable { reporter.problem(problem) }
    replayer.stream(paths, into: reporter)
    if reporter.tally.utterances == 0, reporter.tally.problems == 0, unreadable.isEmpty {
      // Nothing ran, and nothing else says why: never a green build.
      reporter.problem(Diagnostic("no utterances to replay in \(options.paths.joined(separator: ", "))", exitStatus: .noInput))
    }
    reporter.context.catalogs = replayer.cache.loadedCatalogs
    let (summary, errors) = reporter.finish()

    var statuses = Array(summary.tally.statuses)
    for error in errors {
      console.writeError(error.printable.description)
      statuses.append(error.exitStatus)
    }
    if let recorder {
      statuses += recorder.statuses
    } else if summary.tally.failed > 0 {
      statuses.append(.expectationFailed)
    }
    if options.failOnDrift, let drift = summary.drift, drift.total > 0 { statuses.append(.expectationFailed) }
    return ExitStatus.worst(statuses)
  }

  /// The command line as a shell would read it back.
  static func shellQuoted(_ words: [String]) -> String {
    words.map { word in
      let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_./=:,@%+".unicodeScalars.contains($0) }
      return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }.joined(separator: " ")
  }
}

/// `--record`: collects each file's recorded expectations (by utterance line) as results
/// stream past, and rewrites the file when it is done. A file with an utterance that could not
/// run (its catalog is missing, a directive is malformed) is left byte-for-byte as it is, with
/// a line saying why, and makes the exit non-zero.
final class RecordSink: ReplaySink {
  private let console: Console
  private var recorded: [Int: [Expectation]] = [:]
  private var failures: [(line: Int, error: Diagnostic)] = []
  private(set) var statuses: [ExitStatus] = []

  init(console: Console) { self.console = console }

  func problem(_ problem: Diagnostic) {}

  func add(_ c: Replayer.CaseResult, failure: Int?) {
    if let error = c.error { failures.append((c.utterance.line, error)) }
    recorded[c.utterance.line] = ReplayRecorder.expectations(for: c) ?? []
  }

  func endFile(_ counts: ReplayTally.FileCounts) {
    defer {
      recorded = [:]
      failures = []
    }
    do throws(Diagnostic) {
      let file = try ReplaySources.load(counts.path)
      if let broken = ReplayRecorder.reasonNotToRecord(file, failures: failures) {
        console.writeError(broken.printable.description)
        statuses.append(broken.exitStatus)
        return
      }
      guard let text = ReplayRecorder.record(file, expectationsByLine: recorded) else {
        console.writeError("\(counts.path): not recorded (only .utterances files are rewritten; imported formats are read-only)")
        return
      }
      try SafeFileWriter.write(text, to: counts.path)
    } catch {
      console.writeError(error.printable.description)
      statuses.append(error.exitStatus)
    }
  }

  func finish(_ summary: ReplaySummary) throws(Diagnostic) {}
}
