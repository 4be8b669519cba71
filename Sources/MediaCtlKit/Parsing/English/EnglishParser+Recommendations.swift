/// Asking to be advised what to hear, said as a question or a noun: "what should I listen to",
/// "what podcast could we hear now", "any music recommendations", "give me a song
/// recommendation". As with "recommend me a song" (`findTellMe`), nothing is asked to be
/// played: Siri answers it itself (`systemRequest: other`). They were play requests named by
/// the question ("what should I listen"). "play me something good" asks to play (sortOrder
/// recommended); a recommendation of something that is no media ("any restaurant
/// recommendations") is left to the not-media decision.
extension Work {
  static let recommendationNouns: WordSet = ["recommendation", "recommendations", "suggestion", "suggestions", "recs"]
  static let askedTails: WordSet = ["now", "next", "today", "tonight", "right", "then", "please"]
  static let askedModals: WordSet = ["should", "can", "could", "shall"]
  static let askedListening = PhraseTable(["listen to", "hear", "play", "put on", "listen"].map { ($0, ()) })
  static let adviceLeads: WordSet = ["give", "get", "any", "a", "some", "me", "us", "got", "have", "you", "do", "i", "need", "want", "good", "new"]

  mutating func findAdviceAsked() -> MediaRequest? {
    guard opens(.recommendation), end - start >= 2, end - start <= 10 else { return nil }
    if wordKeys[start] == "what" {
      // "what (podcast) should I listen to (now)".
      var m = start + 1
      while m < end, !Self.askedModals.contains(wordKeys[m]) { m += 1 }
      guard m + 2 < end, m - start <= 3, ["i", "we"].contains(wordKeys[m + 1]),
        let v = Self.askedListening.match(wordKeys, at: m + 2, limit: end)
      else { return nil }
      var e = m + 2 + v.words.count
      while e < end, Self.askedTails.contains(wordKeys[e]) { e += 1 }
      guard e == end, (start + 1..<m).allSatisfy({ Judgement.typeWords.contains(words[$0]) || EnglishParser.genres.match(wordKeys, at: $0, limit: m) != nil })
      else { return nil }
      return system(.other, rule: "system.adviceAsked")
    }
    // "any music recommendations", "give me a song recommendation".
    guard Self.recommendationNouns.contains(wordKeys[end - 1]) else { return nil }
    var s = start
    while s < end - 1, Self.adviceLeads.contains(wordKeys[s]) { s += 1 }
    let object = s..<end - 1
    guard !object.isEmpty, namesMediaForTaste(object), scanCues(object).hard == nil else { return nil }
    return system(.other, rule: "system.adviceAsked")
  }
}
