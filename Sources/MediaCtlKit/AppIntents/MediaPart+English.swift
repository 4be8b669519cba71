/// A word as said, with the lowercase key phrases are compared with.
struct SpokenWord: Sendable {
  var text: String
  var key: String
  /// Letters and digits only, for app names said with or without spaces ("Control Audio").
  var compact: String
  /// Joined to the previous word by a hyphen as said ("hip-hop").
  var hyphenated = false

  /// The parser's own tokens (surrounding punctuation gone, split at hyphens, which the media
  /// text puts back), so both paths read the same words at the parser's cost.
  static func split(_ utterance: String) -> [SpokenWord] {
    Token.tokenize(utterance).map { t in
      SpokenWord(
        text: t.text, key: t.lower,
        compact: t.isPlain ? t.lower : String(String.UnicodeScalarView(t.lower.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })),
        hyphenated: t.hyphenated)
    }
  }

  /// The words as said, hyphens restored.
  static func join(_ words: ArraySlice<SpokenWord>) -> String {
    var out = ""
    for w in words {
      if !out.isEmpty { out += w.hyphenated ? "-" : " " }
      out += w.text
    }
    return out
  }

  /// URLs said, in order, and the utterance without them. Looked for only when the bytes
  /// hold "://" (most utterances do not).
  static func extractURLs(_ utterance: String) -> (urls: [String], rest: String) {
    var a: UInt8 = 0
    var b: UInt8 = 0
    var found = false
    for byte in utterance.utf8 {
      if a == UInt8(ascii: ":"), b == UInt8(ascii: "/"), byte == UInt8(ascii: "/") {
        found = true
        break
      }
      a = b
      b = byte
    }
    guard found else { return ([], utterance) }
    var urls: [String] = []
    var rest: [Substring] = []
    for raw in utterance.split(whereSeparator: \.isWhitespace) {
      var word = raw
      while let l = word.last, ",!?;:\"”)".contains(l) { word = word.dropLast() }
      while let f = word.first, "\"“(".contains(f) { word = word.dropFirst() }
      if word.utf8.count > 3, word.range(of: "://") != nil {
        if word.hasSuffix("."), !word.dropLast().hasSuffix(".") { word = word.dropLast() }
        urls.append(String(word))
      } else {
        rest.append(raw)
      }
    }
    return (urls, rest.joined(separator: " "))
  }
}

/// Phrases indexed by their first and last word, longest first: a lookup costs the few
/// phrases that share a word with the utterance, not the whole table.
struct WordPhrases: Sendable {
  private var byFirst: [String: [[String]]] = [:]
  private var byLast: [String: [[String]]] = [:]

  init(_ phrases: [String]) {
    for phrase in phrases {
      let words = phrase.split(separator: " ").map(String.init)
      guard let first = words.first, let last = words.last else { continue }
      byFirst[first, default: []].append(words)
      byLast[last, default: []].append(words)
    }
    for k in byFirst.keys { byFirst[k]?.sort { $0.count > $1.count } }
    for k in byLast.keys { byLast[k]?.sort { $0.count > $1.count } }
  }

  /// The length of the longest phrase that starts at `start`.
  func prefix(_ words: [SpokenWord], at start: Int = 0) -> Int? {
    guard start < words.count, let candidates = byFirst[words[start].key] else { return nil }
    for phrase in candidates where start + phrase.count <= words.count {
      if phrase.indices.allSatisfy({ words[start + $0].key == phrase[$0] }) { return phrase.count }
    }
    return nil
  }

  /// The length of the longest phrase that ends just before `end`.
  func suffix(_ words: [SpokenWord], end: Int) -> Int? {
    guard end > 0, end <= words.count, let candidates = byLast[words[end - 1].key] else { return nil }
    for phrase in candidates where phrase.count <= end {
      let start = end - phrase.count
      if phrase.indices.allSatisfy({ words[start + $0].key == phrase[$0] }) { return phrase.count }
    }
    return nil
  }
}

