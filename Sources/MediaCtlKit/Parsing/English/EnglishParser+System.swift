/// Requests Siri handles itself and never sends to a media app: the speaker's volume ("turn it
/// up", "lower your volume please", "mute"), lyrics and details about a song, "do not respond".
extension EnglishParser {
  static let otherSystem = table(EnglishLexicon.otherSystemPhrases)
}

extension Work {
  static let romans: WordSet = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "one"]

  mutating func findSystemRequest() -> MediaRequest? {
    guard opens(.system) else { return nil }
    guard start < end else { return nil }
    let first = words[start]
    let startsWithPlay = EnglishParser.playVerbs.match(wordKeys, at: start, limit: end).map { !["turn on", "start", "open", "hear", "listen"].contains($0.phrase) } ?? false
    // "lower the volume", "volume up", "mute the speaker", "can you speak louder".
    // "Volume 2", "volume iii" are parts of titles; "add …" is an add request.
    if EnglishParser.addVerbs.match(wordKeys, at: start, limit: end) == nil,
      (start..<end).contains(where: { EnglishLexicon.volumeWords.contains(wordKeys[$0]) }),
      EnglishLexicon.volumeVerbs.contains(first) || !(start..<end - 1).contains(where: { wordKeys[$0] == "volume" && (NumberWords.parse(words, at: $0 + 1) != nil || Self.romans.contains(wordKeys[$0 + 1])) && !words[$0 + 1..<end].contains(where: { ["percent", "%", "percentage", "per"].contains($0) }) })
    {
      if !startsWithPlay || (start + 1..<end).allSatisfy({ EnglishLexicon.volumeWords.contains(wordKeys[$0]) || EnglishLexicon.soundWords.contains(wordKeys[$0]) || EnglishLexicon.commandObjects.contains(wordKeys[$0]) }) {
        return system(.volume, rule: "system.volume")
      }
    }
    // "turn it up", "turn the music down", "lower the tone", "turn up the sound".
    if EnglishLexicon.volumeVerbs.contains(first), end - start >= 2, end - start <= 6,
      (start + 1..<end).allSatisfy({ EnglishLexicon.soundWords.contains(wordKeys[$0]) }),
      (start + 1..<end).contains(where: { ["up", "down", "sound", "tone", "noise", "low", "high"].contains(wordKeys[$0]) })
    {
      return system(.volume, rule: "system.volume")
    }
    if let m = EnglishParser.otherSystem.match(wordKeys, at: start, limit: end), onlyObjects(start + m.words.count) || end - start - m.words.count <= 2 {
      return system(.other, rule: "system.other")
    }
    // "what are the lyrics to this song", "give me information on the song that's playing".
    if !startsWithPlay, (start..<end).contains(where: { EnglishLexicon.infoWords.contains(wordKeys[$0]) }),
      (start..<end).contains(where: { ["what", "what's", "whats", "who", "which", "tell", "give", "email", "send", "show", "do", "check", "is", "get"].contains(wordKeys[$0]) })
    {
      return system(.other, rule: "system.information")
    }
    return nil
  }

  mutating func system(_ request: SystemRequest, rule: String) -> MediaRequest {
    trace.rule = rule
    use(start..<end, "system", field: "systemRequest", value: request.rawValue)
    return MediaRequest(.system(request), appName: appName)
  }
}
