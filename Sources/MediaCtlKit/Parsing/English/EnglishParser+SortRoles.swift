/// Sort words ("the newest", "top fifty") and the noise words around them.
extension Work {
  mutating func markSorts(_ roles: inout [Role], _ search: inout MediaSearch) {
    var i = start
    while i < end {
      // "sorted by newest", "sort by popular", "ordered by most recent".
      if roles[i] == .free, ["sort", "sorted", "order", "ordered"].contains(wordKeys[i]), i + 2 < end, wordKeys[i + 1] == "by",
        roles[i + 1] == .free, roles[i + 2] == .free, let m = EnglishParser.sortWords.match(wordKeys, at: i + 2, limit: end)
      {
        let j = i + 2 + m.words.count
        for k in i..<j { roles[k] = .sort }
        // "Play X and sort by most popular": the "and" joins the sort order, not the name.
        if i > start, wordKeys[i - 1] == "and", roles[i - 1] == .free {
          roles[i - 1] = .skip
          use(i - 1..<i, "filler")
        }
        if search.sortOrder == .unknown {
          search.sortOrder = m.value
          use(i..<j, "lexicon:sortWords", field: "mediaSearch.sortOrder", value: m.value.name)
        }
        i = j
        continue
      }
      guard roles[i] == .free, let m = EnglishParser.sortWords.match(wordKeys, at: i, limit: end) else { i += 1; continue }
      // "The Worst Is Yet To Come", "New World": a capitalised sort word inside a capitalised run is
      // the title's.
      let continuesTitle = isTitleCased(i) && i > start && roles[i - 1] == .free && isTitleCased(i - 1)
      let opensTitle = isTitleCased(i) && m.words.count == 1 && Self.weakSortWords.contains(m.phrase) && i + 1 < end && roles[i + 1] == .free
        && isTitleCased(i + 1) && !EnglishLexicon.givenNames.contains(wordKeys[i + 1])
      if continuesTitle || opensTitle {
        i += 1
        continue
      }
      var j = i + m.words.count
      // "top twenty", "top-50", "top 10", "top-20 best".
      if ["top", "best"].contains(m.phrase), j < end, let (n, length) = NumberWords.parse(words, at: j), n >= 1, n <= 500 {
        j += length
      }
      while j < end, EnglishParser.sortWords.match(wordKeys, at: j, limit: end).map({ ["best", "hits", "hit", "charting", "rated", "popular"].contains($0.phrase) }) == true {
        j += 1
      }
      let nextRole: Role? = j < end ? roles[j] : nil
      let nextWord = j < end ? words[j] : ""
      let beforeItem = nextRole.map { $0.isType || $0 == .date } ?? false || EnglishParser.genres.match(wordKeys, at: j, limit: end) != nil
      let firstContent = (start..<i).allSatisfy { roles[$0] != .free || EnglishLexicon.determiners.contains(wordKeys[$0]) }
      // "songs from the last Olga Souza", "a track from top Rie Tomosaka": a sort word opening what
      // follows "from" qualifies it as if it opened the request.
      var back = i - 1
      while back >= start, EnglishLexicon.determiners.contains(wordKeys[back]) { back -= 1 }
      let opensSource = back >= start && ["from", "form", "by"].contains(wordKeys[back]) && roles[back] == .free
      let atEnd = j >= end || ["by", "from", "on", "in"].contains(nextWord)
      let weak = Self.weakSortWords.contains(m.phrase) && j == i + m.words.count
      let accepted: Bool
      // A word of praise (one word, asked by key: no string hashed per sort word).
      let praise = m.words.count == 1 && Self.praiseWords.contains(wordKeys[i])
      // "add best of uetoaya to …", "The Best of Guitar Shorty": in an added item, "best of X" is a title.
      if readingAddItem, nextWord == "of" {
        accepted = false
      } else if m.phrase == "for me" || praise && !firstContent {
        accepted = false
      } else if wordKeys[i] == "something", m.words.count == 2 ? Self.praiseWords.contains(wordKeys[i + 1]) : ["something i like", "something i'd like"].contains(m.phrase) {
        // "something good", "something great", "something I'd like": a recommendation wherever said.
        accepted = true
      } else if weak && firstContent && ["new", "latest", "last"].contains(m.phrase) && !isTitleCased(i) && (nextWord == "by" || nextWord == "from") {
        // "something new by Lola Monroe", "anything new from X": the newest of theirs.
        accepted = true
      } else if weak && (firstContent || opensSource) && (praise || ["top", "new", "latest", "last"].contains(m.phrase)) && nextRole == .free
        && (j + 1 < end || isTitleCased(j)) && !isTitleCased(i) && (isTitleCased(j) || EnglishLexicon.givenNames.contains(nextWord))
      {
        // "play top Rosanne Cash": the most popular of a person's; "some good Amber Gristak": a
        // word of praise, not a name (and no sort order).
        if praise {
          roles[i] = .skip
          use(i..<j, "lexicon:nonNameModifiers")
          i = j
          continue
        }
        accepted = true
      } else if weak {
        // "a new song", "the new Stuff You Should Know podcast" (a type word closes the name).
        // Not "good": "play good mythical morning podcast" praises nothing, it names the show.
        let typeCloses = firstContent && !praise && (j..<end).contains { roles[$0].isType && Self.strongTypeWords.contains(wordKeys[$0]) }
          && !(j..<end).contains { ["by", "from"].contains(wordKeys[$0]) }
        accepted = beforeItem || typeCloses || (nextWord == "hits" || nextWord == "hit")
      } else {
        accepted = beforeItem || firstContent || atEnd || opensSource && nextRole == .free
      }
      guard accepted else { i += 1; continue }
      for k in i..<j { roles[k] = .sort }
      if search.sortOrder == .unknown {
        search.sortOrder = m.value
        use(i..<j, "lexicon:sortWords", field: "mediaSearch.sortOrder", value: m.value.name)
      }
      // "popular hits": the rest is "hits", which arrives as mediaName "music" (behaviours §3).
      if j < end, wordKeys[j] == "hits" {
        roles[j] = .sort
        use(j..<j + 1, "lexicon:sortWords")
        if (start..<end).allSatisfy({ roles[$0] != .free }) { search.mediaName = "music" }
      } else if words[i..<j].last == "hits", (start..<end).allSatisfy({ roles[$0] != .free }) {
        search.mediaName = "music"
      }
      i = j
    }
    markSortNoise(&roles)
  }

  /// "the top-5 sort of ballad music", "a top twenty sort by Akinyele", "the best sort by X":
  /// "sort (of)" next to a sort or kind word says how to order or what kind, never a name.
  mutating func markSortNoise(_ roles: inout [Role]) {
    for k in start..<end where roles[k] == .free && wordKeys[k] == "sort" {
      guard let p = previousIndex(k, roles) else { continue }
      let afterQualifier = roles[p] == .sort || roles[p].isType || roles[p] == .date
        || roles[p] == .free && EnglishLexicon.determiners.contains(wordKeys[p]) && k + 1 < end && wordKeys[k + 1] == "of"
      guard afterQualifier else { continue }
      let next = k + 1 < end ? words[k + 1] : ""
      var to = k + 1
      if next == "of" { to += 1 } else if !(next.isEmpty || Self.sortNoiseFollowers.contains(next) || roles[k + 1] == .date) { continue }
      guard to <= end else { continue }
      for q in k..<to { roles[q] = .skip }
      use(k..<to, "filler")
    }
  }

  static let sortNoiseFollowers: WordSet = ["by", "from", "form", "in", "on", "off", "with", "please"]
}
