/// A verb joined to the play verb by "and": "arrange and play all songs of Eminem", "download
/// and play Khalid", "select and play the album Outer Peace", "sort and play my jazz playlist";
/// also before a shuffle or repeat verb ("check and repeat this song once more").
/// The first verb says how the speaker pictures the task; the request is the play request after
/// "and" (the first verb was read as part of the name: "arrange", "download Khalid"). Verbs
/// with a reading of their own keep it: shuffle, repeat, find, add, the transport commands
/// (`keptJoinedVerbs` and the shuffle, search and add verb tables); a name the catalog knows, a genre or a type word before "and" is not a
/// verb ("Simon and Garfunkel", "rock and roll").
extension Work {
  /// First verbs read by their own rules ("shuffle and play", "find and play", "stop and play the next song").
  static let keptJoinedVerbs: WordSet = [
    "shuffle", "repeat", "loop", "find", "search", "look", "locate", "show", "browse", "add", "save", "put", "queue",
    "stop", "pause", "skip", "next", "resume", "continue", "restart", "replay", "rewind", "mute", "play", "listen", "open",
    "launch", "start", "turn", "go", "tune", "switch", "read", "i", "we", "you", "me", "please",
  ]
  static let joiners: WordSet = ["and", "then", "&"]

  /// Sets aside "<verb> and" before a play verb.
  mutating func stripJoinedVerb() {
    guard end - start >= 3, Self.joiners.contains(wordKeys[start + 1]) else { return }
    let verb = start
    guard !Self.keptJoinedVerbs.contains(wordKeys[verb]), plain[verb],
      EnglishParser.playVerbs.match(wordKeys, at: start + 2, limit: end) != nil || EnglishParser.shuffleVerbs.match(wordKeys, at: start + 2, limit: end) != nil
        || Self.repeatLeads.contains(wordKeys[start + 2]),
      EnglishParser.shuffleVerbs.match(wordKeys, at: verb, limit: verb + 1) == nil,
      EnglishParser.searchVerbs.match(wordKeys, at: verb, limit: verb + 1) == nil,
      EnglishParser.addVerbs.match(wordKeys, at: verb, limit: verb + 1) == nil,
      EnglishParser.typeWords.match(wordKeys, at: verb, limit: verb + 1) == nil,
      EnglishParser.genres.match(wordKeys, at: verb, limit: verb + 1) == nil,
      !Judgement.typeWords.contains(words[verb]),
      !startsKnownName(past: verb + 1)
    else { return }
    use(verb..<verb + 2, "filler")
    start = verb + 2
    presentReaders = EnglishParser.readerGate.adding(wordKeys[start], to: presentReaders)
  }
}
