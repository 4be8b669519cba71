/// Words of an add request that typing or speech ran together or clipped:
///
/// - a preposition typed onto the owner: "add X tomy Road Trip playlist", "put X inmy Y list",
///   "add X tothe Y playlist" (read as "to my", "in my", "to the": it opens the destination as
///   strongly as an owner does, `destinationSplit`);
/// - "add" heard as "a" at the start, before an item and "to … playlist": "A Nina Simone to the
///   Warm Nights playlist" (a request cannot open with an article and end in a destination
///   otherwise; a playlist word must end it and "to"/"into"/"onto" must open it).
extension Work {
  static let joinedToPrepositions: WordSet = ["tomy", "tothe", "intomy", "ontomy", "intothe", "ontothe"]
  static let joinedInPrepositions: WordSet = ["inmy", "onmy", "inthe", "onthe"]

  /// Whether the word at `i` is a preposition and an owner or article typed as one.
  func isJoinedPreposition(_ i: Int) -> Bool {
    Self.joinedToPrepositions.contains(wordKeys[i]) || Self.joinedInPrepositions.contains(wordKeys[i])
  }

  static let intoWords: WordSet = ["to", "into", "onto"]

  /// Whether the request's first word is "add" heard as "a" (see above).
  func saysAddAsA(_ v: Int) -> Bool {
    guard wordKeys[v] == "a", v == start, end - v >= 5, EnglishLexicon.playlistWords.contains(wordKeys[end - 1]) else { return false }
    return (v + 2..<end - 2).contains { Self.intoWords.contains(wordKeys[$0]) }
  }
}
