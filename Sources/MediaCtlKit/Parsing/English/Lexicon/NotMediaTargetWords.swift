extension EnglishLexicon {
  /// Words that say a request is about something other than listening by its shape: a game
  /// played together, a sport, a date or a clock time to file something under, a list that is no
  /// playlist, a verb that edits a library (SiriKit has no intent to delete or create).
  /// Reviewed lists of general words (`Work.playsAGame`, `Work.addsElsewhere`).
  enum NotMediaTargets {
    /// Games and sports named by their common noun: played, not listened to, when said as the
    /// whole object of "play" ("play golf", "play some tennis with me").
    static let sports: [String] = [
      "golf", "tennis", "table tennis", "ping pong", "cricket", "football", "soccer", "baseball", "basketball",
      "hockey", "volleyball", "badminton", "rugby", "bowling", "pinball", "cards", "card games", "rummy", "keno",
      "darts", "pool", "billiards", "snooker", "dominoes", "backgammon", "mahjong", "charades", "hide and seek",
      "i spy", "twenty questions", "20 questions", "truth or dare", "would you rather", "rock paper scissors",
      "video games", "a video game", "uno", "go fish", "bridge", "squash", "handball", "catch",
    ]
    /// Words that may follow a sport in "play X": the match, company and time, nothing to name.
    static let sportTails: WordSet = [
      "match", "game", "games", "together", "with", "me", "us", "against", "for", "myself", "now", "today", "please", "a", "round",
      "of", "some", "later", "tonight", "online",
    ]
    /// Leads of playing together: "let's play X", "can we play X", "do you want to play".
    static let togetherLeads: [String] = [
      "let's play", "lets play", "let us play", "can we play", "could we play", "shall we play", "should we play",
      "do you want to play", "would you like to play", "you want to play", "wanna play", "do you wanna play",
    ]
    /// After "game": time words and prepositions that end a broadcast's name ("the Lakers game
    /// tonight", "the game on the radio").
    static let afterBroadcastGame: WordSet = ["on", "in", "from", "at", "tonight", "today", "now", "live", "please"]
    /// Owners and articles before "game" that make it one to play ("my cricket game", "a game").
    static let playedGameLeads: WordSet = ["a", "an", "my", "your", "our", "of", "this", "that", "some"]
    /// Verbs that edit a library or a list: SiriKit sends a media app no such request.
    static let editVerbs: WordSet = ["delete", "remove", "erase", "clear", "rename"]
    /// Verbs that make a list ("create a list of …").
    static let makeVerbs: WordSet = ["create", "make"]
    /// Words after a genre or mood that say it was meant as one ("jazz from the sixties").
    static let afterStyle: WordSet = [
      "music", "songs", "song", "tracks", "tunes", "playlist", "radio", "from", "by", "for", "and", "or", "please", "now",
      "on", "in", "with", "to", "stuff", "vibes",
    ]
    /// Words that name a list that is not a playlist ("my list of clients", "the laundry list").
    static let listWords: WordSet = ["list", "lists", "checklist", "wishlist", "notes", "note"]
    static let months: WordSet = [
      "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
      "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]
    static let weekdays: WordSet = [
      "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays", "tuesdays",
      "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "weekend",
    ]
    /// Clock words said after a number ("at 5 pm", "ten o'clock").
    static let clockWords: WordSet = ["am", "pm", "a.m.", "p.m.", "a.m", "p.m", "o'clock", "oclock"]
    /// Words before a weekday that make it a date ("on Friday", "next Sunday"), not a name's
    /// word ("Sunday Drive").
    static let weekdayLeads: WordSet = ["on", "next", "this", "every", "by", "until", "till", "for"]
    /// Relative dates that end a request ("… next week", "… tomorrow").
    static let relativeDateEnds: [String] = [
      "tomorrow", "next week", "this week", "next month", "this month", "next year", "the day after tomorrow",
      "tomorrow morning", "tomorrow evening", "tomorrow night", "this weekend", "next weekend",
    ]
  }
}
