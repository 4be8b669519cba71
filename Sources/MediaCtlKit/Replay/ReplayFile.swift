/// A replay file: utterances, one per line, each optionally followed by indented
/// expectations; `#` comments; `@` directives that set the catalog, device, account flags,
/// now-playing item, vocabulary or locale for the lines after them.
///
/// ```
/// @catalog ../Catalogs/ControlAudio.json
/// @device homepod
/// play Push It
///   code: handleInApp
///   dialog: 'Push It' now playing from your iPhone.
/// ```
public struct ReplayFile: Sendable {
  public enum Entry: Sendable {
    case directive(Directive, line: Int)
    case utterance(UtteranceCase)
  }

  public struct UtteranceCase: Sendable {
    public var text: String
    public var line: Int
    public var expectations: [Expectation]
    /// Lines (1-based) of the expectation block, for `--record`.
    public var blockLines: ClosedRange<Int>?

    public init(text: String, line: Int, expectations: [Expectation] = [], blockLines: ClosedRange<Int>? = nil) {
      self.text = text
      self.line = line
      self.expectations = expectations
      self.blockLines = blockLines
    }
  }

  public var path: String
  public var entries: [Entry]
  /// Lines that could not be read; the rest of the file still runs.
  public var problems: [Diagnostic]
  /// The file's lines as read, for `--record` (nil for imported formats).
  public var lines: [String]?
  /// How each of `lines` ended (`"\n"`, `"\r\n"`, `"\r"`, `""` for a last line without
  /// one) and whether the file starts with a UTF-8 byte-order mark: `--record` writes both back.
  public var lineEnds: [String]?
  public var hasByteOrderMark = false

  public init(path: String, entries: [Entry], problems: [Diagnostic] = [], lines: [String]? = nil, lineEnds: [String]? = nil) {
    self.path = path
    self.entries = entries
    self.problems = problems
    self.lines = lines
    self.lineEnds = lineEnds
  }

  public var cases: [UtteranceCase] {
    entries.compactMap { if case .utterance(let c) = $0 { return c } else { return nil } }
  }
}

/// A setting that applies to the utterances after it.
public enum Directive: Sendable, Hashable {
  case catalog(String)
  case vocabulary(String)
  case device(Device)
  case flag(String, Bool)
  case region(String)
  case nowPlaying(String?)
  case locale(String?)
  /// Back to the command line's settings and a fresh session.
  case reset
  /// A fresh session (state from the catalog), settings unchanged.
  case fresh
  /// `@path sirikit|appintents|both`: which of Siri's audio paths the lines after it run on.
  case path(SiriPath)

  /// `@logged-out` style flags and the option each sets.
  static let flags: [String: (String, Bool)] = [
    "logged-out": ("loggedOut", true), "logged-in": ("loggedOut", false),
    "no-subscription": ("noSubscription", true), "subscription": ("noSubscription", false),
    "cellular-off": ("cellularOff", true), "cellular-on": ("cellularOff", false),
    "explicit-off": ("explicitOff", true), "explicit-on": ("explicitOff", false),
    "restricted": ("restricted", true), "unrestricted": ("restricted", false),
    "service-down": ("serviceDown", true), "service-up": ("serviceDown", false),
  ]

  static let names = ["catalog", "vocabulary", "device", "region", "now-playing", "locale", "reset", "fresh", "path"] + flags.keys.sorted()

  /// Applies this directive to run settings; paths are relative to `directory`.
  func apply(to settings: inout ReplaySettings, directory: String) {
    switch self {
    case .catalog(let path): settings.catalogPath = ReplaySettings.resolve(path, in: directory)
    case .vocabulary(let path): settings.vocabularyPaths.append(ReplaySettings.resolve(path, in: directory))
    case .device(let d): settings.options.device = d
    case .flag(let name, let on):
      switch name {
      case "loggedOut": settings.options.loggedOut = on
      case "noSubscription": settings.options.noSubscription = on
      case "cellularOff": settings.options.cellularOff = on
      case "explicitOff": settings.options.explicitOff = on
      case "restricted": settings.options.restricted = on
      case "serviceDown": settings.options.serviceDown = on
      default: break
      }
    case .region(let r): settings.options.region = r
    case .nowPlaying(let id):
      // "none" stops what the catalog's queue would have playing, as `--now-playing none` does.
      settings.options.nowPlaying = id
      settings.options.nothingPlaying = id == nil
    case .locale(let l): settings.options.locale = l
    case .path(let p): settings.options.path = p
    case .reset, .fresh: break
    }
  }
}

/// What one utterance runs with: catalog, vocabulary and simulation options.
public struct ReplaySettings: Sendable, Equatable {
  public var catalogPath: String?
  public var vocabularyPaths: [String] = []
  public var options = SimulationOptions()

  public init(catalogPath: String? = nil, vocabularyPaths: [String] = [], options: SimulationOptions = SimulationOptions()) {
    self.catalogPath = catalogPath
    self.vocabularyPaths = vocabularyPaths
    self.options = options
  }

  /// The options a replay runs with: a replay checks answers and never explains a parse, so
  /// the parser keeps no trace, and never reads the session's history, so none is kept.
  var untracedOptions: SimulationOptions {
    var options = self.options
    options.tracesParse = false
    options.recordsHistory = false
    return options
  }

  static func resolve(_ path: String, in directory: String) -> String {
    if path.hasPrefix("/") || directory.isEmpty { return path }
    return directory + "/" + path
  }
}
