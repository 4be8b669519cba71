extension EnglishLexicon {
  /// Asking that one's view of media be kept, with no view said ("save my opinion about this
  /// song", "record my rating on the current track", "save my music preferences", "rate this
  /// song"). Reviewed list of general words (`Work.findOpinionRecord`).
  enum OpinionRecord {
    /// Verbs of keeping, said first.
    static let keepVerbs: WordSet = ["save", "record", "keep", "store", "log", "note", "register", "remember", "memorize", "memorise"]
    /// What is kept: a view of something, or the words said about it. Each phrase's first word
    /// is a trigger of the reader (`EnglishReaderGate`), as are the verbs of rating that ask for
    /// a rating without giving one (`rateVerbs`).
    static let views: [String] = [
      "opinion", "opinions", "rating", "ratings", "remark", "remarks", "comment", "comments", "feedback", "review",
      "reviews", "thoughts", "impression", "impressions", "verdict", "reaction", "reactions", "preference",
      "preferences", "choices", "taste", "tastes", "likes", "likes and dislikes", "views", "view",
      "what i said", "what i have said", "what i've said", "what i just said", "what i think", "what i thought",
      "what i feel", "how i feel", "how i felt",
    ]
    /// Verbs that ask for a rating ("rate this song"): with no value said, the view is not known.
    static let rateVerbs: WordSet = ["rate", "grade"]
    /// Words that may stand between the verb and the view ("save all of my …").
    static let determiners: WordSet = ["my", "the", "our", "all", "of", "a", "an", "this", "that", "these", "those", "your", "some", "its"]
    /// Words that tie the view to what it is about ("… about this song", "… on the current track").
    static let aboutWords: WordSet = ["about", "on", "of", "for", "to", "regarding", "concerning", "towards", "toward", "in"]
    /// Words that say what plays, with the type words (`mediaWords`): "the song that is currently playing".
    static let playingWords: WordSet = [
      "this", "that", "it", "the", "current", "currently", "playing", "now", "is", "being", "played", "which", "just",
      "heard", "one", "present", "right",
    ]
    /// Kinds of media said as a modifier or an object, singular ("this song") or plural ("my song
    /// preferences", "specific to songs").
    static let mediaWords: [(word: String, type: MediaItemType)] = [
      ("song", .song), ("songs", .song), ("track", .song), ("tracks", .song), ("tune", .song), ("tunes", .song),
      ("music", .music), ("album", .album), ("albums", .album), ("record", .album), ("playlist", .playlist),
      ("playlists", .playlist), ("podcast", .podcastShow), ("podcasts", .podcastShow), ("episode", .podcastEpisode),
      ("episodes", .podcastEpisode), ("station", .radioStation), ("stations", .radioStation), ("radio", .radioStation),
      ("audiobook", .audioBook), ("audiobooks", .audioBook), ("artist", .artist), ("artists", .artist),
      ("singer", .artist), ("band", .artist),
    ]
    /// Plural kinds: about such things in general, not what plays.
    static let pluralMediaWords: WordSet = [
      "songs", "tracks", "tunes", "albums", "playlists", "podcasts", "episodes", "stations", "audiobooks", "artists",
    ]
  }
}
