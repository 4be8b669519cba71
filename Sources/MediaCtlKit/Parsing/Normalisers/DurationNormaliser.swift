/// Spoken durations → seconds, for skipping: "30 seconds", "thirty seconds", "a minute and a
/// half", "half a minute", "two minutes", "90 secs", "an hour".
public enum DurationNormaliser {
  public struct Match: Sendable, Hashable {
    public var range: Range<Int>
    public var seconds: Double
  }

  static let units: [String: Double] = [
    "second": 1, "seconds": 1, "sec": 1, "secs": 1, "s": 1, "minute": 60, "minutes": 60, "min": 60,
    "mins": 60, "hour": 3600, "hours": 3600, "hr": 3600, "hrs": 3600,
  ]

  public static func find(in words: [String]) -> Match? {
    var i = 0
    while i < words.count {
      if let m = match(words, at: i) { return m }
      i += 1
    }
    return nil
  }

  static func match(_ words: [String], at start: Int) -> Match? {
    guard var (seconds, j) = part(words, at: start) else { return nil }
    // "a minute and a half", "two minutes and thirty seconds": joined with "and", read in a loop
    // (never recursively, so a long chain cannot exhaust the stack).
    while j + 1 < words.count, words[j] == "and" {
      if j + 2 < words.count, words[j + 1] == "a", words[j + 2] == "half", let unit = units[words[j - 1]] {
        seconds += unit / 2
        j += 3
      } else if let (more, end) = part(words, at: j + 1) {
        seconds += more
        j = end
      } else {
        break
      }
    }
    // A spoken interval no JSON intent may carry is read as the longest one it may.
    return Match(range: start..<j, seconds: min(seconds, RemoteCommand.maximumInterval))
  }

  /// One amount and its unit ("thirty seconds", "an hour", "half a minute"): the seconds and the
  /// index after it.
  static func part(_ words: [String], at i: Int) -> (seconds: Double, end: Int)? {
    if words[i] == "half", i + 2 < words.count, words[i + 1] == "a" || words[i + 1] == "an", let u = units[words[i + 2]] {
      return (0.5 * u, i + 3)
    }
    let amount: Double
    let j: Int
    if words[i] == "a" || words[i] == "an", i + 1 < words.count, units[words[i + 1]] != nil {
      amount = 1
      j = i + 1
    } else if let (n, length) = NumberWords.parse(words, at: i) {
      amount = n
      j = i + length
    } else {
      return nil
    }
    guard j < words.count, let unit = units[words[j]] else { return nil }
    return (amount * unit, j + 1)
  }
}
