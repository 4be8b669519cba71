/// Requests that are not about listening by their shape, asked by `findNotMedia` after the
/// media verbs and cues (`Lexicon/NotMediaTargetWords.swift`):
///
/// - a game played together or a sport played: "let's play charades", "can we play twenty
///   questions", "play golf", "play a racing game", "play the game Lost Kingdom" (but "play the
///   Lakers game", a broadcast, and "let's play some jazz" stay media);
/// - an add request that files something elsewhere: under a date or a clock time ("add dinner
///   with Sam on 3 June at 7pm"), on a list of things ("add Tom to my list of guests"; "my chill
///   list" may be a playlist), or that is itself an appointment, an email or a note;
/// - a verb that edits a library or a list ("delete my old workout playlist", "create a list of
///   gifts"): SiriKit has no intent for it, so Siri never hands it to a media app.
///
/// A name the catalog or the vocabulary knows keeps any of these a media request.
extension EnglishParser {
  static let sportTable = table(EnglishLexicon.NotMediaTargets.sports)
  static let togetherLeads = table(EnglishLexicon.NotMediaTargets.togetherLeads)
  static let relativeDateEnds = table(EnglishLexicon.NotMediaTargets.relativeDateEnds)
}

extension Work {
  typealias TargetWords = EnglishLexicon.NotMediaTargets

  /// "let's play X", "do you want to play": a game played with the assistant, unless what is to
  /// be played names media (a cue word, a genre or mood, a name the app knows).
  mutating func playedTogether() -> MediaRequest? {
    guard let m = EnglishParser.togetherLeads.match(wordKeys, at: start, limit: end) else { return nil }
    let object = start + m.words.count..<end
    if object.isEmpty { return notMedia(.game, rule: "notMedia.playTogether") }
    guard !namesMediaToPlay(object) else { return nil }
    return notMedia(.game, rule: "notMedia.playTogether")
  }

  /// Whether the words after a play verb name something to listen to: a media cue, a sound
  /// word, a genre, a mood, a decade or a name the catalog or vocabulary knows.
  func namesMediaToPlay(_ r: Range<Int>) -> Bool {
    let scan = scanCues(r, afterListening: true)
    if scan.cue || scan.sound || namesKnownRun(r) { return true }
    for i in r {
      // A genre or mood said as one ("some jazz", "chill music"), not a word of a name ("space
      // invaders"): it ends the words or a joining word follows it.
      if let m = EnglishParser.genres.match(wordKeys, at: i, limit: r.upperBound) ?? EnglishParser.moods.match(wordKeys, at: i, limit: r.upperBound) {
        let next = i + m.words.count
        if next == r.upperBound || TargetWords.afterStyle.contains(wordKeys[next]) { return true }
      }
      if EnglishParser.decadeWords.contains(wordKeys[i]) { return true }
    }
    let key = TextNormalizer.key(spoken(r))
    return context.vocabularyKeys.contains { $0.key == key }
  }

  /// "play golf", "play some tennis with me", "play a round of darts": a sport or game said as
  /// the whole object of the verb, with only company, a match or a time after it.
  func playsASport(_ r: Range<Int>) -> Bool {
    var i = r.lowerBound
    while i < r.upperBound, ["some", "a", "game", "of", "round", "me", "us", "for"].contains(wordKeys[i]) { i += 1 }
    guard let m = EnglishParser.sportTable.match(wordKeys, at: i, limit: r.upperBound) else { return false }
    return (i + m.words.count..<r.upperBound).allSatisfy { TargetWords.sportTails.contains(wordKeys[$0]) } && !namesKnownRun(r)
  }

  /// Whether "game" at `i` (inside the object `r` of a play verb) is a game to play: owned or
  /// indefinite ("my cricket game", "a racing game"), before its name ("the game Lost Kingdom"),
  /// or without "the" ("play Speed Racer 2 game"). "the Lakers game (tonight)" is a broadcast.
  func isPlayedGame(at i: Int, in r: Range<Int>) -> Bool {
    if i > r.lowerBound, TargetWords.playedGameLeads.contains(wordKeys[i - 1]) { return true }
    if TargetWords.playedGameLeads.contains(wordKeys[r.lowerBound]) { return true }
    let endsName = i + 1 == r.upperBound || TargetWords.afterBroadcastGame.contains(wordKeys[i + 1])
    if endsName { return wordKeys[r.lowerBound] != "the" }
    return true
  }

  /// Where an add request with no media cue files what it adds instead of a playlist or the
  /// library: a date or time, a list that is no playlist, or the added thing's own domain.
  /// `verb` is where the added words begin, `target` where the destination's preposition is.
  func addsElsewhere(verb: Int, target: Int) -> NotMediaDomain? {
    let firstTarget = (verb..<end).first { EnglishParser.targetWords.contains(wordKeys[$0]) } ?? end
    guard let found = elsewhereDomain(verb: verb, firstTarget: firstTarget) else { return nil }
    // "add Khalid to my list": a name the app knows is added as media (asked last: the lookup
    // costs more than the words' tests, and most adds name no other place).
    return namesKnownItem(verb..<firstTarget) ? nil : found
  }