extension MediaPart {
  enum English {
    static let leading = WordPhrases(EnglishLexicon.leadingFillers + AudioModelWords.addressing)
    static let playVerbs = WordPhrases(EnglishLexicon.playVerbs + EnglishLexicon.resumeVerbs + EnglishLexicon.shuffleVerbs)
    static let addVerbs = WordPhrases(EnglishLexicon.addVerbs)
    static let likeVerbs = WordPhrases(EnglishLexicon.likePhrases)
    static let dislikeVerbs = WordPhrases(EnglishLexicon.dislikePhrases)
    static let searchVerbs = WordPhrases(EnglishLexicon.searchVerbs)
    static let station = WordPhrases(AudioModelWords.stationPhrases)
    static let unset = WordPhrases(AudioModelWords.unsetVerbs)
    static let follow = WordPhrases(AudioModelWords.followVerbs)
    static let trailing = WordPhrases(EnglishLexicon.trailingFillers)
    static let libraryTails = WordPhrases(AudioModelWords.libraryTails)
    static let appPrepositions = WordPhrases(AudioModelWords.appPrepositions)
    static let placePrepositions = WordPhrases(AudioModelWords.placePrepositions)
    static let places = WordPhrases(EnglishLexicon.places)
    static let thisPhrases = WordPhrases(AudioModelWords.thisPhrases)
    static let options: [EnglishLexicon.TailOptionKind: WordPhrases] = {
      var grouped: [EnglishLexicon.TailOptionKind: [String]] = [:]
      for (phrase, kind) in EnglishLexicon.tailOptions { grouped[kind, default: []].append(phrase) }
      return grouped.mapValues(WordPhrases.init)
    }()
    static let playlistWords: Set<String> = ["playlist", "playlists", "list", "mix"]
  }

  /// M4 for English: the media part of an utterance, as said.
  static func english(_ utterance: String, appNames: Set<String>, extraApp: String?, sirikit: MediaRequest) -> MediaPart {
    var part = MediaPart()
    let (urls, rest) = SpokenWord.extractURLs(utterance)
    part.urls = urls
    var w = SpokenWord.split(rest)
    removeApp(&w, appNames: appNames, extra: extraApp)
    while let n = English.leading.prefix(w) { w.removeFirst(n) }
    if let n = English.station.prefix(w) {
      part.frame = .station
      w.removeFirst(n)
    } else if let n = English.unset.prefix(w) {
      part.frame = .affinity(.unset)
      w.removeFirst(n)
    } else if let n = English.follow.prefix(w), sirikit.intent?.kind != .add {
      part.frame = .follow
      w.removeFirst(n)
    } else if let table = verbs(for: sirikit), let n = table.prefix(w) {
      w.removeFirst(n)
    }
    stripTail(&w, part: &part, sirikit: sirikit)
    part.media = SpokenWord.join(w[...])
    part.isThis = English.thisPhrases.prefix(w) == w.count && !w.isEmpty
    part.isGeneric = w.allSatisfy { AudioModelWords.generic.contains($0.key) }
    return part
  }

  static func verbs(for request: MediaRequest) -> WordPhrases? {
    switch request.body {
    case .intent(.play): English.playVerbs
    case .intent(.add): English.addVerbs
    case .intent(.updateMediaAffinity(let u)): u.affinityType == .dislike ? English.dislikeVerbs : English.likeVerbs
    case .intent(.searchForMedia): English.searchVerbs
    default: nil
    }
  }

  /// Every mention of the app ("in ControlAudio", "on the Control Audio app", "ControlAudio,").
  static func removeApp(_ w: inout [SpokenWord], appNames: Set<String>, extra: String?) {
    func isApp(_ s: String) -> Bool { appNames.contains(s) || s == extra }
    func mayStartApp(_ s: String) -> Bool {
      guard let first = s.utf8.first else { return false }
      return appNames.contains { $0.utf8.first == first } || extra?.utf8.first == first
    }
    var i = 0
    while i < w.count {
      var joined = ""
      var matched = 0
      if mayStartApp(w[i].compact) {
        for length in 1...4 where i + length <= w.count {
          joined += w[i + length - 1].compact
          if isApp(joined) { matched = length }
        }
      }
      guard matched > 0 else {
        i += 1
        continue
      }
      var end = i + matched
      if end < w.count, w[end].key == "app" { end += 1 }
      var start = i
      if let n = English.appPrepositions.suffix(w, end: start) { start -= n }
      if start > 0, ["open", "launch"].contains(w[start - 1].key) { start -= 1 }
      w.removeSubrange(start..<end)
      i = start
    }
  }

