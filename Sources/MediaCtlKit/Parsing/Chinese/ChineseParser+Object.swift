/// The object of a request, cut into pieces: names (known from the catalog or vocabulary, in
/// title marks, or the words left between), type words, sort words, decades, genres, moods,
/// quantifiers, "this", and the particle 的. `ChineseParser+Names.swift` gives them roles.
///
/// Chinese has no spaces: at each position the longest of a known name and a lexicon word
/// wins, so a catalog title that holds a type word (歌曲串烧) stays whole, and a name the
/// catalog does not know runs until the next lexicon word or particle.
extension ChineseWork {
  /// What a lexicon word in an object is.
  enum Lex {
    case type(MediaItemType)
    case piece
    /// "现场版", "DJ版", "伴奏": which recording (not a SiriKit field).
    case version
    case sort(MediaSortOrder)
    case genre(String)
    case mood(String)
    case link
    case language
    /// "今年", "上个月": when (not a SiriKit field).
    case time
    /// "本地", "收藏的": where the songs are kept (not a SiriKit field).
    case source
    case quantity(plural: Bool)
    case this(MediaItemType)
    case particle
    case filler
    /// "我的", "我们的": whose it is (not a SiriKit field).
    case owner
    /// "调频九十点三", "97.4兆赫": a station by its frequency, named as Siri writes it ("90.3 FM").
    case frequency(String)
  }

  /// One piece of an object.
  struct Piece {
    enum Kind {
      /// A name; `known` says why it is whole (nil: the words left between other pieces).
      case name(known: NameKind?)
      case lex(Lex)
      case date(DateComponentsRange)
    }
    var kind: Kind
    var range: Range<Int>

    var isName: Bool { if case .name = kind { true } else { false } }
    var lex: Lex? { if case .lex(let l) = kind { l } else { nil } }
  }

  enum NameKind: Equatable {
    case title, artist, quoted
    /// Not in the catalog, but shaped like a person's name (a common surname and a given name).
    case person
    /// Both a catalog title and an artist (a show named after its host, a self-titled album).
    case both
    case vocabulary(identifier: String, type: MediaItemType, source: String)
  }

  static let objectLexicon: ChinesePhraseTable<Lex> = {
    var entries: [(String, Lex)] = []
    entries += ChineseLexicon.mediaTypeWords.map { ($0.phrase, .type($0.type)) }
    entries += ChineseLexicon.pieceWords.map { ($0, .piece) }
    entries += ChineseLexicon.sortWords.map { ($0.phrase, .sort($0.order)) }
    entries += ChineseLexicon.genres.map { ($0.phrase, .genre($0.genre)) }
    entries += ChineseLexicon.moods.map { ($0, .mood($0)) }
    entries += ChineseLexicon.instruments.map { ($0.phrase, .genre($0.genre)) }
    entries += ChineseLexicon.sceneActivities.map { ($0, .mood($0)) }
    entries += ChineseLexicon.versionWords.map { ($0, .version) }
    entries += ChineseLexicon.descriptorLinks.map { ($0, .link) }
    entries += ChineseLexicon.languageWords.map { ($0, .language) }
    entries += ChineseLexicon.timeWords.map { ($0, .time) }
    entries += ChineseLexicon.sourceWords.map { ($0, .source) }
    entries += ChineseLexicon.quantifiers.map { ($0.phrase, .quantity(plural: $0.plural)) }
    entries += ChineseLexicon.thisWords.map { ($0.phrase, .this($0.type)) }
    // "王菲唱的红豆": sung by is whose it is.
    entries += ["的", "中的", "里的", "里面的", "当中的", "之", "唱的", "演唱的", "翻唱的", "唱过的", "演唱过的", "翻唱过的"].map { ($0, .particle) }
    entries += ["给我", "一下", "吧", "呢", "啊", "了", "some", "一些些", "随便", "任意", "什么", "都行", "都可以", "有什么", "有没有", "有啥", "有哪些", "哪些"].map { ($0, .filler) }
    entries += ChineseLexicon.moodLeads.filter { $0 != "在" }.map { ($0, .filler) }
    entries += ChineseLexicon.ownerWords.map { ($0, .owner) }
    // "一首歌叫做晴天", "专辑名叫叶惠美": the name follows.
    entries += ["叫做", "叫作", "名叫", "名为", "名字叫", "名字是"].map { ($0, .link) }
    return ChinesePhraseTable(entries)
  }()

