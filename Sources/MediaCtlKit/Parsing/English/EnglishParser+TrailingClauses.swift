/// A second clause joined by "and" at the end of a name: "play anything by Adele and I'll be
/// happy", "play Hello and make it loud". The clause says something to the assistant (a wish, a
/// volume); it names nothing, so it is cut from the name. A name the catalog knows keeps its
/// "and" ("You and I"), as does a clause written in a title's capitals ("And I Love Her").
extension Work {
  /// Subjects that open a clause after "and" ("and I'll be happy", "and you'll love it").
  static let andClauseSubjects: WordSet = [
    "i", "i'll", "ill", "i'm", "im", "i'd", "we", "we'll", "we're", "you", "you'll", "youll", "it'll", "that'll", "thatll",
  ]
  /// Imperatives that open a second request after "and" ("and make it loud", "and turn it up").
  static let andClauseImperatives: WordSet = ["make", "turn", "crank", "pump", "keep", "set", "put"]

  mutating func cutTrailingClauses(_ list: inout [Chunk], _ roles: inout [Role]) {
    for n in list.indices {
      let r = list[n].range
      // Cheap test first: an "and" with a word before it and two after it, inside the run.
      guard r.count >= 4, let k = (r.lowerBound + 1..<r.upperBound - 2).first(where: { wordKeys[$0] == "and" }) else { continue }
      let next = wordKeys[k + 1]
      // A subject needs a verb after it ("and I'll be happy"); an imperative needs its object.
      let opens = Self.andClauseSubjects.contains(next) || Self.andClauseImperatives.contains(next) && ["it", "this", "that", "the", "up", "down"].contains(wordKeys[k + 2])
      guard opens, !(k + 1..<r.upperBound).contains(where: { isTitleCased($0) && !Self.andClauseSubjects.contains(wordKeys[$0]) }),
        knownNameSpan(r) == nil
      else { continue }
      let cut = k..<r.upperBound
      for i in cut { roles[i] = .skip }
      use(cut, "chatter", field: "-", value: "a second clause to the assistant (names nothing)")
      list[n].range = r.lowerBound..<k
    }
    list.removeAll { $0.range.isEmpty }
  }
}
