/// Chinese text that is talk, not a media request: a request with no verb is a play request
/// only when it is shaped like a name (a name the app knows, a person's name, "X的歌", a
/// descriptor, a title-like phrase). Shapes of talk get the not-media frame instead, read from
/// the tables in `Lexicon/ChineseLexicon+Conversation.swift`:
///
/// | shape | examples | domain |
/// |---|---|---|
/// | greetings, thanks, yes and no, one after another | 你好, 好的谢谢, 不用了, 算了吧 | conversation |
/// | a pronoun, adverbs, a state or quality | 我饿了, 你真棒, 我好无聊, 我有点冷 | conversation |
/// | adverbs or a topic, then a state, no pronoun | 今天好累啊, 心情不好 | conversation |
/// | a pronoun, a feeling, a pronoun | 我爱你, 我讨厌你 | conversation |
/// | the assistant's taste asked | 你喜欢周杰伦吗, 你最喜欢哪首歌 | conversation |
/// | what the assistant can do, asked with 什么/哪/几 | 你会唱什么歌 | conversation |
/// | a pronoun, a verb of wanting, an everyday action | 我要吃饭, 我想去厕所, 我想睡觉 | other |
/// | a question (什么/怎么/谁/几/哪/多少, 吗 at the end) with no media word | 你叫什么名字, 明天放假吗 | conversation (to 你/您), else question |
/// | a pronoun and a short predicate ending in 了 | 我回来了, 我想你了 | conversation |
/// | one character, an ASR fragment | 嗯, 那, 的 | conversation |
///
/// A name the app knows said whole (or one of three characters or more, or a singer) keeps
/// a request media ("我愿意", "好久不见"), and so does a word of listening or a media word
/// ("你会唱晴天吗", "你能放首歌吗"). Asked after commands and the not-media words, before the
/// intents: most requests are left at the first test (a play verb, a name).
extension ChineseWork {
  static let acknowledgements = ChinesePhraseTable(ChineseLexicon.acknowledgements.map { ($0, ()) })
  static let interjections = ChinesePhraseTable(ChineseLexicon.interjections.map { ($0, ()) })
  static let wakeWords = ChinesePhraseTable(ChineseLexicon.wakeWords.map { ($0, ()) })
  static let subjectPronouns = ChinesePhraseTable(ChineseLexicon.subjectPronouns.map { ($0, ()) })
  static let predicateAdverbs = ChinesePhraseTable(ChineseLexicon.predicateAdverbs.map { ($0, ()) })
  static let statePredicates = ChinesePhraseTable(ChineseLexicon.statePredicates.map { ($0, ()) })
  /// Actions that are going somewhere or driving there ("我要去机场", "我要加油").
  static let goingActions: Set<String> = ["去", "回", "回家", "上高速", "下高速", "加油", "充电"]
  static let abilityVerbs = ChinesePhraseTable(["会", "能", "可以", "都会", "还会", "还能"].map { ($0, ()) })
  static let whScalars: ScalarSet = ["什", "啥", "哪", "几"]
  static let surnameFirsts = ScalarSet(firstsOf: ChineseLexicon.surnames)
  static let feelingVerbs = ChinesePhraseTable(ChineseLexicon.feelingVerbs.map { ($0, ()) })
  static let stateTopics = ChinesePhraseTable(ChineseLexicon.stateTopics.map { ($0, ()) })
  static let wantVerbs = ChinesePhraseTable(ChineseLexicon.wantVerbs.map { ($0, ()) })
  static let everydayActions = ChinesePhraseTable(ChineseLexicon.everydayActions.map { ($0, ()) })
  static let questionWords = ChinesePhraseTable(ChineseLexicon.questionWords.map { ($0, ()) })
  static let questionParticles = ScalarSet(ChineseLexicon.questionParticles.unicodeScalars)
  static let listeningScalars = ScalarSet(ChineseLexicon.listeningCharacters.unicodeScalars)
  /// Particles read apart from talk ("不用了", "好吧", "你好呀"): the title particles and 吗/么.
  static let talkParticles = ScalarSet(ChineseLexicon.titleParticles.unicodeScalars).union(Array(ChineseLexicon.questionParticles.unicodeScalars))
  /// Talk is short: longer text is read as a request.
  static let longestTalk = 12

  mutating func findConversation() -> MediaRequest? {
    guard appName == nil, let domain = conversationDomain() else { return nil }
    trace.rule = "notMedia.\(domain.rawValue)"
    use(spokenRange, "rule:talk", field: "notMediaRequest", value: domain.rawValue)
    return MediaRequest(.notMedia(NotMediaRequest(domain: domain)), appName: nil)
  }

