/// Choosing the intent: affinity (我喜欢/我不喜欢/不要再放), add (把X加到Y, 添加X到Y, 为Y添加X,
/// 收藏), search (搜索/找), else play with its options (随机, 循环, 继续, 接下来/稍后, 倍速).
extension ChineseWork {
  /// Options a play request may carry.
  struct PlayOptions {
    var playShuffled: Bool?
    var repeatMode: PlaybackRepeatMode?
    var resumePlayback: Bool?
    var queueLocation: PlaybackQueueLocation = .unknown
    var speed: Double?
  }

  enum Option {
    case shuffle, repeatOne, repeatAll, resume, next, later
  }

  /// Option phrases; `verb` ones stand for the play verb too ("随机播放X").
  static let optionPhrases: [(phrase: String, option: Option, verb: Bool)] = [
    ("随机播放", .shuffle, true), ("随机放", .shuffle, true), ("随机听", .shuffle, true), ("打乱顺序播放", .shuffle, true),
    ("乱序播放", .shuffle, true), ("随机", .shuffle, false), ("打乱播放", .shuffle, true),
    ("单曲循环播放", .repeatOne, true), ("单曲循环", .repeatOne, true), ("循环播放", .repeatAll, true),
    ("重复播放", .repeatAll, true), ("循环放", .repeatAll, true), ("循环听", .repeatAll, true), ("列表循环", .repeatAll, true),
    ("循环", .repeatAll, false), ("重复", .repeatAll, false),
    ("继续播放", .resume, true), ("继续放", .resume, true), ("继续听", .resume, true), ("接着播放", .resume, true),
    ("接着放", .resume, true), ("接着听", .resume, true), ("继续", .resume, false), ("恢复播放", .resume, true),
    ("接下来播放", .next, true), ("接下来放", .next, true), ("接下来听", .next, true), ("下一首播放", .next, true),
    ("下一首放", .next, true), ("下一个播放", .next, true), ("然后播放", .next, true), ("之后播放", .later, true),
    ("接下来", .next, false), ("下一首", .next, false),
    ("稍后播放", .later, true), ("稍后放", .later, true), ("待会儿播放", .later, true), ("待会播放", .later, true),
    ("等会儿播放", .later, true), ("等会播放", .later, true), ("等一下播放", .later, true), ("一会儿播放", .later, true),
    ("过一会儿播放", .later, true), ("稍后", .later, false), ("待会儿", .later, false), ("等会儿", .later, false),
  ]
  static let options = ChinesePhraseTable(optionPhrases.map { ($0.phrase, ($0.option, $0.verb)) })

  mutating func apply(_ option: Option, _ options: inout PlayOptions, range: Range<Int>) {
    switch option {
    case .shuffle:
      options.playShuffled = true
      use(range, "option", field: "playShuffled", value: "true")
    case .repeatOne:
      options.repeatMode = .one
      use(range, "option", field: "playbackRepeatMode", value: "one")
    case .repeatAll:
      options.repeatMode = options.repeatMode ?? .unknown
      use(range, "option", field: "playbackRepeatMode", value: "one for an item, all for a collection")
    case .resume:
      options.resumePlayback = true
      use(range, "option", field: "resumePlayback", value: "true")
    case .next:
      options.queueLocation = .next
      use(range, "option", field: "playbackQueueLocation", value: "next")
    case .later:
      options.queueLocation = .later
      use(range, "option", field: "playbackQueueLocation", value: "later")
    }
  }

  /// Words joining a trailing option to the request ("并随机播放", "然后单曲循环").
  static let optionConjunctions = ["并且", "并", "然后", "而且", "同时"]

  mutating func findIntent() -> MediaRequest {
    if let affinity = findAffinity() { return affinity }
    if let add = findAdd() { return add }
    if let search = findSearch() { return search }
    return findPlay()
  }

  // MARK: Play

