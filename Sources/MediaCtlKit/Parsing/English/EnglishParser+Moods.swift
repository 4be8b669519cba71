/// Moods and activities in the frames people say them in, after the genre and mood words
/// that stand alone were marked (`markGenresAndMoods`):
/// - "music for studying", "something mellow for the evening", "jazz for a rainy day";
/// - "songs to work out to", "something to sleep to", "music to help me relax";
/// - "workout music", "yoga songs": an activity before a kind word;
/// - "something chill", "relaxing jazz from the fifties", "sad country songs": a run of mood
///   and genre words between the request's edges, its kind word or its date.
/// Activities are everyday words ("work", "dinner"), so they are read only in these frames.
extension Work {
  /// Words after which an activity frame's run of descriptors may end.
  static let descriptorRunEnds: WordSet = ["for", "to", "please", "now", "and", "with"]
  /// Indefinite heads a mood may follow ("something chill", "anything upbeat").
  static let indefiniteHeads: WordSet = ["something", "anything", "stuff", "some"]
  /// Kind words after which mood and genre words name a collection ("the dinner playlist").
  static let namedCollectionWords: WordSet = [
    "playlist", "playlists", "playlst", "plylist", "list", "mix", "station", "radio", "channel", "stations",
  ]

  mutating func markMoodFrames(_ roles: inout [Role], _ search: inout MediaSearch) {
    let before = search.moodNames?.count ?? 0
    markWhileClause(&roles, &search)
    markActivityFrames(&roles, &search)
    markDescriptorRuns(&roles, &search)
    // The moods found here in the order said ("mellow", then "evening").
    if let moods = search.moodNames, moods.count - before > 1 {
      let added = moods[before...].map { value in (value, firstMood(value, roles) ?? end) }
      search.moodNames = Array(moods[..<before]) + added.sorted { $0.1 < $1.1 }.map(\.0)
    }
  }

  /// Where a mood value's words begin among the mood-marked words.
  func firstMood(_ value: String, _ roles: [Role]) -> Int? {
    let first = value.split(separator: " ").first.map(String.init) ?? value
    return (start..<end).first { roles[$0] == .mood && words[$0] == first }
  }

  /// The end of a frame: the object's end, a marked word, or a word that opens what follows.
  func endsFrame(_ k: Int, _ roles: [Role]) -> Bool {
    k >= end || roles[k] != .free || ["by", "from", "on", "in", "with", "and", "please", "now", "tonight"].contains(wordKeys[k])
  }

  /// An activity or mood phrase at `k` within free words: the longest of the two tables.
  func activityMatch(at k: Int, _ roles: [Role]) -> Int? {
    guard k < end, roles[k] == .free else { return nil }
    var free = k
    while free < end, roles[free] == .free { free += 1 }
    let a = EnglishParser.activities.match(wordKeys, at: k, limit: free)?.words.count ?? 0
    let m = EnglishParser.moods.match(wordKeys, at: k, limit: free)?.words.count ?? 0
    let n = max(a, m)
    return n > 0 ? n : nil
  }

  /// An activity said as a base verb at `k` within free words (`EnglishLexicon.activityVerbRows`).
  func activityVerbMatch(at k: Int, _ roles: [Role]) -> Int? {
    guard k < end, roles[k] == .free else { return nil }
    var free = k
    while free < end, roles[free] == .free { free += 1 }
    return EnglishParser.activityVerbs.match(wordKeys, at: k, limit: free)?.words.count
  }