  /// The not-media domain of talk, or nil when the text may be a request (see the table above).
  func conversationDomain() -> NotMediaDomain? {
    let s0 = spokenRange.lowerBound
    let e0 = spokenRange.upperBound
    // Cheap first: a play verb or an option where the request begins makes it a request.
    guard e0 > s0, e0 - s0 <= Self.longestTalk + 8 else { return nil }
    if text.folded[s0] == "你" || text.folded[s0] == "您", asksTheAssistant(s0 + 1..<e0) { return .conversation }
    // (Not 听到 or 放心: words that only begin like a play verb, "我听到了".)
    if let v = ChineseParser.playVerbs.match(text, at: start, limit: end), !ChineseLexicon.wantLeadVerbs.contains(v.entry.phrase),
      Self.notListening.match(text, at: v.end - 1, limit: end) == nil, Self.notListening.match(text, at: start, limit: end) == nil
    {
      return nil
    }
    if Self.options.match(text, at: start, limit: end) != nil { return nil }
    // Wake words, then interjections while more follows ("嗯好的", "那算了"). Read in place:
    // no copy of the text is made.
    var s = s0
    var e = e0
    while s < e {
      if let m = Self.wakeWords.match(text, at: s, limit: e) {
        // "小度小度", "嘿Siri": the wake word alone.
        if m.end >= e { return .conversation }
        s = m.end
      } else if let m = Self.interjections.match(text, at: s, limit: e), m.end < e {
        s = m.end
      } else {
        break
      }
      while s < e, text.folded[s] == " " { s += 1 }
    }
    // Particles at the end are read apart; 吗/么 there says the text asks. Question words are
    // read with them ("你在干嘛": 嘛 is the word's).
    let said = e
    var asks = false
    var perfective = false
    while e > s + 1, Self.talkParticles.contains(text.folded[e - 1]) {
      asks = asks || Self.questionParticles.contains(text.folded[e - 1])
      perfective = perfective || text.folded[e - 1] == "了"
      e -= 1
    }
    let n = e - s
    guard n > 0, n <= Self.longestTalk else { return nil }
    let pronoun = Self.subjectPronouns.match(text, at: s, limit: e)
    let p = pronoun?.end ?? s
    let addressed = ["你", "您"].contains(pronoun?.entry.phrase ?? "")
    if blockedByKnownName(coreLength: n) { return nil }
    if isAcknowledgements(text, s..<e) { return .conversation }
    if let domain = statement(
      text, after: p, upTo: e, subject: pronoun != nil, asks: asks || asksQuestion(text, p..<said), perfective: perfective,
      addressed: addressed)
    {
      return domain
    }
    if n >= 2, !hasListening(text, s..<e), !namesMedia(text, s..<e), asks || asksQuestion(text, s..<said) {
      return .question
    }
    // One character that is no word of a request: a fragment the recogniser heard.
    let c = text.folded[s]
    if n == 1, ChineseText.isHan(c) || ChineseText.isLatin(c), ChineseParser.playVerbs.match(text, at: s, limit: e) == nil {
      switch Self.objectLexicon.match(text, at: s, limit: e)?.entry.value {
      case nil, .particle?, .filler?: return .conversation
      default: return nil
      }
    }
    return nil
  }

  /// Whether a name the app knows keeps the text a request: it is all that is said, it has
  /// three characters or more, or it is a singer; or a person's name of three characters is said.
  func blockedByKnownName(coreLength: Int) -> Bool {
    for i in spokenRange {
      guard let known = knownName(at: i, limit: spokenRange.upperBound) else { continue }
      let length = known.end - i
      if length >= coreLength || length >= 3 || known.kind == .artist || known.kind == .both { return true }
    }
    // "有没有郑小北的": a person's name of three characters is a singer asked for.
    for i in spokenRange where Self.surnameFirsts.contains(text.folded[i]) {
      if let e = personName(at: i, limit: spokenRange.upperBound), e - i >= 3 { return true }
    }
    return false
  }

  /// Greetings, thanks and answers said alone or one after another, particles between them.
  func isAcknowledgements(_ t: ChineseText, _ r: Range<Int>) -> Bool {
    var i = r.lowerBound
    while i < r.upperBound {
      guard let m = Self.acknowledgements.match(t, at: i, limit: r.upperBound) else { return false }
      i = m.end
      while i < r.upperBound, Self.talkParticles.contains(t.folded[i]) || t.folded[i] == " " { i += 1 }
    }
    return !r.isEmpty
  }

