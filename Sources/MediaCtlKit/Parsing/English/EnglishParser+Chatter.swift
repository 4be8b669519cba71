/// Talk around a request that names nothing: once the roles are marked, a run of free words
/// left over is a name only if it could be one. "Let's have the radio on" leaves "Let's have"
/// and "on"; "play music I have liked" leaves "I have liked"; neither is a title or an artist.
///
/// A run is set aside when nothing says it is a name (no catalog entry holds it, no frame or
/// quotes delimit it, no capitalised word is in it, no "by"/"from"/"of"/"called" ties it to a
/// name) and it is either
/// - made only of function words and request chatter (`Lexicon/ChatterWords.swift`) while
///   something else carries the request (a type word, a genre, another name), or it is one
///   function word ("an episode in the podcast": a lone preposition is never an artist); or
/// - a clause about the listener's own history after a type word or a relative word ("the
///   podcast I was last listening to", "a song that will make me smile", "the album I've heard
///   the least").
extension Work {
  /// The chunks that are chatter, set aside (used as fillers, their roles skipped).
  mutating func dropChatter(_ list: [Chunk], _ roles: inout [Role], _ search: MediaSearch) -> [Chunk] {
    var list = list
    // ("NPR on this station": the place goes whatever the name's first word is.)
    trimPlacePrepositions(&list, &roles)
    cutTrailingClauses(&list, &roles)
    list.removeAll { $0.range.isEmpty }
    // Cheap test first: a chunk whose first word is neither chatter nor a clause opener stays.
    guard list.contains(where: { c in
      mayBeChatter(c.range.lowerBound) || afterClauseOpener(c.range.lowerBound) || c.range.contains { EnglishLexicon.clauseSubjects.contains(wordKeys[$0]) }
    }) else { return list }
    // "music I have saved", "the jazz stuff we liked": a clause about what was heard after a
    // generic head inside one run is cut off; a generic head left alone names nothing either.
    for n in list.indices {
      let r = list[n].range
      guard r.count >= 3, let k = (r.lowerBound + 1..<r.upperBound - 1).first(where: {
        EnglishLexicon.clauseSubjects.contains(wordKeys[$0]) && EnglishLexicon.genericWords.contains(wordKeys[$0 - 1])
      }), isHistoryClause(k..<r.upperBound) else { continue }
      let head = r.lowerBound..<k
      let cut = head.allSatisfy { EnglishLexicon.genericWords.contains(wordKeys[$0]) || EnglishLexicon.determiners.contains(wordKeys[$0]) } ? r : k..<r.upperBound
      for i in cut { roles[i] = .skip }
      use(cut, "chatter", field: "-", value: "a clause about what was heard (names nothing)")
      list[n].range = r.lowerBound..<cut.lowerBound
    }
    list.removeAll { $0.range.isEmpty }
    let chatter = list.map { isChatter($0, roles) }
    guard chatter.contains(where: { $0 != nil }) else { return list }
    // Something else carries the request: a marked word, a name that stays, or a field read
    // before the roles (a station, a library scope, a genre).
    let marked = (start..<end).contains { roles[$0] != .free && roles[$0] != .skip }
    let othersStay = chatter.contains(where: { $0 == nil })
    var kept: [Chunk] = []
    for (chunk, kind) in zip(list, chatter) {
      let drop: Bool
      switch kind {
      case .clause?: drop = true
      case .words?: drop = marked || othersStay || !search.isEmpty || chunk.range.count == 1 && EnglishLexicon.chatterFunctionWords.contains(wordKeys[chunk.range.lowerBound])
      case nil: drop = false
      }
      if drop {
        for i in chunk.range { roles[i] = .skip }
        use(chunk.range, "chatter", field: "-", value: kind == .clause ? "a clause about what was heard (names nothing)" : "talk around the request (names nothing)")
      } else {
        kept.append(chunk)
      }
    }
    return kept
  }

  enum ChatterKind { case words, clause }

  func mayBeChatter(_ i: Int) -> Bool {
    EnglishLexicon.chatterFunctionWords.contains(wordKeys[i]) || EnglishLexicon.requestChatterWords.contains(wordKeys[i])
      || EnglishLexicon.genericWords.contains(wordKeys[i]) || EnglishLexicon.orderChatterWords.contains(wordKeys[i])
  }

  /// Whether a relative word read as a determiner stands just before `i` ("a podcast that aired …").
  func afterClauseOpener(_ i: Int) -> Bool {
    i > start && used[i - 1] && EnglishLexicon.clauseOpeners.contains(wordKeys[i - 1])
  }

