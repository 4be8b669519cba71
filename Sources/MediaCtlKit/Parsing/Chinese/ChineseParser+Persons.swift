/// Person-name shapes (a common surname and a given name of one or two characters) and the
/// owners and pronouns that are never a name: "播放张杰的歌" keeps 张 (a measure word too) in the
/// singer, "播放刘德华的忘情水" splits by 的 because 刘德华 has a person's shape, "播放春天的故事"
/// does not, and "我的X歌单" says whose playlist it is, not who sings.
extension ChineseWork {
  static let surnameTable = ChinesePhraseTable(
    (ChineseLexicon.surnames + ChineseLexicon.namePrefixes).map { ($0, ()) })
  static let surnameLookalikes = ChinesePhraseTable(ChineseLexicon.surnameLookalikes.map { ($0, ()) })
  static let ownersAndPronouns = ChinesePhraseTable((ChineseLexicon.ownerWords + ChineseLexicon.pronouns).map { ($0, ()) })
  static let notGivenName = ScalarSet(ChineseText.fold(ChineseLexicon.notGivenNameCharacters))

  /// The end of a person-name shape starting at `i` (and ending by `limit`): a surname, a
  /// given name of two or one Han characters that are no particle, pronoun or lexicon word,
  /// and after it what may follow a singer (的, 唱的, a type or sort word, a decade, a known
  /// name, or the end of the object). Nil when the words only look like a name (白天, 高兴).
  func personName(at i: Int, limit: Int) -> Int? {
    guard let surname = Self.surnameTable.match(text, at: i, limit: limit) else { return nil }
    if Self.surnameLookalikes.match(text, at: i, limit: limit) != nil { return nil }
    for length in [2, 1] {
      let e = surname.end + length
      guard e <= limit else { continue }
      let given = surname.end..<e
      guard given.allSatisfy({ ChineseText.isHan(text.folded[$0]) && !Self.notGivenName.contains(text.folded[$0]) }) else { continue }
      // "高兴" is a mood, "华语" a language, "张专辑" a measure word and a type word.
      // "华语新歌榜": a word of two characters or more at the surname is that word, not a name.
      if let word = Self.objectLexicon.match(text, at: i, limit: limit), word.end >= e || word.end - i >= 2 { continue }
      if given.contains(where: { k in Self.objectLexicon.match(text, at: k, limit: e).map { $0.end - k >= 2 } ?? false }) { continue }
      // "张杰八十年代的歌": a decade is no given name.
      if given.contains(where: { k in decadeMatch(at: k, limit: limit) != nil }) { continue }
      if followsPerson(at: e, limit: limit) { return e }
    }
    return nil
  }

  /// "播放刘德华冰雨", "我想听张学友吻别": a person's name of a surname and two given characters
  /// said right before unknown words of two characters or more that run to the end of the
  /// object (or to a type word: "刘德华冰雨这首歌") is the singer, then the title. The end of
  /// the name, or nil. Words that only look like a name, or a title that goes on with a
  /// particle or a join ("何日君再来", "梁山伯与茱丽叶"), stay one name.
  func personBeforeTitle(at i: Int, limit: Int) -> Int? {
    guard let surname = Self.surnameTable.match(text, at: i, limit: limit), Self.surnameLookalikes.match(text, at: i, limit: limit) == nil
    else { return nil }
    let e = surname.end + 2
    guard e + 2 <= limit, (surname.end..<e + 1).allSatisfy({ ChineseText.isHan(text.folded[$0]) && !Self.notGivenName.contains(text.folded[$0]) })
    else { return nil }
    if let word = Self.objectLexicon.match(text, at: i, limit: limit), word.end > surname.end { return nil }
    if (surname.end..<e).contains(where: { k in Self.objectLexicon.match(text, at: k, limit: limit) != nil || decadeMatch(at: k, limit: limit) != nil }) {
      return nil
    }
    var r = e
    while r < limit, ChineseText.isHan(text.folded[r]), Self.objectLexicon.match(text, at: r, limit: limit) == nil, knownName(at: r, limit: limit) == nil {
      r += 1
    }
    guard r - e >= 2 else { return nil }
    if r == limit || text.folded[r] == " " { return e }
    switch Self.objectLexicon.match(text, at: r, limit: limit)?.entry.value {
    case .type?, .this?, .version?: return e
    default: return nil
    }
  }

  /// "冰雨刘德华", "吻别张学友唱的": unknown words of two characters or more, then a person's
  /// name of a surname and two given characters where a singer may end, are a title and its
  /// singer. The start of the name, or nil.
  func trailingPerson(_ run: Range<Int>) -> Int? {
    guard run.count >= 5, run.allSatisfy({ ChineseText.isHan(text.folded[$0]) }) else { return nil }
    for surnameLength in [1, 2] {
      let p = run.upperBound - 2 - surnameLength
      guard p - run.lowerBound >= 2, !Self.notGivenName.contains(text.folded[p - 1]), personName(at: p, limit: end) == run.upperBound
      else { continue }
      if knownName(at: run.lowerBound, limit: end).map({ $0.end > p }) == true { continue }
      return p
    }
    return nil
  }

