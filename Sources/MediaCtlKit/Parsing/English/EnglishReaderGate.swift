/// The English readers that are not the core path (the command leads and the play intent),
/// each run only when the utterance has one of its trigger words (`TriggerGate`). Most
/// requests are plain play requests with none of them, and answer each reader with one bit
/// test instead of a scan of their words.
///
/// Adding a reader is adding a case and a row: the row lists the lexicon tables without one of
/// whose words the reader can answer nothing, and the reader's first line asks
/// `guard opens(.reader) else { return nil }`. A row must be complete: when a reader learns a
/// shape that needs none of its row's words, the row gains that shape's table
/// (`TriggerGateTests` parses every shared text with the gate on and off).
enum EnglishReader: Int, CaseIterable, Sendable {
  case volumeSpeech, affinitySpeech, musicQuestion, generalMusicQuestion, modeSetting, rateSpeech, restart, system
  /// Player settings with no SiriKit form (`findSoundSetting`).
  case playerSetting
  /// A judgement of what plays (`Judgement.affinity`): asked by the play intent and the
  /// not-media decision.
  case judgement
  /// A resume phrase said as a place or position ("where I left off on X", "from my last
  /// session"): `Work.readResumePhrase`.
  case resumePhrase
  /// An added item named by its kind alone ("add the album to …", `readPlayingKind`).
  case playingKind
  /// A verbless title and its artist ("One by U2", `namesKnownTitleByArtist`).
  case knownTitleByArtist
  /// A statement of taste told to keep ("remember that I love X", `findTasteMemo`).
  case tasteMemo
  /// A view of media asked to be kept, or a rating asked for ("save my opinion of this song",
  /// "rate this track", `findOpinionRecord`).
  case opinionRecord
  /// Advice asked for ("what should I listen to", "any music recommendations", `findAdviceAsked`).
  case recommendation
  /// A genre with a word of style before it ("old fashioned christmas music", `markStyledGenres`).
  case styledGenre
  /// An order word before a show's name and kind ("the next X episode", `markOrderWords`).
  case orderWord
  /// A time said as a possessive ("today's podcast", `markTimePossessives`).
  case timePossessive
  /// What a play verb names that is not listened to: a thing of another domain, a sport, a
  /// game played with someone ("play my voicemails", "play golf", "play chess with me";
  /// `findNotMedia` after a play verb).
  case playedElsewhere
  /// What the music resembles ("something like X", "songs similar to X", `markLikeness`).
  case likeness
  /// Typed short forms of a request's words ("pls", "can u", `Work.respellChat`).
  case chatSpelling
}

extension EnglishParser {
  typealias Row = TriggerGate<EnglishReader>.Row

