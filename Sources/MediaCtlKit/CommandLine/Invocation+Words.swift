/// Words on the command line that look like something else: a mistyped short option, or a
/// one-word request that resembles a subcommand.
extension Invocation {
  /// Whether one word is a request Siri understands on its own ("pause", "Play.", "resume").
  static func isOneWordRequest(_ word: String) -> Bool {
    let key = TextNormalizer.tokens(word).joined(separator: " ")
    let leads = EnglishLexicon.pauseLeads + EnglishLexicon.resumeLeads + EnglishLexicon.nextLeads + EnglishLexicon.playVerbs
      + EnglishLexicon.skipForwardLeads + EnglishLexicon.skipBackwardLeads + EnglishLexicon.shuffleVerbs
    return !key.isEmpty && !key.contains(" ") && leads.contains(key)
  }

  /// A single dash and a letter ("-v", "-x play"): a mistyped option, not an utterance (a
  /// dash before a digit, "-5", or alone, "-", stays a word).
  static func looksLikeShortOption(_ arg: String) -> Bool {
    guard arg.hasPrefix("-"), !arg.hasPrefix("--"), let second = arg.dropFirst().first else { return false }
    return second.isLetter
  }
}

extension Invocation {
  /// Subcommands no request starts with: after leading options they are still the subcommand.
  static let subcommandsAfterOptions: Set<String> = ["parse", "catalog", "help", "state", "shell", "bench", "completions"]

  /// The arguments with the subcommand first when options came before it ("--catalog c.json
  /// parse -" → "parse --catalog c.json -"); nil when the words are an utterance. "replay" is a
  /// request too ("replay this song"): it is the subcommand only before "-" or a file's path.
  /// Never after "--", which always means "these words are the utterance".
  static func subcommandAfterOptions(_ arguments: [String], words: [String]) -> [String]? {
    guard let word = words.first, !arguments.contains("--") else { return nil }
    let isSubcommand =
      subcommandsAfterOptions.contains(word) || word == "replay" && words.count >= 2 && looksLikeReplayPath(words[1])
    guard isSubcommand else { return nil }
    // The word's own position: the first argument equal to it that is no option's value.
    guard let i = arguments.indices.first(where: { arguments[$0] == word && ($0 == 0 || !valueOptions.contains(arguments[$0 - 1])) }),
      i > 0
    else { return nil }
    var reordered = arguments
    reordered.remove(at: i)
    return [word] + reordered
  }

  /// "-", a path with a folder, or a file name with an extension ("tests.utterances").
  static func looksLikeReplayPath(_ word: String) -> Bool {
    word == "-" || word.contains("/") || word.split(separator: ".").count >= 2 && !word.hasSuffix(".")
  }
}
