/// The shell's colon commands: one table for `:help`, the error for an unknown command, and Tab
/// completion (`ColonCommands.complete`), as `CommandTable` is for the command line.
public enum ColonCommands {
  public struct Entry: Sendable {
    public var name: String
    public var aliases: [String]
    /// How `:help` spells it with its argument.
    public var term: String
    public var help: String
    /// What the argument is: its first word, then (for `:set`) the second.
    public var arguments: [CommandTable.Value]
  }

  static let onOff = CommandTable.Value.choice(["on", "off"])

  public static let entries: [Entry] = [
    Entry(name: "device", aliases: [], term: ":device " + CommandTable.devices.joined(separator: "|"), help: "the device spoken to", arguments: [.choice(CommandTable.devices)]),
    Entry(name: "catalog", aliases: [], term: ":catalog FILE", help: "load another catalog (starts a fresh session)", arguments: [.file(extensions: ["json"])]),
    Entry(name: "vocabulary", aliases: [], term: ":vocabulary FILE", help: "add vocabulary", arguments: [.file(extensions: ["json", "plist"])]),
    Entry(name: "now-playing", aliases: [], term: ":now-playing ID|none", help: "set what is playing", arguments: [.itemIdentifier]),
    Entry(
      name: "set", aliases: [], term: ":set FLAG on|off", help: flags.joined(separator: ", "), arguments: [.choice(flags), onOff]),
    Entry(name: "locale", aliases: [], term: ":locale en-US|zh-CN|auto", help: "how utterances are read (auto: by script)", arguments: [.choice(CommandTable.locales + ["auto"])]),
    Entry(name: "state", aliases: [], term: ":state", help: "show the session; ':state reset' starts it afresh; ':state json'", arguments: [.choice(["reset", "json"])]),
    Entry(name: "json", aliases: [], term: ":json on|off", help: "print results as JSON", arguments: [onOff]),
    Entry(name: "explain", aliases: [], term: ":explain on|off", help: "show rules, fields and candidates", arguments: [onOff]),
    Entry(
      name: "path", aliases: [], term: ":path " + SiriPath.allCases.map(\.rawValue).joined(separator: "|"),
      help: "Siri's audio path (both: side by side and the migration diff)", arguments: [.choice(SiriPath.allCases.map(\.rawValue))]),
    Entry(name: "help", aliases: ["h", "?"], term: ":help", help: "this text", arguments: []),
    Entry(name: "quit", aliases: ["exit", "q"], term: ":quit", help: "leave (Ctrl-D too)", arguments: []),
  ]

  /// The account flags `:set` takes (the run command's options without `--`).
  public static let flags = ["logged-out", "no-subscription", "cellular-off", "explicit-off", "restricted", "service-down"]

  public static var names: [String] { entries.map(\.name) }

  public static func entry(_ name: String) -> Entry? { entries.first { $0.name == name || $0.aliases.contains(name) } }

  public static var help: String {
    let rows = entries.map { entry in
      "  " + (entry.term.count < 21 ? entry.term + String(repeating: " ", count: 23 - entry.term.count) : entry.term + "   ") + entry.help
    }
    return (["Type what you would say to Siri, e.g. play Maybe Sometime by Special Disaster Team.", "Colon commands:"] + rows)
      .joined(separator: "\n")
  }

  /// What Tab offers for `line` (the text before the cursor, starting with `:`): command names,
  /// then argument words; `.files` for a path.
  public static func complete(_ line: String, identifiers: () -> [String]) -> CompletionReply {
    let body = line.dropFirst()
    let parts = body.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1 else { return .words(names.map { ":" + $0 }, typed: line) }
    guard let entry = entry(parts[0]) else { return CompletionReply(kind: .none) }
    let argumentIndex = parts.count - 2
    guard argumentIndex < entry.arguments.count else { return CompletionReply(kind: .none) }
    let prefix = ":" + parts.dropLast().joined(separator: " ") + " "
    let typed = parts.last ?? ""
    if case .itemIdentifier = entry.arguments[argumentIndex] {
      return .words(["none"] + identifiers(), typed: line, prefix: prefix)
    }
    return CompletionReply.value(entry.arguments[argumentIndex], typed: typed, prefix: prefix, identifiers: identifiers)
  }
}
