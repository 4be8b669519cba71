/// Names the catalog knows, read before words are split by rules: an artist and a title said
/// side by side without "by" ("play Norah Jones Don't Know Why", "play the Beatles Abbey
/// Road", "play Daft Punks Discovery album"), an album after "from" ("Come Together from Abbey
/// Road"), and a playlist name with a possessive in it ("add Formation to Editor's Picks").
/// Each question is one index lookup per span, so the cost does not grow with the catalog.
extension Work {
  /// The longest run this reads as an artist and a title (more words are left to the rules).
  static let pairSplitLimit = 10

  /// Where one run of words splits into a known artist and a known title that belong
  /// together (an item with that title is theirs), either order; nil when no split is.
  func knownPairSplit(_ range: Range<Int>) -> (artist: Range<Int>, artistName: String, title: Range<Int>)? {
    guard range.count >= 2, range.count <= Self.pairSplitLimit else { return nil }
    // Cheap first-word tests before any span's text is made: a known artist or title has
    // the word among its key's words ("Beatles" is one of "the beatles").
    let lo = range.lowerBound
    let artistFirst = mayBeInKnownName(lo, context.knownArtists)
    let titleFirst = mayBeInKnownName(lo, context.knownTitles)
    guard artistFirst || titleFirst else { return nil }
    for k in lo + 1..<range.upperBound {
      let left = lo..<k
      let right = k..<range.upperBound
      // The title test first: it has a cheap first-word filter, and few spans pass it.
      if artistFirst, isKnownTitle(right), let artist = knownArtistName(left),
        context.knownPairs.belongTogether(titleKey: TextNormalizer.key(spoken(right)), artistKey: TextNormalizer.key(artist))
      {
        return (left, artist, right)
      }
      if titleFirst, mayBeInKnownName(k, context.knownArtists), isKnownTitle(left), let artist = knownArtistName(right),
        context.knownPairs.belongTogether(titleKey: TextNormalizer.key(spoken(left)), artistKey: TextNormalizer.key(artist))
      {
        return (right, artist, left)
      }
    }
    return nil
  }

  /// False only when no known name of the lookup has the word at `i` among its key's words.
  func mayBeInKnownName(_ i: Int, _ lookup: KeyLookup) -> Bool {
    context.mayStartKnown(firstWord: words[i], key: wordKeys[i], isPlain: plain[i], lookup)
  }

  /// The artist the words name, as the catalog spells the key: as said, without a possessive
  /// ("Daft Punk's", or "Daft Punks" as a recogniser writes it), or without a leading "the".
  func knownArtistName(_ range: Range<Int>) -> String? {
    var text = spoken(range)
    if text.hasSuffix("'s") { text.removeLast(2) } else if text.hasSuffix("s'") { text.removeLast() }
    if context.isKnownArtist(text) {
      return range.count > 1 && tokens[range.lowerBound].text == "the" ? spoken(range.lowerBound + 1..<range.upperBound).trimmingPossessive : text
    }
    if text.hasSuffix("s"), text.count > 3 {
      let singular = String(text.dropLast())
      if context.isKnownArtist(singular) { return singular }
    }
    // "Beatles" for "The Beatles".
    if wordKeys[range.lowerBound] != "the", context.isKnownArtist("the " + text) { return text }
    if range.count > 1, wordKeys[range.lowerBound] == "the" {
      let rest = spoken(range.lowerBound + 1..<range.upperBound).trimmingPossessive
      if context.isKnownArtist(rest) { return rest }
    }
    return nil
  }

  /// Sets the artist and the title of a known pair, and says in the trace which catalog
  /// entries held them.
  mutating func setKnownPair(_ pair: (artist: Range<Int>, artistName: String, title: Range<Int>), _ search: inout MediaSearch) {
    search.artistName = pair.artistName
    use(pair.artist, "catalog", field: "mediaSearch.artistName", value: pair.artistName)
    noteHeld(pair.artist, .artist)
    let title = spoken(pair.title)
    search.mediaName = title
    use(pair.title, "catalog", field: "mediaSearch.mediaName", value: title)
    noteHeld(pair.title, .title)
    trace.rule = trace.rule.isEmpty ? "catalog.artist-title" : trace.rule
  }

  /// Whether the words after "from" are an album the catalog knows (and no artist of it):
  /// "Come Together from Abbey Road" names the album.
  func isKnownAlbum(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty, range.count <= 8 else { return false }
    let text = spoken(range)
    guard context.isKnownTitle(text), !context.isKnownArtist(text) else { return false }
    return context.knownPairs.isAlbum(key: TextNormalizer.key(text))
  }

