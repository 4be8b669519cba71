/// Questions about what plays and about music, read by their parts (`Lexicon/QuestionWords.swift`):
/// how the question opens ("what", "tell me", "do you know"), what it asks for (a name, the
/// artist, the album, how long) and what it is about (this, the current song, what plays now).
///
/// - Asked about what plays, with nothing else named: a now-playing question ("tell me the
///   artist of this song", "name the singer", "how long is this track", "this song is sung by whom?").
/// - A detail no now-playing key holds ("what genre is this", "when was this song released"), or
///   a question about a name ("who sings Yesterday", "is that song from Adele"): Siri answers it
///   itself; nothing reaches the app (`systemRequest: other`).
/// - A question about music in general ("what is my most played song", "what kind of music do
///   I like") is no request to play either: the same.
///
/// "songs by this artist" is no question: a property word after "by", "from" or "like" is part of
/// what to play.
extension EnglishParser {
  static let questionLeads = table(EnglishLexicon.MusicQuestion.leads)
  static let questionProperties = PhraseTable(EnglishLexicon.MusicQuestion.properties)
  static let questionDetails = table(EnglishLexicon.MusicQuestion.details)
}

extension Work {
  typealias QuestionWords = EnglishLexicon.MusicQuestion

  /// What a question about music asks, when the live words are one.
  enum MusicQuestionReading {
    case nowPlaying(NowPlayingQuestion)
    /// Siri answers it itself (a detail, a name asked about, music in general).
    case siri
  }

  func readMusicQuestion() -> MusicQuestionReading? {
    guard start < end, end - start <= 18 else { return nil }
    // How it asks: a lead at the start, or "… by whom?" at the end.
    let lead = EnglishParser.questionLeads.match(wordKeys, at: start, limit: end)
    let trailing = ["whom", "who", "what"].contains(wordKeys[end - 1]) && end - start >= 3
    guard lead != nil || trailing else { return nil }
    let leadEnd = start + (lead?.words.count ?? 0)
    if leadEnd < end, QuestionWords.suggestionSeconds.contains(wordKeys[leadEnd]), lead?.words.count == 1 { return nil }
    // A request said as a question ("what can you play", "tell me to add …") is no question.
    if (start..<end).contains(where: { QuestionWords.requestVerbs.contains(wordKeys[$0]) }) { return nil }
    var property: NowPlayingQuestion?
    var detail = false
    var covered = Array(repeating: false, count: end - start)
    for i in start..<leadEnd { covered[i - start] = true }
    var i = start
    while i < end {
      if let m = EnglishParser.questionDetails.match(wordKeys, at: i, limit: end) {
        detail = true
        for k in i..<i + m.words.count { covered[k - start] = true }
        i += m.words.count
        continue
      }
      if let m = EnglishParser.questionProperties.match(wordKeys, at: i, limit: end) {
        // "songs by this artist", "music like that band": what to play, not what is asked.
        if i > start, ["by", "from", "like"].contains(wordKeys[i - 1]), m.phrase != "by whom", m.phrase != "by who" { return nil }
        // A name, title or "called" asks for the title unless a person or album is asked for.
        if property == nil || property == .title { property = m.value }
        for k in i..<i + m.words.count { covered[k - start] = true }
        i += m.words.count
        continue
      }
      i += 1
    }
    let names = (start..<end).contains { !covered[$0 - start] && !QuestionWords.nowPlaying.contains(wordKeys[$0]) && !QuestionWords.frame.contains(wordKeys[$0]) }
    let pointsAtPlaying = (start..<end).contains { QuestionWords.nowPlaying.contains(wordKeys[$0]) }
    let asks = lead.map { !["give me", "show me", "find me", "check", "say"].contains($0.phrase) } ?? true
    if detail { return asks || !names ? .siri : nil }
    if let property {
      if !names { return .nowPlaying(property) }
      return asks ? .siri : nil
    }
    // "tell me the song that is currently playing": the title of what plays.
    if !names, pointsAtPlaying, lead != nil, (start..<end).contains(where: { ["song", "track", "tune", "music", "playing"].contains(wordKeys[$0]) }) {
      return .nowPlaying(.title)
    }
    return nil
  }

