/// The add intent: "把这首歌加到我的华语经典歌单", "将X添加到Y中", "添加X到Y", "为我的Y播放列表添加X",
/// "收藏这首歌", "加入资料库"; the destination is the library or a named playlist (behaviours §1).
extension ChineseWork {
  static let addLinks = ChinesePhraseTable(ChineseLexicon.addLinks.map { ($0, ()) })
  static let addVerbs = ChinesePhraseTable(ChineseLexicon.addVerbs.map { ($0, ()) })
  static let libraryWords = Set(ChineseLexicon.libraryWords.map { ChineseText.string(ChineseText.fold($0).filter { $0 != " " }[...]) })
  static let queueWords = Set(ChineseLexicon.queueWords)
  static let queueWordScalars = ChineseLexicon.queueWords.map { Array($0.unicodeScalars) }
  static let queueTails: [[Unicode.Scalar]] = ["里面", "中", "里", "上"].map { Array($0.unicodeScalars) }
  static let playlistWords = ChinesePhraseTable(ChineseLexicon.playlistWords.map { ($0, ()) })

  /// The scalars every add verb and link starts with ("放" only before 到/进/入/在: 播放 is no add).
  static let addFirsts = ScalarSet(firstsOf: ChineseLexicon.addLinks + ChineseLexicon.addVerbs + ["增加"])
  static let putTargets: ScalarSet = ["到", "进", "入", "在"]

  // The frames' words, built once: an array literal in a loop is a new array (and its
  // strings' retains) on every pass, and these loops run at every position of the request.
  static let wantLeads = ["我想要", "我想", "我要", "想", "要"]
  static let forLeads = ["为", "给", "往", "向", "在"]
  static let forVerbs = ["添加", "加上", "加入", "加", "增加"]
  static let forVerbFirsts = ScalarSet(firstsOf: forVerbs)
  static let baLeads = ["请把", "把", "将", "請把"]
  static let prepositions = ["到", "进", "至", "入"]
  static let prepositionFirsts = ScalarSet(firstsOf: prepositions)
  static let libraryVerbs = ["收藏", "保存", "加入收藏", "加入资料库", "添加到资料库"]
  /// How the library verbs start, and how they (or they with 了 / 起来) end: a live span that
  /// starts and ends with other plain scalars says none of them (see `mayNameLibrary`).
  static let libraryVerbFirsts = ScalarSet(firstsOf: libraryVerbs)
  static let libraryVerbLasts = ScalarSet(libraryVerbs.compactMap(\.unicodeScalars.last) + ["了", "来"])

  /// Whether an add verb or link may be in the live span: one pass over its scalars, so a
  /// request with none skips the add frames.
  func mayBeAdd() -> Bool {
    var i = start
    while i < end {
      let c = text.folded[i]
      if Self.addFirsts.contains(c), c != "放" || i + 1 < end && Self.putTargets.contains(text.folded[i + 1]) { return true }
      i += 1
    }
    return false
  }

