/// Chinese text as said and as compared (simplified script, Latin lowercased), character for
/// character, so a phrase found in one is cut from both.
struct SaidChinese {
  var said: [Character]
  var key: [Character]

  init(_ text: String) {
    said = Array(text)
    key = said.map { ch in
      let simple = ChineseScript.simplified(ch)
      return simple.isASCII ? Character(simple.lowercased()) : simple
    }
  }

  var text: String { String(said) }
  var isEmpty: Bool { said.isEmpty }

  mutating func trim() {
    let junk: Set<Character> = [" ", "\u{3000}", "，", "。", "！", "？", ",", ".", "!", "?", "、", "：", ":", "“", "”", "\"", "「", "」"]
    while let f = key.first, junk.contains(f) || f.isWhitespace { said.removeFirst(); key.removeFirst() }
    while let l = key.last, junk.contains(l) || l.isWhitespace { said.removeLast(); key.removeLast() }
  }

  /// The longest phrase of `phrases` the text starts with, removed; nil when none.
  @discardableResult
  mutating func dropPrefix(_ phrases: [[Character]]) -> [Character]? {
    trim()
    guard let match = phrases.first(where: { $0.count <= key.count && key.starts(with: $0) }) else { return nil }
    said.removeFirst(match.count)
    key.removeFirst(match.count)
    trim()
    return match
  }

  @discardableResult
  mutating func dropSuffix(_ phrases: [[Character]]) -> [Character]? {
    trim()
    guard let match = phrases.first(where: { $0.count <= key.count && key.suffix($0.count).elementsEqual($0) }) else { return nil }
    said.removeLast(match.count)
    key.removeLast(match.count)
    trim()
    return match
  }

  /// Where `phrase` first occurs at or after `from`.
  func find(_ phrase: [Character], from: Int = 0) -> Int? {
    guard !phrase.isEmpty, phrase.count <= key.count else { return nil }
    var i = from
    while i + phrase.count <= key.count {
      if key[i] == phrase[0], key[i..<(i + phrase.count)].elementsEqual(phrase) { return i }
      i += 1
    }
    return nil
  }

  mutating func remove(_ range: Range<Int>) {
    said.removeSubrange(range)
    key.removeSubrange(range)
  }

  /// A table of phrases as characters, longest first.
  static func table(_ phrases: [String]) -> [[Character]] {
    phrases.map { Array($0.lowercased()) }.sorted { $0.count > $1.count }
  }
}

extension MediaPart {
  enum Chinese {
    static let leading = SaidChinese.table(ChineseLexicon.leadingFillers)
    static let trailing = SaidChinese.table(ChineseLexicon.trailingFillers)
    static let playVerbs = SaidChinese.table(ChineseLexicon.playVerbs + ChineseLexicon.resumeVerbs)
    static let searchVerbs = SaidChinese.table(ChineseLexicon.searchVerbs)
    static let likeVerbs = SaidChinese.table(ChineseLexicon.likePhrases)
    static let dislikeVerbs = SaidChinese.table(ChineseLexicon.dislikePhrases)
    static let addVerbs = SaidChinese.table(ChineseLexicon.addVerbs)
    static let addOpeners = SaidChinese.table(AudioModelWords.chineseAddOpeners)
    static let addLinks = SaidChinese.table(ChineseLexicon.addLinks)
    static let openers = SaidChinese.table(AudioModelWords.chineseAppOpeners)
    static let closers = SaidChinese.table(ChineseLexicon.appLocators)
    static let places = SaidChinese.table(ChineseLexicon.places)
    static let shuffle = SaidChinese.table(AudioModelWords.chineseShuffle)
    static let repeats = SaidChinese.table(AudioModelWords.chineseRepeat)
    static let next = SaidChinese.table(AudioModelWords.chineseNext)
    static let station = SaidChinese.table(AudioModelWords.chineseStation)
    static let unset = SaidChinese.table(AudioModelWords.chineseUnset)
    static let this = SaidChinese.table(ChineseLexicon.thisWords.map(\.phrase))
    static let speedDigits: Set<Character> = Set("0123456789.一二两三四五六七八九十点半")
  }

