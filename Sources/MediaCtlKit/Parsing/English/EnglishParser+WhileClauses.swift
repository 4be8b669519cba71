/// "classical music while I cook", "something to put on while we're driving", "jazz while I
/// study": the activity the music is for, said as a clause at the end. Its verb is looked up in
/// the activities table as said and in its -ing forms ("cook" → "cooking", "drive" → "driving",
/// "run" → "running"); the clause's other words name nothing.
extension Work {
  static let whileSubjects = PhraseTable(
    ["i", "i'm", "im", "i am", "we", "we're", "we are", "you", "you're", "my kids", "the kids"].map { ($0, ()) })

  mutating func markWhileClause(_ roles: inout [Role], _ search: inout MediaSearch) {
    guard end - start >= 4, let w = (start + 1..<end).first(where: { wordKeys[$0] == "while" && roles[$0] == .free }), w + 2 < end,
      let subject = Self.whileSubjects.match(wordKeys, at: w + 1, limit: end)
    else { return }
    let verb = w + 1 + subject.words.count
    guard verb < end, (verb..<end).allSatisfy({ roles[$0] == .free }), !(w..<end).contains(where: { isTitleCased($0) && !(w + 1..<verb).contains($0) }),
      knownNameSpan(start..<end) == nil
    else { return }
    let clauseEnd = end
    // "some music while I work out": the generic head before the clause names nothing.
    if roles[w - 1] == .free, EnglishLexicon.genericWords.contains(wordKeys[w - 1]), wordKeys[w - 1] != "one" {
      roles[w - 1] = .type(nil)
      use(w - 1..<w, "lexicon:mediaTypes")
    }
    // The verb as said, then its -ing forms; the longest activity phrase wins ("work out").
    for said in Self.ingForms(words[verb]) {
      var keys = Array(wordKeys[verb..<clauseEnd])
      keys[0] = WordKey(said)
      guard let m = EnglishParser.activities.match(keys, at: 0, limit: keys.count) else { continue }
      for k in w..<verb { roles[k] = .skip }
      use(w..<verb, "filler")
      let phraseEnd = verb + m.words.count
      for k in verb..<phraseEnd { roles[k] = .mood }
      search.moodNames = (search.moodNames ?? []) + [m.value]
      use(verb..<phraseEnd, "lexicon:activities", field: "mediaSearch.moodNames", value: m.value)
      // Words after the activity ("while I cook dinner tonight") name nothing either.
      if phraseEnd < clauseEnd {
        for k in phraseEnd..<clauseEnd { roles[k] = .skip }
        use(phraseEnd..<clauseEnd, "filler")
      }
      return
    }
    // An activity the table does not list ("while I shower"): the clause still names nothing.
    for k in w..<clauseEnd { roles[k] = .skip }
    use(w..<clauseEnd, "chatter", field: "-", value: "what the listener is doing (no activity the table lists)")
  }

  /// A verb and the -ing forms it may be listed under: "cook" → cooking, "drive" → driving,
  /// "run" → running.
  static func ingForms(_ verb: String) -> [String] {
    guard verb.count >= 2, verb.allSatisfy({ $0.isASCII && $0.isLetter }), !verb.hasSuffix("ing") else { return [verb] }
    var forms = [verb, verb + "ing"]
    if verb.hasSuffix("e") { forms.append(String(verb.dropLast()) + "ing") }
    if let last = verb.last, !"aeiouwy".contains(last) { forms.append(verb + String(last) + "ing") }
    return forms
  }
}
