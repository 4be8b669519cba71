/// Roles for the pieces of an object (behaviours §3, §10): "X的Y" is Y by X; "X的歌" and
/// "X最好的专辑" name X as the artist; "专辑Y" and "Y这首歌" name Y; a name alone is
/// `mediaName`; a type word sets `mediaType` only when the app declares the category, and
/// plural quantifiers (一些, 几首) leave the type to the app.
extension ChineseWork {
  mutating func parseObject(intent: IntentKind) -> MediaSearch? {
    trim()
    guard start < end else { return nil }
    if let r = particleTitle, r == start..<end {
      var search = MediaSearch()
      setName(r, spoken(r), field: "mediaName", source: "rule:particle-title", &search)
      trace.note("rule", spoken(r), "-", "a one-character title keeps the particles and the filler around it")
      return search
    }
    let ps = ownerRuns(joinedSingers(particleTitle(ownerTitles(ownedPlaylistName(pieces())))))
    var search = MediaSearch()
    var types: [MediaItemType] = []
    var plural = false
    var this: MediaItemType?
    var described = false
    var names: [Int] = []
    let roles = roleMarkers(ps)
    for (n, p) in ps.enumerated() {
      switch p.kind {
      case .date(let range):
        search.releaseDate = range
        described = true
        let years = [range.startDateComponents?.year, range.endDateComponents?.year].compactMap { $0 }.map(String.init)
        use(p.range, "normaliser:decade", field: "mediaSearch.releaseDate", value: years.joined(separator: "–"))
      case .name(let known):
        names.append(n)
        if trace.isRecording, let known { noteHolder(p.range, known) }
      case .lex(let lex):
        switch lex {
        case .sort(let order):
          search.sortOrder = order
          described = true
          if text.span(p.range, contains: "集") || text.span(p.range, contains: "期") { types.append(.podcastEpisode) }
          use(p.range, "lexicon:sort", field: "mediaSearch.sortOrder", value: order.name)
        case .genre(let genre):
          search.genreNames = (search.genreNames ?? []) + [genre]
          described = true
          use(p.range, "lexicon:genres", field: "mediaSearch.genreNames", value: genre)
        case .mood(let mood):
          search.moodNames = (search.moodNames ?? []) + [mood]
          described = true
          use(p.range, "lexicon:moods", field: "mediaSearch.moodNames", value: mood)
        case .type(let type):
          if roles.contains(n) {
            use(p.range, "rule:role-word", field: "-", value: "says the next name is the artist (not what to play)")
          } else {
            types.append(type)
            used[p.range].indices.forEach { used[$0] = true }
          }
        case .quantity(let isPlural):
          plural = plural || isPlural
          use(p.range, "lexicon:quantity", field: "-", value: isPlural ? "many items: the type is left to the app" : "one item")
        case .this(let type):
          this = type
          use(p.range, "lexicon:this", field: "mediaSearch.reference", value: "currentlyPlaying")
        case .piece:
          use(p.range, "lexicon:pieces", field: "-", value: "a piece of music (no SiriKit type)")
        case .version:
          use(p.range, "lexicon:versions", field: "-", value: "which recording (not a SiriKit field)")
        case .source:
          use(p.range, "lexicon:sources", field: "-", value: "where the songs are kept (not a SiriKit field)")
        case .language:
          use(p.range, "lexicon:languages", field: "-", value: "language of the songs (not a SiriKit field)")
        case .time:
          use(p.range, "lexicon:times", field: "-", value: "when, relative to today (not a SiriKit field)")
        case .particle, .link:
          use(p.range, "rule")
        case .owner:
          use(p.range, "lexicon:owners", field: "-", value: "whose it is (not a SiriKit field, never the artist)")
        case .frequency(let name):
          search.mediaName = name
          described = true
          use(p.range, "normaliser:radioFrequency", field: "mediaSearch.mediaName", value: name)
        case .filler:
          use(p.range, "filler")
        }
      }
    }
    assignNames(names, in: ps, intent: intent, types: types, artists: Set(roles.map { $0 + 1 }), search: &search)
    // "这首歌" with no name is what plays now.
    if let this, search.mediaName == nil, search.artistName == nil {
      search.reference = .currentlyPlaying
      if this != .unknown { types.append(this) }
    } else if let this, this != .unknown {
      // "七里香这张专辑", "华语经典这个歌单": after a name, it says what the name is.
      types.append(this)
    }
    setType(types, plural: plural, described: described, search: &search)
    unqualifiedMusic(types, intent: intent, search: &search)
    return search.isEmpty ? nil : search
  }

