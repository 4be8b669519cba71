/// Whether a request is about listening at all. Siri sends a media app only requests with a
/// media verb or cue; "what's the weather", "set a timer", "call Mom" never reach it.
///
/// The decision is one test over tables (`Lexicon/NotMediaWords.swift`), not sentence rules:
/// 1. "play" (or shuffle, queue) at the start makes a media request whatever follows ("play
///    what's the weather"), unless a game is played ("play chess", "play X with me").
/// 2. Another listening verb at the start ("put on", "listen to", "I want to hear") makes it
///    media unless a hard domain word says otherwise and no media word does ("put on an alarm",
///    "I want to hear what you said").
/// 3. A word about the sound (volume, mute, quiet) keeps it media: Siri's volume handling.
/// 4. An add verb: media unless where it adds to is a list, calendar or contacts ("add milk to
///    my shopping list"); a search verb: media only with a media word or a known name.
/// 5. A hard domain word (weather, alarm, timer, email, lights…) makes it not media.
/// 6. A media cue (a type word, singing, lyrics, listening words), a media app name or a name
///    the catalog or vocabulary knows makes it media.
/// 7. A question with no media word is a question to Siri; a soft domain word (time, call,
///    text, list…) names its domain.
/// 8. A weak cue (transport words said alone, likes and dislikes) keeps it media; anything
///    else is not media.
extension EnglishParser {
  static let notMediaDomains = PhraseTable(EnglishLexicon.notMediaDomainWords.map { ($0.phrase, ($0.domain, $0.hard)) })
  static let mediaCues = table(EnglishLexicon.mediaCueWords)
  static let soundCues = table(EnglishLexicon.soundCueWords)
  static let weakMediaCues = table(EnglishLexicon.weakMediaCueWords)
  /// The first words of every phrase of the four tables `scanCues` reads: a word outside this
  /// set starts none of them.
  static let cueFirstWords = WordSet(
    notMediaDomains.entries.map { $0.words[0] } + mediaCues.entries.map { $0.words[0] } + soundCues.entries.map { $0.words[0] }
      + weakMediaCues.entries.map { $0.words[0] })
  /// Words of a play verb that mean listening (the list of play verbs also holds "open",
  /// "give me", "I want", which say nothing about media on their own).
  static let listeningVerbWords: WordSet = ["play", "listen", "hear", "queue", "spin", "blast", "tune", "shuffle", "bump", "playing", "reading"]
  /// Lead verbs after which anything is a media request.
  static let playWords: WordSet = ["play", "shuffle", "queue", "spin", "blast"]
  /// Domains an add request may add to instead of a playlist or the library.
  static let addTargets: Set<NotMediaDomain> = [.lists, .calendar, .reminder, .call, .email, .shopping, .alarm, .food, .message]
  static let questionStarts: WordSet = [
    "what", "what's", "whats", "who", "who's", "whos", "when", "where", "where's", "why", "how", "how's", "which",
    "is", "are", "was", "were", "do", "does", "did", "can", "could", "will", "would", "should",
  ]
  /// Add verbs said after the start ("I want X added to Y", "I'd like to put X on Y").
  static let laterAddWords: WordSet = ["add", "added", "adding", "put", "move", "include", "insert", "needs"]
  static let targetWords: WordSet = ["to", "on", "in", "into", "onto", "as"]
}

/// What the cue scan found over a span.
struct MediaCueScan {
  var cue = false
  var sound = false
  var weak = false
  var hard: NotMediaDomain?
  var soft: NotMediaDomain?
  /// A game said so that it is played, not listened to ("chess", "a game", "with me").
  var game = false
}

