/// Now Playing commands and questions in Chinese (behaviours §7): 暂停, 继续, 下一首, 上一首,
/// 快进30秒, 随机播放 / 单曲循环 said alone, 两倍速, 慢一点; 这是什么歌, 这是谁唱的.
extension ChineseWork {
  static func table(_ phrases: [String]) -> Set<String> { Set(phrases.map { ChineseText.string(ChineseText.fold($0)[...]) }) }

  static let pause = table(ChineseLexicon.pausePhrases)
  static let resume = table(ChineseLexicon.resumePhrases)
  static let next = table(ChineseLexicon.nextPhrases)
  static let previous = table(ChineseLexicon.previousPhrases)
  static let shuffleOn = table(ChineseLexicon.shuffleOnPhrases)
  static let shuffleOff = table(ChineseLexicon.shuffleOffPhrases)
  static let repeatOne = table(ChineseLexicon.repeatOnePhrases)
  static let repeatAll = table(ChineseLexicon.repeatAllPhrases)
  static let repeatOff = table(ChineseLexicon.repeatOffPhrases)
  static let slower = table(ChineseLexicon.slowerPhrases)
  static let faster = table(ChineseLexicon.fasterPhrases)
  static let titleQuestions = ChinesePhraseTable(ChineseLexicon.titleQuestions.map { ($0, NowPlayingQuestion.title) })
  static let artistQuestions = ChinesePhraseTable(ChineseLexicon.artistQuestions.map { ($0, NowPlayingQuestion.artist) })
  static let albumQuestions = ChinesePhraseTable(ChineseLexicon.albumQuestions.map { ($0, NowPlayingQuestion.album) })

  /// Words that may follow a command without changing it ("暂停一下音乐").
  static let commandTails: [String] = ["音乐", "歌曲", "这首歌", "歌", "一下", "吧", "了", "播放", "一首", "的", "啊", "呗", "哈"]
  /// Tails that name media: after a bare "play" they make a play request ("播放音乐").
  static let mediaTails: Set<String> = ["音乐", "歌曲", "歌", "一首"]
  static let barePlay = table(ChineseLexicon.barePlayPhrases)
  static let commandLeads = ChinesePhraseTable(ChineseLexicon.commandLeads.map { ($0, ()) })

  mutating func command(_ command: RemoteCommand, rule: String) -> MediaRequest {
    trace.rule = rule
    use(start..<end, "command", field: "command", value: command.name)
    return MediaRequest(.command(command), appName: appName)
  }

  /// The live text without spaces and without trailing command tails.
  var commandText: String {
    var t = text.folded[start..<max(start, end)].filter { $0 != " " }
    var changed = true
    while changed {
      changed = false
      for (tail, chars) in Self.commandTailScalars where t.count > chars.count + 1 && t.suffix(chars.count).elementsEqual(chars) {
        let shorter = ChineseText.string(t.dropLast(chars.count))
        if Self.mediaTails.contains(tail), Self.barePlay.contains(shorter) { continue }
        if Self.isCommandWord(shorter) { t.removeLast(chars.count); changed = true; break }
      }
    }
    return ChineseText.string(t[...])
  }

  static let commandTailScalars = commandTails.map { ($0, Array($0.unicodeScalars)) }

  static func isCommandWord(_ t: String) -> Bool {
    [pause, resume, next, previous, shuffleOn, shuffleOff, repeatOne, repeatAll, repeatOff, slower, faster].contains { $0.contains(t) }
  }

