import Foundation

/// Now Playing commands and questions (behaviours §7): not intents, but the remote commands
/// Siri sends to the app's `MPRemoteCommandCenter` handlers, and questions about what plays.
extension Work {
  /// Words that may follow a command without changing it ("pause the music please").
  static let commandObjects: Set<String> = [
    "the", "music", "song", "track", "this", "it", "playback", "audio", "podcast", "audiobook", "book",
    "episode", "player", "tune", "that", "current", "a", "moment", "sec", "second", "bit", "for", "one",
    "chapter", "playing", "everything", "sound", "radio", "station", "me", "up", "here", "again",
    "my", "now", "playlist", "album", "please", "show", "media", "movie", "item", "video", "tv", "film",
    "last", "previous", "to", "next", "on", "off", "songs", "tracks", "thing", "ahead",
  ]

  func onlyObjects(_ from: Int) -> Bool {
    from >= end || words[from..<end].allSatisfy(Self.commandObjects.contains)
  }

  func phrase(_ p: String, at i: Int) -> Bool {
    let w = p.split(separator: " ").map(String.init)
    return i + w.count <= end && Array(words[i..<i + w.count]) == w
  }

  /// The first of `phrases` at `start`, returning the index after it.
  func lead(_ phrases: [String]) -> Int? {
    for p in phrases.sorted(by: { $0.count > $1.count }) where phrase(p, at: start) {
      return start + p.split(separator: " ").count
    }
    return nil
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
    // Skip by an interval: "skip forward 30 seconds", "go back 15 seconds", "rewind a minute".
    let forward = ["skip forward", "skip ahead", "fast forward", "jump forward", "jump ahead", "go forward", "move forward", "skip", "forward", "advance", "fast-forward"]
    let backward = ["skip backward", "skip backwards", "skip back", "jump back", "jump backward", "go back", "rewind", "back up", "move back", "rewind by", "go backwards", "back"]
    if let k = lead(backward) ?? lead(forward) {
      let isBack = lead(backward) != nil
      let rest = Array(words[k..<end])
      if let d = DurationNormaliser.find(in: rest) {
        let trailing = Array(rest[d.range.upperBound...]).filter { !["in", "the", "song", "track", "episode", "podcast", "audiobook", "book", "by"].contains($0) }
        if rest[..<d.range.lowerBound].allSatisfy({ ["by", "the", "it", "this"].contains($0) }) && trailing.isEmpty {
          return command(
            isBack ? .skipBackwardCommand(interval: d.seconds) : .skipForwardCommand(interval: d.seconds),
            rule: isBack ? "command.skipBackward" : "command.skipForward")
        }
      }
      if ["rewind", "fast forward", "skip forward", "skip ahead", "skip back", "skip backward", "jump ahead", "jump back", "fast-forward"]
        .contains(where: { phrase($0, at: start) }), onlyObjects(k)
      {
        return command(isBack ? .skipBackwardCommand(interval: nil) : .skipForwardCommand(interval: nil), rule: "command.skip")
      }
    }
    // Pause / stop.
    if let k = lead(["pause", "hold", "freeze", "stop", "halt", "silence", "quiet", "be quiet", "shut up", "turn off", "end", "cancel", "kill", "stop playing", "stop the", "pause playback"]), onlyObjects(k) {
      return command(.pauseCommand, rule: "command.pause")
    }
    // Resume.
    if let k = lead(["resume", "unpause", "continue", "keep playing", "continue playing", "play again", "start again", "keep going", "go on", "carry on", "restart", "un pause", "play", "resume playing", "resume playback", "start playing again"]), onlyObjects(k) {
      let isPlay = phrase("play", at: start)
      let playObject = isPlay && end - start > 1 && !["it", "again"].contains(words[start + 1])
      // "Play ControlAudio": the app named with a bare verb is unqualified play, not resume;
      // "play music", "play the last song" are requests.
      if !playObject, !(isPlay && appName != nil) {
        return command(.playCommand, rule: "command.play")
      }
    }
    // Next / previous.
    let nextLeads = ["next", "skip", "skip to", "skip ahead to", "jump to next", "go to the next song", "next item", "skip forward to the next", "skip this", "skip to the next", "skip to next", "go to the next", "go to next", "play the next", "play next", "next one", "move to the next", "move to next", "jump to the next", "change the song", "change song", "change track", "change the track", "another song", "different song", "something else", "new song", "skip it", "skip that"]
    if let k = lead(nextLeads), onlyObjects(k) {
      // "Play X next" is an intent; only object words may follow "next".
      return command(.nextTrackCommand, rule: "command.nextTrack")
    }
    let previousLeads = ["replay", "replay the last", "play the last", "play the previous", "go back to", "restart the", "play previous", "previous", "go back", "back", "go to the previous", "go back to the previous", "play the previous", "play previous", "last song", "play the last song again", "the previous", "replay the previous", "previous one", "skip back", "go to previous", "move to the previous", "back to the previous", "go back to the last", "play the last"]
    if let k = lead(previousLeads), onlyObjects(k), !(phrase("play", at: start) && !(start..<end).contains(where: { ["again", "song", "track", "one", "item"].contains(words[$0]) })) {
      return command(.previousTrackCommand, rule: "command.previousTrack")
    }
    // Shuffle and repeat modes.
    if let mode = toggle(["shuffle", "shuffling", "shuffle mode", "shuffle play", "random", "random mode", "randomize"]) {
      return command(.changeShuffleModeCommand(shuffleType: mode ? .items : .off), rule: "command.changeShuffleMode")
    }
    if let k = lead(["repeat this song", "repeat this track", "repeat this one", "repeat the song", "repeat the track", "loop this song", "loop this", "repeat this", "repeat song", "repeat one", "repeat track", "loop song", "loop the song"]), onlyObjects(k) {
      return command(.changeRepeatModeCommand(repeatType: .one), rule: "command.changeRepeatMode")
    }
    if let k = lead(["repeat all", "repeat the playlist", "repeat the album", "repeat everything", "loop the playlist", "loop the album", "loop all"]), onlyObjects(k) {
      return command(.changeRepeatModeCommand(repeatType: .all), rule: "command.changeRepeatMode")
    }
    if let on = toggle(["repeat", "repeating", "repeat mode", "loop", "looping"]) {
      return command(.changeRepeatModeCommand(repeatType: on ? .all : .off), rule: "command.changeRepeatMode")
    }
    // Playback rate without an object: "play it slower", "speed it up", "play at half speed".
    if let rate = findRateCommand() { return rate }
    return nil
  }