extension Work {
  func scanCues(_ range: Range<Int>, afterListening: Bool = false) -> MediaCueScan {
    var scan = MediaCueScan()
    // The tables once, not once per word (each static is a `swift_once` call when touched).
    let domains = EnglishParser.notMediaDomains
    let mediaCues = EnglishParser.mediaCues
    let soundCues = EnglishParser.soundCues
    let weakMediaCues = EnglishParser.weakMediaCues
    let cueFirstWords = EnglishParser.cueFirstWords
    var i = range.lowerBound
    while i < range.upperBound {
      // (A word that starts no phrase of the four tables is passed over without asking them.)
      let starts = cueFirstWords.contains(wordKeys[i])
      // After a listening verb, a domain word inside a capitalised name is the name's ("continue
      // reading The Hunger Games").
      var skip = 1
      if starts, let m = domains.match(wordKeys, at: i, limit: range.upperBound), !(afterListening && insideCapitalisedName(i)) {
        // A hard phrase's words are its own: "address book" names no book.
        if m.value.1, m.words.count > 1 { skip = m.words.count }
        // Talk to the assistant names the domain only when nothing else does ("cancel my meeting").
        if m.value.1 {
          if scan.hard == nil || scan.hard == .conversation { scan.hard = m.value.0 }
        } else if scan.soft == nil {
          scan.soft = m.value.0
        }
        if m.value.0 == .game, m.phrase != "game" || isPlayedGame(at: i, in: range) { scan.game = true }
      }
      if starts, !scan.cue, mediaCues.match(wordKeys, at: i, limit: range.upperBound) != nil { scan.cue = true }
      if starts, !scan.sound, soundCues.match(wordKeys, at: i, limit: range.upperBound) != nil { scan.sound = true }
      if starts, !scan.weak, weakMediaCues.match(wordKeys, at: i, limit: range.upperBound) != nil { scan.weak = true }
      // "… with me", "… against me": played with someone.
      if i + 2 == range.upperBound, ["with", "against"].contains(wordKeys[i]), ["me", "us", "you"].contains(wordKeys[i + 1]) { scan.game = true }
      i += skip
    }
    return scan
  }

