/// Whether a weak media cue (`EnglishLexicon.weakMediaCueWords`) acts as one where it is said.
/// Transport words keep a request media when they are the request ("next", "go back again",
/// "stop it now"): at its start or in a short one; inside a longer sentence they are ordinary
/// words ("the next cold front", "she never called me back"). "like" after "would" is
/// politeness ("I would like to attend church"), not taste. The other weak cues (a decade,
/// the library, stars, "something by") act anywhere.
extension Work {
  static let transportCues: WordSet = ["next", "previous", "stop", "back", "again", "continue", "forward", "ahead", "restart", "replay", "repeat"]
  static let likingCues: WordSet = ["like"]
  static let politeModals: WordSet = ["would", "i'd", "we'd", "you'd", "wd", "id"]

  func weakCueActs(_ r: Range<Int>) -> Bool {
    var i = r.lowerBound
    while i < r.upperBound {
      guard let m = EnglishParser.weakMediaCues.match(wordKeys, at: i, limit: r.upperBound) else {
        i += 1
        continue
      }
      let w = wordKeys[i]
      if m.words.count == 1, Self.transportCues.contains(w) {
        if i == r.lowerBound || r.count <= 4 { return true }
      } else if m.words.count == 1, Self.likingCues.contains(w) {
        if !(i > r.lowerBound && Self.politeModals.contains(wordKeys[i - 1])) { return true }
      } else {
        return true
      }
      i += m.words.count
    }
    return false
  }
}
