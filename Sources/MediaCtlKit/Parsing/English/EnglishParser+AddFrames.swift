/// Add requests said without "add" at the start: "I want to put X on my Y playlist", "I want X
/// in my Y playlist", "X should go on my Y playlist", "Can X be added to Y", "For my playlist Y
/// add X", "I want my Y playlist to have X on it", "Play X to my Y playlist".
extension Work {
  /// Words before an add verb that carry nothing ("I want to put", "can I put").
  static let addLeads: [String] = [
    "i'd like for you to", "i would like for you to", "i would like to", "i'd like to", "i want to", "i wanna",
    "i wish to", "want to", "i need to", "i'd love to", "can i", "could i", "can you", "let's", "lets", "help me",
    "i need you to", "go ahead and", "let me",
  ]
  /// Verbs that add only with a playlist destination ("move X to my Y playlist").
  static let weakAddVerbs: WordSet = ["move", "send", "incorporate", "ad", "get", "stick", "drop", "copy", "put", "include", "insert", "place", "pop", "input"]
  /// Leads of "I want X in my Y playlist" (the item follows directly).
  static let wantLeads: [String] = [
    "i want", "i'd like", "i would like", "i need", "i wish", "i'd love", "i want to have", "i'd like to have",
    "i need to have", "i would like to have", "can", "could", "please", "can you", "will",
  ]
  /// Auxiliaries before a passive add ("X should be added to", "X to be put on").
  static let addAux: WordSet = ["should", "to", "be", "get", "can", "could", "must", "will", "needs", "need", "gets", "is", "being", "has", "have", "got"]
  static let passiveAdds: WordSet = ["added", "put", "be", "moved", "placed", "included", "inserted", "go", "goes", "saved", "stuck", "dropped", "copied", "incorporated", "thrown", "sent"]
  static let destinationPreps: WordSet = ["to", "into", "onto", "on", "in", "inside", "unto"]
  /// The leads with their word counts, computed once (no allocation per parse).
  static let addLeadCounts: [(String, Int)] = (addLeads + [""]).map { ($0, $0.isEmpty ? 0 : $0.split(separator: " ").count) }
  static let wantLeadCounts: [(String, Int)] = wantLeads.map { ($0, $0.split(separator: " ").count) }
  static let addLeadFirstWords = WordSet(addLeads.compactMap { $0.split(separator: " ").first.map(String.init) })
  static let wantLeadFirstWords = WordSet(wantLeads.compactMap { $0.split(separator: " ").first.map(String.init) })
  static let wantLeadsLongestFirst: [(String, Int)] = wantLeadCounts.sorted { $0.0.count > $1.0.count }

  static let openLeads: [(String, Int)] = [("go to", 2), ("open up", 2), ("open", 1), ("find", 1), ("edit", 1), ("pull up", 2)]
  static let openLeadFirstWords = WordSet(openLeads.compactMap { $0.0.split(separator: " ").first.map(String.init) })
  static let addingWords: WordSet = ["adding", "putting", "including", "inserting"]
  static let pointerTails: [[String]] = [["to", "my", "playlist"], ["to", "the", "playlist"], ["to", "playlist"], ["to", "it"], ["on", "it"], ["in", "it"], ["to", "my", "list"]]

  /// Whether words[from..<to] name a playlist: a playlist word, "my …", an owner's "…'s".
  func namesPlaylist(_ from: Int, _ to: Int) -> Bool {
    guard from < to else { return false }
    if ["my", "our"].contains(wordKeys[from]) { return true }
    if isPossessive(from) { return true }
    return (from..<to).contains { EnglishLexicon.playlistWords.contains(wordKeys[$0]) } || wordKeys[to - 1] == "list"
  }

  /// `a..<b`, or empty when `b < a`.
  func span(_ a: Int, _ b: Int) -> Range<Int> { a < b ? a..<b : a..<a }

  /// Whether a request that starts with "play" can be an add: only as "play X to my Y
  /// playlist", which ends in a playlist word (the one add shape after "play" below).
  func mayAddAfterPlay() -> Bool {
    start < end && EnglishLexicon.playlistWords.contains(wordKeys[end - 1])
  }

