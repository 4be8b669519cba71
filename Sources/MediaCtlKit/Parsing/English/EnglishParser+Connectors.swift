/// Connectors between names ("by", "from the album") and the determiners that open a title.
extension Work {
  static let performedWords: WordSet = ["performed", "sung", "sang", "recorded", "written", "done"]
  static let connectorWords: WordSet = ["by", "featuring", "feat", "ft", "from", "off", "called", "named", "titled", "entitled", "of", "on", "form"]

  mutating func markConnectors(_ roles: inout [Role]) {
    // "I Get Ideas as performed by Richard Kruspe", "sung by": the words before "by" go.
    for i in start + 1..<max(start + 1, end - 1) where wordKeys[i + 1] == "by" && Self.performedWords.contains(wordKeys[i]) && roles[i] == .free {
      roles[i] = .skip
      used[i] = true
      if i - 1 > start, wordKeys[i - 1] == "as", roles[i - 1] == .free {
        roles[i - 1] = .skip
        used[i - 1] = true
      }
    }
    var candidates: [Int] = []
    // (The object's first word: a connector or a piece word there opens a title.)
    let firstWord = (start..<end).first { roles[$0] != .skip }
    for i in start..<end where roles[i] == .free && Self.connectorWords.contains(wordKeys[i]) {
      switch words[i] {
      case "by", "featuring", "feat", "ft": roles[i] = .by
      case "from", "off": roles[i] = .from
      case "form":
        // "music form the fourties": a typed "from" before an article or a date.
        if i + 1 < end, wordKeys[i + 1] == "the" || roles[i + 1] == .date { roles[i] = .from }
      case "called", "named", "titled", "entitled": roles[i] = .introducer
      case "of":
        // "the newest episode of X", "songs of X"; not inside a title ("Trail Of The Lonesome Pine").
        // A piece word opening the object names a title with its "of" ("Lullaby of Birdland",
        // "Symphony of Destruction"), as "songs of X" does not.
        if let p = previousIndex(i, roles), roles[p].isType || roles[p] == .sort, !(p == firstWord && Self.titleHeadPieceWords.contains(wordKeys[p])) { roles[i] = .of }
      case "on":
        var k = i + 1
        if k < end, ["the", "his", "her", "their", "its"].contains(wordKeys[k]) { k += 1 }
        if k < end, roles[k] == .type(.album) || wordKeys[k] == "album" { roles[i] = .on }
      default: break
      }
      if roles[i] == .by || roles[i] == .from { candidates.append(i) }
    }
    // An added item is one title: "from" right after a word of it is the title's ("add Third Stone
    // from the Sun to …"); after a kind or determiner word it names the artist ("a track from X").
    if readingAddItem {
      for c in candidates where wordKeys[c] == "from" && c > start && roles[c - 1] == .free && !EnglishLexicon.determiners.contains(wordKeys[c - 1]) {
        roles[c] = .free
      }
      // A connector opening the added item is its title's ("add From the Ashes to …", "add By
      // the Way to …"): there is nothing before it to be by or from someone.
      if let c = candidates.first, c == firstWord { roles[c] = .free }
      candidates.removeAll { roles[$0] == .free }
    }
    // Only the last "by"/"from" before a name splits: "Out From Under from Hurricane Chris".
    let splitting = candidates.filter { c in
      let before = c > start && roles[c - 1] == .free
      var k = c + 1
      while k < end, ["the", "his", "her", "their", "its"].contains(wordKeys[k]) { k += 1 }
      let after = c + 1 < end && roles[c + 1] == .free && k < end && roles[k] == .free
      return before && after
    }
    // A capitalised "From"/"By" inside a capitalised run is the title's when another connector
    // splits ("Songs from Scenes From The Big Chair", "Ready by Frankenstein Drag Queens From
    // Planet 13").
    // (A loop, not a filter: a closure calling methods of `self` here copied the parse state.)
    var insideTitle: [Int] = []
    for c in candidates where isCapitalisedWord(c) && isTitleCased(c - 1) && c + 1 < end && isTitleCased(c + 1) { insideTitle.append(c) }
    var splitters = splitting
    if insideTitle.count < candidates.count {
      for c in insideTitle { roles[c] = .free }
      splitters = splitting.filter { !insideTitle.contains($0) }
    }
    for c in splitters.dropLast() { roles[c] = .free }
    // "play By The Sleepy Lagoon by Greg Kurstin": a capitalised connector opening the object.
    for c in candidates where roles[c].isConnector && isCapitalisedWord(c) && (start..<c).allSatisfy({ roles[$0] != .free || EnglishLexicon.determiners.contains(wordKeys[$0]) }) {
      roles[c] = .free
    }
    // A connector with nothing after it is a word of the name.
    for i in start..<end where roles[i].isConnector && nextIndex(i, roles) == nil { roles[i] = .free }
  }

