/// The playback rate as people set it (`changePlaybackRateCommand`), beside the fixed phrases
/// of the command leads: a rate word with the value it goes to ("set playback speed to 1.25",
/// "speed up to 2x", "slow it down to half", "change the tempo to one and a half"), or a
/// direction with words of degree ("play this a little faster", "go a bit slower please").
extension EnglishLexicon {
  enum RateSpeech {
    /// Words around a rate that name nothing ("set the playback speed to …").
    static let frame: WordSet = [
      "set", "change", "adjust", "put", "make", "switch", "the", "playback", "play", "listening", "it", "this", "that", "to",
      "at", "please", "a", "little", "bit", "lot", "much", "slightly", "go", "read", "speak", "talk", "now", "up", "down",
      "speed", "slow", "rate", "tempo", "pace", "podcast", "audiobook", "book", "episode", "song", "track", "some", "more",
      "way", "even", "increase", "decrease", "reduce", "raise", "lower", "can", "you", "bring", "turn", "of",
    ]
    static let rateNouns: WordSet = ["speed", "rate", "tempo", "pace"]
    static let faster: WordSet = ["faster", "quicker", "speedier"]
    static let slower: WordSet = ["slower"]
  }
}

extension Work {
  typealias RateWords = EnglishLexicon.RateSpeech

  func rateSpeechCommand() -> (command: RemoteCommand, rule: String)? {
    guard opens(.rateSpeech) else { return nil }
    guard start < end, end - start <= 12 else { return nil }
    // An absolute rate: the words before "to"/"at" are the frame, the value ends the request.
    if let to = (start..<end).last(where: { ["to", "at"].contains(wordKeys[$0]) }), to + 1 < end,
      (start..<to).contains(where: { RateWords.rateNouns.contains(wordKeys[$0]) || ["speed", "slow"].contains(wordKeys[$0]) }),
      (start..<to).allSatisfy({ RateWords.frame.contains(wordKeys[$0]) }),
      let rate = rateValue(to + 1)
    {
      return (.changePlaybackRateCommand(playbackRate: rate, change: nil), "command.changePlaybackRate.value")
    }
    // A direction: "faster", "speed up", "slow down", with words of degree.
    guard (start..<end).allSatisfy({ RateWords.frame.contains(wordKeys[$0]) || RateWords.faster.contains(wordKeys[$0]) || RateWords.slower.contains(wordKeys[$0]) }) else { return nil }
    let faster = (start..<end).contains { RateWords.faster.contains(wordKeys[$0]) || wordKeys[$0] == "speed" && $0 + 1 < end && wordKeys[$0 + 1] == "up" }
    let slower = (start..<end).contains { RateWords.slower.contains(wordKeys[$0]) || wordKeys[$0] == "slow" && (start..<end).contains { wordKeys[$0] == "down" } }
    guard faster != slower else { return nil }
    return (.changePlaybackRateCommand(playbackRate: nil, change: faster ? .faster : .slower), "command.changePlaybackRate.direction")
  }

  /// The rate said from `i` to the end: "2x", "1.25", "one and a half", "double", "half speed".
  func rateValue(_ i: Int) -> Double? {
    var value: Double?
    var k = i
    let w = words[i]
    if w.utf8.last == UInt8(ascii: "x"), let d = Double(w.dropLast()) {
      value = d
      k += 1
    } else if let m = SpeedNormaliser.multipliers[w] {
      value = m
      k += 1
    } else if let d = Double(w) {
      value = d
      k += 1
    } else if let (n, length) = NumberWords.parse(words, at: i) {
      value = n
      k += length
    }
    guard let rate = value, rate > 0, rate <= 16 else { return nil }
    // What may follow: "x", "times", "speed", "please".
    guard (k..<end).allSatisfy({ ["x", "times", "speed", "please", "now", "the", "normal"].contains(wordKeys[$0]) }) else { return nil }
    return rate
  }
}
