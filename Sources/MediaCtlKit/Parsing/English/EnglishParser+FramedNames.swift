/// Names set off by their frame: a type word before a title, a playlist named in its place
/// ("on my Gym playlist"), and qualifiers that name nothing.
extension Work {
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
      // ("the song in 1999", "the album in the eighties": "in" and a date say when, in lowercase.)
      if wordKeys[first] == "in", !isTitleCased(first), first + 1 < end,
        (first + 1..<min(end, first + 3)).contains(where: { DecadeNormaliser.mayAnchor(words[$0], key: wordKeys[$0]) })
      {
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
}
