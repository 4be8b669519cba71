/// Names a recogniser split in two: "Radio head", "Cold play", "Black pink". When two words
/// said side by side are, joined, a title or artist the catalog knows, and one of them is a word
/// a marker would claim (a kind, sort, genre or mood word: "radio", "play", "new"), the pair is
/// held as one name (framed) before the markers run. Two plain words need no help: they stay
/// one name anyway, and the resolver's normalised keys join them.
extension Work {
  /// Single words the role markers claim: kinds, sort words, genres and moods.
  static let claimableWords: WordSet = {
    let tables = [
      EnglishParser.typeWords.entries.map(\.words), EnglishParser.sortWords.entries.map(\.words),
      EnglishParser.genres.entries.map(\.words), EnglishParser.moods.entries.map(\.words),
    ]
    return WordSet(tables.joined().filter { $0.count == 1 }.map { $0[0] })
  }()

  mutating func frameSplitNames(_ roles: [Role]) {
    guard end - start >= 2 else { return }
    let claimable = Self.claimableWords
    var k = start
    while k + 1 < end {
      defer { k += 1 }
      // The cheap tests first: both words free and plain, one of them claimable.
      guard roles[k] == .free, roles[k + 1] == .free, !framed[k], !framed[k + 1], plain[k], plain[k + 1],
        claimable.contains(wordKeys[k]) || claimable.contains(wordKeys[k + 1])
      else { continue }
      // Both words plain: the joined word is its own one-word key, asked by its hash.
      let joined = words[k] + words[k + 1]
      let hash = Postings.hash(joined)
      // (The word must start a key: the index also files keys without their spaces, and "the
      // album" joined is "The Album"'s.)
      let artist = context.knownArtists.mayStart(hash: hash) && (context.knownArtists.contains(hash: hash) ?? context.knownArtists.contains(joined))
      guard artist || context.knownTitles.mayStart(hash: hash) && (context.knownTitles.contains(hash: hash) ?? context.knownTitles.contains(joined)) else { continue }
      framed[k] = true
      framed[k + 1] = true
      if trace.isRecording {
        let kind: HeldSpan = artist ? .artist : .title
        trace.note(kind.source, spoken(k..<k + 2), "held whole by", context.heldDescription(key: TextNormalizer.key(joined), said: joined, kind))
      }
      k += 1
    }
  }
}
