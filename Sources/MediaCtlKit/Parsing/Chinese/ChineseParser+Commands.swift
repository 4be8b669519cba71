/// Now Playing commands and questions in Chinese (behaviours §7): 暂停, 继续, 下一首, 上一首,
/// 快进30秒, 随机播放 / 单曲循环 said alone, 两倍速, 慢一点; 这是什么歌, 这是谁唱的.
extension ChineseWork {
  static let titleQuestions = ChinesePhraseTable(ChineseLexicon.titleQuestions.map { ($0, NowPlayingQuestion.title) })
  static let artistQuestions = ChinesePhraseTable(ChineseLexicon.artistQuestions.map { ($0, NowPlayingQuestion.artist) })
  static let albumQuestions = ChinesePhraseTable(ChineseLexicon.albumQuestions.map { ($0, NowPlayingQuestion.album) })
  static let durationQuestions = ChinesePhraseTable(ChineseLexicon.durationQuestions.map { ($0, NowPlayingQuestion.duration) })

  /// Words that may follow a command without changing it ("暂停一下音乐").
  static let commandTails: [String] = [
    "音乐", "歌曲", "这首歌", "歌", "一下", "吧", "了", "播放", "一首", "的", "啊", "呗", "哈",
    // What plays now after the command ("暂停当前歌曲", "跳过这一首"), and "听" ("换首歌听").
    "这首", "这一首", "这首歌曲", "当前歌曲", "当前音乐", "当前的歌", "当前这首", "这个歌", "听", "听听", "来听", "来听听",
  ] + ChineseLexicon.commandParticles.filter { !["吧", "了", "啊", "呗"].contains($0) } + ["好吗", "行吗", "可以吗", "谢谢"]
  /// Tails that name media: after a bare "play" they make a play request ("播放音乐", "播放这首").
  static let mediaTails: Set<String> = [
    "音乐", "歌曲", "歌", "一首", "这首", "这一首", "这首歌曲", "当前歌曲", "当前音乐", "当前的歌", "当前这首", "这个歌", "听", "听听",
  ]
  static let particleLasts = ScalarSet(ChineseLexicon.commandParticles.compactMap(\.unicodeScalars.first))
  static let commandLeads = ChinesePhraseTable(ChineseLexicon.commandLeads.map { ($0, ()) })
  /// The scalars skip leads and stop negations start with: a request starting otherwise is
  /// neither, and its prefixes are not compared.
  static let skipLeadFirsts = ScalarSet(firstsOf: ChineseLexicon.skipForwardLeads + ChineseLexicon.skipBackwardLeads)
  static let questionFirsts: ScalarSet = ["什", "谁", "哪", "吗", "名", "叫", "多", "几", "时"]
  static let negationFirsts = ScalarSet(firstsOf: ChineseLexicon.stopNegations)
  /// "播放" said alone: with an app named it is an unqualified play request, not resume.
  static let plainPlayWords = ChinesePhraseTable(["播放", "开始播放", "开始"].map { ($0, ()) })
  static let closeAppFirsts = ScalarSet(firstsOf: ChineseLexicon.closeAppLeads)
  /// How a request about loudness opens: "声音大一点", "把音乐声音调大", "音乐的声音小点".
  /// What may come before a rate said alone ("调到两倍速"), built once (not per request).
  static let rateLeads = ["调到", "调成", "切换到", "改成", "换成", "设为", "设置为", "用", "以"]
  static let volumeOpenings = ["声音", "把声音", "音乐声音", "把音乐声音", "音乐的声音", "把音乐的声音", "歌曲声音", "把歌曲声音", "音乐声", "把音乐声"]

  mutating func command(_ command: RemoteCommand, rule: String) -> MediaRequest {
    trace.rule = rule
    use(start..<end, "command", field: "command", value: command.name)
    return MediaRequest(.command(command), appName: appName)
  }

