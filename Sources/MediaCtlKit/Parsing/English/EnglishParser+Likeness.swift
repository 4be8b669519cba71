/// Music asked for by what it resembles: "play something like Velvet Harrow", "songs similar to
/// X", "music that sounds like X", "stuff in the style of X". SiriKit has no field for
/// likeness, so the likeness words are set aside and the name after them is read as usual (the
/// app searches it, and plays it or its station); read as a name they made one the catalog
/// never has ("like velvet harrow", "similar to X").
///
/// Only after what is asked for (a kind word, "something", "songs"; not a genre), with a
/// name after, and never inside a title the catalog knows ("Like a Prayer").
extension Work {
  static let likenessPhrases = PhraseTable(
    [
      "like", "similar to", "similar sounding to", "that sounds like", "that sound like", "which sounds like", "sounding like",
      "sounds like", "in the style of", "in the vein of", "along the lines of", "the likes of",
    ].map { ($0, ()) })

  mutating func markLikeness(_ roles: inout [Role]) {
    guard opens(.likeness) else { return }
    var i = start + 1
    while i < end - 1 {
      guard roles[i] == .free, let m = Self.likenessPhrases.match(wordKeys, at: i, limit: end) else { i += 1; continue }
      let to = i + m.words.count
      guard to < end, roles[to] == .free || EnglishLexicon.determiners.contains(wordKeys[to]), asksForSomething(before: i, roles),
        !isKnownTitle(i..<end), !(i..<to).contains(where: { isTitleCased($0) })
      else { i = to; continue }
      for k in i..<to { roles[k] = .skip }
      use(i..<to, "likeness", field: "-", value: "what it resembles (no SiriKit field)")
      return
    }
  }

  /// Whether the word before `i` asks for something to play: a kind word, or an indefinite or
  /// generic head ("something", "stuff", "songs").
  func asksForSomething(before i: Int, _ roles: [Role]) -> Bool {
    guard let p = previousIndex(i, roles) else { return false }
    // Not a genre or mood: "folk like rain by X" names a title after the genre as often.
    if case .type = roles[p] { return true }
    return Self.indefiniteHeads.contains(wordKeys[p]) || EnglishLexicon.genericWords.contains(wordKeys[p])
  }
}
