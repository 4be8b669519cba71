extension EnglishLexicon {
  /// Typed short forms and common misspellings of the words a request is built of ("can u play",
  /// "pls", "nxt song", "turn the vol down", "teh"): each is read as the word it spells, so every
  /// lead, filler and command table that knows the word knows its spelling, instead of each table
  /// listing it (the token's own text, and so any name made of it, is unchanged). Only spellings
  /// that are no other word a request says: "sum" (Sum 41), "r", "n" (Guns N' Roses) and "da" are
  /// names' words, and "whats", "im", "wanna" are read where their tables list them.
  static let chatSpellings: [(spelled: String, word: String)] = [
    ("pls", "please"), ("plz", "please"), ("plse", "please"), ("pleeze", "please"), ("pleez", "please"), ("plez", "please"),
    ("thx", "thanks"), ("thnx", "thanks"), ("thanx", "thanks"),
    ("teh", "the"), ("somthing", "something"), ("sumthing", "something"), ("somethin", "something"), ("anythin", "anything"),
    ("nxt", "next"), ("prev", "previous"), ("vol", "volume"), ("volumn", "volume"), ("volum", "volume"),
    ("wat", "what"), ("wut", "what"), ("abt", "about"),
  ]

  /// "u" is "you" only after an auxiliary that asks ("can u play", "could u turn it up"):
  /// elsewhere it is a title's word as often ("Thank U, Next"), which the catalog is asked for.
  static let askingAuxiliaries: WordSet = ["can", "could", "would", "will", "do", "did", "are", "won't", "cant", "can't"]

  /// `chatSpellings` by the spelled word's key.
  static let chatSpellingTable = WordTable(chatSpellings.map { ($0.spelled, (word: $0.word, key: WordKey($0.word))) })
}
