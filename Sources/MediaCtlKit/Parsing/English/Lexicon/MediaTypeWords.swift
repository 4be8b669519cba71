extension EnglishLexicon {
  /// Words that say what kind of item is wanted (behaviours §2). Plural words ask for many
  /// items of a kind ("songs by Khalid") and set no type, as Siri leaves them to the app.
  static let mediaTypeWords: [(phrase: String, type: MediaItemType)] = [
    ("song", .song), ("track", .song), ("tune", .song), ("single", .song), ("melody", .song),
    ("album", .album), ("record", .album), ("ep", .album), ("lp", .album), ("soundtrack", .album),
    ("sound track", .album),
    ("artist", .artist), ("band", .artist), ("singer", .artist), ("group", .artist), ("rapper", .artist),
    ("playlist", .playlist), ("play list", .playlist), ("mix", .playlist),
    ("podcast", .podcastShow), ("podcasts", .podcastShow), ("show", .podcastShow),
    ("episode", .podcastEpisode),
    ("audiobook", .audioBook), ("audio book", .audioBook), ("book", .audioBook), ("audiobooks", .audioBook),
    ("radio station", .radioStation), ("radio channel", .radioStation), ("station", .radioStation), ("radio", .radioStation),
    // Stations, as podcasts, are tuned into one at a time: the plural asks for one of them.
    ("radio stations", .radioStation), ("radio channels", .radioStation), ("stations", .radioStation),
    ("music video", .musicVideo), ("video", .musicVideo),
    ("movie", .movie), ("film", .movie), ("tv show", .tvShow), ("tv series", .tvShow),
    ("genre", .genre),
  ]

  /// Words for "a piece of music" that do not set a type (SiriKit has no case for them).
  static let musicPieceWords: WordSet = [
    "ballad", "chant", "symphony", "concerto", "movement", "theme", "sonata", "aria", "anthem",
    "number", "piece", "opus", "them", "jam", "jams", "hymn", "lullaby", "cover", "remix", "tracks",
    "songs", "tunes", "albums", "records", "singles", "melodies", "ballads", "soundtracks",
    // A piece of audio of any kind ("play this program", "my music file").
    "program", "programs", "programme", "programmes", "broadcast", "broadcasts", "feed",
    "file", "files",
  ]
}
