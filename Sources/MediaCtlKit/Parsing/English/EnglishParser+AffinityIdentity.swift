/// Taste said as who the speaker is: "I'm a total jazz head", "I am forever hip hop", "we're
/// country fans through and through", "I'm the living blues". A like of the genre; only a
/// genre the lexicon knows, with only identity words around it ("I'm a pop star" is no taste).
extension EnglishLexicon {
  enum AffinityIdentity {
    /// Words between "I am" and the genre.
    static let before: WordSet = [
      "a", "an", "the", "forever", "always", "living", "total", "true", "big", "huge", "real", "such", "so", "pure",
      "proper", "certified", "born", "diehard", "die", "hard", "lifelong", "massive", "complete", "hopeless", "through",
      "and", "all", "about", "into", "really", "just", "definitely", "totally", "absolutely", "still", "very", "much",
    ]
    /// Words after the genre: the identity noun and how much.
    static let after: WordSet = [
      "head", "heads", "fan", "fans", "kid", "kids", "lover", "lovers", "person", "people", "girl", "boy", "guy", "gal",
      "junkie", "addict", "nerd", "freak", "fanatic", "buff", "at", "heart", "through", "and", "forever", "all", "the",
      "way", "for", "life", "music", "soul", "baby", "child", "man", "woman",
    ]
  }
}

extension Work {
  mutating func identityTaste() -> MediaRequest? {
    typealias Words = EnglishLexicon.AffinityIdentity
    guard end - start >= 2, end - start <= 12 else { return nil }
    var i = start
    switch wordKeys[i] {
    case "i'm", "im", "we're": i += 1
    case "i", "we":
      guard i + 1 < end, ["am", "are"].contains(wordKeys[i + 1]) else { return nil }
      i += 2
    default: return nil
    }
    let verb = start..<i
    while i < end, Words.before.contains(wordKeys[i]) { i += 1 }
    guard i < end, let g = EnglishParser.genres.match(wordKeys, at: i, limit: end) else { return nil }
    let object = i..<i + g.words.count
    var k = object.upperBound
    while k < end, Words.after.contains(wordKeys[k]) { k += 1 }
    guard k == end, knownNameSpan(start..<end) == nil else { return nil }
    return tasteAffinity(.like, verb: verb, object: object, role: nil, rule: "affinity.identity")
  }
}
