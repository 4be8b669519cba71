/// Where to start listening, said as a place in what was heard: "where I left off", "from the
/// place we stopped", "from last time", "from the last chapter I was on". The phrase sets
/// `resumePlayback` and is never part of a name; it may end the request or stand before what to
/// resume, joined by a preposition ("pick up where we left off on Dune", "from my last session
/// of Dune").
///
/// Two small grammars over tables (`Lexicon/ListeningWords.swift`):
/// - a clause: [lead] place subject [adverbs] verb [tails] ("from where I last left off");
/// - a position: lead [determiner] [qualifiers] noun [of …] [subject [adverbs] verb [tails]]
///   ("from the last paused point", "from the last chapter I was on").
extension Work {
  /// "where I left off", "from the place I stopped", "starting where I last paused": sets
  /// `resumePlayback` and takes the words out; what follows a joining preposition is read as
  /// usual ("… where we left off on Dune": Dune is what to resume).
  mutating func readResumePhrase(_ options: inout PlayOptions) {
    guard end > start, opens(.resumePhrase), let (from, to) = resumePhraseSpan() else { return }
    // "Where You Were" the song: a name the catalog knows keeps its words.
    if knownNameSpan(from..<end) != nil || knownNameSpan(start..<end) != nil { return }
    use(from..<to, "option", field: "resumePlayback", value: "true")
    options.resumePlayback = true
    removeSpan(from..<to)
    // "open X and play from last time": the joined verb that led to the phrase goes with it.
    if end - start >= 3, EnglishLexicon.resumeJoinedVerbs.contains(wordKeys[end - 1]),
      ["and", "then"].contains(wordKeys[end - 2])
    {
      use(end - 2..<end, "verb")
      end -= 2
    }
  }

  /// The words of a resume phrase in the live span: it ends the words, or a joining preposition
  /// follows it (taken with it).
  func resumePhraseSpan() -> (Int, Int)? {
    // Cheap test first: a place word, a position noun or a resume verb is said.
    guard (start..<end).contains(where: { EnglishLexicon.resumeAnchors.contains(wordKeys[$0]) }) else { return nil }
    for i in start..<end {
      guard let e = resumeClauseEnd(at: i) ?? positionPhraseEnd(at: i) else { continue }
      if e == end { return (i, e) }
      if EnglishLexicon.resumeJoiners.contains(wordKeys[e]) { return (i, e + 1) }
    }
    return nil
  }

  /// The words of a phrase list that match at `k`, by length.
  func phraseLengths(_ list: [String], at k: Int) -> [Int] {
    list.compactMap { p in phrase(p, at: k) ? p.split(separator: " ").count : nil }
  }

  /// The longest end of "[lead] place subject [adverbs] verb [tails]" from `i`.
  func resumeClauseEnd(at i: Int) -> Int? {
    var starts = [i]
    for n in phraseLengths(EnglishLexicon.resumePhraseLeads, at: i) { starts.append(i + n) }
    var best: Int?
    for s in starts {
      for p in phraseLengths(EnglishLexicon.resumePlaces, at: s) {
        if let e = subjectClauseEnd(at: s + p) { best = max(best ?? e, e) }
      }
    }
    return best
  }

  /// The longest end of "subject [adverbs] verb [tails]" from `k` ("I last left off").
  func subjectClauseEnd(at k0: Int) -> Int? {
    var k = k0
    guard k < end, EnglishLexicon.resumeSubjects.contains(wordKeys[k]) else { return nil }
    k += 1
    while k < end, EnglishLexicon.resumeAdverbs.contains(wordKeys[k]) { k += 1 }
    var best: Int?
    for v in phraseLengths(EnglishLexicon.resumeVerbPhrases, at: k) {
      var e = k + v
      while e < end, EnglishLexicon.resumeTails.contains(wordKeys[e]) { e += 1 }
      best = max(best ?? e, e)
    }
    return best
  }

  /// The end of "lead [determiner] [qualifiers] noun [of …] [subject … verb]" from `i`:
  /// "from last time", "from my last session", "from the last paused point", "from the last
  /// chapter I was on". A bare "from the beginning" or "from chapter 4" is no resume.
  func positionPhraseEnd(at i: Int) -> Int? {
    guard i < end, EnglishLexicon.positionLeads.contains(wordKeys[i]) else { return nil }
    guard var (e, qualified) = positionNoun(at: i + 1) else { return nil }
    // "the beginning of the last chapter": a position inside a position.
    if e + 1 < end, wordKeys[e] == "of", let (inner, q) = positionNoun(at: e + 1) {
      e = inner
      qualified = qualified || q
    }
    if let c = subjectClauseEnd(at: e) {
      e = c
      qualified = true
    }
    return qualified ? e : nil
  }

  /// "[determiner] [qualifiers] noun" at `k`: its end, and whether a qualifier ("last",
  /// "paused") or a word only a resume uses ("session", "bookmark") says it is a resume.
  func positionNoun(at k0: Int) -> (Int, Bool)? {
    var k = k0
    if k < end, EnglishLexicon.positionDeterminers.contains(wordKeys[k]) { k += 1 }
    var qualified = false
    while k < end, EnglishLexicon.positionQualifiers.contains(wordKeys[k]) {
      k += 1
      qualified = true
    }
    if k < end, EnglishLexicon.positionNouns.contains(wordKeys[k]) {
      return (k + 1, qualified || EnglishLexicon.resumeOnlyNouns.contains(wordKeys[k]) && k > k0)
    }
    // "from last played", "from last paused": the qualifier is the noun.
    if qualified, k - 1 > k0, EnglishLexicon.resumeOnlyNouns.contains(wordKeys[k - 1]),
      k == end || EnglishLexicon.resumeJoiners.contains(wordKeys[k])
    {
      return (k, true)
    }
    return nil
  }
}