  mutating func findCommand() -> MediaRequest? {
    guard start < end else { return nil }
    if let question = findQuestion() {
      trace.rule = "question.\(question.rawValue)"
      use(start..<end, "question", field: "nowPlayingQuestion", value: question.rawValue)
      return MediaRequest(.question(question), appName: appName)
    }
    let t = commandText
    if liveContains("音量") || t.hasPrefix("声音") || t.hasPrefix("把声音") || ChineseLexicon.volumePhrases.contains(t) {
      trace.rule = "system.volume"
      use(start..<end, "system", field: "systemRequest", value: SystemRequest.volume.rawValue)
      return MediaRequest(.system(.volume), appName: appName)
    }
    if let skip = findSkip(t) { return skip }
    if let transport = transportAfterLead(t) { return transport }
    if let closing = closeApp() { return closing }
    if Self.pause.contains(t) { return command(.pauseCommand, rule: "command.pause") }
    // "播放" alone with the app named is "Play ControlAudio" (unqualified play), not resume.
    if Self.resume.contains(t), !(appName != nil && (t == "播放" || t == "开始播放" || t == "开始")) {
      return command(.playCommand, rule: "command.play")
    }
    if Self.next.contains(t) { return command(.nextTrackCommand, rule: "command.nextTrack") }
    if Self.previous.contains(t) { return command(.previousTrackCommand, rule: "command.previousTrack") }
    if Self.shuffleOff.contains(t) { return command(.changeShuffleModeCommand(shuffleType: .off), rule: "command.changeShuffleMode") }
    if Self.shuffleOn.contains(t) { return command(.changeShuffleModeCommand(shuffleType: .items), rule: "command.changeShuffleMode") }
    if Self.repeatOff.contains(t) { return command(.changeRepeatModeCommand(repeatType: .off), rule: "command.changeRepeatMode") }
    if Self.repeatOne.contains(t) { return command(.changeRepeatModeCommand(repeatType: .one), rule: "command.changeRepeatMode") }
    if Self.repeatAll.contains(t) { return command(.changeRepeatModeCommand(repeatType: .all), rule: "command.changeRepeatMode") }
    if Self.slower.contains(t) {
      return command(.changePlaybackRateCommand(playbackRate: nil, change: .slower), rule: "command.changePlaybackRate")
    }
    if Self.faster.contains(t) {
      return command(.changePlaybackRateCommand(playbackRate: nil, change: .faster), rule: "command.changePlaybackRate")
    }
    // "两倍速播放", "用1.5倍速", "调到两倍速": a rate with nothing to play.
    var s = start
    for lead in ["调到", "调成", "切换到", "改成", "换成", "设为", "设置为", "用", "以"] where phrase(lead, at: s) { s += lead.count; break }
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
  mutating func transportAfterLead(_ t: String) -> MediaRequest? {
    let chars = ChineseText(t)
    guard let lead = Self.commandLeads.match(chars, at: 0, limit: chars.count), lead.end < chars.count else { return nil }
    var rest = String(t.dropFirst(lead.end))
    for tail in ["吧", "了", "啊", "呗"] where rest.count > tail.count + 1 && rest.hasSuffix(tail) { rest = String(rest.dropLast(tail.count)) }
    var s = start
    while s < end, s - start < lead.end || text.folded[s] == " " { s += 1 }
    if knownName(at: s, limit: end)?.end == end { return nil }
    if Self.next.contains(rest) { return command(.nextTrackCommand, rule: "command.nextTrack") }
    if Self.previous.contains(rest) { return command(.previousTrackCommand, rule: "command.previousTrack") }
    // A play lead before a pause word is a title ("播放安静"); a polite one is not ("请暂停").
    if Self.pause.contains(rest), !ChineseParser.playVerbs.contains(lead.entry.phrase) {
      return command(.pauseCommand, rule: "command.pause")
    }
    return nil
  }

  /// "快进30秒", "快退十五秒", "往前跳一分钟", "快进" alone.
  mutating func findSkip(_ t: String) -> MediaRequest? {
    let forward = ChineseLexicon.skipForwardLeads.first { t.hasPrefix($0) }
    let backward = ChineseLexicon.skipBackwardLeads.first { t.hasPrefix($0) }
    guard let lead = backward ?? forward else { return nil }
    let isBack = backward != nil
    var rest = String(t.dropFirst(lead.count))
    for tail in ["一下", "吧"] where rest.hasSuffix(tail) { rest = String(rest.dropLast(tail.count)) }
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
    let asks = ["什么", "谁", "哪", "吗", "名字", "叫"].contains { liveContains($0) }
    guard asks else { return nil }
    let t = compactLive
    let chars = ChineseText(t)
    for table in [Self.albumQuestions, Self.artistQuestions, Self.titleQuestions] {
      var i = 0
      while i < chars.count {
        if let m = table.match(chars, at: i, limit: chars.count) {
          // Only "what is this" words may come before or after the question.
          let before = chars.key(0..<i)
          let after = chars.key(m.end..<chars.count)
          let extras = ["", "现在", "请问", "告诉我", "你知道", "正在播放的", "这", "啊", "呀", "呢", "吗", "的", "歌", "歌曲", "是"]
          if extras.contains(before) || before.count <= 3 && after.count <= 3 {
            _ = after
            return m.entry.value
          }
        }
        i += 1
      }
    }
    return nil
  }
}
