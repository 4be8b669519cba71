/// The role of each word of the object: dates, types, sort words, genres and moods, the
/// connectors between names ("by", "from the album"), and the free words that make names.
enum Role: Equatable {
  /// Used already, or a determiner: carries nothing.
  case skip
  /// Part of a name.
  case free
  case date
  case sort
  /// A type word: the type it sets (nil: a kind of piece or a generic head that sets none).
  case type(MediaItemType?)
  case genre
  case mood
  /// "by", "featuring": an artist follows.
  case by
  /// "from", "off": an artist (or, with a type word, an album or playlist) follows.
  case from
  /// "of" after a type word: the show or collection follows ("the newest episode of X").
  case of
  /// "on the album": an album follows.
  case on
  /// "called", "named": a name follows.
  case introducer

  var isFree: Bool { self == .free }
  var isType: Bool { if case .type = self { return true } else { return false } }
  var isConnector: Bool { self == .by || self == .from || self == .of || self == .on }
}

extension Work {
  /// Type words that are always type words; the others ("record", "show", "mix", "music") are
  /// only where a name does not continue on both sides.
  static let strongTypeWords: WordSet = [
    "song", "track", "album", "playlist", "playlists", "podcast", "podcasts", "episode",
    "episodes", "audiobook", "audiobooks", "soundtrack", "ep", "lp", "artist", "playlst", "plylist",
    "movie", "film", "tv show", "tv series",
  ]
  /// Sort words that need a type word after them ("a new song", not "New Order").
  static let weakSortWords: WordSet = [
    "new", "last", "first", "current", "good", "hot", "hit", "top", "recent", "chart", "charting", "biggest",
    "oldest", "earliest", "brand new",
  ]

  /// Whether a type word sets `mediaType`: when the app declares the type's category, and always
  /// for the video types (`movie`, `tvShow`, `tvShowEpisode`): Siri says what was asked for, and
  /// an audio app answers `unsupported(forReason: .unsupportedMediaType)` ("play the movie X").
  func typeWordSetsType(_ type: MediaItemType) -> Bool {
    context.app.declaresCategory(of: type) || type.category == .video
  }

  func nextIndex(_ i: Int, _ roles: [Role]) -> Int? {
    var j = i + 1
    while j < end, roles[j] == .skip { j += 1 }
    return j < end ? j : nil
  }

  func previousIndex(_ i: Int, _ roles: [Role]) -> Int? {
    var j = i - 1
    while j >= start, roles[j] == .skip { j -= 1 }
    return j >= start ? j : nil
  }

  /// Whether a word is capitalised where an article would not be ("Play The Soft Parade").
  func isTitleCased(_ i: Int) -> Bool {
    guard i > 0, tokens[i].text.startsUppercase else { return false }
    return tokens.contains { $0.text.startsLowercase }
  }

  /// Title-cased and not all capitals: "Song", not the acronym "EP" or a shouted "SOUNDTRACK".
  func isCapitalisedWord(_ i: Int) -> Bool {
    isTitleCased(i) && tokens[i].text.dropFirst().contains { $0.isLowercase }
  }

  mutating func markRoles(_ search: inout MediaSearch) -> [Role] {
    var roles = [Role].filled(.skip, count: tokens.count)
    for i in start..<end where !used[i] { roles[i] = .free }
    // Words a frame delimits as a name are hidden from the markers that claim words.
    framed = framedNames(roles)
    frameKnownTitles(roles)
    for i in framed.indices where framed[i] { roles[i] = .skip }
    markPlaylistPlaces(&roles, &search)
    markTimePossessives(&roles)
    markNonNameModifiers(&roles)
    markDates(&roles, &search)
    markTypes(&roles, &search)
    markOrderWords(&roles)
    markInnerPlayVerbs(&roles)
    markSorts(&roles, &search)
    markStyledGenres(&roles, &search)
    markGenresAndMoods(&roles, &search)
    markMoodFrames(&roles, &search)
    for i in framed.indices where framed[i] { roles[i] = .free }
    markConnectors(&roles)
    markDeterminers(&roles, keeping: framed)
    return roles
  }

  // MARK: Framed names

  /// Type words after which a title follows ("the album Winner Takes All").
  static let titleFrameTypes: WordSet = [
    "song", "track", "album", "soundtrack", "ep", "lp", "playlist", "podcast", "audiobook", "artist", "band", "singer", "rapper",
  ]
  /// Words that cannot start a title right after a type word ("the song by …", "an album that …").
  static let titleFrameStoppers: WordSet = [
    "by", "from", "off", "of", "for", "that", "which", "with", "called", "named", "titled", "entitled",
    "featuring", "feat", "ft", "and", "or", "to", "into", "onto", "on", "please", "now", "again", "next", "later",
    "released", "recorded", "made", "written", "sung", "performed", "starting", "about", "like", "similar",
  ]
  /// Words that end a framed title: the artist or source follows.
  static let titleFrameEnds: WordSet = ["by", "from", "off", "featuring", "feat", "ft", "into", "onto"]
  /// Words after which a name follows ("called X"), and the articles that may open a framed
  /// name: sets asked per word (array literals were built per word).
  static let nameFollowers: WordSet = ["called", "named", "titled", "entitled"]
  static let frameArticles: WordSet = ["the", "a", "an"]
  /// What may stand just before a type word that frames a title ("the album X", "my song X").
  static let titleFrameLeads: WordSet = ["the", "this", "that", "my", "our", "your", "his", "her", "their"]