  /// The type from the type words said: the most specific one ("播放列表中的音乐X" is a
  /// playlist); 音乐 alone is music, but not beside a genre, mood, decade or sort word.
  mutating func setType(_ types: [MediaItemType], plural: Bool, described: Bool, search: inout MediaSearch) {
    if search.mediaType != .unknown { return }  // set by vocabulary
    let specific = types.filter { $0 != .music }
    var type: MediaItemType = .unknown
    if let last = specific.last {
      type = last
      if plural, [.song, .album, .artist].contains(type) {
        trace.note("rule", "", "-", "a plural asks for many items: no mediaType (\(type.name))")
        return
      }
    } else if types.contains(.music), !described, search.genreNames == nil, search.moodNames == nil {
      type = .music
    }
    guard type != .unknown else { return }
    guard context.app.declaresCategory(of: type) else {
      trace.note("rule", "", "-", "type word for \(type.name): the app does not declare that category")
      return
    }
    search.mediaType = type
    trace.note("lexicon:types", "", "mediaSearch.mediaType", type.name)
  }

  /// "放首歌", "播放歌曲", "来点歌": a song word and nothing else asks for music, not one
  /// song (behaviours §3: "play music" is mediaType music and nothing else).
  mutating func unqualifiedMusic(_ types: [MediaItemType], intent: IntentKind, search: inout MediaSearch) {
    guard intent == .play, !types.isEmpty, types.allSatisfy({ $0 == .song || $0 == .music }) else { return }
    let bare = MediaSearch(mediaType: search.mediaType)
    guard search == bare || search.isEmpty, context.app.declaresCategory(of: .music) else { return }
    search.mediaType = .music
    trace.note("rule", "", "mediaSearch.mediaType", "music (a song word alone is an unqualified play request)")
  }

  /// The piece before `n` that is not a quantity, filler or link.
  func neighbour(_ ps: [Piece], _ n: Int, step: Int) -> Piece? {
    var k = n + step
    while k >= 0, k < ps.count {
      switch ps[k].lex {
      case .quantity?, .filler?, .link?: k += step
      default: return ps[k]
      }
    }
    return nil
  }

  func isType(_ p: Piece?) -> MediaItemType? {
    if case .type(let t)? = p?.lex { return t }
    return nil
  }

  /// Whether the name at `n` owns what follows: "X的…", "X最好的专辑", "X二十年代的歌曲", "X歌曲".
  func isPossessor(_ ps: [Piece], _ n: Int) -> Bool {
    guard let next = neighbour(ps, n, step: 1) else { return false }
    switch next.kind {
    case .date: return true
    case .name: return false
    case .lex(let lex):
      switch lex {
      case .particle:
        // "放一首周杰伦的": a final 的 says whose (the song is left unsaid).
        guard let after = neighbour(ps, ps.firstIndex { $0.range == next.range } ?? n, step: 1) else { return true }
        if case .name = after.kind { return false }
        return true
      case .sort, .type, .piece, .genre, .mood: return true
      default: return false
      }
    }
  }