  /// What kind of chatter a chunk is, or nil for a possible name.
  func isChatter(_ chunk: Chunk, _ roles: [Role]) -> ChatterKind? {
    let r = chunk.range
    guard mayBeChatter(r.lowerBound) || afterClauseOpener(r.lowerBound) else { return nil }
    // Delimited names stay: framed ("the song X", "called X", quotes) or capitalised ("I" aside),
    // unless the frame holds a clause about what was heard ("the podcast I was listening to").
    if r.contains(where: { framed.indices.contains($0) && framed[$0] }) { return isHistoryClause(r) ? .clause : nil }
    if r.contains(where: { isTitleCased($0) && !EnglishLexicon.clauseSubjects.contains(wordKeys[$0]) }) { return nil }
    if tokens[r.lowerBound].quoted { return nil }
    if isClause(chunk, roles) { return knownNameSpan(r) == nil ? .clause : nil }
    // Pronouns and small words alone name nothing, whatever leads to them ("music from this").
    if r.allSatisfy({ EnglishLexicon.chatterFunctionWords.contains(wordKeys[$0]) }), chunk.left != .introducer, knownNameSpan(r) == nil { return .words }
    // Structure names it: "X by Y", "by Y", "from Y", "the episode of Y", "called Y".
    if chunk.right == .by || chunk.right == .introducer || chunk.left?.isConnector == true || chunk.left == .introducer { return nil }
    // "the next podcast episode": order words beside the kind name nothing, even a title's.
    if isOrderTalk(chunk) { return .words }
    guard r.allSatisfy({ mayBeChatter($0) }), knownNameSpan(r) == nil else { return nil }
    return .words
  }

  /// "I have liked", "which I heard on Sunday", "that will make me smile": a clause after a type
  /// word (or a genre, mood, sort word or date), opened by a subject or a relative word.
  func isClause(_ chunk: Chunk, _ roles: [Role]) -> Bool {
    let r = chunk.range
    guard r.count >= 2 else { return false }
    var k = r.lowerBound
    var opened = false
    if EnglishLexicon.clauseOpeners.contains(wordKeys[k]) {
      k += 1
      opened = true
    } else if afterClauseOpener(k) {
      // The relative word was read as a determiner ("a song that will …").
      opened = true
    }
    guard k < r.upperBound else { return false }
    let subject = EnglishLexicon.clauseSubjects.contains(wordKeys[k])
    guard subject || opened else { return false }
    // After what it qualifies: a type word, genre, mood, sort word or date.
    guard let left = chunk.left else { return false }
    switch left {
    case .type, .genre, .mood, .sort, .date: return true
    default: return false
    }
  }

  /// Whether the words are only talk: chatter words, or a clause about what was heard, with no
  /// capitalised word ("I" aside) and no name the catalog knows. For frames that take the words
  /// after a type word whole ("the audiobook playback", "the book which I heard on Sunday").
  func namesNothing(_ r: Range<Int>) -> Bool {
    guard !r.isEmpty, mayBeChatter(r.lowerBound) else { return false }
    if r.contains(where: { isTitleCased($0) && !EnglishLexicon.clauseSubjects.contains(wordKeys[$0]) }) { return false }
    guard isHistoryClause(r) || r.allSatisfy({ mayBeChatter($0) }) else { return false }
    return knownNameSpan(r) == nil
  }

  /// "I was last listening to", "which I heard on Sunday", "that we have liked": an optional
  /// relative word, a subject, and a verb of having heard, all lowercase ("I" aside). A title
  /// that opens with "I" ("I Want You") has no such verb or is capitalised.
  func isHistoryClause(_ r: Range<Int>) -> Bool {
    var k = r.lowerBound
    if k < r.upperBound, EnglishLexicon.clauseOpeners.contains(wordKeys[k]) { k += 1 }
    guard k + 1 < r.upperBound, EnglishLexicon.clauseSubjects.contains(wordKeys[k]) else { return false }
    guard (k + 1..<r.upperBound).contains(where: { EnglishLexicon.historyVerbs.contains(wordKeys[$0]) }) else { return false }
    return !r.contains { isTitleCased($0) && !EnglishLexicon.clauseSubjects.contains(wordKeys[$0]) }
  }

  /// "NPR on this station", "Alex Smith in the radio", "the news in the podcast": a preposition
  /// (and a determiner) ending a run before the station or podcast word that ends the request
  /// says where the name is heard; it is no part of the name. A capitalised one stays.
  mutating func trimPlacePrepositions(_ list: inout [Chunk], _ roles: inout [Role]) {
    for n in list.indices {
      guard case .type(let t)? = list[n].right, let ri = list[n].rightIndex, t == .radioStation || t == .podcastShow || t == .podcastEpisode,
        nextIndex(ri, roles) == nil
      else { continue }
      let r = list[n].range
      var e = r.upperBound
      if e - 1 > r.lowerBound, EnglishLexicon.positionDeterminers.contains(wordKeys[e - 1]) || wordKeys[e - 1] == "a" { e -= 1 }
      guard e - 1 > r.lowerBound, Self.placePrepositions.contains(wordKeys[e - 1]), !isTitleCased(e - 1) else { continue }
      let cut = e - 1..<r.upperBound
      for i in cut { roles[i] = .skip }
      use(cut, "place", field: "-", value: "where it is heard (not a SiriKit field)")
      list[n].range = r.lowerBound..<e - 1
    }
  }

  static let placePrepositions: WordSet = ["on", "in", "at", "from", "via", "through", "over"]
}
