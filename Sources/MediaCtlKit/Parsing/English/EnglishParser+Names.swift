/// Names between the marked words: which run of free words is the title, the artist, the
/// album or the playlist, decided by the words around it ("X by Y", "the album X", "my X
/// playlist", "Y's X", "Bill Evans album X").
extension Work {
  /// A run of free words and the nearest marked words around it.
  struct Chunk {
    var range: Range<Int>
    var left: Role?
    var leftIndex: Int?
    var right: Role?
    var rightIndex: Int?
  }

  func chunks(_ roles: [Role]) -> [Chunk] {
    var out: [Chunk] = []
    var i = start
    while i < end {
      guard roles[i] == .free else { i += 1; continue }
      var j = i
      while j < end, roles[j] == .free {
        j += 1
        if j < end, roles[j] == .free, isPossessive(j - 1), !isKnownTitle(i..<end) { break }
      }
      let l = previousIndex(i, roles)
      let r = nextIndex(j - 1, roles)
      out.append(Chunk(range: i..<j, left: l.map { roles[$0] }, leftIndex: l, right: r.map { roles[$0] }, rightIndex: r))
      i = j
    }
    return out
  }

  /// What a chunk names.
  enum NameRole { case name(MediaItemType?), artist, album }

  /// Words that point at an item rather than name whose it is ("for this song").
  static let pointingWords: WordSet = ["this", "that", "these", "those", "it", "current", "currently"]

  /// Whether a song or album kind word follows the chunk, directly or after one sort word.
  func sortThenKind(_ chunk: Chunk, _ roles: [Role]) -> Bool {
    guard var r = chunk.rightIndex else { return false }
    if roles[r] == .sort, let n = nextIndex(r, roles) { r = n }
    if case .type(let t) = roles[r], t == .song || t == .album { return true }
    return false
  }

