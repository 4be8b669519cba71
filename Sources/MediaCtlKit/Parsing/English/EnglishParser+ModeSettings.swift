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

  /// "play in order", "play the songs in sequence", "go back to normal order": shuffle off, said
  /// as the order wanted. Only when every other word is a setting's or an object's.
  func inOrderCommand() -> (command: RemoteCommand, rule: String)? {
    guard end - start >= 2, end - start <= 10, ModeWords.orderEnds.contains(wordKeys[end - 1]) else { return nil }
    var k = end - 1
    while k > start, ModeWords.orderWords.contains(wordKeys[k - 1]) { k -= 1 }
    // "sequentially" says it alone; "order" and "sequence" after "in".
    guard wordKeys[end - 1] == "sequentially" || (k..<end - 1).contains(where: { wordKeys[$0] == "in" }) else { return nil }
    let rest = start..<k
    guard !rest.isEmpty, rest.allSatisfy({ ModeWords.onWords.contains(wordKeys[$0]) || ModeWords.allTargets.contains(wordKeys[$0]) || EnglishLexicon.commandObjects.contains(wordKeys[$0]) }),
      rest.contains(where: { ["play", "playing", "put", "go", "set", "switch", "turn", "keep", "back"].contains(wordKeys[$0]) })
    else { return nil }
    return (.changeShuffleModeCommand(shuffleType: .off), "command.changeShuffleMode.inOrder")
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

/// Player settings no SiriKit intent or Now Playing command carries ("set the equalizer to
/// flat", "turn off the bass", "open the music player settings"): Siri handles them itself or
/// cannot, and nothing reaches the app (`systemRequest: other`). A play verb at the start, a
/// genre that holds the word ("drum and bass") or a name the catalog knows keeps the request
/// what it is.
extension Work {
  mutating func findSoundSetting() -> MediaRequest? {
    guard opens(.playerSetting) else { return nil }
    guard start < end, end - start <= 24, !EnglishParser.playWords.contains(wordKeys[start]) else { return nil }
    // The cheap trigger: a setting word among the words.
    guard let k = (start..<end).first(where: { ModeWords.soundSettings.contains(wordKeys[$0]) || ModeWords.settingsWords.contains(wordKeys[$0]) })
    else { return nil }
    if EnglishParser.playVerbs.match(wordKeys, at: start, limit: end).map({ $0.words.contains { EnglishParser.listeningVerbWords.contains($0) } }) == true {
      return nil
    }
    let verb = (start..<end).contains { ModeWords.settingVerbs.contains(wordKeys[$0]) }
      && !(start..<end).contains { ModeWords.namedThings.contains(wordKeys[$0]) }
    var sound = false
    for i in k..<end where ModeWords.soundSettings.contains(wordKeys[i]) {
      // "drum and bass": a genre that holds the word is what to play.
      if (max(start, i - 3)...i).contains(where: { j in EnglishParser.genres.match(wordKeys, at: j, limit: end).map { $0.words.count > 1 && j + $0.words.count > i } == true }) { continue }
      if ModeWords.soundSettingsWithVerb.contains(wordKeys[i]), !verb { continue }
      sound = true
      break
    }
    if !sound {
      // The settings screen: a verb, a settings word and only frame words.
      guard verb, (start..<end).contains(where: { ModeWords.settingsWords.contains(wordKeys[$0]) }),
        (start..<end).allSatisfy({ ModeWords.settingVerbs.contains(wordKeys[$0]) || ModeWords.settingsWords.contains(wordKeys[$0]) || ModeWords.settingsFrame.contains(wordKeys[$0]) })
      else { return nil }
    }
    if knownNameSpan(start..<end) != nil { return nil }
    return system(.other, rule: "system.playerSetting")
  }
}
