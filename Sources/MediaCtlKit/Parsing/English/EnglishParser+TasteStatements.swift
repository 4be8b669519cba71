/// Taste said as a statement rather than with a verb of liking: "all I want to hear is blues",
/// "jazz is the best", "my favourite band is Queen", "mark this as a favourite", "nice song!".
extension Work {
  /// "all I (ever) want to hear is blues", "all we listen to is jazz", "all I like is country":
  /// only this, said as a like.
  mutating func onlyThis() -> MediaRequest? {
    var i = start + 1
    guard i < end, AffinityWords.subjects.contains(wordKeys[i]) else { return nil }
    i += 1
    while i < end, AffinityWords.adverbs.contains(wordKeys[i]) { i += 1 }
    if i < end, AffinityWords.wantWords.contains(wordKeys[i]) {
      i += 1
      if i < end, wordKeys[i] == "to" { i += 1 }
    }
    guard i < end else { return nil }
    if let m = EnglishParser.hearing.match(wordKeys, at: i, limit: end) {
      i += m.words.count
    } else if AffinityWords.likeVerbs.contains(wordKeys[i]) || ["play", "playing", "listen"].contains(wordKeys[i]) {
      i += 1
      if i < end, wordKeys[i] == "to" { i += 1 }
    } else {
      return nil
    }
    guard i + 1 < end, AffinityWords.onlyLinks.contains(wordKeys[i]) else { return nil }
    return tasteAffinity(.like, verb: start..<i + 1, object: i + 1..<end, role: nil, rule: "affinity.only")
  }

  /// "jazz is the best", "Khalid is so good", "eighties music is boring", "isn't Khalid
  /// wonderful": a judgement of something that names media more than by a type word (a genre,
  /// a decade, a name the app knows). "this song is great" is `Judgement`'s; "the weather is
  /// nice" names no media.
  mutating func statement() -> MediaRequest? {
    // Most requests open with "play": answered before any table is asked.
    guard end - start >= 3, end - start <= 12, !EnglishParser.playWords.contains(wordKeys[start]) else { return nil }
    // "… not for me": the trailing "for me" was set aside as a filler.
    let tailEnd = end + 2 <= wordKeys.count && wordKeys[end] == "for" && wordKeys[end + 1] == "me" ? end + 2 : end
    if AffinityWords.tailLastWords.contains(wordKeys[tailEnd - 1]), let request = statementTail(tailEnd) { return request }
    // The cheap test first: the last word judges.
    guard EnglishParser.judgementWords.contains(wordKeys[end - 1]) || AffinityWords.extraPositive.contains(wordKeys[end - 1]) else { return nil }
    let last = words[end - 1]
    let positive = Judgement.positive.contains(last) || AffinityWords.extraPositive.contains(wordKeys[end - 1])
    let negative = Judgement.negative.contains(last)
    guard positive != negative else { return nil }
    if EnglishParser.playVerbs.match(wordKeys, at: start, limit: end) != nil { return nil }
    // "the song you are playing is amazing": what plays, judged (`Judgement`).
    if Judgement.mayStart(words[start]), Judgement.affinity(words[start..<end]) != nil { return nil }
    var negated = false
    var k = end - 1
    while k > start, Judgement.intensifiers.contains(words[k - 1]) || Judgement.negations.contains(words[k - 1]) {
      if Judgement.negations.contains(words[k - 1]) { negated = true }
      k -= 1
    }
    let object: Range<Int>
    let verb: Range<Int>
    if AffinityWords.askedJudgements.contains(wordKeys[start]) {
      // "isn't Khalid wonderful": asked so, it is said.
      object = start + 1..<k
      verb = start..<start + 1
    } else {
      guard k > start + 1, AffinityWords.onlyLinks.contains(wordKeys[k - 1]) || ["sounds", "sound", "seems", "were"].contains(wordKeys[k - 1]) else { return nil }
      object = start..<k - 1
      verb = k - 1..<end
      if wordKeys[k - 1] == "was" || wordKeys[k - 1] == "were" { return nil }  // a memory, not taste
    }
    // "I think jazz is boring" is an opinion (`taste`); "what music is good" asks.
    guard !object.isEmpty, !EnglishParser.questionStarts.contains(wordKeys[object.lowerBound]),
      !AffinityWords.subjects.contains(wordKeys[object.lowerBound]), namesMediaForTaste(object),
      !object.allSatisfy({ Judgement.typeWords.contains(words[$0]) || AffinityWords.referenceWords.contains(wordKeys[$0]) || EnglishLexicon.determiners.contains(wordKeys[$0]) })
    else { return nil }
    return tasteAffinity(positive != negated ? .like : .dislike, verb: verb, object: object, role: nil, rule: "affinity.statement")
  }

  /// "jazz makes me happy", "hip hop is my thing", "country is not for me", "this song gets on
  /// my nerves": a phrase of taste that ends what is said about something that names media.
  mutating func statementTail(_ tailEnd: Int) -> MediaRequest? {
    for p in max(start + 1, tailEnd - 6)..<min(end, tailEnd) {
      guard let m = EnglishParser.statementTails.match(wordKeys, at: p, limit: tailEnd), p + m.words.count == tailEnd else { continue }
      var objectEnd = p
      if AffinityWords.onlyLinks.contains(wordKeys[p - 1]) || ["it's", "its", "that's", "thats"].contains(wordKeys[p - 1]) { objectEnd = p - 1 }
      if objectEnd == start, ["it's", "its", "that's", "thats"].contains(wordKeys[p - 1]) { return nil }
      let object = start..<objectEnd
      // A bare "that" may be anything ("that is not for me"); "this song" is what plays.
      guard !object.isEmpty, !EnglishParser.questionStarts.contains(wordKeys[start]), !AffinityWords.subjects.contains(wordKeys[start]),
        namesMediaForTaste(object), !object.allSatisfy({ AffinityWords.referenceWords.contains(wordKeys[$0]) || EnglishLexicon.determiners.contains(wordKeys[$0]) })
      else { return nil }
      return tasteAffinity(m.value, verb: object.upperBound..<end, object: object, role: nil, rule: "affinity.statementTail")
    }
    return nil
  }

