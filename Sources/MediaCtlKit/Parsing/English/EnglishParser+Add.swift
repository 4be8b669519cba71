import Foundation

/// The add intent: what is added, and where (the destination after "to"/"into"/"on").
extension Work {
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
  static let destinationPrepositions: [WordSet] = [
    WordSet(["to", "into", "onto", "unto"] + joinedToPrepositions.words), WordSet(["in", "on", "inside", "within", "onto"] + joinedInPrepositions.words),
  ]

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
        // ("tomy": `EnglishParser+RunTogetherWords`.)
        guard Self.destinationOpeners.contains(w) || EnglishLexicon.playlistWords.contains(w) else { return isJoinedPreposition(i) ? 3 : 0 }
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
        if let next, next == "name" || EnglishParser.typeWords.match(wordKeys, at: k + 1, limit: end) != nil || genericHeadWithSource(at: k + 1) { return (k, k) }
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
    // "add the entity X", "an entry for X" (`EnglishParser+AddItemLeads`).
    if introducedName == nil { skipItemLead() }
    var search: MediaSearch?
    if start < end {
      readingAddItem = true
      // "add the best songs of last month to …": a relative date is set aside as in a play
      // request (`readRelativeDate`), not read as a name.
      _ = readRelativeDate(needsPreposition: true)
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
}