  /// A not-media frame when nothing in the request is about listening; nil for a media request.
  mutating func findNotMedia() -> MediaRequest? {
    guard start < end else { return nil }
    // A media app named ("open Spotify") is a media request.
    if appName != nil { return nil }
    // "do not respond": Siri's own system request, read by its own rule.
    if EnglishParser.otherSystem.match(wordKeys, at: start, limit: end) != nil { return nil }
    // A judgement of what plays that names it ("that's a good song") is a like or a dislike.
    if opensJudgement(), Judgement.mayStart(words[start]), Judgement.namesMedia(words[start..<end]), Judgement.affinity(words[start..<end]) != nil {
      return nil
    }
    // "how about some jazz", "what about Khalid": a suggestion of something to play.
    if end - start >= 3, wordKeys[start + 1] == "about", ["how", "what"].contains(wordKeys[start]) {
      let scan = scanCues(start + 2..<end)
      if scan.hard == nil, scan.soft == nil, !scan.game, namesMediaToPlay(start + 2..<end) { return nil }
    }
    // "let's play charades" (`EnglishParser+NotMediaShapes`).
    if let request = playedTogether() { return request }
    var leadLength = 0
    var listening = false
    var playing = false
    var hearing = false
    if let m = EnglishParser.playVerbs.match(wordKeys, at: start, limit: end) ?? EnglishParser.shuffleVerbs.match(wordKeys, at: start, limit: end)
      ?? EnglishParser.resumeVerbs.match(wordKeys, at: start, limit: end)
    {
      leadLength = m.words.count
      // The lead's words, as their keys (the words said, which the entry's words are).
      let lead = wordKeys[start..<start + leadLength]
      // ("resume playing X", "continue playing X": playing, as "play X" is.)
      playing = lead.contains { EnglishParser.playWords.contains($0) || $0 == "playing" } && !lead.contains("let's") && !lead.contains("lets")
      hearing = lead.contains("listen") || lead.contains("listening")
      listening = playing || lead.contains { EnglishParser.listeningVerbWords.contains($0) } || m.phrase == "put on" || m.phrase == "throw on"
        || EnglishParser.resumeVerbs.match(wordKeys, at: start, limit: end) != nil
    }
    // "open X and play", "Olly, open 'X'": a play verb joined later, or a quoted name after the
    // lead verb, makes a media request.
    if leadLength > 0, start + leadLength < end, tokens[start + leadLength].quoted { return nil }
    // After "play" only a thing of another domain, a sport or a game makes it no media request
    // (below): without one of their words there is nothing to scan for.
    if playing, !opens(.playedElsewhere) { return nil }
    // "read me my lists", "play back the last message" (`EnglishParser+DomainObjects`).
    if let request = listensToDomainThing(lead: leadLength) { return request }
    if end - start >= 3, let k = (start + 1..<end).last(where: { wordKeys[$0] == "play" && ["and", "then"].contains(wordKeys[$0 - 1]) }),
      (k + 1..<end).allSatisfy({ ["it", "please", "now", "for", "me"].contains(wordKeys[$0]) })
    {
      return nil
    }
    let scan = scanCues(start + (listening ? leadLength : 0)..<end, afterListening: listening)
    if listening {
      if scan.game, !scan.cue, !namesKnownRun(start + leadLength..<end) { return notMedia(.game, rule: "notMedia.game") }
      if playing, !scan.cue, playsASport(start + leadLength..<end) { return notMedia(.game, rule: "notMedia.sport") }
      // "listen to the news" is listened to; "listen to a joke" is told by Siri.
      if !playing, !hearing || scan.hard == .joke, let hard = scan.hard, !scan.cue { return notMedia(hard, rule: "notMedia.domain") }
      return nil
    }
    if scan.sound { return nil }
    if let request = editsLibrary() { return request }
    if let verb = addVerb() {
      // Where it adds to decides: "to my shopping list", "to contacts".
      var target = verb
      for k in verb..<end where EnglishParser.targetWords.contains(wordKeys[k]) { target = k }
      let destination = scanCues(target..<end)
      if scan.cue { return nil }
      let hasTarget = target > verb
      if let hard = hasTarget ? destination.hard : scan.hard, !hasTarget || EnglishParser.addTargets.contains(hard) {
        return notMedia(hard, rule: "notMedia.addTarget")
      }
      if let elsewhere = addsElsewhere(verb: verb, target: target) { return notMedia(elsewhere, rule: "notMedia.addElsewhere") }
      // "add eggs to the list", "add an event": a list or a calendar with no name of its own.
      let named = (target..<end).contains { !EnglishLexicon.determiners.contains(wordKeys[$0]) && !EnglishParser.targetWords.contains(wordKeys[$0]) && EnglishParser.notMediaDomains.match(wordKeys, at: $0, limit: end) == nil }
      // A name the app knows is added as media ("add Khalid to my list").
      if let soft = destination.soft ?? scan.soft, soft == .calendar || soft == .lists && !named, !namesKnownItem(verb..<target) {
        return notMedia(soft, rule: "notMedia.addTarget")
      }
      return nil
    }
    if let hard = scan.hard, !kindCarriesContent() { return notMedia(hard, rule: "notMedia.domain") }
    // "shut it off", "switch that off": what plays turned off (only its objects after it).
    // "hold for the next hour": a pause for a while.
    if let k = lead(EnglishParser.pauseLeads), wordKeys[k - 1] == "off" && k - start > 2 && onlyObjects(k) || forDuration(k) { return nil }
    if scan.cue || knowsWholeName() || namesFrequency() || namesKnownTitleByArtist() { return nil }
    // "next item", "stop it": a transport word first.
    if EnglishParser.weakMediaCues.match(wordKeys, at: start, limit: end) != nil { return nil }
    let asks = EnglishParser.questionStarts.contains(wordKeys[start]) || tokens[end - 1].text.hasSuffix("?")
    if asks { return notMedia(.question, rule: "notMedia.question") }
    if let soft = scan.soft { return notMedia(soft, rule: "notMedia.domain") }
    if EnglishParser.searchVerbs.match(wordKeys, at: start, limit: end) != nil { return notMedia(.question, rule: "notMedia.search") }
    if scan.weak, weakCueActs(start..<end) { return nil }
    return notMedia(.other, rule: "notMedia.noCue")
  }

