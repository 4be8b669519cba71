/// A question how to do something: "how do I shuffle my songs", "how to repeat a song", "how
/// can we make a playlist", "how would you loop this track". Whatever its verb, nothing is to be
/// played: Siri answers it itself (`systemRequest: other`). Read only when it says something
/// about media (a media cue or a sound word); any other how-to ("how do I bake bread") is left
/// to the not-media decision, which names its domain. "how about some jazz" is a suggestion to
/// play, not a question.
extension EnglishLexicon {
  enum HelpQuestion {
    /// The verb after "how" that makes it a question about a way of doing ("how do I", "how can we").
    static let modals: WordSet = ["do", "does", "did", "can", "could", "should", "would", "will", "may", "might", "shall", "must"]
    /// Who is to do it.
    static let doers: WordSet = ["i", "we", "you", "u", "one", "someone", "people", "my", "a"]
  }
}

extension Work {
  mutating func findHelpQuestion() -> MediaRequest? {
    guard end - start >= 3, wordKeys[start] == "how" else { return nil }
    typealias Words = EnglishLexicon.HelpQuestion
    let second = wordKeys[start + 1]
    let asksHow = second == "to" || (end - start >= 4 && Words.modals.contains(second) && Words.doers.contains(wordKeys[start + 2]))
    guard asksHow else { return nil }
    let scan = scanCues(start + 2..<end)
    guard scan.cue || scan.sound || scan.weak else { return nil }
    return system(.other, rule: "system.helpQuestion")
  }
}

/// Asked to be told or advised, never to play: "tell me a playlist", "tell me my music likes",
/// "tell us something about this band", "recommend artists like Khalid", "suggest me some
/// bands similar to this one". The now-playing questions ("tell me the name of this song") are
/// read before; what is left about media is Siri's own answer. A play said later ("suggest a
/// song and play it") makes it a play request.
extension Work {
  /// The key of "recommend", made once (a word of more than seven letters is keyed by a hash).
  static let recommendKey = WordKey("recommend")

  mutating func findTellMe() -> MediaRequest? {
    guard end - start >= 2 else { return nil }
    var from = start + 1
    let first = wordKeys[start]
    if first == "tell" {
      guard end - start >= 3, ["me", "us"].contains(wordKeys[start + 1]) else { return nil }
      from += 1
    } else if first == "suggest" || first == Self.recommendKey {
      if ["me", "us"].contains(wordKeys[from]) { from += 1 }
      if (from..<end).contains(where: { EnglishParser.playWords.contains(wordKeys[$0]) && !(wordKeys[$0] == "play" && $0 + 1 < end && wordKeys[$0 + 1] == "list") }) { return nil }
    } else {
      return nil
    }
    guard from < end else { return nil }
    let scan = scanCues(from..<end)
    guard scan.cue || scan.sound, scan.hard == nil else { return nil }
    return system(.other, rule: "system.tellMe")
  }
}

/// What is on at a place: "what's playing at the Odeon", "what is showing at Cinema City
/// tonight", "which films are playing near me". A question about a venue's programme, not
/// about what plays here: not media (events). "what's playing on KBPR" names a station.
extension Work {
  static let venueQuestionLeads: WordSet = ["what", "what's", "whats", "which", "what're", "anything"]

  mutating func findVenueQuestion() -> MediaRequest? {
    guard end - start >= 4, Self.venueQuestionLeads.contains(wordKeys[start]),
      let k = (start + 1..<end - 2).first(where: { ["playing", "showing", "on"].contains(wordKeys[$0]) && ["at", "near"].contains(wordKeys[$0 + 1]) }),
      k - start <= 4, knownNameSpan(k + 2..<end) == nil
    else { return nil }
    return notMedia(.events, rule: "notMedia.venue")
  }
}
