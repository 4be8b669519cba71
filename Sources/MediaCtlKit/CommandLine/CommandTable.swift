/// Every command and option of the command line, with the value each option takes and its
/// help lines: the one table that `--help`, the shell completions (`mediactl completions`) and
/// the man page (`docs/mediactl.1`) are made from. A new option is one row here (and its case
/// in `Invocation`); `CommandTableTests` fails when the parser names an option this table lacks.
public enum CommandTable {
  /// What an option's value (or a command's operand) is, which decides how it completes.
  public enum Value: Equatable, Sendable {
    /// A path; `extensions` (without dots) narrow the files offered, directories always show.
    case file(extensions: [String])
    case directory
    /// One of these words.
    case choice([String])
    /// `KEY=FILE`: one of the keys, then a path (`--report junit=FILE`).
    case keyedFile(keys: [String])
    /// `FIELD=VALUE`: one of the fields, then free text (`--expect code=handleInApp`).
    case keyedText(keys: [String])
    /// An item identifier of the catalog in use.
    case itemIdentifier
    /// Anything: a number, a country code, free text.
    case text
  }

  public struct Option: Sendable {
    public var name: String
    /// A one-letter alias (`-h`), if any.
    public var short: String?
    /// nil: a flag, which takes no value.
    public var value: Value?
    /// How `--help` spells each form of the option (`--report junit=FILE` and
    /// `--report json=FILE` are two forms) with its help lines; no forms: not in `--help`.
    public var forms: [(term: String, help: [String])]

    public init(_ name: String, short: String? = nil, _ value: Value? = nil, _ forms: [(term: String, help: [String])]) {
      self.name = name
      self.short = short
      self.value = value
      self.forms = forms
    }

    /// An option with one help form: `term` is how `--help` spells it with its value.
    public init(_ name: String, short: String? = nil, _ value: Value? = nil, term: String? = nil, help: String...) {
      self.init(name, short: short, value, help.isEmpty ? [] : [(term ?? name, help)])
    }
  }

  public struct Command: Sendable {
    public var name: String
    /// One line for the list of commands.
    public var summary: String
    /// Fixed words that come first (`catalog check`, `state show|reset`, `completions bash`).
    public var words: [String]
    /// The options of this command alone.
    public var options: [Option]
    /// Whether the run command's options (`common`) apply too.
    public var takesCommonOptions: Bool
    /// What the operands are (after the fixed words).
    public var operands: Value?

    public init(
      _ name: String, _ summary: String, words: [String] = [], options: [Option] = [], common: Bool = false, operands: Value? = nil
    ) {
      self.name = name
      self.summary = summary
      self.words = words
      self.options = options
      self.takesCommonOptions = common
      self.operands = operands
    }
  }

  /// The devices Siri can be spoken to on.
  public static var devices: [String] { Device.allCases.map(\.rawValue) }
  public static let locales = ["en-US", "zh-CN"]

  /// The options of the run command, which `parse`, `replay`, `shell` and `state` take too.
  /// Their order is the order of `--help`.
  public static let common: [Option] = [
    Option("--catalog", .file(extensions: ["json"]), term: "--catalog FILE", help: "the app's catalog (default: the built-in ControlAudio)"),
    Option("--vocabulary", .file(extensions: ["json", "plist"]), term: "--vocabulary FILE", help: "user vocabulary (.json) or AppIntentVocabulary.plist; repeatable"),
    Option("--device", .choice(devices), term: "--device NAME", help: "iphone (default), ipad, watch, homepod, carplay"),
    Option("--now-playing", .itemIdentifier, term: "--now-playing ID", help: "the item playing now (for \"this\", \"I like this song\")"),
    Option("--logged-out", help: "the account is signed out"),
    Option("--no-subscription", help: "the account has no subscription"),
    Option("--cellular-off", help: "on cellular, with cellular data off for the app"),
    Option("--explicit-off", help: "explicit content not allowed"),
    Option("--restricted", help: "content restrictions on"),
    Option("--service-down", help: "the app's service is unavailable"),
    Option("--region", .text, term: "--region CC", help: "the account's country (default: the catalog's)"),
    Option("--locale", .choice(locales), term: "--locale LOCALE", help: "read the utterance as en-US or zh-CN (default: by script)"),
    Option("--json", help: "print the whole result as one JSON object"),
    Option("--explain", help: "show the parse rule, fields, candidates and scores"),
    Option(
      "--expect", .keyedText(keys: Expectation.shortFields.keys.sorted()), term: "--expect FIELD=VALUE",
      help: "check the result (repeatable); exit 1 with a diff on mismatch"),
    Option(
      "--path", .choice(SiriPath.allCases.map(\.rawValue)), term: "--path PATH",
      help: "sirikit (default), appintents (the iOS 27 App Intents .audio", "schemas and AudioSearch, a MODEL) or both, with the migration diff"),
    Option("--state", .file(extensions: ["json"]), term: "--state FILE", help: "keep the session (now playing, queue, library, likes) in FILE"),
    Option(
      "--cache", .directory, term: "--cache DIR", help: "cache large --catalog files, parsed and indexed, in DIR",
      "(default: $XDG_CACHE_HOME/mediactl or ~/.cache/mediactl)"),
    Option("--no-cache", help: "neither read nor write the catalog cache"),
    // Named in the usage line rather than the options list.
    Option("--intent", .file(extensions: ["json"])),
    Option("--help", short: "-h", term: "-h, --help", help: "show help"),
  ]

