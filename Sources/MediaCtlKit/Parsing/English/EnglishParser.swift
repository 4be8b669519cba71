import Foundation

/// The English rule-based parser.
///
/// Stages, in order: strip wake words and politeness → find the app name (start or end) →
/// a Now Playing command or question? → the intent's verb → for add, the destination → the
/// object: options (queue, shuffle, repeat, speed), vocabulary, "this", decades, sort words,
/// type words, genres and moods, then the name structure ("X by Y", "Y's X", "X from Y").
public struct EnglishParser: LanguageParser {
  public let locale = "en-US"

  public init() {}

  static let fillersStart = PhraseTable(EnglishLexicon.leadingFillers.map { ($0, ()) })
  static let fillersEnd = PhraseTable(EnglishLexicon.trailingFillers.map { ($0, ()) })
  static let knownApps = PhraseTable(EnglishLexicon.appNames.map { ($0, $0) })
  static let playVerbs = PhraseTable(EnglishLexicon.playVerbs.map { ($0, ()) })
  static let resumeVerbs = PhraseTable((EnglishLexicon.resumeVerbs + EnglishLexicon.listeningResumeVerbs).map { ($0, ()) })
  static let shuffleVerbs = PhraseTable(EnglishLexicon.shuffleVerbs.map { ($0, ()) })
  static let searchVerbs = PhraseTable(EnglishLexicon.searchVerbs.map { ($0, ()) })
  static let addVerbs = PhraseTable(EnglishLexicon.addVerbs.map { ($0, ()) })
  static let likes = PhraseTable(EnglishLexicon.likePhrases.map { ($0, MediaAffinityType.like) })
  static let dislikes = PhraseTable(EnglishLexicon.dislikePhrases.map { ($0, MediaAffinityType.dislike) })
  static let thisWords = PhraseTable(EnglishLexicon.thisWords.map { ($0, ()) })
  static let genres = PhraseTable(
    EnglishLexicon.withSplitCompounds(EnglishLexicon.genres + EnglishLexicon.moreGenres + EnglishLexicon.instrumentStyles))
  static let moods = PhraseTable(EnglishLexicon.withSplitCompounds(EnglishLexicon.moods))
  static let activities = PhraseTable(EnglishLexicon.activities.map { ($0, $0) })
  static let activityVerbs = PhraseTable(EnglishLexicon.activityVerbs.map { ($0, $0) })
  static let typeWords = PhraseTable(EnglishLexicon.mediaTypeWords.map { ($0.phrase, $0.type) })
  static let sortWords = PhraseTable(EnglishLexicon.sortWords.map { ($0.phrase, $0.order) })
  static let places = PhraseTable(EnglishLexicon.places.map { ($0, ()) })
  static let nonNameModifiers = PhraseTable(EnglishLexicon.nonNameModifiers.map { ($0, ()) })

  public func parse(_ text: String, context: ParseContext) -> ParseResult {
    var work = Work(text: text, context: context)
    let request = work.run()
    if work.trace.isRecording { work.trace.leftover = work.leftover }
    return ParseResult(request: request, trace: work.trace, locale: locale)
  }
}

/// The state of one parse: the tokens, which are used, and what was found.
struct Work {
  static let optionWords: WordSet = ["on", "shuffle", "shuffled", "next", "later", "at", "please", "now", "in", "and", "repeat", "randomly", "again"]
  var tokens: [Token]
  var words: [String]
  /// `words` as lookup keys, index for index: what lexicon tables are asked with.
  var wordKeys: [WordKey]
  /// Whether each of `words` is ASCII letters and digits only (`Token.isPlain`).
  var plain: [Bool]
  var used: [Bool]
  let context: ParseContext
  var trace = ParseTrace()
  var appName: String?
  /// The live span of tokens still to interpret.
  var start = 0
  var end: Int
  /// Where a name said after an introducer begins ("add the name Kids in the Street to …"): the
  /// words from here to the next "by"/"from" are one name.
  var introducedName: Int?
  /// Words a frame delimits as one name (set by `markRoles`; see `framedNames`).
  var framed: [Bool] = []
  /// Reading the item of an add request (one thing, not a request to split).
  var readingAddItem = false
  /// The readers a word of the utterance opens (`EnglishParser.readerGate`), found once, and
  /// the readers that have no trigger words.
  var presentReaders: UInt64
  /// The readers a first word can open (`TriggerGate.firstWordReaders`; none without the gate,
  /// which opens every reader through `presentReaders`).
  let firstWordReaders: UInt64
  /// Whether some token starts with a lowercase letter (capitals then mean a name).
  var someWordStartsLowercase: Bool

