/// Radio, podcasts and audiobooks as people ask for them, read after options and before the
/// general roles: a station by genre ("indie radio", "a radio channel for trance music") or by
/// a frequency said without its band ("tune to ninety point three", "the radio station 89.1");
/// an episode of a show ("the Radiolab episode Cruel Optimism"); episodes set apart
/// ("unplayed episodes of X"); a podcast's topic ("a podcast about cooking"); a person's show
/// ("Joe Rogan's podcast"); a book's chapter ("chapter 7 of X"); "the book X by AUTHOR".
/// Names the catalog knows come first: a live span the catalog knows as a title is left alone.
extension Work {
  static let stationTable = PhraseTable(EnglishLexicon.stationWords.map { ($0, ()) })
  static let stationLinks = PhraseTable(EnglishLexicon.stationGenreLinks.map { ($0, ()) })
  /// The words the frames of this file start from (a number is one too).
  static let frameWords: WordSet = [
    "radio", "station", "stations", "channel", "channels", "fm", "am", "chapter", "book", "audiobook", "audio", "novel",
    "podcast", "podcasts", "show",
  ]
  static let leadingDeterminers: WordSet = ["the", "a", "an", "some", "any", "my", "our", "your"]

  /// The unused live words when they are one run: (first, end).
  func liveRun() -> (Int, Int)? {
    guard let first = (start..<end).first(where: { !used[$0] }), let last = (first..<end).last(where: { !used[$0] }),
      !used[first...last].contains(true)
    else { return nil }
    return (first, last + 1)
  }

  /// The frames of this file; true when the search is complete.
  mutating func readListening(_ search: inout MediaSearch) -> Bool {
    readLibraryScope(&search)
    // Nothing left ("play where I left off", "play my library"): the search is what was read.
    guard (start..<end).contains(where: { !used[$0] }) else { return true }
    guard let (first, stop0) = liveRun(), stop0 - first <= 12 else { return false }
    // Most requests have no word any frame here starts from: they stop before a name is looked up.
    // (The tables once, and number words by key: `wordKeys[i]` is `words[i]`'s key.)
    let frameWords = Self.frameWords
    let numberWords = NumberWords.numberWords
    guard (first..<stop0).contains(where: { i in
      frameWords.contains(wordKeys[i]) || words[i].utf8.first.map { (0x30...0x39).contains($0) } == true
        || numberWords.contains(wordKeys[i])
    }) else { return false }
    if knownNameSpan(first..<stop0) != nil { return false }
    // "89.1 on the radio" with "the radio" read already: the preposition that led to it goes.
    var stop = stop0
    if stop - first >= 2, stop < tokens.count, used[stop], ["on", "from", "over", "via"].contains(wordKeys[stop - 1]) { stop -= 1 }
    var s = first
    while s < stop - 1, Self.leadingDeterminers.contains(wordKeys[s]) { s += 1 }
    if readStationByGenre(&search, first, s, radioTailStart(s, stop)) { return true }
    if readStationByContent(&search, first, s, radioTailStart(s, stop)) { return true }
    let tail = radioTailStart(s, stop)
    if readFrequency(&search, first, s, tail) {
      if tail < stop0 { use(tail..<stop0, "place", field: "-", value: "on the radio (the station's medium)") }
      return true
    }
    if readBook(&search, first, s, stop) { return true }
    if readPodcastTopic(&search, first, s, stop) { return true }
    return false
  }

  /// "the Radiolab episode Cruel Optimism": read before vocabulary, which it keeps whole (the
  /// words after "episode" are one name).
  mutating func readEpisodeFrame(_ search: inout MediaSearch) -> Bool {
    guard (start..<end).contains(where: { EnglishLexicon.episodeWords.contains(wordKeys[$0]) }), let (first, stop) = liveRun(),
      knownNameSpan(first..<stop) == nil, stop - first <= 12
    else { return false }
    var s = first
    while s < stop - 1, Self.leadingDeterminers.contains(wordKeys[s]) { s += 1 }
    return readEpisodes(&search, first, s, stop)
  }

  /// Whether the words after a lead verb are a frequency with a decimal in the FM band ("turn
  /// on 90.3", "put on ninety point seven"): a station, so a media request.
  func namesFrequency() -> Bool {
    guard let lead = EnglishParser.playVerbs.match(wordKeys, at: start, limit: end), start + lead.words.count < end else { return false }
    var i = start + lead.words.count
    while i < end - 1, ["to", "the"].contains(wordKeys[i]) { i += 1 }
    guard let (value, length) = RadioFrequencyNormaliser.number(Array(words[i..<end]), at: 0), i + length == end else { return false }
    return value.rounded() != value && (87.5...108.0).contains(value)
  }