  /// "我饿了", "你真棒", "我要吃饭", "你叫什么名字", "我回来了", "今天好累": what is said of a
  /// pronoun (or, with an adverb or a topic such as 心情, of nobody named).
  func statement(_ t: ChineseText, after p: Int, upTo n: Int, subject: Bool, asks: Bool, perfective: Bool, addressed: Bool) -> NotMediaDomain? {
    // "你" alone, "你呢".
    if subject, p == n { return .conversation }
    guard p < n else { return nil }
    // "我的…" is an owner before a name ("我的最爱"), never talk.
    if t.folded[p] == "的" { return nil }
    let listening = hasListening(t, p..<n)
    // "我要吃饭", "我想去厕所": wanting an everyday action ("我要去机场": going somewhere).
    // With a pronoun, the verb of wanting may go unsaid ("我们去吃点东西吧"); a short
    // predicate that has happened is news told ("我回来了", "我走了").
    let want = Self.wantVerbs.match(t, at: p, limit: n)?.end
    if want == nil, subject, perfective, n - p <= 3, !listening { return .conversation }
    let w = want ?? (subject ? p : nil)
    if !listening, let w, let a = Self.everydayActions.match(t, at: w, limit: n), !namesMedia(t, a.end..<n) {
      return Self.goingActions.contains(a.entry.phrase) && (a.end < n || a.entry.phrase.count > 1) ? .navigation : .other
    }
    // "我爱你", "我讨厌你": a feeling for a person, not for what plays.
    if subject, let f = Self.feelingVerbs.match(t, at: p, limit: n), Self.subjectPronouns.matchesWhole(t, f.end..<n) { return .conversation }
    // Adverbs and topics, then a state or quality said whole ("我好累", "你太厉害了", "心情不好").
    var k = p
    while k < n {
      // A state said alone counts with a pronoun, an adverb or a topic before it, or 了 after
      // it ("饿死了", "太热了"); bare, it may be a mood ("开心").
      if subject || k > p || perfective, Self.statePredicates.matchesWhole(t, k..<n) { return .conversation }
      guard let a = Self.predicateAdverbs.match(t, at: k, limit: n) ?? Self.stateTopics.match(t, at: k, limit: n), a.end < n else { break }
      k = a.end
    }
    guard subject, !listening, !namesMedia(t, p..<n) else { return nil }
    // "你叫什么名字", "你在干嘛", "你几岁了": a question said to someone.
    if asks { return addressed ? .conversation : .question }
    // "我回来了", "我想你了": a short predicate that has happened.
    if perfective, n - p <= 3 { return .conversation }
    return nil
  }

  /// "你喜欢周杰伦吗", "你最喜欢哪首歌": the assistant's own taste, whatever is named; "你会唱什么歌":
  /// what it can do, asked with 什么/哪/几. `r` is what follows 你.
  func asksTheAssistant(_ r: Range<Int>) -> Bool {
    guard !r.isEmpty else { return false }
    let asks = Self.questionParticles.contains(text.folded[r.upperBound - 1]) || asksQuestion(text, r)
    if asks, asksTaste(text, r) { return true }
    return Self.abilityVerbs.match(text, at: r.lowerBound, limit: r.upperBound) != nil && r.contains { Self.whScalars.contains(text.folded[$0]) }
  }

  /// Whether a feeling verb follows adverbs at the start of `r` ("最喜欢", "喜欢听").
  func asksTaste(_ t: ChineseText, _ r: Range<Int>) -> Bool {
    var f = r.lowerBound
    while f < r.upperBound, let a = Self.predicateAdverbs.match(t, at: f, limit: r.upperBound) { f = a.end }
    return Self.feelingVerbs.match(t, at: f, limit: r.upperBound) != nil
  }

  /// Whether a question word is said from `i` on.
  func asksQuestion(_ t: ChineseText, _ r: Range<Int>) -> Bool {
    r.contains { Self.questionWords.match(t, at: $0, limit: r.upperBound) != nil }
  }

  /// Whether the text from `i` says listening, singing or playing (not 放假, 放心, 听懂…).
  func hasListening(_ t: ChineseText, _ r: Range<Int>) -> Bool {
    var k = r.lowerBound
    while k < r.upperBound {
      if Self.listeningScalars.contains(t.folded[k]), Self.notListening.match(t, at: k, limit: r.upperBound) == nil { return true }
      k += 1
    }
    return false
  }

  static let notListening = ChinesePhraseTable(ChineseLexicon.notListeningWords.map { ($0, ()) })

  /// Whether the text from `i` holds a media word: a type, genre, mood, sort, piece or
  /// language word, a count of songs or a decade ("你有没有老歌", "几首歌").
  func namesMedia(_ t: ChineseText, _ r: Range<Int>) -> Bool {
    var k = r.lowerBound
    while k < r.upperBound {
      if Self.mediaCues.match(t, at: k, limit: r.upperBound) != nil { return true }
      if let m = Self.objectLexicon.match(t, at: k, limit: r.upperBound) {
        switch m.entry.value {
        case .type, .genre, .sort, .piece, .language: return true
        case .mood: if m.end - k >= 2 { return true }
        default: break
        }
      }
      k += 1
    }
    return false
  }
}
