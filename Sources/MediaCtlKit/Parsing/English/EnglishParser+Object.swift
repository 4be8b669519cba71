import Foundation

/// The object of a request: what to play, add, like or find.
///
/// Order: options at the tail (shuffle, repeat, queue, speed), an app named inside, vocabulary
/// (stays whole, sets the type), "this" (the now-playing item), a whole catalog title, then
/// the role of every word (see `EnglishParser+Roles.swift`) and the names between them (see
/// `EnglishParser+Names.swift`).
extension Work {
  static let embeddedAppPrepositions: WordSet = ["on", "in", "using", "with", "via", "through", "from", "by", "at", "over"]
  static let thisTrailers: WordSet = ["one", "here", "right", "now", "again", "please", "playing", "currently", "that's", "that", "is", "on", "music"]
  /// Unused token indices in the live span, in order.
  var rest: [Int] { (start..<end).filter { !used[$0] } }

  mutating func parseObject(_ options: inout PlayOptions, allowOptions: Bool) -> MediaSearch? {
    guard start < end else { return nil }
    var search = MediaSearch()
    if allowOptions { readResumePhrase(&options) }
    if allowOptions { extractOptions(&options) }
    findEmbeddedApp()
    // ("the Radiolab episode that aired on Monday": when it came out, before the episode frame.)
    if end - start >= 3, let k = (start + 1..<end).first(where: { (wordKeys[$0] == "that" || wordKeys[$0] == "which") && !used[$0] }) {
      _ = readReleaseClause(at: k)
    }
    if readEpisodeFrame(&search) { return finishSearch(search) }
    if findVocabulary(&search) { return finishSearch(search) }
    if findThis(&search) { return finishSearch(search) }
    findRadioFrequency(&search)
    if readListening(&search) { return finishSearch(search) }
    if let whole = wholeKnownTitle() {
      search.mediaName = spoken(whole)
      use(whole, "catalog", field: "mediaSearch.mediaName", value: search.mediaName ?? "")
      noteHeld(whole, .title)
      return finishSearch(search)
    }
    readRelativeClause(&search)
    readNamedGenre(&search)
    var roles = markRoles(&search)
    assignNames(&roles, &search)
    return finishSearch(search)
  }

  /// Verbs of "the theme tune that Christian Fennesz wrote": the name before them is the artist.
  static let authorVerbs: WordSet = [
    "wrote", "sang", "sings", "sung", "recorded", "performed", "made", "did", "released", "composed", "produced",
    "contributed", "played", "covered",
  ]

  /// "… that is popular", "… which has humour": the relative words go, the rest is read as
  /// usual; "… that Christian Fennesz wrote (to)": the artist.
  mutating func readRelativeClause(_ search: inout MediaSearch) {
    // "a song from Jesse Harris that's on Youtube", "music that's popular": "that's" is "that is".
    if end - start >= 2, let k = (start + 1..<end).first(where: { Self.relativeContractions.contains(wordKeys[$0]) && !used[$0] }) {
      use(k..<k + 1, "filler")
      removeSpan(k..<k + 1)
      return
    }
    guard end - start >= 3, let k = (start + 1..<end).first(where: { Self.relativeWords.contains(wordKeys[$0]) && !used[$0] }), k + 1 < end else { return }
    if ["is", "was", "are", "were", "has", "have", "had", "contains"].contains(wordKeys[k + 1]) {
      use(k..<k + 2, "filler")
      removeSpan(k..<k + 2)
      return
    }
    var v = end - 1
    if ["to", "on", "for", "in"].contains(wordKeys[v]), v - 1 > k { v -= 1 }
    guard Self.authorVerbs.contains(wordKeys[v]), v - k >= 2, search.artistName == nil,
      (k + 1..<v).allSatisfy({ !used[$0] && !EnglishLexicon.determiners.contains(wordKeys[$0]) })
    else { return }
    let artist = spoken(k + 1..<v)
    search.artistName = artist
    use(k..<k + 1, "filler")
    use(k + 1..<v, "rule", field: "mediaSearch.artistName", value: artist)
    use(v..<end, "filler")
    end = k
  }