  mutating func findCommand() -> MediaRequest? {
    guard start < end else { return nil }
    if let question = findQuestion() {
      trace.rule = "question.\(question.rawValue)"
      use(start..<end, "question", field: "nowPlayingQuestion", value: question.rawValue)
      return MediaRequest(.question(question), appName: appName)
    }
    if let fact = findSongFactQuestion() { return fact }
    var scalars = commandScalars
    // "停一下停一下", "别放了别放了": a command said twice is said once.
    let h = scalars.count / 2
    if h >= 2, scalars.count % 2 == 0, scalars[0..<h].elementsEqual(scalars[h...]) { scalars = Array(scalars[0..<h]) }
    let whole = ChineseText(folded: scalars)
    let word = Self.commandWord(whole, 0..<scalars.count)
    if word == .volume || liveContains("音量") || Self.volumeOpenings.contains(where: { whole.has($0, at: 0, limit: whole.count) })
      || word == nil && Self.isVolumeForAWhile(whole)
    {
      trace.rule = "system.volume"
      use(start..<end, "system", field: "systemRequest", value: SystemRequest.volume.rawValue)
      return MediaRequest(.system(.volume), appName: appName)
    }
    let first = scalars.first ?? " "
    if Self.skipLeadFirsts.contains(first), let skip = findSkip(ChineseText.string(scalars[...])) { return skip }
    if let transport = transportAfterLead(whole) { return transport }
    if word == nil, let transport = lastOfTwoCommands(whole) { return transport }
    if word == nil, Self.isPauseWithReason(whole) { return command(.pauseCommand, rule: "command.pause") }
    if Self.closeAppFirsts.contains(text.folded[start]), let closing = closeApp() { return closing }
    if word == nil, Self.negationFirsts.contains(first), isNegatedPlay(scalars) {
      return command(.pauseCommand, rule: "command.pause")
    }
    if let word, let (remote, rule) = remoteCommand(for: word, bare: Self.plainPlayWords.matchesWhole(whole, 0..<whole.count)) {
      return command(remote, rule: rule)
    }
    // "两倍速播放", "用1.5倍速", "调到两倍速": a rate with nothing to play.
    var s = start
    for lead in Self.rateLeads where phrase(lead, at: s) { s += lead.count; break }
    if let speed = speedMatch(at: s), speed.end >= end || Self.commandTails.contains(text.key(speed.end..<end)) {
      return command(.changePlaybackRateCommand(playbackRate: speed.value, change: nil), rule: "command.changePlaybackRate")
    }
    return nil
  }

  /// "关闭QQ音乐", "退出酷狗", "暂停ControlAudio": stop what the named app plays.
  mutating func closeApp() -> MediaRequest? {
    for lead in ChineseLexicon.closeAppLeads where phrase(lead, at: start) {
      var k = start + lead.count
      while k < end, text.folded[k] == " " { k += 1 }
      guard let app = knownApp(at: k) else { continue }
      var e = app.end
      for tail in ["吧", "了", "播放", "的播放", "的音乐", "音乐"] where phrase(tail, at: e) { e += tail.count; break }
      guard e == end else { continue }
      setApp(app.name, range: k..<app.end)
      return command(.pauseCommand, rule: "command.pause")
    }
    return nil
  }

  /// "我想听上一首", "给我切到下一首", "播放下一曲": a lead that changes nothing, then a next,
  /// previous or pause command — unless the rest is a name the catalog knows ("播放下一个天亮").
  ///
  /// Up to three leads go, one after another: "这首歌不好听换一首" is a subject, a judgement and
  /// a next command; "音乐暂停" a subject and pause; "再放一遍上一首" a lead and previous.
  mutating func transportAfterLead(_ chars: ChineseText) -> MediaRequest? {
    var at = 0
    var playLead = false
    for _ in 0..<3 {
      guard let lead = Self.commandLeads.match(chars, at: at, limit: chars.count), lead.end < chars.count else { return nil }
      at = lead.end
      playLead = playLead || ChineseParser.playVerbs.contains(lead.entry.phrase)
      var restEnd = chars.count
      if let last = chars.folded.last, Self.particleLasts.contains(last), restEnd - at > 2 { restEnd -= 1 }
      // The rest with its particle, or without it ("别唱了" is a phrase, "下一首吗" is not).
      let word = Self.commandWord(chars, at..<restEnd) ?? Self.commandWord(chars, at..<chars.count)
      // A mode after a subject or 把 ("把这首歌设为单曲循环", "音乐随机播放"), never after a play verb.
      if let word, Self.modeWords.contains(word), !playLead, knownName(at: start, limit: end)?.end != end,
        let (remote, rule) = remoteCommand(for: word, bare: false)
      {
        return command(remote, rule: rule)
      }
      guard word == .next || word == .previous || word == .pause else { continue }
      // The text position where the rest starts (the compact text has no spaces).
      var s = start
      var consumed = 0
      while s < end, consumed < at || text.folded[s] == " " {
        if text.folded[s] != " " { consumed += 1 }
        s += 1
      }
      if knownName(at: s, limit: end)?.end == end { return nil }
      if word == .next { return command(.nextTrackCommand, rule: "command.nextTrack") }
      if word == .previous { return command(.previousTrackCommand, rule: "command.previousTrack") }
      // A play lead before a pause word is a title ("播放安静"); a polite one is not ("请暂停").
      if word == .pause, !playLead { return command(.pauseCommand, rule: "command.pause") }
    }
    return nil
  }