  init(text: String, context: ParseContext) {
    tokens = Token.tokenize(text)
    words = tokens.map(\.lower)
    wordKeys = tokens.map(\.key)
    plain = tokens.map(\.isPlain)
    used = [Bool].filled(false, count: tokens.count)
    someWordStartsLowercase = tokens.contains { $0.caseFlags.contains(.startsLowercase) }
    self.context = context
    end = tokens.count
    trace.isRecording = context.recordsTrace
    if context.gatesReaders {
      let gate = EnglishParser.readerGate
      presentReaders = gate.present(wordKeys)
      firstWordReaders = gate.firstWordReaders
    } else {
      presentReaders = TriggerGate<EnglishReader>.all
      firstWordReaders = 0
    }
    // A typed short form is among the words (the gate found it in the same pass): read it as
    // the word it spells, and look the readers up again with that word ("pls" opens what
    // "please" opens). Most requests have none, and pay one bit test.
    if opens(.chatSpelling) {
      Self.respellChat(&words, &wordKeys)
      // (Added to what the words as typed opened: a wider set is still complete.)
      if context.gatesReaders { presentReaders |= EnglishParser.readerGate.present(wordKeys) }
    }
  }

  /// Typed short forms read as the words they spell (`EnglishLexicon.chatSpellings`).
  static func respellChat(_ words: inout [String], _ keys: inout [WordKey]) {
    let table = EnglishLexicon.chatSpellingTable
    for i in keys.indices {
      if keys[i] == "u" {
        guard i > 0, EnglishLexicon.askingAuxiliaries.contains(keys[i - 1]) else { continue }
        words[i] = "you"
        keys[i] = "you"
      } else if let spelled = table[keys[i]] {
        words[i] = spelled.word
        keys[i] = spelled.key
      }
    }
  }

  var leftover: [String] {
    tokens.indices.filter { !used[$0] }.map { tokens[$0].text }
  }

  func spoken(_ range: Range<Int>) -> String {
    // One word is its own text, as is: nothing to join.
    if range.count == 1 { return tokens[range.lowerBound].text }
    return tokens[range].spoken
  }

  /// Marks words used, and records why when the trace is recording. The record's strings are
  /// built only then: most parses are not explained, and their names and values cost
  /// allocations.
  mutating func use(
    _ range: Range<Int>, _ source: @autoclosure () -> String, field: @autoclosure () -> String = "-",
    value: @autoclosure () -> String = ""
  ) {
    guard !range.isEmpty else { return }
    for i in range { used[i] = true }
    if trace.isRecording { trace.note(source(), spoken(range), field(), value()) }
  }

  var live: [String] { Array(words[start..<end]) }

  // MARK: - Pipeline

