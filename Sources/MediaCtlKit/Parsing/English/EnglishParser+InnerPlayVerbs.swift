/// The play verb said after what is played, in speech that puts the verb late: "podcast play",
/// "begin radio play", "audio book play The Hobbit", "resume play". The verb is no word of a
/// title: right after a kind word, or right after a resume verb, "play" is set aside.
///
/// Run after the kind words are marked (`markTypes`). A lowercase "play" only (a capitalised
/// one in lowercase speech belongs to a title), never when the catalog knows a title ending
/// with it ("Radio Play").
extension Work {
  mutating func markInnerPlayVerbs(_ roles: inout [Role]) {
    for i in max(start, 1)..<max(start, end, 1) where wordKeys[i] == Self.playKey && !isTitleCased(i) {
      // A kind word frames a title after it ("podcast play"): the verb leaves the frame.
      guard roles[i] == .free || framed[i] else { continue }
      let p = i - 1
      let afterKind = p >= start && (roles[p].isType || framed[i] && !framed[p] && EnglishParser.typeWords.match(wordKeys, endingAt: i, from: start) != nil)
      let afterResume = EnglishLexicon.resumeBeforePlay.contains(wordKeys[p])
      guard afterKind || afterResume else { continue }
      // "the song Play", "Radio Play": a title the catalog knows keeps the word.
      var q = i + 1
      while q < end, framed[q] { q += 1 }
      if isKnownTitle(p..<i + 1) || framed[i] && isKnownTitle(i..<q) { continue }
      roles[i] = .skip
      framed[i] = false
      use(i..<i + 1, "verb", field: "-", value: "the play verb said late")
    }
  }

  static let playKey = WordKey("play")
}

extension EnglishLexicon {
  /// Verbs after which "play" says the same thing again ("resume play", "start play").
  static let resumeBeforePlay: WordSet = ["resume", "resumed", "continue", "start", "begin", "restart"]
}