  /// Names that a frame delimits, kept whole: the title after a type word ("the album Winner
  /// Takes All by Takuro", "the track Mama Liked The Roses", "the album a kiss before you go")
  /// and the name in "my/our/Lea's … playlist" ("my 70s Smash Hits playlist", "my Piano Ballads
  /// playlist"). Their words are not read as dates, sort words, genres, moods, modifiers or
  /// type words: a person naming a thing this way says the whole name.
  func framedNames(_ roles: [Role]) -> [Bool] {
    var framed = [Bool].filled(false, count: tokens.count)
    let keys = wordKeys  // (the closures below read this, not `self`: no copy of the parse state)
    // "the name Kids in the Street", "called X", "named X": a name follows.
    for i in start..<end where roles[i] == .free && Self.nameFollowers.contains(wordKeys[i]) || i == introducedName {
      var k = i == introducedName ? i : i + 1
      while k < end, roles[k] == .free, !Self.titleFrameEnds.contains(wordKeys[k]) {
        framed[k] = true
        k += 1
      }
    }
    var t = start
    let titleFrameTypes = Self.titleFrameTypes  // (once, not once per word)
    while t + 1 < end {
      defer { t += 1 }
      guard roles[t] == .free, titleFrameTypes.contains(wordKeys[t]) else { continue }
      // Right after the verb ("play album X") or after "the"/"my" ("the track X"), not after
      // other qualifiers ("a new song from …").
      guard t == start || Self.titleFrameLeads.contains(wordKeys[t - 1]) || isPossessive(t - 1) else { continue }
      let first = t + 1
      // ("the voice of the singer, she is …": a comma ends what the type word frames, unless a
      // capitalised name follows it: "the playlist, A Mis Niños de 30".)
      guard roles[first] == .free, !tokens[t].commaAfter || isTitleCased(first) else { continue }
      // "the song Music", "the album Next by …": after "the"/"my" and a type word, a title the
      // catalog knows is the name, whatever its words are elsewhere (names first); not "play
      // track music" (a kind and a kind).
      if t > start || isTitleCased(first), let known = knownTitleAfterType(first, roles) {
        for k in known { framed[k] = true }
        t = known.upperBound - 1
        continue
      }
      guard !Self.titleFrameStoppers.contains(wordKeys[first]), EnglishParser.typeWords.match(wordKeys, at: first, limit: end) == nil,
        !EnglishLexicon.musicPieceWords.contains(wordKeys[first]), !EnglishLexicon.playlistWords.contains(wordKeys[first]),
        !EnglishLexicon.genericWords.contains(wordKeys[first])
      else { continue }
      var last = first
      while last + 1 < end, roles[last + 1] == .free, !Self.titleFrameEnds.contains(wordKeys[last + 1]), !Self.titleFrameTypes.contains(wordKeys[last + 1]) {
        last += 1
      }
      // "the song Hello by" keeps "by" outside; a type word closing the run ("the album X
      // playlist") leaves the frame to the playlist rule.
      if Self.strongTypeWords.contains(wordKeys[last]) || EnglishLexicon.playlistWords.contains(wordKeys[last]) { continue }
      for k in first...last { framed[k] = true }
      t = last
    }
    // "Play The New Retro playlist", "Play A Sudden Rainstorm playlist": a capitalised article
    // starts the name; "the New Indie Mix playlist": a capitalised word after the article does.
    for o in start..<end where roles[o] == .free && Self.frameArticles.contains(wordKeys[o]) && o + 1 < end && (isTitleCased(o) || isTitleCased(o + 1)) {
      guard o + 2 < end, let p = (o + 2..<end).first(where: { EnglishLexicon.playlistWords.contains(keys[$0]) && keys[$0] != "list" }) else { continue }
      let inner = (isTitleCased(o) ? o : o + 1)..<p
      guard inner.allSatisfy({ roles[$0] == .free && !Self.titleFrameEnds.contains(keys[$0]) && !Self.strongTypeWords.contains(keys[$0]) }),
        p + 1 == end || Self.titleFrameEnds.contains(wordKeys[p + 1])
      else { continue }
      for k in inner { framed[k] = true }
    }
    for o in start..<end where roles[o] == .free && (wordKeys[o] == "my" || wordKeys[o] == "our" || isPossessive(o)) {
      guard o + 2 < end, let p = (o + 2..<end).first(where: { EnglishLexicon.playlistWords.contains(keys[$0]) && keys[$0] != "list" }) else { continue }
      let inner = o + 1..<p
      guard inner.allSatisfy({ roles[$0] == .free && !Self.titleFrameEnds.contains(keys[$0]) }),
        p + 1 == end || Self.titleFrameEnds.contains(wordKeys[p + 1]) || wordKeys[p + 1] == "on" || wordKeys[p + 1] == "in"
      else { continue }
      // "my favorite playlist", "my most recent playlist", "my music playlist": no name.
      if isOnlyQualifiers(inner) { continue }
      for k in inner { framed[k] = true }
    }
    return framed
  }

