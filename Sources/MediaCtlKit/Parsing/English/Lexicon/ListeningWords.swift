extension EnglishLexicon {
  /// Wake words and names of assistants people address by habit ("ok google, play …",
  /// "… , Olly", "Echo, …"): said at either edge and carrying nothing. Olly is Emotech's
  /// assistant; "PDA" (personal digital assistant) is what people call one
  /// that has no name. "google" alone gives way to an app that starts with it ("Google Play
  /// Music, play …"), and any of them to a name the catalog knows.
  static let wakeWords: [String] = [
    "hey siri", "hi siri", "ok siri", "okay siri", "siri", "ok google", "okay google", "hey google", "hi google",
    "google", "hey alexa", "alexa", "hey cortana", "cortana", "hey bixby", "hi bixby", "bixby", "hey olly", "olly",
    "echo", "hey echo", "pda", "hey pda", "hi pda", "ok pda", "okay pda", "hey assistant",
  ]
  /// Assistants' names that are also everyday words, so often the last word of a title
  /// ("Heaven Thunder Echo"): at the end of a request one is a wake word only when it is set
  /// off — after a comma, or capitalised after a word that is not ("… this week Echo").
  static let wakeWordsThatAreWords: WordSet = ["echo"]

  /// Words that name a radio station ("indie radio", "a radio channel for trance music").
  static let stationWords: [String] = [
    "radio station", "radio stations", "radio channel", "radio channels", "radio", "station", "stations",
    "channel", "fm station", "am station", "fm radio", "am radio",
  ]

  /// Words between a station word and its genre ("a station for jazz", "a radio channel playing
  /// trance music").
  static let stationGenreLinks: [String] = ["for", "with", "playing", "that plays", "that play", "of", "that has", "about"]

  /// Words that say a frequency follows ("the station at 89.1", "the frequency 101.1").
  static let frequencyIntroducers: WordSet = ["at", "on", "number", "frequency", "called", "the"]

  /// Verbs that tune a radio: a number after them is a frequency ("tune to ninety point three").
  static let tuneWords: WordSet = ["tune", "tuned", "tuning"]

  /// What a library request is made of: "my" + an optional judgement + a library noun.
  static let libraryAdjectives: WordSet = [
    "own", "saved", "liked", "loved", "favorite", "favourite", "favorited", "favourited", "starred", "downloaded", "purchased", "bought",
    // Shows one follows ("my subscribed podcasts", "my followed shows").
    "subscribed", "followed",
  ]
  /// Nouns that are the library itself ("my library", "from my collection").
  static let libraryNouns: WordSet = ["library", "collection", "likes", "favorites", "favourites", "downloads", "stuff"]
  /// Plural kinds of items a library holds ("my podcasts", "my liked songs").
  static let libraryKinds: WordSet = [
    "songs", "tracks", "albums", "playlists", "podcasts", "audiobooks", "books", "stations", "artists",
    "episodes", "shows", "music", "tunes",
  ]

  /// Book words ("the book Dune by Frank Herbert").
  static let bookWords: WordSet = ["book", "audiobook", "novel", "audio book"]
  /// The form a book comes in, said between the book word and its title ("the audiobook file X",
  /// "an audio book version of X").
  static let bookFormWords: WordSet = ["file", "version", "edition", "recording", "copy", "files"]
  /// Episode words ("the Radiolab episode Cruel Optimism").
  static let episodeWords: WordSet = ["episode", "episodes"]
  /// Words before a topic ("a podcast about cooking", "podcasts on science").
  static let topicWords: WordSet = ["about", "on", "regarding", "covering", "discussing"]
  /// Words that set episodes apart with no SiriKit field ("unplayed episodes of X").
  static let episodeStates: WordSet = ["unplayed", "unheard", "unlistened", "new", "unfinished", "remaining", "downloaded"]
  /// Resume verbs beyond the play table ("keep reading", "keep listening to X").
  static let listeningResumeVerbs: [String] = [
    "keep reading", "keep listening to", "keep listening", "carry on reading", "carry on listening to",
    "go on reading", "continue listening", "pick up reading", "get back to", "go back to reading",
    "i want to resume", "i want to continue", "i'd like to resume", "i'd like to continue", "i would like to resume",
    "i would like to continue", "resume playback of", "resume audio playback of", "resume the playback of",
    "continue playback of", "continue audio playback of", "resume audio playback", "continue audio playback",
    "carry on", "carry on from", "go back to",
  ]

  /// "where I left off", "from the place we stopped", "starting where I last paused": the
  /// parts of a resume phrase, read as a small grammar (`Work.resumePhrase`).
  static let resumePhraseLeads: [String] = ["from", "starting from", "starting", "start from", "continuing from", "right", "just", "back to", "at", "for"]
  static let resumePlaces: [String] = [
    "where", "the place where", "the point where", "the spot where", "the part where", "the place", "the point",
    "the spot", "the part", "the bit where", "the moment where", "the moment",
  ]
  static let resumeSubjects: WordSet = ["i", "we", "you"]
  static let resumeAdverbs: WordSet = ["last", "previously", "just", "had", "have"]
  static let resumeVerbPhrases: [String] = [
    "left off", "left it", "left", "stopped", "paused", "quit", "finished", "ended", "was", "were",
    "stopped listening", "stopped reading", "got to", "had got to", "got up to", "were at", "was at", "started",
  ]
  static let resumeTails: WordSet = ["last", "time", "before", "yesterday", "earlier", "off"]

  /// Words one of which a resume phrase says (the cheap test before its grammars are tried,
  /// and the reader's row of the trigger gate): every place of `resumePlaces`, every
  /// `positionNouns` and `resumeOnlyNouns` word.
  static let resumeAnchors: WordSet = [
    "where", "place", "point", "spot", "part", "bit", "moment", "time", "session", "position", "bookmark", "chapter",
    "page", "beginning", "played", "paused", "stopped",
  ]
  /// Prepositions that join a resume phrase to what is resumed ("where we left off on Dune"),
  /// or end it ("the place I stopped listening on").
  static let resumeJoiners: WordSet = ["on", "in", "of", "with", "for", "form", "from"]
  /// Verbs joined before a resume phrase at the end ("open Dune and play from last time").
  static let resumeJoinedVerbs: WordSet = ["play", "playing", "continue", "resume", "start", "listen"]

  /// The position grammar: "from the last paused point", "from my last session", "from the
  /// last chapter I was on".
  static let positionLeads: WordSet = ["from", "form", "at"]
  static let positionDeterminers: WordSet = ["the", "my", "this", "that", "our"]
  static let positionQualifiers: WordSet = ["last", "previous", "paused", "stopped", "saved", "played", "bookmarked", "same", "current"]
  static let positionNouns: WordSet = [
    "time", "session", "point", "position", "spot", "place", "bookmark", "chapter", "page", "part", "beginning", "moment",
  ]
  /// Position words that say a resume without a qualifier ("from this point", "from my bookmark").
  static let resumeOnlyNouns: WordSet = ["session", "bookmark", "point", "position", "spot", "played", "paused", "stopped"]
}
