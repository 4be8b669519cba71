/// Questions about what plays that no now-playing property answers ("这首歌是什么风格的",
/// "这首歌是哪一年发行的", "这首歌的歌词是什么"): Siri answers them itself, nothing reaches the
/// app (`systemRequest: other`, as the English "what genre is this song"). Only of what plays,
/// said first ("这首歌", "这是"), so "播放歌词里有雨的歌" stays a play request.
extension ChineseWork {
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