  /// The words from `first` to the end or to "by"/"from" when the catalog knows them as a title
  /// (at most eight words).
  func knownTitleAfterType(_ first: Int, _ roles: [Role]) -> Range<Int>? {
    guard mayBeInKnownName(first, context.knownTitles) else { return nil }
    var last = first
    while last + 1 < end, last + 1 - first < 8, roles[last + 1] == .free, !Self.titleFrameEnds.contains(wordKeys[last + 1]) { last += 1 }
    guard last + 1 == end || Self.titleFrameEnds.contains(wordKeys[last + 1]) else { return nil }
    return isKnownTitle(first..<last + 1) ? first..<last + 1 : nil
  }

  static let playlistPlacePreps: WordSet = ["on", "in", "from", "off"]
  static let playlistOwners: WordSet = ["the", "my", "our", "your", "his", "her", "their"]

  /// "play music on the playlist Electronic Gaming", "music from the list Indie Electronics",
  /// "something on my Classic Jazz Funk playlist": the preposition only says where the music is;
  /// the playlist is what to play.
  mutating func markPlaylistPlaces(_ roles: inout [Role], _ search: inout MediaSearch) {
    var i = start
    while i + 2 < end {
      defer { i += 1 }
      guard roles[i] == .free, Self.playlistPlacePreps.contains(wordKeys[i]) else { continue }
      var k = i + 1
      if roles[k] == .free, Self.playlistOwners.contains(wordKeys[k]) || isPossessive(k) { k += 1 }
      guard k < end else { continue }
      if roles[k] == .free, EnglishLexicon.playlistWords.contains(wordKeys[k]), k + 1 < end, framed[k + 1] || roles[k + 1] == .free && isTitleCased(k + 1) {
        // "on the playlist X", "from the list X": the kind word, then the name.
        let declared = context.app.declaresCategory(of: .playlist)
        roles[k] = .type(declared ? .playlist : nil)
        if declared, search.mediaType == .unknown { search.mediaType = .playlist }
        use(k..<k + 1, "lexicon:mediaTypes", field: declared ? "mediaSearch.mediaType" : "-", value: declared ? "playlist" : "")
      } else if k > i + 1, framed[k] {
        // "on my Classic Jazz Funk playlist": the name is framed up to the playlist word.
        var q = k
        while q < end, framed[q] { q += 1 }
        guard q < end, EnglishLexicon.playlistWords.contains(wordKeys[q]) else { continue }
      } else if k > i + 1, let n = EnglishParser.sortWords.match(wordKeys, at: k, limit: end)?.words.count ?? EnglishParser.nonNameModifiers.match(wordKeys, at: k, limit: end)?.words.count,
        k + n < end, EnglishLexicon.playlistWords.contains(wordKeys[k + n])
      {
        // "anything in my recent playlist": a qualified playlist of one's own.
      } else {
        continue
      }
      roles[i] = .skip
      use(i..<i + 1, "filler")
    }
  }

  // MARK: Qualifiers that name nothing

  /// "my favorite song", "recently added audiobook": set aside when more words follow.
  mutating func markNonNameModifiers(_ roles: inout [Role]) {
    var i = start
    while i < end {
      guard roles[i] == .free, let m = EnglishParser.nonNameModifiers.match(wordKeys, at: i, limit: end), i + m.words.count < end else { i += 1; continue }
      let to = i + m.words.count
      for k in i..<to { roles[k] = .skip }
      use(i..<to, "lexicon:nonNameModifiers")
      i = to
    }
  }

  // MARK: Dates

  mutating func markDates(_ roles: inout [Role], _ search: inout MediaSearch) {
    guard (start..<end).contains(where: { roles[$0] == .free && DecadeNormaliser.mayAnchor(words[$0], key: wordKeys[$0]) }) else { return }
    let indices = (start..<end).filter { roles[$0] == .free }
    guard indices.count > 0 else { return }
    let live = indices.map { words[$0] }
    for m in DecadeNormaliser.allMatches(in: live) {
      let from = indices[m.range.lowerBound]
      let to = indices[m.range.upperBound - 1] + 1
      guard to - from == m.range.count else { continue }
      if m.isBareYear {
        // An added item is a title: its year is the title's ("add olympia 1959 to …", "time flies
        // 1994-2009"), unless "from"/"in" says when.
        if readingAddItem, !(from > start && ["from", "in"].contains(wordKeys[from - 1])) { continue }
        // "Play 1999" and "1999 by Prince" are titles; "a 1957 ep", "2003 Ben Burnley" are years.
        let alone = indices.count == m.range.count
        let beforeBy = to < end && ["by", "from"].contains(wordKeys[to]) && to + 1 < end
        let afterThe = from > start && ["the", "a", "an", "some", "my"].contains(wordKeys[from - 1])
        // ("a ballad from 2014 by Double": after "from"/"in" it is when.)
        let afterPrep = from > start && ["from", "form", "in"].contains(wordKeys[from - 1])
        if !afterPrep, alone || (beforeBy && !afterThe) { continue }
      }
      for k in from..<to { roles[k] = .date }
      guard search.releaseDate == nil else { continue }
      search.releaseDate = m.releaseDate
      let label = [m.releaseDate.startDateComponents?.year, m.releaseDate.endDateComponents?.year].compactMap { $0 }.map(String.init).joined(separator: "–")
      use(from..<to, "normaliser:decade", field: "mediaSearch.releaseDate", value: label)
    }
  }