  /// Single characters that are lexicon words only at a piece boundary ("歌" in 周杰伦的歌, not in 歌声).
  static let boundaryOnly: ScalarSet = ["歌", "燃", "嗨", "躁", "之", "点", "些", "个", "首", "张", "本", "了", "啊", "呢", "吧", "新", "时", "箫", "段"]

  // MARK: Pieces

  /// The object's pieces, in order.
  func pieces() -> [Piece] {
    var out: [Piece] = []
    var nameStart: Int?
    func flush(_ i: Int) {
      if let s = nameStart {
        var e = i
        while e > s, text.folded[e - 1] == " " { e -= 1 }
        if e > s, let order = chartOrder(s..<e) {
          out.append(Piece(kind: .lex(.sort(order)), range: s..<e))
        } else if e > s, let p = trailingPerson(s..<e) {
          out.append(Piece(kind: .name(known: nil), range: s..<p))
          out.append(Piece(kind: .name(known: .person), range: p..<e))
        } else if e > s {
          out.append(Piece(kind: .name(known: nil), range: s..<e))
        }
      }
      nameStart = nil
    }
    var i = start
    while i < end {
      if used[i] || text.folded[i] == " " && nameStart == nil { i += 1; continue }
      if let q = text.quoted.first(where: { $0.lowerBound == i }) {
        flush(i)
        out.append(Piece(kind: .name(known: .quoted), range: q.clamped(to: i..<end)))
        i = min(q.upperBound, end)
        continue
      }
      // "排行榜上的歌", "巅峰榜里的": what a chart holds.
      if nameStart == nil, case .lex(.sort)? = out.last?.kind,
        let on = ["上的", "里的", "中的", "上面的", "里面的"].first(where: { phrase($0, at: i) })
      {
        out.append(Piece(kind: .lex(.particle), range: i..<i + on.count))
        i += on.count
        continue
      }
      // "QQ音乐排行榜上的歌", "酷狗的热歌榜": an app before a chart owns the chart (as "酷狗飙升榜").
      if nameStart == nil, opensObject(out.last), let app = appOwningChart(at: i) {
        out.append(Piece(kind: .lex(.source), range: i..<app))
        i = app
        continue
      }
      // "由周杰伦演唱的晴天", "来自Adele的歌": who sings it follows.
      if nameStart == nil, text.folded[i] == "由" || text.folded[i] == "来",
        let lead = ChineseLexicon.agentLeads.first(where: { phrase($0, at: i) }), startsSinger(at: i + lead.count)
      {
        out.append(Piece(kind: .lex(.filler), range: i..<i + lead.count))
        i += lead.count
        continue
      }
      // "那些年少的梦", "这个冬天不太冷": a demonstrative opening unknown words opens a title;
      // before a type word or a known name it only points ("那些歌", "那个晴天").
      if nameStart == nil, text.folded[i] == "那" || text.folded[i] == "这", let d = Self.demonstratives.match(text, at: i, limit: end) {
        let afterParticle = if case .particle? = out.last?.lex { true } else { false }
        if !ChineseLexicon.pointingDemonstratives.contains(d.entry.phrase), !afterParticle, opensTitle(at: d.end) {
          nameStart = i
          i = d.end
          continue
        }
        if Self.objectLexicon.match(text, at: i, limit: end) == nil {
          out.append(Piece(kind: .lex(text.folded[d.end - 1] == "些" ? .quantity(plural: true) : .filler), range: i..<d.end))
          i = d.end
          continue
        }
      }
      // "周杰伦和方文山的歌": a join between two singers, for `joinedSingers`.
      if nameStart == nil, Self.singerJoinScalars.contains(text.folded[i]), let last = out.last, isSinger(last),
        last.range.upperBound == i, i + 1 < end,
        knownName(at: i + 1, limit: end) != nil || personName(at: i + 1, limit: end) != nil
      {
        out.append(Piece(kind: .name(known: nil), range: i..<i + 1))
        i += 1
        continue
      }
      // "叫晴天的歌", "一首叫晴天的": 叫 opening the object, or after a count, says a name follows.
      if nameStart == nil, text.folded[i] == "叫", i + 1 < end, opensObject(out.last), knownName(at: i, limit: end) == nil,
        Self.objectLexicon.match(text, at: i, limit: end) == nil, !["叫醒", "叫好", "叫卖", "叫喊"].contains(where: { phrase($0, at: i) })
      {
        out.append(Piece(kind: .lex(.link), range: i..<i + 1))
        i += 1
        continue
      }
      // "关于友情的歌", "毕业季的歌": what the songs are about (a mood); "交通台", "FM103.9": a station.
      if nameStart == nil, let theme = descriptorPhrase(at: i) {
        out += theme.pieces
        i = theme.end
        continue
      }
      if let top = topMatch(at: i) {
        flush(i)
        out.append(Piece(kind: .lex(.sort(.popular)), range: i..<top))
        out.append(Piece(kind: .lex(.quantity(plural: true)), range: top..<top))
        i = top
        continue
      }
      var known = knownName(at: i, limit: end)
      // A person's shape where nothing is pending: "张杰的歌" (张 is a measure word too).
      if nameStart == nil, let e = personName(at: i, limit: end), e > (known?.end ?? 0) { known = (e, .person) }
      if nameStart == nil, known == nil, opensObject(out.last), let e = personBeforeTitle(at: i, limit: end) { known = (e, .person) }
      let date = decadeMatch(at: i, limit: end)
      var lex = Self.objectLexicon.match(text, at: i, limit: end)
      if let l = lex, l.end - i == 1, Self.boundaryOnly.contains(text.folded[i]), !atBoundary(l.end, pending: nameStart != nil, char: text.folded[i]) {
        lex = nil
      }
      if case .quantity = lex?.entry.value, nameStart != nil { lex = nil }
      // "来点Jazz", "播放一些Hip Hop": an English genre said whole inside Chinese is a genre,
      // even where the catalog has an item of that name.
      var latinGenre = false
      if nameStart == nil, ChineseText.isLatin(text.folded[i]), let g = Self.latinGenres.match(text, at: i, limit: end), g.end >= lex?.end ?? 0,
        g.end == end || !ChineseText.isLatin(text.folded[g.end]) && !(text.folded[g.end] == " " && g.end + 1 < end && ChineseText.isLatin(text.folded[g.end + 1]))
      {
        lex = g
        latinGenre = true
      }
      // "小情歌", "甜情歌": a genre or mood word with one unknown character before it ends a title.
      if let l = lex, let s = nameStart, i - s == 1, ChineseText.isHan(text.folded[s]), isDescriptor(l.entry.value), (known?.end ?? 0) <= l.end {
        i = l.end
        continue
      }
      // "想你的夜": an owner word inside a name that has begun is part of it.
      if case .owner = lex?.entry.value, nameStart != nil { lex = nil }
      if case .this = lex?.entry.value, nameStart != nil, let l = lex, l.end - i <= 2 { lex = nil }
      // Longest wins; a known name wins ties, unless a mood or genre word is followed by 的.
      let knownEnd = known?.end ?? 0
      let lexEnd = lex?.end ?? 0
      let dateEnd = date?.end ?? 0
      if dateEnd > 0, dateEnd > knownEnd || dateEnd == knownEnd && (phrase("的", at: dateEnd) || phrase("年", at: i + 4)), dateEnd >= lexEnd, let date {
        // "周杰伦在2005年的歌", "于1999年发行的专辑": 在/于 just before a date is its preposition,
        // not the end of a name (nor a singer surnamed 于).
        if let s = nameStart, i - 1 >= s, text.folded[i - 1] == "在" || text.folded[i - 1] == "于" {
          flush(i - 1)
          out.append(Piece(kind: .lex(.particle), range: i - 1..<i))
        } else {
          flush(i)
        }
        out.append(Piece(kind: .date(date.range), range: i..<date.end))
        i = date.end
        continue
      }
      if let known, knownEnd > lexEnd || knownEnd == lexEnd && !latinGenre && !descriptorTie(lex?.entry.value, at: knownEnd) {
        // A known name directly after unknown words ("…的晴天") starts a name of its own.
        flush(i)
        out.append(Piece(kind: .name(known: known.kind), range: i..<known.end))
        i = known.end
        continue
      }
      if let lex {
        flush(i)
        appendLex(lex.entry.value, i..<lex.end, to: &out)
        i = lex.end
        continue
      }
      if nameStart == nil { nameStart = i }
      i += 1
    }
    flush(end)
    return out
  }

