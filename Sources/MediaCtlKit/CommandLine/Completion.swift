/// What to offer for the word being typed, decided from `CommandTable`: the completion scripts
/// ask `mediactl __complete WORD...` (the words after `mediactl`, the last one being typed), and
/// the shell's Tab asks the same of `ColonCommands` for colon commands.
public struct CompletionReply: Equatable, Sendable {
  public enum Kind: String, Sendable {
    /// `words` below.
    case words
    /// Paths (directories always, files narrowed to `extensions` when any).
    case files
    case directories
    /// Free text: nothing to offer.
    case none
  }

  public var kind: Kind
  /// The part of the current word before the value completed (`--report=junit=`, `junit=`):
  /// paths are completed after it and words include it.
  public var prefix = ""
  /// Whole words (the prefix included) that begin with what is typed. A word ending in `=`
  /// wants its value next, so no space follows it.
  public var words: [String] = []
  public var extensions: [String] = []

  public init(kind: Kind, prefix: String = "", words: [String] = [], extensions: [String] = []) {
    self.kind = kind
    self.prefix = prefix
    self.words = words
    self.extensions = extensions
  }

  /// The reply as the scripts read it: the kind (and extensions), the prefix, then one word a line.
  public var protocolText: String {
    ([([kind.rawValue] + extensions).joined(separator: " "), prefix] + words).joined(separator: "\n")
  }

  static func words(_ candidates: [String], typed: String, prefix: String = "") -> CompletionReply {
    var seen = Set<String>()
    let words = candidates.map { prefix + $0 }.filter { $0.hasPrefix(typed) && seen.insert($0).inserted }
    return CompletionReply(kind: .words, prefix: prefix, words: words)
  }

  /// What `value` offers when `typed` (after `prefix`) is being written.
  static func value(
    _ value: CommandTable.Value, typed: String, prefix: String, identifiers: () -> [String]
  ) -> CompletionReply {
    let whole = prefix + typed
    switch value {
    case .file(let extensions): return CompletionReply(kind: .files, prefix: prefix, extensions: extensions)
    case .directory: return CompletionReply(kind: .directories, prefix: prefix)
    case .choice(let choices): return words(choices, typed: whole, prefix: prefix)
    case .itemIdentifier: return words(identifiers(), typed: whole, prefix: prefix)
    case .text: return CompletionReply(kind: .none, prefix: prefix)
    case .keyedFile(let keys), .keyedText(let keys):
      guard let eq = typed.firstIndex(of: "=") else { return words(keys.map { $0 + "=" }, typed: whole, prefix: prefix) }
      let keyPrefix = prefix + typed[...eq]
      if case .keyedFile = value { return CompletionReply(kind: .files, prefix: String(keyPrefix)) }
      return CompletionReply(kind: .none, prefix: String(keyPrefix))
    }
  }
}

public enum Completion {
  /// The reply for `words` (after `mediactl`; the last is the one being typed, maybe empty).
  /// `identifiers` gives the item identifiers of the catalog the words name (`--catalog`).
  public static func reply(
    to words: [String], identifiers: (Invocation.Common) -> [String] = Completion.catalogIdentifiers
  ) -> CompletionReply {
    let typed = words.last ?? ""
    var command: CommandTable.Command?
    var fixedWords = 0
    var optionsEnded = false
    var pending: CommandTable.Option?
    var common = Invocation.Common()

    func known() -> [CommandTable.Option] {
      guard let command else { return CommandTable.global + CommandTable.common }
      return CommandTable.options(of: command)
    }
    func note(_ option: CommandTable.Option, _ value: String) {
      if option.name == "--catalog", command?.name != "bench" { common.catalogPath = value }
      if option.name == "--no-cache" { common.noCache = true }
      if option.name == "--cache" { common.cacheDirectory = value }
    }

    for word in words.dropLast() {
      if let option = pending {
        note(option, word)
        pending = nil
        continue
      }
      if !optionsEnded, word == "--" {
        optionsEnded = true
        continue
      }
      if !optionsEnded, word.hasPrefix("-"), word != "-" {
        let name = String(word.prefix { $0 != "=" })
        if let option = known().first(where: { $0.name == name || $0.short == name }) {
          if option.value == nil { note(option, "") }
          else if let eq = word.firstIndex(of: "=") { note(option, String(word[word.index(after: eq)...])) }
          else { pending = option }
        }
        continue
      }
      guard let current = command else {
        command = CommandTable.command(word).flatMap { $0.name == "run" ? nil : $0 } ?? CommandTable.command("run")
        continue
      }
      if !current.words.isEmpty, fixedWords == 0 { fixedWords = 1 }
    }

    let catalogIdentifiers = { identifiers(common) }
    if let option = pending, let value = option.value {
      return CompletionReply.value(value, typed: typed, prefix: "", identifiers: catalogIdentifiers)
    }
    if !optionsEnded, typed.hasPrefix("-"), typed != "-" {
      if let eq = typed.firstIndex(of: "="), typed.hasPrefix("--") {
        let name = String(typed[..<eq])
        guard let value = known().first(where: { $0.name == name })?.value else { return CompletionReply(kind: .none) }
        return CompletionReply.value(
          value, typed: String(typed[typed.index(after: eq)...]), prefix: name + "=", identifiers: catalogIdentifiers)
      }
      return .words(known().map(\.name), typed: typed)
    }
    guard let command else {
      let names = CommandTable.commands.map(\.name).filter { $0 != "run" }
      return .words(names, typed: typed)
    }
    if !command.words.isEmpty, fixedWords == 0 { return .words(command.words, typed: typed) }
    guard let operands = command.operands else { return CompletionReply(kind: .none) }
    return CompletionReply.value(operands, typed: typed, prefix: "", identifiers: catalogIdentifiers)
  }

  /// The identifiers of the catalog `common` names (the built-in one by default); none when it
  /// cannot be loaded, since a completion never reports errors.
  @Sendable public static func catalogIdentifiers(_ common: Invocation.Common) -> [String] {
    guard let simulator = try? MediaCtl.makeSimulator(common) else { return [] }
    return simulator.catalog.items.map(\.identifier)
  }
}
