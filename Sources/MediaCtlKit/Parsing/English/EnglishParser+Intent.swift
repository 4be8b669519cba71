import Foundation

/// Choosing the intent from the verb, and the add intent's destination.
extension Work {
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
    // Affinity: "I don't like this", "I love pop music", "never play this again".
    if let m = EnglishParser.dislikes.match(words, at: start) ?? EnglishParser.likes.match(words, at: start),
      start + m.words.count <= end
    {
      return affinity(m.value, verbLength: m.words.count)
    }
    // "this song is great", "this sucks".
    if let affinity = trailingJudgement() { return affinity }
    // Add: "add X to my Y playlist", "put X on Y", "save this to my library".
    if let m = EnglishParser.addVerbs.match(words, at: start), !(phrase("put on", at: start)),
      let request = add(verbLength: m.words.count, options: &options)
    {
      return request
    }
    // Search: "find Billie Eilish", "search for …".
    if let m = EnglishParser.searchVerbs.match(words, at: start), start + m.words.count < end {
      use(start..<start + m.words.count, "verb", field: "intent", value: IntentKind.searchForMedia.rawValue)
      start += m.words.count
      trace.rule = "search.object"
      let search = parseObject(&options, allowOptions: false)
      return MediaRequest(.intent(.searchForMedia(SearchForMediaIntent(mediaSearch: search))), appName: appName)
    }
    // Play, with the verbs that also set an option.
    if let m = EnglishParser.resumeVerbs.match(words, at: start) {
      use(start..<start + m.words.count, "verb", field: "resumePlayback", value: "true")
      options.resumePlayback = true
      start += m.words.count
      if let p = EnglishParser.playVerbs.match(words, at: start), start + p.words.count < end {
        use(start..<start + p.words.count, "verb")
        start += p.words.count
      }
    } else if let m = EnglishParser.shuffleVerbs.match(words, at: start), start + m.words.count < end {
      use(start..<start + m.words.count, "verb", field: "playShuffled", value: "true")
      options.playShuffled = true
      start += m.words.count
    } else if let m = EnglishParser.playVerbs.match(words, at: start) {
      use(start..<start + m.words.count, "verb", field: "intent", value: IntentKind.play.rawValue)
      start += m.words.count
      // "play me", "put on some", "play the song …": fillers after the verb.
      stripFillers()
    }
    trace.rule = trace.rule.isEmpty ? "play.object" : trace.rule
    let search = parseObject(&options, allowOptions: true)
    var play = PlayMediaIntent(
      playShuffled: options.playShuffled, resumePlayback: options.resumePlayback,
      playbackQueueLocation: options.queueLocation, playbackSpeed: options.speed, mediaSearch: search)
    if options.repeatRequested {
      play.playbackRepeatMode = repeatMode(for: search)
    }
    return MediaRequest(.intent(.play(play)), appName: appName)
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

