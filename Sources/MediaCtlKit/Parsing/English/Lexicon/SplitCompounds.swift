extension EnglishLexicon {
  /// Genre and mood words a recogniser hears as two ("up beat", "dance hall", "rock steady"):
  /// each one-word term also under every split of it into two parts of two letters or more of
  /// which one is itself a genre or mood word, read as the one word. A split whose parts are no
  /// such words ("lat in") is never added.
  static func withSplitCompounds(_ terms: [String]) -> [(String, String)] {
    let parts = Set((genres + moreGenres + instrumentStyles + moods).filter { !$0.contains(" ") })
    var pairs = terms.map { ($0, $0) }
    var said = Set(terms)
    for term in terms where term.count >= 5 && term.allSatisfy({ $0.isASCII && $0.isLetter }) {
      let letters = Array(term)
      for cut in 2...(letters.count - 2) {
        let head = String(letters[..<cut])
        let tail = String(letters[cut...])
        let split = head + " " + tail
        guard parts.contains(head) || parts.contains(tail), !said.contains(split) else { continue }
        said.insert(split)
        pairs.append((split, term))
      }
    }
    return pairs
  }
}
