import Foundation

/// The object of a request: what to play, add, like or find.
extension Work {
  static let determiners: Set<String> = [
    "the", "a", "an", "some", "any", "me", "us", "my", "our", "of", "few", "couple", "bit", "little",
    "something", "anything", "more", "another", "all", "your", "that", "please", "to", "for",
  ]
  static let genericWords: Set<String> = [
    "music", "songs", "tracks", "tunes", "stuff", "something", "anything", "sounds", "jams", "hits", "one",
  ]
  static let nameIntroducers: Set<String> = ["called", "named", "titled", "entitled"]

  /// Unused token indices in the live span, in order.
  var rest: [Int] { (start..<end).filter { !used[$0] } }

  mutating func parseObject(_ options: inout PlayOptions, allowOptions: Bool) -> MediaSearch? {
    var search = MediaSearch()
    if allowOptions { extractOptions(&options) }
    skipDeterminers()
    if findVocabulary(&search) { return finishSearch(search) }
    if findThis(&search) { return finishSearch(search) }
    if let whole = wholeKnownTitle() {
      search.mediaName = spoken(whole)
      use(whole, "catalog", field: "mediaSearch.mediaName", value: search.mediaName ?? "")
      return finishSearch(search)
    }
    findDecade(&search)
    findSort(&search)
    skipDeterminers()
    findTypeWords(&search)
    findGenresAndMoods(&search)
    skipDeterminers()
    findStructure(&search)
    if search.sortOrder != .unknown, search.mediaName == nil, search.artistName == nil, search.albumName == nil,
      search.genreNames == nil, search.mediaType == .unknown, trace.steps.contains(where: { $0.words.lowercased().hasSuffix("hits") })
    {
      // "Play popular hits" arrives as mediaName "music" (behaviours §3).
      search.mediaName = "music"
    }
    return finishSearch(search)
  }

  func finishSearch(_ search: MediaSearch) -> MediaSearch? {
    search.isEmpty ? nil : search
  }

  mutating func skipDeterminers() {
    while let i = rest.first, Self.determiners.contains(words[i]), rest.count > 1 {
      // "something good" is a sort phrase; keep it for findSort.
      if words[i] == "something", i + 1 < end, ["good", "nice", "i"].contains(words[i + 1]) { return }
      use(i..<i + 1, "determiner")
    }
  }

  // MARK: Options

