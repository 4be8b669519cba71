extension EnglishLexicon {
  /// Likes and dislikes as people say them (`EnglishParser+AffinitySpeech`): who feels, how
  /// strongly, the verb and its polarity, preferences ("my favourite band is …"), ratings in
  /// stars and having heard enough ("I never want to hear this again", "I'm sick of this song").
  enum AffinitySpeech {
    static let subjects: WordSet = ["i", "we"]
    /// Words between the subject and the verb ("I really do like", "we absolutely love").
    static let adverbs: WordSet = [
      "really", "truly", "absolutely", "just", "do", "so", "totally", "kinda", "quite", "genuinely", "seriously",
      "actually", "also", "still", "always", "definitely", "very", "much", "sincerely", "honestly", "kind", "of",
      "sort", "personally", "rather", "ever", "even", "certainly", "especially", "particularly", "deeply", "all", "most",
    ]
    static let likeVerbs: WordSet = ["like", "love", "enjoy", "adore", "dig", "fancy", "appreciate", "prefer", "admire", "worship", "luv"]
    static let dislikeVerbs: WordSet = ["hate", "dislike", "detest", "loathe", "despise", "abhor"]
    /// Words that turn the verb round ("I don't like", "I do not enjoy", "I never liked").
    static let negations: WordSet = ["don't", "dont", "not", "never", "no", "didn't", "didnt", "doesn't"]
    /// "can't stand", "cannot bear": a dislike said as what one cannot do.
    static let cannotBear: [String] = ["can't stand", "cant stand", "cannot stand", "can not stand", "can't bear", "cannot bear", "can't take", "cannot take"]
    /// Saying what one thinks of it: "I find rap really enjoyable", "I think jazz is boring".
    static let opinionVerbs: WordSet = ["find", "found", "think", "consider", "reckon", "feel", "believe"]
    /// Having heard enough of it: "I'm sick of …", "we are tired of …".
    static let fedUp: [String] = ["sick of", "tired of", "bored of", "bored with", "fed up with", "done with", "over", "sick and tired of", "weary of"]
    /// Being into it: "I'm into reggae", "we are big fans of Khalid", "I'm not a fan of country".
    static let fanOf: [String] = [
      "into", "a fan of", "fan of", "fans of", "big fan of", "huge fan of", "massive fan of", "big fans of", "huge fans of",
      "crazy about", "mad about", "nuts about", "obsessed with", "hooked on", "addicted to", "passionate about", "keen on",
      "fond of", "partial to",
    ]
    /// Listening said after a verb of taste ("I enjoy listening to jazz", "we love hearing Khalid").
    static let listeningGerunds: [String] = ["listening to", "hearing", "listening", "playing"]
    /// Only this: "all I (ever) want to hear is blues", "all we listen to is jazz".
    static let onlyLeads: WordSet = ["all"]
    static let onlyLinks: WordSet = ["is", "are", "was", "'s"]
    /// Phrases of taste that end what is said about something ("jazz makes me happy", "country
    /// is not for me"), and the last words they end with (the cheap test).
    static let likedTails: [String] = [
      "makes me happy", "makes me smile", "makes me dance", "makes me feel good", "makes me feel great", "makes my day",
      "cheers me up", "gets me going", "puts me in a good mood", "lifts my mood", "my thing", "my jam", "my vibe", "my style",
      "my cup of tea", "right up my alley", "never gets old", "never gets boring",
    ]
    static let dislikedTails: [String] = [
      "not for me", "not my thing", "not my style", "not my cup of tea", "not my jam",
      "makes me cringe", "gets on my nerves", "drives me crazy", "drives me nuts", "gives me a headache", "hurts my ears",
      "makes my ears bleed", "gets old",
    ]
    static let tailLastWords: WordSet = [
      "happy", "smile", "dance", "good", "great", "day", "up", "going", "mood", "thing", "jam", "vibe", "style", "tea",
      "alley", "old", "boring", "me", "cringe", "nerves", "crazy", "nuts", "headache", "ears", "bleed",
    ]
    /// A judgement asked so that it is said ("isn't Khalid wonderful", "aren't the eighties great").
    static let askedJudgements: WordSet = ["isn't", "isnt", "aren't", "arent", "ain't"]
    static let beWords: WordSet = ["i'm", "im", "am", "we're", "are", "i", "we", "getting", "so", "really", "very", "totally", "just", "kinda", "a", "bit", "little"]
    /// Not wanting to hear it again: "(don't|never) (want|need|wish) to (hear|listen to)".
    static let wantWords: WordSet = ["want", "wanna", "need", "wish", "care", "have"]
    static let hearWords: [String] = ["hear", "listen to", "hear of", "hear from", "listen", "hear it", "ever hear"]
    /// What a preference names, and the role its name takes.
    static let preferenceMarks: WordSet = ["favorite", "favourite", "fave", "fav", "favorit", "preferred", "beloved"]
    static let artistRoles: WordSet = ["band", "singer", "artist", "group", "rapper", "musician", "composer", "vocalist", "performer", "dj", "artists", "bands", "singers"]
    static let genreRoles: WordSet = ["genre", "music", "style", "genres", "kind", "type", "sound"]
    static let songRoles: WordSet = ["song", "track", "tune", "songs", "tracks", "tunes"]
    static let albumRoles: WordSet = ["album", "record", "albums"]
    /// Ratings: "give this song five stars", "tag it with four stars", "rate this to the maximum".
    static let rateVerbs: WordSet = ["rate", "give", "tag", "mark", "score", "award", "star", "rating", "rated", "grade"]
    static let starWords: WordSet = ["star", "stars", "star-rating", "points", "point"]
    static let topRatings: WordSet = ["maximum", "max", "highest", "top", "best", "full"]
    static let bottomRatings: WordSet = ["minimum", "min", "lowest", "worst", "zero"]
    /// Words a rating carries besides its parts.
    static let ratingFrame: WordSet = [
      "this", "that", "it", "the", "a", "an", "with", "to", "as", "song", "track", "tune", "album", "is", "current", "one",
      "out", "of", "please", "rating", "stars", "star", "give", "i", "would", "like", "want", "song's", "for", "now",
      "currently", "playing", "and", "save", "my", "its", "it's", "on", "record", "gets", "get", "deserves", "earns",
      "worth", "that's", "thats", "was",
    ]
    /// What a statement of taste is about: something said after the verb that names media.
    /// Words that open a second clause after a comma ("I like jazz, you know").
    static let clauseOpeners: WordSet = [
      "you", "do", "does", "what", "what's", "whats", "can", "could", "would", "will", "who", "who's", "is", "it", "it's",
      "please", "so", "but", "i", "i'm", "turn", "play", "save", "that's", "thanks", "thank", "right", "yeah", "ok", "okay",
      "how", "when", "why", "where", "which",
    ]
    /// Phrases that open a second clause even without a comma ("i like jazz you should know").
    static let secondClauses: [String] = [
      "you should", "you know", "do you", "can you", "could you", "would you", "will you", "what is it", "who sings",
      "turn it", "please play", "so play", "thank you", "did you know",
    ]
    /// Verbs that keep what plays under a label ("mark this as a favourite").
    static let markVerbs: WordSet = ["mark", "save", "make", "set", "tag", "note", "flag", "label", "keep", "add", "list", "put", "remember", "count"]
    /// Praise said of a type word that the judgement tables leave out ("super song").
    static let extraPositive: WordSet = ["super", "sweet", "neat", "pleasant", "smooth", "killer", "cute", "sweetest"]
    static let referenceWords: WordSet = ["this", "that", "it", "these", "those", "current", "currently", "playing"]
  }
}