  mutating func assignNames(
    _ names: [Int], in ps: [Piece], intent: IntentKind, types: [MediaItemType], artists: Set<Int>, search: inout MediaSearch
  ) {
    guard let first = names.first else { return }
    if names.count == 1, artists.contains(first) {
      let p = ps[first]
      setName(p.range, cleanName(p.range, asArtist: true), field: "artistName", source: "rule:role-word", &search)
      return
    }
    if names.count == 1 {
      let p = ps[first]
      if case .name(let known?) = p.kind, case .vocabulary(let identifier, let type, let source) = known {
        search.mediaName = identifier
        if context.app.declaresCategory(of: type) { search.mediaType = type }
        use(p.range, source, field: "mediaSearch.mediaName", value: identifier)
        return
      }
      let kind: NameKind? = if case .name(let k) = p.kind { k } else { nil }
      let prefixed = isType(neighbour(ps, first, step: -1)) != nil
      let spokenName = cleanName(p.range, asArtist: false)
      if kind == nil, spokenName.utf8.first.map({ $0 < 0x80 }) == true, Self.englishGenres.contains(spokenName.lowercased()) {
        // "opera music": an English genre word left in a Chinese request.
        search.genreNames = (search.genreNames ?? []) + [spokenName.lowercased()]
        use(p.range, "lexicon:genres", field: "mediaSearch.genreNames", value: spokenName.lowercased())
      } else if prefixed {
        setName(p.range, spokenName, field: "mediaName", source: "rule:type-word-before", &search)
      } else if isPossessor(ps, first) {
        let owned = isType(neighbour(ps, first, step: 1)) ?? types.last
        // "泰坦尼克号的原声", "西游记的主题曲": a soundtrack or theme song is named after its film
        // or show, not sung by it.
        let soundtrack = ps.contains { p in
          guard case .type = p.lex else { return false }
          return ChineseLexicon.namedAfterShowWords.contains { text.contains($0, in: p.range) }
        }
        // A film has a person's shape as often as not ("阿凡达的原声"); only a known singer has no film.
        let namesAThing = kind == .title || kind == .quoted || soundtrack && kind != .artist
          || (kind != .artist && kind != .person && [.podcastShow, .podcastEpisode, .audioBook, .radioStation, .playlist].contains(owned ?? .unknown))
          || (kind == .both && search.sortOrder == .newest)
          // "叫不知道的歌": after 叫 (a name follows), X的歌 names the song, not a singer.
          || kind != .artist && first > 0 && ps[first - 1].lex.map({ if case .link = $0 { true } else { false } }) == true
            && ["叫", "名"].contains(text.folded[ps[first - 1].range.lowerBound])
        // "关于下雨的歌": what a song is about is no singer (as English keeps "about rain").
        if namesAThing || isOwnerOrPronoun(p.range) || phrase("关于", at: p.range.lowerBound) || kind == nil && startsLookalike(p.range)
          || kind == nil && startsWithDecade(p.range)
        {
          // "电影泰坦尼克号的原声": the film is named without the word for film.
          var r = p.range
          if soundtrack, kind == nil, let lead = ["电影", "电视剧", "影片", "动画片", "动画"].first(where: { phrase($0, at: r.lowerBound) }),
            r.count > lead.count + 1
          {
            use(r.lowerBound..<r.lowerBound + lead.count, "rule", field: "-", value: "the word for film before its name")
            r = r.lowerBound + lead.count..<r.upperBound
          }
          setName(r, cleanName(r, asArtist: false), field: "mediaName", source: "rule:name-with-type", &search)
        } else {
          setName(p.range, cleanName(p.range, asArtist: true), field: "artistName", source: "rule:X的", &search)
        }
      } else if intent == .add, kind == .artist || kind == .person || kind == nil && looksLikePerson(cleanRange(p.range, asArtist: false)) {
        setName(p.range, cleanName(p.range, asArtist: true), field: "artistName", source: "rule:person-name", &search)
      } else {
        setName(p.range, spokenName, field: "mediaName", source: kind == nil ? "rule" : "catalog", &search)
      }
      return
    }
    // Two names: "夜曲周杰伦" (title then artist), else "X的Y" / "周杰伦夜曲" (artist then title).
    // Names joined by 的 after the first are one title ("那英的白天不懂夜的黑").
    var last = 1
    while last + 1 < names.count, isJoinedByDe(names[last], names[last + 1], in: ps) { last += 1 }
    let a = ps[names[0]]
    let b = Piece(kind: ps[names[1]].kind, range: ps[names[1]].range.lowerBound..<ps[names[last]].range.upperBound)
    let aKind: NameKind? = if case .name(let k) = a.kind { k } else { nil }
    var bKind: NameKind? = if case .name(let k) = b.kind { k } else { nil }
    if last > 1 { bKind = nil }
    if isJoinedByDe(names[0], names[1], in: ps) || isJoinedByLocative(names[0], names[1], in: ps), !artists.contains(names[0]),
      !maySplitOff(a.range, kind: aKind, before: b.range)
    {
      // "春天的故事", "月亮代表我的心": 的 inside a title, not between a singer and a song.
      let whole = a.range.lowerBound..<b.range.upperBound
      setName(whole, cleanName(whole, asArtist: false), field: "mediaName", source: "rule:X的Y-one-name", &search)
      trace.note("rule", spoken(a.range), "-", "not split off by 的: neither a known singer nor a person's name")
      // "春天的故事王菲": a singer the catalog knows after the title is its singer.
      if last + 1 < names.count, case .name(let k?) = ps[names[last + 1]].kind, k == .artist {
        let c = ps[names[last + 1]].range
        setName(c, cleanName(c, asArtist: true), field: "artistName", source: "catalog", &search)
      }
    } else if (aKind == .title || aKind == .both) && (bKind == .artist || bKind == .person)
      || aKind == nil && (bKind == .artist || bKind == .person && !isJoinedByDe(names[0], names[1], in: ps)) && last == 1
    {
      // "简单爱周杰伦": a title, then a singer the catalog knows; "冰雨刘德华": one with a person's shape.
      setName(a.range, cleanName(a.range, asArtist: false), field: "mediaName", source: "catalog", &search)
      setName(b.range, cleanName(b.range, asArtist: true), field: "artistName", source: "catalog", &search)
    } else {
      setName(a.range, cleanName(a.range, asArtist: true), field: "artistName", source: "rule:X的Y", &search)
      setName(b.range, cleanName(b.range, asArtist: false), field: "mediaName", source: "rule:X的Y", &search)
    }
  }
}

import Foundation
