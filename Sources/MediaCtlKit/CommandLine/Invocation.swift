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

  public struct BenchOptions: Equatable, Sendable {
    public var sizes: [Int] = [10_000, 100_000]
    public var utterances = 2000
    public var catalogPath: String?
    public var utterancesPath: String?
    public var json = false
    public var seed: UInt64 = 42
    /// `--write-catalog FILE`: write the generated catalog (first size) and stop.
    public var writeCatalog: String?
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
    /// `--report junit=FILE`, `--report json=FILE`.
    public var reports: [Report] = []
    public init() {}
  }

  public struct Report: Equatable, Sendable {
    public enum Format: String, CaseIterable, Sendable { case junit, json }
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
  static let subcommands = ["parse", "catalog", "help", "replay", "state", "shell", "bench"]

  public static func parse(_ arguments: [String]) throws(Diagnostic) -> Invocation {
    guard let first = arguments.first else { return .help(nil) }
    switch first {
    case "--help", "-h", "help":
      return .help(arguments.dropFirst().first)
    case "--version":
      if let extra = arguments.dropFirst().first { throw .usage("unexpected argument '\(extra)' after --version") }
      return .version
    case "parse":
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
    case "replay":
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") { return .help("replay") }
      var options = ReplayOptions()
      var remaining: [String] = []
      var i = 0
      while i < rest.count {
        switch rest[i] {
        case "--record": options.record = true
        case "--coverage": options.coverage = true
        case "--report":
          guard i + 1 < rest.count else { throw .usage("option '--report' needs a value: junit=FILE or json=FILE") }
          i += 1
          options.reports.append(try report(rest[i]))
        case let arg where arg.hasPrefix("--report="):
          options.reports.append(try report(String(arg.dropFirst("--report=".count))))
        default: remaining.append(rest[i])
        }
        i += 1
      }
      var intentPath: String?
      try parseOptions(remaining, into: &options.common, words: &options.paths, intentPath: &intentPath)
      if intentPath != nil { throw .usage("'replay' reads replay files; --intent is for one request") }
      guard !options.paths.isEmpty else { throw .usage("'replay' needs at least one file or directory, e.g. mediactl replay Utterances/") }
      return .replay(options)
    case "bench":
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
        case "--path":
          let v = try value(arg)
          guard let path = SiriPath(rawValue: v.lowercased()) else { throw .usage("unknown path '\(v)'; expected \(SiriPath.usage)") }
          options.path = path
        case "--seed":
          guard let seed = UInt64(try value(arg)) else { throw .usage("--seed takes a whole number") }
          options.seed = seed
        default:
          throw .usage("unknown option '\(arg)' for 'bench'\(suggestion(for: arg, in: ["--json", "--sizes", "--utterances", "--catalog", "--seed", "--write-catalog", "--path"]))")
        }
        i += 1
      }
      if (options.catalogPath == nil) != (options.utterancesPath == nil) {
        throw .usage("'bench' measures your own data with both --catalog FILE and --utterances FILE")
      }
      return .bench(options)
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
    default:
      if arguments.contains("--help") || arguments.contains("-h") { return .help(nil) }
      var options = RunOptions()
      var words: [String] = []
      try parseOptions(arguments, into: &options.common, words: &words, intentPath: &options.intentPath)
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

  static func report(_ spec: String) throws(Diagnostic) -> Report {
    let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, let format = Report.Format(rawValue: parts[0]), !parts[1].isEmpty else {
      throw .usage("bad --report '\(spec)'; expected junit=FILE or json=FILE")
    }
    return Report(format: format, path: parts[1])
  }

  static func parseOptions(
    _ arguments: [String], into common: inout Common, words: inout [String], intentPath: inout String?
  ) throws(Diagnostic) {
    var i = 0
    var optionsEnded = false
    while i < arguments.count {
      let arg = arguments[i]
      i += 1
      if optionsEnded || !arg.hasPrefix("--") || arg == "-" {
        if arg == "--" && !optionsEnded { optionsEnded = true; continue }
        if !optionsEnded, Self.looksLikeShortOption(arg) {
          throw .usage("unknown option '\(arg)'; mediactl's options are long ('--json'); to say it, put it after --: mediactl -- \(arg)")
        }
        words.append(arg)
        continue
      }
      if arg == "--" { optionsEnded = true; continue }
      var name = arg
      var inlineValue: String?
      if let eq = arg.firstIndex(of: "=") {
        name = String(arg[..<eq])
        inlineValue = String(arg[arg.index(after: eq)...])
      }
      if let flag = flags[name] {
        if inlineValue != nil { throw .usage("option '\(name)' takes no value") }
        flag(&common)
        continue
      }
      guard valueOptions.contains(name) else {
        let known = Array(flags.keys) + valueOptions + ["--help", "--version"]
        throw .usage("unknown option '\(name)'\(suggestion(for: name, in: known.sorted()))")
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard i < arguments.count else { throw .usage("option '\(name)' needs a value") }
        value = arguments[i]
        // "--catalog --json": the option's value is missing, not a file named '--json'.
        if value.hasPrefix("--"), value.count > 2,
          flags[value] != nil || valueOptions.contains(value) || value == "--help" || value == "--version"
        {
          throw .usage("option '\(name)' needs a value, found the option '\(value)'")
        }
        i += 1
      }
      switch name {
      case "--catalog": common.catalogPath = value
      case "--vocabulary": common.vocabularyPaths.append(value)
      case "--device":
        guard let device = Device(rawValue: value.lowercased()) else {
          throw .usage(
            "unknown device '\(value)'\(suggestion(for: value, in: Device.allCases.map(\.rawValue))); expected one of \(Device.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        common.simulation.device = device
      case "--region":
        guard value.count == 2, value.allSatisfy(\.isLetter) else { throw .usage("--region takes a two-letter country code, e.g. US") }
        common.simulation.region = value.uppercased()
      case "--now-playing":
        guard !value.trimmingWhitespace.isEmpty else { throw .usage("option '--now-playing' needs an item identifier or none") }
        if value == "none" {
          common.simulation.nowPlaying = nil
          common.simulation.nothingPlaying = true
        } else {
          common.simulation.nowPlaying = value
          common.simulation.nothingPlaying = false
        }
      case "--locale":
        guard ["en", "zh"].contains(value.prefix(2).lowercased()) else {
          throw .usage("unsupported locale '\(value)'; expected en-US or zh-CN")
        }
        common.simulation.locale = value
      case "--intent": intentPath = value
      case "--state": common.statePath = value
      case "--cache": common.cacheDirectory = value
      case "--path":
        guard let path = SiriPath(rawValue: value.lowercased()) else {
          throw .usage("unknown path '\(value)'\(suggestion(for: value, in: SiriPath.allCases.map(\.rawValue))); expected \(SiriPath.usage)")
        }
        common.simulation.path = path
      case "--expect":
        var text = value
        if let eq = text.firstIndex(of: "=") { text.replaceSubrange(eq...eq, with: ": ") }
        do {
          common.expectations.append(try ReplayFileParser.parseExpectation(text, line: 0, file: "--expect"))
        } catch {
          throw .usage("bad --expect '\(value)': \(error.message); expected FIELD=VALUE, e.g. --expect code=handleInApp")
        }
      default: break
      }
    }
  }
}
