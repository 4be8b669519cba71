/// Starting what plays again from its beginning: "restart this song", "start this track over",
/// "play this from the beginning", "take it from the top". Apple's remote commands have no
/// "restart"; a player's previous-track handler goes back to the start of the item playing, so
/// that is the command Siri sends (as for "replay", "restart the song" in the command leads).
/// Only with what plays as the object or a "from the beginning" phrase: "restart" alone resumes.
extension EnglishParser {
  static let restartMarks = table(EnglishLexicon.restartMarks)
}

extension EnglishLexicon {
  /// Words that send what plays back to its start.
  static let restartMarks: [String] = [
    "restart", "start over", "start again", "begin again", "from the beginning", "from the start", "from the top",
    "over again", "all over", "back to the beginning", "back to the start", "to the beginning", "to the start",
  ]
  /// Verbs that carry a restart mark after their object ("start this song over", "play it from the top").
  static let restartVerbs: WordSet = ["start", "play", "begin", "take", "go", "restart", "replay", "put", "run", "rewind", "skip", "jump"]
  static let restartObjects: WordSet = ["this", "that", "it", "song", "track", "tune", "episode", "chapter", "the", "current", "one", "please", "podcast", "audiobook", "book", "over", "again", "now", "back", "all", "of"]
}

extension Work {
  func restartCommand() -> (command: RemoteCommand, rule: String)? {
    guard opens(.restart) else { return nil }
    guard start < end, end - start <= 9, EnglishLexicon.restartVerbs.contains(wordKeys[start]) else { return nil }
    var marked = false
    var object = false
    var i = start
    while i < end {
      if let m = EnglishParser.restartMarks.match(wordKeys, at: i, limit: end) {
        marked = true
        i += m.words.count
        continue
      }
      let w = wordKeys[i]
      if i == start, EnglishLexicon.restartVerbs.contains(w) { i += 1; continue }
      // "start this track over", "play it again from … ": the mark after the object.
      if i == end - 1, w == "over", ["start", "begin", "take", "play"].contains(wordKeys[start]) { marked = true; i += 1; continue }
      guard EnglishLexicon.restartObjects.contains(w) else { return nil }
      if !["the", "please", "now", "back", "all", "again", "over", "of"].contains(w) { object = true }
      i += 1
    }
    // "restart" alone, "start again": resume (the command leads); "start over" needs nothing more.
    let pointsAtPlaying = (start..<end).contains { ["this", "that", "it", "current", "one"].contains(wordKeys[$0]) }
    if ["play", "start", "begin", "take"].contains(wordKeys[start]), object, !pointsAtPlaying { return nil }
    guard marked, object || (start..<end).contains(where: { ["beginning", "top", "over"].contains(wordKeys[$0]) }) && end - start >= 2 else { return nil }
    return (.previousTrackCommand, "command.restart")
  }
}
