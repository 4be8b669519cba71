extension EnglishLexicon {
  /// Words before a name that carry nothing ("play me some …", "a couple of …").
  static let determiners: WordSet = [
    "the", "a", "an", "some", "any", "me", "us", "my", "our", "of", "few", "couple", "bit", "little",
    "something", "anything", "more", "another", "all", "your", "that", "please", "to", "for", "every",
    "preferably", "maybe", "perhaps", "just", "only", "lot", "lots", "bunch", "selection", "several",
    "those", "these", "any", "kind",
  ]

  /// Generic heads that ask for music without naming a type ("music by X", "some tunes").
  static let genericWords: WordSet = [
    "music", "songs", "tracks", "tunes", "stuff", "sounds", "jams", "hits", "one",
    "ones", "albums", "records", "numbers", "audio", "sound",
  ]

  /// Qualifiers that narrow what to play without naming it ("my favorite song by X", "recently
  /// added audiobooks"); SiriKit has no field for them, so they are set aside.
  static let nonNameModifiers: [String] = [
    "favorite", "favourite", "most favorite", "most favourite", "all time favorite", "all time favourite",
    "favorite ever", "fave", "recently added", "recently played", "recently paused", "most listened",
    "most listened to", "most played", "last played", "selected", "liked", "saved", "downloaded", "released", "newly released", "last used", "recently used", "most used",
    "most recently played", "most recently added", "most recently used", "most recently listened to", "recently listened to",
    "last listened to", "bookmarked", "favorited", "favourited", "starred", "subscribed", "followed",
  ]

  /// Words that introduce a name ("a song called X").
  static let nameIntroducers: WordSet = ["called", "named", "titled", "entitled", "name", "title"]

  /// Words that introduce the artist of what precedes ("X by Y").
  static let artistConnectors: WordSet = ["by", "from", "off", "featuring", "feat", "ft", "performed", "sung", "of"]

  /// Spellings of "playlist" people type or a recogniser returns ("play list", "playlst").
  static let playlistWords: WordSet = ["playlist", "playlists", "playlst", "plylist", "playist", "paylist", "playslist", "palylist", "playlis", "plalist", "playlsit", "list"]

  /// Possessives that open a playlist's name rather than say whose it is ("Editor's Picks",
  /// "Critics' Choice", "Women's History Month"): no person owns these.
  static let namePossessives: WordSet = [
    "editor's", "editors'", "editors's", "critic's", "critics'", "staff's", "fan's", "fans'", "listener's", "listeners'",
    "world's", "nation's", "america's", "summer's", "winter's", "spring's", "autumn's", "season's", "year's", "week's",
    "month's", "decade's", "century's", "women's", "men's", "children's", "lover's", "lovers'", "valentine's",
    "people's", "city's", "country's", "dj's", "djs'", "radio's", "club's", "tonight's", "yesterday's", "tomorrow's",
  ]

  /// Words that never begin a possessive artist ("it's", "let's").
  static let notPossessive: WordSet = [
    "it's", "let's", "that's", "what's", "there's", "here's", "who's", "he's", "she's", "today's",
    "tonight's", "one's", "everyone's", "nobody's", "somebody's", "where's", "how's", "lets",
  ]
}