  /// M4 for Chinese: the same removals, on characters.
  static func chinese(_ utterance: String, appNames: Set<String>, sirikit: MediaRequest) -> MediaPart {
    var part = MediaPart()
    var words = utterance.split(whereSeparator: \.isWhitespace).map(String.init)
    part.urls = words.filter { $0.contains("://") }
    words.removeAll { $0.contains("://") }
    var t = SaidChinese(words.joined(separator: " "))
    removeApp(&t, appNames: appNames)
    for _ in 0..<4 where t.dropPrefix(Chinese.leading) != nil {}
    if t.dropPrefix(Chinese.next) != nil { part.next = true }
    removeRoute(&t, part: &part)
    removeSpeed(&t, part: &part)
    for _ in 0..<4 where t.dropPrefix(Chinese.leading) != nil {}
    if t.dropPrefix(Chinese.station) != nil {
      part.frame = .station
    } else if t.dropPrefix(Chinese.unset) != nil {
      part.frame = .affinity(.unset)
    } else if t.dropPrefix(Chinese.shuffle) != nil {
      part.shuffle = true
    } else if t.dropPrefix(Chinese.repeats) != nil {
      part.repeats = true
    } else {
      switch sirikit.body {
      case .intent(.play): t.dropPrefix(Chinese.playVerbs)
      case .intent(.searchForMedia): t.dropPrefix(Chinese.searchVerbs)
      case .intent(.updateMediaAffinity(let u)): t.dropPrefix(u.affinityType == .dislike ? Chinese.dislikeVerbs : Chinese.likeVerbs)
      case .intent(.add):
        if t.dropPrefix(Chinese.addOpeners) == nil { t.dropPrefix(Chinese.addVerbs) }
        if let link = Chinese.addLinks.lazy.compactMap({ l in t.find(l).map { ($0, l) } }).first {
          t.remove(link.0..<t.key.count)
        }
      default: break
      }
    }
    if t.dropSuffix(Chinese.shuffle) != nil { part.shuffle = true }
    if t.dropSuffix(Chinese.repeats) != nil { part.repeats = true }
    for _ in 0..<4 where t.dropSuffix(Chinese.trailing) != nil {}
    t.trim()
    part.media = t.text
    let key = String(t.key)
    part.isThis = Chinese.this.contains { String($0) == key }
    part.isGeneric = AudioModelWords.chineseGeneric.contains(key)
    return part
  }

  /// "在 ControlAudio 中", "用ControlAudio", "打开 ControlAudio".
  static func removeApp(_ t: inout SaidChinese, appNames: Set<String>) {
    // App names are compared without spaces: find the shortest run of characters whose
    // letters and digits spell one.
    var i = 0
    while i < t.key.count {
      guard t.key[i].isASCII, t.key[i].isLetter || t.key[i].isNumber else {
        i += 1
        continue
      }
      var compact = ""
      var end = i
      var matchedEnd: Int?
      while end < t.key.count, t.key[end].isASCII, compact.count <= 40 {
        if t.key[end].isLetter || t.key[end].isNumber { compact.append(t.key[end]) }
        end += 1
        if appNames.contains(compact) { matchedEnd = end }
      }
      guard let stop = matchedEnd else {
        i += 1
        continue
      }
      var start = i
      while start > 0, t.key[start - 1] == " " { start -= 1 }
      if let opener = Chinese.openers.first(where: { $0.count <= start && t.key[(start - $0.count)..<start].elementsEqual($0) }) {
        start -= opener.count
      }
      var finish = stop
      while finish < t.key.count, t.key[finish] == " " { finish += 1 }
      if let closer = Chinese.closers.first(where: { finish + $0.count <= t.key.count && t.key[finish..<(finish + $0.count)].elementsEqual($0) }) {
        finish += closer.count
      }
      t.remove(start..<finish)
      i = start
    }
    t.trim()
  }

  /// "在客厅": where to play, reported as the route.
  static func removeRoute(_ t: inout SaidChinese, part: inout MediaPart) {
    for place in Chinese.places {
      guard let at = t.find(place), at > 0, t.key[at - 1] == "在" else { continue }
      var end = at + place.count
      if end < t.key.count, ["里", "上", "中"].contains(t.key[end]) { end += 1 }
      part.route = String(t.said[at..<(at + place.count)])
      t.remove((at - 1)..<end)
      return
    }
  }

  /// "两倍速", "1.5倍速", "以两倍速": sent nowhere (M3).
  static func removeSpeed(_ t: inout SaidChinese, part: inout MediaPart) {
    guard let at = t.find(Array("倍速")) else { return }
    var start = at
    while start > 0, Chinese.speedDigits.contains(t.key[start - 1]) { start -= 1 }
    guard start < at else { return }
    part.speedWords = String(t.said[start..<(at + 2)])
    if start > 0, ["以", "用"].contains(t.key[start - 1]) { start -= 1 }
    t.remove(start..<(at + 2))
  }
}
