import Dispatch
import Foundation

/// `mediactl bench`: measures loading, indexing, parsing, resolving and replaying, at several
/// catalog sizes or on the user's own catalog and utterances. Every answer is checked inside
/// the loop; wrong answers are reported, never hidden behind a good time.
public enum Benchmark {
  public struct Percentiles: Sendable, Equatable {
    public var p50: Double
    public var p99: Double

    init(_ samples: [Double]) {
      let sorted = samples.sorted()
      func at(_ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
      }
      p50 = at(0.5)
      p99 = at(0.99)
    }
  }

  public struct SizeResult: Sendable {
    public var items: Int
    public var catalogBytes: Int
    public var loadSeconds: Double
    public var indexSeconds: Double
    /// Load and index again, through the binary cache (nil when it could not be written).
    public var cachedLoadSeconds: Double?
    public var parseMicros: Percentiles
    public var resolveMicros: Percentiles
    public var replayUtterancesPerSecond: Double
    public var peakResidentBytes: Int
    public var utterances: Int
    public var checked: Int
    /// "utterance: what went wrong", for every wrong answer.
    public var wrong: [String]
    /// `--path appintents|both`: parse + resolve on both paths, side by side.
    public var paths: PathCost? = nil
  }

  /// Generates a catalog of `size` items and measures it.
  public static func measure(size: Int, utterances: Int = 2000, seed: UInt64 = 42, path: SiriPath = .sirikit) throws(Diagnostic) -> SizeResult {
    let siriPath = path
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-bench-\(size)-\(getpid()).json").path
    // The generated catalog is written and let go before anything is measured: the
    // generator's memory is not mediactl's.
    let cases = try { () throws(Diagnostic) -> [BenchmarkCase] in
      let synthetic = SyntheticCatalog(count: size, seed: seed)
      try SafeFileWriter.write(String(decoding: synthetic.json, as: UTF8.self), to: path)
      return BenchmarkCase.make(from: synthetic, count: utterances, seed: seed &+ 1)
    }()
    defer { try? FileManager.default.removeItem(atPath: path) }
    Memory.returnFreed()
    Memory.resetPeak()
    return try measure(catalogPath: path, texts: cases.map(\.utterance), path: siriPath) { index, resolution, catalog in
      cases[index].check(resolution, catalog: catalog)
    }
  }

  /// Measures the user's catalog with the user's utterances (expectations in replay files
  /// are checked).
  public static func measure(catalogPath: String, utterancesPath: String, path: SiriPath = .sirikit) throws(Diagnostic) -> SizeResult {
    let file = try ReplaySources.load(utterancesPath)
    let cases = file.cases
    guard !cases.isEmpty else { throw Diagnostic("no utterances in the file", at: .init(file: utterancesPath)) }
    return try measure(catalogPath: catalogPath, texts: cases.map(\.text), path: path, check: nil, expectations: cases.map(\.expectations))
  }