  // MARK: Types

  mutating func markTypes(_ roles: inout [Role], _ search: inout MediaSearch) {
    var candidates: [(range: Range<Int>, type: MediaItemType?, strong: Bool)] = []
    var i = start
    while i < end {
      guard roles[i] == .free else { i += 1; continue }
      if let m = EnglishParser.typeWords.match(wordKeys, at: i, limit: end) {
        candidates.append((i..<i + m.words.count, typeWordSetsType(m.value) ? m.value : nil, Self.strongTypeWords.contains(m.phrase)))
        i += m.words.count
      } else if EnglishLexicon.playlistWords.contains(wordKeys[i]) {
        candidates.append((i..<i + 1, context.app.declaresCategory(of: .playlist) ? .playlist : nil, wordKeys[i] != "list"))
        i += 1
      } else if EnglishLexicon.musicPieceWords.contains(wordKeys[i]) || EnglishLexicon.genericWords.contains(wordKeys[i]),
        // "nine hundred and seventy one", "bbc radio one": a number's or a station's "one".
        !(wordKeys[i] == "one" && i > start && (NumberWords.isNumberWord(words[i - 1]) || i + 1 == end && Self.stationWords.contains(wordKeys[i - 1])))
      {
        candidates.append((i..<i + 1, nil, false))
        i += 1
      } else {
        i += 1
      }
    }
    // Weak type words inside a run of name words stay in the name ("Rock Save The Queen", "Radio Rock").
    let firstWord = (start..<end).first { roles[$0] == .free }
    for (n, c) in candidates.enumerated() {
      // "Lullaby of Birdland", "Anthem of the Sun": a piece word opening the object with "of" after it.
      if c.range.lowerBound == firstWord, c.range.upperBound < end, wordKeys[c.range.upperBound] == "of", Self.titleHeadPieceWords.contains(wordKeys[c.range.lowerBound]) {
        continue
      }
      // A capitalised type word inside a capitalised run is a title's word, strong or weak
      // ("I want to hear Song For Adam", "play Morning Song", "The Song Remains The Same").
      if c.range.count == 1, isCapitalisedWord(c.range.lowerBound) {
        let before = c.range.lowerBound - 1
        let after = c.range.upperBound
        if before >= start && roles[before] == .free && isTitleCased(before) || after < end && roles[after] == .free && isTitleCased(after) {
          continue
        }
      }
      if !c.strong {
        let before = c.range.lowerBound - 1
        let after = c.range.upperBound
        let freeBefore = before >= start && roles[before] == .free && !(n > 0 && candidates[n - 1].range.upperBound == c.range.lowerBound)
        let freeAfter = after < end && roles[after] == .free && !(n + 1 < candidates.count && candidates[n + 1].range.lowerBound == after)
        let connectorAfter = after < end && ["by", "from", "of", "called", "named", "in", "on", "off"].contains(wordKeys[after])
        if freeBefore && freeAfter && !connectorAfter { continue }
        // "Play One Good Reason", "Songs Of Innocence": a capitalised word opening a capitalised run.
        if freeAfter && isTitleCased(c.range.lowerBound) && isTitleCased(after) { continue }
        // "reptile sounds", "ocean noises": the kind of sound is part of the name (behaviours §2).
        if freeBefore, ["sounds", "noises", "noise"].contains(wordKeys[c.range.lowerBound]), EnglishParser.genres.match(wordKeys, at: before, limit: end) == nil,
          EnglishParser.moods.match(wordKeys, at: before, limit: end) == nil
        {
          continue
        }
        // "the album Night Songs by …": after a type word, the run of words is a title.
        if freeBefore {
          var k = before
          while k >= start, roles[k] == .free, !Self.strongTypeWords.contains(wordKeys[k]), !EnglishLexicon.nameIntroducers.contains(wordKeys[k]) { k -= 1 }
          if k >= start, Self.strongTypeWords.contains(wordKeys[k]) || EnglishLexicon.nameIntroducers.contains(wordKeys[k]) { continue }
        }
        // A generic word that starts the object before a name is a name ("Music Of The Night" aside,
        // "songs by X" is generic).
      }
      for k in c.range { roles[k] = .type(c.type) }
      // "play the next episode", "afi's fourth album", "the seventh episode of X": which one, said
      // with no field SiriKit has ("first" and "last" are sort orders).
      if let p = previousIndex(c.range.lowerBound, roles), roles[p] == .free, !isTitleCased(p),
        c.type == .podcastEpisode && wordKeys[p] == "next" || (NumberWords.ordinals[words[p]] ?? 0) >= 2
      {
        roles[p] = .skip
        use(p..<p + 1, "filler")
      }
      // "from the album Y": the type word says what Y is, not what to play.
      var back = c.range.lowerBound - 1
      while back >= start, ["the", "his", "her", "their", "its", "my"].contains(wordKeys[back]) { back -= 1 }
      // "from the album" with nothing named after it ("music from his last record", "on album") is
      // what to play.
      let after = c.range.upperBound
      let namedAfter = after < end && (roles[after] == .free || framed[after]) && !Self.sourceTailWords.contains(wordKeys[after])
      let describesSource = back >= start && ["from", "off", "on"].contains(wordKeys[back]) && c.type == .album && namedAfter
      if let t = c.type, !describesSource {
        // (A video kind yields to an audio one: "a movie soundtrack", "a movie with the song X".)
        if search.mediaType == .unknown || search.mediaType == .podcastShow && t == .podcastEpisode || search.mediaType == .artist
          || search.mediaType.category == .video && t.category != .video
        {
          search.mediaType = t
        }
        use(c.range, "lexicon:mediaTypes", field: "mediaSearch.mediaType", value: t.name)
      } else {
        use(c.range, "lexicon:mediaTypes")
      }
    }
  }