  mutating func findPlay() -> MediaRequest {
    var options = PlayOptions()
    var sawVerb = false
    var countedVerb: String?
    // "把刘德华的忘情水放一下": 把 and a play verb after the object play it.
    if stripTrailingPlayVerb(), text.folded[start] == "把" || text.folded[start] == "将", start + 1 < end {
      use(start..<start + 1, "verb", field: "intent", value: IntentKind.play.rawValue)
      sawVerb = true
      start += 1
    }
    // Leading options and the verb, in any order: "两倍速继续播放", "随机播放", "接下来播放".
    var changed = true
    while changed, start < end {
      changed = false
      trim()
      if let s = speedMatch(at: start), s.end <= end, s.end < end || !sawVerb {
        options.speed = s.value
        use(start..<s.end, "normaliser:speed", field: "playbackSpeed", value: s.value.formatted)
        start = s.end
        changed = true
        continue
      }
      if let m = Self.options.match(text, at: start, limit: end), !startsKnownName(at: start, end: m.end) {
        apply(m.entry.value.0, &options, range: start..<m.end)
        sawVerb = sawVerb || m.entry.value.1
        start = m.end
        changed = true
        continue
      }
      if !sawVerb, let m = ChineseParser.playVerbs.match(text, at: start, limit: end), !startsKnownName(at: start, end: m.end) {
        use(start..<m.end, "verb", field: "intent", value: IntentKind.play.rawValue)
        if m.entry.chars.contains("首") || m.entry.chars.contains("曲") { countedVerb = m.entry.phrase }
        sawVerb = true
        start = m.end
        changed = true
        stripFillers()
      }
    }
    // Trailing options: "播放华语经典，随机播放", "播放晴天单曲循环", "播放夜曲接下来".
    changed = true
    while changed, end > start {
      changed = false
      trim()
      if let m = Self.options.match(text, endingAt: end, from: start + 1), !endsKnownName(at: m.start) {
        apply(m.entry.value.0, &options, range: m.start..<end)
        end = m.start
        changed = true
        // "播放周杰伦的歌并随机播放", "…然后单曲循环": the word joining the option carries nothing.
        trim()
        for conjunction in Self.optionConjunctions where end - conjunction.count > start && text.span(end - conjunction.count..<end, is: conjunction) {
          use(end - conjunction.count..<end, "filler")
          end -= conjunction.count
          break
        }
      } else if let m = ChineseParser.playVerbs.match(text, endingAt: end, from: start + 1), m.entry.chars.count >= 2, !endsKnownName(at: m.start) {
        use(m.start..<end, "verb")
        end = m.start
        changed = true
      }
    }
    trim()
    appBeforeObject()
    reclaimParticles()
    trace.rule = sawVerb ? "play.object" : "play.noVerb"
    if !sawVerb { trace.note("rule", "", "intent", "\(IntentKind.play.rawValue) (no verb: a name alone is a play request)") }
    var search = parseObject(intent: .play)
    // "随便来一首", "放一首吧": a counted play verb with nothing after asks for music, and so
    // does any play verb after "whatever" ("随便听听", "随便放点").
    if search == nil, sawVerb, countedVerb == nil, saidAnything { countedVerb = "随便" }
    if search == nil, let verb = countedVerb, context.app.declaresCategory(of: .music) {
      search = MediaSearch(mediaType: .music)
      trace.note("rule", verb, "mediaSearch.mediaType", "music (a song counted, none named)")
    }
    var play = PlayMediaIntent(
      playShuffled: options.playShuffled, resumePlayback: options.resumePlayback,
      playbackQueueLocation: options.queueLocation, playbackSpeed: options.speed, mediaSearch: search)
    if let mode = options.repeatMode {
      play.playbackRepeatMode = mode == .one ? .one : repeatMode(for: search)
    }
    return MediaRequest(.intent(.play(play)), appName: appName)
  }

  static let trailingPlayVerbs = ChinesePhraseTable(ChineseLexicon.trailingPlayVerbs.map { ($0, ()) })

  /// Strips a play verb said after the object ("刘德华的忘情水放一下"; the fillers may have cut
  /// its 一下 off already) and says whether there was one. Commands were read before: "刚刚那首歌
  /// 再放一下" is the previous track.
  mutating func stripTrailingPlayVerb() -> Bool {
    let tail = strippedFillers.filter { $0.lowerBound == end }.map(\.upperBound).max() ?? end
    guard let m = Self.trailingPlayVerbs.match(text, endingAt: tail, from: start + 2), m.start < end, !endsKnownName(at: m.start) else { return false }
    use(m.start..<end, "verb", field: "intent", value: IntentKind.play.rawValue)
    end = m.start
    trim()
    return true
  }

  /// Whether a filler stripped before the verb said "whatever" ("随便", "随意").
  var saidAnything: Bool {
    strippedFillers.contains { r in ChineseLexicon.anythingFillers.contains { text.has($0, at: r.lowerBound, limit: r.upperBound) } }
  }

  /// "播放Spotify上的热门歌曲", "放QQ音乐里的晴天": a known app with 上的/里的/中的 after the verb
  /// is where to play, not a singer.
  mutating func appBeforeObject() {
    // "播放Groove Shark上最新的歌曲": a sort word after the locator says the same as 的.
    guard appName == nil, let app = knownApp(at: start), let l = ChineseParser.appLocators.match(text, at: app.end, limit: end),
      l.end + 1 < end
    else { return }
    let saysDe = phrase("的", at: l.end)
    guard saysDe || startsSortWord(at: l.end) else { return }
    let objectStart = saysDe ? l.end + 1 : l.end
    // "抖音上的歌" is what trends there (a sort word), not an app to play in.
    if startsSortWord(at: start) { return }
    setApp(app.name, range: start..<objectStart)
    start = objectStart
    trim()
  }

  /// "播放走吧", "播放再见吧": when stripping politeness left one unknown character, the
  /// particle after it (and a filler word right before it) belong to the title.
  mutating func reclaimParticles() {
    var e = end
    while e > start, Self.particleScalars.contains(text.folded[e - 1]) { e -= 1 }
    guard e == start + 1, ChineseText.isHan(text.folded[start]), Self.objectLexicon.match(text, at: start, limit: e) == nil,
      knownName(at: start, limit: end) == nil
    else { return }
    while let r = strippedFillers.first(where: { $0.lowerBound == end }), r.allSatisfy({ Self.particleScalars.contains(text.folded[$0]) }) {
      for k in r { used[k] = false }
      end = r.upperBound
    }
    if let r = strippedFillers.first(where: { $0.upperBound == start }), r.count == 1 {
      used[r.lowerBound] = false
      start = r.lowerBound
    }
    guard end > e || start < e - 1 else { return }
    particleTitle = start..<end
  }