  static let modeWords: Set<CommandWord> = [.shuffleOn, .shuffleOff, .repeatOne, .repeatAll, .repeatOff]
  /// Where one spoken clause may end and another begin: "不想听这首了，换一首".
  static let clauseEnds: ScalarSet = ["了", "，", ",", "吧", "啊", "呀", "。", "！"]

  /// Two clauses, the last a next, previous or pause command ("我不想听这首了换一首",
  /// "我讨厌这首歌，换一首", "暂停吧算了关掉"): when the first is a command or a verdict on what
  /// plays, the last is meant. One lookup finds the command the request ends with.
  mutating func lastOfTwoCommands(_ chars: ChineseText) -> MediaRequest? {
    let n = chars.count
    guard n >= 4, n <= 24 else { return nil }
    // Cheap first: the request opens with a command, a verdict or what plays, or has a clause end.
    guard Self.commandWords.match(chars, at: 0, limit: n) != nil || Self.verdicts.match(chars, at: 0, limit: n) != nil
      || Self.thisSongs.match(chars, at: 0, limit: n) != nil || chars.folded.contains(where: { Self.clauseEnds.contains($0) })
    else { return nil }
    var restEnd = n
    if let last = chars.folded.last, Self.particleLasts.contains(last) { restEnd -= 1 }
    guard let m = Self.commandWords.match(chars, endingAt: restEnd, from: 2) else { return nil }
    var k = m.start
    var sawEnd = false
    while k > 1, Self.clauseEnds.contains(chars.folded[k - 1]) {
      k -= 1
      sawEnd = true
    }
    // A play verb first makes what follows a title ("播放安静"). After a clause of its own, a
    // pause is meant whatever the clause says ("我要接电话了先暂停", "歌太吵了关掉"), and so is
    // any command after a clause about the song ("这首听过很多遍了换一首").
    let first = Self.commandWord(chars, 0..<k)
    guard first != nil && first != .resume || Self.isVerdict(chars, 0..<k)
      || sawEnd && (m.entry.value == .pause || Self.thisSongs.match(chars, at: 0, limit: k) != nil)
    else { return nil }
    switch m.entry.value {
    case .next: return command(.nextTrackCommand, rule: "command.nextTrack")
    case .previous: return command(.previousTrackCommand, rule: "command.previousTrack")
    case .pause: return command(.pauseCommand, rule: "command.pause")
    default: return nil
    }
  }

  /// "暂停我打个电话", "先暂停吧，我接个电话", "我要接电话了先暂停": a pause with the reason
  /// for it (which may name a call or the road: still a pause, not a request to Siri).
  static func isPauseWithReason(_ chars: ChineseText) -> Bool {
    let n = chars.count
    guard n >= 4 else { return false }
    if let m = commandWords.match(chars, at: 0, limit: n), m.entry.value == .pause, m.end >= 2, m.end < n {
      var e = m.end
      var sawEnd = false
      while e < n, clauseEnds.contains(chars.folded[e]) || particleLasts.contains(chars.folded[e]) {
        e += 1
        sawEnd = true
      }
      if e + 1 < n, sawEnd || chars.folded[e] == "我" { return true }
    }
    var restEnd = n
    if let last = chars.folded.last, particleLasts.contains(last) { restEnd -= 1 }
    if let m = commandWords.match(chars, endingAt: restEnd, from: 2), m.entry.value == .pause, clauseEnds.contains(chars.folded[m.start - 1]) {
      return true
    }
    return false
  }

  static let verdicts = ChinesePhraseTable((ChineseLexicon.dislikePhrases + ChineseLexicon.badJudgements).map { ($0, ()) })
  static let thisSongs = ChinesePhraseTable(ChineseLexicon.thisWords.filter { $0.type == .song || $0.type == .unknown }.map { ($0.phrase, ()) })

  /// "我不喜欢这首", "这歌太难听": a dislike or bad judgement of what plays, said as a clause.
  static func isVerdict(_ t: ChineseText, _ range: Range<Int>) -> Bool {
    if let v = verdicts.match(t, at: range.lowerBound, limit: range.upperBound) {
      return v.end == range.upperBound || thisSongs.matchesWhole(t, v.end..<range.upperBound)
    }
    if let this = thisSongs.match(t, at: range.lowerBound, limit: range.upperBound) {
      return verdicts.matchesWhole(t, this.end..<range.upperBound)
    }
    return false
  }