  /// Whether a possessive opening a destination is part of the playlist's name: the catalog
  /// knows the name whole, or the possessor is no person ("Editor's Picks", "Women's History
  /// Month"; `EnglishLexicon.namePossessives`). "Sara's Road Trip" is Sara's.
  func possessiveInName(_ s: Int, _ e: Int) -> Bool {
    guard isPossessive(s), s + 1 < e else { return false }
    if isKnownTitle(s..<e) { return true }
    return EnglishLexicon.namePossessives.contains(wordKeys[s])
  }
}

extension String {
  /// Without a trailing possessive ("Daft Punk's" → "Daft Punk").
  var trimmingPossessive: String {
    if hasSuffix("'s") { return String(dropLast(2)) }
    if hasSuffix("s'") { return String(dropLast()) }
    return self
  }
}

extension Work {
  /// Words that split an object into the runs `frameKnownTitles` asks about.
  static let runSplitters: WordSet = ["by", "from", "featuring", "feat", "ft", "off"]

  /// "Best Friends by The Weeknd", "New Rules from Dua Lipa": a run of words before or after
  /// "by"/"from" that the catalog knows as a title keeps its sort, type, genre and mood words
  /// (framed, as a name after a type word is). A run that is a genre or kind word alone is
  /// still read as one ("jazz by Miles Davis").
  mutating func frameKnownTitles(_ roles: [Role]) {
    guard (start..<end).contains(where: { roles[$0] == .free && Self.runSplitters.contains(wordKeys[$0]) }) else { return }
    var a = start
    while a < end {
      var b = a
      while b < end, roles[b] == .free, !Self.runSplitters.contains(wordKeys[b]) { b += 1 }
      var from = a
      while from < b, EnglishLexicon.determiners.contains(wordKeys[from]), !isTitleCased(from) { from += 1 }
      if from < b, b - from <= 8, (from..<b).allSatisfy({ roles[$0] == .free && !framed[$0] }), isKnownTitle(from..<b),
        !isOnlyKindOrStyle(from..<b) || titleOfArtistAfter(from..<b, splitter: b)
      {
        for k in from..<b { framed[k] = true }
        if trace.isRecording { noteHeld(from..<b, isKnownAlbum(from..<b) ? .album : .title) }
      }
      a = b + 1
    }
  }

  /// "Next by The Sensational Alex Harvey Band", "Music by Madonna": a kind or command word said
  /// as a title with its artist after "by" is that artist's item when the catalog has it (a
  /// title frame). The generic heads people ask for an artist's work with ("music by Madonna",
  /// "songs by X") are the title only when written as one (capitalised); "jazz by Miles Davis"
  /// stays a style.
  func titleOfArtistAfter(_ title: Range<Int>, splitter b: Int) -> Bool {
    guard b + 1 < end, wordKeys[b] == "by" else { return false }
    if title.contains(where: { EnglishLexicon.genericWords.contains(wordKeys[$0]) }), !title.allSatisfy({ isTitleCased($0) || EnglishLexicon.determiners.contains(wordKeys[$0]) }) { return false }
    var e = b + 1
    while e < end, !Self.runSplitters.contains(wordKeys[e]), e - b <= 6 { e += 1 }
    guard let artist = knownArtistName(b + 1..<e) else { return false }
    return context.knownPairs.belongTogether(titleKey: TextNormalizer.key(spoken(title)), artistKey: TextNormalizer.key(artist))
  }

  /// Whether the words only qualify what to play: a genre, a mood, a date ("from 1999"), or
  /// determiners, sort and kind words ("the best", "the greatest hits", "new", "songs").
  func isOnlyKindOrStyle(_ range: Range<Int>) -> Bool {
    if let g = EnglishParser.genres.match(wordKeys, at: range.lowerBound, limit: range.upperBound), g.words.count == range.count { return true }
    if let m = EnglishParser.moods.match(wordKeys, at: range.lowerBound, limit: range.upperBound), m.words.count == range.count { return true }
    if DecadeNormaliser.allMatches(in: Array(words[range])).contains(where: { $0.range.count == range.count }) { return true }
    var k = range.lowerBound
    while k < range.upperBound {
      if EnglishLexicon.determiners.contains(wordKeys[k]) || EnglishLexicon.genericWords.contains(wordKeys[k]) {
        k += 1
      } else if let m = EnglishParser.sortWords.match(wordKeys, at: k, limit: range.upperBound) {
        k += m.words.count
      } else if let t = EnglishParser.typeWords.match(wordKeys, at: k, limit: range.upperBound) {
        k += t.words.count
      } else {
        return false
      }
    }
    return true
  }
}
