/// Thanks said to the assistant with a verb of liking: "I appreciate it", "I really appreciate
/// that, great job", "we appreciate you". The liking is of the help, not of a song: no
/// affinity is read, and the not-media decision names it conversation. "I appreciate this
/// song" and "I appreciate jazz" are still tastes.
extension Work {
  static let thanksObjects: WordSet = ["it", "that", "this", "you", "your"]
  static let thanksTails: WordSet = ["so", "very", "a", "lot", "much", "olly", "siri", "thanks", "thank", "really", "greatly", "your", "help", "the", "effort"]

  /// The key of "appreciate", made once (a word of more than seven letters is keyed by a hash).
  static let appreciateKey = WordKey("appreciate")

  func thanksTheAssistant() -> Bool {
    let appreciate = Self.appreciateKey
    guard let a = (start..<min(end, start + 4)).first(where: { wordKeys[$0] == appreciate }), a + 1 < end,
      Self.thanksObjects.contains(wordKeys[a + 1])
    else { return false }
    // The pronoun ends its clause: the end, a comma, or only thanks words after it.
    if a + 2 == end || tokens[a + 1].commaAfter { return true }
    var i = a + 2
    while i < end, Self.thanksTails.contains(wordKeys[i]) {
      if tokens[i].commaAfter { return true }
      i += 1
    }
    return i == end
  }
}
