extension EnglishLexicon {
  /// Words that carry the grammar of a sentence and name nothing on their own: prepositions,
  /// pronouns, determiners, auxiliaries, conjunctions and a few adverbs. A run of free words made
  /// only of these and of `requestChatterWords` is talk around the request, not a name
  /// (`Work.isChatter`): "let's have the radio on", "an episode in the podcast".
  static let chatterFunctionWords: WordSet = [
    // prepositions and particles
    "on", "in", "at", "to", "for", "with", "of", "from", "into", "onto", "through", "over", "about", "up", "off",
    "out", "back", "by", "via", "around", "inside", "within", "after", "before", "as",
    // pronouns and determiners
    "i", "me", "my", "we", "us", "our", "you", "your", "it", "its", "this", "that", "these", "those", "them",
    "the", "a", "an", "some", "any", "all", "one", "ones", "which", "what", "whatever", "there", "here",
    "i'm", "im", "i've", "ive", "i'd", "id", "i'll", "we've", "we're", "you're", "it's", "let's", "lets",
    // auxiliaries and conjunctions
    "is", "are", "was", "were", "be", "been", "am", "do", "does", "did", "have", "has", "had", "can", "could",
    "will", "would", "should", "may", "might", "must", "and", "or", "then", "so", "but", "if",
    // adverbs of the request
    "now", "please", "pls", "plz", "just", "again", "also", "too", "right", "away", "soon", "currently",
  ]

  /// Words of asking for playback that name nothing: verbs that start, keep or move playback
  /// and nouns for playback itself ("activate", "begin playing", "the playback", "the program").
  /// Only a run made wholly of these and `chatterFunctionWords` is set aside, and never one the
  /// catalog knows, one a frame or quotes delimit, or one structure names ("X by Y").
  static let requestChatterWords: WordSet = [
    // verbs of starting, keeping, moving or wanting playback
    "activate", "initiate", "begin", "beginning", "start", "starting", "started", "play", "playing", "played", "launch",
    "open", "set", "get", "let", "turn", "switch", "press", "take", "go", "run", "continue", "continuing", "resume",
    "resuming", "keep", "want", "wanna", "like", "love", "need", "hear", "listen", "listening", "see", "watch", "put",
    "give", "bring", "pull", "load", "tune", "enjoy", "reading", "read",
    // nouns for playback and for what plays, said generically
    "playback", "program", "programs", "programme", "programmes", "file", "files", "player", "recording", "recordings",
    "feed", "thing", "things", "stuff", "selection", "version", "button", "media", "content", "something", "anything",
    "everything",
  ]

  /// Subjects that open a clause about the listener's own history ("music I have liked", "the
  /// book which I heard on Sunday", "the podcast we were listening to"): after a type word, such a
  /// clause qualifies what to play and names nothing.
  static let clauseSubjects: WordSet = ["i", "we", "i've", "ive", "i'd", "we've", "we'd", "i'm", "im", "we're"]

  /// Words that may open such a clause before its subject.
  static let clauseOpeners: WordSet = ["that", "which", "who", "whom"]

  /// Verbs and adverbs of having heard something, that make a clause after a subject talk about
  /// the listener's history ("the podcast I was last listening to", "the book I heard on Sunday").
  static let historyVerbs: WordSet = [
    "was", "were", "have", "had", "been", "listened", "listening", "heard", "liked", "loved", "started", "stopped",
    "paused", "played", "left", "saved", "bought", "downloaded", "last", "already", "just", "recently", "previously",
  ]
}
