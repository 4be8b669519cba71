/// Closing the player: "close the music player", "exit the music app", "disable music player",
/// "shut down the audio player". Playback stops with the player; SiriKit has no request to
/// close an app, and the Now Playing pause command is what stops it ("turn off the music
/// player", "stop the player" are read so already). The object must be the player or what
/// plays: "close the door", "exit the car", "quit smoking" are not.
extension Work {
  static let closeVerbs: WordSet = ["close", "exit", "quit", "disable", "shutdown", "deactivate", "dismiss"]
  /// What is closed: the player, the app, what plays.
  static let playerWords: WordSet = ["player", "app", "application", "music", "audio", "radio", "playback", "podcast", "audiobook"]

  mutating func closePlayerCommand() -> MediaRequest? {
    guard end - start >= 2, end - start <= 6 else { return nil }
    var k = start
    if Self.closeVerbs.contains(wordKeys[k]) {
      k += 1
    } else if wordKeys[k] == "shut", wordKeys[k + 1] == "down" {
      k += 2
    } else {
      return nil
    }
    guard k < end, (k..<end).contains(where: { Self.playerWords.contains(wordKeys[$0]) }),
      (k..<end).allSatisfy({ Self.playerWords.contains(wordKeys[$0]) || EnglishLexicon.commandObjects.contains(wordKeys[$0]) })
    else { return nil }
    return command(.pauseCommand, rule: "command.closePlayer")
  }
}

/// A stop put off until what plays ends: "stop after this song", "pause after the current
/// track", "stop the music after this episode is over". The command has no time to wait for
/// (as "pause for an hour" has none to end); it is the pause command, not a title "stop after".
extension Work {
  static let deferredEnds: WordSet = ["ends", "end", "finishes", "finished", "is", "over", "done", "has", "ended", "completes"]

  mutating func deferredPauseCommand() -> MediaRequest? {
    guard end - start >= 3, end - start <= 9, let k = lead(EnglishParser.pauseLeads),
      let a = (k..<end).first(where: { wordKeys[$0] == "after" }), a + 1 < end,
      (k..<a).allSatisfy({ EnglishLexicon.commandObjects.contains(wordKeys[$0]) })
    else { return nil }
    var kinds = 0
    for i in a + 1..<end {
      if EnglishParser.opinionMediaWords.match(wordKeys, at: i, limit: i + 1) != nil || ["one", "it", "chapter"].contains(wordKeys[i]) {
        kinds += 1
      } else if !Self.playingOwnerWords.contains(wordKeys[i]) && !Self.deferredEnds.contains(wordKeys[i]) {
        return nil
      }
    }
    guard kinds == 1 else { return nil }
    return command(.pauseCommand, rule: "command.pauseAfter")
  }
}
