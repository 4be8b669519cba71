/// Asking that one's view of media be kept, with no view said (`Lexicon/OpinionRecordWords.swift`):
///
/// - a verb of keeping, the view, what it is about: "save my opinion about this song", "please
///   record my rating on the current track", "keep the remarks I have on this album", "note
///   what I said about the song that is playing now";
/// - the view of a kind of media: "save my music preferences", "store my song ratings";
/// - the item and the view: "save this track and my feedback";
/// - a rating asked for with no value: "rate this song", "please rate the current track".
///
/// Each is an `INUpdateMediaAffinityIntent` whose affinityType is unknown (the person asks that
/// the taste profile keep their view; which view is not said) on what plays, on the item named,
/// or on the kind said. A view that names no media ("save my preferences", "record my opinion of
/// the meeting") is no affinity: the words are read as they were.
extension EnglishParser {
  static let opinionViews = table(EnglishLexicon.OpinionRecord.views)
  static let opinionMediaWords = PhraseTable(EnglishLexicon.OpinionRecord.mediaWords.map { ($0.word, $0.type) })
}

extension Work {
  typealias OpinionWords = EnglishLexicon.OpinionRecord

  mutating func findOpinionRecord() -> MediaRequest? {
    guard opens(.opinionRecord), end - start >= 2, end - start <= 16 else { return nil }
    let first = wordKeys[start]
    let lead = start
    if OpinionWords.rateVerbs.contains(first) { return ratingAsked() }
    guard OpinionWords.keepVerbs.contains(first) else { return nil }
    // The view, after determiners, a kind of media, or the item and "and".
    var i = start + 1
    var kind: MediaItemType?
    var item: Range<Int>?
    var app: (match: (length: Int, name: String, isThisApp: Bool), range: Range<Int>)?
    while i < end, EnglishParser.opinionViews.match(wordKeys, at: i, limit: end) == nil {
      // The app said between them ("save my ControlAudio preferences").
      if used[i] {
        i += 1
        continue
      }
      if let m = appMatch(at: i, limit: end) {
        app = (m, i..<i + m.length)
        i += m.length
        continue
      }
      if let m = EnglishParser.opinionMediaWords.match(wordKeys, at: i, limit: end) {
        kind = m.value
      } else if wordKeys[i] == "and", i > start + 1, item == nil {
        // "save this track and my feedback": the item is what plays, said before "and".
        guard isPlaying(start + 1..<i) else { return nil }
        item = start + 1..<i
        kind = nil
      } else if !OpinionWords.determiners.contains(wordKeys[i]) {
        return nil
      }
      i += 1
    }
    guard i < end, let view = EnglishParser.opinionViews.match(wordKeys, at: i, limit: end) else { return nil }
    let viewEnd = i + view.words.count
    var search: MediaSearch?
    var about = viewEnd..<viewEnd
    if let item {
      guard viewEnd == end else { return nil }
      search = playing(item)
    } else if let (a, object) = aboutWhat(after: viewEnd) {
      about = a
      search = object
    } else if viewEnd == end, let kind {
      // "save my music preferences": the view of a kind of media.
      search = MediaSearch(mediaType: context.app.declaresCategory(of: kind) || kind == .music ? kind : .unknown)
    } else if viewEnd == end, appName != nil || app != nil {
      // "save my preferences in ControlAudio": the app holds the taste.
      search = nil
    } else {
      return nil
    }
    trace.rule = "affinity.opinionRecord"
    if let app { setApp(app.match, range: app.range) }
    use(lead..<viewEnd, "verb", field: "affinityType", value: MediaAffinityType.unknown.name)
    use(viewEnd..<about.lowerBound, "filler")
    if search?.reference == .currentlyPlaying {
      use(about, "this", field: "mediaSearch.reference", value: "currentlyPlaying")
    }
    return MediaRequest(.intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search, affinityType: .unknown))), appName: appName)
  }

  /// What the view is about: a word of `aboutWords` within a few words of the view ("the remarks
  /// I have on …"), then what plays ("this song") or the media named. What plays is tried at
  /// every such word first: "the opinion of each listener about this song".
  mutating func aboutWhat(after viewEnd: Int) -> (Range<Int>, MediaSearch)? {
    let last = min(end - 1, viewEnd + 5)
    guard viewEnd <= last else { return nil }
    for p in viewEnd...last where OpinionWords.aboutWords.contains(wordKeys[p]) && p + 1 < end {
      if isPlaying(p + 1..<end) { return (p + 1..<end, playing(p + 1..<end)) }
    }
    for p in viewEnd...last where OpinionWords.aboutWords.contains(wordKeys[p]) && p + 1 < end {
      let object = p + 1..<end
      // A kind in the plural: such things in general ("… specific to songs").
      if let kind = pluralKind(object) { return (object, MediaSearch(mediaType: kind)) }
      guard namesMediaForTaste(object) else { continue }
      let saved = (start: start, end: end)
      start = object.lowerBound
      var options = PlayOptions()
      let search = parseObject(&options, allowOptions: false)
      if let search, !search.isEmpty { return (object, search) }
      (start, end) = saved
      return nil
    }
    return nil
  }

  /// "rate this song", "please rate the current track": a rating with no value (`rating` reads
  /// the ones with a value first).
  mutating func ratingAsked() -> MediaRequest? {
    let object = start + 1..<end
    guard isPlaying(object), rating() == nil else { return nil }
    trace.rule = "affinity.ratingAsked"
    use(start..<start + 1, "verb", field: "affinityType", value: MediaAffinityType.unknown.name)
    use(object, "this", field: "mediaSearch.reference", value: "currentlyPlaying")
    return MediaRequest(.intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: playing(object), affinityType: .unknown))), appName: appName)
  }

  /// Whether the words say what plays: words of `playingWords` and one kind of media said in the
  /// singular ("the song that is currently playing", "this current track", "song"), or a
  /// reference with no kind ("this one", "it").
  func isPlaying(_ r: Range<Int>) -> Bool {
    guard !r.isEmpty, r.count <= 8 else { return false }
    var kinds = 0
    var i = r.lowerBound
    while i < r.upperBound {
      if let m = EnglishParser.opinionMediaWords.match(wordKeys, at: i, limit: r.upperBound) {
        if OpinionWords.pluralMediaWords.contains(wordKeys[i]) { return false }
        kinds += 1
        i += m.words.count
        continue
      }
      guard OpinionWords.playingWords.contains(wordKeys[i]) else { return false }
      i += 1
    }
    return kinds == 1 || kinds == 0 && r.contains(where: { AffinityWords.referenceWords.contains(wordKeys[$0]) })
  }

  /// The kind of "songs", "all the albums": determiners and one kind in the plural, when the
  /// app has that kind.
  func pluralKind(_ r: Range<Int>) -> MediaItemType? {
    guard let last = r.last, OpinionWords.pluralMediaWords.contains(wordKeys[last]),
      r.dropLast().allSatisfy({ OpinionWords.determiners.contains(wordKeys[$0]) }),
      let m = EnglishParser.opinionMediaWords.match(wordKeys, at: last, limit: r.upperBound), context.app.declaresCategory(of: m.value)
    else { return nil }
    return m.value
  }

  /// What plays, with the kind said when the app has that kind.
  func playing(_ r: Range<Int>) -> MediaSearch {
    var search = MediaSearch(reference: .currentlyPlaying)
    for i in r {
      if let m = EnglishParser.opinionMediaWords.match(wordKeys, at: i, limit: r.upperBound) {
        if context.app.declaresCategory(of: m.value) { search.mediaType = m.value }
        break
      }
    }
    return search
  }
}
