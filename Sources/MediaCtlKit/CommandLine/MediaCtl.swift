import Foundation

/// The command line's entry point: parses arguments, loads what they name, runs, writes, and
/// returns the exit status. The library never exits the process itself.
public enum MediaCtl {
  public static let version = "0.1.0"

  public static func run(arguments: [String], console: Console, terminal: Terminal? = nil) -> ExitStatus {
    do {
      if arguments.isEmpty, console.isInteractive {
        return Shell.run(common: Invocation.Common(), console: console, terminal: terminal)
      }
      if case .shell(let common) = try Invocation.parse(arguments) {
        return Shell.run(common: try StateCatalogBinding.bind(common), console: console, terminal: terminal)
      }
      let invocation = try Invocation.parse(arguments)
      return try execute(invocation, console: console)
    } catch {
      console.writeError(error.printable.description)
      if error.exitStatus == .usage { console.writeError("see 'mediactl --help'") }
      return error.exitStatus
    }
  }

  static func execute(_ invocation: Invocation, console: Console) throws(Diagnostic) -> ExitStatus {
    switch invocation {
    case .help(let topic):
      console.write(Usage.text(for: topic))
      return .success
    case .version:
      console.write("mediactl \(version)")
      return .success
    case .completions(let shell):
      console.write(String(CompletionScript.text(for: shell).dropLast()))  // write adds the final newline
      return .success
    case .complete(let words):
      console.write(Completion.reply(to: words).protocolText)
      return .success
    case .manPage:
      console.write(String(ManPage.text.dropLast()))
      return .success
    case .catalogCheck(let files):
      return checkCatalogs(files, console: console)
    case .replay(let options):
      return try ReplayCommand.run(options, console: console)
    case .state(let command, let common):
      return try state(command, common, console: console)
    case .shell(let common):
      return Shell.run(common: common, console: console)
    case .bench(let options):
      if let path = options.writeCatalog {
        let size = options.sizes.first ?? 10_000
        try SafeFileWriter.write(String(decoding: SyntheticCatalog(count: size, seed: options.seed).json, as: UTF8.self), to: path)
        console.write("\(path): \(size) items")
        return .success
      }
      var results: [Benchmark.SizeResult] = []
      // Progress by catalog size, weighted by items (a bigger catalog takes longer).
      let sizes = options.catalogPath == nil ? options.sizes.sorted() : []
      let progress = options.quiet ? nil : console.progress.map {
        ReplayProgress(totalBytes: max(1, sizes.reduce(0, +)), noun: "of \(max(1, sizes.count)) sizes measured", showsRate: false, write: $0)
      }
      progress?.update(utterances: 0, bytes: 0)
      progress?.startTicking()
      defer { progress?.finish() }
      if let catalog = options.catalogPath, let utterances = options.utterancesPath {
        results.append(try Benchmark.measure(catalogPath: catalog, utterancesPath: utterances, path: options.path))
      } else {
        let speech = try Benchmark.speechSets(options.speechPaths ?? Benchmark.defaultSpeechPaths())
        var itemsDone = 0
        for size in sizes {
          results.append(try Benchmark.measure(size: size, utterances: options.utterances, seed: options.seed, path: options.path, speech: speech))
          itemsDone += size
          progress?.update(utterances: results.count, bytes: itemsDone)
        }
      }
      progress?.finish()
      console.write(options.json ? BenchmarkReport.json(results).pretty : BenchmarkReport.table(results))
      return results.contains { !$0.wrong.isEmpty } ? .expectationFailed : .success
    case .parse(let options):
      if let utterance = options.utterance, let problem = UtteranceParser.lengthProblem(utterance) { throw problem }
      let simulator = try makeSimulator(options.common)
      if let utterance = options.utterance {
        console.write(parseLine(utterance, simulator: simulator, options: options.common))
      } else {
        while let line = console.readLine() {
          if let problem = line.lengthProblem {
            console.write(JSONOutput.object([("intent", .null), ("appName", .null), ("error", .string(problem.message))]).compact)
            continue
          }
          console.write(parseLine(line.text, simulator: simulator, options: options.common))
        }
      }
      return .success
    case .run(let options):
      if let utterance = options.utterance, let problem = UtteranceParser.lengthProblem(utterance) { throw problem }
      var options = options
      options.common = try StateCatalogBinding.bind(options.common)
      // One request reads a few of the catalog's items: a cached catalog decodes only those.
      let simulator = try makeSimulator(options.common, itemsOnDemand: true)
      KeptUntilExit.keepIfLarge(simulator.index)
      var request: MediaRequest?
      if let path = options.intentPath {
        let bytes = try FileInput.read(path, limit: FileInput.maximumIntentBytes)
        let file = path == "-" ? "<stdin>" : path
        // A JSON with `schema` (or a --path appintents/both result) runs the App Intents path.
        if let audio = try AudioIntentInput.decode(json: bytes, file: file) {
          return try runPaths(options, simulator: simulator, input: audio, console: console)
        }
        request = try MediaRequest.decode(json: bytes, file: file)
        if options.common.simulation.path != .sirikit {
          throw .usage("--path \(options.common.simulation.path.rawValue) with --intent needs a request with 'schema' (as 'mediactl parse --path appintents' prints it)")
        }
      } else if options.common.simulation.path != .sirikit {
        return try runPaths(options, simulator: simulator, input: nil, console: console)
      }
      var simulation = options.common.simulation
      simulation.tracesParse = options.common.explain
      let utterance = options.utterance ?? ""
      let result: SimulationResult
      if let statePath = options.common.statePath {
        result = try StateStore(path: statePath).update(catalog: simulator.catalog) { (state: inout SessionState) throws(Diagnostic) in
          if let request { return simulator.run(request: request, options: simulation, state: &state) }
          return simulator.run(utterance: utterance, options: simulation, state: &state)
        }
      } else if let request {
        result = simulator.run(request: request, options: simulation)
      } else {
        result = simulator.run(utterance: utterance, options: simulation)
      }
      if options.common.json {
        console.write(result.json(explain: options.common.explain).pretty)
      } else {
        console.write(result.text(explain: options.common.explain))
      }
      return check(options.common.expectations, against: result, console: console)
    }
  }