  mutating func assignNames(_ roles: inout [Role], _ search: inout MediaSearch) {
    var list = dropChatter(chunks(roles), &roles, search)
    // "by", "from the album", "called": the connectors did their work (no leftovers in --explain).
    for i in start..<end where roles[i].isConnector || roles[i] == .introducer { used[i] = true }
    // "the music": the whole object is a generic head.
    if list.isEmpty {
      let content = (start..<end).filter { roles[$0] != .skip }
      if content.count == 1, words[content[0]] == "music", search.isEmpty, context.declaresCategory(of: .music) {
        search.mediaType = .music
        trace.note("lexicon:mediaTypes", "music", "mediaSearch.mediaType", "music")
      }
      if let genres = search.genreNames, !genres.isEmpty, search.mediaType == .unknown, search.releaseDate == nil,
        search.sortOrder == .unknown, search.moodNames == nil,
        content.allSatisfy({ roles[$0] == .genre }), context.declaresCategory(of: .genre)
      {
        // "play jazz": a genre request (reference §10).
        search.mediaType = .genre
        trace.note("rule", "", "mediaSearch.mediaType", "genre")
      }
      return
    }
    // "Play Chantal Kreviazuk, Sister Ray": a person's name, a comma, then the title.
    if list.count == 1, search.artistName == nil, search.mediaName == nil, let split = commaSplit(list[0].range) {
      setArtist(list[0].range.lowerBound..<split, &search)
      setField(split..<list[0].range.upperBound, \.mediaName, "mediaSearch.mediaName", &search)
      return
    }
    // "play Norah Jones Don't Know Why", "the Beatles Abbey Road": an artist and a title the
    // catalog knows together, said without "by".
    if list.count == 1, search.artistName == nil, search.mediaName == nil, search.albumName == nil, !readingAddItem || list[0].left == nil,
      let pair = knownPairSplit(list[0].range)
    {
      setKnownPair(pair, &search)
      return
    }
    var decided: [(Chunk, NameRole)] = []
    for (n, chunk) in list.enumerated() {
      decided.append((chunk, role(of: chunk, at: n, in: list, roles)))
    }
    list = []
    for (chunk, role) in decided {
      switch role {
      case .artist: setArtist(chunk.range, &search)
      case .album: setField(chunk.range, \.albumName, "mediaSearch.albumName", &search)
      case .name(let type):
        if let type, search.mediaType == .unknown, typeWordSetsType(type) { search.mediaType = type }
        var range = chunk.range
        if type == .playlist || search.mediaType == .playlist { range = dropArticle(range, always: true) }
        // "the Gary Chaw album", "a good John Maher record": a person's name (a common given name
        // and a surname) before an album or song type word is whose it is.
        // A capitalised article before a capitalised word starts the name ("the best The Brisel
        // Viti album", "add The Field album"); a lowercase one does not ("the Gary Chaw album").
        var person = range
        while person.count > 2, EnglishLexicon.determiners.contains(wordKeys[person.lowerBound]) || wordKeys[person.lowerBound] == "good",
          !(isTitleCased(person.lowerBound) && isTitleCased(person.lowerBound + 1))
        {
          person = person.lowerBound + 1..<person.upperBound
        }
        // "add this Maksim tune to …", "the Proof album": with nothing else named, the name between
        // a determiner and the type word is whose it is (unless the catalog knows it as a title).
        let ownArticle = person.count > 2 && EnglishLexicon.determiners.contains(wordKeys[person.lowerBound]) && isTitleCased(person.lowerBound)
        let determined = (ownArticle || person.lowerBound > start && ["this", "that", "the", "a", "an", "another"].contains(wordKeys[person.lowerBound - 1]))
          && !(chunk.left?.isConnector ?? false)
        // ("the Today And Tomorrow album", "the Busco Un Pueblo album": a title's small words say title.)
        let soleName = decided.count == 1 && !(chunk.rightIndex.map { ($0 + 1..<end).contains { Self.nameConnectors.contains(wordKeys[$0]) } } ?? false)
          && !person.dropFirst().contains { Self.titleFunctionWords.contains(wordKeys[$0]) }
        if case .type(let t)? = chunk.right, t == .album || t == .song, !(chunk.left?.isType ?? false), search.artistName == nil,
          (2...3).contains(person.count) && EnglishLexicon.givenNames.contains(wordKeys[person.lowerBound]) || determined && soleName && person.count <= 4
            // "add Lari White song to …": an added item's first words before its kind word.
            || readingAddItem && chunk.left == nil && soleName && person.count <= 4 && !Self.pointingWords.contains(wordKeys[person.lowerBound])
              && (start..<person.lowerBound).allSatisfy { ["a", "an", "the"].contains(wordKeys[$0]) },
          !isKnownTitle(person)
        {
          if person.lowerBound > range.lowerBound { use(range.lowerBound..<person.lowerBound, "filler") }
          setArtist(person, &search)
          continue
        }
        // "add the newest Mara Quill track to …", "play Mara Quill newest tune": a sort word on
        // either side of the only name, and a kind word after: whose newest it is (one title has
        // no newest or best, so the name is not a title; played or added alike).
        // (The sort word first: most chunks have none beside them, and are answered by it.)
        if chunk.left == .sort || chunk.right == .sort, soleName, person.count <= 4, chunk.left == nil || chunk.left == .sort, search.artistName == nil,
          !Self.pointingWords.contains(wordKeys[person.lowerBound]),
          (start..<person.lowerBound).allSatisfy({ ["a", "an", "the"].contains(wordKeys[$0]) || roles[$0] == .sort }),
          sortThenKind(chunk, roles), !isKnownTitle(person)
        {
          if person.lowerBound > range.lowerBound { use(range.lowerBound..<person.lowerBound, "filler") }
          setArtist(person, &search)
          continue
        }
        // "add the singer Mara Quill album to …": the name an artist kind word frames is the
        // artist, whatever kind follows.
        if case .type(.artist)? = chunk.left, case .type(let t)? = chunk.right, t == .album || t == .song, search.artistName == nil {
          setArtist(range, &search)
          continue
        }
        if search.mediaName == nil {
          // "Play the Mother Lode by Tamio Okuda": a lowercase article before a capitalised title.
          if range.count >= 2, tokens[range.lowerBound].text == "the", isCapitalisedWord(range.lowerBound + 1) {
            use(range.lowerBound..<range.lowerBound + 1, "filler")
            range = range.lowerBound + 1..<range.upperBound
          }
          setField(range, \.mediaName, "mediaSearch.mediaName", &search)
        } else if search.artistName == nil {
          setArtist(range, &search)
        } else if search.albumName == nil {
          setField(range, \.albumName, "mediaSearch.albumName", &search)
        }
      }
    }
    // "music by Antonella Barba from the album Bath": nothing but the album is named, so the album
    // is what to play (as "the album Bath by Antonella Barba").
    if search.mediaName == nil, let album = search.albumName, search.mediaType == .unknown || search.mediaType == .artist,
      context.declaresCategory(of: .album)
    {
      search.mediaName = album
      search.albumName = nil
      search.mediaType = .album
      trace.note("rule", album, "mediaSearch.mediaType", "album")
    }
    // "the best Khalid album": a known artist before an album or song type word is the artist.
    // Not "the album Queen": a name after the type word is the title asked for.
    let titleAfterType = decided.contains { chunk, _ in chunk.left?.isType == true }
    if search.artistName == nil, let name = search.mediaName, [.album, .song].contains(search.mediaType), !titleAfterType,
      context.isKnownArtist(name), !context.isKnownTitle(name)
    {
      search.artistName = name
      search.mediaName = nil
      trace.note("catalog", name, "mediaSearch.artistName", name)
    }
  }

