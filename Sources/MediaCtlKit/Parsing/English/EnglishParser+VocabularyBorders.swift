/// A vocabulary title said inside a longer name: "play my road trip vibes playlist", "play
/// classic road trip songs" when the vocabulary knows the playlist "Road Trip". The hit keeps a
/// phrase whole (behaviours §6) but does not cut a longer name down to it: a word of the name
/// running on at either side means the person named another item, and the object is read as
/// usual. Only titles: an artist's name beside a title is the "X Y" of a title and its artist
/// ("play Maybe Sometime Special Disaster Team").
extension Work {
  /// Words that can border a name without being part of it, besides the lexicon's determiners,
  /// kind, sort, connector and introducer words: the prepositions and links of a request.
  static let nameBorderWords: WordSet = [
    "on", "in", "at", "with", "for", "to", "into", "onto", "and", "or", "then", "please", "now", "again", "next",
    "list", "called", "named", "titled", "here", "there", "too", "instead", "first",
  ]

  /// Whether a vocabulary title at `range` has a name's word on either side (see above).
  func vocabularyTitleRunsOn(_ range: Range<Int>) -> Bool {
    continuesName(range.lowerBound - 1, before: true) || continuesName(range.upperBound, before: false)
  }

  /// Whether the live, unread word at `i` would be part of a name next to it: a word no table
  /// of the request's structure lists.
  func continuesName(_ i: Int, before: Bool) -> Bool {
    guard i >= start, i < end, !used[i] else { return false }
    let k = wordKeys[i]
    if EnglishLexicon.determiners.contains(k) || EnglishLexicon.genericWords.contains(k) || EnglishLexicon.playlistWords.contains(k)
      || EnglishLexicon.artistConnectors.contains(k) || EnglishLexicon.nameIntroducers.contains(k) || Self.nameBorderWords.contains(k)
      || isPossessive(i)
    {
      return false
    }
    // A kind, sort or set-aside word ends there, before the title, or starts there, after it
    // ("my favorite Road Trip mix", "the newest Road Trip songs").
    if before {
      return EnglishParser.typeWords.match(wordKeys, endingAt: i + 1, from: start) == nil
        && EnglishParser.sortWords.match(wordKeys, endingAt: i + 1, from: start) == nil
        && EnglishParser.nonNameModifiers.match(wordKeys, endingAt: i + 1, from: start) == nil
    }
    return EnglishParser.typeWords.match(wordKeys, at: i, limit: end) == nil && EnglishParser.sortWords.match(wordKeys, at: i, limit: end) == nil
  }
}