  mutating func markActivityFrames(_ roles: inout [Role], _ search: inout MediaSearch) {
    var i = start + 1
    while i < end {
      defer { i += 1 }
      guard roles[i] == .free, wordKeys[i] == "for" || wordKeys[i] == "to", !isTitleCased(i) else { continue }
      // Something to play comes first: a kind word, a genre or mood, a sort word or "something".
      guard let p = previousIndex(i, roles),
        roles[p] != .free || Self.indefiniteHeads.contains(wordKeys[p]) || EnglishLexicon.genericWords.contains(wordKeys[p])
          || EnglishParser.moods.match(wordKeys, endingAt: i, from: start) != nil || EnglishParser.genres.match(wordKeys, endingAt: i, from: start) != nil
      else { continue }
      // "music to help me sleep": the help asked for is the activity.
      var a = i + 1
      if wordKeys[i] == "to", a + 2 < end, wordKeys[a] == "help", wordKeys[a + 1] == "me" || wordKeys[a + 1] == "us", roles[a] == .free, roles[a + 1] == .free { a += 2 }
      // After "to", the activity may be its base verb ("to relax to"), in the two frames only.
      let noun = activityMatch(at: a, roles)
      guard let n = noun ?? (wordKeys[i] == "to" ? activityVerbMatch(at: a, roles) : nil) else { continue }
      var to = a + n
      // "songs to work out to", "something to sleep to".
      let closingTo = wordKeys[i] == "to" && to < end && wordKeys[to] == "to" && roles[to] == .free
      if wordKeys[i] == "to", !closingTo, !endsFrame(to, roles) { continue }
      if noun == nil, !closingTo, a == i + 1 { continue }
      if closingTo { to += 1 }
      guard endsFrame(to, roles) else { continue }
      let phraseEnd = closingTo ? to - 1 : to
      for k in i..<a { roles[k] = .skip }
      if closingTo { roles[to - 1] = .skip }
      // "some music for working out": the generic head before the frame names nothing.
      if roles[p] == .free, EnglishLexicon.genericWords.contains(wordKeys[p]), wordKeys[p] != "one" {
        roles[p] = .type(nil)
        use(p..<p + 1, "lexicon:mediaTypes")
      }
      use(i..<a, "filler")
      if closingTo { use(to - 1..<to, "filler") }
      addMood(a..<phraseEnd, &roles, &search, source: "lexicon:activities")
      i = to - 1
    }
    // "workout music", "yoga songs": an activity opening the object before a kind word.
    var k = start
    while k < end, roles[k] != .free || EnglishLexicon.determiners.contains(wordKeys[k]) { k += 1 }
    if k < end, !isTitleCased(k), let m = EnglishParser.activities.match(wordKeys, at: k, limit: end), k + m.words.count < end,
      roles[k + m.words.count].isType, !Self.namedCollectionWords.contains(wordKeys[k + m.words.count]),
      (k..<k + m.words.count).allSatisfy({ roles[$0] == .free })
    {
      addMood(k..<k + m.words.count, &roles, &search, source: "lexicon:activities")
    }
  }

