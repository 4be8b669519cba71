/// A genre said with a word of style or period before it: "old fashioned christmas music",
/// "some modern jazz", "traditional irish folk", "early blues by …". People name the style
/// they want with the genre; the two words are one genre phrase (SiriKit hands over the words
/// said in `genreNames`), not a genre and a title "old fashioned". The resolver meets such a
/// phrase with the genre it narrows (`StyleNames.genreKeys`).
///
/// One pass over a table of modifiers (`EnglishLexicon.genreStyles`), before the genre reader
/// (`markGenresAndMoods`): a modifier, then a genre of the lexicon, standing where a genre
/// stands (after the verb or a determiner, before a kind word, a connector or the end). A
/// phrase the lexicon holds whole ("classic rock", "old school rap") is left to the lexicon; a
/// capitalised run in lowercase speech is a name ("Modern Jazz Quartet").
extension Work {
  mutating func markStyledGenres(_ roles: inout [Role], _ search: inout MediaSearch) {
    guard opens(.styledGenre) else { return }
    var i = start
    while i + 1 < end {
      defer { i += 1 }
      guard roles[i] == .free, let style = EnglishParser.genreStyles.match(wordKeys, at: i, limit: end) else { continue }
      let g = i + style.words.count
      guard g < end, roles[g] == .free, let genre = EnglishParser.genres.match(wordKeys, at: g, limit: end) else { continue }
      let to = g + genre.words.count
      guard (g..<to).allSatisfy({ roles[$0] == .free }) else { continue }
      if let whole = EnglishParser.genres.match(wordKeys, at: i, limit: end), whole.words.count >= to - i { continue }
      if (i..<to).contains(where: { isTitleCased($0) }) { continue }
      // Where a genre stands: first in the object or after a determiner or a date ...
      if let p = previousIndex(i, roles), !(roles[p] == .free && EnglishLexicon.determiners.contains(wordKeys[p])),
        roles[p] != .date, roles[p] != .sort
      {
        continue
      }
      // ... and last, or before a kind word (not a station or playlist's name) or a connector.
      if let n = nextIndex(to - 1, roles) {
        let closes = roles[n].isType || EnglishLexicon.styledGenreClosers.contains(wordKeys[n])
        guard closes, !EnglishLexicon.styledGenreNameHeads.contains(wordKeys[n]) else { continue }
      }
      let value = (i..<g).map { words[$0] }.joined(separator: " ") + " " + genre.value
      for k in i..<to { roles[k] = .genre }
      search.genreNames = (search.genreNames ?? []) + [value]
      use(i..<to, "lexicon:genreStyles", field: "mediaSearch.genreNames", value: value)
      i = to - 1
    }
  }
}

extension EnglishParser {
  static let genreStyles = PhraseTable(EnglishLexicon.genreStyles.map { ($0, ()) })
}

extension EnglishLexicon {
  /// Words of style or period said before a genre to narrow it. Reviewed list; words that are
  /// genres or moods of their own ("acoustic", "soft", "retro") are read by those lexicons.
  static let genreStyles: [String] = [
    "old fashioned", "old-fashioned", "oldfashioned", "old time", "old-time", "old timey", "old timer", "good old",
    "modern", "traditional", "contemporary", "vintage", "classic", "early", "golden age", "mainstream",
    "underground", "experimental", "authentic", "real", "proper", "avant garde", "avant-garde", "american",
    "british", "english", "irish", "scottish", "french", "german", "italian", "spanish", "latin american", "african",
    "brazilian", "mexican", "cuban", "japanese", "korean", "chinese", "indian", "nordic", "scandinavian", "russian",
  ]
  /// Words after a styled genre that show it stands as the genre ("… music by", "… for dinner").
  static let styledGenreClosers: WordSet = ["by", "from", "on", "in", "for", "with", "please", "now", "off", "that", "which"]
  /// Kind words after which the genre is the start of a station's or playlist's name.
  static let styledGenreNameHeads: WordSet = ["playlist", "playlists", "mix", "station", "radio", "list", "channel"]
}
