extension Work {
  /// Whether the words are only qualifiers that name nothing, phrase after phrase: "my last
  /// used playlist", "my most recently played podcast", "my favorite music playlist". Each
  /// phrase of `nonNameModifiers` or of the sort words is consumed whole ("last used" is one
  /// qualifier, "used" alone is not one).
  func isOnlyQualifiers(_ range: Range<Int>) -> Bool {
    var k = range.lowerBound
    while k < range.upperBound {
      let n = max(
        EnglishParser.nonNameModifiers.match(wordKeys, at: k, limit: range.upperBound)?.words.count ?? 0,
        EnglishParser.sortWords.match(wordKeys, at: k, limit: range.upperBound)?.words.count ?? 0,
        EnglishLexicon.genericWords.contains(wordKeys[k]) ? 1 : 0)
      guard n > 0 else { return false }
      k += n
    }
    return true
  }
}
