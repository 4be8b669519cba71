/// Moving to the next or previous item said as a motion: "move on to the next episode",
/// "proceed to the previous chapter", "skip to the next episode of this podcast", "continue
/// with the next podcast episode". The listener steps through the queue: the Now Playing
/// next or previous track command (behaviours §7), not a search for an item named "move
/// forward to". ("play the next episode" stays a request for the show's next episode.)
///
/// The shape is one test over tables (`EnglishLexicon.EpisodeStep`): a motion lead, an optional
/// determiner, a direction word, one or more kind words, and only a place ("of this podcast")
/// or politeness after them. A kind word is required: "go to the next one" and "move to the
/// next slide" are no media requests.
extension Work {
  mutating func findEpisodeStep() -> MediaRequest? {
    // Most requests start with no motion word: one set lookup, before any table is asked.
    guard start + 2 < end, EnglishLexicon.EpisodeStep.leadFirstWords.contains(wordKeys[start]),
      let lead = EnglishParser.episodeStepLeads.match(wordKeys, at: start, limit: end)
    else { return nil }
    var k = start + lead.words.count
    if k < end, EnglishLexicon.EpisodeStep.determiners.contains(wordKeys[k]) { k += 1 }
    guard k < end, let next = EnglishLexicon.EpisodeStep.directions[words[k]] else { return nil }
    k += 1
    let kindsFrom = k
    while k < end, EnglishLexicon.EpisodeStep.kinds.contains(wordKeys[k]) { k += 1 }
    guard k > kindsFrom else { return nil }
    // "… of this podcast", "… in the series": where the step is taken.
    if k + 1 < end, EnglishLexicon.EpisodeStep.placePrepositions.contains(wordKeys[k]) {
      var p = k + 1
      if EnglishLexicon.EpisodeStep.placeDeterminers.contains(wordKeys[p]) { p += 1 }
      if p < end, EnglishLexicon.EpisodeStep.containers.contains(wordKeys[p]) { k = p + 1 }
    }
    while k < end, EnglishLexicon.EpisodeStep.trailers.contains(wordKeys[k]) { k += 1 }
    guard k == end else { return nil }
    return command(next ? .nextTrackCommand : .previousTrackCommand, rule: next ? "command.nextTrack.step" : "command.previousTrack.step")
  }
}

extension EnglishParser {
  static let episodeStepLeads = table(EnglishLexicon.EpisodeStep.leads)
}

extension EnglishLexicon {
  /// The words of a step to the next or previous item (`Work.findEpisodeStep`). Reviewed lists.
  enum EpisodeStep {
    /// Motion leads, each ending where the direction word's phrase begins.
    static let leads: [String] = [
      "move on to", "move onto", "move to", "move forward to", "move ahead to", "move back to", "proceed to", "proceed with",
      "proceed onto", "go on to", "go onto", "go forward to", "go ahead to", "go back to", "skip to", "skip ahead to",
      "skip forward to", "skip back to", "jump to", "jump ahead to", "jump back to", "advance to", "continue to",
      "continue onto", "continue on to", "continue with", "carry on to", "carry on with", "forward to", "switch to",
      "change to", "return to", "step to", "step back to", "head to", "skip over to", "move over to",
    ]
    static let leadFirstWords: WordSet = WordSet(leads.compactMap { $0.split(separator: " ").first.map(String.init) })
    static let determiners: WordSet = ["the", "a", "an", "your", "my"]
    /// Direction words: true for the next item, false for the previous one. ("last" is left
    /// out: "the last episode" is as often the newest as the one before.)
    static let directions: [String: Bool] = [
      "next": true, "following": true, "upcoming": true, "subsequent": true,
      "previous": false, "prior": false, "preceding": false, "earlier": false,
    ]
    /// What is stepped through.
    static let kinds: WordSet = [
      "episode", "episodes", "podcast", "chapter", "song", "track", "tune", "item", "show", "story", "part", "installment",
      "instalment", "lecture", "lesson",
    ]
    static let placePrepositions: WordSet = ["of", "in", "on", "from"]
    static let placeDeterminers: WordSet = ["this", "the", "that", "my", "our"]
    static let containers: WordSet = [
      "podcast", "series", "show", "season", "book", "audiobook", "album", "playlist", "queue", "list", "program", "programme",
    ]
    static let trailers: WordSet = ["please", "now", "for", "me", "then", "thanks"]
  }
}

extension EnglishLexicon {
  /// Words of order and position that name nothing on their own ("play the next podcast
  /// episode", "play a random radio station", "play podcast episode new"): a run made only of
  /// these and other talk is set aside like talk (`Work.isChatter`), never sent as a title. A
  /// title the catalog knows ("Next") keeps its words.
  static let orderChatterWords: WordSet = [
    "next", "previous", "following", "upcoming", "prior", "random", "another", "other", "different", "last", "new", "newest",
    "latest", "most", "recent", "recently", "first", "current", "same",
  ]
}

extension Work {
  /// Whether a lowercase run is only order words and small words, next to a kind word ("the
  /// next podcast episode", "podcast episode new"): it says which one, never what it is called,
  /// even when the catalog has a title "Next" (the kind said rules such a title out).
  func isOrderTalk(_ chunk: Chunk) -> Bool {
    let besideKind = chunk.right.map { if case .type(let t) = $0 { t != nil } else { false } } ?? false
      || chunk.left.map { if case .type(let t) = $0 { t != nil } else { false } } ?? false
    guard besideKind, chunk.range.contains(where: { EnglishLexicon.orderChatterWords.contains(wordKeys[$0]) }) else { return false }
    return chunk.range.allSatisfy {
      EnglishLexicon.orderChatterWords.contains(wordKeys[$0]) || EnglishLexicon.chatterFunctionWords.contains(wordKeys[$0])
    }
  }
}