  mutating func addFrame(options: inout PlayOptions) -> MediaRequest? {
    guard end - start >= 3 else { return nil }
    // "I want to put X on my Y playlist", "can I put X onto …", "ad X to …".
    let mayLead = Self.addLeadFirstWords.contains(wordKeys[start])
    // (Without a lead's first word only the empty lead, the last, can match: the others are not
    // walked, each a retain and a release of its string.)
    for (lead, n) in mayLead ? Self.addLeadCounts[...] : Self.addLeadCounts.suffix(1) {
      guard lead.isEmpty || mayLead && phrase(lead, at: start), start + n < end else { continue }
      let v = start + n
      var verbLength = 0
      if let m = EnglishParser.addVerbs.match(wordKeys, at: v, limit: end), !(phrase("put on", at: v)) {
        verbLength = m.words.count
      } else if Self.weakAddVerbs.contains(wordKeys[v]) || n == 0 && saysAddAsA(v) {
        verbLength = 1
      }
      guard verbLength > 0 else { continue }
      // Weak verbs (and any verb after a lead) need a playlist destination.
      let isWeak = Self.weakAddVerbs.contains(wordKeys[v]) || n > 0
      if isWeak {
        // ("put X onto Y", "put X into Y": only an add says so.)
        // ("let me make an addition to my X with Y": a strong verb may name the destination first.)
        guard let split = destinationSplit(from: v + verbLength), split > v + verbLength || split == v + verbLength && !Self.weakAddVerbs.contains(wordKeys[v]),
          namesPlaylist(split + 1, end) || !Self.weakAddVerbs.contains(wordKeys[v]) || wordKeys[split] == "onto" || wordKeys[split] == "into"
        else { continue }
      }
      if n > 0 { use(start..<v, "filler"); start = v }
      if let r = add(verbLength: verbLength, options: &options) { return r }
      break
    }
    // "For my playlist Y add X", "On Lea's Saturday Night playlist add X", "to my Y playlist add X".
    if ["for", "on", "in", "to", "into", "onto"].contains(wordKeys[start]) {
      if let k = (start + 2..<end).first(where: { EnglishParser.addVerbs.match(wordKeys, at: $0, limit: end) != nil || wordKeys[$0] == "ad" }),
        k + 1 < end, namesPlaylist(start + 1, k) || wordKeys[start] == "for" && wordKeys[k] == "add"
      {
        let verbLength = EnglishParser.addVerbs.match(wordKeys, at: k, limit: end)?.words.count ?? 1
        use(start..<start + 1, "rule")
        use(k..<k + verbLength, "verb", field: "intent", value: IntentKind.add.rawValue)
        let destination = parseDestination(start + 1..<k)
        start = k + verbLength
        if phrase("the name", at: start), start + 2 < end {
          use(start..<start + 2, "filler")
          start += 2
          introducedName = start
        }
        trace.rule = "add.for-playlist"
        return addRequest(destination: destination, options: &options)
      }
    }
    // "I want my Y playlist to have X on it", "I want Y to have X added to it".
    // (The first word is asked once, before any lead is walked: each is a retain and a release.)
    for (lead, n) in Self.wantLeadFirstWords.contains(wordKeys[start]) ? Self.wantLeadCounts[...] : [] where phrase(lead, at: start) {
      if let k = span(start + n + 1, end - 2).first(where: { wordKeys[$0] == "to" && wordKeys[$0 + 1] == "have" }) {
        var e = end
        for tail in [["added", "to", "it"], ["added", "in", "it"], ["on", "it"], ["in", "it"], ["added"], ["added", "to", "them"]] where e - tail.count > k + 2 {
          if Array(words[e - tail.count..<e]) == tail { e -= tail.count; break }
        }
        guard e < end else { break }
        use(start..<start + n, "filler")
        use(k..<k + 2, "verb", field: "intent", value: IntentKind.add.rawValue)
        use(e..<end, "filler")
        let destination = parseDestination(start + n..<k)
        start = k + 2
        end = e
        trace.rule = "add.to-have"
        return addRequest(destination: destination, options: &options)
      }
      break
    }
    // "Go to cali fire and add refrain to my playlist", "find lesley's epic classical playlist and
    // add this tune", "edit Aux Cord Privileges playlist by putting this tune on it": the playlist
    // is named first.
    for (lead, n) in Self.openLeadFirstWords.contains(wordKeys[start]) ? Self.openLeads[...] : [] where phrase(lead, at: start) {
      // ("open this is no te va gustar and add X to it": "it" points back at what was opened.)
      guard let k = span(start + n + 1, end - 1).first(where: { ["and", "by"].contains(wordKeys[$0]) }),
        namesPlaylist(start + n, k) || lead == "go to" || lead == "edit" || wordKeys[end - 1] == "it" && ["to", "in", "on"].contains(wordKeys[end - 2])
      else { break }
      var verbLength = 0
      if wordKeys[k] == "and", let v = EnglishParser.addVerbs.match(wordKeys, at: k + 1, limit: end), !phrase("put on", at: k + 1) {
        verbLength = v.words.count
      } else if wordKeys[k] == "by", Self.addingWords.contains(wordKeys[k + 1]) {
        verbLength = 1
      }
      let verbEnd = k + 1 + verbLength
      guard verbLength > 0, verbEnd < end else { break }
      var e = end
      // "… to my playlist", "… on it": the playlist named first.
      for tail in Self.pointerTails where e - tail.count > verbEnd && Array(words[e - tail.count..<e]) == tail {
        e -= tail.count
        break
      }
      use(start..<start + n, "verb")
      use(k..<verbEnd, "verb", field: "intent", value: IntentKind.add.rawValue)
      if e < end { use(e..<end, "rule") }
      let destination = parseDestination(start + n..<k)
      start = verbEnd
      end = e
      trace.rule = "add.named-first"
      return addRequest(destination: destination, options: &options)
    }
    // "Play X to my Y playlist".
    // (The last word first: it rules out nearly every request before the words are scanned.)
    if mayAddAfterPlay(), let v = EnglishParser.playVerbs.match(wordKeys, at: start, limit: end), v.words == ["play"],
      // The "to" that opens "my …"/"the …" ("play used to love her to my X playlist").
      let k = (start + 2..<end - 1).first(where: { ["to", "into", "onto"].contains(wordKeys[$0]) && (["my", "the"].contains(wordKeys[$0 + 1]) || isPossessive($0 + 1)) })
    {
      use(start..<start + 1, "verb", field: "intent", value: IntentKind.add.rawValue)
      use(k..<k + 1, "rule")
      let destination = parseDestination(k + 1..<end)
      start += 1
      end = k
      trace.rule = "add.play-to"
      return addRequest(destination: destination, options: &options)
    }
    // Passive: "X should go on my Y playlist", "Can X be added to Y", "I want X added to Y".
    // Not after a play verb ("play the podcast saved in my device").
    if let pv = EnglishParser.playVerbs.match(wordKeys, at: start, limit: end), !Self.wantLeads.contains(pv.phrase) { return nil }
    var itemStart = start
    for (lead, n) in Self.wantLeadFirstWords.contains(wordKeys[start]) ? Self.wantLeadsLongestFirst[...] : [] where phrase(lead, at: start) {
      itemStart = start + n
      break
    }
    if let k = span(itemStart + 1, end - 1).first(where: { Self.passiveAdds.contains(wordKeys[$0]) && Self.destinationPreps.contains(wordKeys[$0 + 1]) }) {
      var auxStart = k
      while auxStart > itemStart + 1, Self.addAux.contains(wordKeys[auxStart - 1]) { auxStart -= 1 }
      let strong = wordKeys[k] == "added" || wordKeys[k] == "saved" || wordKeys[k] == "included" || wordKeys[k] == "incorporated"
      // "Can my electro sur have this song added to it?": "it" is the one that has.
      if k + 3 == end, ["it", "them"].contains(wordKeys[k + 2]), let h = span(itemStart + 1, auxStart).first(where: { ["have", "has"].contains(wordKeys[$0]) }), h + 1 < auxStart {
        use(start..<itemStart, "filler")
        use(h..<h + 1, "verb", field: "intent", value: IntentKind.add.rawValue)
        use(auxStart..<end, "verb")
        let destination = parseDestination(itemStart..<h)
        start = h + 1
        end = auxStart
        trace.rule = "add.have-added"
        return addRequest(destination: destination, options: &options)
      }
      if k + 2 < end, auxStart > itemStart, strong || namesPlaylist(k + 2, end) {
        use(start..<itemStart, "filler")
        use(auxStart..<k + 2, "verb", field: "intent", value: IntentKind.add.rawValue)
        let destination = parseDestination(k + 2..<end)
        start = itemStart
        end = auxStart
        trace.rule = "add.passive"
        return addRequest(destination: destination, options: &options)
      }
    }
    // "I want X on my Y playlist", "I'd like this artist on drum & breaks".
    if itemStart > start, itemStart < end, wordKeys[itemStart] != "to", wordKeys[start] == "i" || wordKeys[start] == "i'd", let split = destinationSplit(from: itemStart + 1), split + 1 < end,
      (split + 1..<end).contains(where: { EnglishLexicon.playlistWords.contains(wordKeys[$0]) }) || (EnglishParser.thisWords.match(wordKeys, at: itemStart, limit: split) != nil)
    {
      use(start..<itemStart, "verb", field: "intent", value: IntentKind.add.rawValue)
      use(split..<split + 1, "rule")
      let destination = parseDestination(split + 1..<end)
      start = itemStart
      end = split
      trace.rule = "add.want"
      return addRequest(destination: destination, options: &options)
    }
    return nil
  }
}

