/// Dates and type words among the object's words.
extension Work {
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
        if freeBefore && freeAfter && !connectorAfter && !kindBetweenCapitalisedNames(c.range.lowerBound, roles) { continue }
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
}
