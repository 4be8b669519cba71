extension EnglishLexicon {
  /// The one-word genre and mood terms, the parts a split compound may have.
  static let compoundParts: Set<String> = Set((genres + moreGenres + instrumentStyles + moods).filter { !$0.utf8.contains(0x20) })

  /// Genre and mood words a recogniser hears as two ("up beat", "dance hall", "rock steady"):
  /// each one-word term also under every split of it into two parts of two letters or more of
  /// which one is itself a genre or mood word, read as the one word. A split whose parts are no
  /// such words ("lat in") is never added. Built once, from bytes (one-shot runs pay for it).
  static func withSplitCompounds(_ terms: [String]) -> [(String, String)] {
    var pairs = terms.map { ($0, $0) }
    var said = Set(terms)
    for term in terms {
      let bytes = Array(term.utf8)
      guard bytes.count >= 5, bytes.allSatisfy({ (0x61...0x7A).contains($0) }) else { continue }
      for cut in 2...(bytes.count - 2) {
        let head = String(decoding: bytes[..<cut], as: UTF8.self)
        let tail = String(decoding: bytes[cut...], as: UTF8.self)
        guard compoundParts.contains(head) || compoundParts.contains(tail) else { continue }
        let split = head + " " + tail
        guard said.insert(split).inserted else { continue }
        pairs.append((split, term))
      }
    }
    return pairs
  }
}