  /// "my favourite (music) band is Queen", "my favorite genre is rock", "Khalid is my favourite singer".
  mutating func preference() -> MediaRequest? {
    // "my (all time) favourite ROLE… is X"
    if ["my", "our"].contains(wordKeys[start]) {
      guard let mark = (start + 1..<min(end, start + 4)).first(where: { AffinityWords.preferenceMarks.contains(wordKeys[$0]) }),
        let link = (mark + 1..<min(end, mark + 6)).first(where: { ["is", "are", "was", "would", "remains"].contains(wordKeys[$0]) })
      else { return nil }
      var objectStart = link + 1
      while objectStart < end, ["be", "been", "always", "definitely", "probably", "got", "to", "have", "has", "gotta", "still", "now"].contains(wordKeys[objectStart]) { objectStart += 1 }
      guard objectStart < end else { return nil }
      // "my favourite colour is blue": a favourite that is no kind of media.
      let said = mark + 1..<link
      if !said.isEmpty, role(said) == nil { return nil }
      return tasteAffinity(.like, verb: start..<objectStart, object: objectStart..<end, role: role(said), rule: "affinity.preference")
    }
    // "X is my favourite singer": the mark within the last few words.
    guard end - start >= 4, let mark = (max(start + 2, end - 4)..<end).first(where: { AffinityWords.preferenceMarks.contains(wordKeys[$0]) }),
      ["my", "our"].contains(wordKeys[mark - 1]), mark - 2 > start, ["is", "are", "'s"].contains(wordKeys[mark - 2])
    else { return nil }
    // "what are my favourite songs" asks; "this is my favourite song" is a judgement (`Judgement`).
    if EnglishParser.questionStarts.contains(wordKeys[start]) { return nil }
    if (start..<mark - 2).allSatisfy({ AffinityWords.referenceWords.contains(wordKeys[$0]) || Judgement.typeWords.contains(words[$0]) }) { return nil }
    // "I love her voice, she is my favourite": the subject is the clause's, after the comma.
    let subject = ((start..<mark - 2).last(where: { tokens[$0].commaAfter }).map { $0 + 1 } ?? start)..<mark - 2
    guard !subject.isEmpty else { return nil }
    return tasteAffinity(.like, verb: mark - 2..<end, object: subject, role: role(mark + 1..<end), rule: "affinity.preference")
  }

  /// "mark this song as a favourite", "save this as my favorite", "make this my favourite",
  /// "note the current song as awesome": a verb, what plays, then how it is to be remembered.
  mutating func markedAs() -> MediaRequest? {
    guard end - start >= 3, end - start <= 10, AffinityWords.markVerbs.contains(wordKeys[start]) else { return nil }
    // The object must hold a reference word ("it", "this"): tested by key first, since "add …
    // to my playlist" starts with a mark verb and the judgement sets hash whole strings.
    let referenceWords = AffinityWords.referenceWords
    guard (start + 1..<end - 1).contains(where: { referenceWords.contains(wordKeys[$0]) }) else { return nil }
    let last = words[end - 1]
    let positive = AffinityWords.preferenceMarks.contains(wordKeys[end - 1]) || ["favorites", "favourites", "liked", "loved"].contains(last) || Judgement.positive.contains(last)
    let negative = ["disliked", "hated"].contains(last) || Judgement.negative.contains(last)
    guard positive != negative else { return nil }
    var k = end - 1
    while k > start + 1, ["as", "my", "a", "one", "of", "to", "the", "favorite", "favourite", "really", "very", "so", "an"].contains(wordKeys[k - 1]) { k -= 1 }
    let object = start + 1..<k
    guard !object.isEmpty, object.allSatisfy({ AffinityWords.referenceWords.contains(wordKeys[$0]) || EnglishLexicon.commandObjects.contains(wordKeys[$0]) }),
      object.contains(where: { AffinityWords.referenceWords.contains(wordKeys[$0]) })
    else { return nil }
    return tasteAffinity(positive ? .like : .dislike, verb: k..<end, object: object, role: nil, rule: "affinity.markedAs")
  }

  /// "nice song!", "what a wonderful track", "such a boring tune": an evaluation of a type word,
  /// said alone, about what plays.
  mutating func exclamation() -> MediaRequest? {
    guard end - start >= 2, end - start <= 5, Judgement.typeWords.contains(words[end - 1]) else { return nil }
    var i = start
    if ["what", "such", "wow", "oh"].contains(wordKeys[i]) { i += 1 }
    if i < end - 1, ["a", "an"].contains(wordKeys[i]) { i += 1 }
    while i < end - 2, ["really", "very", "so", "truly", "absolutely"].contains(wordKeys[i]) { i += 1 }
    guard i == end - 2 else { return nil }
    let word = words[i]
    let positive = Judgement.positive.contains(word) || AffinityWords.extraPositive.contains(wordKeys[i])
    let negative = Judgement.negative.contains(word)
    guard positive != negative else { return nil }
    return tasteAffinity(positive ? .like : .dislike, verb: start..<end - 1, object: end - 1..<end, role: nil, rule: "affinity.exclamation")
  }
}