  mutating func findAdd() -> MediaRequest? {
    guard mayBeAdd() else { return nil }
    for lead in Self.wantLeads where phrase(lead, at: start) {
      if (start + lead.count..<end).contains(where: { Self.addLinks.match(text, at: $0, limit: end) != nil }) || phrase(lead + "收藏", at: start) {
        use(start..<start + lead.count, "filler")
        start += lead.count
        break
      }
    }
    // "为/给/往/在 我的Y播放列表(里) 添加 X".
    for lead in Self.forLeads where phrase(lead, at: start) {
      var k = start + 1
      while k < end {
        if Self.forVerbFirsts.contains(text.folded[k]), let v = Self.forVerbs.first(where: { phrase($0, at: k) }), k > start + 1,
          k + v.count < end
        {
          use(start..<start + 1, "rule")
          use(k..<k + v.count, "verb", field: "intent", value: IntentKind.add.rawValue)
          let destination = parseDestination(start + 1..<k)
          start = k + v.count
          trace.rule = "add.for"
          return addRequest(destination: destination)
        }
        k += 1
      }
    }
    // "把/将 X 加到 Y", "X 加到 Y", "添加 X 到 Y".
    var itemStart = start
    var hasBa = false
    for lead in Self.baLeads where phrase(lead, at: start) {
      use(start..<start + lead.count, "rule")
      itemStart = start + lead.count
      hasBa = true
      break
    }
    // "添加到我的最爱", "加到华语经典歌单": a link first, with no item, adds what plays now.
    if !hasBa, let link = Self.addLinks.match(text, at: itemStart, limit: end), link.end < end, !startsKnownName(at: itemStart, end: link.end) {
      use(itemStart..<link.end, "verb", field: "intent", value: IntentKind.add.rawValue)
      let destination = parseDestination(link.end..<end)
      start = itemStart
      end = itemStart
      if trace.isRecording { trace.rule = "add.\(destination.mediaDestinationType.name)" }
      return addRequest(destination: destination)
    }
    var verbEnd = itemStart
    if !hasBa, let v = Self.addVerbs.match(text, at: itemStart, limit: end), !startsKnownName(at: itemStart, end: v.end) {
      verbEnd = v.end
    }
    var k = verbEnd
    while k < end {
      if let link = Self.addLinks.match(text, at: k, limit: end) ?? addPreposition(at: k, after: verbEnd), !isInsideKnownName(k) {
        let dest = link.end..<end
        if !hasBa && verbEnd == itemStart && k > itemStart {
          // "X加到Y" without 把: only when X is "this" or a known name.
          guard Self.thisTable.match(text, at: itemStart, limit: k)?.end == k || knownName(at: itemStart, limit: k)?.end == k else { k += 1; continue }
        }
        if verbEnd > itemStart { use(itemStart..<verbEnd, "verb", field: "intent", value: IntentKind.add.rawValue) }
        use(k..<link.end, "verb", field: "intent", value: IntentKind.add.rawValue)
        if let queue = queueDestination(dest) {
          start = verbEnd
          end = k
          trace.rule = "add.queue"
          let search = parseObject(intent: .play)
          use(dest, "rule", field: "playbackQueueLocation", value: queue.name)
          return MediaRequest(.intent(.play(PlayMediaIntent(playbackQueueLocation: queue, mediaSearch: search))), appName: appName)
        }
        let destination = parseDestination(dest)
        start = verbEnd
        end = k
        if trace.isRecording { trace.rule = "add.\(destination.mediaDestinationType.name)" }
        return addRequest(destination: destination)
      }
      k += 1
    }
    // "收藏这首歌", "收藏", "把这首歌收藏了": the library.
    guard mayNameLibrary(hasBa: hasBa) else { return nil }
    let t = compactLive
    for verb in Self.libraryVerbs {
      if t.hasPrefix(verb) || hasBa && (t.hasSuffix(verb) || t.hasSuffix(verb + "了") || t.hasSuffix(verb + "起来")) {
        var s = itemStart
        var e = end
        if t.hasPrefix(verb) && !hasBa {
          use(start..<start + verb.count, "verb", field: "intent", value: IntentKind.add.rawValue)
          s = start + verb.count
        } else {
          for tail in [verb + "起来", verb + "了", verb] where text.key(e - tail.count..<e) == tail {
            use(e - tail.count..<e, "verb", field: "intent", value: IntentKind.add.rawValue)
            e -= tail.count
            break
          }
        }
        start = s
        end = e
        trace.rule = "add.library"
        trace.note("rule", verb, "mediaDestination", "library")
        return addRequest(destination: .library)
      }
    }
    return nil
  }