  mutating func extractOptions(_ options: inout PlayOptions) {
    // Speed anywhere: "at double speed", "at 1.5x".
    let liveWords = Array(words[start..<end])
    if let s = SpeedNormaliser.find(in: liveWords) {
      let range = start + s.range.lowerBound..<start + s.range.upperBound
      use(range, "normaliser:speed", field: "playbackSpeed", value: s.speed.formatted)
      options.speed = s.speed
      removeUsedFromEnd()
    }
    var changed = true
    while changed && end > start {
      changed = false
      let tail: [(String, (inout PlayOptions) -> Void, String, String)] = [
        ("on shuffle", { $0.playShuffled = true }, "playShuffled", "true"),
        ("in shuffle mode", { $0.playShuffled = true }, "playShuffled", "true"),
        ("on shuffle mode", { $0.playShuffled = true }, "playShuffled", "true"),
        ("with shuffle", { $0.playShuffled = true }, "playShuffled", "true"),
        ("shuffled", { $0.playShuffled = true }, "playShuffled", "true"),
        ("shuffle", { $0.playShuffled = true }, "playShuffled", "true"),
        ("randomly", { $0.playShuffled = true }, "playShuffled", "true"),
        ("in random order", { $0.playShuffled = true }, "playShuffled", "true"),
        ("in any order", { $0.playShuffled = true }, "playShuffled", "true"),
        ("at random", { $0.playShuffled = true }, "playShuffled", "true"),
        ("in order", { $0.playShuffled = false }, "playShuffled", "false"),
        ("on repeat", { $0.repeatRequested = true }, "playbackRepeatMode", "repeat"),
        ("on loop", { $0.repeatRequested = true }, "playbackRepeatMode", "repeat"),
        ("on a loop", { $0.repeatRequested = true }, "playbackRepeatMode", "repeat"),
        ("in a loop", { $0.repeatRequested = true }, "playbackRepeatMode", "repeat"),
        ("over and over", { $0.repeatRequested = true }, "playbackRepeatMode", "repeat"),
        ("over and over again", { $0.repeatRequested = true }, "playbackRepeatMode", "repeat"),
        ("repeatedly", { $0.repeatRequested = true }, "playbackRepeatMode", "repeat"),
        ("on replay", { $0.repeatRequested = true }, "playbackRepeatMode", "repeat"),
        ("next", { $0.queueLocation = .next }, "playbackQueueLocation", "next"),
        ("up next", { $0.queueLocation = .next }, "playbackQueueLocation", "next"),
        ("after this", { $0.queueLocation = .next }, "playbackQueueLocation", "next"),
        ("after this song", { $0.queueLocation = .next }, "playbackQueueLocation", "next"),
        ("after this one", { $0.queueLocation = .next }, "playbackQueueLocation", "next"),
        ("after the current song", { $0.queueLocation = .next }, "playbackQueueLocation", "next"),
        ("later", { $0.queueLocation = .later }, "playbackQueueLocation", "later"),
        ("at the end of the queue", { $0.queueLocation = .later }, "playbackQueueLocation", "later"),
        ("at the end", { $0.queueLocation = .later }, "playbackQueueLocation", "later"),
        ("last", { $0.queueLocation = .later }, "playbackQueueLocation", "later"),
        ("now", { $0.queueLocation = .now }, "playbackQueueLocation", "now"),
        ("right now", { $0.queueLocation = .now }, "playbackQueueLocation", "now"),
        ("from where i left off", { $0.resumePlayback = true }, "resumePlayback", "true"),
        ("where i left off", { $0.resumePlayback = true }, "resumePlayback", "true"),
        ("from where i stopped", { $0.resumePlayback = true }, "resumePlayback", "true"),
        ("again", { _ in }, "-", ""),
        ("and", { _ in }, "-", ""),
      ]
      for (p, apply, field, value) in tail.sorted(by: { $0.0.count > $1.0.count }) {
        let n = p.split(separator: " ").count
        guard end - n > start, Array(words[end - n..<end]) == p.split(separator: " ").map(String.init) else { continue }
        // "play the last song" keeps "last" as a sort word; "last" must follow a name.
        if p == "last" || p == "next" || p == "later" || p == "now", end - n - start < 1 { continue }
        if p == "last", ["the", "song", "track", "one"].contains(words[end - n - 1]) { continue }
        if p == "next", ["the", "play"].contains(words[end - n - 1]) { continue }
        use(end - n..<end, "option", field: field, value: value)
        apply(&options)
        end -= n
        changed = true
        break
      }
    }
  }

  /// After marking a middle span, shrink `end` over trailing used tokens.
  mutating func removeUsedFromEnd() {
    while end > start, used[end - 1] { end -= 1 }
  }

  // MARK: Vocabulary and "this"

  /// A vocabulary phrase keeps its words whole and gives its type (behaviours §6).
  mutating func findVocabulary(_ search: inout MediaSearch) -> Bool {
    guard !context.vocabulary.isEmpty else { return false }
    let indices = rest
    guard !indices.isEmpty else { return false }
    let keys = indices.map { TextNormalizer.key(tokens[$0].text) }
    var best: (from: Int, to: Int, entry: UserVocabulary.Entry)?
    for entry in context.vocabulary.entries {
      for phrase in entry.phrases {
        let target = TextNormalizer.key(phrase)
        guard !target.isEmpty else { continue }
        for from in keys.indices {
          var joined = ""
          for to in from..<keys.count {
            joined += (joined.isEmpty ? "" : " ") + keys[to]
            if joined == target {
              if (to - from) > ((best?.to ?? 0) - (best?.from ?? 1)) { best = (from, to, entry) }
              break
            }
            if joined.count >= target.count { break }
          }
        }
      }
    }
    guard let best else { return false }
    let range = indices[best.from]..<indices[best.to] + 1
    let source = "vocabulary:\(best.entry.type.name)"
    let before = best.from > 0 ? words[indices[best.from - 1]] : ""
    if best.entry.type == .mediaMusicArtistName || best.entry.type == .mediaAudiobookAuthorName, ["by", "from"].contains(before) {
      search.artistName = best.entry.identifier
      use(range, source, field: "mediaSearch.artistName", value: best.entry.identifier)
      use(indices[best.from - 1]..<indices[best.from - 1] + 1, "rule")
      // The rest is the name: "X by <artist>".
      findStructure(&search)
      return true
    }
    search.mediaName = best.entry.identifier
    search.mediaType = best.entry.type.mediaType
    use(range, source, field: "mediaSearch.mediaName", value: best.entry.identifier)
    trace.note(source, spoken(range), "mediaSearch.mediaType", search.mediaType.name)
    // Words around a vocabulary hit that only say what it is ("my … playlist").
    for i in rest where Self.determiners.contains(words[i]) || ["playlist", "podcast", "audiobook", "book", "show", "artist", "band"].contains(words[i]) {
      use(i..<i + 1, "determiner")
    }
    return true
  }

