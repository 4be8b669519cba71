/// Podcast episodes and topics, library scoping (`reference = my`) and resume phrases.
extension Work {
  /// Words before "episode" that make it a sort or a position, not a show's name.
  static let episodeOrderWords: WordSet = [
    "next", "last", "latest", "newest", "new", "first", "previous", "recent", "most", "current", "earliest", "oldest",
    "this", "that", "an", "one", "another", "random", "second", "third", "fourth", "fifth", "final",
  ]

  /// "the Radiolab episode Cruel Optimism", "the Vergecast episode about WWDC", "Radiolab
  /// episode 23", "unplayed episodes of Radiolab".
  mutating func readEpisodes(_ search: inout MediaSearch, _ first: Int, _ s: Int, _ stop: Int) -> Bool {
    guard context.app.declaresCategory(of: .podcastEpisode),
      let e = (s..<stop).first(where: { EnglishLexicon.episodeWords.contains(wordKeys[$0]) })
    else { return false }
    // "unplayed episodes of Radiolab", "new episodes from The Daily".
    if e > s, e + 2 < stop || e + 2 == stop, (s..<e).allSatisfy({ EnglishLexicon.episodeStates.contains(wordKeys[$0]) }),
      e + 1 < stop, ["of", "from"].contains(wordKeys[e + 1])
    {
      var n = e + 2
      if n < stop - 1, ["the", "my"].contains(wordKeys[n]), !context.isKnownTitle(spoken(n..<stop)) { n += 1 }
      guard n < stop else { return false }
      let show = spoken(n..<stop)
      search.mediaName = show
      search.mediaType = .podcastEpisode
      use(first..<n, "rule:episodes", field: "mediaSearch.mediaType", value: "podcastEpisode")
      use(n..<stop, "rule:episodes", field: "mediaSearch.mediaName", value: show)
      trace.note("rule:episodes", spoken(s..<e), "-", "which episodes (not a SiriKit field)")
      return true
    }
    // "TITLE episode of SHOW" ("the Neal Brennan episode of Wait Wait Don't Tell Me").
    if e > s, e + 2 < stop, wordKeys[e] == "episode", ["of", "from"].contains(wordKeys[e + 1]),
      isEpisodeName(s..<e), isEpisodeName(e + 2..<stop)
    {
      var n = e + 2
      if n < stop - 1, wordKeys[n] == "the", !context.isKnownTitle(spoken(n..<stop)) { n += 1 }
      let title = spoken(s..<e)
      let show = spoken(n..<stop)
      search.mediaName = title
      search.albumName = show
      search.mediaType = .podcastEpisode
      use(first..<e, "rule:episodes", field: "mediaSearch.mediaName", value: title)
      use(e..<n, "rule:episodes", field: "mediaSearch.mediaType", value: "podcastEpisode")
      use(n..<stop, "rule:episodes", field: "mediaSearch.albumName", value: show)
      return true
    }
    // "SHOW [podcast] episode TITLE": a show's name before "episode", the episode's after.
    var showEnd = e
    if showEnd > s, ["podcast", "podcasts", "show"].contains(wordKeys[showEnd - 1]) { showEnd -= 1 }
    guard showEnd > s, e + 1 < stop, wordKeys[e] == "episode", isEpisodeName(s..<showEnd),
      !["of", "from", "in", "on", "by", "with", "for", "to"].contains(wordKeys[e + 1])
    else { return false }
    let show = spoken(s..<showEnd)
    var t = e + 1
    // "episode 23": the number is no SiriKit field; the show is what to play.
    if t + 1 == stop, NumberWords.parse(Array(words[t..<stop]), at: 0) != nil {
      search.mediaName = show
      search.mediaType = .podcastEpisode
      use(first..<showEnd, "rule:episodes", field: "mediaSearch.mediaName", value: show)
      use(showEnd..<stop, "rule:episodes", field: "mediaSearch.mediaType", value: "podcastEpisode")
      trace.note("rule:episodes", spoken(e..<stop), "-", "the episode number (not a SiriKit field)")
      return true
    }
    var topic = false
    if t + 1 < stop, EnglishLexicon.topicWords.contains(wordKeys[t]) {
      topic = true
      t += 1
    } else if t + 1 < stop, ["called", "named", "titled"].contains(wordKeys[t]) {
      t += 1
    }
    let title = spoken(t..<stop)
    search.mediaName = title
    search.albumName = show
    search.mediaType = .podcastEpisode
    use(first..<showEnd, "rule:episodes", field: "mediaSearch.albumName", value: show)
    use(showEnd..<t, "rule:episodes", field: "mediaSearch.mediaType", value: "podcastEpisode")
    use(t..<stop, "rule:episodes", field: "mediaSearch.mediaName", value: title)
    if topic { trace.note("rule:episodes", title, "-", "what the episode is about: matched against its title") }
    return true
  }