  /// "the music genre Synthpop", "the genre of bossa nova": the words after "genre" name one.
  mutating func readNamedGenre(_ search: inout MediaSearch) {
    guard end - start >= 2, let g = (start..<end - 1).first(where: { wordKeys[$0] == "genre" && !used[$0] }) else { return }
    var first = g + 1
    if ["of", "called", "named"].contains(wordKeys[first]), first + 1 < end { first += 1 }
    guard (first..<end).allSatisfy({ !used[$0] }), !(first..<end).contains(where: { Self.nameConnectors.contains(wordKeys[$0]) }) else { return }
    let genre = spoken(first..<end).lowercased()
    search.genreNames = (search.genreNames ?? []) + [genre]
    // "music in the genre soundtrack", "from the genre of X": the words before say where.
    var from = g
    if from - 2 >= start, wordKeys[from - 1] == "the", ["in", "from", "of"].contains(wordKeys[from - 2]), !used[from - 1], !used[from - 2] { from -= 2 }
    use(from..<first, "lexicon:mediaTypes")
    use(first..<end, "rule", field: "mediaSearch.genreNames", value: genre)
    end = from
  }

  func finishSearch(_ search: MediaSearch) -> MediaSearch? {
    search.isEmpty ? nil : search
  }

  // MARK: Options

  /// Options said at the end (or, for speed, anywhere): "on shuffle", "next", "at double speed".
  mutating func extractOptions(_ options: inout PlayOptions) {
    if (start..<end).contains(where: { SpeedNormaliser.endsSpeed(words[$0], key: wordKeys[$0]) }), let s = SpeedNormaliser.find(in: Array(words[start..<end])) {
      let range = start + s.range.lowerBound..<start + s.range.upperBound
      use(range, "normaliser:speed", field: "playbackSpeed", value: s.speed.formatted)
      options.speed = s.speed
      removeUsedFromEnd()
    }
    var changed = true
    while changed && end > start {
      changed = false
      while end > start, used[end - 1] { end -= 1 }
      // "after this song is over", "from last year" (`EnglishParser+WhenClauses`).
      if readWhenClause(&options) {
        changed = true
        continue
      }
      guard let m = EnglishParser.tailOptions.match(wordKeys, endingAt: end, from: start), end - m.words.count > start else { break }
      // "play Everything Now": a title the catalog knows keeps its option words (names first).
      if wholeKnownTitle() != nil { break }
      // "the album Next", "the song Again": a title the catalog knows, framed by "the" and its
      // type word (not "the madonna song again", "song next").
      if end - m.words.count - 2 >= start, Work.titleFrameTypes.contains(wordKeys[end - m.words.count - 1]),
        Work.titleFrameLeads.contains(wordKeys[end - m.words.count - 2]), isKnownTitle(end - m.words.count..<end)
      {
        break
      }
      let n = m.words.count
      let before = words[end - n - 1]
      let phrase = m.phrase
      // "play the last song" keeps "last" as a sort word; "play the next episode" is a sort too.
      if phrase == "last", ["the", "song", "track", "one", "play", "a"].contains(before) { break }
      if phrase == "next", ["the", "play", "a"].contains(before) { break }
      if phrase == "again", before == "play" { break }
      use(end - n..<end, "option", field: m.value.field, value: m.value.value)
      m.value.apply(&options)
      end -= n
      changed = true
    }
  }

  /// After marking a middle span, shrink `end` over trailing used tokens.
  mutating func removeUsedFromEnd() {
    while end > start, used[end - 1] { end -= 1 }
  }

