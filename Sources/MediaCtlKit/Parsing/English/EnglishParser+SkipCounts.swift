/// A step through the queue by a count of items: "skip two songs", "skip ahead 3 tracks", "go
/// back two songs", "jump forward a couple of episodes". The track commands step one item and
/// carry no count (SiriKit and `MPRemoteCommandCenter` have no field for it): the request is
/// the next- or previous-track command, not a title made of the verb and the number ("skip
/// two"). Only a verb of moving opens it: "play the next two songs" plays on.
extension Work {
  /// Verbs of moving through the queue that may take a count.
  static let countedSkipVerbs: WordSet = ["skip", "jump", "go", "move", "back", "forward"]
  /// Directions said between the verb and the count ("skip ahead two songs").
  static let countedSkipDirections: WordSet = ["ahead", "forward", "forwards", "back", "backward", "backwards", "over", "past", "by"]
  /// What is counted.
  static let countedItems: WordSet = [
    "song", "songs", "track", "tracks", "tune", "tunes", "episode", "episodes", "item", "items", "chapter", "chapters",
  ]
  static let countWords: WordSet = ["a", "couple", "of", "few", "more", "another", "other", "the", "next", "previous", "last"]

  /// Whether the words from `from` are a count of items, after a verb of moving: "two songs",
  /// "ahead 3 tracks", "a couple of episodes".
  func skipsACount(_ from: Int) -> Bool {
    guard Self.countedSkipVerbs.contains(wordKeys[start]), from < end, end - from <= 6 else { return false }
    var i = from
    while i < end, Self.countedSkipDirections.contains(wordKeys[i]) { i += 1 }
    var counted = false
    while i < end, Self.countWords.contains(wordKeys[i]) {
      if wordKeys[i] == "couple" || wordKeys[i] == "few" { counted = true }
      i += 1
    }
    if !counted, i < end, let n = NumberWords.parse(words, at: i), n.value >= 1, n.value <= 50 {
      counted = true
      i += n.length
    }
    guard counted, i + 1 == end, Self.countedItems.contains(wordKeys[i]) else { return false }
    return true
  }
}