  /// The genre phrase exactly at `i`, with an optional "music" after it: its end and value.
  func genreSpan(at i: Int, limit: Int) -> (end: Int, genre: String)? {
    guard i < limit, let g = EnglishParser.genres.match(wordKeys, at: i, limit: limit) else { return nil }
    var e = i + g.words.count
    if e < limit, wordKeys[e] == "music" { e += 1 }
    return (e, g.value)
  }

  mutating func setStation(_ search: inout MediaSearch, genre: String, _ range: Range<Int>) {
    search.genreNames = (search.genreNames ?? []) + [genre]
    use(range, "rule:station", field: "mediaSearch.genreNames", value: genre)
    if context.app.declaresCategory(of: .radioStation) {
      search.mediaType = .radioStation
      trace.note("lexicon:stations", "", "mediaSearch.mediaType", "radioStation")
    }
  }

  /// Where "… on the radio" begins at the end of `s..<stop` ("a pop station on the radio"),
  /// or `stop`: where to play, said with the station.
  func radioTailStart(_ s: Int, _ stop: Int) -> Int {
    guard stop - s >= 3, let st = Self.stationTable.match(wordKeys, endingAt: stop, from: s + 1) else { return stop }
    var k = stop - st.words.count
    if k > s, ["the", "my"].contains(wordKeys[k - 1]) { k -= 1 }
    guard k > s + 1, ["on", "from", "over", "via"].contains(wordKeys[k - 1]) else { return stop }
    return k - 1
  }

  /// Words said of a station before its genre ("the local Latin music channel").
  static let stationModifiers: WordSet = ["local", "online", "live", "internet", "public", "favorite", "favourite", "commercial-free"]

  /// "indie radio", "my rock station", "a pop station", "a radio channel for trance music".
  mutating func readStationByGenre(_ search: inout MediaSearch, _ first: Int, _ s0: Int, _ stop0: Int) -> Bool {
    var s = s0
    while s < stop0 - 1, Self.stationModifiers.contains(wordKeys[s]) { s += 1 }
    let stop = stop0
    defer { if stop0 < end, (stop0..<end).allSatisfy({ !used[$0] }), search.genreNames != nil, search.mediaType == .radioStation { use(stop0..<end, "place", field: "-", value: "on the radio (the station's medium)") } }
    // GENRE [music] STATION
    if let g = genreSpan(at: s, limit: stop), let st = Self.stationTable.match(wordKeys, at: g.end, limit: stop), g.end + st.words.count == stop {
      setStation(&search, genre: g.genre, first..<stop)
      return true
    }
    // STATION LINK GENRE [music]
    if let st = Self.stationTable.match(wordKeys, at: s, limit: stop), let link = Self.stationLinks.match(wordKeys, at: s + st.words.count, limit: stop) {
      var g0 = s + st.words.count + link.words.count
      if g0 < stop, ["the", "some"].contains(wordKeys[g0]) { g0 += 1 }
      if let g = genreSpan(at: g0, limit: stop), g.end == stop {
        setStation(&search, genre: g.genre, first..<stop)
        return true
      }
    }
    return false
  }

  /// A frequency said without its band, where a station is meant: after a tuning verb or a
  /// station word ("tune to ninety point three", "the radio station 89.1", "tune in to 101.1"),
  /// or with a decimal in the FM band ("play 90.3").
  mutating func readFrequency(_ search: inout MediaSearch, _ first: Int, _ s: Int, _ stop: Int) -> Bool {
    var i = s
    var stationSaid = false
    if let st = Self.stationTable.match(wordKeys, at: i, limit: stop) {
      i += st.words.count
      stationSaid = true
    }
    while i < stop - 1, EnglishLexicon.frequencyIntroducers.contains(wordKeys[i]) { i += 1 }
    guard i < stop, NumberWords.isNumberWord(words[i]) || words[i].utf8.first.map({ (0x30...0x39).contains($0) }) == true else { return false }
    let tail = Array(words[i..<stop])
    guard let (value, length) = RadioFrequencyNormaliser.number(tail, at: 0) else { return false }
    var e = i + length
    // "101.1 radio", "89.1 on the radio".
    if e < stop, let st = Self.stationTable.match(wordKeys, at: e, limit: stop), e + st.words.count == stop {
      e = stop
      stationSaid = true
    }
    guard e == stop else { return false }
    let tuned = (0..<start).contains { EnglishLexicon.tuneWords.contains(wordKeys[$0]) }
    let fraction = value.rounded() != value
    let fm = (87.5...108.0).contains(value)
    let am = !fraction && (530...1710).contains(value)
    guard fm || am, stationSaid || tuned || (fm && fraction) else { return false }
    // The band is written only when the number decides it (FM alone has decimals); else the
    // digits, which the index also holds for every station's frequency.
    let name = fraction ? String(format: "%.1f FM", value) : "\(Int(value))"
    search.mediaName = name
    use(first..<stop, "normaliser:radioFrequency", field: "mediaSearch.mediaName", value: name)
    if context.app.declaresCategory(of: .radioStation) {
      search.mediaType = .radioStation
      trace.note("normaliser:radioFrequency", "", "mediaSearch.mediaType", "radioStation")
    }
    return true
  }

