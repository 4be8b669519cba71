/// When to play it or when it came out, said at the end of a play request (the date also at
/// the end of an added item):
/// - "after this song is finished", "when the current track ends", "once it's over": play next
///   (lead × what plays × how it ends, read as three short tables, not every combination);
/// - "from last year", "of this month", "released this week": a date relative to today. The
///   parser has no clock (the same words always give the same frame), so it is set aside
///   instead of becoming a name ("something from last year" was the artist "last year"); a
///   capitalised day, or one a type word frames, is a title ("the song Today").
extension Work {
  static let whenLeads: WordSet = ["after", "when", "once"]
  static let playingSubjects = PhraseTable(
    ["this song", "this track", "this one", "this episode", "the current song", "the current track", "the song", "it", "it's", "its"].map { ($0, ()) })
  static let playingEndings = PhraseTable(
    [
      "is finished", "is over", "ends", "finishes", "is done", "has finished", "has ended", "finishes playing",
      "is finished playing", "is done playing", "stops", "stops playing", "over", "done", "finished",
    ].map { ($0, ()) })
  static let relativeTimes = PhraseTable(
    (["today", "yesterday", "earlier today", "this morning", "last night"]
      + ["year", "month", "week"].flatMap { unit in
        ["this \(unit)", "last \(unit)", "the past \(unit)", "the last \(unit)", "the past few \(unit)s", "the last few \(unit)s"]
      }).map { ($0, ()) })
  static let relativeDatePreps = PhraseTable(["from", "of", "in", "released", "that came out", "released in"].map { ($0, ()) })

  /// Reads one such clause ending the object; true when one was read.
  mutating func readWhenClause(_ options: inout PlayOptions) -> Bool {
    guard end - start >= 2 else { return false }
    // "… after this song is over": the ending first (the last word decides), then what plays, then the lead.
    if let ending = Self.playingEndings.match(wordKeys, endingAt: end, from: start + 3) {
      let e = end - ending.words.count
      for s in stride(from: e - 1, through: max(start + 2, e - 3), by: -1) {
        guard let subject = Self.playingSubjects.match(wordKeys, at: s, limit: e), s + subject.words.count == e, Self.whenLeads.contains(wordKeys[s - 1]) else { continue }
        // (A title the catalog knows keeps its words: names first.)
        guard wholeKnownTitle() == nil else { return false }
        use(s - 1..<end, "option", field: "playbackQueueLocation", value: "next")
        options.queueLocation = .next
        end = s - 1
        return true
      }
    }
    return readRelativeDate(needsPreposition: false)
  }

  /// "… from last year", "… of the past month" ending the object: set aside (see above). Asked
  /// by the play options and by the item of an add ("add the best songs of last month to my
  /// gym playlist"), which has no options but says dates the same way. An added item's date
  /// needs its preposition: a day said bare before "to my playlist" ends a title more often
  /// than it says when ("add the fox tune yesterday to …", "add lanterns at dusk today to …").
  mutating func readRelativeDate(needsPreposition: Bool) -> Bool {
    guard end - start >= 2, let time = Self.relativeTimes.match(wordKeys, endingAt: end, from: start + 1) else { return false }
    var from = end - time.words.count
    let first = from
    if let prep = Self.relativeDatePreps.match(wordKeys, endingAt: from, from: start + 1) { from -= prep.words.count }
    // "the song Today", "play Yesterday": a capitalised day, or one a type word frames, is a title.
    if needsPreposition && from == first { return false }
    if isTitleCased(first) || from == first && Work.titleFrameTypes.contains(wordKeys[first - 1]) { return false }
    guard from > start, wholeKnownTitle() == nil else { return false }
    use(from..<end, "option", field: "-", value: "a date relative to today (not read: the parser has no clock)")
    end = from
    return true
  }
}