  mutating func run() -> MediaRequest {
    stripWakeWords()
    stripFillers()
    stripWishedAction()
    findAppName()
    stripPlaces()
    stripFillers()
    fixPlayTypo()
    stripJoinedVerb()
    // Requests that are not play requests, read by shape before the media cues decide
    // (`EnglishParser+VolumeSpeech`, `+AffinitySpeech`, `+MusicQuestions`, `+ModeSettings`).
    if let request = findVolumeSpeech() { return request }
    if let request = findHelpQuestion() ?? findVenueQuestion() { return request }
    if let request = findTasteMemo() ?? findAffinitySpeech() ?? findOpinionRecord() { return request }
    if let request = findMusicQuestion(general: false) ?? findTellMe() { return request }
    if let (found, rule) = modeSettingCommand() ?? inOrderCommand() ?? rateSpeechCommand() { return command(found, rule: rule) }
    if let request = findSoundSetting() { return request }
    if let request = findEpisodeStep() { return request }
    if let request = closePlayerCommand() ?? deferredPauseCommand() ?? callSignPlay() ?? findAdviceAsked() ?? findNotMedia() { return request }
    if let request = findSystemRequest() { return request }
    if let command = findCommand() { return command }
    if let request = findMusicQuestion(general: true) { return request }
    return findIntent()
  }

  mutating func stripFillers() {
    var changed = true
    while changed, start < end {
      changed = false
      if let m = EnglishParser.fillersStart.match(wordKeys, at: start, limit: end), start + m.words.count <= end,
        start + m.words.count < end || m.words.count == 0, !startsKnownName(past: start + m.words.count)
      {
        use(start..<start + m.words.count, "filler")
        start += m.words.count
        changed = true
      }
      if start < end, let m = EnglishParser.fillersEnd.match(wordKeys, endingAt: end, from: start),
        end - m.words.count > start, !endsKnownName(before: end - m.words.count)
      {
        use(end - m.words.count..<end, "filler")
        end -= m.words.count
        changed = true
      }
    }
  }

  /// Names the app knows come before fillers: a filler that a catalog title or artist starting
  /// at `start` runs past belongs to the name ("Hey Jude", "Please Please Me").
  func startsKnownName(past e: Int) -> Bool {
    guard e < end else { return false }
    // Every span starts at `start`: when its first word can start no title and no artist (the
    // first-word tests `knownNameSpan` makes), none is known. (A hyphen after it changes the
    // title's first word, so then the spans are asked.)
    let hyphenNext = start + 1 < tokens.count && tokens[start + 1].hyphenated
    if !hyphenNext, !context.mayStartKnown(firstWord: words[start], key: wordKeys[start], isPlain: plain[start], context.knownTitles),
      !context.mayStartKnown(firstWord: words[start], key: wordKeys[start], isPlain: plain[start], context.knownArtists)
    {
      return false
    }
    for j in stride(from: end, to: e, by: -1) where knownNameSpan(start..<j) != nil { return true }
    return false
  }

  /// Whether a known name starting after the verb ends at `end` and takes in words from `i`
  /// on ("play Thank You": the trailing "thank you" is the title).
  func endsKnownName(before i: Int) -> Bool {
    guard i < end else { return false }
    for k in start..<i where knownNameSpan(k..<end) != nil { return true }
    // The name may also begin with the filler's first word when only the verb is before it.
    let verb = EnglishParser.playVerbs.match(wordKeys, at: start, limit: end)?.words.count ?? 0
    return (i == start || start + verb == i) && knownNameSpan(i..<end) != nil
  }

  /// The kind of known name the words are exactly: a catalog title or artist. One index lookup
  /// per span (a hash of the span's key), so the cost does not grow with the catalog.
  func knownNameSpan(_ range: Range<Int>) -> String? {
    guard !range.isEmpty, range.count <= 8 else { return nil }
    if isKnownTitle(range) { return "title" }
    // The first word's cheap test before the span's text and key are made.
    let first = range.lowerBound
    guard context.mayStartKnown(firstWord: words[first], key: wordKeys[first], isPlain: plain[first], context.knownArtists) else { return nil }
    return isKnownArtist(range) ? "artist" : nil
  }