  static let demonstratives = ChinesePhraseTable(ChineseLexicon.demonstratives.map { ($0, ()) })
  /// English genre names, read in Chinese text only as a whole Latin run.
  static let latinGenres = ChinesePhraseTable<Lex>(EnglishLexicon.genres.map { ($0, .genre($0)) })

  /// Whether unknown words start at `e`: no lexicon word, known name, person or decade.
  func opensTitle(at e: Int) -> Bool {
    guard e < end, ChineseText.isHan(text.folded[e]), !text.quoted.contains(where: { $0.lowerBound == e }) else { return false }
    if Self.objectLexicon.match(text, at: e, limit: end) != nil { return false }
    return knownName(at: e, limit: end) == nil && personName(at: e, limit: end) == nil && decadeMatch(at: e, limit: end) == nil
  }

  /// Whether a sort word of the object lexicon starts at `i` ("最新", "热门").
  func startsSortWord(at i: Int) -> Bool {
    if case .sort? = Self.objectLexicon.match(text, at: i, limit: end)?.entry.value { return true }
    return false
  }

  /// Whether a piece leaves the object still to be named (nothing yet, a count, a type word).
  func opensObject(_ last: Piece?) -> Bool {
    guard let last else { return true }
    switch last.lex {
    case .quantity?, .type?, .filler?: return true
    default: return false
    }
  }

