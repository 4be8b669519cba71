/// Genres and moods among the object's words.
extension Work {
  mutating func markGenresAndMoods(_ roles: inout [Role], _ search: inout MediaSearch) {
    // (No array of (table, flag) pairs per call: the two tables, one after the other.)
    for isGenre in [true, false] {
      let table = isGenre ? EnglishParser.genres : EnglishParser.moods
      var i = start
      while i < end {
        guard roles[i] == .free, var m = table.match(wordKeys, at: i, limit: end) else { i += 1; continue }
        // "world music" with "music" read as a kind word: the longest phrase within the free words.
        if !(i..<i + m.words.count).allSatisfy({ roles[$0] == .free }) {
          var free = i
          while free < end, roles[free] == .free { free += 1 }
          guard let shorter = table.match(wordKeys, at: i, limit: free) else { i += 1; continue }
          m = shorter
        }
        let to = i + m.words.count
        guard (i..<to).allSatisfy({ roles[$0] == .free }) else { i += 1; continue }
        // "up beat music": a mood said in two words that takes in this genre word is the mood.
        if isGenre, i > start, roles[i - 1] == .free, let mood = EnglishParser.moods.match(wordKeys, at: i - 1, limit: end), i - 1 + mood.words.count >= to {
          i = to
          continue
        }
        // "James Moody", "Leanne Dobinson Right To Dream": a capitalised word that continues a
        // capitalised name is part of it.
        if isTitleCased(i), i > start, roles[i - 1] == .free, isTitleCased(i - 1) { i += 1; continue }
        // An added item that opens with a capitalised genre and goes on capitalised is a title
        // ("add Bossa Nova Soul Samba to …", "add New Wave Blues to …").
        if readingAddItem, isTitleCased(i), to < end, roles[to] == .free, isTitleCased(to) { i = to; continue }
        // "woman of the world", "live around the world": "world" alone after "the" is a word of a
        // name ("world music", "play world" are the genre).
        if m.phrase == "world", i > start, wordKeys[i - 1] == "the" { i += 1; continue }
        let next = nextIndex(to - 1, roles)
        let previous = previousIndex(i, roles)
        let nextRole = next.map { roles[$0] }
        let nextWord = next.map { words[$0] } ?? ""
        let previousRole = previous.map { roles[$0] }
        let previousWord = previous.map { words[$0] } ?? ""
        let contentCount = (start..<end).filter { roles[$0] == .free }.count
        let whole = contentCount == m.words.count
        // "my rock playlist", "the jazz station": a genre before a list or a station may be its
        // name; after a sort word or a date it says which ("the best jazz station").
        if ["playlist", "mix", "list", "playlists"].contains(nextWord)
          || ["station", "radio"].contains(nextWord) && !(previous.map { roles[$0] == .sort || roles[$0] == .date } ?? false)
        {
          i += 1
          continue
        }
        // "merengue style music", "some chanson style music": "style" after a genre says so.
        let styled = isGenre && next.map { wordKeys[$0] == "style" && ($0 + 1 == end || roles[$0 + 1].isType) } == true
        let beforeType = nextRole?.isType == true || styled
        let afterModifier = previousRole == .date || previousRole == .sort || previousRole == .genre || previousRole == .mood
        let afterDeterminer = previous.map { EnglishLexicon.determiners.contains(previousWord) && roles[$0] == .free } ?? true
        let endsHere = next == nil || nextRole?.isConnector == true || ["by", "from", "on", "in"].contains(nextWord)
        let beforeGenre = next.map { EnglishParser.genres.match(wordKeys, at: $0, limit: end) != nil } ?? false
        // "something by Louisiana Blues", "something from Post-punk Revival": a genre of two words or
        // more that ends the request after "by"/"from" (a band is rarely named so).
        let afterSource = previous.map { ["by", "from"].contains(wordKeys[$0]) } == true && next == nil && m.words.count >= 2
        let accepted: Bool
        if isGenre {
          accepted = whole || afterSource || beforeType || afterModifier || (afterDeterminer && (endsHere || beforeGenre)) || beforeGenre && previous == nil
        } else {
          // A mood word after a name's word, before the type word, ends the name ("good mythical
          // morning podcast").
          let afterNameWord = previous.map { roles[$0] == .free && !EnglishLexicon.determiners.contains(previousWord) } ?? false
          accepted = whole || beforeType && !afterNameWord || (afterModifier && previousRole != .mood) || afterDeterminer && beforeType
        }
        guard accepted else { i += 1; continue }
        if whole, !isGenre, isKnownTitle(i..<to) { i += 1; continue }
        for k in i..<to { roles[k] = isGenre ? .genre : .mood }
        if styled, let s = next {
          roles[s] = .skip
          use(s..<s + 1, "filler")
        }
        if isGenre {
          search.genreNames = (search.genreNames ?? []) + [m.value]
          use(i..<to, "lexicon:genres", field: "mediaSearch.genreNames", value: m.value)
        } else {
          search.moodNames = (search.moodNames ?? []) + [m.value]
          use(i..<to, "lexicon:moods", field: "mediaSearch.moodNames", value: m.value)
        }
        i = to
      }
    }
  }
}