  static func state(_ command: Invocation.StateCommand, _ common: Invocation.Common, console: Console) throws(Diagnostic) -> ExitStatus {
    guard let path = common.statePath else { throw .usage("--state FILE is required") }
    // Show reads the state with the catalog it was recorded with; reset may start it over
    // with another.
    let simulator = try makeSimulator(command == .show ? try StateCatalogBinding.bind(common) : common)
    let store = StateStore(path: path)
    switch command {
    case .show:
      guard FileManager.default.fileExists(atPath: path) else {
        throw .noInput(path, "no such state file (a run with --state \(path) creates it)")
      }
      let state = try store.read(catalog: simulator.catalog)
      console.write(common.json ? state.json.pretty : state.summary(catalog: simulator.catalog))
    case .reset:
      try store.reset(to: SessionState(catalog: simulator.catalog))
      console.write("\(path): reset to \(simulator.catalog.origin)")
    }
    return .success
  }

  /// `--expect`: every failed expectation as a diff on standard error, exit 1.
  static func check(_ expectations: [Expectation], against result: SimulationResult, console: Console) -> ExitStatus {
    guard !expectations.isEmpty else { return .success }
    let fields = ResultFields(result)
    let failed = expectations.map { $0.check(fields) }.filter { !$0.passed }
    for outcome in failed { console.writeError("expectation failed: " + ReplayReport.diffLine(outcome)) }
    return failed.isEmpty ? .success : .expectationFailed
  }

  /// One JSON Lines object per input line; an empty line still gets an object.
  static func parseLine(_ line: String, simulator: Simulator, options: Invocation.Common) -> String {
    let text = line.trimmingWhitespace
    guard !text.isEmpty else {
      return JSONOutput.object([("intent", .null), ("appName", .null), ("error", .string("empty utterance"))]).compact
    }
    if let problem = UtteranceParser.lengthProblem(text) {
      return JSONOutput.object([("intent", .null), ("appName", .null), ("error", .string(problem.message))]).compact
    }
    if options.simulation.path != .sirikit { return parsePathLine(text, simulator: simulator, options: options) }
    var simulation = options.simulation
    simulation.tracesParse = options.explain
    let parsed = simulator.parse(text, options: simulation)
    var json = parsed.request.json(routing: simulator.routing(for: parsed.request.appName))
    if options.explain, case .object(var members) = json {
      members.append(("explain", SimulationResult(
        utterance: text, parse: parsed, request: parsed.request, routing: .defaultApp, resolution: nil, response: nil,
        commandStatus: nil, answer: nil, dialog: Dialog("", source: .mediactl), app: simulator.catalog.app
      ).explainJSON))
      json = .object(members)
    }
    return json.compact
  }

