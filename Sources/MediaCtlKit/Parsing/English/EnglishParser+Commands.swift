import Foundation

/// Compiled command tables (built once).
extension EnglishParser {
  static func table(_ phrases: [String]) -> PhraseTable<Void> { PhraseTable(phrases.map { ($0, ()) }) }
  static let skipForward = table(EnglishLexicon.skipForwardLeads)
  static let skipBackward = table(EnglishLexicon.skipBackwardLeads)
  static let bareSkips = PhraseTable(EnglishLexicon.bareSkipLeads)
  static let pauseLeads = table(EnglishLexicon.pauseLeads)
  static let resumeLeads = table(EnglishLexicon.resumeLeads)
  static let nextLeads = table(EnglishLexicon.nextLeads)
  static let previousLeads = table(EnglishLexicon.previousLeads)
  static let repeatOneLeads = table(EnglishLexicon.repeatOneLeads)
  static let repeatAllLeads = table(EnglishLexicon.repeatAllLeads)
  static let slower = table(EnglishLexicon.slowerPhrases)
  static let faster = table(EnglishLexicon.fasterPhrases)
  static let albumQuestions = table(EnglishLexicon.albumQuestions)
  static let artistQuestions = table(EnglishLexicon.artistQuestions)
  static let titleQuestions = table(EnglishLexicon.titleQuestions)

  /// "turn on shuffle" → true, "shuffle off" → false: every toggle pattern with every name.
  static func toggles(_ names: [String]) -> PhraseTable<Bool> {
    var pairs: [(String, Bool)] = []
    for name in names {
      pairs += EnglishLexicon.togglesOn.map { ($0.replacingWord("NAME", with: name), true) }
      pairs += EnglishLexicon.togglesOff.map { ($0.replacingWord("NAME", with: name), false) }
    }
    return PhraseTable(pairs)
  }
  static let shuffleToggles = toggles(EnglishLexicon.shuffleNames)
  static let repeatToggles = toggles(EnglishLexicon.repeatNames)

  /// The first word of every command phrase: every command rule matches one at the start, so a
  /// request that starts with another word is no command (most requests stop here).
  static let commandFirstWords: WordSet = {
    func firsts<V>(_ table: PhraseTable<V>) -> [String] { table.entries.map { $0.words[0] } }
    let tables = [skipForward, skipBackward, pauseLeads, resumeLeads, nextLeads, previousLeads, repeatOneLeads, repeatAllLeads]
    return WordSet(tables.flatMap(firsts) + firsts(bareSkips) + firsts(shuffleToggles) + firsts(repeatToggles))
  }()
}

/// Now Playing commands and questions (behaviours §7): not intents, but the remote commands
/// Siri sends to the app's `MPRemoteCommandCenter` handlers, and questions about what plays.
extension Work {
  /// What "continue" resumes as a play request ("continue my audiobook").
  static let resumableKinds: WordSet = ["audiobook", "book", "podcast", "episode", "chapter", "audiobooks"]
  static let episodeWords: WordSet = ["episode", "chapter"]
  /// Words that make "play the last song" a request to go back ("play the last song again").
  static let replayObjects: WordSet = ["again", "song", "track", "one", "item"]

  /// "… for five minutes": how long (no field carries it).
  func forDuration(_ from: Int) -> Bool {
    guard from + 1 < end, wordKeys[from] == "for" else { return false }
    // "for the next hour", "for the next ten minutes".
    let at = from + 3 < end && wordKeys[from + 1] == "the" && wordKeys[from + 2] == "next" ? from + 3 : from + 1
    if at > from + 1, at + 1 == end, ["hour", "minute", "half-hour", "day"].contains(wordKeys[at]) { return true }
    guard let d = DurationNormaliser.find(in: Array(words[at..<end])) else { return false }
    return d.range == 0..<end - at
  }

  func onlyObjects(_ from: Int) -> Bool {
    // (By key, in a closure that reads the table: passing `contains` as a function copied the set.)
    from >= end || wordKeys[from..<end].allSatisfy { EnglishLexicon.commandObjects.contains($0) }
  }

  /// `onlyObjects`, or words of where in what plays ("in this episode", "of the podcast"): a
  /// skip, next or previous command's tail.
  func onlyTransportObjects(_ from: Int) -> Bool {
    from >= end || wordKeys[from..<end].allSatisfy { EnglishLexicon.commandObjects.contains($0) || EnglishLexicon.transportPlaceWords.contains($0) }
  }

