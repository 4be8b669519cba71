import Foundation

/// Choosing the intent from the verb; play requests and affinity.
extension Work {
  static let phrasalTails: WordSet = ["at", "for", "please", "now", "shuffle", "shuffled", "repeat", "next", "later", "again", "loud", "in", "and", "so", "right"]
  /// Options a play request may carry.
  struct PlayOptions {
    var playShuffled: Bool?
    var repeatRequested = false
    var resumePlayback: Bool?
    var queueLocation: PlaybackQueueLocation = .unknown
    var speed: Double?
  }

  mutating func findIntent() -> MediaRequest {
    var options = PlayOptions()
    findLeadingQueueWords(&options)
    skipToHowAbout()
    // "tell me a playlist", "do you hear songs of X": words that ask, not what to play.
    // (The first word before the list of leads is made: most requests start otherwise.)
    if start < end && (wordKeys[start] == "tell" || wordKeys[start] == "do") {
      for lead in ["tell me", "do you hear"] where phrase(lead, at: start) && start + 2 < end {
        use(start..<start + 2 + (lead == "do you hear" ? 1 : 0), "filler")
        start += lead == "do you hear" ? 3 : 2
        break
      }
    }
    // Affinity: "I don't like this", "I love pop music", "never play this again"; not "I like to listen to jazz".
    let playLead = EnglishParser.playVerbs.match(wordKeys, at: start, limit: end)?.words.count ?? 0
    // ("Love In Paris needs some Frank Farian": a playlist that needs something is an add.)
    if let m = EnglishParser.dislikes.match(wordKeys, at: start, limit: end) ?? EnglishParser.likes.match(wordKeys, at: start, limit: end),
      start + m.words.count <= end, m.words.count >= playLead, !(start + 1..<end).contains(where: { wordKeys[$0] == "needs" })
    {
      return affinity(m.value, verbLength: m.words.count)
    }
    // "this song is great", "this sucks".
    if let affinity = trailingJudgement() { return affinity }
    if phrasalPlayVerb() { return playObject(&options) }
    // A request that starts with "play" is an add only as "play X to my Y playlist"
    // (`mayAddAfterPlay`): otherwise the add readers, which would each look for a lead or an add
    // verb first, are not asked.
    if !(start < end && wordKeys[start] == "play") || mayAddAfterPlay() {
      if let request = addFrame(options: &options) { return request }
      // Add: "add X to my Y playlist", "put X on Y", "save this to my library".
      if let m = EnglishParser.addVerbs.match(wordKeys, at: start, limit: end), !(phrase("put on", at: start)),
        let request = add(verbLength: m.words.count, options: &options)
      {
        return request
      }
      if let request = addWithoutVerb(options: &options) { return request }
    }
    // Search: "find Billie Eilish", "search for …"; "find X and play it" is a play request.
    if let m = EnglishParser.searchVerbs.match(wordKeys, at: start, limit: end), start + m.words.count < end,
      !(start + m.words.count..<words.count).contains(where: { ["play", "queue", "playing"].contains(wordKeys[$0]) && ["and", "then"].contains(wordKeys[$0 - 1]) })
    {
      use(start..<start + m.words.count, "verb", field: "intent", value: IntentKind.searchForMedia.rawValue)
      start += m.words.count
      trace.rule = "search.object"
      let search = parseObject(&options, allowOptions: false)
      return MediaRequest(.intent(.searchForMedia(SearchForMediaIntent(mediaSearch: search))), appName: appName)
    }
    // Play, with the verbs that also set an option.
    if let m = EnglishParser.resumeVerbs.match(wordKeys, at: start, limit: end) {
      use(start..<start + m.words.count, "verb", field: "resumePlayback", value: "true")
      options.resumePlayback = true
      start += m.words.count
      if let p = EnglishParser.playVerbs.match(wordKeys, at: start, limit: end), start + p.words.count < end {
        use(start..<start + p.words.count, "verb")
        start += p.words.count
      }
    } else if let m = EnglishParser.shuffleVerbs.match(wordKeys, at: start, limit: end), start + m.words.count < end {
      use(start..<start + m.words.count, "verb", field: "playShuffled", value: "true")
      options.playShuffled = true
      start += m.words.count
    } else if start + 1 < end, Self.repeatLeads.contains(wordKeys[start]), knownNameSpan(start..<end) == nil {
      // "repeat some jazz", "loop Fading": play it on repeat (the mode-setting reader took
      // "repeat this song" and "repeat all" before).
      use(start..<start + 1, "verb", field: "playbackRepeatMode", value: "repeat")
      options.repeatRequested = true
      start += 1
      stripFillers()
    } else if let m = EnglishParser.searchVerbs.match(wordKeys, at: start, limit: end), start + m.words.count < end {
      // "find X and play it": the search verb opens a play request; "and play it" goes.
      use(start..<start + m.words.count, "verb", field: "intent", value: IntentKind.play.rawValue)
      start += m.words.count
      if let k = (start + 1..<end).first(where: { ["play", "queue", "playing"].contains(wordKeys[$0]) && ["and", "then"].contains(wordKeys[$0 - 1]) }) {
        let after = (k + 1..<end).filter { !["it", "them", "for", "me", "all", "please", "now", "this"].contains(wordKeys[$0]) }
        if after.isEmpty || k - 1 == start {
          if k - 1 == start { use(start..<k + 1, "filler"); start = k + 1 } else { use(k - 1..<end, "filler"); end = k - 1 }
        }
      }
      stripFillers()
    } else if let m = EnglishParser.playVerbs.match(wordKeys, at: start, limit: end) {
      var n = m.words.count
      // "Play Me Against The World": a capitalised "Me" that opens a capitalised run is the title's.
      if n == 2, m.words[1] == "me", start + 2 < end, isCapitalisedWord(start + 1), isTitleCased(start + 2) { n = 1 }
      // "play ME!": a pronoun that ends the request names nothing to play for; a title the
      // catalog knows does.
      if n == 2, start + 2 == end, Work.objectPronouns.contains(wordKeys[start + 1]), isKnownTitle(start + 1..<end) { n = 1 }
      use(start..<start + n, "verb", field: "intent", value: IntentKind.play.rawValue)
      start += n
      // "play me", "put on some", "play the song …": fillers after the verb.
      stripFillers()
    } else if phrase("put", at: start), start + 1 < end {
      // "put my Family Road Trip playlist" (no destination, so not an add): put it on.
      use(start..<start + 1, "verb", field: "intent", value: IntentKind.play.rawValue)
      start += 1
    }
    return playObject(&options)
  }

