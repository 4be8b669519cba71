/// Playback speeds → `playbackSpeed`: "double speed", "2x", "at one and a half speed",
/// "one and a half times", "1.5x", "half speed", "twice as fast", "normal speed".
public enum SpeedNormaliser {
  public struct Match: Sendable, Hashable {
    public var range: Range<Int>
    public var speed: Double
  }

  static let multipliers: [String: Double] = [
    "double": 2, "twice": 2, "triple": 3, "half": 0.5, "normal": 1, "regular": 1, "quadruple": 4,
  ]

  public static func find(in words: [String]) -> Match? {
    // Every speed ends in a speed word ("double speed", "twice as fast", "1.5 times") or is
    // said as "2x": without one, no number is read.
    guard words.contains(where: endsSpeed) else { return nil }
    var i = 0
    while i < words.count {
      if let m = match(words, at: i) {
        var start = m.range.lowerBound
        if start > 0, ["at", "in", "on"].contains(words[start - 1]) { start -= 1 }
        return Match(range: start..<m.range.upperBound, speed: m.speed)
      }
      i += 1
    }
    return nil
  }

  /// The word a speed phrase ends with, or a multiplier with its "x" ("2x", "1.5x"; not "remix").
  static func endsSpeed(_ word: String) -> Bool {
    guard word.utf8.last == UInt8(ascii: "x") else { return speedEnders.contains(word) }
    let utf8 = word.utf8
    return utf8.count == 1 || (0x30...0x39).contains(utf8[utf8.index(utf8.endIndex, offsetBy: -2)])
  }
  /// `endsSpeed` for a word of an utterance, with its key: nearly every word is answered from
  /// the key alone.
  static func endsSpeed(_ word: String, key: WordKey) -> Bool {
    if speedEnders.contains(key) { return true }
    if let ends = key.shortWordEnds, ends.last != UInt8(ascii: "x") { return false }
    return endsSpeed(word)
  }

  static let speedEnders: WordSet = ["speed", "speeds", "pace", "rate", "tempo", "fast", "slow", "times", "x"]

  static func match(_ words: [String], at i: Int) -> Match? {
    let w = words[i]
    var value: Double?
    var end = i + 1
    // "2x", "1.5x"
    if w.utf8.last == UInt8(ascii: "x"), let d = Double(w.dropLast()), d > 0, d.isFinite {
      value = d
    } else if let m = multipliers[w] {
      value = m
    } else if let (n, length) = NumberWords.parse(words, at: i), n > 0, n <= 16 {
      value = n
      end = i + length
    }
    guard var speed = value else { return nil }
    // What must follow for this to be a speed.
    var j = end
    if j < words.count, words[j] == "x" { j += 1 }
    if j < words.count, words[j] == "the" { j += 1 }
    if j < words.count, words[j] == "times" || words[j] == "time" {
      j += 1
      if j < words.count, words[j] == "the" { j += 1 }
    }
    if j < words.count, ["speed", "speeds", "pace", "rate", "tempo"].contains(words[j]) {
      return Match(range: i..<j + 1, speed: speed)
    }
    if j + 1 < words.count, words[j] == "as", words[j + 1] == "fast" {
      return Match(range: i..<j + 2, speed: speed)
    }
    if j + 1 < words.count, words[j] == "as", words[j + 1] == "slow" {
      speed = 1 / speed
      return Match(range: i..<j + 2, speed: speed)
    }
    if w.utf8.last == UInt8(ascii: "x"), Double(w.dropLast()) != nil { return Match(range: i..<j, speed: speed) }
    if j > end, words[j - 1] == "times", end > i { return Match(range: i..<j, speed: speed) }
    return nil
  }
}
