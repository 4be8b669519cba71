extension EnglishLexicon {
  /// Questions that browse for a station or a show to tune into ("what are the new jazz
  /// stations", `EnglishParser+BrowseQuestions`): the words such a question is read from.
  enum BrowseQuestion {
    /// How the question opens: a question word asking for one of several.
    static let leads: WordSet = ["what", "which", "what's", "whats"]
    /// Words between the lead and what is asked for ("what are the …", "which is my …").
    static let linking: WordSet = ["are", "is", "were", "was", "'re", "there", "the", "my", "your", "our", "some", "any", "a"]
    /// Kinds that are tuned into rather than listened through once: a station or a show. A
    /// question for songs or albums ("what is my most played album") asks about listening, and
    /// Siri answers it itself.
    static let channelKinds: WordSet = [
      "station", "stations", "channel", "channels", "radio", "podcast", "podcasts", "show", "shows",
    ]
    /// Words that qualify the kind as a sort word does: how much it is played or liked ("my
    /// most played podcasts", "the highest ranked stations", "good channels").
    static let measures: WordSet = [
      "most", "played", "listened", "rated", "ranked", "liked", "loved", "streamed", "good", "great", "favorite", "favourite",
    ]
    /// Words beside the kind that qualify nothing on their own ("local music stations").
    static let plainWords: WordSet = ["local", "music", "talk", "available", "free", "live"]
    /// When it is asked about, at the end ("… this morning", "… right now").
    static let timeTails: [String] = [
      "today", "tonight", "now", "right now", "this morning", "this afternoon", "this evening", "this week",
      "this month", "at the moment",
    ]
  }
}
