/// The command line, parsed once into what to do. Unknown input is a usage error with a
/// suggestion, never a silent default.
public enum Invocation: Equatable, Sendable {
  case help(String?)
  case version
  /// Simulate one request from an utterance or `--intent`.
  case run(RunOptions)
  /// Print the JSON intent for each utterance.
  case parse(ParseOptions)
  case catalogCheck([String])
  /// Replay files of utterances with expectations.
  case replay(ReplayOptions)
  /// `state show` / `state reset`.
  case state(StateCommand, Common)
  /// The interactive shell.
  case shell(Common)
  /// `bench`: measure at generated sizes, or the user's catalog and utterances.
  case bench(BenchOptions)
  /// `completions bash|zsh|fish`: print the completion script.
  case completions(CompletionScript.Shell)
  /// `__complete WORD...` (hidden): what the completion scripts offer for the last word.
  case complete([String])
  /// `__man-page` (hidden): print `docs/mediactl.1`, made from the `--help` texts.
  case manPage

  public struct BenchOptions: Equatable, Sendable {
    public var sizes: [Int] = [10_000, 100_000]
    public var utterances = 2000
    public var catalogPath: String?
    public var utterancesPath: String?
    public var json = false
    public var seed: UInt64 = 42
    /// `--write-catalog FILE`: write the generated catalog (first size) and stop.
    public var writeCatalog: String?
    /// `--quiet`: no progress bar.
    public var quiet = false
    /// `--speech FILE` (repeatable): real-speech utterance files; nil: `Benchmarks/*.txt`.
    public var speechPaths: [String]?
    /// `--path appintents|both`: also measure parse + resolve on the App Intents path.
    public var path: SiriPath = .sirikit
    public init() {}
  }

  public enum StateCommand: String, Equatable, Sendable { case show, reset }

  public struct ReplayOptions: Equatable, Sendable {
    public var common = Common()
    public var paths: [String] = []
    public var record = false
    public var coverage = false
    /// `--report KIND=FILE` (junit, json, html, csv, tap; `-` is standard output).
    public var reports: [Report] = []
    /// `--quiet`: only malformed lines, failures and the summary line; no progress.
    public var quiet = false
    /// `--baseline OLD.json`: the JSON report of an earlier run, to list drift against.
    public var baselinePath: String?
    /// `--fail-on-drift`: exit 1 when anything drifted from the baseline.
    public var failOnDrift = false
    /// The command line as given, for the reports' headers.
    public var arguments: [String] = []
    public init() {}
  }

  public struct Report: Equatable, Sendable {
    public typealias Format = ReplayReport.Kind
    public var format: Format
    public var path: String
  }

  public struct Common: Equatable, Sendable {
    public var catalogPath: String?
    /// `--state FILE`: a session kept across runs.
    public var statePath: String?
    public var vocabularyPaths: [String] = []
    public var simulation = SimulationOptions()
    public var json = false
    public var explain = false
    /// `--expect FIELD=VALUE`: checks on a one-shot run (exit 1 on mismatch).
    public var expectations: [Expectation] = []
    /// `--cache DIR`: where `--catalog` caches go (default `CatalogCache.defaultDirectory`).
    public var cacheDirectory: String?
    /// `--no-cache`: neither read nor write a catalog cache.
    public var noCache = false
    public init() {}
  }

  public struct RunOptions: Equatable, Sendable {
    public var common = Common()
    public var utterance: String?
    public var intentPath: String?
    public init() {}
  }

  public struct ParseOptions: Equatable, Sendable {
    public var common = Common()
    /// nil: read utterances from standard input, one per line.
    public var utterance: String?
    public init() {}
  }

  static let flags: [String: @Sendable (inout Common) -> Void] = [
    "--json": { $0.json = true },
    "--explain": { $0.explain = true },
    "--logged-out": { $0.simulation.loggedOut = true },
    "--no-subscription": { $0.simulation.noSubscription = true },
    "--cellular-off": { $0.simulation.cellularOff = true },
    "--explicit-off": { $0.simulation.explicitOff = true },
    "--restricted": { $0.simulation.restricted = true },
    "--service-down": { $0.simulation.serviceDown = true },
    "--no-cache": { $0.noCache = true },
  ]
  static let valueOptions = ["--catalog", "--vocabulary", "--device", "--region", "--now-playing", "--locale", "--intent", "--expect", "--state", "--cache", "--path"]
  static let subcommands = ["parse", "catalog", "help", "replay", "state", "shell", "bench", "completions"]

