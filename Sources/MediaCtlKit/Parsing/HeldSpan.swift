/// `--explain`: which catalog entry or vocabulary entry held a span of words whole, written
/// the same way for every language: `held whole by = song-hey-jude “Hey Jude” (catalog title)`.
enum HeldSpan {
  case title
  case artist
  case album
  /// A vocabulary entry: its identifier and type.
  case vocabulary(identifier: String, type: String)
}

extension ParseContext {
  /// What held the words whose title key is `key`: the catalog entry that answered, or the
  /// words themselves when the names come from a plain set (no index to ask).
  func heldDescription(key: String, said: String, _ kind: HeldSpan) -> String {
    let quoted = "“\(said)”"
    switch kind {
    case .title: return (knownTitles.entry(key) ?? quoted) + " (catalog title)"
    case .album: return (knownTitles.entry(key) ?? quoted) + " (catalog album)"
    case .artist: return (knownArtists.entry(key) ?? quoted) + " (catalog artist)"
    case .vocabulary(let identifier, let type): return "\(identifier) (vocabulary \(type))"
    }
  }
}

extension Work {
  /// Notes in the trace which entry held the words of `range` (only when explaining).
  mutating func noteHeld(_ range: Range<Int>, _ kind: HeldSpan) {
    guard trace.isRecording, !range.isEmpty else { return }
    var said = spoken(range)
    if case .artist = kind { said = said.trimmingPossessive }
    var key = TextNormalizer.key(said)
    if case .artist = kind, context.knownArtists.entry(key) == nil {
      // "Daft Punks", "Beatles": the catalog's key may lack the recogniser's "s" or have "the".
      let tries = [String(key.dropLast()), "the " + key, key.hasPrefix("the ") ? String(key.dropFirst(4)) : key]
      key = tries.first { context.knownArtists.entry($0) != nil } ?? key
    }
    trace.note(kind.source, spoken(range), "held whole by", context.heldDescription(key: key, said: said, kind))
  }
}

extension HeldSpan {
  var source: String {
    if case .vocabulary = self { return "vocabulary" }
    return "catalog"
  }
}