  /// Whether a singer's name may end at `e`: the object ends, or 的 / 唱的 / a type, sort,
  /// piece, genre or decade word / a known name comes next.
  func followsPerson(at e: Int, limit: Int) -> Bool {
    if e >= limit || text.folded[e] == " " { return true }
    // "张学友和王菲的歌": another singer joined by 和/与/跟.
    if Self.singerJoinScalars.contains(text.folded[e]), e + 1 < limit, knownName(at: e + 1, limit: limit) != nil || personName(at: e + 1, limit: limit) != nil {
      return true
    }
    if decadeMatch(at: e, limit: limit) != nil || knownName(at: e, limit: limit) != nil { return true }
    guard let next = Self.objectLexicon.match(text, at: e, limit: limit) else { return false }
    switch next.entry.value {
    case .particle, .type, .sort, .piece, .genre, .link: return true
    default: return false
    }
  }

  static let singerJoinScalars: ScalarSet = ["和", "与", "跟", "同"]

  /// Whether a name starts with a common word that only begins like a person's name ("白天",
  /// "周末", "马路上"): before 的 and a type word it is what the songs are about, not who sings.
  func startsLookalike(_ range: Range<Int>) -> Bool {
    Self.surnameLookalikes.match(text, at: range.lowerBound, limit: range.upperBound) != nil
  }

  /// Whether a name is or starts with a pronoun or an owner ("我", "我们的", "我喜欢"): never a singer.
  func isOwnerOrPronoun(_ range: Range<Int>) -> Bool {
    var i = range.lowerBound
    while i < range.upperBound, text.folded[i] == " " { i += 1 }
    return Self.ownersAndPronouns.match(text, at: i, limit: range.upperBound) != nil
  }

  /// Whether "X的Y" may be split into artist X and name Y: X is a name the catalog or the
  /// vocabulary knows as a person, has a person's shape, or is a Latin name (an English name
  /// said inside Chinese). A title, an owner or words that only describe keep 的 inside Y's name.
  func maySplitOff(_ range: Range<Int>, kind: NameKind?, before owned: Range<Int>) -> Bool {
    if isOwnerOrPronoun(range) { return false }
    switch kind {
    case .artist?, .both?, .person?: return true
    case .vocabulary(_, let type, _)?: return type == .artist || type == .unknown
    case .title?, .quoted?: return false
    case nil: break
    }
    if personName(at: range.lowerBound, limit: end) == range.upperBound { return true }
    // "G.E.M.邓紫棋的光年之外": a Latin stage name before a person's name is one singer.
    if let k = range.first(where: { ChineseText.isHan(text.folded[$0]) }), k > range.lowerBound,
      ChineseText.isLatin(text.folded[range.lowerBound]),
      personName(at: k, limit: end) == range.upperBound
    {
      return true
    }
    if longRunsJoinedByDe(range, owned) || endsInGroupWord(range) { return true }
    return range.contains { ChineseText.isLatin(text.folded[$0]) } && !range.contains { ChineseText.isHan(text.folded[$0]) }
  }

  /// "小虎队的青苹果乐园", "筷子兄弟的小苹果": three Han characters or more ending in a word for
  /// a band (`ChineseLexicon.groupEndings`) name a group.
  func endsInGroupWord(_ range: Range<Int>) -> Bool {
    guard range.count >= 3, range.allSatisfy({ ChineseText.isHan(text.folded[$0]) }) else { return false }
    return ChineseLexicon.groupEndings.contains { g in
      let n = g.unicodeScalars.count
      return range.count > n && text.has(g, at: range.upperBound - n, limit: range.upperBound)
    }
  }

  /// "凤凰传奇的月亮之上", "逃跑计划的夜空中最亮的星": an unknown run of four Han characters or
  /// more, then 的, then a name of three or more, is a group's name and a title. A title that
  /// holds 的 is short on one side of it (春天的故事, 月亮代表我的心, 白天不懂夜的黑,
  /// 世界上最遥远的距离, 冬天里的一把火), and one starting with a pronoun stays whole.
  func longRunsJoinedByDe(_ owner: Range<Int>, _ owned: Range<Int>) -> Bool {
    let ownerHan = owner.filter { ChineseText.isHan(text.folded[$0]) }.count
    guard ownerHan == owner.count, ownerHan >= 4, owned.count >= 3 else { return false }
    // Descriptive words inside the owner ("最美的", "我们的") make it a phrase, not a name.
    return !owner.contains { k in Self.objectLexicon.match(text, at: k, limit: owner.upperBound).map { $0.end - k >= 2 } ?? false }
  }
}