  /// Whether words can name a show or an episode: no order or position word ("next",
  /// "seventh"), no structure or determiner inside, not only a type word.
  func isEpisodeName(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    if range.count == 1, ["podcast", "show", "episode", "series", "it", "this", "that"].contains(wordKeys[range.lowerBound]) { return false }
    return !range.contains { i in
      Self.episodeOrderWords.contains(wordKeys[i]) || NumberWords.ordinals[words[i]] != nil
        || ["of", "from", "in", "by", "the", "a", "my", "on", "to"].contains(wordKeys[i]) && i > range.lowerBound
        || EnglishParser.playVerbs.match(wordKeys, at: i, limit: range.upperBound) != nil && i == range.lowerBound
        || words[i].count > 2 && ["st", "nd", "rd", "th"].contains(String(words[i].suffix(2))) && Int(words[i].dropLast(2)) != nil
    }
  }

  /// "a podcast about cooking", "podcasts on science": the topic is a genre of show (the
  /// resolver tries the words as a name when no show has that genre); "Joe Rogan's podcast":
  /// the show of Joe Rogan, a name, not an artist.
  mutating func readPodcastTopic(_ search: inout MediaSearch, _ first: Int, _ s: Int, _ stop: Int) -> Bool {
    guard context.app.declaresCategory(of: .podcastShow) else { return false }
    // NAME's podcast / show
    if stop - s >= 2, ["podcast", "show"].contains(wordKeys[stop - 1]), tokens[stop - 2].text.hasSuffix("'s") || tokens[stop - 2].text.hasSuffix("’s"),
      !(s..<stop - 1).contains(where: { ["my", "your", "our", "this", "that"].contains(wordKeys[$0]) })
    {
      var name = spoken(s..<stop - 1)
      name = String(name.dropLast(2))
      guard !name.isEmpty else { return false }
      search.mediaName = name
      search.mediaType = .podcastShow
      use(first..<stop - 1, "rule:podcast", field: "mediaSearch.mediaName", value: name)
      use(stop - 1..<stop, "lexicon:mediaTypes", field: "mediaSearch.mediaType", value: "podcastShow")
      return true
    }
    // [a] podcast(s) about TOPIC
    // "a new podcast on healthcare": the newest.
    var s = s
    var newest = false
    if s + 3 < stop, ["new", "newest", "latest", "recent"].contains(wordKeys[s]) {
      newest = true
      s += 1
    }
    guard s + 2 < stop, ["podcast", "podcasts"].contains(wordKeys[s]), EnglishLexicon.topicWords.contains(wordKeys[s + 1]) else { return false }
    if newest {
      search.sortOrder = .newest
      use(s - 1..<s, "lexicon:sortWords", field: "mediaSearch.sortOrder", value: "newest")
    }
    var t = s + 2
    if t < stop - 1, ["the", "a"].contains(wordKeys[t]) { t += 1 }
    let topic = spoken(t..<stop).lowercased()
    search.genreNames = (search.genreNames ?? []) + [topic]
    search.mediaType = .podcastShow
    use(first..<t, "lexicon:mediaTypes", field: "mediaSearch.mediaType", value: "podcastShow")
    use(t..<stop, "rule:podcast", field: "mediaSearch.genreNames", value: topic)
    return true
  }

  /// "my library", "from my collection", "my liked songs", "my podcasts": `reference = my`.
  /// "my" and its judgement go; a library noun goes with the preposition before it; a kind
  /// ("podcasts") stays for the type words. "my road trip playlist" names a playlist instead.
  mutating func readLibraryScope(_ search: inout MediaSearch) {
    // What an add request adds is one thing, not a search of the library.
    guard !readingAddItem, let k = (start..<end).first(where: { wordKeys[$0] == "my" && !used[$0] }) else { return }
    var j = k + 1
    while j < end, EnglishLexicon.libraryAdjectives.contains(wordKeys[j]) { j += 1 }
    if j < end, wordKeys[j] == "music", j + 1 < end, ["library", "collection"].contains(wordKeys[j + 1]) { j += 1 }
    guard j < end, !used[j] else { return }
    let isNoun = EnglishLexicon.libraryNouns.contains(wordKeys[j])
    guard isNoun || EnglishLexicon.libraryKinds.contains(wordKeys[j]) else { return }
    // "songs by my favorite artists": after structure, "my" is whose, not where to look.
    if !isNoun, k > start, ["by", "from", "of", "on", "to", "with", "for", "like", "than"].contains(wordKeys[k - 1]) { return }
    // "the playlist My Favorites", "a playlist called my likes": a kind word or a naming word
    // just before "my" introduces a name that begins with it.
    if k > start, Self.nameIntroducers.contains(wordKeys[k - 1]) { return }
    // The phrase must end the request or meet structure ("… by Radiohead").
    guard j + 1 == end || ["by", "from", "on", "in", "with", "and", "that", "of"].contains(wordKeys[j + 1]) else { return }
    // A name the catalog knows keeps its "my" ("My Songs Know What You Did in the Dark").
    for e in stride(from: min(end, k + 8), to: k + 1, by: -1) where knownNameSpan(k..<e) != nil { return }
    search.reference = .my
    var from = k
    if isNoun, from > start, ["from", "in", "of", "off"].contains(wordKeys[from - 1]) { from -= 1 }
    use(from..<j + 1, "rule:library", field: "mediaSearch.reference", value: "my")
    // "my liked songs", "my podcasts": in a library the kind is what to choose among.
    if !isNoun, let type = Self.libraryKindTypes[words[j]], context.app.declaresCategory(of: type) {
      search.mediaType = type
      trace.note("rule:library", words[j], "mediaSearch.mediaType", type.name)
    }
    removeSpan(from..<j + 1)
  }