  /// "put the newest episode of The Daily on at one and a half speed", "throw Khalid on": the
  /// phrasal verb "put X on" plays X (what follows "on" is options, not a destination). The verb
  /// is used up; "on" is taken out of the words.
  mutating func phrasalPlayVerb() -> Bool {
    guard end - start >= 3, ["put", "throw", "pop", "stick", "chuck", "slap"].contains(wordKeys[start]) else { return false }
    guard let k = (start + 2..<end).last(where: { wordKeys[$0] == "on" && ($0 + 1 == end || Self.phrasalTails.contains(wordKeys[$0 + 1])) }) else { return false }
    use(start..<start + 1, "verb", field: "intent", value: IntentKind.play.rawValue)
    // "on shuffle", "on repeat" stay whole for the options.
    if k + 1 == end || !["shuffle", "shuffled", "repeat", "loop"].contains(wordKeys[k + 1]) {
      use(k..<k + 1, "verb")
      removeSpan(k..<k + 1)
    }
    start += 1
    trace.rule = "play.put-on"
    return true
  }

  /// The rest of the words as what to play, with its options.
  mutating func playObject(_ options: inout PlayOptions) -> MediaRequest {
    trace.rule = trace.rule.isEmpty ? "play.object" : trace.rule
    dropSecondPlayVerb()
    // "radio on", "music on": switched on, not a name.
    if end - start == 2, wordKeys[end - 1] == "on", EnglishParser.typeWords.match(wordKeys, at: start, limit: end) != nil || EnglishLexicon.genericWords.contains(wordKeys[start]) {
      use(end - 1..<end, "verb")
      end -= 1
    }
    // "play my favorite station at nine pm": when (no field carries it).
    if end - start >= 4, Self.clockWords.contains(wordKeys[end - 1]), wordKeys[end - 3] == "at", NumberWords.isNumberWord(words[end - 2]) || words[end - 2].utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      use(end - 3..<end, "filler")
      end -= 3
    }
    let reading = readingFrame()
    var search = parseObject(&options, allowOptions: true)
    if reading, var s = search, s.mediaType == .unknown, s.reference == .unknown, context.app.declaresCategory(of: .audioBook) {
      s.mediaType = .audioBook
      trace.note("rule", "reading", "mediaSearch.mediaType", "audioBook")
      search = s
    }
    // (The repeat mode first, and the intent built in place: the search and the intent move into
    // the request instead of being copied and their originals released.)
    let mode = options.repeatRequested ? repeatMode(for: search) : .unknown
    return MediaRequest(
      .intent(
        .play(
          PlayMediaIntent(
            playShuffled: options.playShuffled, playbackRepeatMode: mode, resumePlayback: options.resumePlayback,
            playbackQueueLocation: options.queueLocation, playbackSpeed: options.speed, mediaSearch: consume search))),
      appName: appName)
  }

  /// "resume the reading of the French lesson", "start reading Fifty Shades of Grey": what is
  /// read is a book.
  mutating func readingFrame() -> Bool {
    var k = start
    if k + 1 < end, wordKeys[k] == "the" { k += 1 }
    if k + 1 < end, wordKeys[k] == "reading" {
      k += 1
      if k + 1 < end, wordKeys[k] == "of" { k += 1 }
      use(start..<k, "filler")
      start = k
      return true
    }
    return start > 0 && wordKeys[start - 1] == "reading" && used[start - 1]
  }

  static let clockWords: WordSet = ["pm", "am", "o'clock", "oclock"]
  static let repeatLeads: WordSet = ["repeat", "loop"]

  static let secondPlayVerbs: WordSet = ["play", "play me", "play us", "start playing", "listen to", "let me hear"]

  /// "open the X playlist and play songs", "I want to hear Aki Nawaz, play the song Fair Annie",
  /// "pull up and play something": a second play verb joins two halves of one request; the
  /// verb goes and both halves are read as one object.
  mutating func dropSecondPlayVerb() {
    var k = start
    while k < end {
      let joined = wordKeys[k] == "and" || wordKeys[k] == "then" ? 1 : 0
      // At the start only a repeated lowercase "play" ("play Listen To The Mocking Bird" is a title).
      let repeated = k == start && tokens[k].text == "play"
      guard joined == 1 || repeated || k > start && tokens[k - 1].commaAfter,
        let v = EnglishParser.playVerbs.match(wordKeys, at: k + joined, limit: end), Self.secondPlayVerbs.contains(v.phrase),
        k + joined + v.words.count < end
      else { k += 1; continue }
      let range = k..<k + joined + v.words.count
      use(range, "verb")
      removeSpan(range)
    }
  }

  /// One for a single item, all for a collection (behaviours §3).
  func repeatMode(for search: MediaSearch?) -> PlaybackRepeatMode {
    guard let search else { return .all }
    if search.mediaType.isCollection { return .all }
    if search.mediaType == .song || search.mediaType == .podcastEpisode || search.mediaType == .audioBook { return .one }
    if search.mediaName == nil { return .all }
    if let name = search.mediaName, context.isKnownArtist(name) { return .all }
    return .one
  }

  /// "I want some music how about playing my workout playlist": the request after "how about".
  mutating func skipToHowAbout() {
    guard end - start >= 3, let k = (start..<end - 2).first(where: { wordKeys[$0 + 1] == "about" && (wordKeys[$0] == "how" || wordKeys[$0] == "what") }) else { return }
    var s = k + 2
    if ["playing", "play", "we", "you"].contains(wordKeys[s]), s + 1 < end { s += 1 }
    if wordKeys[s - 1] == "we" || wordKeys[s - 1] == "you", wordKeys[s] == "play", s + 1 < end { s += 1 }
    use(start..<s, "filler")
    start = s
  }

  /// "after this play me X", "next play X".
  static let queueLeadFirstWords: WordSet = ["after", "next", "up", "later"]

  mutating func findLeadingQueueWords(_ options: inout PlayOptions) {
    guard start < end, Self.queueLeadFirstWords.contains(wordKeys[start]) else { return }
    for (p, location) in [("after this song", PlaybackQueueLocation.next), ("after this one", .next), ("after this", .next), ("after that", .next), ("next up", .next), ("up next", .next), ("later", .later), ("next", .next)] {
      // "next play atmosphere": a bare "next" only before a play verb.
      if p == "next", EnglishParser.playVerbs.match(wordKeys, at: start + 1, limit: end) == nil { continue }
      if phrase(p, at: start), start + p.split(separator: " ").count < end {
        let n = p.split(separator: " ").count
        use(start..<start + n, "option", field: "playbackQueueLocation", value: location.name)
        options.queueLocation = location
        start += n
        stripFillers()
        return
      }
    }
  }

  mutating func trailingJudgement() -> MediaRequest? {
    // "this song is great", "that's a good song", "the track you're playing is not good".
    guard start < end, opensJudgement(), Judgement.mayStart(words[start]), let type = Judgement.affinity(words[start..<end]) else { return nil }
    trace.rule = "affinity.judgement"
    var search = MediaSearch(reference: .currentlyPlaying)
    if end - start > 1, let t = EnglishParser.typeWords.match(wordKeys, at: start + 1, limit: end), context.app.declaresCategory(of: t.value) {
      search.mediaType = t.value
    }
    use(start..<end, "rule", field: "affinityType", value: type.name)
    return MediaRequest(.intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search, affinityType: type))), appName: appName)
  }

  mutating func affinity(_ type: MediaAffinityType, verbLength: Int) -> MediaRequest {
    use(start..<start + verbLength, "verb", field: "affinityType", value: type.name)
    start += verbLength
    trace.rule = "affinity.object"
    // "never play this again", "don't play this song anymore".
    while end > start, ["again", "anymore", "any more", "ever", "ever again", "please", "much", "a lot", "so much", "very much", "at all"].contains(wordKeys[end - 1]) {
      use(end - 1..<end, "filler")
      end -= 1
    }
    var options = PlayOptions()
    var search = start < end ? parseObject(&options, allowOptions: false) : MediaSearch(reference: .currentlyPlaying)
    // "my favorite singer is Shakira": the name is the artist; "my favorite genre is jazz".
    let verb = words[max(0, start - verbLength)..<start]
    if var s = search, let name = s.mediaName, s.artistName == nil, verb.contains(where: { ["singer", "band", "artist", "rapper", "group"].contains($0) }) {
      s.artistName = name
      s.mediaName = nil
      if s.mediaType == .artist { s.mediaType = .unknown }
      trace.note("rule", name, "mediaSearch.artistName", name)
      search = s
    }
    return MediaRequest(
      .intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search ?? MediaSearch(reference: .currentlyPlaying), affinityType: type))),
      appName: appName)
  }
}
