/// "别放音乐了", "不要再唱了", "不想听歌了": a negated play verb with nothing but a music word
/// after it stops what plays (an object makes it a dislike: "不要再放这首歌").
extension ChineseWork {
  /// The words of a negated play, as scalars (every one Han).
  static let negatedPlayTails: [[Unicode.Scalar]] = ["了吧", "了啊", "啦", "了"].map { Array($0.unicodeScalars) }
  static let stopNegationScalars = ChineseLexicon.stopNegations.map { Array($0.unicodeScalars) }
  static let stopVerbScalars = ChineseLexicon.stopVerbs.map { Array($0.unicodeScalars) }
  static let stopObjectScalars = ChineseLexicon.stopObjects.map { Array($0.unicodeScalars) }

  /// Whether every scalar is ASCII or a common Han character: each is then a character of its
  /// own that no other joins, so comparing scalars is comparing the string's characters.
  static func isPlain(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
    scalars.allSatisfy { $0.value < 0x80 || ChineseText.isCommonHan($0) }
  }

  /// `isNegatedPlay(_: String)` of the request's compact scalars, compared as scalars when they
  /// are plain (counting and comparing the string's characters cost more than the rest of the
  /// command reader).
  func isNegatedPlay(_ scalars: [Unicode.Scalar]) -> Bool {
    guard Self.isPlain(scalars) else { return isNegatedPlay(ChineseText.string(scalars[...])) }
    var rest = scalars[...]
    for tail in Self.negatedPlayTails where rest.count > tail.count && rest.suffix(tail.count).elementsEqual(tail) {
      rest = rest.dropLast(tail.count)
      break
    }
    guard let negation = Self.stopNegationScalars.first(where: { rest.starts(with: $0) }) else { return false }
    rest = rest.dropFirst(negation.count)
    guard let verb = Self.stopVerbScalars.first(where: { rest.starts(with: $0) }) else { return false }
    rest = rest.dropFirst(verb.count)
    return Self.stopObjectScalars.contains { rest.elementsEqual($0) }
  }

  /// The same read from the string (any scalars).
  func isNegatedPlay(_ t: String) -> Bool {
    var rest = Substring(t)
    for tail in ["了吧", "了啊", "啦", "了"] where rest.count > tail.count && rest.hasSuffix(tail) {
      rest = rest.dropLast(tail.count)
      break
    }
    guard let negation = ChineseLexicon.stopNegations.first(where: { rest.hasPrefix($0) }) else { return false }
    rest = rest.dropFirst(negation.count)
    guard let verb = ChineseLexicon.stopVerbs.first(where: { rest.hasPrefix($0) }) else { return false }
    rest = rest.dropFirst(verb.count)
    return ChineseLexicon.stopObjects.contains(String(rest))
  }
}
