extension EnglishLexicon {
  /// Questions about what plays and about music (`EnglishParser+MusicQuestions`): the words a
  /// question is read from, by its parts (how it asks, what it asks for, what it is about).
  enum MusicQuestion {
    /// How a question opens: a question word, or a request to be told.
    static let leads: [String] = [
      "what", "what's", "whats", "which", "who", "who's", "whos", "whose", "how", "when", "when's", "where",
      "tell me", "can you tell me", "could you tell me", "do you know", "i want to know", "i'd like to know",
      "i would like to know", "i wonder", "let me know", "give me", "show me", "find me", "find out", "name",
      "identify", "check", "say", "remind me", "what is", "what was",
    ]
    /// What is asked for, and the now-playing question it is. A row's words in order; the
    /// longest row at a word wins.
    static let properties: [(String, NowPlayingQuestion)] = [
      ("name", .title), ("title", .title), ("called", .title), ("song name", .title), ("track name", .title),
      ("what song", .title), ("which song", .title), ("what track", .title), ("what tune", .title), ("song title", .title),
      ("artist", .artist), ("singer", .artist), ("band", .artist), ("group", .artist), ("performer", .artist),
      ("composer", .artist), ("musician", .artist), ("vocalist", .artist), ("rapper", .artist), ("sings", .artist),
      ("sang", .artist), ("sung", .artist), ("singing", .artist), ("performs", .artist), ("performed", .artist),
      ("composed", .artist), ("whose", .artist), ("who", .artist), ("who's", .artist), ("whos", .artist), ("by whom", .artist), ("by who", .artist), ("artist's name", .artist),
      ("album", .album), ("record", .album), ("cd", .album), ("lp", .album),
      ("how long", .duration), ("length", .duration), ("duration", .duration), ("how many minutes", .duration),
      ("running time", .duration), ("time left", .duration),
    ]
    /// Words that make a question one about music (a name or a title alone may be anything's).
    static let musicWords: WordSet = [
      "song", "songs", "track", "tune", "music", "album", "record", "band", "singer", "artist", "genre", "playing",
      "sings", "sang", "sung", "singing", "performer", "composer", "musician", "rapper", "vocalist", "cd", "lp",
      "melody", "podcast", "episode", "station", "playlist", "audiobook",
    ]
    /// Details Siri answers itself from what it knows (no now-playing key holds them).
    static let details: [String] = [
      "genre", "kind of music", "type of music", "style of music", "released", "recorded", "release date",
      "come out", "came out", "written", "year", "covered", "produced", "label", "bpm", "tempo", "key", "information",
      "info", "details", "detail", "lyrics", "words", "type", "picture", "pictures", "photo", "photos", "image", "images",
      "biography", "bio", "about",
    ]
    /// Words that point at what plays ("this", "the current song", "playing right now").
    static let nowPlaying: WordSet = [
      "this", "that", "it", "current", "currently", "playing", "now", "on", "just", "being", "played", "these",
    ]
    /// Words a question carries besides its parts: they name nothing.
    static let frame: WordSet = [
      "the", "a", "an", "of", "is", "was", "are", "me", "for", "to", "in", "by", "song", "songs", "track", "tune", "music",
      "piece", "you", "please", "right", "called", "from", "'s", "s", "do", "does", "did", "know", "one", "i", "am",
      "listening", "hearing", "we", "exactly", "again", "who", "what", "what's", "whats", "which", "who's", "whos",
      "tell", "give", "show", "name", "say", "check", "can", "could", "find", "out", "whom", "here", "there", "and",
      "sounds", "like", "hear", "heard", "playing", "title", "that's", "thats", "it's", "its", "this's", "has", "have",
      "under", "off", "with", "currently", "still", "exactly", "let", "remind", "identify", "wonder", "want", "would",
      "how", "when", "where", "long", "minutes", "many", "time", "left", "my", "and",
    ]
    /// A question that opens so asks about music in general ("what is my most played song"):
    /// Siri answers it itself, or cannot; never a play request.
    static let generalLeads: WordSet = [
      "what", "what's", "whats", "which", "who", "who's", "whos", "whose", "when", "when's", "where", "where's", "why",
      "how", "how's", "is", "isn't", "was", "are", "were", "do", "does", "did", "have", "has",
    ]
    /// "can you listen to this song": the asks before a request to recognise what plays.
    static let identifyAsks: WordSet = ["can", "could", "will", "would"]
    /// What such a request points at, and what it calls it ("listen to that track").
    static let identifyPointers: WordSet = ["this", "that"]
    static let identifyPieces: WordSet = ["song", "track", "tune", "music"]
    /// Leads that open a request, not a question ("what about some jazz", "how about Adele").
    static let suggestionSeconds: WordSet = ["about", "if"]
    /// Verbs that make a question a request to play or add ("what can you play", "is it possible to add").
    static let requestVerbs: WordSet = [
      "play", "listen", "put", "queue", "shuffle", "add", "save", "start", "spin", "blast", "resume", "continue",
      "skip", "pause", "stop", "turn", "open", "hear", "remove", "delete", "repeat", "rate",
    ]
  }
}
