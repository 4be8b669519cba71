/// Requests about what plays that Siri keeps, nothing reaching the app: questions no
/// now-playing property answers ("这首歌是什么风格的", "这首歌是哪一年发行的", "这首歌的歌词是什么":
/// `systemRequest: other`, as the English "what genre is this song"; only of what plays, said
/// first, so "播放歌词里有雨的歌" stays a play request), and the volume for a while ("静音五分钟").
extension ChineseWork {
  /// "静音五分钟", "静音一会儿": a volume word and how long it lasts is still the volume.
  static func isVolumeForAWhile(_ whole: ChineseText) -> Bool {
    guard let m = commandWords.match(whole, at: 0, limit: whole.count), m.entry.value == .volume, m.end < whole.count else { return false }
    let rest = whole.key(m.end..<whole.count)
    return ["一会儿", "一会", "一下", "片刻"].contains(rest) || duration(rest) != nil
  }

  static let songFactWords = ChinesePhraseTable(ChineseLexicon.songFactQuestions.map { ($0, ()) })
  static let songFactFirsts = ScalarSet(firstsOf: ChineseLexicon.songFactQuestions)

  mutating func findSongFactQuestion() -> MediaRequest? {
    guard let thisEnd = Self.thisSongs.match(text, at: start, limit: end)?.end ?? (phrase("这是", at: start) ? start + 2 : nil) else { return nil }
    var i = thisEnd
    while i < end {
      if Self.songFactFirsts.contains(text.folded[i]), Self.songFactWords.match(text, at: i, limit: end) != nil {
        trace.rule = "system.songFact"
        use(start..<end, "system", field: "systemRequest", value: SystemRequest.other.rawValue)
        return MediaRequest(.system(.other), appName: appName)
      }
      i += 1
    }
    return nil
  }
}
