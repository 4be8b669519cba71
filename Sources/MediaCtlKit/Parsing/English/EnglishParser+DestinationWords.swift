/// Words around a destination's name that are not the name (`parseDestination`):
///
/// - a relative clause before the naming verb: "the playlist that is entitled, Disco Forever",
///   "my list which is called X", "the playlist that's named X" (the name follows the verb);
/// - "current" after the owner: "to my current workout mix playlist" (the person's playlist now,
///   not part of its name);
/// - "he" heard for "the" before a name and its kind word: "to he Road Trip playlist" (a
///   pronoun cannot open a destination).
extension Work {
  static let namingVerbs: WordSet = ["called", "named", "titled", "entitled"]
  static let relativeWords: WordSet = ["that", "which"]
  static let relativeIs: WordSet = ["is", "was", "'s"]
  static let relativeContractions: WordSet = ["that's", "thats", "which's"]

  /// At `s`, just after a playlist word: the first index past "that is"/"that's" when a naming
  /// verb and a name follow (the verb is left for the caller), else `s`.
  mutating func skipNamingRelative(_ s: Int, _ e: Int) -> Int {
    guard s < e else { return s }
    var n = 0
    if Self.relativeWords.contains(wordKeys[s]), s + 1 < e, Self.relativeIs.contains(wordKeys[s + 1]) {
      n = 2
    } else if Self.relativeContractions.contains(wordKeys[s]) {
      n = 1
    }
    guard n > 0, s + n + 1 < e, Self.namingVerbs.contains(wordKeys[s + n]) else { return s }
    for k in s..<s + n { used[k] = true }
    return s + n
  }

  /// At `s`, after the owner: past a lowercase "current" that more name words follow.
  mutating func skipCurrent(_ s: Int, _ e: Int) -> Int {
    guard s + 1 < e, wordKeys[s] == "current", !isTitleCased(s), !EnglishLexicon.playlistWords.contains(wordKeys[s + 1]) else { return s }
    used[s] = true
    return s + 1
  }

  /// At the destination's first word: past a lowercase "he" before at least two words that a
  /// playlist word ends ("he Tokyo Nights playlist").
  mutating func skipMisheardThe(_ s: Int, _ e: Int) -> Int {
    guard e - s >= 3, wordKeys[s] == "he", tokens[s].text == "he", EnglishLexicon.playlistWords.contains(wordKeys[e - 1]) else { return s }
    used[s] = true
    return s + 1
  }
}

/// The destination said first, the item after it with a generic head: "add to my metal list
/// the music of Nina Rota", "add to the Road Trip playlist the songs by X" (`itemAfterDestination`).
extension Work {
  static let sourceConnectors: WordSet = ["of", "by", "from"]

  /// Whether a generic word and "of"/"by"/"from" stand at `k`, with a name after them.
  func genericHeadWithSource(at k: Int) -> Bool {
    k + 2 < end && EnglishLexicon.genericWords.contains(wordKeys[k]) && Self.sourceConnectors.contains(wordKeys[k + 1])
  }
}