  /// Words after which "my" opens a name rather than a library scope.
  static let nameIntroducers: WordSet = [
    "playlist", "album", "song", "track", "station", "podcast", "show", "episode", "audiobook", "book", "called", "named", "titled",
  ]

  static let libraryKindTypes: [String: MediaItemType] = [
    "songs": .song, "tracks": .song, "tunes": .song, "albums": .album, "playlists": .playlist, "podcasts": .podcastShow,
    "shows": .podcastShow, "episodes": .podcastEpisode, "audiobooks": .audioBook, "books": .audioBook,
    "stations": .radioStation, "artists": .artist,
  ]

  /// "where I left off", "from the place I stopped", "starting where I last paused" at the end
  /// of the words (or as all of them): `resumePlayback`, never part of a name.
  mutating func readResumePhrase(_ options: inout PlayOptions) {
    guard end > start, let from = resumePhraseStart() else { return }
    // "Where You Were" the song: a name the catalog knows keeps its words.
    if knownNameSpan(from..<end) != nil || knownNameSpan(start..<end) != nil { return }
    use(from..<end, "option", field: "resumePlayback", value: "true")
    options.resumePlayback = true
    removeSpan(from..<end)
  }

  static let resumeLastWords: WordSet = [
    "off", "stopped", "paused", "left", "quit", "finished", "ended", "was", "were", "it", "to", "at", "time", "before", "last",
    "yesterday", "earlier", "listening", "reading",
  ]

  /// Where a resume phrase ending the live words begins.
  func resumePhraseStart() -> Int? {
    // Cheap test first: the phrase ends with its verb or a tail word.
    guard Self.resumeLastWords.contains(wordKeys[end - 1]) else { return nil }
    for i in max(start, end - 10)..<end {
      if let _ = resumeGrammarLength(at: i) { return i }
    }
    return nil
  }

  /// The grammar [lead] place subject [adverb] verb [tails] matching exactly i..<end.
  func resumeGrammarLength(at i: Int) -> Int? {
    func phraseLength(_ list: [String], at k: Int) -> [Int] {
      list.compactMap { p in phrase(p, at: k) ? p.split(separator: " ").count : nil }
    }
    var starts = [i]
    for n in phraseLength(EnglishLexicon.resumePhraseLeads, at: i) { starts.append(i + n) }
    for s in starts {
      for p in phraseLength(EnglishLexicon.resumePlaces, at: s) {
        var k = s + p
        guard k < end, EnglishLexicon.resumeSubjects.contains(wordKeys[k]) else { continue }
        k += 1
        while k < end, EnglishLexicon.resumeAdverbs.contains(wordKeys[k]) { k += 1 }
        for v in phraseLength(EnglishLexicon.resumeVerbPhrases, at: k) {
          var e = k + v
          while e < end, EnglishLexicon.resumeTails.contains(wordKeys[e]) { e += 1 }
          if e == end { return end - i }
        }
      }
    }
    return nil
  }

  /// Wake words and assistants' names at either edge ("ok google, play …", "… , Olly"),
  /// with commas and "please" around them; never inside a name the catalog knows.
  mutating func stripWakeWords() {
    guard start < end else { return }
    if let m = Self.wakeTable.match(wordKeys, at: start, limit: end), start + m.words.count < end,
      !startsKnownName(past: start + m.words.count), (appMatch(at: start, limit: end)?.length ?? 0) <= m.words.count
    {
      use(start..<start + m.words.count, "wake word")
      start += m.words.count
    }
    if end - start >= 2, let m = Self.wakeTable.match(wordKeys, endingAt: end, from: start + 1) {
      let from = end - m.words.count
      // "songs by Alexa", "a song called Siri": a name after structure is no wake word.
      let before = wordKeys[from - 1]
      // "play Siri": a wake word alone after the verb may be what to play.
      // "silence Olly": one word that is no play verb is the request.
      guard tokens[from - 1].commaAfter || (from - start >= 2 || EnglishParser.playVerbs.match(wordKeys, at: start, limit: from) == nil)
          && !["by", "from", "of", "to", "called", "named", "titled", "the", "for", "about", "and", "with"].contains(before),
        from > start, !endsKnownName(before: from)
      else { return }
      use(from..<end, "wake word")
      end = from
    }
  }

  static let wakeTable = PhraseTable(EnglishLexicon.wakeWords.map { ($0, ()) })
}