  /// Whether the live span may start with a library verb (or, after 把, end with one): its
  /// first (and last) non-space scalar. A plain scalar (ASCII or common Han) is a character of
  /// its own, so one that starts (ends) no verb rules out `hasPrefix` (`hasSuffix`) on the
  /// string; any other scalar leaves the question to them.
  func mayNameLibrary(hasBa: Bool) -> Bool {
    var i = start
    while i < end, text.folded[i] == " " { i += 1 }
    var e = end
    while e > i, text.folded[e - 1] == " " { e -= 1 }
    guard i < e else { return false }
    let first = text.folded[i]
    if !Self.isPlain(CollectionOfOne(first)) || Self.libraryVerbFirsts.contains(first) { return true }
    guard hasBa else { return false }
    let last = text.folded[e - 1]
    return !Self.isPlain(CollectionOfOne(last)) || Self.libraryVerbLasts.contains(last)
  }

  /// "添加X到Y": after an add verb, a bare 到/进/至 opens the destination.
  func addPreposition(at k: Int, after verbEnd: Int) -> (end: Int, entry: ChinesePhraseTable<Void>.Entry)? {
    guard verbEnd > start, k > verbEnd, k < text.count, Self.prepositionFirsts.contains(text.folded[k]) else { return nil }
    for p in Self.prepositions where phrase(p, at: k) {
      return (k + 1, ChinesePhraseTable<Void>.Entry(chars: Array(p.unicodeScalars), phrase: p, value: ()))
    }
    return nil
  }

  /// Whether `i` falls strictly inside a known name that starts before it.
  func isInsideKnownName(_ i: Int) -> Bool {
    var s = max(start, i - 24)
    while s < i {
      if let m = knownName(at: s, limit: end), m.end > i { return true }
      s += 1
    }
    return false
  }

  func queueDestination(_ range: Range<Int>) -> PlaybackQueueLocation? {
    // Plain scalars (ASCII and common Han) compare as the string's characters would.
    var c = text.folded[range.clamped(to: 0..<text.count)].filter { $0 != " " }
    if Self.isPlain(c) {
      for tail in Self.queueTails where c.count >= tail.count && c.suffix(tail.count).elementsEqual(tail) { c.removeLast(tail.count) }
      if Self.queueWordScalars.contains(c) { return .later }
      if c.elementsEqual("下一首".unicodeScalars) || c.elementsEqual("接下来".unicodeScalars) { return .next }
      return nil
    }
    var t = text.compact(range)
    for tail in ["里面", "中", "里", "上"] where t.hasSuffix(tail) { t = String(t.dropLast(tail.count)) }
    if Self.queueWords.contains(t) { return .later }
    if t == "下一首" || t == "接下来" { return .next }
    return nil
  }

  /// What a destination may end with ("…中", "…里面", "…去", "…吧"), longest first where one
  /// ends another; as scalars, so each is compared without counting a string's characters.
  static let destinationTails: [[Unicode.Scalar]] = ["里面", "当中", "中去", "里去", "中", "里", "上", "内", "去", "吧", "了"].map {
    Array($0.unicodeScalars)
  }

  // A destination's words, built once (not an array per request).
  static let titleOwners = ["我的", "我们的", "my "]
  static let owners = ["我自己的", "我们的", "我的", "自己的", "my "]
  static let nameLinks = ["叫做", "叫", "名为", "名叫", "中的", "里的", "：", ":"]
  static let playlistNameLeads = ["叫做", "名为", "名叫", "叫"]

