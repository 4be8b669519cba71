/// A question that browses for a station or a show to tune into, asked as a question about
/// music ("what are the new jazz stations?", "which is the top rated podcast", "what are my
/// most played podcasts"): a request to play one, read as the noun phrase after the question
/// word (`Lexicon/BrowseQuestionWords.swift`).
///
/// Only when every word after the lead is a sort word, a genre or mood, a qualifier or the
/// kind, and the last is the kind: anything else ("what TV show is she on", "which station is
/// the train at") is a question, as is one about songs or albums ("what is my most played
/// album": Siri answers it). A sort word, a genre or a measure of liking must qualify the kind
/// ("what is my podcast" asks nothing to play).
extension EnglishParser {
  static let browseTimeTails = table(EnglishLexicon.BrowseQuestion.timeTails)
}

extension Work {
  typealias BrowseWords = EnglishLexicon.BrowseQuestion

  /// Where the noun phrase of a browsing question begins, or nil when the live words are none.
  /// Asked only of a question about music in general (`isGeneralMusicQuestion`).
  func browsedChannels() -> (phrase: Int, end: Int)? {
    guard start + 2 < end, end - start <= 12, BrowseWords.leads.contains(wordKeys[start]) else { return nil }
    var last = end
    if let m = EnglishParser.browseTimeTails.match(wordKeys, endingAt: end, from: start + 2) { last = end - m.words.count }
    guard last - start >= 2, BrowseWords.channelKinds.contains(wordKeys[last - 1]) else { return nil }
    var k = start + 1
    while k < last - 1, BrowseWords.linking.contains(wordKeys[k]) { k += 1 }
    var qualified = false
    var i = k
    while i < last - 1 {
      let sort = EnglishParser.sortWords.match(wordKeys, at: i, limit: last - 1)?.words.count
      if let n = sort ?? EnglishParser.genres.match(wordKeys, at: i, limit: last - 1)?.words.count
        ?? EnglishParser.moods.match(wordKeys, at: i, limit: last - 1)?.words.count
      {
        qualified = true
        i += n
        continue
      }
      if BrowseWords.measures.contains(wordKeys[i]) {
        qualified = true
      } else if !BrowseWords.plainWords.contains(wordKeys[i]), !BrowseWords.channelKinds.contains(wordKeys[i]) {
        return nil
      }
      i += 1
    }
    return qualified ? (k, last) : nil
  }

  /// Sets the question's frame aside so that the noun phrase is read as what to play.
  mutating func readBrowsedChannels(_ found: (phrase: Int, end: Int)) {
    use(start..<found.phrase, "browse question")
    use(found.end..<end, "time")
    start = found.phrase
    end = found.end
    trace.rule = "play.browseQuestion"
  }
}