  /// Every command; `run` (an utterance, no command word) is first.
  public static let commands: [Command] = [
    Command("run", "parse, resolve, handle and say an utterance (no command word)", common: true),
    Command("parse", "print the JSON intent (JSON Lines with -)", common: true),
    Command("catalog", "validate catalogs", words: ["check"], operands: .file(extensions: ["json"])),
    Command(
      "replay", "replay utterance files, check expectations",
      options: [
        Option("--record", help: "write the current results as expectations into the files"),
        Option(
          "--report", .keyedFile(keys: Invocation.Report.Format.allCases.map(\.rawValue)),
          [
            ("--report junit=FILE", ["JUnit XML (one testcase per utterance)"]),
            ("--report json=FILE", ["every result with its fields (the input of --baseline)"]),
            (
              "--report html=FILE",
              [
                "one self-contained page: summary, failures with diffs, per-field",
                "accuracy, precision and recall, confusion matrices, coverage,",
                "slowest utterances, drift (inline CSS and SVG, no script)",
              ]
            ),
            ("--report csv=FILE", ["one row per utterance and expectation (RFC 4180)"]),
            (
              "--report tap=FILE",
              [
                "TAP version 13", "(FILE '-' is standard output; the text report then goes to",
                "standard error; --report is repeatable)",
              ]
            ),
          ]),
        Option(
          "--baseline", .file(extensions: ["json"]), term: "--baseline OLD.json",
          help: "list utterances newly failing, newly passing and changed while",
          "passing since the run that wrote OLD.json (--report json=)"),
        Option("--fail-on-drift", help: "exit 1 when anything drifted from the baseline"),
        Option("--coverage", help: "list the intents, types, fields, options, codes and reasons exercised"),
        Option(
          "--quiet", short: "-q", term: "--quiet, -q",
          help: "print only malformed lines, failures, drift counts and the",
          "summary line; no progress bar (otherwise shown on standard",
          "error when it is a terminal)"),
      ], common: true, operands: .file(extensions: [])),
    Command("shell", "type utterances one after another (also: mediactl alone)", common: true),
    Command("state", "the session kept by --state", words: ["show", "reset"], common: true),
    Command(
      "bench", "measure load, index, parse, resolve, replay",
      options: [
        Option("--sizes", .text, term: "--sizes N,N", help: "generated catalog sizes (default 10000,100000)"),
        Option("--utterances", .file(extensions: ["utterances", "txt"]), term: "--utterances N|FILE", help: "utterances per size (default 2000), or your own file"),
        Option("--catalog", .file(extensions: ["json"]), term: "--catalog FILE", help: "measure your own catalog (with --utterances FILE)"),
        Option("--seed", .text, term: "--seed N", help: "the generator's seed (default 42)"),
        Option("--write-catalog", .file(extensions: ["json"]), term: "--write-catalog FILE", help: "write the generated catalog of the first size and stop"),
        Option("--path", .choice(SiriPath.allCases.map(\.rawValue)), term: "--path PATH", help: "also measure the App Intents path (appintents or both)"),
        Option(
          "--speech", .file(extensions: ["txt"]), term: "--speech FILE",
          help: "a real-speech file, one utterance a line (repeatable; default Benchmarks/*.txt)"),
        Option("--json", help: "print the results as one JSON object"),
        Option("--quiet", short: "-q", term: "--quiet, -q", help: "no progress bar (otherwise shown on standard error when it is a terminal)"),
        Option("--help", short: "-h", term: "-h, --help", help: "show help"),
      ]),
    Command("completions", "print a completion script for bash, zsh or fish", words: CompletionScript.Shell.allCases.map(\.rawValue)),
    Command("help", "show help for a command", operands: .choice(["parse", "catalog", "replay", "shell", "state", "bench", "completions"])),
  ]

  /// Options given before any command word.
  public static let global: [Option] = [Option("--version", help: "print the version")]

  public static func command(_ name: String) -> Command? { commands.first { $0.name == name } }

  /// Every option `command` accepts, its own first.
  public static func options(of command: Command) -> [Option] {
    var all = command.options
    if command.takesCommonOptions {
      all += common.filter { option in !all.contains { $0.name == option.name } }
    }
    if !all.contains(where: { $0.name == "--help" }) { all.append(common.last { $0.name == "--help" } ?? Option("--help")) }
    return all
  }

  /// The `Options:` lines of `--help`: the term padded to a column, then its help; further help
  /// lines under the first.
  public static func help(_ options: [Option]) -> String {
    var lines: [String] = []
    for option in options {
      for form in option.forms {
        for (i, text) in form.help.enumerated() {
          let term = i == 0 ? form.term : ""
          let padded = term.count < 20 ? term + String(repeating: " ", count: 22 - term.count) : term + "  "
          lines.append("  " + padded + text)
        }
      }
    }
    return lines.joined(separator: "\n")
  }
}