  /// Where the words after an add verb begin, when the request adds something: a verb at the
  /// start ("add X to Y", not "add up 2 and 3") or an add word later ("I want X added to Y",
  /// "move X to my Y list", "Y needs X").
  func addVerb() -> Int? {
    if let m = EnglishParser.addVerbs.match(wordKeys, at: start, limit: end), !(start + 1 < end && wordKeys[start + 1] == "up") {
      return start + m.words.count
    }
    for i in start + 1..<end where EnglishParser.laterAddWords.contains(wordKeys[i]) { return i + 1 }
    return nil
  }

  /// Whether the words after the lead verb (or all of them) are a name the catalog or the
  /// vocabulary knows ("Hey Jude", "give me Khalid"), or a genre or mood ("some jazz").
  func knowsWholeName() -> Bool {
    var from = start
    if let m = EnglishParser.playVerbs.match(wordKeys, at: start, limit: end) ?? EnglishParser.searchVerbs.match(wordKeys, at: start, limit: end),
      start + m.words.count < end
    {
      from += m.words.count
    }
    while from < end - 1, EnglishLexicon.determiners.contains(wordKeys[from]) || wordKeys[from] == "some" { from += 1 }
    // "any one, olly", "that one": a lone generic or number word after a determiner, with no verb,
    // is a pronoun ("anyone"), not the catalog's title "One".
    if from == end - 1, from > start, from == (start..<end).first(where: { !EnglishLexicon.determiners.contains(wordKeys[$0]) }),
      EnglishLexicon.genericWords.contains(wordKeys[from]) || NumberWords.isNumberWord(words[from]), EnglishParser.playVerbs.match(wordKeys, at: start, limit: end) == nil
    {
      return false
    }
    let text = spoken(from..<end)
    if context.isKnownTitle(text) || context.isKnownArtist(text) { return true }
    if let m = EnglishParser.genres.match(wordKeys, at: from, limit: end), from + m.words.count == end { return true }
    if let m = EnglishParser.moods.match(wordKeys, at: from, limit: end), from + m.words.count == end { return true }
    let key = TextNormalizer.key(text)
    return context.vocabularyKeys.contains { $0.key == key }
  }

  /// Whether the word at `i` is capitalised inside a capitalised run (a name's word).
  func insideCapitalisedName(_ i: Int) -> Bool {
    isCapitalisedWord(i) && (isTitleCased(i - 1) || i + 1 < tokens.count && isTitleCased(i + 1))
  }

  /// Whether a run of the words between "by"/"from" is a title or an artist the catalog knows
  /// ("play Don't Know Why from Come Away with Me": "with me" is the album's, not a game's).
  func namesKnownRun(_ range: Range<Int>) -> Bool {
    var a = range.lowerBound
    while a < range.upperBound {
      var b = a
      while b < range.upperBound, !Self.runSplitters.contains(wordKeys[b]) { b += 1 }
      var from = a
      while from < b - 1, EnglishLexicon.determiners.contains(wordKeys[from]) { from += 1 }
      if from < b, b - from <= 8 {
        let text = spoken(from..<b)
        if context.isKnownTitle(text) || context.isKnownArtist(text) { return true }
      }
      a = b + 1
    }
    return false
  }

  /// "One by U2", "siri, Again by Janet Jackson": a title and its artist the catalog has together.
  func namesKnownTitleByArtist() -> Bool {
    guard opens(.knownTitleByArtist), let b = (start + 1..<max(start + 1, end - 1)).first(where: { wordKeys[$0] == "by" }), b - start <= 8, end - b <= 7 else { return false }
    return isKnownTitle(start..<b) && titleOfArtistAfter(start..<b, splitter: b)
  }

  mutating func notMedia(_ domain: NotMediaDomain, rule: String) -> MediaRequest {
    trace.rule = rule
    use(start..<end, "not media", field: "notMediaRequest", value: domain.rawValue)
    return MediaRequest(.notMedia(NotMediaRequest(domain: domain)), appName: appName)
  }
}
