/// Descriptors that are no names. What songs are about, said before a type word: a theme word ("爱情歌曲", "毕业季的歌",
/// "励志类的音乐") or "关于X的" with anything as X ("关于下雨的歌"). Both go to `moodNames`
/// (SiriKit has no field for a theme; moods are its free words), never to a name or a singer.
/// A theme word followed by anything but a type word is part of a title ("爱情买卖").
extension ChineseWork {
  static let themeTable = ChinesePhraseTable(ChineseLexicon.themes.map { ($0, ()) })
  static let themeLinkTable = ChinesePhraseTable(ChineseLexicon.themeLinks.map { ($0, ()) })
  static let themeFirsts = ScalarSet(firstsOf: ChineseLexicon.themes + ["关于"])

  /// A theme or a station at `i` (`stationPhrase`), with where it ends.
  func descriptorPhrase(at i: Int) -> (pieces: [Piece], end: Int)? {
    if Self.themeFirsts.contains(text.folded[i]), let theme = themePhrase(at: i) { return theme }
    if text.folded[end - 1] == "台" || Self.frequencyFirsts.contains(text.folded[i]) || Self.numeralChars.contains(text.folded[i]) {
      return stationPhrase(at: i)
    }
    return nil
  }

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

/// Radio stations as drivers name them: a name of three to six characters ending in 台 that ends the request ("交通台",
/// "音乐台", "文艺台") or a frequency ("FM103.9", "调频97.4"): the station's name, and the type
/// radio station (set only when the app declares radio).
extension ChineseWork {
  static let frequencyLeads = ChinesePhraseTable(["fm", "调频", "am", "调幅"].map { ($0, ()) })
  static let frequencyFirsts: ScalarSet = ["f", "调", "a"]
  /// Units said after a frequency, with the band they name ("九十点三兆赫", "103.9FM").
  static let frequencyUnits = ChinesePhraseTable([
    ("兆赫兹", "FM"), ("兆赫", "FM"), ("mhz", "FM"), ("fm", "FM"), ("千赫兹", "AM"), ("千赫", "AM"), ("khz", "AM"), ("am", "AM"),
  ])

  /// A band said before a frequency ("fm", "调频", "am", "调幅") at `i`: where it ends and the
  /// band. "fm103.9": a Latin lead runs into the digits, so it is read by its letters.
  func frequencyLead(at i: Int) -> (end: Int, band: String)? {
    guard i < end else { return nil }
    let am = text.folded[i] == "a" || phrase("调幅", at: i)
    if let lead = Self.frequencyLeads.match(text, at: i, limit: end) { return (lead.end, am ? "AM" : "FM") }
    if i + 2 < end, ["f", "a"].contains(text.folded[i]), text.folded[i + 1] == "m", (0x30...0x39).contains(text.folded[i + 2].value) {
      return (i + 2, am ? "AM" : "FM")
    }
    return nil
  }

  /// A frequency with its band said before or after the number ("FM90.3", "调频九十点三",
  /// "九十点三兆赫"), in the band's range: the name Siri writes ("90.3 FM"), as the English
  /// reader names "ninety point three FM".
  func frequency(at i: Int) -> (end: Int, name: String)? {
    let lead = frequencyLead(at: i)
    var band = lead?.band
    var k = lead?.end ?? i
    while k < end, text.folded[k] == " " { k += 1 }
    guard let n = number(at: k, limit: end) else { return nil }
    var e = n.end
    var u = e
    while u < end, text.folded[u] == " " { u += 1 }
    if let unit = Self.frequencyUnits.match(text, at: u, limit: end), band == nil || band == unit.entry.value {
      band = unit.entry.value
      e = unit.end
    }
    guard let band, let name = RadioFrequencyNormaliser.stationName(n.value, band: band) else { return nil }
    return (e, name)
  }

  func stationPhrase(at i: Int) -> (pieces: [Piece], end: Int)? {
    if let f = frequency(at: i), knownName(at: i, limit: end).map({ $0.end <= f.end }) ?? true {
      return ([Piece(kind: .lex(.frequency(f.name)), range: i..<f.end), Piece(kind: .lex(.type(.radioStation)), range: f.end..<f.end)], f.end)
    }
    var e: Int?
    // A band and a number outside its range ("FM1039"): the station's name as said.
    if let lead = frequencyLead(at: i)?.end {
      var k = lead
      while k < end, text.folded[k] == " " { k += 1 }
      if let n = number(at: k, limit: end), n.value >= 50, n.value <= 1700 { e = n.end }
    } else if text.folded[end - 1] == "台", (3...6).contains(end - i), (i..<end - 1).allSatisfy({ ChineseText.isHan(text.folded[$0]) }),
      Self.objectLexicon.match(text, at: i, limit: end)?.end != end
    {
      e = end
    }
    guard let e, knownName(at: i, limit: end).map({ $0.end <= e }) ?? true else { return nil }
    return ([Piece(kind: .name(known: nil), range: i..<e), Piece(kind: .lex(.type(.radioStation)), range: e..<e)], e)
  }
}