  /// "after this play me X", "next play X".
  mutating func findLeadingQueueWords(_ options: inout PlayOptions) {
    for (p, location) in [("after this song", PlaybackQueueLocation.next), ("after this one", .next), ("after this", .next), ("after that", .next), ("next up", .next), ("up next", .next), ("later", .later)] {
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
    let text = words[start..<end].joined(separator: " ")
    guard text.hasPrefix("this") || text.hasPrefix("that") || text.hasPrefix("i think this") else { return nil }
    let good = ["is great", "is awesome", "is amazing", "is good", "is my favorite", "is my favourite", "rocks", "is the best", "is so good", "is fire", "slaps", "is lit"]
    let bad = ["is terrible", "is awful", "is bad", "sucks", "is boring", "is the worst", "is annoying", "is trash", "is garbage"]
    let type: MediaAffinityType? =
      good.contains(where: { text.hasSuffix($0) }) ? .like : bad.contains(where: { text.hasSuffix($0) }) ? .dislike : nil
    guard let type else { return nil }
    trace.rule = "affinity.judgement"
    var search = MediaSearch(reference: .currentlyPlaying)
    if end - start > 1, let t = EnglishParser.typeWords.match(words, at: start + 1), context.app.declaresCategory(of: t.value) {
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
    while end > start, ["again", "anymore", "any more", "ever", "ever again", "please", "much", "a lot", "so much", "very much", "at all"].contains(words[end - 1]) {
      use(end - 1..<end, "filler")
      end -= 1
    }
    var options = PlayOptions()
    let search = start < end ? parseObject(&options, allowOptions: false) : MediaSearch(reference: .currentlyPlaying)
    return MediaRequest(
      .intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search ?? MediaSearch(reference: .currentlyPlaying), affinityType: type))),
      appName: appName)
  }

  static let libraryWords: Set<String> = [
    "library", "music library", "collection", "my music", "favorites", "favourites", "liked songs",
    "saved songs", "songs", "likes", "my library", "my collection", "my favorites", "my favourites",
  ]

  static let queueWords: Set<String> = ["queue", "the queue", "my queue", "play queue", "up next", "the up next", "playing queue", "next", "the list"]

  /// "add X to my Road Trip playlist": the item part and the destination.
  mutating func add(verbLength: Int, options: inout PlayOptions) -> MediaRequest? {
    let verbEnd = start + verbLength
    // The destination follows the last "to"/"into"/"onto" (else "in"/"on") before the end.
    var split: Int?
    for preps in [["to", "into", "onto", "unto"], ["in", "on", "inside", "within"]] {
      var i = end - 1
      while i > verbEnd - 1, i >= verbEnd {
        if preps.contains(words[i]), i + 1 < end { split = i; break }
        i -= 1
      }
      if split != nil { break }
    }
    // "add to my library" (no item: the now-playing one), "add this".
    if split == nil {
      if words[verbEnd..<end].contains("playlist") || words[verbEnd..<end].contains("library") {
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
      let destWords = Array(words[destStart..<end])
      let destText = destWords.joined(separator: " ")
      if Self.queueWords.contains(destText) || destWords.last == "queue" {
        // "add X to the queue" is a play request for later.
        use(max(split, verbEnd)..<end, "rule", field: "playbackQueueLocation", value: destText.contains("next") ? "next" : "later")
        options.queueLocation = destText.contains("next") ? .next : .later
        end = max(split, verbEnd)
        start = verbEnd
        trace.rule = "add.queue"
        let search = parseObject(&options, allowOptions: true)
        return MediaRequest(
          .intent(.play(PlayMediaIntent(playbackQueueLocation: options.queueLocation, mediaSearch: search))), appName: appName)
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
    var search: MediaSearch?
    if start < end {
      search = parseObject(&options, allowOptions: false)
    }
    if search == nil || search?.isEmpty == true {
      search = MediaSearch(reference: .currentlyPlaying)
    }
    return MediaRequest(.intent(.add(AddMediaIntent(mediaSearch: search, mediaDestination: destination))), appName: appName)
  }

  /// "my library" → library; "my Road Trip playlist", "the playlist Road Trip", "Geraldine's
  /// pop punk playlist", "Road Trip" → that playlist.
  mutating func parseDestination(_ range: Range<Int>) -> MediaDestination {
    var s = range.lowerBound
    var e = range.upperBound
    let text = words[s..<e].joined(separator: " ")
    if Self.libraryWords.contains(text) || (text.hasPrefix("my ") && Self.libraryWords.contains(String(text.dropFirst(3)))) {
      use(range, "rule", field: "mediaDestination", value: "library")
      return .library
    }
    var owner: String?
    // Determiners and owners: "my", "the", "a", "our", "geraldine's", "my new".
    while s < e, ["my", "the", "a", "our", "this", "that", "your", "new", "brand", "his", "her", "their"].contains(words[s]) {
      used[s] = true
      s += 1
    }
    if s < e, words[s].hasSuffix("'s") || words[s].hasSuffix("s'"), e - s > 1 {
      owner = tokens[s].text
      used[s] = true
      s += 1
    }
    // "playlist called X", "playlist named X", "playlist X", "X playlist", "X play list".
    if s < e, words[s] == "playlist" || words[s] == "playlists" {
      used[s] = true
      s += 1
      if s < e, ["called", "named", "titled", "entitled"].contains(words[s]) {
        used[s] = true
        s += 1
      }
    }
    if e - s > 1, words[e - 1] == "playlist" || words[e - 1] == "list" && words[e - 2] == "play" {
      used[e - 1] = true
      e -= 1
      if words[e] == "list" { used[e - 1] = true; e -= 1 }
    }
    if s < e, words[e - 1] == "playlist" { used[e - 1] = true; e -= 1 }
    guard s < e else {
      return .library
    }
    let name = spoken(s..<e)
    // A vocabulary hit keeps its identifier spelling.
    let vocab = context.vocabulary.entries.first { $0.type == .mediaPlaylistTitle && $0.phrases.contains { TextNormalizer.key($0) == TextNormalizer.key(name) } }
    let value = vocab?.identifier ?? name
    use(s..<e, vocab == nil ? "rule" : "vocabulary:mediaPlaylistTitle", field: "mediaDestination.playlistName", value: value)
    if let owner { trace.note("rule", owner, "-", "playlist owner (not a SiriKit field)") }
    return .playlist(value)
  }
}
