/// The app a request names ("在 ControlAudio 中…", "用QQ音乐放…", "酷狗里的…", "… on Spotify")
/// and the place it is said for ("在客厅播放…"): both are read before the object.
extension ChineseWork {
  /// Words before an app name ("在", "用", "打开" …), longest first.
  static let appLeads: [String] = ["在", "用", "使用", "通过", "打开", "去", "到", "从", "让", "叫", "告诉", "请用", "就用", "上", "借助", "利用"].sorted { $0.count > $1.count }
  static let appLeadFirsts = ScalarSet(firstsOf: appLeads)
  /// "…在ControlAudio里", "… on Spotify": the words before an app said last, with their first
  /// scalar and length (compared before the phrase is).
  static let trailingAppLeads: [(String, Unicode.Scalar, Int)] = ["在", "用", "从", "到", "通过", "使用", "on", "in", "from", "using", "with"]
    .compactMap { lead in lead.unicodeScalars.first.map { (lead, $0, lead.unicodeScalars.count) } }
  static let trailingAppLeadFirsts = ScalarSet(trailingAppLeads.map(\.1))
  static let wishes: [String] = ["我想要", "我想", "我要", "想要", "想", "要", "让我", "我们"]
  static let wishFirsts = ScalarSet(firstsOf: wishes)

  /// "在 ControlAudio 中播放…", "用QQ音乐放…", "打开Spotify并播放…", "告诉ControlAudio我喜欢…",
  /// "ControlAudio，播放…", and at the end "…在ControlAudio里". An app Siri does not know is
  /// still read from the frame "在 X 上/中/里 <verb>" (the app name is what Siri routes by, §9).
  mutating func findAppName() {
    guard start < end else { return }
    // "我想在QQ音乐上听…", "我要用酷狗放…": a wish before the app frame goes with it.
    for wish in Self.wishes where Self.wishFirsts.contains(text.folded[start]) && phrase(wish, at: start) {
      let saved = start
      start += wish.count
      let before = appName
      findAppName()
      if appName != before {
        use(saved..<saved + wish.count, "filler")
        return
      }
      start = saved
      break
    }
    for lead in Self.appLeads where Self.appLeadFirsts.contains(text.folded[start]) && phrase(lead, at: start) {
      let j = start + lead.count
      guard j < end else { continue }
      if let (appEnd, name) = appPhrase(at: j, lead: lead) {
        var k = appEnd
        if let l = ChineseParser.appLocators.match(text, at: k, limit: end) { k = l.end }
        while k < end, text.folded[k] == " " { k += 1 }
        for link in ["并且", "并", "然后", "再", "来", "去", "说", "我说", "帮我", "给我", "那个", "，"] where phrase(link, at: k) {
          k += link.count
          break
        }
        guard k < end || lead == "打开" || lead == "用" || lead == "使用" else { continue }
        setApp(name, range: start..<k)
        start = k
        trim()
        return
      }
    }
    // "ControlAudio，播放…", "QQ音乐播放…", "酷狗里的晴天".
    if let m = knownApp(at: start), m.end < end {
      var k = m.end
      while k < end, text.folded[k] == " " { k += 1 }
      if let l = ChineseParser.appLocators.match(text, at: k, limit: end), l.end < end {
        var after = l.end
        for link in ["的", "播放", "放", "听"] where phrase(link, at: after) { after += link.count; break }
        let nameFollows = knownName(at: after, limit: end) != nil || personName(at: after, limit: end) != nil
        if after > l.end || nameFollows, after < end {
          setApp(m.name, range: start..<after)
          start = after
          trim()
          return
        }
      }
      if ChineseParser.playVerbs.match(text, at: k, limit: end) != nil || ChineseParser.searchVerbs.match(text, at: k, limit: end) != nil
        || text.original[m.end..<k].contains(" ")
      {
        setApp(m.name, range: start..<k)
        start = k
        return
      }
    }
    // "…在ControlAudio里", "…用QQ音乐", "… on Spotify" (English left in the Chinese). One pass
    // finds which leads' first scalars are said at all; only those leads are looked for.
    var said: UInt32 = 0
    var p = start + 1
    while p <= end - 2 {
      if Self.trailingAppLeadFirsts.contains(text.folded[p]) {
        for (n, lead) in Self.trailingAppLeads.enumerated() where lead.1 == text.folded[p] { said |= 1 << UInt32(n) }
      }
      p += 1
    }
    for (n, (lead, leadFirst, leadCount)) in Self.trailingAppLeads.enumerated() where said & 1 << UInt32(n) != 0 {
      var i = end - 2
      while i > start {
        defer { i -= 1 }
        guard text.folded[i] == leadFirst, phrase(lead, at: i) else { continue }
        var appStart = i + leadCount
        while appStart < end, text.folded[appStart] == " " { appStart += 1 }
        if let m = knownApp(at: appStart) {
          var k = m.end
          if let l = ChineseParser.appLocators.match(text, at: k, limit: end) { k = l.end }
          for tail in ["播放", "放", "听"] where phrase(tail, at: k) { k += tail.count }
          if k == end {
            setApp(m.name, range: i..<end)
            end = i
            trim()
            return
          }
        }
      }
    }
  }

