import Foundation

/// Choosing the intent from the verb, and the add intent's destination.
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
    if let request = addFrame(options: &options) { return request }
    // Add: "add X to my Y playlist", "put X on Y", "save this to my library".
    if let m = EnglishParser.addVerbs.match(wordKeys, at: start, limit: end), !(phrase("put on", at: start)),
      let request = add(verbLength: m.words.count, options: &options)
    {
      return request
    }
    if let request = addWithoutVerb(options: &options) { return request }
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

  static let libraryWords: WordSet = [
    "library", "music library", "collection", "my music", "favorites", "favourites", "liked songs",
    "saved songs", "songs", "likes", "my library", "my collection", "my favorites", "my favourites",
  ]

  static let libraryPhrases = EnglishParser.table(Array(libraryWords))

  /// Whether words[from..<to] are exactly one of `libraryWords`.
  func saysLibrary(_ from: Int, _ to: Int) -> Bool {
    from < to && Self.libraryPhrases.match(wordKeys, at: from, limit: to)?.words.count == to - from
  }

  static let queuePhrases = EnglishParser.table(["queue", "the queue", "my queue", "play queue", "up next", "the up next", "playing queue", "next", "the list"])

  /// Words that may open a destination ("to my …", "to the …", "to Sara's …").
  static let destinationOpeners: WordSet = ["my", "the", "a", "our", "your", "his", "her", "their", "library", "queue", "this"]

  /// The preposition before the destination: the first "to"/"into"/"onto" that opens one
  /// ("add Back to Black to my playlist"), else the last; then the same for "in"/"on".
  /// The prepositions that open a destination, strongest group first.
  static let destinationPrepositions: [WordSet] = [["to", "into", "onto", "unto"], ["in", "on", "inside", "within", "onto"]]

  func destinationSplit(from verbEnd: Int) -> Int? {
    var fallback: Int?
    for preps in Self.destinationPrepositions {
      // The strongest opener wins, the first among equals: "to my"/"to Lea's" (an owner), then
      // "onto"/"into", then any other ("Add Back to the Future to my playlist", "Add … Welcome
      // to the Soil 6 onto my Café con Leche list").
      func strength(_ i: Int) -> Int {
        let w = words[i + 1]
        if w == "my" || w == "our" || isPossessive(i + 1) { return 3 }
        // "to the playlist X" ("add slave to the rhythm to the playlist Massive Soca Hits").
        if i + 2 < end, w == "the" || w == "a", EnglishLexicon.playlistWords.contains(wordKeys[i + 2]) { return 3 }
        guard Self.destinationOpeners.contains(w) || EnglishLexicon.playlistWords.contains(w) else { return 0 }
        return wordKeys[i] == "onto" || wordKeys[i] == "into" ? 2 : 1
      }
      // The prepositions of this group in one walk, without arrays: the first of the strongest,
      // the last, and the last that is not "to".
      var best = -1
      var opener: Int?
      var lastHit: Int?
      var lastNotTo: Int?
      for i in verbEnd..<end where preps.contains(wordKeys[i]) && i + 1 < end {
        let s = strength(i)
        if s > best { best = s; opener = i }
        lastHit = i
        if wordKeys[i] != "to" { lastNotTo = i }
      }
      // After a "to" that opens nothing, an "in"/"on" must open an owner's or a named playlist.
      if let opener, best > (fallback == nil ? 0 : 2) {
        return opener
      }
      // No "to" opens a destination ("put look to you on the playlist named X"): an "in"/"on"
      // that does wins over the last "to".
      if fallback == nil, let last = lastNotTo ?? lastHit { fallback = last }
    }
    return fallback
  }

  /// "add X to my Road Trip playlist": the item part and the destination.
  mutating func add(verbLength: Int, options: inout PlayOptions) -> MediaRequest? {
    let verbEnd = start + verbLength
    var split = destinationSplit(from: verbEnd)
    // "add to my library" (no item: the now-playing one), "add this".
    if split == nil {
      // "put my Family Road Trip playlist": "put" with nowhere to put it puts it on (plays it).
      if phrase("put", at: start), verbLength == 1 {
        return nil
      }
      if words[verbEnd..<end].contains(where: { EnglishLexicon.playlistWords.contains($0) || $0 == "library" }) {
        split = verbEnd - 1  // no item words
      } else if phrase("save", at: start) || phrase("add", at: start) {
        split = nil
      } else {
        return nil
      }
    }
    use(start..<verbEnd, "verb", field: "intent", value: IntentKind.add.rawValue)
    var destination: MediaDestination? = .library
    var itemEnd = end
    if let split, split >= verbEnd - 1 {
      let destStart = split + 1
      if Self.queuePhrases.match(wordKeys, at: destStart, limit: end)?.words.count == end - destStart || destStart < end && wordKeys[end - 1] == "queue" {
        // "add X to the queue" is a play request for later.
        let destText = words[destStart..<end].joined(separator: " ")
        use(max(split, verbEnd)..<end, "rule", field: "playbackQueueLocation", value: destText.contains("next") ? "next" : "later")
        options.queueLocation = destText.contains("next") ? .next : .later
        end = max(split, verbEnd)
        start = verbEnd
        trace.rule = "add.queue"
        let search = parseObject(&options, allowOptions: true)
        return MediaRequest(
          .intent(.play(PlayMediaIntent(playbackQueueLocation: options.queueLocation, mediaSearch: search))), appName: appName)
      }
      // "add this song to my favorites": favouriting is a like (Apple Music's favourites).
      if namesFavorites(destStart..<end) {
        use(max(split, verbEnd - 1)..<end, "rule", field: "affinityType", value: "like")
        end = max(split, verbEnd)
        start = verbEnd
        trace.rule = "affinity.favorites"
        var none = PlayOptions()
        let search = start < end ? parseObject(&none, allowOptions: false) : nil
        return MediaRequest(
          .intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search ?? MediaSearch(reference: .currentlyPlaying), affinityType: .like))),
          appName: appName)
      }
      // "add to my Club Hits playlist this song": the destination first, then the item.
      if split == verbEnd, let (destEnd, itemStart) = itemAfterDestination(from: destStart) {
        destination = parseDestination(destStart..<destEnd)
        use(split..<split + 1, "rule")
        if destEnd < itemStart { use(destEnd..<itemStart, "rule") }
        start = itemStart
        trace.rule = "add.\(destination?.mediaDestinationType.name ?? "none").first"
        return addRequest(destination: destination, options: &options)
      }
      destination = parseDestination(destStart..<end)
      if split >= verbEnd { use(split..<split + 1, "rule") }
      itemEnd = max(split, verbEnd)
    } else if !(phrase("save", at: start)) {
      destination = nil
    }
    start = verbEnd
    end = itemEnd
    trace.rule = "add.\(destination?.mediaDestinationType.name ?? "none")"
    return addRequest(destination: destination, options: &options)
  }

  static let favoriteWords: WordSet = ["favorites", "favourites", "favorite", "favourite", "faves"]
  static let favoriteListNoise: WordSet = ["my", "the", "our", "list", "playlist", "songs", "tracks", "top", "all", "time"]

  /// "my favorites", "my top ten favorites list", "my playlist favorites": the person's favourites,
  /// not a playlist of theirs (favouriting is a like).
  func namesFavorites(_ range: Range<Int>) -> Bool {
    guard range.contains(where: { Self.favoriteWords.contains(wordKeys[$0]) }) else { return false }
    return range.allSatisfy { Self.favoriteWords.contains(wordKeys[$0]) || Self.favoriteListNoise.contains(wordKeys[$0]) || NumberWords.isNumberWord(words[$0]) }
  }

  /// Where the item starts when the destination comes first: "add to my verano list a song by
  /// Andy Lee", "add to Isabella's Club Hits this song", "add to my mac 'n cheese playlist with
  /// Tsuzetsu", "add to playlist X the name Y". The destination keeps at least one word.
  func itemAfterDestination(from destStart: Int) -> (destEnd: Int, itemStart: Int)? {
    var k = destStart + 1
    while k < end {
      defer { k += 1 }
      // Not inside the destination's own opening ("the playlist", "my playlist").
      guard (destStart..<k).contains(where: { !Self.destinationOpeners.contains(wordKeys[$0]) && !EnglishLexicon.playlistWords.contains(wordKeys[$0]) }) else {
        continue
      }
      let next = k + 1 < end ? words[k + 1] : nil
      switch words[k] {
      case "with" where next != nil: return (k, k + 1)
      // (Not a capitalised "This" inside a capitalised name: "the Old Enough To Enjoy This playlist".)
      case "this" where next != "is" && next != "was" && !(isCapitalisedWord(k) && isTitleCased(k - 1)), "that" where next != "is" && next != "was": return (k, k)
      case "the", "a", "an":
        if let next, next == "name" || EnglishParser.typeWords.match(wordKeys, at: k + 1, limit: end) != nil { return (k, k) }
      case "my" where k > destStart && EnglishLexicon.playlistWords.contains(wordKeys[k - 1]):
        // "add to the funk soul disco playlist my favorite artist".
        if next != nil, EnglishParser.nonNameModifiers.match(wordKeys, at: k + 1, limit: end) != nil || EnglishParser.typeWords.match(wordKeys, at: k + 1, limit: end) != nil { return (k, k) }
      default: break
      }
    }
    return nil
  }

  /// The item part of an add request, read like a play object; a bare person's name is the artist.
  mutating func addRequest(destination: MediaDestination?, options: inout PlayOptions) -> MediaRequest {
    // "add the name Kids in the Street to …", "the song called X" aside: "the name X" introduces X.
    // (The first word before the list of leads is made.)
    if start < end && (wordKeys[start] == "the" || wordKeys[start] == "name") {
      for lead in ["the name", "the title", "name"] where phrase(lead, at: start) && start + lead.split(separator: " ").count < end {
        let n = lead.split(separator: " ").count
        use(start..<start + n, "filler")
        start += n
        introducedName = start
        break
      }
    }
    var search: MediaSearch?
    if start < end {
      readingAddItem = true
      search = readPlayingKind() ?? parseObject(&options, allowOptions: false)
    }
    if var s = search, let name = s.mediaName, s.artistName == nil, s.albumName == nil, s.mediaType == .unknown || s.mediaType == .artist,
      s.mediaType == .artist || context.isKnownArtist(name)
    {
      // "add Khalid to …" (an artist the catalog knows), "add the artist X to …": the artist is
      // added. A name of a person's shape the catalog does not know stays a mediaName: songs are
      // named after people as often ("Billie Jean", "Maggie May"), and the resolver's name-only
      // search still finds an artist of that name.
      s.artistName = name
      s.mediaName = nil
      trace.note("rule:person-name", name, "mediaSearch.artistName", name)
      search = s
    }
    if search == nil || search?.isEmpty == true {
      search = MediaSearch(reference: .currentlyPlaying)
    }
    return MediaRequest(.intent(.add(AddMediaIntent(mediaSearch: search, mediaDestination: destination))), appName: appName)
  }

  /// A person's name rather than a title: a known artist, or a common given name (or stage
  /// prefix such as "DJ") followed by one to three words that are not title words.
  ///
  /// `byShapeAlone`: whether two or three uncommon words with no given name count too ("Chantal
  /// Kreviazuk, Sister Ray"). Not for an added item: "add Spanish Harlem Incident to …", "add hold
  /// tight to …" are titles as often as names, and a mediaName the catalog does not know as a
  /// title still finds that artist's items (the resolver's name-only fallback).
  func looksLikePersonName(_ name: String, byShapeAlone: Bool = true) -> Bool {
    // One title key for both questions, and only when a known name can start with the word.
    let mayBeArtist = context.mayStartKnown(name, context.knownArtists)
    let mayBeTitle = context.mayStartKnown(name, context.knownTitles)
    if mayBeArtist || mayBeTitle {
      // The key's words, hashed one by one: the key itself is never joined.
      let key = TextNormalizer.tokens(name)[...]
      if mayBeArtist, context.knownArtists.contains(joining: key) { return true }
      if mayBeTitle, context.knownTitles.contains(joining: key) { return false }
    }
    let parts = Self.lowercasedNameParts(name)
    guard parts.count >= 2, parts.count <= 4, let first = parts.first else { return false }
    if parts.dropFirst().contains(where: { EnglishLexicon.titleWords.contains($0) || Self.hasDigit($0) }) { return false }
    if EnglishLexicon.givenNames.contains(first) { return true }
    // "First Last": two or three words, none of them a common word, genre or mood.
    return byShapeAlone && parts.count <= 3 && !EnglishLexicon.titleWords.contains(first) && !Self.hasDigit(first)
      && EnglishParser.genres.match(parts, at: 0) == nil && parts.allSatisfy { EnglishParser.moods.match([$0], at: 0) == nil }
  }

  /// A name's words, lowercased, split at spaces and hyphens. ASCII names (nearly all) are
  /// split by bytes: splitting by Characters was the largest single cost of an add request.
  static func lowercasedNameParts(_ name: String) -> [String] {
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
      return name.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
    }
    var parts: [String] = []
    var bytes = name.utf8[...]
    while !bytes.isEmpty {
      let cut = bytes.firstIndex(where: { $0 == 0x20 || $0 == 0x2D }) ?? bytes.endIndex
      if cut > bytes.startIndex {
        parts.append(String(decoding: bytes[..<cut].lazy.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self))
      }
      bytes = cut == bytes.endIndex ? bytes[cut...] : bytes[bytes.index(after: cut)...]
    }
    return parts
  }

  /// Whether a word has a digit (ASCII words by their bytes).
  static func hasDigit(_ word: String) -> Bool {
    word.utf8.allSatisfy({ $0 < 0x80 }) ? word.utf8.contains(where: { (0x30...0x39).contains($0) }) : word.contains(where: \.isNumber)
  }

  /// Words after the item of "X needs Y added to it", by key, made once (not arrays per request).
  static let needsTails: [[WordKey]] = [["added", "to", "it"], ["added", "to", "this"], ["added"], ["in", "it"], ["on", "it"], ["added", "in"]]

  /// "my jazz for loving couples needs more push the button", "the spring classical playlist
  /// needs X added to it", "I need another tune in my Y playlist": add requests without an add verb.
  mutating func addWithoutVerb(options: inout PlayOptions) -> MediaRequest? {
    // "my timeless love songs playlist should include viderunt omnes".
    if let k = (start + 1..<max(start + 1, end - 1)).first(where: { ["include", "includes"].contains(wordKeys[$0]) && namesPlaylist(start, $0) }) {
      var d = k
      if Self.addAux.contains(wordKeys[d - 1]), d - 1 > start { d -= 1 }
      use(d..<k + 1, "verb", field: "intent", value: IntentKind.add.rawValue)
      let destination = parseDestination(start..<d)
      start = k + 1
      trace.rule = "add.include"
      return addRequest(destination: destination, options: &options)
    }
    if let k = (start..<end).first(where: { wordKeys[$0] == "needs" || wordKeys[$0] == "need" && $0 > start && wordKeys[$0 - 1] != "i" }), k > start, k + 1 < end {
      var e = end
      for tail in Self.needsTails where e - tail.count > k + 1 {
        if wordKeys[e - tail.count..<e].elementsEqual(tail) { e -= tail.count; break }
      }
      var itemStart = k + 1
      if ["more", "another", "some", "a"].contains(wordKeys[itemStart]), itemStart + 1 < e { itemStart += 1 }
      use(k..<itemStart, "verb", field: "intent", value: IntentKind.add.rawValue)
      let destination = parseDestination(start..<k)
      start = itemStart
      end = e
      trace.rule = "add.needs"
      return addRequest(destination: destination, options: &options)
    }
    // (The first word before the list of leads is made: most requests start otherwise.)
    guard start < end, wordKeys[start] == "i" || wordKeys[start] == "i'd" else { return nil }
    for lead in ["i need another", "i want another", "i'd like another", "i need one more", "i want one more"] where phrase(lead, at: start) {
      let n = lead.split(separator: " ").count
      guard let split = destinationSplit(from: start + n), split > start + n else { return nil }
      use(start..<start + n, "verb", field: "intent", value: IntentKind.add.rawValue)
      use(split..<split + 1, "rule")
      let destination = parseDestination(split + 1..<end)
      start += n
      end = split
      trace.rule = "add.another"
      return addRequest(destination: destination, options: &options)
    }
    return nil
  }

  /// Family words that make "my mother's X" an owner, not part of the name.
  static let ownerNouns: WordSet = [
    "mother's", "mom's", "mum's", "father's", "dad's", "sister's", "brother's", "wife's", "husband's",
    "friend's", "boyfriend's", "girlfriend's", "son's", "daughter's", "kid's", "kids'", "family's",
    "roommate's", "partner's", "cousin's", "aunt's", "uncle's", "grandma's", "grandpa's", "baby's",
  ]

  static let destinationKinds: WordSet = ["soundtrack", "track", "selection", "album", "collection", "section", "group"]

  /// "my library" → library; "my Road Trip playlist", "the playlist Road Trip", "Geraldine's
  /// pop punk playlist", "Road Trip" → that playlist.
  mutating func parseDestination(_ range: Range<Int>) -> MediaDestination {
    var s = range.lowerBound
    var e = range.upperBound
    if saysLibrary(s, e) || (e - s >= 2 && wordKeys[s] == "my" && saysLibrary(s + 1, e)) {
      use(range, "rule", field: "mediaDestination", value: "library")
      return .library
    }
    var owner: String?
    var stripped: [String] = []
    // "one of my playlists, Quiet Evening Picks", "one of my lists called X": which one is named after.
    if e - s >= 5, phrase("one of", at: s), ["my", "our", "the", "his", "her", "their"].contains(wordKeys[s + 2]),
      ["playlists", "lists", "play lists"].contains(wordKeys[s + 3])
    {
      for k in s..<s + 4 { used[k] = true }
      s += 4
      if ["called", "named", "titled", "entitled"].contains(wordKeys[s]), s + 1 < e {
        used[s] = true
        s += 1
      }
    }
    // One determiner: a second one is the name's own ("my The Sleep Machine Waterscapes", "the
    // a peaceful rush hour playlist").
    // A capitalised one is the name's too ("to Your Favorite Slaughterhouse playlist", "to The
    // New Waltz playlist"), and so is "a" before a longer name ("to a sudden rainstorm").
    let article = s < e - 1 && (wordKeys[s] == "a" || wordKeys[s] == "an") && e - s > 2
    // "to the pulse of americana", "to the selektor": without a kind word ("the X playlist",
    // "the playlist X"), "the" is the name's own.
    let kindSaid = (s..<e).contains { EnglishLexicon.playlistWords.contains(wordKeys[$0]) || Self.destinationKinds.contains(wordKeys[$0]) }
    let namesOwnThe = s < e && wordKeys[s] == "the" && !kindSaid && s > 0
    // ("teh": a typed "the".)
    if s < e - 1, ["my", "the", "a", "an", "our", "your", "his", "her", "their", "teh"].contains(wordKeys[s]), !isTitleCased(s), !article, !namesOwnThe {
      stripped.append(words[s])
      used[s] = true
      s += 1
    }
    // "Editor's Picks": a possessive inside a name the catalog knows, or a capitalised one that
    // opens a capitalised name and is no person's, is the name's.
    if s < e - 1, isPossessive(s), stripped.isEmpty || Self.ownerNouns.contains(wordKeys[s]), !possessiveInName(s, e) {
      owner = tokens[s].text
      used[s] = true
      s += 1
    }
    // "playlist called X", "playlist X".
    if s < e - 1, EnglishLexicon.playlistWords.contains(wordKeys[s]) {
      used[s] = true
      s += 1
      if s < e - 1, ["called", "named", "titled", "entitled", "under"].contains(wordKeys[s]) {
        used[s] = true
        s += 1
      } else if s < end, wordKeys[s] == "with" || wordKeys[s] == "by" {
        // "the playlist with the title 50 Clásicos", "with the name X", "by the name of X".
        // (Every lead starts so: the list is made only then.)
        for lead in ["with the title", "with the name", "by the name of", "by the name", "with title", "with name"] where phrase(lead, at: s) {
          let n = lead.split(separator: " ").count
          if s + n < e {
            for k in s..<s + n { used[k] = true }
            s += n
          }
          break
        }
      }
    }
    // "X playlist", "X play list", "X list", "X song list".
    if e - s > 1, wordKeys[e - 1] == "list", wordKeys[e - 2] == "play" || wordKeys[e - 2] == "song" {
      used[e - 1] = true
      used[e - 2] = true
      e -= 2
    } else if e - s > 1, EnglishLexicon.playlistWords.contains(wordKeys[e - 1]) || Self.destinationKinds.contains(wordKeys[e - 1]),
      // "The MetalSucks Playlist": a capitalised kind word after a capitalised name is the name's.
      !(isCapitalisedWord(e - 1) && isTitleCased(e - 2))
    {
      // "the Pumping Iron soundtrack", "Women of Electronic selection": the kind, not the name.
      used[e - 1] = true
      e -= 1
      // "Indie Español my playlist": the owner after the name.
      if e - s > 1, ["my", "our"].contains(wordKeys[e - 1]) {
        used[e - 1] = true
        e -= 1
      }
    }
    guard s < e else {
      return .library
    }
    let name = spoken(s..<e)
    // A vocabulary hit keeps its identifier spelling.
    let key = context.mayBeVocabulary(name) ? TextNormalizer.key(name) : ""
    let vocab = context.vocabularyKeys.first { $0.key == key && context.vocabulary.entries[$0.entry].type == .mediaPlaylistTitle }
      .map { context.vocabulary.entries[$0.entry] }
    let value = vocab?.identifier ?? name
    use(s..<e, vocab == nil ? "rule" : "vocabulary:mediaPlaylistTitle", field: "mediaDestination.playlistName", value: value)
    if trace.isRecording, vocab == nil, context.isKnownTitle(name) { noteHeld(s..<e, .title) }
    if let owner { trace.note("rule", owner, "-", "playlist owner (not a SiriKit field)") }
    return .playlist(value)
  }
}