  /// Words at the end that are not the media: fillers, a room, a speed, options the SiriKit
  /// parser read (so a title such as "Later" stays when it read none), the add destination.
  static func stripTail(_ w: inout [SpokenWord], part: inout MediaPart, sirikit: MediaRequest) {
    let play: PlayMediaIntent? = { if case .play(let p)? = sirikit.intent { return p } else { return nil } }()
    var allowed: [EnglishLexicon.TailOptionKind] = []
    if let p = play {
      if p.playShuffled == true { allowed.append(.shuffle) }
      if p.playShuffled == false { allowed.append(.inOrder) }
      if p.playbackRepeatMode != .unknown { allowed.append(.repeatMode) }
      switch p.playbackQueueLocation {
      case .next: allowed.append(.next)
      case .later: allowed.append(.later)
      case .now: allowed.append(.now)
      case .unknown: break
      }
      if p.resumePlayback == true { allowed.append(.resume) }
    }
    var strippedOption = false
    for _ in 0..<12 {
      let before = w.count
      if let n = English.trailing.suffix(w, end: w.count), n < w.count { w.removeLast(n) }
      removeRouteAtEnd(&w, part: &part)
      if play?.playbackSpeed != nil { removeSpeedAtEnd(&w, part: &part) }
      for kind in allowed {
        if let n = English.options[kind]?.suffix(w, end: w.count), n < w.count {
          w.removeLast(n)
          strippedOption = true
        }
      }
      if strippedOption, w.last?.key == "and", w.count > 1 { w.removeLast() }
      if case .add(let add)? = sirikit.intent { removeDestination(&w, add.mediaDestination) }
      if w.count == before { break }
    }
  }

  /// "in the living room", "on the kitchen speaker" at the end: where to play (M4), not sent.
  static func removeRouteAtEnd(_ w: inout [SpokenWord], part: inout MediaPart) {
    for start in stride(from: w.count - 1, through: max(1, w.count - 7), by: -1) {
      guard let p = English.placePrepositions.prefix(w, at: start), var n = English.places.prefix(w, at: start + p) else { continue }
      // A room and a device: "the living room speaker".
      if start + p + n < w.count, let more = English.places.prefix(w, at: start + p + n) { n += more }
      guard start + p + n == w.count else { continue }
      part.route = SpokenWord.join(w[(start + p)...])
      w.removeSubrange(start...)
      return
    }
  }

  /// "at 1.5x speed", "at double speed", "1.5x" at the end (M3): sent nowhere.
  static func removeSpeedAtEnd(_ w: inout [SpokenWord], part: inout MediaPart) {
    guard let last = w.last, AudioModelWords.speedMarkers.contains(last.key) || last.isMultiplier else { return }
    var start = w.count - 1
    while start > 1, AudioModelWords.speedWords.contains(w[start - 1].key) || w[start - 1].isMultiplier
      || AudioModelWords.speedMarkers.contains(w[start - 1].key) || Double(w[start - 1].key) != nil
    {
      start -= 1
    }
    if start > 1, ["at", "in", "on", "with"].contains(w[start - 1].key) { start -= 1 }
    guard start > 0 else { return }
    w.removeSubrange(start...)
  }

  /// "to my library", "to my road trip playlist" at the end of an add request.
  static func removeDestination(_ w: inout [SpokenWord], _ destination: MediaDestination?) {
    switch destination {
    case .playlist?:
      guard let k = w.indices.last(where: { ["to", "into", "onto", "in"].contains(w[$0].key) }), k > 0,
        w[(k + 1)...].contains(where: { English.playlistWords.contains($0.key) })
      else { return }
      w.removeSubrange(k...)
    case .library?, nil:
      if let n = English.libraryTails.suffix(w, end: w.count), n < w.count { w.removeLast(n) }
    }
  }
}

extension SpokenWord {
  /// "2x", "1.5x", "x2".
  var isMultiplier: Bool {
    if key.hasSuffix("x"), Double(key.dropLast()) != nil { return true }
    if key.hasPrefix("x"), Double(key.dropFirst()) != nil { return true }
    return false
  }
}