  /// A run of mood and genre words ("relaxing jazz", "something chill") whose edges are the
  /// object's: nothing but determiners before it, and after it the end, a kind word, a date, a
  /// sort word or an activity frame. A capitalised run inside a capitalised name is a title's.
  mutating func markDescriptorRuns(_ roles: inout [Role], _ search: inout MediaSearch) {
    var i = start
    while i < end {
      guard roles[i] == .free || roles[i] == .mood || roles[i] == .genre else { i += 1; continue }
      // The run: mood and genre phrases, free or already marked.
      var parts: [(range: Range<Int>, isGenre: Bool)] = []
      var k = i
      while k < end {
        if roles[k] == .mood || roles[k] == .genre {
          var e = k
          while e < end, roles[e] == roles[k] { e += 1 }
          parts.append((k..<e, roles[k] == .genre))
          k = e
          continue
        }
        guard roles[k] == .free else { break }
        var free = k
        while free < end, roles[free] == .free { free += 1 }
        if let g = EnglishParser.genres.match(wordKeys, at: k, limit: free) {
          parts.append((k..<k + g.words.count, true))
          k += g.words.count
        } else if let m = EnglishParser.moods.match(wordKeys, at: k, limit: free) {
          parts.append((k..<k + m.words.count, false))
          k += m.words.count
        } else {
          break
        }
      }
      defer { i = max(k, i + 1) }
      guard parts.contains(where: { r in r.range.contains { roles[$0] == .free } }) else { continue }
      // Left edge: only determiners, indefinite heads or marked words before the run.
      let leftClear = (start..<i).allSatisfy { roles[$0] != .free || EnglishLexicon.determiners.contains(wordKeys[$0]) || Self.indefiniteHeads.contains(wordKeys[$0]) }
      // Right edge: the end, a kind word, a sort word, a date, or "from/in (the) <date>".
      var r = k
      while r < end, roles[r] == .skip { r += 1 }
      // (Not before a playlist, mix or station word: "the dinner playlist" names one.)
      if r < end, Self.namedCollectionWords.contains(wordKeys[r]) { continue }
      var rightClear = r >= end || roles[r].isType || roles[r] == .date || roles[r] == .sort || roles[r] == .genre || roles[r] == .mood
      // "romantic music for dinner": a generic head the frame left free closes the run.
      var head: Int?
      if !rightClear, r < end, roles[r] == .free, EnglishLexicon.genericWords.contains(wordKeys[r]), wordKeys[r] != "one", endsFrame(r + 1, roles) {
        rightClear = true
        head = r
      }
      if !rightClear, r < end, roles[r] == .free, ["from", "in", "for", "to"].contains(wordKeys[r]) {
        var d = r + 1
        while d < end, roles[d] == .skip || roles[d] == .free && wordKeys[d] == "the" { d += 1 }
        rightClear = d < end && roles[d] == .date
      }
      guard leftClear, rightClear else { continue }
      // "play Sad Songs by X" with a title's capitals, "Happy" inside a capitalised run, "play
      // Latin Dinner", "add Bossa Nova Soul Samba to …": names.
      if (i..<k).contains(where: { isTitleCased($0) }) && (r < end && isTitleCased(r) || i > start && isTitleCased(i - 1) && roles[i - 1] == .free) { continue }
      if (i..<k).filter({ isTitleCased($0) }).count >= 2 { continue }
      // "play Happy", "play morning": a run that is the whole object, with no kind word, head or
      // date around it, is the title the catalog knows ("something happy" stays a mood).
      if head == nil, r >= end,
        (start..<i).allSatisfy({ (roles[$0] == .skip || EnglishLexicon.determiners.contains(wordKeys[$0])) && !Self.indefiniteHeads.contains(wordKeys[$0]) }),
        (i..<k).allSatisfy({ roles[$0] == .free }), isKnownTitle(i..<k)
      {
        continue
      }
      for part in parts where part.range.allSatisfy({ roles[$0] == .free }) {
        if part.isGenre {
          for q in part.range { roles[q] = .genre }
          let value = EnglishParser.genres.match(wordKeys, at: part.range.lowerBound, limit: part.range.upperBound)?.value ?? spoken(part.range).lowercased()
          search.genreNames = (search.genreNames ?? []) + [value]
          use(part.range, "lexicon:genres", field: "mediaSearch.genreNames", value: value)
        } else {
          addMood(part.range, &roles, &search, source: "lexicon:moods")
        }
      }
      if let head {
        roles[head] = .type(nil)
        use(head..<head + 1, "lexicon:mediaTypes")
      }
      // "something chill": the indefinite head carries nothing more.
      for q in start..<i where roles[q] == .free && Self.indefiniteHeads.contains(wordKeys[q]) {
        roles[q] = .skip
        use(q..<q + 1, "filler")
      }
    }
  }

  /// Marks a mood or activity and adds it to `moodNames`, as said (an article aside: "the
  /// evening" → "evening").
  mutating func addMood(_ range: Range<Int>, _ roles: inout [Role], _ search: inout MediaSearch, source: String) {
    var r = range
    if r.count > 1, ["the", "a", "an", "my"].contains(wordKeys[r.lowerBound]) {
      roles[r.lowerBound] = .skip
      use(r.lowerBound..<r.lowerBound + 1, "filler")
      r = r.lowerBound + 1..<r.upperBound
    }
    for q in r { roles[q] = .mood }
    // A mood the table knows by another spelling ("up beat") is sent as the table's word.
    let value = EnglishParser.moods.match(wordKeys, at: r.lowerBound, limit: r.upperBound).flatMap { $0.words.count == r.count ? $0.value : nil }
      ?? spoken(r).lowercased()
    search.moodNames = (search.moodNames ?? []) + [value]
    use(r, source, field: "mediaSearch.moodNames", value: value)
  }
}
