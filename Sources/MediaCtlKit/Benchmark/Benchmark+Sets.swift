import Dispatch
import Foundation

/// The measurements `Benchmark.measure` makes of each set of utterances on one index.
extension Benchmark {
  /// Parse and resolve times of each utterance, each timed on its own (rounds repeat the set
  /// to about 4,000 samples); `answered(i, resolution)` sees each intent's resolution of the
  /// first round.
  static func timeParseAndResolve(
    _ simulator: Simulator, _ texts: [String], answered: (Int, Resolution) -> Void
  ) -> (parse: Percentiles, resolve: Percentiles) {
    let context = ResolveContext(catalog: simulator.catalog)
    var parseSamples: [Double] = []
    var resolveSamples: [Double] = []
    let rounds = max(1, 4000 / max(1, texts.count))
    for round in 0..<rounds {
      for (i, text) in texts.enumerated() {
        var t = now()
        let parsed = simulator.parser.parse(text, tracing: false)
        parseSamples.append(micros(since: t))
        guard case .intent(let intent) = parsed.request.body else { continue }
        t = now()
        let resolution = simulator.resolver.resolve(intent, context: context)
        resolveSamples.append(micros(since: t))
        if round == 0 { answered(i, resolution) }
      }
    }
    return (Percentiles(parseSamples), Percentiles(resolveSamples))
  }

  /// Utterances per second through the whole pipeline on every core, results kept in input
  /// order (the set repeated to about 20,000); `problem` hears of utterances with no dialog.
  static func replayThroughput(_ simulator: Simulator, _ texts: [String], problem: (String) -> Void) -> Double {
    let replayTexts = Array(repeating: texts, count: max(1, 20_000 / max(1, texts.count))).flatMap { $0 }
    let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let dialogs = ResultBuffer(count: replayTexts.count)
    let start = now()
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var i = worker
      while i < replayTexts.count {
        dialogs.set(i, simulator.run(utterance: replayTexts[i], options: .untraced).dialog.text)
        i += workers
      }
    }
    let replaySeconds = seconds(since: start)
    if dialogs.emptyCount > 0 { problem("replay: \(dialogs.emptyCount) utterances produced no dialog") }
    return Double(replayTexts.count) / max(replaySeconds, 1e-9)
  }

  /// Resolve times of each constraint-only path (each request parsed once, its resolution
  /// timed over rounds of about 2,000 samples per path), every answer checked.
  static func measureConstraintOnly(
    _ simulator: Simulator, _ cases: [BenchmarkCase], wrong: (String) -> Void
  ) -> [PathFigures] {
    let context = ResolveContext(catalog: simulator.catalog)
    return BenchmarkCase.Path.constraintOnly.compactMap { path in
      let intents = cases.filter { $0.path == path }.compactMap { c -> (BenchmarkCase, MediaIntent)? in
        guard case .intent(let intent) = simulator.parser.parse(c.utterance, tracing: false).request.body else {
          wrong("\(c.utterance): not read as an intent")
          return nil
        }
        return (c, intent)
      }
      guard !intents.isEmpty else { return nil }
      var samples: [Double] = []
      for round in 0..<max(1, 2000 / intents.count) {
        for (c, intent) in intents {
          let t = now()
          let resolution = simulator.resolver.resolve(intent, context: context)
          samples.append(micros(since: t))
          if round == 0, let problem = c.check(resolution, catalog: simulator.catalog) { wrong("\(c.utterance): \(problem)") }
        }
      }
      return PathFigures(path: path.rawValue, resolveMicros: Percentiles(samples), checked: intents.count)
    }
  }
}

extension Benchmark {
  /// The real-speech files `bench` measures when none are named: `Benchmarks/*.txt` under
  /// the current directory (a checkout's root), in name order; none elsewhere.
  public static func defaultSpeechPaths(in directory: String = FileManager.default.currentDirectoryPath) -> [String] {
    let folder = directory + "/Benchmarks"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    return names.filter { $0.hasSuffix(".txt") }.sorted().map { folder + "/" + $0 }
  }

  /// Each file's utterances (the replay-file format: one a line, `#` comments), named by the
  /// file's name without its extension.
  public static func speechSets(_ paths: [String]) throws(Diagnostic) -> [SpeechSet] {
    var sets: [SpeechSet] = []
    for path in paths {
      let texts = try ReplaySources.load(path).cases.map(\.text)
      guard !texts.isEmpty else { throw Diagnostic("no utterances in the file", at: .init(file: path)) }
      let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      sets.append(SpeechSet(name: name, texts: texts))
    }
    return sets
  }
}
