/// A taste for one aspect of something: "I love the lyrics of this song", "her voice is
/// amazing", "I like the beat of this track", "I love the voice of Khalid", "I like the rhythm",
/// and a person said by a pronoun ("she is my favourite singer"). What is liked is the item the
/// aspect belongs to: what plays ("this song", "the singer", a possessive pronoun, or nothing
/// said), or the name after "of" ("the voice of Khalid"); the aspect itself names nothing to
/// search (it was read as a title: "lyrics of this", "her voice", a pronoun as the artist).
/// A name the catalog knows is read first and kept.
extension Work {
  /// Parts of a piece of music a person may like or dislike.
  static let aspectWords: WordSet = [
    "voice", "voices", "vocals", "vocal", "singing", "lyrics", "lyric", "words", "beat", "beats", "melody", "melodies",
    "rhythm", "rhythms", "chorus", "hook", "bass", "bassline", "guitar", "guitars", "drums", "drumming", "piano",
    "instrumentation", "arrangement", "production", "harmony", "harmonies", "intro", "solo", "tempo", "groove",
  ]
  /// Possessives that point at the person who plays ("her voice"); "its" at the item.
  static let personPossessives: WordSet = ["her", "his", "their"]
  static let aspectDeterminers: WordSet = ["the", "this", "that", "its", "her", "his", "their"]
  static let personPronouns: WordSet = ["she", "he", "they"]
  /// Words that leave the owner of the aspect what plays ("the song that is playing").
  static let playingOwnerWords: WordSet = ["the", "this", "that", "current", "currently", "playing", "now", "is", "one"]

  /// The affinity for an aspect of the object, or nil when the object is no aspect.
  mutating func aspectAffinity(_ type: MediaAffinityType, verb: Range<Int>, object: Range<Int>, rule: String) -> MediaRequest? {
    // A name the catalog knows is liked as said ("The Voice", a band called She).
    guard !object.isEmpty, object.count <= 8, knownNameSpan(object) == nil else { return nil }
    var i = object.lowerBound
    var kind: MediaItemType?
    // "she is my favourite singer": the person playing.
    if object.count == 1, Self.personPronouns.contains(wordKeys[i]) {
      return playingAffinity(type, verb: verb, object: object, kind: .artist, rule: rule)
    }
    guard Self.aspectDeterminers.contains(wordKeys[i]) else { return nil }
    if Self.personPossessives.contains(wordKeys[i]) { kind = .artist }
    i += 1
    // Up to two words of description before the aspect ("the eternal voice").
    var a = i
    while a < object.upperBound, a < i + 3, !Self.aspectWords.contains(wordKeys[a]) { a += 1 }
    guard a < object.upperBound, Self.aspectWords.contains(wordKeys[a]),
      (i..<a).allSatisfy({ EnglishParser.typeWords.match(wordKeys, at: $0, limit: $0 + 1) == nil && !Judgement.typeWords.contains(words[$0]) })
    else { return nil }
    let after = a + 1
    if after == object.upperBound { return playingAffinity(type, verb: verb, object: object, kind: kind, rule: rule) }
    guard ["of", "in", "on", "from"].contains(wordKeys[after]), after + 1 < object.upperBound else { return nil }
    let owner = after + 1..<object.upperBound
    // "of this song", "in the track", "of the singer": what plays, of that kind.
    var ownerKind: MediaItemType?
    var onlyPlaying = true
    for k in owner {
      if let m = EnglishParser.opinionMediaWords.match(wordKeys, at: k, limit: k + 1), ownerKind == nil {
        ownerKind = m.value
      } else if !Self.playingOwnerWords.contains(wordKeys[k]) {
        onlyPlaying = false
        break
      }
    }
    if onlyPlaying { return playingAffinity(type, verb: verb, object: object, kind: ownerKind ?? kind, rule: rule) }
    // "the voice of Khalid": the name the aspect belongs to.
    use(object.lowerBound..<owner.lowerBound, "aspect")
    return tasteAffinity(type, verb: verb, object: owner, role: nil, rule: rule)
  }

  /// An affinity for what plays.
  mutating func playingAffinity(_ type: MediaAffinityType, verb: Range<Int>, object: Range<Int>, kind: MediaItemType?, rule: String) -> MediaRequest {
    trace.rule = rule
    use(verb, "verb", field: "affinityType", value: type.name)
    use(object, "aspect", field: "mediaSearch.reference", value: "currentlyPlaying")
    for i in start..<end where !used[i] { use(i..<i + 1, "filler") }
    var search = MediaSearch(reference: .currentlyPlaying)
    if let kind, context.app.declaresCategory(of: kind) { search.mediaType = kind }
    return MediaRequest(.intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search, affinityType: type))), appName: appName)
  }
}