  /// Whether the words at `i` are `p` (words separated by single spaces); allocates nothing.
  func phrase(_ p: String, at i: Int) -> Bool {
    // Most calls fail on the first letter: that test reads no more than a byte of each.
    guard let first = p.utf8.first else { return true }  // the empty phrase is everywhere
    guard i < end, words[i].utf8.first == first else { return false }
    var k = i
    var utf8 = p.utf8[...]
    while !utf8.isEmpty {
      guard k < end else { return false }
      let space = utf8.firstIndex(of: 0x20) ?? utf8.endIndex
      guard words[k].utf8.elementsEqual(utf8[..<space]) else { return false }
      k += 1
      utf8 = space == utf8.endIndex ? utf8[space...] : utf8[utf8.index(after: space)...]
    }
    return true
  }

  /// The longest phrase of `table` at `start`, returning the index after it.
  func lead<V>(_ table: PhraseTable<V>) -> Int? {
    table.match(wordKeys, at: start, limit: end).map { start + $0.words.count }
  }

  mutating func command(_ command: RemoteCommand, rule: String) -> MediaRequest {
    trace.rule = rule
    use(start..<end, "command", field: "command", value: command.name)
    return MediaRequest(.command(command), appName: appName)
  }

  mutating func findCommand() -> MediaRequest? {
    guard start < end else { return nil }
    if let question = findQuestion() {
      trace.rule = "question.\(question.rawValue)"
      use(start..<end, "question", field: "nowPlayingQuestion", value: question.rawValue)
      return MediaRequest(.question(question), appName: appName)
    }
    if let (found, rule) = restartCommand() ?? recognisedCommand() ?? rateSpeechCommand() { return command(found, rule: rule) }
    // Playback rate without an object: "play it slower", "speed it up", "play at half speed".
    return findRateCommand()
  }

  /// The command the live words are, with its rule, or nil. Reads only: the rules that ask
  /// about the words are plain functions, and asking from here does not copy the parse state
  /// for each question (as a mutating caller does).
  func recognisedCommand() -> (command: RemoteCommand, rule: String)? {
    guard EnglishParser.commandFirstWords.contains(wordKeys[start]) else { return nil }
    // Skip by an interval: "skip forward 30 seconds", "go back 15 seconds", "rewind a minute".
    let back = lead(EnglishParser.skipBackward)
    if let k = back ?? lead(EnglishParser.skipForward) {
      let isBack = back != nil
      let rest = Array(words[k..<end])
      if let d = DurationNormaliser.find(in: rest) {
        let trailing = rest[d.range.upperBound...].filter { !["in", "the", "song", "track", "episode", "podcast", "audiobook", "book", "by", "this", "that", "current", "of", "chapter"].contains($0) }
        if rest[..<d.range.lowerBound].allSatisfy({ ["by", "the", "it", "this"].contains($0) }) && trailing.isEmpty {
          return (
            isBack ? .skipBackwardCommand(interval: d.seconds) : .skipForwardCommand(interval: d.seconds),
            rule: isBack ? "command.skipBackward" : "command.skipForward")
        }
      }
      if let m = EnglishParser.bareSkips.match(wordKeys, at: start, limit: end), onlyTransportObjects(start + m.words.count) {
        return (m.value ? .skipBackwardCommand(interval: nil) : .skipForwardCommand(interval: nil), rule: "command.skip")
      }
    }
    if let k = lead(EnglishParser.pauseLeads), onlyObjects(k) || forDuration(k) {
      return (.pauseCommand, rule: "command.pause")
    }
    // "continue playing my audiobook", "resume the podcast": a play intent that resumes (behaviours §3).
    let resumesItem = (start..<end).contains { Self.resumableKinds.contains(wordKeys[$0]) }
      && !phrase("play", at: start)
    if let k = lead(EnglishParser.resumeLeads), onlyObjects(k), !resumesItem {
      let isPlay = phrase("play", at: start)
      let playObject = isPlay && end - start > 1 && !["it", "again"].contains(wordKeys[start + 1])
      // "Play ControlAudio": the app named with a bare verb is unqualified play, not resume;
      // "play music", "play the last song" are requests.
      if !playObject, !(isPlay && appName != nil) {
        return (.playCommand, rule: "command.play")
      }
    }
    // "Play X next" is an intent; only object words may follow "next".
    // "play next episode" plays the show's next episode (an item), not the queue's next track.
    if let k = lead(EnglishParser.nextLeads), onlyTransportObjects(k) || skipsACount(k),
      !(phrase("play", at: start) && (k..<end).contains { Self.episodeWords.contains(wordKeys[$0]) })
    {
      return (.nextTrackCommand, rule: "command.nextTrack")
    }
    if let k = lead(EnglishParser.previousLeads), onlyTransportObjects(k) || skipsACount(k),
      !(phrase("play", at: start) && !(start..<end).contains(where: { Self.replayObjects.contains(wordKeys[$0]) }))
    {
      return (.previousTrackCommand, rule: "command.previousTrack")
    }
    // Shuffle and repeat modes.
    if let on = toggle(EnglishParser.shuffleToggles) {
      return (.changeShuffleModeCommand(shuffleType: on ? .items : .off), rule: "command.changeShuffleMode")
    }
    if let k = lead(EnglishParser.repeatOneLeads), onlyObjects(k) {
      return (.changeRepeatModeCommand(repeatType: .one), rule: "command.changeRepeatMode")
    }
    if let k = lead(EnglishParser.repeatAllLeads), onlyObjects(k) {
      return (.changeRepeatModeCommand(repeatType: .all), rule: "command.changeRepeatMode")
    }
    if let on = toggle(EnglishParser.repeatToggles) {
      return (.changeRepeatModeCommand(repeatType: on ? .all : .off), rule: "command.changeRepeatMode")
    }
    return nil
  }

