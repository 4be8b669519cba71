/// Requests that are not media ("今天天气怎么样", "导航到最近的加油站", "给妈妈打电话", "打开空调"):
/// the not-media frame every language shares (`NotMediaRequest`); Siri keeps them and nothing
/// reaches the app. Word lists by domain are data in `Lexicon/ChineseLexicon+NotMedia.swift`.
extension ChineseWork {
  static let notMediaTable = ChinesePhraseTable(
    ChineseLexicon.notMediaWords.flatMap { group in group.words.map { ($0, group.domain) } })
  static let mediaCues = ChinesePhraseTable(ChineseLexicon.mediaCueWords.map { ($0, ()) })

  /// The not-media frame when a not-media word is said outside every name the catalog knows
  /// and no media word is said ("播放一首关于下雨的歌" stays a play request).
  /// Domains whose words are verbs that make the request when said first.
  static let leadingDomains: Set<NotMediaDomain> = [.call, .message, .navigation, .question, .alarm, .reminder, .timer]

  static let notMediaFirsts = ScalarSet(firstsOf: ChineseLexicon.notMediaWords.flatMap(\.words))

  mutating func findNotMedia() -> MediaRequest? {
    // One pass over the scalars first: most requests hold no scalar a not-media word starts with.
    guard text.folded[start..<max(start, end)].contains(where: { Self.notMediaFirsts.contains($0) }) else { return nil }
    var found: (range: Range<Int>, domain: NotMediaDomain)?
    var leading = false
    // "翻译这首歌的歌词", "导航到歌剧院": a not-media verb said first is the request, whatever
    // media words follow, unless a play verb comes later ("导航的时候播放音乐") or a name the
    // catalog knows starts there.
    if let m = Self.notMediaTable.match(text, at: start, limit: end), Self.leadingDomains.contains(m.entry.value),
      knownName(at: start, limit: end) == nil, !(m.end..<end).contains(where: { ChineseParser.playVerbs.match(text, at: $0, limit: end) != nil })
    {
      found = (start..<m.end, m.entry.value)
      leading = true
    }
    var i = start
    while i < end {
      if let known = knownName(at: i, limit: end) {
        i = known.end
        continue
      }
      if !leading, Self.mediaCues.match(text, at: i, limit: end) != nil { return nil }
      if found == nil, let m = Self.notMediaTable.match(text, at: i, limit: end) { found = (i..<m.end, m.entry.value) }
      i += 1
    }
    guard let found else { return nil }
    // "暂停我打个电话": the call is why the driver pauses.
    if Self.isPauseWithReason(ChineseText(folded: text.folded[start..<end].filter { $0 != " " })) { return nil }
    // "播放后视镜里的世界": after a verb that only plays, a word for the car or the home is in a title.
    if found.domain == .homeControl, !leading, let v = ChineseParser.playVerbs.match(text, at: start, limit: end),
      ChineseLexicon.onlyPlayVerbs.contains(v.entry.phrase)
    {
      return nil
    }
    trace.rule = "notMedia.\(found.domain.rawValue)"
    use(found.range, "lexicon:notMedia", field: "notMediaRequest", value: found.domain.rawValue)
    use(start..<end, "rule")
    return MediaRequest(.notMedia(NotMediaRequest(domain: found.domain)), appName: appName)
  }
}
