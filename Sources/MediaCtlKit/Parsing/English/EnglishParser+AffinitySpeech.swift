/// Likes and dislikes as people say them, read by shape from `Lexicon/AffinitySpeechWords.swift`
/// (an `INUpdateMediaAffinityIntent` with the thing named, or what plays):
///
/// - taste: subject, adverbs, "not", a verb of liking or disliking, the object ("I really enjoy
///   rock and roll", "we absolutely adore Khalid", "I do not like country", "I can't stand this song");
/// - opinion: "I find rap really enjoyable", "I think jazz is boring";
/// - enough of it: "I never want to hear this again", "I'm sick of this song", "we are tired of jazz";
/// - preference: "my favourite music band is Queen" (artist Queen), "my favorite genre is rock",
///   "Khalid is my favourite singer";
/// - ratings: "tag this song with five stars", "give it one star", "rate this song to the maximum".
///
/// A statement of taste counts only when what it is about names media (a type word, a genre, a
/// decade, a name the catalog knows, or what plays): "I really enjoy cooking" is small talk.
/// Phrases the like and dislike tables already read are left to them.
extension EnglishParser {
  static let cannotBear = table(EnglishLexicon.AffinitySpeech.cannotBear)
  static let fedUp = table(EnglishLexicon.AffinitySpeech.fedUp)
  static let hearing = table(EnglishLexicon.AffinitySpeech.hearWords)
  static let fanOf = table(EnglishLexicon.AffinitySpeech.fanOf)
  /// Every evaluative word of `Judgement`, for the cheap test on a word key.
  static let judgementWords = WordSet(Judgement.positive.union(Judgement.negative))
  static let listeningGerunds = table(EnglishLexicon.AffinitySpeech.listeningGerunds)
  static let statementTails = PhraseTable(
    EnglishLexicon.AffinitySpeech.likedTails.map { ($0, MediaAffinityType.like) } + EnglishLexicon.AffinitySpeech.dislikedTails.map { ($0, MediaAffinityType.dislike) })
  static let secondClauses = table(EnglishLexicon.AffinitySpeech.secondClauses)
  static let decadeWords: WordSet = ["twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties", "nineties", "noughties"]
}

extension Work {
  typealias AffinityWords = EnglishLexicon.AffinitySpeech

  /// The role a preference gives its name.
  enum TasteRole { case artist, song, album, genre }