  /// Reader → its trigger words. `anyOf`: one must be among the words; `firstWord`: or the
  /// live words start with one (either opens the reader).
  static let readerTriggers: [Row] = [
    // Every shape names a direction, a voice verb, "hear", a loudness, a sound thing, a mute
    // word or a volume verb or word (a wish is followed by one of the shapes or a volume word).
    // Silence asked for names its voice verb or sound (`silenceTriggers`); a bare mute word
    // alone, or a directional verb on "it".
    Row(.volumeSpeech, anyOf: words(
      VolumeSpeechWords.bareDirections, VolumeSpeechWords.voiceVerbs, ["hear"], VolumeSpeechWords.loudness,
      VolumeSpeechWords.soundObjects, VolumeSpeechWords.muteWords, EnglishLexicon.volumeVerbs, EnglishLexicon.volumeWords,
      VolumeSpeechWords.silenceTriggers, VolumeSpeechWords.bareMutes, VolumeSpeechWords.pronounDirectionalVerbs)),
    // A rating names stars or a rating verb, a preference its mark, an exclamation its
    // judgement; marking as, taste and "fed up" start with their verb or subject.
    Row(.affinitySpeech,
      anyOf: words(
        AffinitySpeechWords.starWords, AffinitySpeechWords.rateVerbs, AffinitySpeechWords.preferenceMarks,
        WordSet(Judgement.positive), WordSet(Judgement.negative), AffinitySpeechWords.extraPositive,
        AffinitySpeechWords.tailLastWords, ["thumbs", "thumb"]),
      firstWord: words(AffinitySpeechWords.subjects, AffinitySpeechWords.beWords, AffinitySpeechWords.markVerbs, AffinitySpeechWords.onlyLeads)),
    Row(.musicQuestion, anyOf: words(EnglishLexicon.MusicQuestion.musicWords)),
    Row(.generalMusicQuestion, firstWord: words(EnglishLexicon.MusicQuestion.generalLeads)),
    Row(.modeSetting, anyOf: words(EnglishLexicon.ModeSetting.shuffleWords, EnglishLexicon.ModeSetting.repeatWords)),
    Row(.playerSetting, anyOf: words(EnglishLexicon.ModeSetting.soundSettings, EnglishLexicon.ModeSetting.settingsWords)),
    // A value needs a rate noun ("speed", "slow"), a direction a faster or slower word.
    Row(.rateSpeech, anyOf: words(
      EnglishLexicon.RateSpeech.rateNouns, ["speed", "slow"], EnglishLexicon.RateSpeech.faster, EnglishLexicon.RateSpeech.slower)),
    // Every restart mark has one of these words; "over" also ends "start this song over".
    Row(.restart, anyOf: restartTriggers),
    // The volume words, an information word, or a volume verb or Siri's own phrase first.
    Row(.system,
      anyOf: words(EnglishLexicon.volumeWords, EnglishLexicon.infoWords),
      firstWord: words(EnglishLexicon.volumeVerbs) + EnglishLexicon.otherSystemPhrases),
    // A judgement turns on an evaluative word, a verb of liking ("rocks", "sucks") or of
    // enjoying ("I'm enjoying this"). It reads words with punctuation inside dropped: a word
    // with such a mark opens it too (`opensJudgement`).
    Row(.judgement, anyOf: words(
      WordSet(Judgement.positive), WordSet(Judgement.negative), WordSet(Judgement.verbsLike), WordSet(Judgement.verbsDislike),
      WordSet(Judgement.enjoying), WordSet(Judgement.hating))),
    // Both resume grammars say a place word, a position noun or a qualifier of one.
    Row(.resumePhrase, anyOf: words(EnglishLexicon.resumeAnchors)),
    // The kind word is always said.
    Row(.playingKind, anyOf: Array(Set(EnglishLexicon.mediaTypeWords.flatMap { $0.phrase.split(separator: " ").map(String.init) })).sorted()),
    Row(.knownTitleByArtist, anyOf: ["by"]),
    // Every memo lead says one of its key words ("remember", "note", "mind", "record", "know" …).
    Row(.tasteMemo, anyOf: words(EnglishLexicon.TasteMemo.keyWords)),
    // The view is always said, or the rating verb.
    Row(.opinionRecord,
      anyOf: Array(Set(EnglishLexicon.OpinionRecord.views.compactMap { $0.split(separator: " ").first.map(String.init) })).sorted()
        + words(EnglishLexicon.OpinionRecord.rateVerbs)),
    // A recommending noun, or the modal of "what should I listen to".
    Row(.recommendation, anyOf: words(Work.recommendationNouns, Work.askedModals)),
    // The style word is always said; a phrase of it opens with its first word.
    Row(.timePossessive, anyOf: EnglishLexicon.timePossessives.compactMap { $0.split(separator: " ").first.map(String.init) }),
    Row(.orderWord, anyOf: EnglishLexicon.orderLeadWords),
    Row(.styledGenre, anyOf: Array(Set(EnglishLexicon.genreStyles.compactMap { $0.split(separator: " ").first.map(String.init) })).sorted()),
    // A domain phrase or a sport is said with its longest word; a game with someone ends "with me".
    // Every likeness phrase says one of these words ("like", "similar", "in the style of" …).
    Row(.likeness, anyOf: ["like", "similar", "style", "vein", "lines", "likes"]),
    // The spellings themselves ("u" only after an auxiliary, asked when it is there).
    Row(.chatSpelling, anyOf: EnglishLexicon.chatSpellings.map(\.spelled) + ["u"]),
    Row(.playedElsewhere, anyOf: longestWords(EnglishLexicon.notMediaDomainWords.map(\.phrase) + EnglishLexicon.NotMediaTargets.sports) + ["with", "against"]),
  ]

  static let restartTriggers = ["restart", "over", "again", "beginning", "start", "top"]

  static let readerGate = TriggerGate(readerTriggers)

  typealias VolumeSpeechWords = EnglishLexicon.VolumeSpeech
  typealias AffinitySpeechWords = EnglishLexicon.AffinitySpeech

  /// The words of lexicon sets, as a row lists them.
  static func words(_ sets: WordSet...) -> [String] { sets.flatMap { $0.words.sorted() } }

  /// The longest word of each phrase, once: a phrase is present only when each of its words
  /// is, and its longest word is the one other requests say least ("dim the" → "dim", not "the").
  static func longestWords(_ phrases: [String]) -> [String] {
    Array(Set(phrases.compactMap { phrase -> String? in
      let words: [Substring] = phrase.split(separator: " ")
      return words.max { $0.count < $1.count }.map(String.init)
    })).sorted()
  }
}

extension Work {
  /// Whether a reader may answer these words (`EnglishParser.readerTriggers`): a bit test,
  /// and a lookup of the first live word for the few readers that have first words. (Asked
  /// of `presentReaders` and `firstWordReaders` directly, not the gate's static table, so a
  /// reader the words do not open costs a few instructions where it is asked.)
  @inline(__always)
  func opens(_ reader: EnglishReader) -> Bool {
    let bit: UInt64 = 1 << UInt64(reader.rawValue)
    if presentReaders & bit != 0 { return true }
    return firstWordReaders & bit != 0 && EnglishParser.readerGate.opensByFirstWord(bit, start < end ? wordKeys[start] : .empty)
  }

  /// `opens(.judgement)`, or a live word has a mark `Judgement` drops before it reads the word
  /// ("go.od" is read "good"): asked only when no trigger word is present.
  func opensJudgement() -> Bool {
    if opens(.judgement) { return true }
    for i in start..<end where !plain[i] {
      if words[i].utf8.contains(where: Self.isJudgementDroppedMark) { return true }
    }
    return false
  }

  /// The marks `Judgement` drops from a word (`,.!?;:"`).
  static func isJudgementDroppedMark(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "\""): true
    default: false
    }
  }
}
