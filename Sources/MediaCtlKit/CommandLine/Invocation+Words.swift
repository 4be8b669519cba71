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