  static let sourceTailWords: WordSet = ["in", "on", "from", "by", "with", "for", "off", "of", "released", "made", "that", "which"]

  static let stationWords: WordSet = ["radio", "station", "channel"]

  // MARK: Sort words

  mutating func markSorts(_ roles: inout [Role], _ search: inout MediaSearch) {
    var i = start
    while i < end {
      // "sorted by newest", "sort by popular", "ordered by most recent".
      if roles[i] == .free, ["sort", "sorted", "order", "ordered"].contains(wordKeys[i]), i + 2 < end, wordKeys[i + 1] == "by",
        roles[i + 1] == .free, roles[i + 2] == .free, let m = EnglishParser.sortWords.match(wordKeys, at: i + 2, limit: end)
      {
        let j = i + 2 + m.words.count
        for k in i..<j { roles[k] = .sort }
        // "Play X and sort by most popular": the "and" joins the sort order, not the name.
        if i > start, wordKeys[i - 1] == "and", roles[i - 1] == .free {
          roles[i - 1] = .skip
          use(i - 1..<i, "filler")
        }
        if search.sortOrder == .unknown {
          search.sortOrder = m.value
          use(i..<j, "lexicon:sortWords", field: "mediaSearch.sortOrder", value: m.value.name)
        }
        i = j
        continue
      }
      guard roles[i] == .free, let m = EnglishParser.sortWords.match(wordKeys, at: i, limit: end) else { i += 1; continue }
      // "The Worst Is Yet To Come", "New World": a capitalised sort word inside a capitalised run is
      // the title's.
      let continuesTitle = isTitleCased(i) && i > start && roles[i - 1] == .free && isTitleCased(i - 1)
      let opensTitle = isTitleCased(i) && m.words.count == 1 && Self.weakSortWords.contains(m.phrase) && i + 1 < end && roles[i + 1] == .free
        && isTitleCased(i + 1) && !EnglishLexicon.givenNames.contains(wordKeys[i + 1])
      if continuesTitle || opensTitle {
        i += 1
        continue
      }
      var j = i + m.words.count
      // "top twenty", "top-50", "top 10", "top-20 best".
      if ["top", "best"].contains(m.phrase), j < end, let (n, length) = NumberWords.parse(words, at: j), n >= 1, n <= 500 {
        j += length
      }
      while j < end, EnglishParser.sortWords.match(wordKeys, at: j, limit: end).map({ ["best", "hits", "hit", "charting", "rated", "popular"].contains($0.phrase) }) == true {
        j += 1
      }
      let nextRole: Role? = j < end ? roles[j] : nil
      let nextWord = j < end ? words[j] : ""
      let beforeItem = nextRole.map { $0.isType || $0 == .date } ?? false || EnglishParser.genres.match(wordKeys, at: j, limit: end) != nil
      let firstContent = (start..<i).allSatisfy { roles[$0] != .free || EnglishLexicon.determiners.contains(wordKeys[$0]) }
      // "songs from the last Olga Souza", "a track from top Rie Tomosaka": a sort word opening what
      // follows "from" qualifies it as if it opened the request.
      var back = i - 1
      while back >= start, EnglishLexicon.determiners.contains(wordKeys[back]) { back -= 1 }
      let opensSource = back >= start && ["from", "form", "by"].contains(wordKeys[back]) && roles[back] == .free
      let atEnd = j >= end || ["by", "from", "on", "in"].contains(nextWord)
      let weak = Self.weakSortWords.contains(m.phrase) && j == i + m.words.count
      let accepted: Bool
      // "add best of uetoaya to …", "The Best of Guitar Shorty": in an added item, "best of X" is a title.
      if readingAddItem, nextWord == "of" {
        accepted = false
      } else if m.phrase == "for me" || m.phrase == "good" && !firstContent {
        accepted = false
      } else if ["something good", "something nice", "something i like", "something i'd like"].contains(m.phrase) {
        accepted = true
      } else if weak && firstContent && ["new", "latest", "last"].contains(m.phrase) && !isTitleCased(i) && (nextWord == "by" || nextWord == "from") {
        // "something new by Lola Monroe", "anything new from X": the newest of theirs.
        accepted = true
      } else if weak && (firstContent || opensSource) && ["top", "good", "new", "latest", "last"].contains(m.phrase) && nextRole == .free
        && (j + 1 < end || isTitleCased(j)) && !isTitleCased(i) && (isTitleCased(j) || EnglishLexicon.givenNames.contains(nextWord))
      {
        // "play top Rosanne Cash": the most popular of a person's; "some good Amber Gristak": a
        // word of praise, not a name (and no sort order).
        if m.phrase == "good" {
          roles[i] = .skip
          use(i..<j, "lexicon:nonNameModifiers")
          i = j
          continue
        }
        accepted = true
      } else if weak {
        // "a new song", "the new Stuff You Should Know podcast" (a type word closes the name).
        // Not "good": "play good mythical morning podcast" praises nothing, it names the show.
        let typeCloses = firstContent && m.phrase != "good" && (j..<end).contains { roles[$0].isType && Self.strongTypeWords.contains(wordKeys[$0]) }
          && !(j..<end).contains { ["by", "from"].contains(wordKeys[$0]) }
        accepted = beforeItem || typeCloses || (nextWord == "hits" || nextWord == "hit")
      } else {
        accepted = beforeItem || firstContent || atEnd || opensSource && nextRole == .free
      }
      guard accepted else { i += 1; continue }
      for k in i..<j { roles[k] = .sort }
      if search.sortOrder == .unknown {
        search.sortOrder = m.value
        use(i..<j, "lexicon:sortWords", field: "mediaSearch.sortOrder", value: m.value.name)
      }
      // "popular hits": the rest is "hits", which arrives as mediaName "music" (behaviours §3).
      if j < end, wordKeys[j] == "hits" {
        roles[j] = .sort
        use(j..<j + 1, "lexicon:sortWords")
        if (start..<end).allSatisfy({ roles[$0] != .free }) { search.mediaName = "music" }
      } else if words[i..<j].last == "hits", (start..<end).allSatisfy({ roles[$0] != .free }) {
        search.mediaName = "music"
      }
      i = j
    }
    markSortNoise(&roles)
  }