  /// A question about music in general: it opens with a question word and asks nothing to be
  /// played or added ("what is my most played song", "do I have any music by Adele").
  func isGeneralMusicQuestion() -> Bool {
    guard start + 1 < end, end - start <= 20, QuestionWords.generalLeads.contains(wordKeys[start]),
      !QuestionWords.suggestionSeconds.contains(wordKeys[start + 1])
    else { return false }
    // "is it possible to play …", "do you have Thriller? play it".
    // ("what playlist is on shuffle": a mode said after "on" is a state, not a request.)
    // ("what songs do I listen to most": a verb asked about, `askedOfHabit`.)
    if (start..<end).contains(where: { QuestionWords.requestVerbs.contains(wordKeys[$0]) && !($0 > start && wordKeys[$0 - 1] == "on") && !askedOfHabit($0) }) { return false }
    // "does ControlAudio have music by …", "do you have any Adele": asking for what the app has
    // is asking for it (what I have myself is a question: "do I have any jazz").
    if ["do", "does", "have", "has", "is", "are"].contains(wordKeys[start]), !["i", "we", "my"].contains(wordKeys[start + 1]),
      (start + 1..<min(end, start + 4)).contains(where: { ["have", "has", "got", "there"].contains(wordKeys[$0]) })
    {
      return false
    }
    // "isn't this song great": a judgement asked to be agreed with is a like (`Judgement`).
    if ["isn't", "wasn't", "aren't", "ain't"].contains(wordKeys[start]), opensJudgement(), Judgement.affinity(words[start..<end]) != nil {
      return false
    }
    // "what a wonderful world", "who let the dogs out": a title the catalog knows is a request.
    if knownNameSpan(start..<end) != nil || knowsWholeName() { return false }
    return true
  }

  /// The question frame for the live words, or nil: a now-playing question, or Siri's own
  /// answer. Read before the not-media decision ("what genre is this" is about music), so only
  /// a question that says a word of music; `general` also reads questions about music in
  /// general, asked once the words are known to be about media.
  mutating func findMusicQuestion(general: Bool) -> MediaRequest? {
    guard opens(general ? .generalMusicQuestion : .musicQuestion) else { return nil }
    if general {
      guard isGeneralMusicQuestion() else { return nil }
      // "what are the new jazz stations": a station or show to tune into, read as a request.
      if let found = browsedChannels() {
        readBrowsedChannels(found)
        return nil
      }
      return system(.other, rule: "system.musicQuestion")
    }
    // "listen to this song": asked to recognise what plays.
    if asksToIdentify() {
      trace.rule = "question.title.identify"
      use(start..<end, "question", field: "nowPlayingQuestion", value: NowPlayingQuestion.title.rawValue)
      return MediaRequest(.question(.title), appName: appName)
    }
    // Most requests open with no question word: answered before the words are scanned.
    guard start < end, EnglishParser.questionLeads.match(wordKeys, at: start, limit: end) != nil || ["whom", "who", "what"].contains(wordKeys[end - 1]),
      (start..<end).contains(where: { QuestionWords.musicWords.contains(wordKeys[$0]) })
    else { return nil }
    if let reading = readMusicQuestion() {
      switch reading {
      case .nowPlaying(let question):
        trace.rule = "question.\(question.rawValue)"
        use(start..<end, "question", field: "nowPlayingQuestion", value: question.rawValue)
        return MediaRequest(.question(question), appName: appName)
      case .siri:
        return system(.other, rule: "system.musicQuestion")
      }
    }
    return nil
  }
}

extension Work {
  /// "listen to this song", "can you listen to this track": the assistant asked to listen to
  /// what plays, which is asking what it is (Siri's song recognition). Only the music pointed
  /// at, nothing named and no wish ("I want to listen to this song again" plays it).
  func asksToIdentify() -> Bool {
    // The shape's fixed words first: most requests with a music word fail here at once.
    guard end - start == 4 || end - start == 6, wordKeys[end - 4] == "listen", wordKeys[end - 3] == "to" else { return false }
    if end - start == 6, !(QuestionWords.identifyAsks.contains(wordKeys[start]) && wordKeys[start + 1] == "you") { return false }
    return QuestionWords.identifyPointers.contains(wordKeys[end - 2]) && QuestionWords.identifyPieces.contains(wordKeys[end - 1])
  }
}