  mutating func findThis(_ search: inout MediaSearch) -> Bool {
    let indices = rest
    guard let first = indices.first else { return false }
    guard let m = EnglishParser.thisWords.match(words, at: first) else { return false }
    var j = first + m.words.count
    var type: MediaItemType?
    if j < end, let t = EnglishParser.typeWords.match(words, at: j) {
      type = t.value
      j += t.words.count
    }
    guard j >= end || words[j..<end].allSatisfy({ ["one", "here", "right", "now", "again", "please", "playing", "currently"].contains($0) }) else { return false }
    search.reference = .currentlyPlaying
    use(first..<end, "rule", field: "mediaSearch.reference", value: "currentlyPlaying")
    if let type, context.app.declaresCategory(of: type) {
      search.mediaType = type
      trace.note("lexicon:mediaTypes", "", "mediaSearch.mediaType", type.name)
    }
    return true
  }

  /// The remaining words are exactly a catalog title ("Stand by Me" keeps its "by").
  func wholeKnownTitle() -> Range<Int>? {
    let indices = rest
    guard let first = indices.first, let last = indices.last, indices.count == last - first + 1, indices.count > 1 else { return nil }
    let text = spoken(first..<last + 1)
    let lowered = words[first...last]
    guard lowered.contains(where: { ["by", "from", "of", "s", "on", "in"].contains($0) || $0.hasSuffix("'s") || DecadeNormaliser.decadeWords[$0] != nil || $0.hasSuffix("s") && $0.first?.isNumber == true })
    else { return nil }
    return context.isKnownTitle(text) ? first..<last + 1 : nil
  }

  // MARK: Normalisers

  mutating func findDecade(_ search: inout MediaSearch) {
    let indices = rest
    let liveWords = indices.map { words[$0] }
    guard let m = DecadeNormaliser.find(in: liveWords) else { return }
    let from = indices[m.range.lowerBound]
    let to = indices[m.range.upperBound - 1] + 1
    // Don't split a catalog title ("Summer of 69").
    search.releaseDate = m.releaseDate
    let label = [m.releaseDate.startDateComponents?.year, m.releaseDate.endDateComponents?.year].compactMap { $0 }.map(String.init).joined(separator: "–")
    use(from..<to, "normaliser:decade", field: "mediaSearch.releaseDate", value: label)
  }

  mutating func findSort(_ search: inout MediaSearch) {
    let indices = rest
    guard !indices.isEmpty else { return }
    // Sort words stand near the start: "the newest episode", "most popular songs by X".
    for (position, i) in indices.prefix(3).enumerated() {
      guard let m = EnglishParser.sortWords.match(words, at: i) else {
        if !Self.determiners.contains(words[i]) && !["song", "songs", "track", "tracks", "album", "albums"].contains(words[i]) { break }
        continue
      }
      var j = i + m.words.count
      let phrase = m.phrase
      // "top twenty", "top-50", "top 10".
      if ["top", "best"].contains(phrase), j < end, let (n, length) = NumberWords.parse(words, at: j), n >= 1, n <= 500 {
        j += length
      }
      let next = j < end ? words[j] : ""
      let standsAlone = j >= end
      if standsAlone && !["something good", "something nice", "hits", "something i like"].contains(phrase) && position > 0 { break }
      // "first"/"last"/"new"/"current" need a following noun to be a sort word.
      if ["first", "last", "current", "new", "good", "hit", "top", "for me"].contains(phrase),
        standsAlone || ["by", "from", "of", "to", "and"].contains(next)
      {
        if phrase == "for me" || standsAlone { continue }
      }
      if phrase == "for me" { continue }
      search.sortOrder = m.value
      use(i..<j, "lexicon:sortWords", field: "mediaSearch.sortOrder", value: m.value.name)
      // "popular hits": the rest is "hits".
      if j < end, words[j] == "hits" || words[j] == "hit" {
        use(j..<j + 1, "lexicon:sortWords")
        if j + 1 == end || rest.isEmpty { search.mediaName = "music" }
      }
      return
    }
  }