  /// "the top-5 sort of ballad music", "a top twenty sort by Akinyele", "the best sort by X":
  /// "sort (of)" next to a sort or kind word says how to order or what kind, never a name.
  mutating func markSortNoise(_ roles: inout [Role]) {
    for k in start..<end where roles[k] == .free && wordKeys[k] == "sort" {
      guard let p = previousIndex(k, roles) else { continue }
      let afterQualifier = roles[p] == .sort || roles[p].isType || roles[p] == .date
        || roles[p] == .free && EnglishLexicon.determiners.contains(wordKeys[p]) && k + 1 < end && wordKeys[k + 1] == "of"
      guard afterQualifier else { continue }
      let next = k + 1 < end ? words[k + 1] : ""
      var to = k + 1
      if next == "of" { to += 1 } else if !(next.isEmpty || Self.sortNoiseFollowers.contains(next) || roles[k + 1] == .date) { continue }
      guard to <= end else { continue }
      for q in k..<to { roles[q] = .skip }
      use(k..<to, "filler")
    }
  }

  static let sortNoiseFollowers: WordSet = ["by", "from", "form", "in", "on", "off", "with", "please"]

  // MARK: Genres and moods

  mutating func markGenresAndMoods(_ roles: inout [Role], _ search: inout MediaSearch) {
    // (No array of (table, flag) pairs per call: the two tables, one after the other.)
    for isGenre in [true, false] {
      let table = isGenre ? EnglishParser.genres : EnglishParser.moods
      var i = start
      while i < end {
        guard roles[i] == .free, var m = table.match(wordKeys, at: i, limit: end) else { i += 1; continue }
        // "world music" with "music" read as a kind word: the longest phrase within the free words.
        if !(i..<i + m.words.count).allSatisfy({ roles[$0] == .free }) {
          var free = i
          while free < end, roles[free] == .free { free += 1 }
          guard let shorter = table.match(wordKeys, at: i, limit: free) else { i += 1; continue }
          m = shorter
        }
        let to = i + m.words.count
        guard (i..<to).allSatisfy({ roles[$0] == .free }) else { i += 1; continue }
        // "James Moody", "Leanne Dobinson Right To Dream": a capitalised word that continues a
        // capitalised name is part of it.
        if isTitleCased(i), i > start, roles[i - 1] == .free, isTitleCased(i - 1) { i += 1; continue }
        // An added item that opens with a capitalised genre and goes on capitalised is a title
        // ("add Bossa Nova Soul Samba to …", "add New Wave Blues to …").
        if readingAddItem, isTitleCased(i), to < end, roles[to] == .free, isTitleCased(to) { i = to; continue }
        // "woman of the world", "live around the world": "world" alone after "the" is a word of a
        // name ("world music", "play world" are the genre).
        if m.phrase == "world", i > start, wordKeys[i - 1] == "the" { i += 1; continue }
        let next = nextIndex(to - 1, roles)
        let previous = previousIndex(i, roles)
        let nextRole = next.map { roles[$0] }
        let nextWord = next.map { words[$0] } ?? ""
        let previousRole = previous.map { roles[$0] }
        let previousWord = previous.map { words[$0] } ?? ""
        let contentCount = (start..<end).filter { roles[$0] == .free }.count
        let whole = contentCount == m.words.count
        if ["playlist", "mix", "station", "radio", "list", "playlists"].contains(nextWord) { i += 1; continue }
        // "merengue style music", "some chanson style music": "style" after a genre says so.
        let styled = isGenre && next.map { wordKeys[$0] == "style" && ($0 + 1 == end || roles[$0 + 1].isType) } == true
        let beforeType = nextRole?.isType == true || styled
        let afterModifier = previousRole == .date || previousRole == .sort || previousRole == .genre || previousRole == .mood
        let afterDeterminer = previous.map { EnglishLexicon.determiners.contains(previousWord) && roles[$0] == .free } ?? true
        let endsHere = next == nil || nextRole?.isConnector == true || ["by", "from", "on", "in"].contains(nextWord)
        let beforeGenre = next.map { EnglishParser.genres.match(wordKeys, at: $0, limit: end) != nil } ?? false
        // "something by Louisiana Blues", "something from Post-punk Revival": a genre of two words or
        // more that ends the request after "by"/"from" (a band is rarely named so).
        let afterSource = previous.map { ["by", "from"].contains(wordKeys[$0]) } == true && next == nil && m.words.count >= 2
        let accepted: Bool
        if isGenre {
          accepted = whole || afterSource || beforeType || afterModifier || (afterDeterminer && (endsHere || beforeGenre)) || beforeGenre && previous == nil
        } else {
          // A mood word after a name's word, before the type word, ends the name ("good mythical
          // morning podcast").
          let afterNameWord = previous.map { roles[$0] == .free && !EnglishLexicon.determiners.contains(previousWord) } ?? false
          accepted = whole || beforeType && !afterNameWord || (afterModifier && previousRole != .mood) || afterDeterminer && beforeType
        }
        guard accepted else { i += 1; continue }
        if whole, !isGenre, context.isKnownTitle(spoken(i..<to)) { i += 1; continue }
        for k in i..<to { roles[k] = isGenre ? .genre : .mood }
        if styled, let s = next {
          roles[s] = .skip
          use(s..<s + 1, "filler")
        }
        if isGenre {
          search.genreNames = (search.genreNames ?? []) + [m.value]
          use(i..<to, "lexicon:genres", field: "mediaSearch.genreNames", value: m.value)
        } else {
          search.moodNames = (search.moodNames ?? []) + [m.value]
          use(i..<to, "lexicon:moods", field: "mediaSearch.moodNames", value: m.value)
        }
        i = to
      }
    }
  }

