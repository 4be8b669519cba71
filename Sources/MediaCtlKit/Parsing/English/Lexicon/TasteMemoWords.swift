extension EnglishLexicon {
  /// Ways of telling the assistant to keep something in mind, said before a statement of taste
  /// ("remember that I love Khalid", "make a note: I like reggae", "for the record, I can't stand
  /// this song"). Reviewed list of general phrases (`Work.findTasteMemo`).
  enum TasteMemo {
    static let leads: [String] = [
      "remember", "remember that", "please remember", "please remember that", "remember this", "make a note",
      "make a note that", "make a note of this", "make a note please", "make a note of that", "note that", "please note that",
      "take note", "take note that", "take a note", "keep in mind", "keep in mind that", "bear in mind", "bear in mind that",
      "don't forget", "don't forget that", "dont forget", "dont forget that", "do not forget that", "never forget that",
      "for the record", "just so you know", "so you know", "you know", "fyi", "for your information", "i want you to know", "i want you to know that",
      "you should know", "you should know that", "know that", "note", "save this", "save that", "write down", "write down that",
      "jot down", "jot down that", "log that", "record that", "memorize that", "memorise that",
    ]
    /// The first words of `leads`: the cheap test before the table is asked.
    static let firstWords: WordSet = [
      "remember", "please", "make", "note", "take", "keep", "bear", "don't", "dont", "do", "never", "for", "just", "fyi",
      "i", "you", "know", "so", "save", "write", "jot", "log", "record", "memorize", "memorise",
    ]
    /// One of these is in every lead: the reader's trigger words (`EnglishReaderGate`).
    static let keyWords: WordSet = [
      "remember", "note", "mind", "forget", "record", "know", "fyi", "information", "save", "write", "jot", "log",
      "memorize", "memorise",
    ]
    /// Words that may stand between the lead and the statement.
    static let joiners: WordSet = ["that", "please", "olly", "siri"]
  }
}