  static let objectPronouns: WordSet = ["me", "us"]
  /// Singular piece words that head titles with "of" after them.
  static let titleHeadPieceWords: WordSet = [
    "ballad", "chant", "symphony", "concerto", "theme", "sonata", "aria", "anthem", "piece", "opus", "hymn", "lullaby", "number",
  ]

  /// Determiners that open titles as often as they qualify ("A Shot at Glory", "Little Wing",
  /// "Something So Right", "Your Song", "These Are the Days", "All Together Now").
  static let titleOpeningDeterminers: WordSet = ["little", "your", "these", "those"]
  /// … and those that do so only in an added item, which names one thing ("play a ballad from
  /// 2014", "play me a Felix Kubin", "play something else" ask for any; "add a shot at glory to
  /// …", "add something so right to …" name a title).
  static let addedTitleOpeningDeterminers: WordSet = ["a", "an", "something", "all", "to", "for", "every", "only"]

  /// Whether the determiner at `i`, the object's first word, opens the title: the next word
  /// is a name's word (not a determiner or marker), and the name runs to the end of the object or
  /// to "by"/"from" with no type word closing it ("add a shot at glory to …", "add little walter
  /// to …"; not "a Beatles song", "a little jazz", "something chill", "something by Adele").
  func determinerOpensTitle(_ i: Int, _ roles: [Role]) -> Bool {
    guard Self.titleOpeningDeterminers.contains(wordKeys[i]) || readingAddItem && Self.addedTitleOpeningDeterminers.contains(wordKeys[i]), i + 1 < end, roles[i + 1] == .free,
      !EnglishLexicon.determiners.contains(wordKeys[i + 1])
    else { return false }
    // "little" first is a stage name's ("Little Walter", "add little joe newest tune to …"); "a
    // little" (a quantity) is not first.
    if wordKeys[i] == "little" { return true }
    var k = i + 1
    while k < end, roles[k] == .free { k += 1 }
    return k == end || roles[k] == .by || roles[k] == .from
  }

  mutating func markDeterminers(_ roles: inout [Role], keeping framed: [Bool]) {
    // (The object's first free word, found before any determiner is set aside.)
    let first = (start..<end).first { roles[$0] == .free }
    for i in start..<end where roles[i] == .free && !framed[i] && EnglishLexicon.determiners.contains(wordKeys[i]) {
      if i == first, determinerOpensTitle(i, roles) { continue }
      // "play ME!": a pronoun alone is no request of its own; a title the catalog knows is.
      if i == first, Self.objectPronouns.contains(wordKeys[i]), nextIndex(i, roles) == nil, isKnownTitle(i..<i + 1) { continue }
      let next = nextIndex(i, roles)
      let nextIsMarker = next.map { roles[$0] != .free } ?? true
      let previous = previousIndex(i, roles)
      let afterMarker = previous.map { roles[$0] != .free } ?? true
      // A capitalised determiner inside a name stays ("the Winner Takes All album").
      let insideName = isTitleCased(i) && previous.map { roles[$0] == .free } == true
      // "the Outer Peace album": a lowercase "the" before a name that a type word closes.
      let closedByType = wordKeys[i] == "the" && !isTitleCased(i) && afterMarker
        && (i + 1..<end).first(where: { roles[$0] != .free }).map { roles[$0].isType } == true
      // "love me", "call me next": an object pronoun after a name's word ends the title.
      let endsTitle = Self.objectPronouns.contains(wordKeys[i]) && nextIsMarker && previous.map { roles[$0] == .free && !EnglishLexicon.determiners.contains(wordKeys[$0]) } == true
      if !endsTitle, nextIsMarker && !insideName || (afterMarker && wordKeys[i] != "the" && !isTitleCased(i)) || closedByType {
        roles[i] = .skip
        used[i] = true
      }
    }
  }
}