  // MARK: Connectors and determiners

  static let performedWords: WordSet = ["performed", "sung", "sang", "recorded", "written", "done"]
  static let connectorWords: WordSet = ["by", "featuring", "feat", "ft", "from", "off", "called", "named", "titled", "entitled", "of", "on", "form"]

  mutating func markConnectors(_ roles: inout [Role]) {
    // "I Get Ideas as performed by Richard Kruspe", "sung by": the words before "by" go.
    for i in start + 1..<max(start + 1, end - 1) where wordKeys[i + 1] == "by" && Self.performedWords.contains(wordKeys[i]) && roles[i] == .free {
      roles[i] = .skip
      used[i] = true
      if i - 1 > start, wordKeys[i - 1] == "as", roles[i - 1] == .free {
        roles[i - 1] = .skip
        used[i - 1] = true
      }
    }
    var candidates: [Int] = []
    // (The object's first word: a connector or a piece word there opens a title.)
    let firstWord = (start..<end).first { roles[$0] != .skip }
    for i in start..<end where roles[i] == .free && Self.connectorWords.contains(wordKeys[i]) {
      switch words[i] {
      case "by", "featuring", "feat", "ft": roles[i] = .by
      case "from", "off": roles[i] = .from
      case "form":
        // "music form the fourties": a typed "from" before an article or a date.
        if i + 1 < end, wordKeys[i + 1] == "the" || roles[i + 1] == .date { roles[i] = .from }
      case "called", "named", "titled", "entitled": roles[i] = .introducer
      case "of":
        // "the newest episode of X", "songs of X"; not inside a title ("Trail Of The Lonesome Pine").
        // A piece word opening the object names a title with its "of" ("Lullaby of Birdland",
        // "Symphony of Destruction"), as "songs of X" does not.
        if let p = previousIndex(i, roles), roles[p].isType || roles[p] == .sort, !(p == firstWord && Self.titleHeadPieceWords.contains(wordKeys[p])) { roles[i] = .of }
      case "on":
        var k = i + 1
        if k < end, ["the", "his", "her", "their", "its"].contains(wordKeys[k]) { k += 1 }
        if k < end, roles[k] == .type(.album) || wordKeys[k] == "album" { roles[i] = .on }
      default: break
      }
      if roles[i] == .by || roles[i] == .from { candidates.append(i) }
    }
    // An added item is one title: "from" right after a word of it is the title's ("add Third Stone
    // from the Sun to …"); after a kind or determiner word it names the artist ("a track from X").
    if readingAddItem {
      for c in candidates where wordKeys[c] == "from" && c > start && roles[c - 1] == .free && !EnglishLexicon.determiners.contains(wordKeys[c - 1]) {
        roles[c] = .free
      }
      // A connector opening the added item is its title's ("add From the Ashes to …", "add By
      // the Way to …"): there is nothing before it to be by or from someone.
      if let c = candidates.first, c == firstWord { roles[c] = .free }
      candidates.removeAll { roles[$0] == .free }
    }
    // Only the last "by"/"from" before a name splits: "Out From Under from Hurricane Chris".
    let splitting = candidates.filter { c in
      let before = c > start && roles[c - 1] == .free
      var k = c + 1
      while k < end, ["the", "his", "her", "their", "its"].contains(wordKeys[k]) { k += 1 }
      let after = c + 1 < end && roles[c + 1] == .free && k < end && roles[k] == .free
      return before && after
    }
    // A capitalised "From"/"By" inside a capitalised run is the title's when another connector
    // splits ("Songs from Scenes From The Big Chair", "Ready by Frankenstein Drag Queens From
    // Planet 13").
    // (A loop, not a filter: a closure calling methods of `self` here copied the parse state.)
    var insideTitle: [Int] = []
    for c in candidates where isCapitalisedWord(c) && isTitleCased(c - 1) && c + 1 < end && isTitleCased(c + 1) { insideTitle.append(c) }
    var splitters = splitting
    if insideTitle.count < candidates.count {
      for c in insideTitle { roles[c] = .free }
      splitters = splitting.filter { !insideTitle.contains($0) }
    }
    for c in splitters.dropLast() { roles[c] = .free }
    // "play By The Sleepy Lagoon by Greg Kurstin": a capitalised connector opening the object.
    for c in candidates where roles[c].isConnector && isCapitalisedWord(c) && (start..<c).allSatisfy({ roles[$0] != .free || EnglishLexicon.determiners.contains(wordKeys[$0]) }) {
      roles[c] = .free
    }
    // A connector with nothing after it is a word of the name.
    for i in start..<end where roles[i].isConnector && nextIndex(i, roles) == nil { roles[i] = .free }
  }