  func isDescriptor(_ lex: Lex) -> Bool {
    switch lex {
    case .genre, .mood: return true
    default: return false
    }
  }

  /// Whether a singer's name starts at `i`: one the catalog knows, a person's shape, or Latin.
  func startsSinger(at i: Int) -> Bool {
    guard i < end else { return false }
    return knownName(at: i, limit: end) != nil || personName(at: i, limit: end) != nil || ChineseText.isLatin(text.folded[i])
  }

  /// A chart the lexicon does not list ("巅峰榜", "华语金曲榜"): unknown words ending in 榜
  /// ask for what is popular (newest for a new-songs chart, trending for a rising one).
  func chartOrder(_ range: Range<Int>) -> MediaSortOrder? {
    guard range.count >= 2, range.count <= 8, text.folded[range.upperBound - 1] == "榜" else { return nil }
    if text.span(range, contains: "新") { return .newest }
    let key = text.key(range)
    if key.contains("飙升") || key.contains("抖音") || key.contains("网络") { return .trending }
    return .popular
  }

  /// The end of an app name (with 的) at `i` when a sort word follows it: the chart's owner.
  func appOwningChart(at i: Int) -> Int? {
    // "抖音最火的歌": a platform said as a sort word is that sort word.
    guard let app = knownApp(at: i), Self.objectLexicon.match(text, at: i, limit: end) == nil else { return nil }
    let e = phrase("的", at: app.end) ? app.end + 1 : app.end
    return startsSortWord(at: e) ? e : nil
  }

  /// "前20首", "前十名", "top 10": the most popular few (many items).
  func topMatch(at i: Int) -> Int? {
    guard i < end, text.folded[i] == "前" || text.folded[i] == "t", phrase("前", at: i) || phrase("top", at: i) else { return nil }
    var k = i + (phrase("前", at: i) ? 1 : 3)
    while k < end, text.folded[k] == " " { k += 1 }
    guard let n = number(at: k, limit: end), n.value >= 2, n.value <= 200 else { return nil }
    k = n.end
    for unit in ["首", "名", "个", "张", "位"] where phrase(unit, at: k) { k += 1; break }
    return k
  }

  /// Whether a single-character word at `i` ends a piece: the object ends, or 的 or another
  /// lexicon word follows (or, for measure words, nothing is pending before them).
  func atBoundary(_ e: Int, pending: Bool, char: Unicode.Scalar) -> Bool {
    if ["点", "些", "个", "首", "张", "本", "段"].contains(char) { return !pending }
    if e >= end { return true }
    // "一首歌叫忘情水": 叫 after a song word says its name follows.
    if text.folded[e] == " " || text.folded[e] == "叫" { return true }
    return Self.objectLexicon.match(text, at: e, limit: end) != nil || decadeMatch(at: e, limit: end) != nil
  }

  func descriptorTie(_ lex: Lex?, at e: Int) -> Bool {
    guard let lex else { return false }
    switch lex {
    case .mood, .genre:
      return phrase("的", at: e) || phrase("一点", at: e) || phrase("点的", at: e)
        || Self.objectLexicon.match(text, at: e, limit: end).map { if case .type = $0.entry.value { true } else { false } } ?? false
    default: return false
    }
  }
}