/// The added item named by its kind alone: "add the album to my X playlist", "add current track
/// to …", "put the song playing on …", "add the entire album to …": the now-playing item of
/// that kind (as "this album").
extension Work {
  static let playingKindLeads = EnglishParser.table([
    "the", "the current", "current", "the currently playing", "currently playing", "the entire", "the whole", "an entire",
    "this", "that", "this entire", "this whole",
  ])
  static let playingKindTrails = EnglishParser.table([
    "playing", "that's playing", "that is playing", "now playing", "currently playing", "playing now", "on now", "now",
    "i'm listening to", "i am listening to", "i'm hearing", "right now",
  ])

  /// Reads the whole item as lead + kind word + trail; at least a lead or a trail is said.
  mutating func readPlayingKind() -> MediaSearch? {
    guard opens(.playingKind), end - start >= 2, end - start <= 6 else { return nil }
    var j = start
    if let lead = Self.playingKindLeads.match(wordKeys, at: j, limit: end) { j += lead.words.count }
    guard j < end, let t = EnglishParser.typeWords.match(wordKeys, at: j, limit: end) else { return nil }
    let typeEnd = j + t.words.count
    var k = typeEnd
    if k < end, let trail = Self.playingKindTrails.match(wordKeys, at: k, limit: end) { k += trail.words.count }
    guard k == end, j > start || typeEnd < end else { return nil }
    // A kind word said as a title is the catalog's item ("add The Album to …" when it knows The
    // Album by ABBA); said as a word ("add the album to …") it is the kind of the playing item.
    if isTitleCased(j) {
      let said = spoken(start..<end)
      if context.isKnownTitle(said) || context.isKnownArtist(said) { return nil }
    }
    var search = MediaSearch(reference: .currentlyPlaying)
    use(start..<end, "rule", field: "mediaSearch.reference", value: "currentlyPlaying")
    if typeWordSetsType(t.value) {
      search.mediaType = t.value
      trace.note("lexicon:mediaTypes", words[j..<typeEnd].joined(separator: " "), "mediaSearch.mediaType", t.value.name)
    }
    return search
  }
}