  /// "play Lastfm pop tunes", "play X on my Itunes", "play jazz music by Zvooq": an app named
  /// inside the object (the end and start were tried first).
  mutating func findEmbeddedApp() {
    guard appName == nil else { return }
    var i = start
    while i < end {
      // (Only a word that starts an app's name is matched: most words are none.)
      guard !used[i], context.appNameFirstWords.contains(wordKeys[i]) || EnglishParser.knownApps.mayStart(with: wordKeys[i]),
        let m = appMatch(at: i, limit: end), !m.isThisApp || m.length > 0
      else { i += 1; continue }
      var from = i
      if from > start, ["my", "the"].contains(wordKeys[from - 1]) { from -= 1 }
      let hasPrep = from > start && Self.embeddedAppPrepositions.contains(wordKeys[from - 1])
      let atHead = i == start && i + m.length < end
      // A media app's name elsewhere in the object: "play some Deezer oldies music", "the
      // greatest Vimeo tunes by …", "play Christina Schollin Lastfm" — a name from the reviewed
      // app list, after a determiner or sort word, before a generic word or "by", or last.
      let after = i + m.length
      let nearStructure = (i > start && (EnglishLexicon.determiners.contains(wordKeys[i - 1]) || EnglishParser.sortWords.match(wordKeys, at: i - 1, limit: end) != nil))
        || after == end || ["by", "from", "and"].contains(wordKeys[after]) || EnglishLexicon.genericWords.contains(wordKeys[after])
      if hasPrep || atHead || (!m.isThisApp || m.length > 0) && nearStructure && !isKnownTitle(i..<after) {
        if hasPrep { from -= 1 }
        setApp(m, range: from..<i + m.length)
        removeUsedFromEnd()
        return
      }
      i += 1
    }
  }

  // MARK: Vocabulary and "this"