  /// "我的华语经典歌单" → that playlist; "资料库", "我的收藏" → library; "歌单X", "名为X的歌单".
  mutating func parseDestination(_ range: Range<Int>) -> MediaDestination {
    var s = range.lowerBound
    var e = range.upperBound
    func skipSpaces() {
      while s < e, text.folded[s] == " " { s += 1 }
      while e > s, text.folded[e - 1] == " " { e -= 1 }
    }
    skipSpaces()
    // Endings: "…中", "…里面", "…去", "…吧".
    var changed = true
    while changed, e > s {
      changed = false
      for tail in Self.destinationTails where e - tail.count > s && text.folded[e - tail.count..<e].elementsEqual(tail) {
        used[e - tail.count..<e].indices.forEach { used[$0] = true }
        e -= tail.count
        changed = true
        skipSpaces()
        break
      }
    }
    let whole = text.compact(s..<e)
    if Self.libraryWords.contains(whole) || ["我的", "my", "我们的"].contains(whole) || whole.hasPrefix("我的") && Self.libraryWords.contains(String(whole.dropFirst(2))) {
      use(s..<e, "rule", field: "mediaDestination", value: "library")
      return .library
    }
    // Owners: "我的", "我们的", "my " — unless they belong to a playlist's title (我的最爱).
    // "我的最爱歌单": the title before a playlist word counts too.
    let kindStart = Self.playlistWords.match(text, endingAt: e, from: s + 1)?.start
    for owner in Self.titleOwners where phrase(owner, at: s) {
      for titleEnd in [e, kindStart].compactMap({ $0 }) where titleEnd > s + owner.count && isKnownTitle(s..<titleEnd) {
        let name = spoken(s..<titleEnd)
        use(s..<titleEnd, "catalog", field: "mediaDestination.playlistName", value: name)
        use(titleEnd..<e, "type")
        return .playlist(name)
      }
    }
    for owner in Self.owners where phrase(owner, at: s) && s + owner.count < e {
      use(s..<s + owner.count, "rule", field: "-", value: "playlist owner (not a SiriKit field)")
      s += owner.count
      skipSpaces()
      break
    }
    // "歌单X", "播放列表里的X", "叫做X的歌单", "名为X的播放列表".
    if let m = Self.playlistWords.match(text, at: s, limit: e), m.end < e {
      used[s..<m.end].indices.forEach { used[$0] = true }
      s = m.end
      for link in Self.nameLinks where phrase(link, at: s) { s += link.count; break }
      skipSpaces()
    }
    for lead in Self.playlistNameLeads where phrase(lead, at: s) {
      used[s..<s + lead.count].indices.forEach { used[$0] = true }
      s += lead.count
      break
    }
    if let m = Self.playlistWords.match(text, endingAt: e, from: s) {
      used[m.start..<e].indices.forEach { used[$0] = true }
      e = m.start
      if e > s, text.folded[e - 1] == "的" { e -= 1 }
      skipSpaces()
    }
    guard s < e else {
      trace.note("rule", spoken(range), "mediaDestination", "library (a playlist without a name)")
      return .library
    }
    let name = spoken(s..<e)
    let nameKey = context.vocabularyKeys.isEmpty ? "" : text.spokenKey(s..<e) ?? TextNormalizer.key(name)
    let vocab = context.vocabularyKeys.first { $0.key == nameKey && context.vocabulary.entries[$0.entry].type == .mediaPlaylistTitle }
      .map { context.vocabulary.entries[$0.entry] }
    let value = vocab?.identifier ?? name
    use(s..<e, vocab == nil ? "rule" : "vocabulary:mediaPlaylistTitle", field: "mediaDestination.playlistName", value: value)
    return .playlist(value)
  }

  /// The item part of an add request: "这首歌" is what plays; a person is the artist.
  mutating func addRequest(destination: MediaDestination?) -> MediaRequest {
    trim()
    var search = start < end ? parseObject(intent: .add) : nil
    if search == nil || search?.isEmpty == true {
      search = MediaSearch(reference: .currentlyPlaying)
    } else if let only = search, only == MediaSearch(mediaType: only.mediaType) {
      // "把曲目加到…", "将专辑添加到…": a type word alone is what plays now.
      search?.reference = .currentlyPlaying
      trace.note("rule", "", "mediaSearch.reference", "currentlyPlaying (a type word alone names what plays)")
    }
    return MediaRequest(.intent(.add(AddMediaIntent(mediaSearch: search, mediaDestination: destination))), appName: appName)
  }
}