  static let objectPronouns: WordSet = ["me", "us"]
  /// Singular piece words that head titles with "of" after them.
  static let titleHeadPieceWords: WordSet = [
    "ballad", "chant", "symphony", "concerto", "theme", "sonata", "aria", "anthem", "piece", "opus", "hymn", "lullaby", "number",
  ]

  /// Determiners that open titles as often as they qualify ("A Shot at Glory", "Little Wing",
  /// "Something So Right", "Your Song", "These Are the Days", "All Together Now").
  static let titleOpeningDeterminers: WordSet = ["little", "your", "these", "those"]
  /// … and those that do so only in an added item, which names one thing ("play a ballad from
  /// 2014", "play me a Felix Kubin", "play something else" ask for any; "add a shot at glory to
  /// …", "add something so right to …" name a title).
  static let addedTitleOpeningDeterminers: WordSet = ["a", "an", "something", "all", "to", "for", "every", "only"]

  /// Whether the determiner at `i`, the object's first word, opens the title: the next word
  /// is a name's word (not a determiner or marker), and the name runs to the end of the object or
  /// to "by"/"from" with no type word closing it ("add a shot at glory to …", "add little walter
  /// to …"; not "a Beatles song", "a little jazz", "something chill", "something by Adele").
  func determinerOpensTitle(_ i: Int, _ roles: [Role]) -> Bool {
    guard Self.titleOpeningDeterminers.contains(wordKeys[i]) || readingAddItem && Self.addedTitleOpeningDeterminers.contains(wordKeys[i]), i + 1 < end, roles[i + 1] == .free,
      !EnglishLexicon.determiners.contains(wordKeys[i + 1])
    else { return false }
    // "little" first is a stage name's ("Little Walter", "add little joe newest tune to …"); "a
    // little" (a quantity) is not first.
    if wordKeys[i] == "little" { return true }
    var k = i + 1
    while k < end, roles[k] == .free { k += 1 }
    return k == end || roles[k] == .by || roles[k] == .from
  }

  mutating func markDeterminers(_ roles: inout [Role], keeping framed: [Bool]) {
    // (The object's first free word, found before any determiner is set aside.)
    let first = (start..<end).first { roles[$0] == .free }
    for i in start..<end where roles[i] == .free && !framed[i] && EnglishLexicon.determiners.contains(wordKeys[i]) {
      if i == first, determinerOpensTitle(i, roles) { continue }
      // "play ME!": a pronoun alone is no request of its own; a title the catalog knows is.
      if i == first, Self.objectPronouns.contains(wordKeys[i]), nextIndex(i, roles) == nil, isKnownTitle(i..<i + 1) { continue }
      let next = nextIndex(i, roles)
      let nextIsMarker = next.map { roles[$0] != .free } ?? true
      let previous = previousIndex(i, roles)
      let afterMarker = previous.map { roles[$0] != .free } ?? true
      // A capitalised determiner inside a name stays ("the Winner Takes All album").
      let insideName = isTitleCased(i) && previous.map { roles[$0] == .free } == true
      // "the Outer Peace album": a lowercase "the" before a name that a type word closes.
      let closedByType = wordKeys[i] == "the" && !isTitleCased(i) && afterMarker
        && (i + 1..<end).first(where: { roles[$0] != .free }).map { roles[$0].isType } == true
      // "love me", "call me next": an object pronoun after a name's word ends the title.
      let endsTitle = Self.objectPronouns.contains(wordKeys[i]) && nextIsMarker && previous.map { roles[$0] == .free && !EnglishLexicon.determiners.contains(wordKeys[$0]) } == true
      if !endsTitle, nextIsMarker && !insideName || (afterMarker && wordKeys[i] != "the" && !isTitleCased(i)) || closedByType {
        roles[i] = .skip
        used[i] = true
      }
    }
  }
}