  static func measure(
    catalogPath: String, texts: [String], path: SiriPath = .sirikit,
    check: ((Int, Resolution, Catalog) -> String?)?, expectations: [[Expectation]] = []
  ) throws(Diagnostic) -> SizeResult {
    // Load and index from the JSON, then write the binary cache (to a temporary directory)
    // and load again through it, the way `--catalog FILE` does. Everything after is measured
    // on the index read from the cache, so its answers are the ones checked; the JSON-built
    // index is released first, so peak memory is not the two together.
    let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-bench-cache-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: cacheDirectory) }
    let cache = CatalogCache(directory: cacheDirectory, minimumItems: 0)
    let (built, catalogBytes, loadSeconds, indexSeconds, cacheWritten) = try { () throws(Diagnostic) in
      var start = now()
      var bytes = try FileInput.read(catalogPath)
      let (catalog, skeleton) = try CatalogDecoder.loadKeepingSkeleton(bytes: bytes, file: catalogPath)
      let loadSeconds = seconds(since: start)
      // The cache's key of the bytes read; then the bytes go, as they do for `--catalog FILE`.
      let key = CatalogCache.Key(path: catalogPath, bytes: bytes)
      let catalogBytes = bytes.count
      bytes = []
      start = now()
      let index = CatalogIndex(catalog: catalog)
      let indexSeconds = seconds(since: start)
      var written = false
      if let skeleton, let key {
        written = cache.write(index, skeleton: skeleton, catalogPath: catalogPath, key: key)
      }
      return (written ? nil : index, catalogBytes, loadSeconds, indexSeconds, written)
    }()
    var cachedLoadSeconds: Double?
    var index: CatalogIndex
    if cacheWritten {
      // The JSON-built index is gone: its memory goes back before the cached load.
      Memory.returnFreed()
      let start = now()
      index = try MediaCtl.loadIndex(path: catalogPath, cache: cache)
      cachedLoadSeconds = seconds(since: start)
    } else if let built {
      index = built
    } else {
      throw Diagnostic("the catalog could not be indexed", at: .init(file: catalogPath))
    }
    let simulator = Simulator(index: index)
    let catalog = index.catalog

    // Parse and resolve, each timed on its own, answers checked as they come.
    let context = ResolveContext(catalog: catalog)
    var parseSamples: [Double] = []
    var resolveSamples: [Double] = []
    var wrong: [String] = []
    var checked = 0
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
        guard round == 0 else { continue }
        if let check {
          checked += 1
          if let problem = check(i, resolution, catalog) { wrong.append("\(text): \(problem)") }
        }
      }
    }
    if check == nil {
      // User files: check written expectations through the whole pipeline.
      for (i, text) in texts.enumerated() where i < expectations.count && !expectations[i].isEmpty {
        let fields = ResultFields(simulator.run(utterance: text, options: .untraced))
        checked += 1
        for outcome in expectations[i].map({ $0.check(fields) }) where !outcome.passed {
          wrong.append("\(text): \(ReplayReport.diffLine(outcome))")
        }
      }
    }

    let paths = path == .sirikit ? nil : measurePaths(simulator, texts: texts, context: context)

    // Replay throughput: the whole pipeline on every core, results kept in input order.
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
    if dialogs.emptyCount > 0 { wrong.append("replay: \(dialogs.emptyCount) utterances produced no dialog") }

    return SizeResult(
      items: catalog.items.count, catalogBytes: catalogBytes, loadSeconds: loadSeconds, indexSeconds: indexSeconds,
      cachedLoadSeconds: cachedLoadSeconds,
      parseMicros: Percentiles(parseSamples), resolveMicros: Percentiles(resolveSamples),
      replayUtterancesPerSecond: Double(replayTexts.count) / max(replaySeconds, 1e-9),
      peakResidentBytes: Memory.peakResidentBytes(), utterances: texts.count, checked: checked, wrong: wrong,
      paths: paths)
  }

  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
  static func seconds(since t: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - t) / 1e9 }
  static func micros(since t: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - t) / 1e3 }
}

/// Results written from several threads into distinct slots.
final class ResultBuffer: @unchecked Sendable {
  private var values: [String]
  private let lock = NSLock()

  init(count: Int) { values = Array(repeating: "", count: count) }

  func set(_ i: Int, _ value: String) {
    lock.lock()
    values[i] = value
    lock.unlock()
  }

  var emptyCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return values.filter(\.isEmpty).count
  }
}

#if os(Linux)
  /// glibc's `malloc_trim` (malloc.h is not in the C library's Swift module).
  @_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32
#endif

/// Peak resident memory, from the kernel.
enum Memory {
  /// Linux keeps a high-water mark per process; writing 5 to clear_refs resets it, so each
  /// size reports its own peak.
  static func resetPeak() {
    if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
      handle.write(Data("5".utf8))
      try? handle.close()
    }
  }

  /// Gives memory freed so far back to the system: the C allocator keeps freed memory, in
  /// one pool per thread that allocated it, for later use by that thread only, so a phase
  /// after a parallel one would otherwise count both.
  static func returnFreed() {
    #if os(Linux)
      _ = mallocTrim(0)
    #endif
  }

  static func peakResidentBytes() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
      for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.split(separator: " ").compactMap { Int($0) }
        if let kb = digits.first { return kb * 1024 }
      }
    }
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return usage.ru_maxrss * 1024
    #else
      getrusage(RUSAGE_SELF, &usage)
      return usage.ru_maxrss
    #endif
  }
}
