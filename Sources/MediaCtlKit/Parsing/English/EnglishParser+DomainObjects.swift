/// A listening verb whose object is a thing of another domain, said as that thing: "read me my
/// lists", "read out my notes from today", "play back the last message", "play my voicemails",
/// "shuffle the light colours". Siri reads messages, lists and notes itself and drives the
/// lights; nothing reaches a media app. The thing must be what the verb acts on (its first
/// word after determiners and words of recency), so "play Message in a Bottle", "read me the
/// notes of this album" and a name the catalog or vocabulary knows stay media requests.
extension EnglishLexicon {
  enum DomainObjects {
    /// Verbs that read aloud: any domain's thing can be read ("read me my lists").
    static let readVerbs: WordSet = ["read"]
    /// Words said between the verb and the thing ("play back the last three messages").
    static let beforeThing: WordSet = [
      "back", "out", "aloud", "me", "us", "the", "my", "our", "a", "an", "all", "any", "new", "newest", "latest", "last",
      "recent", "unread", "current", "first", "today's", "todays", "yesterday's", "those", "these", "that", "this",
      "two", "three", "four", "five", "few", "most", "received", "missed",
    ]
    /// Words that may follow a played message or voicemail ("play the message from Sam").
    static let afterPlayedThing: WordSet = ["from", "i", "that", "sent", "left", "you", "he", "she", "they", "received", "of", "please", "again"]
    /// Domains whose things are read wherever they are named after "read" ("read back what I
    /// put on my shopping list"); a word of travel or events may be a book's ("read me a story
    /// about a train").
    static let readDomains: Set<NotMediaDomain> = [.lists, .email, .message, .calendar, .reminder, .call, .weather]
    /// Domains whose things Siri plays or reads itself after "play".
    static let playedDomains: Set<NotMediaDomain> = [.message, .email, .call, .alarm, .reminder]
  }
}

extension Work {
  /// The not-media frame when the object of the listening verb `lead` words long is a thing
  /// of another domain; nil otherwise.
  mutating func listensToDomainThing(lead: Int) -> MediaRequest? {
    typealias Words = EnglishLexicon.DomainObjects
    guard lead > 0, start + lead < end else { return nil }
    let verbs = wordKeys[start..<start + lead]
    let reads = verbs.contains { Words.readVerbs.contains($0) }
    let shuffles = verbs.contains("shuffle")
    let plays = verbs.contains("play")
    guard reads || shuffles || plays else { return nil }
    let object = start + lead..<end
    // The thing is the first word after determiners and words of recency: found before
    // anything is scanned (most play requests stop here).
    var i = object.lowerBound
    while i < end, Words.beforeThing.contains(wordKeys[i]) { i += 1 }
    // (The table first: most words start no domain phrase, and capitals are then not asked.)
    let head = i < end ? EnglishParser.notMediaDomains.match(wordKeys, at: i, limit: end).flatMap { insideCapitalisedName(i) ? nil : $0 } : nil
    if !reads {
      guard let head else { return nil }
      let domain = head.value.0
      let after = i + head.words.count
      // "shuffle the lamp colours"; "play the message from Sam", "play my voicemails".
      let shuffled = shuffles && domain == .homeControl
      let played = plays && Words.playedDomains.contains(domain) && (after == end || Words.afterPlayedThing.contains(wordKeys[after]))
      guard shuffled || played else { return nil }
    }
    // A domain word inside a capitalised name is the name's ("read The Weather Diaries").
    let scan = scanCues(object, afterListening: true)
    guard !scan.cue, !scan.sound, !namesKnownRun(object) else { return nil }
    if let head, !reads || ![.game, .conversation, .news].contains(head.value.0) { return notMedia(head.value.0, rule: "notMedia.domainObject") }
    // "read back what I wrote on my shopping list": a thing of its own domain anywhere in what is read.
    if reads, let hard = scan.hard, Words.readDomains.contains(hard) { return notMedia(hard, rule: "notMedia.domainObject") }
    return nil
  }
}
