import Foundation

/// The Mandarin Chinese rule-based parser (simplified or traditional script).
///
/// Chinese has no spaces, so names are found by longest match against the catalog's titles and
/// artists and the user's vocabulary (`ParseContext`), and structure comes from particles and
/// frames: 在/用 <App> 中 …, 把 X 加到 Y, X 的 Y. Stages: clean the text → strip wake words and
/// politeness → the app name → a place → a Now Playing command or question → the intent and
/// its options → the object (`ChineseParser+Object.swift`, `ChineseParser+Names.swift`).
/// Word lists are data in `Lexicon/`.
public struct ChineseParser: LanguageParser {
  public let locale = "zh-CN"

  public init() {}

  static let fillersStart = ChinesePhraseTable(ChineseLexicon.leadingFillers.map { ($0, ()) })
  static let fillersEnd = ChinesePhraseTable(ChineseLexicon.trailingFillers.map { ($0, ()) })
  static let knownApps = ChinesePhraseTable((ChineseLexicon.appNames + EnglishLexicon.appNames).map { ($0, $0) })
  static let appLocators = ChinesePhraseTable(ChineseLexicon.appLocators.map { ($0, ()) })
  static let places = ChinesePhraseTable(ChineseLexicon.places.map { ($0, ()) })
  static let playVerbs = ChinesePhraseTable(ChineseLexicon.playVerbs.map { ($0, ()) })
  static let resumeVerbs = ChinesePhraseTable(ChineseLexicon.resumeVerbs.map { ($0, ()) })
  static let searchVerbs = ChinesePhraseTable(ChineseLexicon.searchVerbs.map { ($0, ()) })
  static let likes = ChinesePhraseTable(
    ChineseLexicon.likePhrases.map { ($0, MediaAffinityType.like) } + ChineseLexicon.dislikePhrases.map { ($0, .dislike) })

  public func parse(_ text: String, context: ParseContext) -> ParseResult {
    var work = ChineseWork(text: text, context: context)
    let request = work.run()
    if work.trace.isRecording { work.trace.leftover = work.leftover }
    return ParseResult(request: request, trace: work.trace, locale: locale)
  }
}

/// The state of one Chinese parse: the text, the live span still to read, what was found.
struct ChineseWork {
  var text: ChineseText
  let context: ParseContext
  var trace = ParseTrace()
  var appName: String?
  var start = 0
  var end: Int
  var used: [Bool]
  /// Spans stripped as fillers, so a one-character title can take its particle back ("走吧").
  var strippedFillers: [Range<Int>] = []
  /// What was said, before fillers or the app were cut off (for `conversationDomain`).
  var spokenRange: Range<Int> = 0..<0
  /// A one-character title with its particles ("走吧"): the whole object is this name.
  var particleTitle: Range<Int>?
  /// Known names at each position, longest first (see `knownName(at:limit:)`).
  let knownMatches: KnownMatches
  /// This app's names, folded like the text (computed once per parse, not per lookup).
  let appNameChars: [[Unicode.Scalar]]

  init(text: String, context: ParseContext) {
    self.text = ChineseText(text)
    self.context = context
    end = self.text.count
    used = Array(repeating: false, count: self.text.count)
    knownMatches = Self.knownMatches(in: self.text, context: context)
    appNameChars = context.appNameScalars
    trace.language = "zh"
    trace.isRecording = context.recordsTrace
  }

  var leftover: [String] {
    var out: [String] = []
    var current = String.UnicodeScalarView()
    for i in 0..<text.count {
      if used[i] || text.original[i] == " " {
        if !current.isEmpty { out.append(String(current)); current = String.UnicodeScalarView() }
      } else {
        current.append(text.original[i])
      }
    }
    if !current.isEmpty { out.append(String(current)) }
    return out
  }

  func spoken(_ range: Range<Int>) -> String { text.spoken(range) }

  mutating func use(_ range: Range<Int>, _ source: String, field: String = "-", value: String = "") {
    guard !range.isEmpty else { return }
    for i in range where i < used.count { used[i] = true }
    if trace.isRecording { trace.note(source, spoken(range), field, value) }
  }

  /// Skips spaces at both ends of the live span.
  mutating func trim() {
    while start < end, text.folded[start] == " " { start += 1 }
    while end > start, text.folded[end - 1] == " " { end -= 1 }
  }

  /// Whether the folded phrase is at `i` within the live span.
  func phrase(_ p: String, at i: Int) -> Bool {
    text.has(p, at: i, limit: end)
  }

  /// The live span's folded text without its spaces.
  var compactLive: String { ChineseText.string(text.folded[start..<max(start, end)].filter { $0 != " " }[...]) }

  /// Whether the folded phrase occurs anywhere in the live span.
  func liveContains(_ p: String) -> Bool {
    var i = start
    while i < end {
      if text.occurs(p, at: i, limit: end) { return true }
      i += 1
    }
    return false
  }

  // MARK: - Pipeline

  mutating func run() -> MediaRequest {
    trim()
    spokenRange = start..<end
    stripFillers()
    findAppName()
    stripPlace()
    stripFillers()
    if let notMedia = findNotMedia() { return notMedia }
    if let command = findCommand() { return command }
    if let talk = findConversation() { return talk }
    return findIntent()
  }

  mutating func stripFillers() {
    var changed = true
    while changed, start < end {
      changed = false
      trim()
      // "给我的最爱歌单加上…": a filler followed by 的 is an owner, not a filler.
      if let m = ChineseParser.fillersStart.match(text, at: start, limit: end), m.end < end, !startsKnownName(at: start, end: m.end),
        !phrase("的", at: m.end),
        ChineseWork.demonstratives.match(text, at: start, limit: end).map({ $0.end <= m.end }) ?? true
      {
        use(start..<m.end, "filler")
        strippedFillers.append(start..<m.end)
        start = m.end
        changed = true
      }
      // "你唱首歌吧", "您放一首晴天": the one asked, right before a play verb.
      if start + 1 < end, text.folded[start] == "你" || text.folded[start] == "您", ChineseParser.playVerbs.match(text, at: start + 1, limit: end) != nil,
        !startsKnownName(at: start, end: start + 1)
      {
        use(start..<start + 1, "filler")
        start += 1
        changed = true
      }
      trim()
      if start < end, let m = ChineseParser.fillersEnd.match(text, endingAt: end, from: start + 1), !endsKnownName(at: m.start),
        !cutsNotMediaWord(at: m.start)
      {
        use(m.start..<end, "filler")
        strippedFillers.append(m.start..<end)
        end = m.start
        changed = true
      }
    }
    trim()
  }

  /// Whether a known title or artist, or a person's name, starts at `i` and runs past `e`
  /// (a filler would cut it: "那英" is no "那" and a singer 英).
  func startsKnownName(at i: Int, end e: Int) -> Bool {
    if let m = knownName(at: i, limit: end), m.end > e { return true }
    return personName(at: i, limit: end).map { $0 > e } ?? false
  }

  /// Whether a not-media word runs across `i` ("今天限行吗": 行吗 is no filler there).
  func cutsNotMediaWord(at i: Int) -> Bool {
    var s = max(start, i - 5)
    while s < i {
      if let w = Self.notMediaTable.match(text, at: s, limit: end), w.end > i { return true }
      s += 1
    }
    return false
  }

  func endsKnownName(at i: Int) -> Bool {
    (start..<i).contains { s in knownName(at: s, limit: end).map { $0.end == end } ?? false }
  }
}