  /// "快进30秒", "快退十五秒", "往前跳一分钟", "快进" alone.
  mutating func findSkip(_ t: String) -> MediaRequest? {
    let forward = ChineseLexicon.skipForwardLeads.first { t.hasPrefix($0) }
    let backward = ChineseLexicon.skipBackwardLeads.first { t.hasPrefix($0) }
    guard let lead = backward ?? forward else { return nil }
    let isBack = backward != nil
    var rest = String(t.dropFirst(lead.count))
    for tail in ["一下", "吧"] where rest.hasSuffix(tail) { rest = String(rest.dropLast(tail.count)) }
    // "倒回去十秒", "快进过去半分钟": a direction between the verb and the time says nothing more.
    for direction in ["过去", "回去", "去"] where rest.count > direction.count && rest.hasPrefix(direction) {
      rest = String(rest.dropFirst(direction.count))
      break
    }
    if rest.isEmpty {
      if lead == "跳过" { return nil }  // "跳过" alone is next track
      return command(isBack ? .skipBackwardCommand(interval: nil) : .skipForwardCommand(interval: nil), rule: "command.skip")
    }
    guard let seconds = ChineseWork.duration(rest) else { return nil }
    return command(
      isBack ? .skipBackwardCommand(interval: seconds) : .skipForwardCommand(interval: seconds),
      rule: isBack ? "command.skipBackward" : "command.skipForward")
  }

  /// "30秒", "三十秒", "一分钟", "半分钟", "1分30秒", "两分钟" → seconds.
  static func duration(_ text: String) -> Double? {
    var t = text
    for filler in ["钟", "个"] { t = t.replacingOccurrences(of: filler, with: "") }
    if t == "半分" { return 30 }
    if t.hasSuffix("分半"), let m = ChineseNumerals.value(t.dropLast(2)) { return Double(m * 60 + 30) }
    var seconds = 0
    var number = ""
    var sawUnit = false
    for ch in t {
      switch ch {
      case "秒":
        guard let v = ChineseNumerals.value(number) else { return nil }
        seconds += v
        number = ""
        sawUnit = true
      case "分":
        guard let v = ChineseNumerals.value(number) else { return nil }
        seconds += v * 60
        number = ""
        sawUnit = true
      case "小", "时":
        if ch == "时", let v = ChineseNumerals.value(number) { seconds += v * 3600; number = ""; sawUnit = true }
      default: number.append(ch)
      }
    }
    if !number.isEmpty {
      guard sawUnit, let v = ChineseNumerals.value(number) else { return nil }
      seconds += v  // "1分30": seconds after minutes
    }
    return sawUnit && seconds > 0 ? Double(seconds) : nil
  }

  func findQuestion() -> NowPlayingQuestion? {
    // One pass for the question's first characters before any phrase is compared.
    guard text.folded[start..<max(start, end)].contains(where: { Self.questionFirsts.contains($0) }) else { return nil }
    let asks = ["什么", "谁", "哪", "吗", "名字", "叫", "多长", "多久", "几分钟", "时长"].contains { liveContains($0) }
    guard asks else { return nil }
    // "你会唱什么歌": a question to the assistant about itself (talk), not about what plays.
    let s0 = spokenRange.lowerBound
    if s0 < spokenRange.upperBound, text.folded[s0] == "你" || text.folded[s0] == "您", asksTheAssistant(s0 + 1..<spokenRange.upperBound) { return nil }
    let t = compactLive
    let chars = ChineseText(t)
    for table in [Self.albumQuestions, Self.artistQuestions, Self.titleQuestions, Self.durationQuestions] {
      var i = 0
      while i < chars.count {
        if let m = table.match(chars, at: i, limit: chars.count) {
          // Only "what is this" words may come before or after the question.
          let before = chars.key(0..<i)
          let after = chars.key(m.end..<chars.count)
          let extras = ["", "现在", "请问", "告诉我", "你知道", "正在播放的", "这", "啊", "呀", "呢", "吗", "的", "歌", "歌曲", "是"]
          // "什么歌都行" asks for anything; "你喜欢什么歌" asks the assistant's taste (talk).
          if ["都行", "都可以", "都好", "都成"].contains(where: { after.hasPrefix($0) }) || ["喜欢", "爱", "会"].contains(where: { before.contains($0) }) { return nil }
          // How long: only of what plays, said before it ("这首歌有多长"), never "播放几分钟的…".
          if m.entry.value == .duration {
            if extras.contains(after), extras.contains(before) || Self.thisSongs.matchesWhole(chars, 0..<i) { return .duration }
          } else if extras.contains(before) || before.count <= 3 && after.count <= 3 {
            return m.entry.value
          }
        }
        i += 1
      }
    }
    return nil
  }
}