  func role(of chunk: Chunk, at n: Int, in list: [Chunk], _ roles: [Role]) -> NameRole {
    let last = chunk.range.upperBound - 1
    // "radio music from kamp fm": a name ending in a band is a station, not an artist.
    if chunk.range.count >= 2, wordKeys[last] == "fm" || wordKeys[last] == "am", chunk.left == .from || chunk.left == .by {
      return .name(.radioStation)
    }
    if isPossessive(last),
      n + 1 < list.count || chunk.right == .sort || chunk.right?.isType == true || chunk.right == .date || chunk.right == .genre || chunk.right == .mood
    {
      return .artist
    }
    switch chunk.left {
    case .by?:
      return .artist
    case .from?:
      if case .type(let t)? = chunk.right, t == .album || t == .playlist { return .name(t) }
      // "a song off Get Up Offa That Thing by Doseone": what a piece is "off" is its album.
      if let li = chunk.leftIndex, wordKeys[li] == "off", n + 1 < list.count, list[n + 1].left == .by { return .album }
      // "Come Together from Abbey Road": an album the catalog knows (and no artist of that name).
      if n > 0, isKnownAlbum(chunk.range) { return .album }
      return .artist
    case .of?:
      if let li = chunk.leftIndex, let p = previousIndex(li, roles), case .type(let t) = roles[p] {
        return t == nil ? .artist : .name(t)
      }
      return .artist
    case .on?:
      return .album
    case .type(let t)?:
      // "from the album Y", "off the record Y".
      if let li = chunk.leftIndex, let p = previousIndex(li, roles), roles[p] == .from || roles[p] == .on, t == .album {
        return list.count > 1 ? .album : .name(.album)
      }
      if t != nil, chunk.right == nil || chunk.right?.isConnector == true || chunk.right == .date || chunk.right == .introducer {
        return .name(t)
      }
    case .introducer?:
      if let li = chunk.leftIndex, let p = previousIndex(li, roles), case .type(let t) = roles[p] { return .name(t) }
      return .name(nil)
    case .sort?:
      // "a track from top Rie Tomosaka": the sort word sits between "from"/"by" and the artist.
      if let li = chunk.leftIndex, let p = previousIndex(li, roles), roles[p] == .from || roles[p] == .by, chunk.right == nil { return .artist }
    default:
      break
    }
    if case .type(let t)? = chunk.right {
      // "Bill Evans album The Best Of…": a name after the type word makes this one the artist.
      if n + 1 < list.count, let ri = chunk.rightIndex, list[n + 1].leftIndex == ri, t == .album || t == .song {
        return .artist
      }
      return .name(t)
    }
    if case .type(let t)? = chunk.left { return .name(t) }
    return .name(nil)
  }

  /// Where the title starts in "play <person>, <title>": two or three words that look like a
  /// person's name, a comma, then at least two words (nothing else marks the split). An added
  /// item is one thing, so its comma is the title's ("add Hello Central, Give Me Heaven").
  func commaSplit(_ range: Range<Int>) -> Int? {
    guard !readingAddItem else { return nil }
    for p in range.lowerBound + 1...range.lowerBound + 2 where p + 2 < range.upperBound && tokens[p].commaAfter {
      guard (range.lowerBound..<p).allSatisfy({ !tokens[$0].commaAfter }), looksLikePersonName(spoken(range.lowerBound..<p + 1)) else { return nil }
      return p + 1
    }
    return nil
  }

