/// Who the request is said to: wake words and assistants' names ("ok google, play …", "… ,
/// Olly"), and any other name a person gives their assistant, recognised by its place rather
/// than by a list ("Max, play the radio", "hey Max play …", "PDA play …").
extension Work {
  /// Wake words and assistants' names at either edge ("ok google, play …", "… , Olly"),
  /// with commas and "please" around them; never inside a name the catalog knows.
  mutating func stripWakeWords() {
    guard start < end else { return }
    if let m = Self.wakeTable.match(wordKeys, at: start, limit: end), start + m.words.count < end,
      !startsKnownName(past: start + m.words.count), (appMatch(at: start, limit: end)?.length ?? 0) <= m.words.count
    {
      use(start..<start + m.words.count, "wake word")
      start += m.words.count
    }
    stripVocative()
    if end - start >= 2, let m = Self.wakeTable.match(wordKeys, endingAt: end, from: start + 1) {
      let from = end - m.words.count
      // "songs by Alexa", "a song called Siri": a name after structure is no wake word.
      let before = wordKeys[from - 1]
      // "play Siri": a wake word alone after the verb may be what to play.
      // "silence Olly": one word that is no play verb is the request.
      guard tokens[from - 1].commaAfter || (from - start >= 2 || EnglishParser.playVerbs.match(wordKeys, at: start, limit: from) == nil)
          && !["by", "from", "of", "to", "called", "named", "titled", "the", "for", "about", "and", "with"].contains(before),
        from > start, !endsKnownName(before: from),
        m.words.count > 1 || !EnglishLexicon.wakeWordsThatAreWords.contains(wordKeys[from]) || tokens[from - 1].commaAfter
          || tokens[from].text.startsUppercase && !tokens[from - 1].text.startsUppercase
      else { return }
      use(from..<end, "wake word")
      end = from
    }
  }

  static let wakeTable = PhraseTable(EnglishLexicon.wakeWords.map { ($0, ()) })

  /// Words that greet before a name ("hey Max, …").
  static let greetings: WordSet = ["hey", "hi", "hello", "ok", "okay", "yo", "dear"]
  /// Words that open a request after a comma ("Max, please play …", "Max, can you …").
  static let requestOpeners: WordSet = [
    "please", "can", "could", "would", "will", "i", "i'd", "i'm", "let's", "lets", "put", "start", "resume", "continue",
    "turn", "switch", "go", "read", "begin", "pick", "tune", "open", "find", "search", "skip", "pause", "stop", "next",
  ]

  /// "Max, play the radio", "hey Max play …", "PDA play this audiobook": one word addressing
  /// the assistant before the request is no part of it. The word is taken as a name by its place:
  /// a comma after it and a request after that, or a greeting before it, or written in capitals
  /// (an acronym) right before a request verb. Never a word the parser knows for something else
  /// (a verb, a type, a genre, an app, a name the catalog knows).
  mutating func stripVocative() {
    guard end - start >= 3 else { return }
    var w = start
    let greeted = Self.greetings.contains(wordKeys[w])
    if greeted { w += 1 }
    let after = w + 1
    guard after < end else { return }
    // The place first (cheap), then the request after it, then the word itself. (An acronym
    // among words in lowercase is asked last: it reads the word's bytes.)
    guard tokens[w].commaAfter || greeted
      || someWordStartsLowercase && tokens[w].text.utf8.count >= 2 && tokens[w].text.utf8.allSatisfy({ (0x41...0x5A).contains($0) })
    else { return }
    let request = Self.requestOpeners.contains(wordKeys[after]) || EnglishParser.playVerbs.match(wordKeys, at: after, limit: end) != nil
      || EnglishParser.resumeVerbs.match(wordKeys, at: after, limit: end) != nil || EnglishParser.shuffleVerbs.match(wordKeys, at: after, limit: end) != nil
      || EnglishParser.searchVerbs.match(wordKeys, at: after, limit: end) != nil
    guard request, isAddressName(w) else { return }
    use(start..<after, "wake word", field: "-", value: "who the request is said to")
    start = after
  }

  /// Whether the word at `i` can be a name the assistant is called by: a word of letters that
  /// no table of the parser holds and no catalog name starts with.
  func isAddressName(_ i: Int) -> Bool {
    guard plain[i], !NumberWords.isNumberWord(words[i]), !words[i].utf8.contains(where: { (0x30...0x39).contains($0) }) else { return false }
    let k = wordKeys[i]
    if EnglishLexicon.chatterFunctionWords.contains(k) || EnglishLexicon.requestChatterWords.contains(k) || EnglishLexicon.determiners.contains(k)
      || EnglishLexicon.genericWords.contains(k) || Self.greetings.contains(k) || Self.requestOpeners.contains(k)
      || EnglishParser.notMediaDomains.match(wordKeys, at: i, limit: i + 1) != nil
    {
      return false
    }
    if EnglishParser.playVerbs.match(wordKeys, at: i, limit: i + 1) != nil || EnglishParser.typeWords.match(wordKeys, at: i, limit: i + 1) != nil
      || EnglishParser.genres.match(wordKeys, at: i, limit: i + 1) != nil || EnglishParser.moods.match(wordKeys, at: i, limit: i + 1) != nil
      || EnglishParser.sortWords.match(wordKeys, at: i, limit: i + 1) != nil || EnglishLexicon.playlistWords.contains(k)
    {
      return false
    }
    return appMatch(at: i, limit: end) == nil && knownNameSpan(i..<i + 1) == nil
  }
}

/// A wish said to the assistant before what it is to do, with its "to" dropped: "I want you
/// stop", "I would like you just pause it", "I need you skip this one". The wish carries
/// nothing; the command after it is the request. Only before a word that opens a command (so
/// "I Want You Back" and "I need you now" keep their words); "I want you to …" is a filler.
extension Work {
  static let wishLeads = PhraseTable(["i want you", "i would like you", "i'd like you", "i need you", "we want you", "we need you"].map { ($0, ()) })

  mutating func stripWishedAction() {
    guard end - start >= 4, wordKeys[start] == "i" || wordKeys[start] == "i'd" || wordKeys[start] == "we",
      let m = Self.wishLeads.match(wordKeys, at: start, limit: end)
    else { return }
    var k = start + m.words.count
    if k < end - 1, wordKeys[k] == "just" { k += 1 }
    guard k < end, ["stop", "pause", "skip", "mute", "halt", "resume", "unpause", "shuffle", "repeat", "rewind"].contains(wordKeys[k]) else { return }
    use(start..<k, "filler")
    start = k
  }
}