  // MARK: Types

  /// Type words at the head ("the song X", "an album by Y"), the tail ("X playlist",
  /// "the Stuff You Should Know podcast") or between an artist and a title ("Bill Evans album
  /// X"). A type word sets `mediaType` only when the app declares its category.
  mutating func findTypeWords(_ search: inout MediaSearch) {
    var indices = rest
    guard !indices.isEmpty else { return }
    // The whole object is "music".
    if indices.count == 1, ["music", "audio", "something"].contains(words[indices[0]]) {
      if words[indices[0]] == "music" && context.app.declaresCategory(of: .music) {
        search.mediaType = .music
        use(indices[0]..<indices[0] + 1, "lexicon:mediaTypes", field: "mediaSearch.mediaType", value: "music")
      } else {
        use(indices[0]..<indices[0] + 1, "determiner")
      }
      return
    }
    func setType(_ t: MediaItemType, _ range: Range<Int>) {
      if search.mediaType == .unknown || search.mediaType == .podcastShow && t == .podcastEpisode {
        search.mediaType = t
      }
      use(range, "lexicon:mediaTypes", field: "mediaSearch.mediaType", value: t.name)
    }
    // Head.
    if let i = indices.first {
      if let m = EnglishParser.typeWords.match(words, at: i), context.app.declaresCategory(of: m.value),
        i + m.words.count < end || indices.count == 1
      {
        var j = i + m.words.count
        if m.value == .podcastEpisode || m.value == .podcastShow, j < end, ["of", "from", "in"].contains(words[j]) { j += 1 }
        if j < end, Self.nameIntroducers.contains(words[j]) { j += 1 }
        setType(m.value, i..<j)
      } else if Self.pieceOrPlural(words[i]) {
        var j = i + 1
        if j < end, ["of", "from"].contains(words[j]), words[i] == "episodes" || words[i] == "songs" && j + 1 < end && words[j] == "of" { j += 1 }
        use(i..<j, "lexicon:mediaTypes")
      }
    }
    indices = rest
    // Tail.
    if let last = indices.last, indices.count > 1 {
      if let m = EnglishParser.typeWords.match(Array(words[..<(last + 1)]), endingAt: last + 1),
        context.app.declaresCategory(of: m.value), m.value != .artist || words[last] != "group"
      {
        let from = last + 1 - m.words.count
        if from > (indices.first ?? 0) {
          setType(m.value, from..<last + 1)
        }
      } else if Self.pieceOrPlural(words[last]), !context.isKnownTitle(spoken(indices[0]..<last + 1)) {
        use(last..<last + 1, "lexicon:mediaTypes")
      } else if words[last] == "music", indices.count > 1 {
        use(last..<last + 1, "determiner")
      }
    }
    indices = rest
    // Middle: "<artist> album <title>", "<artist>'s new album <title>", "a song by".
    if indices.count >= 3 {
      for k in indices.dropFirst().dropLast() where !used[k] {
        if let m = EnglishParser.typeWords.match(words, at: k), m.words.count == 1,
          [.album, .song, .playlist].contains(m.value), context.app.declaresCategory(of: m.value),
          !["by", "from", "of", "the"].contains(words[k - 1]),
          k + 1 < end, !["by", "from", "of", "called", "named"].contains(words[k + 1])
        {
          let left = indices.filter { $0 < k }
          let right = indices.filter { $0 > k }
          guard let l0 = left.first, let l1 = left.last, let r0 = right.first, let r1 = right.last else { break }
          if context.isKnownTitle(spoken(l0..<r1 + 1)) { break }
          setType(m.value, k..<k + 1)
          var artistEnd = l1 + 1
          if words[l1].hasSuffix("'s") { artistEnd = l1 + 1 }
          let artist = spoken(l0..<artistEnd).replacingOccurrences(of: "'s", with: "", options: [.anchored, .backwards])
          search.artistName = artist
          use(l0..<artistEnd, "rule", field: "mediaSearch.artistName", value: artist)
          if m.value == .playlist {
            trace.note("rule", artist, "-", "playlist owner (not a SiriKit field)")
            search.artistName = nil
          }
          _ = r0
          break
        }
      }
    }
  }