  /// "turn shuffle on", "shuffle off", "stop shuffling", "enable repeat".
  func toggle(_ names: [String]) -> Bool? {
    let text = " " + words[start..<end].joined(separator: " ") + " "
    for name in names.sorted(by: { $0.count > $1.count }) {
      let n = " \(name) "
      for on in ["turn on\(n)", "switch on\(n)", "enable\(n)", "activate\(n)", "start\(n)", "\(name) on ", "put\(n)on ", "turn\(n)on ", "set\(n)on ", "\(name) mode on ", "toggle\(n)", "set\(n)to on "] {
        if text == " \(on.trimmingCharacters(in: .whitespaces)) " || text == " \(on.trimmingCharacters(in: .whitespaces)) please " { return true }
      }
      for off in ["turn off\(n)", "switch off\(n)", "disable\(n)", "deactivate\(n)", "stop\(n)", "\(name) off ", "turn\(n)off ", "no\(n)", "cancel\(n)", "set\(n)off ", "un\(name) ", "set\(n)to off "] {
        if text == " \(off.trimmingCharacters(in: .whitespaces)) " || text.hasPrefix(" \(off.trimmingCharacters(in: .whitespaces)) ")
          && onlyObjects(start + off.split(separator: " ").count)
        {
          return false
        }
      }
      if text == n || text == " \(name) it " || text == " \(name) this " || text == " \(name) the music " { return true }
    }
    return nil
  }

  mutating func findRateCommand() -> MediaRequest? {
    let text = words[start..<end].joined(separator: " ")
    let slower = ["play it slower", "play slower", "slow it down", "slow down", "slower", "play this slower", "go slower", "reduce the speed", "decrease the speed", "decrease playback speed", "slow down playback", "play it slow"]
    let faster = ["play it faster", "play faster", "speed it up", "speed up", "faster", "play this faster", "go faster", "increase the speed", "increase playback speed", "speed up playback"]
    if slower.contains(text) {
      return command(.changePlaybackRateCommand(playbackRate: nil, change: .slower), rule: "command.changePlaybackRate")
    }
    if faster.contains(text) {
      return command(.changePlaybackRateCommand(playbackRate: nil, change: .faster), rule: "command.changePlaybackRate")
    }
    // "play at half speed", "set speed to 1.5x", "change the speed to double".
    let live = self.live
    if let s = SpeedNormaliser.find(in: live) {
      let before = live[..<s.range.lowerBound]
      let after = live[s.range.upperBound...]
      let verbs: Set<String> = ["play", "it", "this", "at", "set", "the", "speed", "to", "change", "playback", "go", "listen", "switch", "make"]
      if before.allSatisfy(verbs.contains), after.allSatisfy(Self.commandObjects.contains), before.contains(where: { $0 != "play" }) || before.count <= 2 {
        return command(.changePlaybackRateCommand(playbackRate: s.speed, change: nil), rule: "command.changePlaybackRate")
      }
    }
    return nil
  }

  func findQuestion() -> NowPlayingQuestion? {
    let text = " " + words[start..<end].joined(separator: " ") + " "
    let isQuestion = ["what", "whats", "what's", "who", "who's", "whos", "which", "tell", "name", "can", "do", "identify"].contains(words[start])
    guard isQuestion else { return nil }
    let album = [" what album ", " which album ", " album is this ", " album is it ", " album this is ", " album is playing ", " album's this ", " what record "]
    let artist = [" who sings ", " who is singing ", " who's singing ", " whos singing ", " who is this ", " who's this ", " whos this ", " what band ", " which band ", " what artist ", " which artist ", " who is the artist ", " who's the artist ", " who performs ", " who sang ", " who is playing ", " who's playing ", " who made ", " who wrote ", " who is it by ", " who's it by ", " who is this by ", " what singer ", " who plays "]
    let title = [" what song ", " which song ", " what's this song ", " what is this song ", " whats this song ", " name of this song ", " name of the song ", " what track ", " which track ", " what's playing ", " what is playing ", " whats playing ", " what am i listening to ", " what's this ", " what is this ", " whats this ", " what is the song ", " what's the song ", " what is the name of ", " what's on ", " identify this song ", " what is currently playing ", " what's currently playing ", " what tune ", " what's the title ", " what is the title ", " song is this ", " song is playing "]
    if album.contains(where: text.contains) { return .album }
    if artist.contains(where: text.contains) { return .artist }
    if title.contains(where: text.contains) { return .title }
    return nil
  }
}