  public static func parse(_ arguments: [String]) throws(Diagnostic) -> Invocation {
    guard let first = arguments.first else { return .help(nil) }
    switch first {
    case "--help", "-h", "help":
      return .help(arguments.dropFirst().first)
    case "--version":
      if let extra = arguments.dropFirst().first { throw .usage("unexpected argument '\(extra)' after --version") }
      return .version
    case "parse":
      return try parseCommand(arguments)
    case "replay":
      return try replayCommand(arguments)
    case "bench":
      return try benchCommand(arguments)
    case "shell":
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") { return .help("shell") }
      var common = Common()
      var words: [String] = []
      var intentPath: String?
      try parseOptions(rest, into: &common, words: &words, intentPath: &intentPath)
      if let extra = words.first { throw .usage("unexpected argument '\(extra)' for 'shell'") }
      return .shell(common)
    case "state":
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") { return .help("state") }
      guard let word = rest.first, let command = StateCommand(rawValue: word) else {
        throw .usage("unknown state command '\(rest.first ?? "")'; expected 'mediactl state show --state FILE' or 'mediactl state reset --state FILE'")
      }
      var common = Common()
      var words: [String] = []
      var intentPath: String?
      try parseOptions(Array(rest.dropFirst()), into: &common, words: &words, intentPath: &intentPath)
      if let extra = words.first { throw .usage("unexpected argument '\(extra)' for 'state \(command.rawValue)'") }
      guard common.statePath != nil else { throw .usage("'state \(command.rawValue)' needs --state FILE") }
      return .state(command, common)
    case "catalog":
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") { return .help("catalog") }
      guard rest.first == "check" else {
        let word = rest.first ?? ""
        throw .usage("unknown catalog command '\(word)'\(suggestion(for: word, in: ["check"])); expected 'mediactl catalog check FILE...'")
      }
      let files = Array(rest.dropFirst())
      if let option = files.first(where: { $0.hasPrefix("--") }) { throw .usage("unknown option '\(option)' for 'catalog check'") }
      guard !files.isEmpty else { throw .usage("'catalog check' needs at least one catalog file") }
      return .catalogCheck(files)
    case "completions":
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") { return .help("completions") }
      let names = CompletionScript.Shell.allCases.map(\.rawValue)
      guard rest.count == 1, let shell = CompletionScript.Shell(rawValue: rest[0]) else {
        let word = rest.first ?? ""
        throw .usage("'completions' takes one of \(names.joined(separator: ", "))\(word.isEmpty ? "" : ", not '\(word)'")\(suggestion(for: word, in: names))")
      }
      return .completions(shell)
    case "__complete":
      return .complete(Array(arguments.dropFirst()))
    case "__man-page":
      return .manPage
    default:
      if arguments.contains("--help") || arguments.contains("-h") { return .help(nil) }
      var options = RunOptions()
      var words: [String] = []
      try parseOptions(arguments, into: &options.common, words: &words, intentPath: &options.intentPath)
      // "mediactl --catalog c.json parse -": options said before the subcommand.
      if let reordered = subcommandAfterOptions(arguments, words: words) { return try parse(reordered) }
      if options.intentPath != nil, !words.isEmpty {
        throw .usage("give either an utterance or --intent, not both")
      }
      if options.intentPath == nil {
        guard !words.isEmpty else { throw .usage("no utterance given; try: mediactl \"play Khalid in ControlAudio\"") }
        guard words.contains(where: { !$0.trimmingWhitespace.isEmpty }) else {
          throw .usage("the utterance is empty; try: mediactl \"play Khalid in ControlAudio\"")
        }
        // "pause", "Play": a one-word request is run, not taken for a misspelt 'parse' or
        // 'replay'; nor is anything after '--'.
        if words.count == 1, !arguments.contains("--"), !Self.isOneWordRequest(words[0]),
          let suggestion = closestMatch(to: words[0], in: subcommands, maxDistance: 2),
          suggestion != words[0], words[0].count > 3, !words[0].contains(" ")
        {
          throw .usage("unknown command '\(words[0])'; did you mean '\(suggestion)'? (quote an utterance of one word: mediactl -- \(words[0]))")
        }
        options.utterance = words.joined(separator: " ")
      }
      return .run(options)
    }
  }
}