  static func pieceOrPlural(_ word: String) -> Bool {
    EnglishLexicon.musicPieceWords.contains(word)
  }

  // MARK: Genres and moods

  mutating func findGenresAndMoods(_ search: inout MediaSearch) {
    for (table, isGenre) in [(EnglishParser.genres, true), (EnglishParser.moods, false)] {
      var indices = rest
      guard !indices.isEmpty else { return }
      let liveWords = indices.map { words[$0] }
      for (range, entry) in table.allMatches(liveWords) {
        let from = range.lowerBound
        let to = range.upperBound
        let next = to < liveWords.count ? liveWords[to] : nil
        let previous = from > 0 ? liveWords[from - 1] : nil
        let whole = from == 0 && to == liveWords.count
        let beforeType = next.map { Self.genericWords.contains($0) || Self.pieceOrPlural($0) || EnglishParser.typeWords.match([$0], at: 0) != nil && $0 != "playlist" && $0 != "mix" } ?? false
        let beforeBy = next.map { ["by", "from", "of"].contains($0) } ?? false
        let afterModifier = previous.map { Self.determiners.contains($0) || DecadeNormaliser.decadeWords[$0] != nil } ?? false
        let inMoodList = !isGenre && (previous.map { EnglishParser.genres.match([$0], at: 0) != nil } ?? false)
        let afterNormaliser = from == 0 && (search.releaseDate != nil || search.sortOrder != .unknown)
        guard whole || beforeType || afterNormaliser || (beforeBy && from == 0) || (afterModifier && (next == nil || beforeType)) || inMoodList
          || (from == 0 && next != nil && EnglishParser.genres.match(liveWords, at: to) != nil)
        else { continue }
        if next == "playlist" || next == "mix" || next == "station" || next == "radio" { continue }
        let tokenRange = indices[from]..<indices[to - 1] + 1
        if whole && context.isKnownTitle(spoken(tokenRange)) && !isGenre { continue }
        let value = entry.value
        if isGenre {
          search.genreNames = (search.genreNames ?? []) + [value]
          use(tokenRange, "lexicon:genres", field: "mediaSearch.genreNames", value: value)
        } else {
          search.moodNames = (search.moodNames ?? []) + [value]
          use(tokenRange, "lexicon:moods", field: "mediaSearch.moodNames", value: value)
        }
        indices = rest
      }
      // "jazz music", "punk songs": the generic word after a genre carries nothing.
      if let last = rest.last, rest.count == 1, Self.genericWords.contains(words[last]) || Self.pieceOrPlural(words[last]),
        search.genreNames != nil || search.moodNames != nil
      {
        use(last..<last + 1, "determiner")
      }
    }
  }

  // MARK: Structure