  /// The app named at `i`: a known one, or (after 在/用/打开) the words up to a locator and a verb.
  func appPhrase(at i: Int, lead: String) -> (end: Int, name: String)? {
    if let m = knownApp(at: i) { return (m.end, m.name) }
    // Unknown app: "在Deezer上播放", "使用Groove Shark播放", "打开X并播放".
    var k = i + 1
    while k < end, k - i <= 20 {
      let c = text.folded[k]
      if c == "的" || c == "把" || c == "将" { return nil }
      var after = k
      if let l = ChineseParser.appLocators.match(text, at: k, limit: end) {
        after = l.end
      } else if lead != "用" && lead != "使用" && lead != "打开" && lead != "通过" {
        k += 1
        continue
      }
      while after < end, text.folded[after] == " " { after += 1 }
      for link in ["并且", "并", "然后", "再"] where phrase(link, at: after) { after += link.count; break }
      if ChineseParser.playVerbs.match(text, at: after, limit: end) != nil || ChineseParser.searchVerbs.match(text, at: after, limit: end) != nil
        || ChineseParser.likes.match(text, at: after, limit: end) != nil
      {
        let name = spoken(i..<k)
        if looksLikeAppName(i..<k, name) { return (k, name) }
        return nil
      }
      k += 1
    }
    return nil
  }

  /// An unknown app must not be a place, a time, or a name from the catalog.
  func looksLikeAppName(_ range: Range<Int>, _ name: String) -> Bool {
    guard !name.isEmpty, range.count <= 20 else { return false }
    if ChineseParser.places.match(text, at: range.lowerBound, limit: range.upperBound) != nil { return false }
    if context.isKnownTitle(name) || context.isKnownArtist(name) { return false }
    let key = text.key(range)
    for word in ["时候", "睡前", "早上", "晚上", "路上", "家", "车", "这里", "那里", "现在"] where text.contains(word, in: range) { return false }
    // Latin names, or Chinese ones that say what they are ("…音乐", "…FM", "…听书"); the word
    // alone is no app ("打开音乐播放器" opens music).
    if speedMatch(at: range.lowerBound) != nil || key.contains("倍") { return false }
    if range.contains(where: { ChineseText.isNonHanLetter(text.folded[$0]) && ChineseText.isLatin(text.folded[$0]) }) { return true }
    return ["音乐", "fm", "听书", "播客", "电台", "云", "app", "应用"].contains { key.hasSuffix($0) && key.count > $0.count }
  }

  /// A known app at `i`: this app's names first, then the well-known ones.
  func knownApp(at i: Int) -> (end: Int, name: String)? {
    var best: (Int, String)?
    for chars in appNameChars {
      if let e = ChinesePhraseTable<Void>.end(of: chars, in: text, at: i, limit: end), e > (best?.0 ?? 0) {
        best = (e, context.app.name)
      }
    }
    if best == nil, let m = ChineseParser.knownApps.match(text, at: i, limit: end) {
      best = (m.end, spoken(i..<m.end))
    }
    return best
  }

  mutating func setApp(_ name: String, range: Range<Int>) {
    appName = name
    use(range, "app", field: "appName", value: name)
  }

  /// "在客厅播放…", "在车上放…": where to play, set aside (Siri picks the speaker).
  mutating func stripPlace() {
    stripOccasion()
    for lead in ["在", "去", "到", "用"] where phrase(lead, at: start) {
      if let m = ChineseParser.places.match(text, at: start + lead.count, limit: end), m.end < end {
        var k = m.end
        // "在卧室的音箱上": a device after the room, then where on it.
        for tail in ["的音箱", "的音响", "的电视", "的homepod"] where phrase(tail, at: k) { k += tail.unicodeScalars.count; break }
        for tail in ["里面", "里", "上", "中"] where phrase(tail, at: k) { k += tail.count; break }
        use(start..<k, "place", field: "-", value: "where to play (not a SiriKit field)")
        start = k
        trim()
        return
      }
    }
  }