  func elsewhereDomain(verb: Int, firstTarget: Int) -> NotMediaDomain? {
    if namesDateOrTime(verb..<end) { return .calendar }
    // An appointment, an email or a reminder is what is added ("add lunch appointment to …").
    // Anything with a domain of its own that is put somewhere ("put the vacuum on", "add this
    // email to the folder"); talk to the assistant names none, and a word of a capitalised name
    // is the name's ("add Pizza Party to …").
    if let hard = scanCues(verb..<firstTarget, afterListening: true).hard, hard != .conversation { return hard }
    // "to my list of clients", "on my list to do": a list of things. A name before "list" may
    // be a playlist's ("my chill list"), so only the list's own "of"/"to" says so.
    if firstTarget < end, (firstTarget..<end - 1).contains(where: { TargetWords.listWords.contains(wordKeys[$0]) && ["of", "to", "for"].contains(wordKeys[$0 + 1]) }) {
      return .lists
    }
    // "add a new list", "add new items": a list word as what is added.
    if firstTarget == end, (verb..<end).contains(where: { TargetWords.listWords.contains(wordKeys[$0]) || ["item", "items"].contains(wordKeys[$0]) }) { return .lists }
    return nil
  }

  /// Whether the added words are a name the app knows, with more than a determiner said
  /// ("add something to my list" adds no title "Something").
  func namesKnownItem(_ r: Range<Int>) -> Bool {
    r.contains { !EnglishLexicon.determiners.contains(wordKeys[$0]) } && namesKnownRun(r)
  }

  /// A date or a clock time: "on 26 May", "June 3rd", "at 7pm", "ten o'clock", "on Friday",
  /// "… next week".
  func namesDateOrTime(_ r: Range<Int>) -> Bool {
    guard !r.isEmpty else { return false }
    for i in r {
      let w = wordKeys[i]
      if TargetWords.months.contains(w) {
        // A month beside a day: "26 March", "January 2nd", "feb four".
        if i > r.lowerBound, isDayNumber(i - 1) { return true }
        if i + 1 < r.upperBound, isDayNumber(i + 1) { return true }
      } else if TargetWords.weekdays.contains(w) {
        if i > r.lowerBound, TargetWords.weekdayLeads.contains(wordKeys[i - 1]) { return true }
      } else if TargetWords.clockWords.contains(w) {
        if i > r.lowerBound, isDayNumber(i - 1) { return true }
      } else if isClockTime(words[i]) {
        return true
      } else if w == "p", i + 1 < r.upperBound, wordKeys[i + 1] == "m", i > r.lowerBound, isDayNumber(i - 1) {
        return true
      }
    }
    if let m = EnglishParser.relativeDateEnds.match(wordKeys, endingAt: r.upperBound, from: r.lowerBound), r.upperBound - m.words.count >= r.lowerBound + 2 {
      return true
    }
    return false
  }

  /// A number or an ordinal that may be a day or an hour: "26", "2nd", "fourth", "ten".
  func isDayNumber(_ i: Int) -> Bool {
    let w = words[i]
    if let f = w.utf8.first, f >= UInt8(ascii: "0"), f <= UInt8(ascii: "9") {
      return w.utf8.count <= 4
    }
    return NumberWords.isNumberWord(w)
  }

  /// "7pm", "12:30pm", "5am": digits with the clock's half of the day.
  func isClockTime(_ w: String) -> Bool {
    // Cheap first: a clock time starts with a digit (most words do not; no copy for them).
    guard let f = w.utf8.first, f >= UInt8(ascii: "0"), f <= UInt8(ascii: "9") else { return false }
    let b = Array(w.utf8)
    guard b.count >= 3, b.count <= 7, let f = b.first, f >= UInt8(ascii: "0"), f <= UInt8(ascii: "9") else { return false }
    let tail = b.suffix(2)
    return tail.last == UInt8(ascii: "m") && (tail.first == UInt8(ascii: "a") || tail.first == UInt8(ascii: "p"))
      && b.dropLast(2).allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ":") }
  }

  /// "delete my old playlist", "remove this song from the list": an edit SiriKit cannot ask for.
  mutating func editsLibrary() -> MediaRequest? {
    // "create a list of gifts", "make a new list": a list of things made.
    if TargetWords.makeVerbs.contains(wordKeys[start]), (start + 1..<min(end, start + 5)).contains(where: { TargetWords.listWords.contains(wordKeys[$0]) }) {
      return notMedia(.lists, rule: "notMedia.edit")
    }
    guard TargetWords.editVerbs.contains(wordKeys[start]) else { return nil }
    // A title the app knows said alone ("Remove" the song) is a name, read elsewhere.
    if start + 1 < end, namesKnownRun(start..<end), !namesKnownRun(start + 1..<end) { return nil }
    return notMedia(scanCues(start..<end).hard ?? .other, rule: "notMedia.edit")
  }
}