  /// Loads the catalog (`--catalog` or the built-in one) and vocabulary files.
  /// `itemsOnDemand`: see `loadIndex`.
  public static func makeSimulator(_ common: Invocation.Common, itemsOnDemand: Bool = false) throws(Diagnostic) -> Simulator {
    let index: CatalogIndex
    if let path = common.catalogPath {
      index = try loadIndex(path: path, cache: common.noCache ? nil : cache(common), itemsOnDemand: itemsOnDemand)
    } else {
      index = try DefaultCatalog.index()
    }
    var vocabulary = UserVocabulary()
    for path in common.vocabularyPaths {
      vocabulary.merge(try VocabularyLoader.load(bytes: FileInput.read(path, limit: FileInput.maximumVocabularyBytes), file: path))
    }
    if let id = common.simulation.nowPlaying, index.catalog.item(id) == nil {
      throw .usage(
        "--now-playing names no item '\(id)' in \(index.catalog.origin)\(suggestion(for: id, in: index.catalog.items.lazy.map(\.identifier)))")
    }
    return Simulator(index: index, vocabulary: vocabulary)
  }

  /// The cache `--cache DIR` names, else the default directory (none without a home).
  static func cache(_ common: Invocation.Common) -> CatalogCache? {
    (common.cacheDirectory ?? CatalogCache.defaultDirectory()).map { CatalogCache(directory: $0) }
  }

  /// A catalog file, parsed and indexed: from the cache when it holds these exact bytes, else
  /// from the JSON (then cached for next time when large enough; failing to cache is no error).
  /// `itemsOnDemand`: a cache hit decodes items as they are read (one request reads a few).
  public static func loadIndex(path: String, cache: CatalogCache?, itemsOnDemand: Bool = false) throws(Diagnostic) -> CatalogIndex {
    // A hit needs only the file's key (its bytes hashed in place, not copied) and the cache.
    if let cache, path != "-", let key = CatalogCache.Key.current(path: path),
      let cached = cache.read(catalogPath: path, key: key, itemsOnDemand: itemsOnDemand)
    {
      return cached
    }
    let bytes = try FileInput.read(path)
    // The key of the bytes actually parsed, so a file changed meanwhile is never cached
    // under the old key.
    guard let cache, path != "-", let key = CatalogCache.Key(path: path, bytes: bytes) else {
      return CatalogIndex(catalog: try CatalogDecoder.load(bytes: bytes, file: path))
    }
    let (catalog, skeleton) = try CatalogDecoder.loadKeepingSkeleton(bytes: bytes, file: path)
    let index = CatalogIndex(catalog: catalog)
    if let skeleton, catalog.items.count >= cache.minimumItems {
      cache.write(index, skeleton: skeleton, catalogPath: path, key: key)
    }
    return index
  }

  static func checkCatalogs(_ files: [String], console: Console) -> ExitStatus {
    var worst = ExitStatus.success
    for file in files {
      do {
        let (catalog, problems) = try CatalogDecoder.check(bytes: FileInput.read(file), file: file)
        // Many problems go out in blocks of lines (one write each, not one per problem).
        var block = ""
        for problem in problems {
          if !block.isEmpty { block += "\n" }
          block += problem.printable.description
          if block.utf8.count >= 1 << 16 {
            console.writeError(block)
            block = ""
          }
        }
        if !block.isEmpty { console.writeError(block) }
        if problems.isEmpty, let catalog {
          console.write(TerminalText.escaped("\(file): ok (\(catalog.items.count) items, app \(catalog.app.name))"))
          // App Intents declarations: warnings, not errors (the catalog is valid).
          for warning in AppIntentsLint.declarations(catalog.app) + AppIntentsLint.entityKinds(catalog) {
            console.writeError(TerminalText.escaped("\(file): warning: \(warning)"))
          }
        } else {
          console.writeError("\(TerminalText.escaped(file)): \(problems.count) problem\(problems.count == 1 ? "" : "s")")
          if worst == .success { worst = .dataError }
        }
      } catch {
        console.writeError(error.printable.description)
        worst = error.exitStatus == .noInput && worst != .dataError ? .noInput : .dataError
      }
    }
    return worst
  }
}

extension String {
  var trimmingWhitespace: String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s = s.dropFirst() }
    while let l = s.last, l.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}

extension Diagnostic {
  /// The diagnostic as the one line it prints as: a quoted token from the input may hold line
  /// breaks or other control characters (a JSON key `"a\nb"`, a NUL in a YAML line), which are
  /// escaped (`\n`, `\u{0}`) so editors and CI still see one `file:line:col: error:` line.
  var printable: Diagnostic {
    var copy = self
    copy.message = Self.escapingControlCharacters(message)
    if let file = location?.file { copy.location?.file = Self.escapingControlCharacters(file) }
    return copy
  }

  static func escapingControlCharacters(_ text: String) -> String { TerminalText.escaped(text) }
}
