/// The Now Playing command words in one phrase table, read on the request's scalars: a whole
/// request (or what is left of it after leads and tails) is one lookup, with no string built
/// or hashed. Where a phrase is in two lists, the earlier list wins (volume, pause, resume,
/// next, previous, shuffle, repeat, rate — the order `findCommand` has always asked them in).
extension ChineseWork {
  enum CommandWord: Sendable, Equatable {
    case volume, pause, resume, next, previous, shuffleOff, shuffleOn, repeatOff, repeatOne, repeatAll, slower, faster
  }

  static let commandWords: ChinesePhraseTable<CommandWord> = {
    var entries: [(String, CommandWord)] = []
    typealias L = ChineseLexicon
    // Each list, then its grammar's phrases (`ChineseLexicon+CommandGrammar.swift`).
    entries += (L.volumePhrases + L.phrases(L.volumeGrammar)).map { ($0, .volume) }
    entries += (L.pausePhrases + L.phrases(L.pauseGrammar)).map { ($0, .pause) }
    entries += (L.resumePhrases + L.phrases(L.resumeGrammar)).map { ($0, .resume) }
    entries += (L.nextPhrases + L.phrases(L.nextGrammar)).map { ($0, .next) }
    entries += (L.previousPhrases + L.phrases(L.previousGrammar)).map { ($0, .previous) }
    entries += (L.shuffleOffPhrases + L.phrases(L.shuffleOffGrammar) + L.phrases(L.shuffleOffGrammar2)).map { ($0, .shuffleOff) }
    entries += (L.shuffleOnPhrases + L.phrases(L.shuffleOnGrammar)).map { ($0, .shuffleOn) }
    entries += (L.repeatOffPhrases + L.phrases(L.repeatOffGrammar)).map { ($0, .repeatOff) }
    entries += (L.repeatOnePhrases + L.phrases(L.repeatOneGrammar)).map { ($0, .repeatOne) }
    entries += (L.repeatAllPhrases + L.phrases(L.repeatAllGrammar)).map { ($0, .repeatAll) }
    entries += ChineseLexicon.slowerPhrases.map { ($0, .slower) }
    entries += ChineseLexicon.fasterPhrases.map { ($0, .faster) }
    return ChinesePhraseTable(entries)
  }()

  /// Resume phrases that only say "play" (`ChineseLexicon.barePlayPhrases`).
  static let barePlayWords = ChinesePhraseTable(ChineseLexicon.barePlayPhrases.map { ($0, ()) })

  /// Tails that may follow a command without changing it ("暂停一下音乐"), and whether each
  /// names media (after a bare "play" it makes a play request: "播放音乐").
  static let commandTailWords: [(chars: [Unicode.Scalar], names: Bool)] = commandTails.map {
    (Array($0.unicodeScalars), mediaTails.contains($0))
  }

  /// The scalars command tails end with: a request ending otherwise has no tail to drop.
  static let commandTailLasts = ScalarSet(commandTails.compactMap(\.unicodeScalars.last))

  /// The command word that is exactly this span of `t`, if any.
  static func commandWord(_ t: ChineseText, _ range: Range<Int>) -> CommandWord? {
    commandWords.exactValue(t, range)
  }

  /// The most scalars of a command word and of a command tail: a request longer than both
  /// together is no command word, and no tail can be dropped from it (what is left would
  /// have to be one).
  static let longestCommandWord = commandWords.longestPhrase
  static let longestCommandTail = commandTailWords.map(\.chars.count).max() ?? 0

  /// The live span without spaces, and without the tails after a command word (a tail is
  /// dropped only when what is left is a command word).
  var commandScalars: [Unicode.Scalar] {
    var t = text.folded[start..<max(start, end)].filter { $0 != " " }
    if t.count > Self.longestCommandWord + Self.longestCommandTail { return t }
    var changed = true
    while changed, let last = t.last, Self.commandTailLasts.contains(last) {
      changed = false
      let whole = ChineseText(folded: t)
      // A command word said whole keeps its tail ("循环播放这首歌" repeats one, not all).
      if Self.commandWord(whole, 0..<t.count) != nil { break }
      for tail in Self.commandTailWords where t.count > tail.chars.count + 1 && t.suffix(tail.chars.count).elementsEqual(tail.chars) {
        let shorter = 0..<t.count - tail.chars.count
        if tail.names, Self.barePlayWords.exactValue(whole, shorter) != nil { continue }
        if Self.commandWord(whole, shorter) != nil {
          t.removeLast(tail.chars.count)
          changed = true
          break
        }
      }
    }
    return t
  }

  /// The request as one command word: the remote command it asks for, or nil.
  func remoteCommand(for word: CommandWord, bare: Bool) -> (RemoteCommand, String)? {
    switch word {
    case .volume: return nil
    case .pause: return (.pauseCommand, "command.pause")
    // "播放" alone with the app named is "Play ControlAudio" (unqualified play), not resume.
    case .resume: return appName != nil && bare ? nil : (.playCommand, "command.play")
    case .next: return (.nextTrackCommand, "command.nextTrack")
    case .previous: return (.previousTrackCommand, "command.previousTrack")
    case .shuffleOff: return (.changeShuffleModeCommand(shuffleType: .off), "command.changeShuffleMode")
    case .shuffleOn: return (.changeShuffleModeCommand(shuffleType: .items), "command.changeShuffleMode")
    case .repeatOff: return (.changeRepeatModeCommand(repeatType: .off), "command.changeRepeatMode")
    case .repeatOne: return (.changeRepeatModeCommand(repeatType: .one), "command.changeRepeatMode")
    case .repeatAll: return (.changeRepeatModeCommand(repeatType: .all), "command.changeRepeatMode")
    case .slower: return (.changePlaybackRateCommand(playbackRate: nil, change: .slower), "command.changePlaybackRate")
    case .faster: return (.changePlaybackRateCommand(playbackRate: nil, change: .faster), "command.changePlaybackRate")
    }
  }
}