  mutating func findAffinitySpeech() -> MediaRequest? {
    guard opens(.affinitySpeech) else { return nil }
    guard start < end, end - start <= 20 else { return nil }
    let first = wordKeys[start]
    if AffinityWords.rateVerbs.contains(first) || (start..<end).contains(where: { AffinityWords.starWords.contains(wordKeys[$0]) }),
      let (type, search) = rating()
    {
      trace.rule = "affinity.rating"
      use(start..<end, "rule", field: "affinityType", value: type.name)
      return MediaRequest(.intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search, affinityType: type))), appName: appName)
    }
    if thanksTheAssistant() { return nil }
    if let request = identityTaste() { return request }
    if let request = preference() { return request }
    if let request = markedAs() ?? exclamation() { return request }
    if AffinityWords.onlyLeads.contains(first), let request = onlyThis() { return request }
    if let request = statement() { return request }
    guard AffinityWords.subjects.contains(first) || AffinityWords.beWords.contains(first) else { return nil }
    // The like and dislike tables read their own phrases.
    if let m = EnglishParser.dislikes.match(wordKeys, at: start, limit: end) ?? EnglishParser.likes.match(wordKeys, at: start, limit: end) {
      endClause()
      // "I like to go hiking", "I hate to say it": liking to do something, with nothing to
      // listen to named, is small talk with the assistant.
      let k = start + m.words.count
      if k + 1 < end, wordKeys[k] == "to", !namesMediaForTaste(k + 1..<end),
        !(k + 1..<end).contains(where: { EnglishParser.listeningVerbWords.contains(wordKeys[$0]) }), knownNameSpan(k + 1..<end) == nil
      {
        return notMedia(.conversation, rule: "notMedia.taste")
      }
      // "I'm not a fan of country": what it is about names media, so no other reading counts.
      // "I love listening to jazz": the listening belongs to the verb.
      if k < end, wordKeys[k] != "to" {
        let gerund = EnglishParser.listeningGerunds.match(wordKeys, at: k, limit: end).map { $0.words.count } ?? 0
        let listening = k + gerund < end ? gerund : 0
        if let request = aspectAffinity(m.value, verb: start..<k + listening, object: k + listening..<end, rule: "affinity.object") { return request }
        if namesMediaForTaste(k + listening..<end) { return affinity(m.value, verbLength: m.words.count + listening) }
      }
      return nil
    }
    return taste()
  }

  /// A statement of taste ends with its clause: "I like jazz, you should know", "I love this
  /// song, who sings it?", "I love the songs of Adele, can you save some". What follows a comma
  /// and a word that opens a clause, or a phrase that opens one, is set aside (said, not read).
  mutating func endClause() {
    guard end - start >= 4 else { return }
    for i in start + 2..<end {
      let afterComma = tokens[i - 1].commaAfter && AffinityWords.clauseOpeners.contains(wordKeys[i])
      // A name the app knows that runs from here to the end keeps its words ("I love Do You
      // Know"); a one-word name that opens a clause ("Can", ", can you …") does not.
      if afterComma || EnglishParser.secondClauses.match(wordKeys, at: i, limit: end) != nil, knownNameSpan(i..<end) == nil {
        use(i..<end, "second clause")
        end = i
        return
      }
    }
  }

  /// "I (really) (don't) like X", "I can't stand X", "I find X enjoyable", "I never want to hear X
  /// again", "I'm sick of X".
  mutating func taste() -> MediaRequest? {
    var i = start
    // Having heard enough: "I'm (so) sick of", "we are tired of".
    var j = i
    while j < end, AffinityWords.beWords.contains(wordKeys[j]) { j += 1 }
    if j > i, j < end, let m = EnglishParser.fedUp.match(wordKeys, at: j, limit: end) {
      return tasteAffinity(.dislike, verb: start..<j + m.words.count, object: j + m.words.count..<end, role: nil, rule: "affinity.fedUp")
    }
    // Being into it: "I'm really into reggae", "we're not big fans of country".
    if j > i, j < end {
      var k = j
      var notFan = false
      while k < end, AffinityWords.negations.contains(wordKeys[k]) || AffinityWords.beWords.contains(wordKeys[k]) {
        if AffinityWords.negations.contains(wordKeys[k]) { notFan = true }
        k += 1
      }
      if let m = EnglishParser.fanOf.match(wordKeys, at: k, limit: end),
        let request = tasteAffinity(notFan ? .dislike : .like, verb: start..<k + m.words.count, object: k + m.words.count..<end, role: nil, rule: "affinity.fanOf")
      {
        return request
      }
    }
    guard AffinityWords.subjects.contains(wordKeys[i]) else { return nil }
    i += 1
    var negated = false
    while i < end, AffinityWords.adverbs.contains(wordKeys[i]) || AffinityWords.negations.contains(wordKeys[i]) {
      if AffinityWords.negations.contains(wordKeys[i]) { negated = true }
      i += 1
    }
    guard i < end else { return nil }
    if let m = EnglishParser.cannotBear.match(wordKeys, at: i, limit: end) {
      return tasteAffinity(.dislike, verb: start..<i + m.words.count, object: i + m.words.count..<end, role: nil, rule: "affinity.taste")
    }
    let verb = wordKeys[i]
    // "I never want to hear this again", "I don't need to listen to that".
    if negated, AffinityWords.wantWords.contains(verb) {
      var k = i + 1
      if k < end, wordKeys[k] == "to" { k += 1 }
      while k < end, AffinityWords.adverbs.contains(wordKeys[k]) || wordKeys[k] == "ever" { k += 1 }
      guard let m = EnglishParser.hearing.match(wordKeys, at: k, limit: end) else { return nil }
      return tasteAffinity(.dislike, verb: start..<k + m.words.count, object: k + m.words.count..<end, role: nil, rule: "affinity.enough")
    }
    // "I find rap really enjoyable", "I think jazz is boring".
    if AffinityWords.opinionVerbs.contains(verb) {
      guard i + 2 < end, let e = (i + 2..<end).last(where: { Judgement.positive.contains(words[$0]) || Judgement.negative.contains(words[$0]) }), e + 1 == end else { return nil }
      var objectEnd = e
      while objectEnd > i + 1, AffinityWords.adverbs.contains(wordKeys[objectEnd - 1]) || ["is", "are", "to", "be", "was", "sounds", "pretty"].contains(wordKeys[objectEnd - 1]) { objectEnd -= 1 }
      let positive = Judgement.positive.contains(words[e])
      return tasteAffinity(positive != negated ? .like : .dislike, verb: start..<i + 1, object: i + 1..<objectEnd, role: nil, rule: "affinity.opinion")
    }
    let like = AffinityWords.likeVerbs.contains(verb) || ["liked", "loved", "enjoyed", "likes", "loves", "enjoys"].contains(words[i])
    let dislike = AffinityWords.dislikeVerbs.contains(verb) || ["hated", "disliked", "hates"].contains(words[i])
    guard like || dislike, !(dislike && negated) else { return nil }
    endClause()
    // "we love hearing Khalid": the listening belongs to the verb.
    var objectStart = i + 1
    if let g = EnglishParser.listeningGerunds.match(wordKeys, at: objectStart, limit: end), objectStart + g.words.count < end { objectStart += g.words.count }
    return tasteAffinity(like && !negated ? .like : .dislike, verb: start..<objectStart, object: objectStart..<end, role: nil, rule: "affinity.taste")
  }

  func role(_ r: Range<Int>) -> TasteRole? {
    if r.contains(where: { AffinityWords.artistRoles.contains(wordKeys[$0]) }) { return .artist }
    if r.contains(where: { AffinityWords.songRoles.contains(wordKeys[$0]) }) { return .song }
    if r.contains(where: { AffinityWords.albumRoles.contains(wordKeys[$0]) }) { return .album }
    if r.contains(where: { AffinityWords.genreRoles.contains(wordKeys[$0]) }) { return .genre }
    return nil
  }

  /// Whether the words name media: a type word, a genre, a decade, a catalog name, or what plays.
  func namesMediaForTaste(_ r: Range<Int>) -> Bool {
    guard !r.isEmpty else { return false }
    if knownNameSpan(r) != nil { return true }
    for i in r {
      if Judgement.typeWords.contains(words[i]) || EnglishParser.decadeWords.contains(wordKeys[i]) { return true }
      if words[i].first?.isNumber == true, words[i].hasSuffix("s") { return true }  // "80s", "1990s"
      if EnglishParser.genres.match(wordKeys, at: i, limit: r.upperBound) != nil { return true }
    }
    return r.allSatisfy { AffinityWords.referenceWords.contains(wordKeys[$0]) || EnglishLexicon.commandObjects.contains(wordKeys[$0]) }
      && r.contains(where: { AffinityWords.referenceWords.contains(wordKeys[$0]) })
  }

  mutating func tasteAffinity(_ type: MediaAffinityType, verb: Range<Int>, object: Range<Int>, role: TasteRole?, rule: String) -> MediaRequest? {
    var object = object
    // "… again", "… anymore", "… at all".
    while object.count > 1, ["again", "anymore", "ever", "please", "much", "lot", "all", "more", "now", "either", "too"].contains(wordKeys[object.upperBound - 1]) {
      if ["all", "lot"].contains(wordKeys[object.upperBound - 1]), object.count > 2, !["at", "a"].contains(wordKeys[object.upperBound - 2]) { break }
      object = object.lowerBound..<object.upperBound - (["all", "lot"].contains(wordKeys[object.upperBound - 1]) ? 2 : 1)
    }
    // "the lyrics of this song", "her voice" (`EnglishParser+TasteAspects`).
    if let request = aspectAffinity(type, verb: verb, object: object, rule: rule) { return request }
    // "I like to dance", "I love you", "I like it when …": no media named. A preference's role
    // ("my favourite band is …") says its name is media.
    guard !object.isEmpty, wordKeys[object.lowerBound] != "to", role != nil || namesMediaForTaste(object) else { return nil }
    trace.rule = rule
    use(verb, "verb", field: "affinityType", value: type.name)
    for i in object.upperBound..<end where !used[i] { use(i..<i + 1, "filler") }
    start = object.lowerBound
    end = object.upperBound
    var search: MediaSearch
    if object.allSatisfy({ AffinityWords.referenceWords.contains(wordKeys[$0]) || EnglishLexicon.commandObjects.contains(wordKeys[$0]) }) {
      search = MediaSearch(reference: .currentlyPlaying)
      if let t = typeWord(in: object) { search.mediaType = t }
      use(object, "this", field: "mediaSearch.reference", value: "currentlyPlaying")
    } else {
      var options = PlayOptions()
      search = parseObject(&options, allowOptions: false) ?? MediaSearch(reference: .currentlyPlaying)
    }
    switch role {
    case .artist?:
      if let name = search.mediaName, search.artistName == nil {
        search.artistName = name
        search.mediaName = nil
        trace.note("rule", name, "mediaSearch.artistName", name)
      }
      if search.mediaType == .artist { search.mediaType = .unknown }
    case .song?: if search.mediaType == .unknown, search.mediaName != nil { search.mediaType = .song }
    case .album?: if search.mediaType == .unknown, search.mediaName != nil { search.mediaType = .album }
    case .genre?, nil: break
    }
    return MediaRequest(.intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search, affinityType: type))), appName: appName)
  }

  /// The first type word said in the words ("this song"), when the app has that kind of item.
  func typeWord(in r: Range<Int>) -> MediaItemType? {
    for i in r {
      if let m = EnglishParser.typeWords.match(wordKeys, at: i, limit: r.upperBound) {
        return context.app.declaresCategory(of: m.value) ? m.value : nil
      }
    }
    return nil
  }

  /// A rating of what plays: the affinity its stars say, and what it rates.
  func rating() -> (MediaAffinityType, MediaSearch)? {
    var stars: Double?
    var top = false
    var bottom = false
    var rates = false
    var i = start
    while i < end {
      let w = wordKeys[i]
      if AffinityWords.starWords.contains(w) || AffinityWords.rateVerbs.contains(w) {
        rates = true
      } else if w == "thumbs" || w == "thumb", i + 1 < end, wordKeys[i + 1] == "up" || wordKeys[i + 1] == "down" {
        // "give this song a thumbs up".
        if wordKeys[i + 1] == "up" { top = true } else { bottom = true }
        i += 2
        continue
      } else if AffinityWords.topRatings.contains(w) {
        top = true
      } else if AffinityWords.bottomRatings.contains(w) {
        bottom = true
      } else if let n = NumberWords.parse(words, at: i),
        i + n.length < end && AffinityWords.starWords.contains(wordKeys[i + n.length])
          || i > start && ["rating", "rate", "at", "to", "with"].contains(wordKeys[i - 1])
      {
        // A count of stars ("five stars", "a rating of 4"), not "this one".
        stars = n.value
        i += n.length
        continue
      } else if !AffinityWords.ratingFrame.contains(w) && !Judgement.typeWords.contains(words[i]) {
        return nil
      }
      i += 1
    }
    guard rates else { return nil }
    let type: MediaAffinityType
    if let stars, (0...10).contains(stars) {
      type = stars >= 3 ? .like : .dislike
    } else if top != bottom {
      type = top ? .like : .dislike
    } else {
      return nil
    }
    var search = MediaSearch(reference: .currentlyPlaying)
    if let t = typeWord(in: start..<end) { search.mediaType = t }
    return (type, search)
  }
}
