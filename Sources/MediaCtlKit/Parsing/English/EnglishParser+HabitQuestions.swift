/// A question about one's own listening: "what songs do I listen to most", "which podcasts did
/// we play last week", "what have I been listening to lately". The verb of listening or playing
/// is asked about (after "do/did/have" and the speaker), not asked for: the question is about
/// music in general (`isGeneralMusicQuestion`), which Siri answers itself. It was a play request
/// named by the whole question.
extension Work {
  static let habitAuxiliaries: WordSet = ["do", "did", "does", "have", "had", "i've", "ive", "we've"]
  static let habitSubjects: WordSet = ["i", "we"]
  static let habitAdverbs: WordSet = ["usually", "often", "always", "normally", "mostly", "most", "been", "ever", "typically", "generally"]

  /// Whether the request verb at `v` is asked about: "(do|did|have) (I|we) [adverbs] VERB", or
  /// "I've been VERB-ing".
  func askedOfHabit(_ v: Int) -> Bool {
    var k = v - 1
    while k > start, Self.habitAdverbs.contains(wordKeys[k]) { k -= 1 }
    guard k > start else { return false }
    if ["i've", "ive", "we've"].contains(wordKeys[k]) { return true }
    return Self.habitSubjects.contains(wordKeys[k]) && Self.habitAuxiliaries.contains(wordKeys[k - 1])
  }
}
