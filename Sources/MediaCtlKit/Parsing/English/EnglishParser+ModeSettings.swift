/// Shuffle and repeat set on what plays (`changeShuffleModeCommand`, `changeRepeatModeCommand`),
/// read from the words of `Lexicon/ModeSettingWords.swift` in any order: "turn off shuffle
/// setting", "please use shuffle", "select shuffle all", "repeat album", "repeat the current
/// song", "repeat this song three times", "stop repeating", "no more looping".
///
/// Only when every word is a mode, a switch, a target or a count: a word that names something
/// ("shuffle my jazz playlist", "repeat Hello") makes it a play request, which starts playback
/// shuffled or on repeat (reference §8). Shuffle without a switch word ("shuffle the album") is
/// such a request too; repeat with a target ("repeat album") sets the mode of what plays, as the
/// command leads do. "repeat the last song" goes back (a previous-track command), not here.
extension Work {
  typealias ModeWords = EnglishLexicon.ModeSetting

  /// "repeat the last song", "repeat the previous track again": play the one before (as "play
  /// the last song again" does), when nothing else is said.
  func replaysLast() -> (command: RemoteCommand, rule: String)? {
    let objects = (start..<end).allSatisfy {
      ModeWords.repeatWords.contains(wordKeys[$0]) || EnglishLexicon.commandObjects.contains(wordKeys[$0]) || ["once", "more", "please"].contains(wordKeys[$0])
    }
    return objects && ["repeat", "replay"].contains(wordKeys[start]) ? (.previousTrackCommand, "command.previousTrack.repeatLast") : nil
  }

  func modeSettingCommand() -> (command: RemoteCommand, rule: String)? {
    guard opens(.modeSetting) else { return nil }
    // "play this album on repeat" starts playback: the play intent's options.
    guard start < end, end - start <= 14 else { return nil }
    var shuffle: Int?
    var repeatAt: Int?
    for i in start..<end {
      if ModeWords.shuffleWords.contains(wordKeys[i]) { shuffle = shuffle ?? i }
      if ModeWords.repeatWords.contains(wordKeys[i]) { repeatAt = repeatAt ?? i }
    }
    guard shuffle != nil || repeatAt != nil,
      EnglishParser.playVerbs.match(wordKeys, at: start, limit: end).map({ $0.words.contains { EnglishParser.listeningVerbWords.contains($0) } }) != true
    else { return nil }
    // One mode, said once ("make sure shuffle is on and repeat too" sets two: not read here).
    guard (shuffle == nil) != (repeatAt == nil), let mode = shuffle ?? repeatAt else { return nil }
    var off = ["unshuffle", "unrepeat"].contains(words[mode])
    var switched = false
    var one = false
    var whole = false
    for i in start..<end where i != mode {
      let w = wordKeys[i]
      if ["last", "previous"].contains(w) { return replaysLast() }
      if ModeWords.offWords.contains(w), w == "off" || i < mode { off = true; continue }
      if ModeWords.oneTargets.contains(w) { one = true; continue }
      if ModeWords.allTargets.contains(w) { whole = true; continue }
      if ModeWords.onWords.contains(w) {
        if !["the", "my", "a", "please", "it", "for", "me", "just", "now", "play", "playing", "again", "more", "any", "all", "do", "to", "in", "into", "back"].contains(w) { switched = true }
        continue
      }
      if ModeWords.currentWords.contains(w) || ModeWords.timesWords.contains(w) || EnglishLexicon.commandObjects.contains(w) { continue }
      if NumberWords.parse(words, at: i) != nil { continue }
      return nil
    }
    // "all" after the mode is the whole queue ("shuffle all", "repeat all").
    let all = mode + 1 < end && wordKeys[mode + 1] == "all"
    if all { whole = true }
    if shuffle != nil {
      // "shuffle my library", "shuffle the album": start that shuffled (a play request).
      guard off || switched || all else { return nil }
      return (.changeShuffleModeCommand(shuffleType: off ? .off : .items), "command.changeShuffleMode.setting")
    }
    if off { return (.changeRepeatModeCommand(repeatType: .off), "command.changeRepeatMode.setting") }
    // "repeat that", "could you repeat it": say it again (to the assistant), no mode.
    guard one || whole || switched || (start..<end).contains(where: { ["times", "twice", "forever", "continuously", "ends", "finishes"].contains(wordKeys[$0]) }) else { return nil }
    let pointsAtPlaying = (start..<end).contains { ["this", "that", "current", "same", "currently"].contains(wordKeys[$0]) }
    let repeatType: RepeatType = one || pointsAtPlaying && !whole ? .one : .all
    return (.changeRepeatModeCommand(repeatType: repeatType), "command.changeRepeatMode.setting")
  }
}
