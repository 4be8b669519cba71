/// A time said as a possessive before what is played says when, not whose: "play today's
/// podcast from Night Owls", "this week's Deep Field", "this mornings news show". SiriKit has no
/// field for it here; read as an owner it became an artist ("yesterday") or a title's first
/// word ("today's"). Set aside when more words follow, as the qualifiers of
/// `nonNameModifiers` are.
///
/// A capitalised possessive in lowercase speech opens a title ("Today's Top Hits"), a
/// contraction before an article is a verb ("tonight's the night"), and a playlist's name or a
/// title the catalog knows keeps its words.
extension Work {
  mutating func markTimePossessives(_ roles: inout [Role]) {
    guard opens(.timePossessive) else { return }
    var i = start
    while i < end {
      guard roles[i] == .free, let m = EnglishParser.timePossessives.match(wordKeys, at: i, limit: end), i + m.words.count < end
      else { i += 1; continue }
      let to = i + m.words.count
      // "tonight's the night": a verb's contraction before an article, no possessive; "today's
      // top hits playlist": a playlist's name.
      let contraction = EnglishLexicon.articlesAfterContraction.contains(wordKeys[to])
      let playlistName = (to..<end).contains { EnglishLexicon.playlistWords.contains(wordKeys[$0]) }
      if contraction || playlistName || (i..<to).contains(where: { isTitleCased($0) }) || isKnownTitle(i..<end) {
        i = to
        continue
      }
      for k in i..<to { roles[k] = .skip }
      use(i..<to, "time", field: "-", value: "when it was on (no SiriKit field)")
      i = to
    }
  }
}

extension EnglishParser {
  static let timePossessives = PhraseTable(EnglishLexicon.timePossessives.map { ($0, ()) })
}

extension EnglishLexicon {
  static let articlesAfterContraction: WordSet = ["the", "a", "an", "my", "your", "our", "not", "gonna"]
  /// Times said as possessives (with and without the apostrophe a recogniser drops).
  static let timePossessives: [String] = [
    "today's", "todays", "tonight's", "tonights", "yesterday's", "yesterdays", "this morning's", "this mornings",
    "this evening's", "this evenings", "last night's", "last nights", "this week's", "this weeks", "last week's",
    "this weekend's", "this month's",
  ]
}
