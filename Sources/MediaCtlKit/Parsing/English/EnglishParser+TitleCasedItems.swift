/// Capitals that say where names are, in an added item.
///
/// A title written in title case keeps its words, whatever they are elsewhere: "add Our Favorite
/// Things to …", "add Opus de Funk to …", "put Book of Love on …", "add On with the Show to …".
/// When the whole item is one capitalised run (every word capitalised, or a small lowercase word
/// of a title between capitalised ones) in a request that also has lowercase words, the run is
/// held whole (framed) before the markers claim a sort, kind, genre or mood word inside it.
/// Not when a kind word closes it ("add Taylor Swift Album to …": the kind of the item), when
/// "by"/"from" splits it, or when an owner's "'s" is in it.
///
/// A lowercase kind word between two capitalised names splits them: "add the Beatles tune
/// Yesterday to …" (the artist, the kind, the title), as "add the Nina Rota record La Strada".
/// A name that went on through the kind word would be capitalised too ("Rock Tune Classics").
extension Work {
  /// Words the markers would claim inside a title: kinds, pieces, sorts, genres and moods, and
  /// the qualifiers set aside ("favorite").
  static let claimedInTitles: WordSet = {
    var words = Array(claimableWords.words) + Array(EnglishLexicon.genericWords.words) + Array(EnglishLexicon.musicPieceWords.words)
    words += EnglishLexicon.nonNameModifiers.filter { !$0.contains(" ") }
    return WordSet(words)
  }()
  /// Words that close a run as the item's kind, not its title's ("Adele Songs", "X Album").
  static let runClosingKinds: WordSet = [
    "song", "songs", "track", "tracks", "tune", "tunes", "album", "albums", "playlist", "playlists", "music", "hits", "single", "singles",
    "record", "records", "artist", "band", "ep", "lp", "soundtrack", "podcast", "episode", "audiobook",
  ]

  /// Frames the whole added item when it is one capitalised run with a word a marker would claim.
  mutating func frameTitleCasedItem(_ roles: [Role]) {
    // (The edges' capitals first: most items are answered by them.)
    guard end - start >= 2, start > 0, someWordStartsLowercase, tokens[start].caseFlags.contains(.startsUppercase),
      tokens[end - 1].caseFlags.contains(.startsUppercase)
    else { return }
    var claimed = false
    for i in start..<end {
      if !tokens[i].caseFlags.contains(.startsUppercase), !Self.titleFunctionWords.contains(wordKeys[i]) { return }
      guard roles[i] == .free, !framed[i], !Self.nameConnectors.contains(wordKeys[i]), !isPossessive(i) else { return }
      if !claimed, Self.claimedInTitles.contains(wordKeys[i]) { claimed = true }
    }
    guard claimed, !Self.runClosingKinds.contains(wordKeys[end - 1]) else { return }
    for i in start..<end { framed[i] = true }
    if trace.isRecording { trace.note("rule", spoken(start..<end), "held whole by", "a title-cased added item") }
  }

  /// Kinds of piece that may stand between an artist and a title.
  static let pieceKinds: WordSet = ["tune", "single", "record", "melody"]

  /// Whether a lowercase weak kind word at `i` stands between two capitalised words of an added
  /// item ("the Beatles tune Yesterday"): then it is the item's kind, not a title's word.
  func kindBetweenCapitalisedNames(_ i: Int, _ roles: [Role]) -> Bool {
    guard readingAddItem, i > start, i + 1 < end, Self.pieceKinds.contains(wordKeys[i]), tokens[i].text == words[i] else { return false }
    return isCapitalisedWord(i - 1) && isCapitalisedWord(i + 1) && roles[i - 1] == .free && roles[i + 1] == .free
  }
}