  mutating func findStructure(_ search: inout MediaSearch) {
    skipDeterminers()
    var indices = rest
    // "music by X", "something from X": a generic head before by/from carries nothing.
    while let first = indices.first, Self.genericWords.contains(words[first]) || Self.pieceOrPlural(words[first]),
      indices.count > 1, ["by", "from", "of"].contains(words[indices[1]])
    {
      use(first..<first + 1, "determiner")
      indices = rest
    }
    guard let first = indices.first, let last = indices.last else { return }
    let whole = first..<last + 1
    if context.isKnownTitle(spoken(whole)) {
      assignName(whole, &search)
      return
    }
    // "X by Y": prefer the split whose right side is a known artist, else the last "by".
    let bys = indices.filter { words[$0] == "by" || words[$0] == "from" || words[$0] == "off" }
    if !bys.isEmpty {
      var chosen: Int?
      for b in bys where b < last {
        let right = spoken(b + 1..<last + 1)
        if context.isKnownArtist(right) || context.isKnownArtist(right.replacingOccurrences(of: "the ", with: "", options: .anchored)) {
          chosen = b
          break
        }
      }
      if chosen == nil {
        chosen = bys.last { words[$0] == "by" && $0 < last } ?? bys.first { $0 < last }
      }
      if let b = chosen, b < last {
        var r = b + 1
        let leftText = b > first ? spoken(first..<b) : ""
        let isFrom = words[b] == "from" || words[b] == "off"
        // "from the album Y", "off the record Y" → album.
        var isAlbum = false
        if isFrom || words[b] == "on" {
          var k = r
          if k < last, words[k] == "the" || words[k] == "his" || words[k] == "her" || words[k] == "their" { k += 1 }
          if k < last, ["album", "record", "ep", "lp", "soundtrack"].contains(words[k]) {
            isAlbum = true
            r = k + 1
            if r < last, Self.nameIntroducers.contains(words[r]) { r += 1 }
          }
        }
        // An unknown "X from Y" in a title-like request stays whole when Y isn't an artist we know
        // and X is already a name ("Live from Aragon Ballroom").
        let keepWhole = isFrom && !isAlbum && b > first && trace.rule.hasPrefix("add") && !context.isKnownArtist(spoken(b + 1..<last + 1))
        if !keepWhole {
          use(b..<r, "rule")
          let value = spoken(r..<last + 1)
          if isAlbum || (isFrom && !context.isKnownArtist(value) && context.isKnownTitle(value) && search.mediaType != .album) {
            search.albumName = value
            use(r..<last + 1, "rule:from-album", field: "mediaSearch.albumName", value: value)
          } else {
            var artist = value
            if artist.lowercased().hasPrefix("the ") && !context.isKnownArtist(artist) && context.isKnownArtist(String(artist.dropFirst(4))) {
              artist = String(artist.dropFirst(4))
            }
            search.artistName = artist
            use(r..<last + 1, isFrom ? "rule:from-artist" : "rule:by-artist", field: "mediaSearch.artistName", value: artist)
          }
          if !leftText.isEmpty {
            // The left side may itself be "Y's X" or carry its own type words.
            let leftRange = first..<b
            if leftRange.allSatisfy({ used[$0] }) { return }
            assignName(leftRange, &search)
          }
          return
        }
      }
    }
    // "Khalid's Location", "Adele's newest album" (sort/type already taken).
    if let k = indices.first(where: { words[$0].hasSuffix("'s") && $0 < last }), k >= first {
      let artistText = String(spoken(first..<k + 1).dropLast(2))
      search.artistName = artistText
      use(first..<k + 1, "rule:possessive", field: "mediaSearch.artistName", value: artistText)
      assignName(k + 1..<last + 1, &search)
      return
    }
    if let k = indices.last, words[k].hasSuffix("'s"), indices.count == 1 || k == last {
      let artistText = String(spoken(first..<k + 1).dropLast(2))
      search.artistName = artistText
      use(first..<k + 1, "rule:possessive", field: "mediaSearch.artistName", value: artistText)
      return
    }
    assignName(whole, &search)
  }

  mutating func assignName(_ range: Range<Int>, _ search: inout MediaSearch) {
    let live = range.filter { !used[$0] }
    guard let a = live.first, let b = live.last else { return }
    var s = a
    while s < b, Self.determiners.contains(words[s]), words[s] != "my" || true, s + 1 <= b {
      if ["the", "a", "an", "some", "my"].contains(words[s]) == false { break }
      if words[s] == "the" { break }  // "The Happiest Days Of Our Lives" keeps its article
      use(s..<s + 1, "determiner")
      s += 1
    }
    let value = spoken(s..<b + 1)
    guard !value.isEmpty else { return }
    // "the best Khalid album": a known artist before an album or song type word is the artist.
    if search.artistName == nil, [.album, .song].contains(search.mediaType), context.isKnownArtist(value),
      !context.isKnownTitle(value)
    {
      search.artistName = value
      use(s..<b + 1, "catalog", field: "mediaSearch.artistName", value: value)
      return
    }
    if search.mediaName == nil {
      search.mediaName = value
      use(s..<b + 1, "rule", field: "mediaSearch.mediaName", value: value)
    } else if search.albumName == nil {
      search.albumName = value
      use(s..<b + 1, "rule", field: "mediaSearch.albumName", value: value)
    }
  }
}