  /// "turn shuffle on" (the whole request), "shuffle off", "stop shuffling the music".
  func toggle(_ table: PhraseTable<Bool>) -> Bool? {
    guard let m = table.match(wordKeys, at: start, limit: end) else { return nil }
    let k = start + m.words.count
    if m.value { return k == end || k + 1 == end && wordKeys[k] == "please" ? true : nil }
    return onlyObjects(k) ? false : nil
  }

  mutating func findRateCommand() -> MediaRequest? {
    if let m = EnglishParser.slower.match(wordKeys, at: start, limit: end), start + m.words.count == end {
      return command(.changePlaybackRateCommand(playbackRate: nil, change: .slower), rule: "command.changePlaybackRate")
    }
    if let m = EnglishParser.faster.match(wordKeys, at: start, limit: end), start + m.words.count == end {
      return command(.changePlaybackRateCommand(playbackRate: nil, change: .faster), rule: "command.changePlaybackRate")
    }
    // "play at half speed", "set speed to 1.5x", "change the speed to double". Most requests
    // have no speed word: they are answered before the live words are copied.
    guard (start..<end).contains(where: { SpeedNormaliser.endsSpeed(words[$0], key: wordKeys[$0]) }) else { return nil }
    let live = self.live
    if let s = SpeedNormaliser.find(in: live) {
      let before = live[..<s.range.lowerBound]
      let after = live[s.range.upperBound...]
      if before.allSatisfy(EnglishLexicon.rateCommandWords.contains), after.allSatisfy(EnglishLexicon.commandObjects.contains),
        before.contains(where: { $0 != "play" }) || before.count <= 2
      {
        return command(.changePlaybackRateCommand(playbackRate: s.speed, change: nil), rule: "command.changePlaybackRate")
      }
    }
    return nil
  }

  func findQuestion() -> NowPlayingQuestion? {
    // The question word may come late ("ninety nine fm is currently playing what music"),
    // but a request that starts with a play verb is a request ("play what a wonderful world").
    guard EnglishLexicon.questionStarts.contains(wordKeys[start]) || ["check", "give", "tell"].contains(wordKeys[start])
      || (EnglishParser.playVerbs.match(wordKeys, at: start, limit: end) == nil
        && (start..<end).contains(where: { EnglishLexicon.questionStarts.contains(wordKeys[$0]) && wordKeys[$0] != "can" && wordKeys[$0] != "do" && wordKeys[$0] != "name" }))
    else { return nil }
    func asks(_ table: PhraseTable<Void>) -> Bool {
      (start..<end).contains { table.match(wordKeys, at: $0, limit: end) != nil }
    }
    if asks(EnglishParser.albumQuestions) { return .album }
    if asks(EnglishParser.artistQuestions) { return .artist }
    if asks(EnglishParser.titleQuestions) { return .title }
    return nil
  }
}
