import Dispatch

/// `bench --path appintents|both`: what a request costs on each of Siri's audio paths, measured
/// side by side on the same utterances. SiriKit: parse + resolve. App Intents: parse (the
/// frame and options) + the §6 model + the reference `values(for:)` (the query parsed alone,
/// then resolved).
public struct PathCost: Sendable {
  public var sirikitMicros: Benchmark.Percentiles
  public var appIntentsMicros: Benchmark.Percentiles
  public var requests: Int

  /// App Intents p50 over SiriKit p50.
  public var ratio: Double { appIntentsMicros.p50 / max(sirikitMicros.p50, 1e-9) }

  public var line: String {
    String(
      format: "parse+resolve µs p50/p99 SiriKit %.1f / %.1f, App Intents %.1f / %.1f (%.2f× at p50, %d requests)",
      sirikitMicros.p50, sirikitMicros.p99, appIntentsMicros.p50, appIntentsMicros.p99, ratio, requests)
  }

  public var json: JSONOutput {
    .object([
      ("sirikitMicros", .object([("p50", .number(BenchmarkReport.round(sirikitMicros.p50))), ("p99", .number(BenchmarkReport.round(sirikitMicros.p99)))])),
      ("appIntentsMicros", .object([("p50", .number(BenchmarkReport.round(appIntentsMicros.p50))), ("p99", .number(BenchmarkReport.round(appIntentsMicros.p99)))])),
      ("ratio", .number(BenchmarkReport.round(ratio))), ("requests", .number(Double(requests))),
    ])
  }
}

extension Benchmark {
  /// Every intent request, several rounds, the two paths alternating so load on the machine
  /// falls on both alike.
  static func measurePaths(_ simulator: Simulator, texts: [String], context: ResolveContext) -> PathCost {
    let audio = AudioIntentSimulator(simulator: simulator)
    var sirikit: [Double] = []
    var appIntents: [Double] = []
    let rounds = max(1, 4000 / max(1, texts.count))
    for _ in 0..<rounds {
      for text in texts {
        var t = now()
        let parsed = simulator.parser.parse(text, tracing: false)
        guard case .intent(let intent) = parsed.request.body else { continue }
        _ = simulator.resolver.resolve(intent, context: context)
        sirikit.append(micros(since: t))
        t = now()
        let again = simulator.parser.parse(text, tracing: false)
        let request = audio.model.request(for: text, parsed: again)
        if case .search(let search)? = request.target { _ = audio.query.values(for: search, context: context) }
        appIntents.append(micros(since: t))
      }
    }
    return PathCost(
      sirikitMicros: Percentiles(sirikit), appIntentsMicros: Percentiles(appIntents), requests: sirikit.count / rounds)
  }
}
