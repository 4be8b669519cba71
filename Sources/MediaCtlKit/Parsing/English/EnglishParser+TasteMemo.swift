/// A statement of taste told to the assistant to keep: "remember that I love Khalid", "make a
/// note: I like modern rock", "for the record, I can't stand this song", "just so you know, we
/// don't like country" (`Lexicon/TasteMemoWords.swift`). The lead is set aside and what follows
/// is read as any statement of taste (`EnglishParser+AffinitySpeech`); when it is none, the
/// words are read as they were ("remember to call Mom", "make a note to buy milk").
extension EnglishParser {
  static let tasteMemoLeads = table(EnglishLexicon.TasteMemo.leads)
}

extension Work {
  mutating func findTasteMemo() -> MediaRequest? {
    guard opens(.tasteMemo), start + 2 < end, EnglishLexicon.TasteMemo.firstWords.contains(wordKeys[start]),
      let m = EnglishParser.tasteMemoLeads.match(wordKeys, at: start, limit: end)
    else { return nil }
    var from = start + m.words.count
    while from < end - 1, EnglishLexicon.TasteMemo.joiners.contains(wordKeys[from]) { from += 1 }
    // The statement opens with its subject or what it judges, never with "to" ("remember to …").
    guard from < end - 1, wordKeys[from] != "to" else { return nil }
    let saved = (start: start, end: end, used: used, trace: trace, presentReaders: presentReaders)
    start = from
    // "remember that this song is good": a judgement of what plays (`trailingJudgement`).
    if let request = findAffinitySpeech() ?? trailingJudgement() {
      use(saved.start..<from, "taste memo")
      return request
    }
    (start, end, used, trace, presentReaders) = saved
    return nil
  }
}