  /// Typed requests misspell the verb ("Plya", "paly", "PLpay a song"): a first word one
  /// letter away from "play" that keeps its p, l and y is read as "play" (the token's own text,
  /// and so any name, is unchanged). Real words that look so ("ploy") are left alone.
  mutating func fixPlayTypo() {
    guard start < end, wordKeys[start] != "play", Self.isPlayTypo(words[start]) else { return }
    words[start] = "play"
    wordKeys[start] = WordKey("play")
    plain[start] = true
    presentReaders = EnglishParser.readerGate.adding(wordKeys[start], to: presentReaders)
  }

  static let playBytes: [UInt8] = Array("play".utf8)
  /// Last letters of the real words "pla?" ("plan", "plat") and of "play" itself.
  static let wordsLikePlay: Set<UInt8> = [UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "y")]

  static func isPlayTypo(_ w: String) -> Bool {
    let b = w.utf8
    // "plau", "plai": the last letter misheard; "plan" and "plat" are words of their own.
    if b.count == 4, w.hasPrefix("pla"), let last = b.last, last >= UInt8(ascii: "a"), last <= UInt8(ascii: "z"),
      !Self.wordsLikePlay.contains(last)
    {
      return true
    }
    guard (3...5).contains(b.count), b.first == UInt8(ascii: "p"), b.contains(UInt8(ascii: "l")), b.contains(UInt8(ascii: "y")), w != "ploy" else { return false }
    let play = playBytes
    let a = Array(b)
    switch a.count {
    case 4:
      let diff = (0..<4).filter { a[$0] != play[$0] }
      if diff.count == 1 { return true }  // one letter changed
      return diff.count == 2 && diff[1] == diff[0] + 1 && a[diff[0]] == play[diff[1]] && a[diff[1]] == play[diff[0]]  // two swapped
    case 5: return (0..<5).contains { k in (0..<4).allSatisfy { a[$0 < k ? $0 : $0 + 1] == play[$0] } }  // one letter added
    default: return (0..<4).contains { k in (0..<3).allSatisfy { a[$0] == play[$0 < k ? $0 : $0 + 1] } }  // one letter dropped
    }
  }

  // MARK: - Rooms and devices

  /// "… in the living room", "… on the TV", "TV pause", "pause living room media player":
  /// where to play, set aside (Siri picks the speaker; the app never sees it).
  mutating func stripPlaces() {
    var changed = true
    while changed, start < end {
      changed = false
      // End: "(in|on) (the|my)? <place>" or a bare "<place> media player" (looked for only
      // when a place phrase ends the words).
      var i = EnglishParser.places.match(wordKeys, endingAt: end, from: start + 1) == nil ? start : end - 1
      while i > start {
        if let m = EnglishParser.places.match(wordKeys, at: i, limit: end), i + m.words.count == end {
          var from = i
          // "my living room stereo": a room before the device names one place.
          if from > start + 1, let room = EnglishParser.places.match(wordKeys, endingAt: from, from: start + 1) { from -= room.words.count }
          if from > start, ["the", "my", "our"].contains(wordKeys[from - 1]) { from -= 1 }
          let hasPrep = from > start && ["in", "on", "at", "to", "through", "from"].contains(wordKeys[from - 1])
          if hasPrep { from -= 1 }
          if hasPrep || m.phrase.hasSuffix("media player") || from > start && ["pause", "resume", "unpause", "stop", "mute", "unmute"].contains(wordKeys[from - 1]) {
            use(from..<end, "place", field: "-", value: "where to play (not a SiriKit field)")
            end = from
            changed = true
            break
          }
        }
        i -= 1
      }
      // Start: "in the living room play …", "TV pause".
      var j = start
      var lead = 0
      if ["in", "on"].contains(wordKeys[j]) { j += 1; lead += 1 }
      if j < end, ["the", "my"].contains(wordKeys[j]) { j += 1; lead += 1 }
      if let m = EnglishParser.places.match(wordKeys, at: j, limit: end), j + m.words.count < end,
        lead > 0 || EnglishParser.playVerbs.match(wordKeys, at: j + m.words.count, limit: end) != nil
          || ["pause", "resume", "unpause", "skip", "next", "previous", "go", "replay", "stop", "mute", "unmute"].contains(wordKeys[j + m.words.count])
      {
        use(start..<j + m.words.count, "place", field: "-", value: "where to play (not a SiriKit field)")
        start = j + m.words.count
        changed = true
      }
    }
  }

  // MARK: - App name

  /// The app phrase at `i`: this app's names first, then other apps.
  func appMatch(at i: Int, limit: Int) -> (length: Int, name: String, isThisApp: Bool)? {
    guard i < limit else { return nil }
    var best: (Int, String, Bool)?
    if context.appNameFirstWords.contains(wordKeys[i]) {
      for (key, joined) in zip(context.appNameKeys, context.appNameJoinedKeys) {
        if key.count > (best?.0 ?? 0), PhraseTable<Void>.equal(words, i, key, limit: limit) {
          best = (key.count, context.app.name, true)
        }
        // "controlaudio" said as one word, "control audio" as two.
        if let joined, best == nil, words[i] == joined {
          best = (1, context.app.name, true)
        }
      }
    }
    if best == nil, let m = EnglishParser.knownApps.match(wordKeys, at: i, limit: limit) {
      best = (m.words.count, spoken(i..<i + m.words.count), false)
    }
    if var b = best, i + b.0 < limit, wordKeys[i + b.0] == "app" || wordKeys[i + b.0] == "service" && i + b.0 + 1 == limit { b.0 += 1; best = b }
    return best
  }

  static let appPrepositions: WordSet = ["in", "on", "from", "using", "with", "via", "through", "over", "at", "into", "off"]
  static let appLeadVerbs: WordSet = ["open", "use", "launch", "start", "go", "using", "on", "in", "with", "from", "via", "tell", "ask"]

  /// The first words of the apps the lexicon knows by name.
  static let knownAppFirstWords = WordSet(EnglishParser.knownApps.entries.map { $0.words[0] })

  /// Whether a live word may begin an app's name: this app's (said whole or joined) or a known
  /// app's. `appMatch` finds a name only at such a word, so a request without one names none.
  func mayNameApp() -> Bool {
    let known = Self.knownAppFirstWords
    return (start..<end).contains { context.appNameFirstWords.contains(wordKeys[$0]) || known.contains(wordKeys[$0]) }
  }

  mutating func findAppName() {
    guard start < end, mayNameApp() else { return }
    // End: "… in ControlAudio", "… on the Spotify app".
    var i = end - 1
    while i > start {
      if Self.appPrepositions.contains(wordKeys[i - 1]) || wordKeys[i - 1] == "of" && i - 2 > start && wordKeys[i - 2] == "off" {
        // "off of Itunes", "on the service Lastfm", "off my Itunes".
        let from = wordKeys[i - 1] == "of" ? i - 2 : i - 1
        var j = i
        if ["the", "my"].contains(wordKeys[j]), j + 1 < end { j += 1 }
        if wordKeys[j] == "service", j + 1 < end { j += 1 }
        if let m = appMatch(at: j, limit: end), j + m.length == end || followedByOptions(j + m.length) {
          setApp(m, range: from..<j + m.length)
          if j + m.length == end { end = from } else { removeSpan(from..<j + m.length) }
          // "turn on Last Fm": the verb and the app, nothing to play.
          if end == start + 1, wordKeys[start] == "turn", wordKeys[from] == "on" {
            use(start..<end, "verb")
            start = end
          }
          return
        }
      }
      i -= 1
    }
    // Start: "Tell ControlAudio that …", "ControlAudio, play …", "Use Spotify to play …",
    // "Open Deezer and play …", "On Spotify play …".
    var j = start
    var lead = 0
    // "can I use Lastfm to …", "let me use Netflix to …".
    if j + 2 < end, ["can", "could", "let", "let's", "lets"].contains(wordKeys[j]), ["can i", "could i", "let me", "let's", "lets"].contains(where: { phrase($0, at: j) }), Self.appLeadVerbs.contains(wordKeys[j + (wordKeys[j] == "let's" || wordKeys[j] == "lets" ? 1 : 2)]) {
      lead = wordKeys[j] == "let's" || wordKeys[j] == "lets" ? 1 : 2
      j += lead
    }
    // "put on Vimeo and play …"
    if j + 2 < end, wordKeys[j] == "put", phrase("put on", at: j), appMatch(at: j + 2, limit: end) != nil {
      j += 1
      lead += 1
    }
    // "turn on Last Fm to listen to …", "turn on Google Music".
    if j + 2 < end || j + 2 == end && lead == 0, wordKeys[j] == "turn", phrase("turn on", at: j), appMatch(at: j + 2, limit: end) != nil {
      j += 2
      lead += 2
    } else if j < end, Self.appLeadVerbs.contains(wordKeys[j]) || wordKeys[j] == "have" && j + 2 < end && appMatch(at: j + 1, limit: end) != nil {
      j += 1
      lead += 1
      if j < end, wordKeys[j] == "up" { j += 1; lead += 1 }  // "open up Lastfm and"
      if j < end, wordKeys[j] == "to" { j += 1; lead += 1 }  // "go to YouTube and"
      if j < end, wordKeys[j] == "the" { j += 1; lead += 1 }
      if j + 1 < end, wordKeys[j] == "service" { j += 1; lead += 1 }  // "use the service Zvooq to play"
    }
    if let m = appMatch(at: j, limit: end), !(lead == 0 && m.length == 2 && phrase("tune in to", at: j)) {
      var k = j + m.length
      // "use Deezer service to play …", "open the Spotify app and …".
      if lead > 0, k + 1 < end, wordKeys[k] == "service" { k += 1 }
      let separated = tokens[k - 1].commaAfter
      if k < end, ["that", "to", "and", "then", "please"].contains(wordKeys[k]) {
        k += 1
        if k < end, wordKeys[k] == "to" || wordKeys[k] == "and" { k += 1 }
      } else if !separated && lead == 0 && k < end {
        // "Spotify play X" without a comma still names the app when a verb follows.
        guard EnglishParser.playVerbs.match(wordKeys, at: k, limit: end) != nil || EnglishParser.searchVerbs.match(wordKeys, at: k, limit: end) != nil
        else {
          // "Play ControlAudio" alone is handled as the verb's object.
          return
        }
      } else if lead == 0 && k == end {
        return
      }
      setApp(m, range: start..<k)
      start = k
      return
    }
    // "Play ControlAudio": the verb's whole object is the app.
    if let v = EnglishParser.playVerbs.match(wordKeys, at: start, limit: end), start + v.words.count < end {
      var j = start + v.words.count
      if wordKeys[j] == "the", j + 1 < end { j += 1 }
      if let m = appMatch(at: j, limit: end), j + m.length == end {
        setApp(m, range: j..<end)
        end = j
      }
    }
  }

  /// Options may follow the app name: "play Khalid on Spotify on shuffle".
  func followedByOptions(_ k: Int) -> Bool {
    guard k < end else { return true }
    let rest = Array(words[k..<end])
    // "on Vimeo and play X" is an app then a request, not options.
    return Self.optionWords.contains(rest[0]) && rest.count <= 5 && !rest.contains { ["play", "listen", "hear", "start"].contains($0) }
  }

  mutating func setApp(_ m: (length: Int, name: String, isThisApp: Bool), range: Range<Int>) {
    appName = m.name
    use(range, "app", field: "appName", value: m.name)
  }

  /// Marks a span used and removes it from the live words (for spans in the middle).
  mutating func removeSpan(_ range: Range<Int>) {
    tokens.removeSubrange(range)
    words.removeSubrange(range)
    wordKeys.removeSubrange(range)
    plain.removeSubrange(range)
    used.removeSubrange(range)
    someWordStartsLowercase = tokens.contains { $0.caseFlags.contains(.startsLowercase) }
    end -= range.count
  }
}