  /// Small words inside titles, not inside people's names.
  static let titleFunctionWords: WordSet = [
    "and", "at", "of", "the", "in", "on", "to", "for", "with", "from", "a", "an", "un", "una", "de", "del", "la", "el",
    "le", "les", "y", "et", "und", "der", "die", "das", "is", "are", "me", "you", "my", "your",
  ]

  /// Words after which another name follows ("by", "from", "called").
  static let nameConnectors: WordSet = ["by", "from", "off", "featuring", "feat", "ft", "called", "named", "titled"]

  /// "Khalid's Location": a possessive inside a run of words ends the artist's part.
  func isPossessive(_ i: Int) -> Bool {
    // A word of up to seven bytes is its key's bytes: the last two are read from it, and most
    // words are answered without touching the string.
    let raw = wordKeys[i].raw
    let count = raw >> 56
    if count >= 2, count <= 7 {
      let last = UInt8(truncatingIfNeeded: raw >> ((count - 1) * 8))
      let previous = UInt8(truncatingIfNeeded: raw >> ((count - 2) * 8))
      if previous == UInt8(ascii: "'") && last == UInt8(ascii: "s") {
        return !EnglishLexicon.notPossessive.contains(wordKeys[i])
      }
      guard previous == UInt8(ascii: "s") && last == UInt8(ascii: "'") else { return false }
    }
    let w = words[i]
    // The last two bytes decide ("Lea's", "the Beatles'"): apostrophe and s are one byte each.
    let bytes = w.utf8
    guard bytes.count >= 2 else { return false }
    let last = bytes[bytes.index(before: bytes.endIndex)]
    let previous = bytes[bytes.index(bytes.endIndex, offsetBy: -2)]
    let apostrophe = UInt8(ascii: "'")
    let s = UInt8(ascii: "s")
    let possessive = previous == apostrophe && last == s || previous == s && last == apostrophe && w.count > 2
    return possessive && !EnglishLexicon.notPossessive.contains(w)
  }

  /// A leading lowercase "the" is not part of an artist's name ("by the Beatles" → "Beatles"
  /// only when the catalog knows it so; a capitalised "The" stays).
  mutating func setArtist(_ range: Range<Int>, _ search: inout MediaSearch) {
    var r = range
    // "the" goes when said in lowercase, and a capitalised "The" when the rest is a known artist,
    // unless the catalog knows the name with it ("The Brisel Viti" and "Brisel Viti" are two).
    if wordKeys[r.lowerBound] == "the", r.count > 1,
      tokens[r.lowerBound].text == "the"
        || isKnownArtist(r.lowerBound + 1..<r.upperBound) && !isKnownArtist(r)
    {
      used[r.lowerBound] = true
      r = r.lowerBound + 1..<r.upperBound
    }
    var value = spoken(r)
    if value.hasSuffix("'s") { value.removeLast(2) } else if value.hasSuffix("s'") { value.removeLast() }
    guard search.artistName == nil else {
      if search.mediaName == nil { setField(r, \.mediaName, "mediaSearch.mediaName", &search) }
      return
    }
    search.artistName = value
    use(r, "rule", field: "mediaSearch.artistName", value: value)
  }

  mutating func setField(_ range: Range<Int>, _ key: WritableKeyPath<MediaSearch, String?>, _ field: String, _ search: inout MediaSearch) {
    let value = spoken(range)
    guard !value.isEmpty, search[keyPath: key] == nil else { return }
    search[keyPath: key] = value
    use(range, "rule", field: field, value: value)
  }

  /// Drops a leading article or owner from a playlist name ("the Sleep playlist", "my WWDC playlist").
  mutating func dropArticle(_ range: Range<Int>, always: Bool) -> Range<Int> {
    var r = range
    while r.count > 1, ["the", "my", "a", "our", "your"].contains(wordKeys[r.lowerBound]), !(framed.indices.contains(r.lowerBound) && framed[r.lowerBound]) {
      used[r.lowerBound] = true
      r = r.lowerBound + 1..<r.upperBound
    }
    return r
  }
}