  static let particleScalars = ScalarSet(ChineseLexicon.titleParticles.unicodeScalars)

  /// One for a single item, all for a collection (behaviours §3).
  func repeatMode(for search: MediaSearch?) -> PlaybackRepeatMode {
    guard let search else { return .all }
    if search.mediaType.isCollection { return .all }
    if [.song, .podcastEpisode, .audioBook].contains(search.mediaType) { return .one }
    guard let name = search.mediaName else { return .all }
    if context.isKnownArtist(name) { return .all }
    return .one
  }

  // MARK: Search

  mutating func findSearch() -> MediaRequest? {
    guard let m = ChineseParser.searchVerbs.match(text, at: start, limit: end), m.end < end, !startsKnownName(at: start, end: m.end) else {
      return nil
    }
    use(start..<m.end, "verb", field: "intent", value: IntentKind.searchForMedia.rawValue)
    start = m.end
    trim()
    for filler in ["一下", "一些", "有没有", "有关"] where phrase(filler, at: start) {
      use(start..<start + filler.count, "filler")
      start += filler.count
    }
    trace.rule = "search.object"
    let search = parseObject(intent: .searchForMedia)
    return MediaRequest(.intent(.searchForMedia(SearchForMediaIntent(mediaSearch: search))), appName: appName)
  }

  // MARK: Affinity

  /// "我喜欢这首歌", "我不喜欢这首歌", "不要再放这首歌了", "我喜欢流行音乐", "这首歌真好听".
  mutating func findAffinity() -> MediaRequest? {
    if let judged = findJudgement() { return judged }
    if let given = givenAffinity() { return given }
    guard let m = ChineseParser.likes.match(text, at: start, limit: end), !startsKnownName(at: start, end: m.end) else { return nil }
    let type = m.entry.value
    // "我喜欢听X" is a like of X; "我想听" is not an affinity (not in the list).
    use(start..<m.end, "verb", field: "affinityType", value: type.name)
    start = m.end
    trim()
    for tail in ["了", "啦", "吧", "以后", "了吧"] {
      if end - tail.count > start, text.span(end - tail.count..<end, is: tail) {
        use(end - tail.count..<end, "filler")
        end -= tail.count
      }
    }
    for lead in ["听", "再听", "放", "这种"] where phrase(lead, at: start) && start + lead.count < end {
      use(start..<start + lead.count, "filler")
      start += lead.count
    }
    trace.rule = "affinity.object"
    let search = start < end ? parseObject(intent: .updateMediaAffinity) : nil
    return MediaRequest(
      .intent(.updateMediaAffinity(UpdateMediaAffinityIntent(
        mediaSearch: search ?? MediaSearch(reference: .currentlyPlaying), affinityType: type))),
      appName: appName)
  }

  mutating func findJudgement() -> MediaRequest? {
    guard let this = Self.thisTable.match(text, at: start, limit: end) else { return soundJudgement() }
    var k = this.end
    for filler in ["歌", "真的", "实在", "也", "还"] where phrase(filler, at: k) { k += filler.count }
    let rest = text.key(k..<end)
    let good = ChineseLexicon.goodJudgements.contains { rest.hasPrefix($0) }
    let bad = ChineseLexicon.badJudgements.contains { rest.hasPrefix($0) }
    guard good || bad else { return nil }
    let type: MediaAffinityType = bad ? .dislike : .like
    trace.rule = "affinity.judgement"
    var search = MediaSearch(reference: .currentlyPlaying)
    if context.app.declaresCategory(of: this.entry.value), this.entry.value != .unknown { search.mediaType = this.entry.value }
    use(start..<end, "rule", field: "affinityType", value: type.name)
    return MediaRequest(
      .intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search, affinityType: type))), appName: appName)
  }

  static let thisTable = ChinesePhraseTable(ChineseLexicon.thisWords.map { ($0.phrase, $0.type) })

  /// "真好听", "太好听了", "好难听": how it sounds, said alone, judges what plays (a name the
  /// catalog knows said so stays a name).
  mutating func soundJudgement() -> MediaRequest? {
    guard end - start <= 5, liveContains("听"), knownName(at: start, limit: end) == nil else { return nil }
    let said = text.key(start..<end)
    let good = ChineseLexicon.goodJudgements.contains(said)
    guard good || ChineseLexicon.badJudgements.contains(said) else { return nil }
    trace.rule = "affinity.judgement"
    use(start..<end, "rule", field: "affinityType", value: good ? "like" : "dislike")
    let search = MediaSearch(reference: .currentlyPlaying)
    return MediaRequest(
      .intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search, affinityType: good ? .like : .dislike))), appName: appName)
  }
}