  /// "the book Dune by Frank Herbert", "the audiobook Dune", "chapter 7 of Dune",
  /// "the third chapter of Dune".
  mutating func readBook(_ search: inout MediaSearch, _ first: Int, _ s: Int, _ stop0: Int) -> Bool {
    guard context.declaresCategory(of: .audioBook) else { return false }
    var i = s
    var chapter: String?
    var stop = stop0
    // "… from chapter four", "Dune chapter 7": the chapter said last.
    if let c = (s + 1..<stop0).last(where: { wordKeys[$0] == "chapter" }), c + 1 < stop0,
      let n = NumberWords.parse(Array(words[c + 1..<stop0]), at: 0), c + 1 + n.length == stop0
    {
      var from = c
      if from - 1 > s, ["from", "at", "to", "on"].contains(wordKeys[from - 1]) { from -= 1 }
      chapter = spoken(c..<stop0)
      stop = from
    }
    // "chapter 7 of", "the third chapter of".
    if i + 2 < stop, wordKeys[i] == "chapter", let n = NumberWords.parse(Array(words[i + 1..<stop]), at: 0), i + 1 + n.1 < stop,
      wordKeys[i + 1 + n.1] == "of"
    {
      chapter = spoken(i..<i + 1 + n.1)
      i += 2 + n.1
    } else if i + 2 < stop, NumberWords.ordinals[words[i]] != nil || words[i].hasSuffix("th") && Int(words[i].dropLast(2)) != nil,
      wordKeys[i + 1] == "chapter", wordKeys[i + 2] == "of"
    {
      chapter = spoken(i..<i + 2)
      i += 3
    }
    if chapter != nil, stop == stop0 { while i < stop - 1, Self.leadingDeterminers.contains(wordKeys[i]) { i += 1 } }
    var bookSaid = false
    if i + 1 < stop, EnglishLexicon.bookWords.contains(wordKeys[i]) || i + 2 < stop && wordKeys[i] == "audio" && wordKeys[i + 1] == "book" {
      i += wordKeys[i] == "audio" ? 2 : 1
      bookSaid = true
      // "the audiobook file X", "an audio book version of X": the form, then the title.
      if i + 1 < stop, EnglishLexicon.bookFormWords.contains(wordKeys[i]) {
        i += 1
        if i + 1 < stop, wordKeys[i] == "of" || wordKeys[i] == "for" { i += 1 }
      }
      if i + 1 < stop, ["called", "named", "titled"].contains(wordKeys[i]) { i += 1 }
    }
    guard chapter != nil || bookSaid, i < stop else { return false }
    // "my audiobook from the beginning": structure after the book word, not its title.
    if chapter == nil, ["from", "by", "of", "on", "in", "at", "to", "for", "with", "where", "please"].contains(wordKeys[i]) { return false }
    // "the audiobook playback", "the book which I heard on Sunday": talk, not a title; the book
    // word still says what to play.
    if chapter == nil, namesNothing(i..<stop) {
      search.mediaType = .audioBook
      use(first..<i, "lexicon:mediaTypes", field: "mediaSearch.mediaType", value: "audioBook")
      use(i..<stop, "chatter", field: "-", value: "talk around the request (names nothing)")
      return true
    }
    // "… by AUTHOR": the last "by" whose title part is not a known name running past it.
    var titleEnd = stop
    if let by = (i + 1..<stop).last(where: { wordKeys[$0] == "by" }), by + 1 < stop, knownNameSpan(i..<stop) == nil {
      titleEnd = by
      let author = spoken(by + 1..<stop)
      search.artistName = author
      use(by..<stop, "rule:book", field: "mediaSearch.artistName", value: author)
    }
    let title = spoken(i..<titleEnd)
    search.mediaName = title
    search.mediaType = .audioBook
    use(first..<i, "lexicon:mediaTypes", field: "mediaSearch.mediaType", value: "audioBook")
    use(i..<titleEnd, "rule:book", field: "mediaSearch.mediaName", value: title)
    if stop < stop0 { use(stop..<stop0, "rule:book", field: "-", value: "the chapter (not a SiriKit field)") }
    if let chapter { trace.note("rule:book", chapter, "-", "the chapter (not a SiriKit field)") }
    return true
  }
}
