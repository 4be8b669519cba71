/// The subcommands with options of their own: `parse`, `replay` and `bench`.
extension Invocation {
  /// `parse UTTERANCE|-` and the common options.
  static func parseCommand(_ arguments: [String]) throws(Diagnostic) -> Invocation {
    if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) { return .help("parse") }
    var options = ParseOptions()
    var words: [String] = []
    var intentPath: String?
    try parseOptions(Array(arguments.dropFirst()), into: &options.common, words: &words, intentPath: &intentPath)
    if intentPath != nil { throw .usage("'parse' reads utterances; use --intent with the run command") }
    // parse prints the intent only: a check or a session it would ignore is a usage error,
    // never a silent pass.
    if !options.common.expectations.isEmpty {
      throw .usage("'parse' prints the intent and checks nothing; use --expect with the run command: mediactl --expect FIELD=VALUE \"…\"")
    }
    if options.common.statePath != nil {
      throw .usage("'parse' runs no session; use --state with the run command")
    }
    if words == ["-"] || words.isEmpty {
      if words.isEmpty { throw .usage("'parse' needs an utterance, or '-' to read one per line from standard input") }
      options.utterance = nil
    } else {
      guard words.contains(where: { !$0.trimmingWhitespace.isEmpty }) else {
        throw .usage("the utterance is empty; try: mediactl parse \"play Khalid\", or '-' to read one per line")
      }
      options.utterance = words.joined(separator: " ")
    }
    return .parse(options)
  }

  /// `replay FILE|DIR...` with its own options (`--record`, `--report`, `--baseline`…) and the common ones.
  static func replayCommand(_ arguments: [String]) throws(Diagnostic) -> Invocation {
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") { return .help("replay") }
    var options = ReplayOptions()
    options.arguments = arguments
    var remaining: [String] = []
    var i = 0
    while i < rest.count {
      switch rest[i] {
      case "--record": options.record = true
      case "--coverage": options.coverage = true
      case "--quiet", "-q": options.quiet = true
      case "--fail-on-drift": options.failOnDrift = true
      case "--report":
        guard i + 1 < rest.count else { throw .usage("option '--report' needs a value: \(reportKinds)") }
        i += 1
        options.reports.append(try report(rest[i]))
      case let arg where arg.hasPrefix("--report="):
        options.reports.append(try report(String(arg.dropFirst("--report=".count))))
      case "--baseline":
        guard i + 1 < rest.count else { throw .usage("option '--baseline' needs a file: the JSON report of an earlier run") }
        i += 1
        options.baselinePath = rest[i]
      case let arg where arg.hasPrefix("--baseline="):
        options.baselinePath = String(arg.dropFirst("--baseline=".count))
      default: remaining.append(rest[i])
      }
      i += 1
    }
    if options.failOnDrift && options.baselinePath == nil { throw .usage("--fail-on-drift needs --baseline OLD.json") }
    if options.reports.filter({ $0.path == "-" }).count > 1 { throw .usage("only one --report can go to standard output ('-')") }
    var seen: Set<String> = []
    for report in options.reports where report.path != "-" {
      guard seen.insert(report.path).inserted else { throw .usage("two reports name the same file '\(report.path)'") }
    }
    if options.record, options.reports.contains(where: { $0.path == "-" }) {
      throw .usage("--record rewrites the replay files; write reports to files, not '-', with it")
    }
    var intentPath: String?
    try parseOptions(remaining, into: &options.common, words: &options.paths, intentPath: &intentPath)
    if intentPath != nil { throw .usage("'replay' reads replay files; --intent is for one request") }
    guard !options.paths.isEmpty else { throw .usage("'replay' needs at least one file or directory, e.g. mediactl replay Utterances/") }
    return .replay(options)
  }

  /// `bench`, generated sizes or the user's catalog and utterances.
  static func benchCommand(_ arguments: [String]) throws(Diagnostic) -> Invocation {
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") { return .help("bench") }
    var options = BenchOptions()
    var i = 0
    func value(_ name: String) throws(Diagnostic) -> String {
      guard i + 1 < rest.count else { throw .usage("option '\(name)' needs a value") }
      i += 1
      return rest[i]
    }
    while i < rest.count {
      let arg = rest[i]
      switch arg {
      case "--json": options.json = true
      case "--quiet", "-q": options.quiet = true
      case "--sizes":
        let spec = try value(arg)
        let sizes = spec.split(separator: ",").map { Int($0.replacingOccurrences(of: "_", with: "")) }
        guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) >= 100 && ($0 ?? 0) <= 5_000_000 }) else {
          throw .usage("--sizes takes item counts from 100 to 5000000, e.g. --sizes 10000,100000,1000000")
        }
        options.sizes = sizes.compactMap { $0 }
      case "--utterances":
        let v = try value(arg)
        if let n = Int(v) {
          guard n >= 10 else { throw .usage("--utterances takes a count of at least 10, or a file") }
          options.utterances = n
        } else {
          options.utterancesPath = v
        }
      case "--catalog": options.catalogPath = try value(arg)
      case "--write-catalog": options.writeCatalog = try value(arg)
      case "--speech": options.speechPaths = (options.speechPaths ?? []) + [try value(arg)]
      case "--path":
        let v = try value(arg)
        guard let path = SiriPath(rawValue: v.lowercased()) else { throw .usage("unknown path '\(v)'; expected \(SiriPath.usage)") }
        options.path = path
      case "--seed":
        guard let seed = UInt64(try value(arg)) else { throw .usage("--seed takes a whole number") }
        options.seed = seed
      default:
        throw .usage("unknown option '\(arg)' for 'bench'\(suggestion(for: arg, in: ["--json", "--quiet", "--sizes", "--utterances", "--catalog", "--seed", "--write-catalog", "--path", "--speech"]))")
      }
      i += 1
    }
    if (options.catalogPath == nil) != (options.utterancesPath == nil) {
      throw .usage("'bench' measures your own data with both --catalog FILE and --utterances FILE")
    }
    return .bench(options)
  }
}