  /// "路上听点歌", "开车的时候来点音乐", "导航的时候放首歌": when or where the driver is, said
  /// before a play verb or a command, is set aside (not a SiriKit field). A clause ending in
  /// 的时候/时候 counts only when a play verb or a filler follows it, and a name the catalog
  /// knows is never cut.
  mutating func stripOccasion() {
    guard start < end else { return }
    if let k = talkBeforeRequest() {
      use(start..<k, "rule:talk", field: "-", value: "talk before the request (not a SiriKit field)")
      start = k
      trim()
      return
    }
    // A listed occasion ("开车"), else a clause ending in 时候/路上 within ten characters.
    var ends: [Int] = []
    if let m = ChineseWork.occasions.match(text, at: start, limit: end) { ends.append(m.end) }
    var i = start + 1
    while i < min(end, start + 10) {
      // "开车的时候…", "去公司的路上…": a clause of when or where, then the request.
      if text.folded[i] == "时" && phrase("时候", at: i) || text.folded[i] == "路" && phrase("路上", at: i) {
        ends.append(i + 2)
        break
      }
      i += 1
    }
    for k in ends {
      guard k < end, knownName(at: start, limit: end).map({ $0.end <= k }) ?? true else { continue }
      var e = k
      while e < end, text.folded[e] == " " || text.folded[e] == "，" { e += 1 }
      guard ChineseParser.playVerbs.match(text, at: e, limit: end) != nil || ChineseParser.fillersStart.match(text, at: e, limit: end) != nil
        || ChineseParser.resumeVerbs.match(text, at: e, limit: end) != nil
      else { continue }
      use(start..<e, "place", field: "-", value: "when or where (not a SiriKit field)")
      start = e
      trim()
      return
    }
  }

  static let negations: ScalarSet = ["不", "没", "别", "甭"]
  static let occasions = ChinesePhraseTable(ChineseLexicon.occasions.map { ($0, ()) })

  /// "我有点困放点歌", "今天好累啊来点轻松的", "好的，放一首稻香", "谢谢你，下一首": talk (see
  /// `statement` and `isAcknowledgements`), then a play verb, a filler or a command: where the
  /// request begins.
  func talkBeforeRequest() -> Int? {
    // A request that opens with its verb ("我想听…", "我要听…") has no talk before it.
    guard ChineseParser.playVerbs.match(text, at: start, limit: end) == nil else { return nil }
    guard Self.subjectPronouns.match(text, at: start, limit: end) != nil || Self.predicateAdverbs.match(text, at: start, limit: end) != nil
      || Self.acknowledgements.match(text, at: start, limit: end) != nil
    else {
      return nil
    }
    var k = start + 1
    while k < min(end, start + 9) {
      defer { k += 1 }
      // What follows must begin a request: a play verb with words after it (not 好听 or 难听,
      // how it sounds), a filler ("那就"), or a command ("谢谢，下一首").
      var begins = ChineseParser.fillersStart.match(text, at: k, limit: end) != nil || Self.commandWords.match(text, at: k, limit: end) != nil
      if !begins, let v = ChineseParser.playVerbs.match(text, at: k, limit: end), !(text.folded[k] == "听" && ["好", "难"].contains(text.folded[k - 1])) {
        begins = (v.end..<end).contains { !Self.talkParticles.contains(text.folded[$0]) && text.folded[$0] != " " }
      }
      guard begins else { continue }
      // A refusal ("不要", "不用", "没有") before a verb negates it ("不要再放这首了"): never talk.
      if Self.negations.contains(text.folded[start]) { return nil }
      var e = k
      var perfective = false
      while e > start + 1, Self.talkParticles.contains(text.folded[e - 1]) || text.folded[e - 1] == " " {
        perfective = perfective || text.folded[e - 1] == "了"
        e -= 1
      }
      if isAcknowledgements(text, start..<e) { return k }
      let p = Self.subjectPronouns.match(text, at: start, limit: e)?.end ?? start
      if p < e, statement(text, after: p, upTo: e, subject: p > start, asks: false, perfective: perfective, addressed: false) == .conversation { return k }
    }
    return nil
  }
}
