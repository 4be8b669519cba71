/// Podcast episodes and topics, and library scoping (`reference = my`).
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
      if n < stop - 1, ["the", "my"].contains(wordKeys[n]), !isKnownTitle(n..<stop) { n += 1 }
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
      if n < stop - 1, wordKeys[n] == "the", !isKnownTitle(n..<stop) { n += 1 }
      setEpisode(&search, lead: first..<s, title: s..<e, show: n..<stop, typeWords: e..<n)
      return true
    }
    // "SHOW [podcast] episode TITLE": a show's name before "episode", the episode's after.
    var showEnd = e
    if showEnd > s, ["podcast", "podcasts", "show"].contains(wordKeys[showEnd - 1]) { showEnd -= 1 }
    guard showEnd > s, e + 1 < stop, wordKeys[e] == "episode", isEpisodeName(s..<showEnd),
      !["of", "from", "in", "on", "by", "with", "for", "to"].contains(wordKeys[e + 1])
    else { return false }
    var t = e + 1
    // "episode 23": the number is no SiriKit field; the show is what to play.
    if t + 1 == stop, NumberWords.parse(Array(words[t..<stop]), at: 0) != nil {
      let show = spoken(s..<showEnd)
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
    setEpisode(&search, lead: first..<s, title: t..<stop, show: s..<showEnd, typeWords: showEnd..<t)
    if topic { trace.note("rule:episodes", spoken(t..<stop), "-", "what the episode is about: matched against its title") }
    return true
  }

  /// An episode of a show, said "TITLE episode of SHOW" or "SHOW episode TITLE": the episode's
  /// words are the mediaName, the show's the albumName; the words between ("episode of",
  /// "podcast episode about") set the type, and the determiners before both carry nothing.
  mutating func setEpisode(_ search: inout MediaSearch, lead: Range<Int>, title: Range<Int>, show: Range<Int>, typeWords: Range<Int>) {
    search.mediaName = spoken(title)
    search.albumName = spoken(show)
    search.mediaType = .podcastEpisode
    use(lead, "filler")
    use(title, "rule:episodes", field: "mediaSearch.mediaName", value: search.mediaName ?? "")
    use(typeWords, "rule:episodes", field: "mediaSearch.mediaType", value: "podcastEpisode")
    use(show, "rule:episodes", field: "mediaSearch.albumName", value: search.albumName ?? "")
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
    guard context.declaresCategory(of: .podcastShow) else { return false }
    // NAME's podcast / show
    if stop - s >= 2, ["podcast", "show"].contains(wordKeys[stop - 1]), tokens[stop - 2].text.hasSuffix("'s") || tokens[stop - 2].text.hasSuffix("’s"),
      !(s..<stop - 1).contains(where: { ["my", "your", "our", "this", "that"].contains(wordKeys[$0]) }),
      // "today's podcast": a time, not the show's owner (`markTimePossessives`).
      EnglishParser.timePossessives.match(wordKeys, at: s, limit: stop - 1).map({ s + $0.words.count == stop - 1 }) != true
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
}