  /// A vocabulary phrase keeps its words whole and gives its type (behaviours §6).
  mutating func findVocabulary(_ search: inout MediaSearch) -> Bool {
    guard !context.vocabularyKeys.isEmpty else { return false }
    guard (start..<end).contains(where: { !used[$0] && context.mayStartVocabulary(words[$0], key: wordKeys[$0], isPlain: plain[$0]) }) else { return false }
    let indices = rest
    let keys = indices.map { TextNormalizer.key(tokens[$0].text) }
    var best: (from: Int, to: Int, entry: UserVocabulary.Entry)?
    for (target, entryIndex) in context.vocabularyKeys {
      let entry = context.vocabulary.entries[entryIndex]
      do {
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
    // ("play classic road trip songs": a longer name, `EnglishParser+VocabularyBorders`.)
    if best.entry.type != .mediaMusicArtistName, best.entry.type != .mediaAudiobookAuthorName, vocabularyTitleRunsOn(range) { return false }
    let source = "vocabulary:\(best.entry.type.name)"
    noteHeld(indices[best.from]..<indices[best.to] + 1, .vocabulary(identifier: best.entry.identifier, type: best.entry.type.name))
    let before = best.from > 0 ? words[indices[best.from - 1]] : ""
    if best.entry.type == .mediaMusicArtistName || best.entry.type == .mediaAudiobookAuthorName {
      search.artistName = best.entry.identifier
      use(range, source, field: "mediaSearch.artistName", value: best.entry.identifier)
      if ["by", "from"].contains(before) { use(indices[best.from - 1]..<indices[best.from - 1] + 1, "rule") }
      // The rest is read as usual: "X by <artist>", "<artist>'s newest album".
      var roles = markRoles(&search)
      assignNames(&roles, &search)
      return true
    }
    search.mediaName = best.entry.identifier
    search.mediaType = best.entry.type.mediaType
    use(range, source, field: "mediaSearch.mediaName", value: best.entry.identifier)
    trace.note(source, spoken(range), "mediaSearch.mediaType", search.mediaType.name)
    // The words around a vocabulary hit: sort and type words, decades, an artist after "by".
    let roles = markRoles(&search)
    for chunk in chunks(roles) where chunk.left == .by || chunk.left == .from {
      setArtist(chunk.range, &search)
    }
    return true
  }

  /// "this", "this song", "the current track"; "this MakSim tune" (the playing song, by MakSim).
  mutating func findThis(_ search: inout MediaSearch) -> Bool {
    guard var first = (start..<end).first(where: { !used[$0] }) else { return false }
    // "my current playlist": the one in use, as "the current playlist".
    let owner = first
    if first + 2 < end, wordKeys[first] == "my" || wordKeys[first] == "our", wordKeys[first + 1] == "current" { first += 1 }
    guard let m = EnglishParser.thisWords.match(wordKeys, at: first, limit: end) else { return false }
    var j = first + m.words.count
    var type: MediaItemType?
    var artist: Range<Int>?
    // "this whole album", "this entire playlist".
    if m.words == ["this"], j + 1 < end, wordKeys[j] == "whole" || wordKeys[j] == "entire" { j += 1 }
    if j < end, let t = EnglishParser.typeWords.match(wordKeys, at: j, limit: end) {
      // "this artist named Prince": a name follows, so "this" only points at it.
      if j + t.words.count < end, EnglishLexicon.nameIntroducers.contains(wordKeys[j + t.words.count]), m.words == ["this"] {
        use(first..<first + 1, "filler")
        return false
      }
      type = t.value
      j += t.words.count
      // "this track by Clem Burke": the playing song, whose artist is said.
      // ("that tune from 2010" is a date, read as usual.)
      if j + 1 < end, wordKeys[j] == "by" || wordKeys[j] == "from", (j + 1..<end).allSatisfy({ !used[$0] && !Self.thisTrailers.contains(wordKeys[$0]) }),
        !DecadeNormaliser.allMatches(in: Array(words[(wordKeys[j + 1] == "the" ? j + 2 : j + 1)..<end])).contains(where: { $0.range.lowerBound == 0 })
      {
        artist = j + 1..<end
        use(j..<j + 1, "rule")
        j = end
      }
    } else if m.words == ["this"], end - j >= 2, end - j <= 4,
      let t = EnglishParser.typeWords.match(wordKeys, endingAt: end), end - t.words.count > j
    {
      // "this David Cole track": the words between name the artist.
      type = t.value
      artist = j..<end - t.words.count
      j = end
    }
    guard j >= end || words[j..<end].allSatisfy(Self.thisTrailers.contains) else { return false }
    // "this playback in the audiobook", "this programme on the radio": talk, not an artist.
    // ("this new audiobook": a sort word, not whose it is.)
    if let a = artist, namesNothing(a) || EnglishParser.sortWords.match(wordKeys, at: a.lowerBound, limit: a.upperBound)?.words.count == a.count { artist = nil }
    search.reference = .currentlyPlaying
    use(owner..<end, "rule", field: "mediaSearch.reference", value: "currentlyPlaying")
    if let type, context.app.declaresCategory(of: type) {
      search.mediaType = type
      trace.note("lexicon:mediaTypes", "", "mediaSearch.mediaType", type.name)
    }
    if let artist {
      search.artistName = spoken(artist)
      trace.note("rule", spoken(artist), "mediaSearch.artistName", spoken(artist))
    }
    return true
  }

  /// "89.1 FM", "ninety three point five fm": a radio station, named as Siri writes it.
  mutating func findRadioFrequency(_ search: inout MediaSearch) {
    // No band word, no frequency (most requests end here, before listing the words).
    guard (start..<end).contains(where: { !used[$0] && RadioFrequencyNormaliser.bandWords.contains(wordKeys[$0]) }) else { return }
    let indices = rest
    guard let m = RadioFrequencyNormaliser.find(in: indices.map { words[$0] }) else { return }
    let from = indices[m.range.lowerBound]
    let to = indices[m.range.upperBound - 1] + 1
    guard to - from == m.range.count else { return }
    search.mediaName = m.name
    use(from..<to, "normaliser:radioFrequency", field: "mediaSearch.mediaName", value: m.name)
    if context.app.declaresCategory(of: .radioStation) {
      search.mediaType = .radioStation
      trace.note("normaliser:radioFrequency", spoken(from..<to), "mediaSearch.mediaType", "radioStation")
    }
  }

  /// Whether the words are a catalog title. Words of plain letters and digits (no number
  /// words) are their own title key, joined without building their spoken form first.
  func isKnownTitle(_ range: Range<Int>) -> Bool { isKnown(range, context.knownTitles) }

  /// Whether the words are a catalog artist, read as `isKnownTitle(_:)` reads a title.
  func isKnownArtist(_ range: Range<Int>) -> Bool { isKnown(range, context.knownArtists) }

  private func isKnown(_ range: Range<Int>, _ lookup: KeyLookup) -> Bool {
    let plainWords = range.allSatisfy { plain[$0] && !NumberWords.numberWords.contains(wordKeys[$0]) }
    // (A hyphen makes the spoken form's first word "hip-hop", which the general path tests.)
    guard plainWords, let first = range.first, !tokens[range.dropFirst()].contains(where: \.hyphenated) else {
      let text = spoken(range)
      return context.mayStartKnown(text, lookup) && ParseContext.isKnown(text, lookup)
    }
    return context.mayStartKnown(firstWord: words[first], key: wordKeys[first], isPlain: true, lookup)
      && lookup.contains(joining: words[range])
  }

  /// The remaining words are exactly a catalog title ("Stand by Me" keeps its "by").
  func wholeKnownTitle() -> Range<Int>? {
    // The unused words, when they are one run of two or more (found without listing them).
    guard let first = (start..<end).first(where: { !used[$0] }), let last = (first..<end).last(where: { !used[$0] }),
      last > first, !used[first...last].contains(true)
    else { return nil }
    // "play easy listening": a genre said whole is a genre request even when the catalog has an
    // item named after the genre (reference §10).
    if let g = EnglishParser.genres.match(wordKeys, at: first, limit: last + 1), g.words.count == last - first + 1 { return nil }
    // The first word alone can rule the title out before the words are joined (its spoken form
    // is the token itself unless a hyphen joins the next one).
    if !tokens[first + 1].hyphenated,
      !context.mayStartKnown(firstWord: words[first], key: wordKeys[first], isPlain: plain[first], context.knownTitles)
    {
      return nil
    }
    return isKnownTitle(first..<last + 1) ? first..<last + 1 : nil
  }
}

/// An option said at the end of a play request.
struct TailOption: Sendable {
  var field: String
  var value: String
  var apply: @Sendable (inout Work.PlayOptions) -> Void
}

extension EnglishParser {
  static let tailOptions = PhraseTable(EnglishLexicon.tailOptions.map { phrase, kind in
    let option: TailOption
    switch kind {
    case .shuffle: option = TailOption(field: "playShuffled", value: "true") { $0.playShuffled = true }
    case .inOrder: option = TailOption(field: "playShuffled", value: "false") { $0.playShuffled = false }
    case .repeatMode: option = TailOption(field: "playbackRepeatMode", value: "repeat") { $0.repeatRequested = true }
    case .next: option = TailOption(field: "playbackQueueLocation", value: "next") { $0.queueLocation = .next }
    case .later: option = TailOption(field: "playbackQueueLocation", value: "later") { $0.queueLocation = .later }
    case .now: option = TailOption(field: "playbackQueueLocation", value: "now") { $0.queueLocation = .now }
    case .resume: option = TailOption(field: "resumePlayback", value: "true") { $0.resumePlayback = true }
    case .nothing: option = TailOption(field: "-", value: "") { _ in }
    }
    return (phrase, option)
  })
}
