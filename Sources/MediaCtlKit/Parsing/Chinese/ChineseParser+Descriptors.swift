/// Descriptors that are no names. What songs are about, said before a type word: a theme word ("爱情歌曲", "毕业季的歌",
/// "励志类的音乐") or "关于X的" with anything as X ("关于下雨的歌"). Both go to `moodNames`
/// (SiriKit has no field for a theme; moods are its free words), never to a name or a singer.
/// A theme word followed by anything but a type word is part of a title ("爱情买卖").
extension ChineseWork {
  static let themeTable = ChinesePhraseTable(ChineseLexicon.themes.map { ($0, ()) })
  static let themeLinkTable = ChinesePhraseTable(ChineseLexicon.themeLinks.map { ($0, ()) })
  static let themeFirsts = ScalarSet(firstsOf: ChineseLexicon.themes + ["关于"])

  /// The pieces of a theme at `i` and where they end, or nil when no theme is said there.
  func themePhrase(at i: Int) -> (pieces: [Piece], end: Int)? {
    if phrase("关于", at: i) { return aboutPhrase(at: i) }
    guard let m = Self.themeTable.match(text, at: i, limit: end) else { return nil }
    // A name the app knows that runs further wins ("青春修炼手册" if the catalog has it).
    if let known = knownName(at: i, limit: end), known.end > m.end { return nil }
    guard beforeTypeWord(m.end) else { return nil }
    let word = spoken(i..<m.end)
    return ([Piece(kind: .lex(.mood(word)), range: i..<m.end)], m.end)
  }

  /// "关于X的" + a type word (or nothing): 关于 carries nothing, X is the theme.
  func aboutPhrase(at i: Int) -> (pieces: [Piece], end: Int)? {
    let s = i + 2
    var k = s
    while k < end, text.folded[k] != "的" { k += 1 }
    guard k > s, k < end, k - s <= 8, k + 1 == end || beforeTypeWord(k) else { return nil }
    // "关于周杰伦的歌": a singer the app knows is who, not what about.
    if let known = knownName(at: s, limit: k), known.end == k { return ([Piece(kind: .lex(.filler), range: i..<s)], s) }
    return ([Piece(kind: .lex(.filler), range: i..<s), Piece(kind: .lex(.mood(spoken(s..<k))), range: s..<k)], k)
  }

  /// Whether a type word follows at `e`, alone or after a theme link ("的", "类的", "主题的").
  func beforeTypeWord(_ e: Int) -> Bool {
    var k = e
    if let link = Self.themeLinkTable.match(text, at: k, limit: end) {
      if case .type? = Self.objectLexicon.match(text, at: k, limit: end)?.entry.value { return true }
      k = link.end
    }
    guard k < end, let next = Self.objectLexicon.match(text, at: k, limit: end) else { return false }
    if case .type(let type) = next.entry.value { return type != .artist }
    return false
  }
}

/// Charts with an owner said before them ("酷狗飙升榜", "华语新歌榜", "欧美热歌榜"): the platform,
/// region or language that owns a chart is part of the chart, which asks for a sort order, not
/// a singer or a title.
extension ChineseWork {
  /// Appends a lexicon piece; a chart word takes the unknown words right before it into itself.
  func appendLex(_ lex: Lex, _ range: Range<Int>, to out: inout [Piece]) {
    if case .sort = lex, text.span(range, contains: "榜"),
      let last = out.last, case .name(known: nil) = last.kind, last.range.upperBound == range.lowerBound, last.range.count <= 12
    {
      out[out.count - 1] = Piece(kind: .lex(lex), range: last.range.lowerBound..<range.upperBound)
      return
    }
    out.append(Piece(kind: .lex(lex), range: range))
  }
}
