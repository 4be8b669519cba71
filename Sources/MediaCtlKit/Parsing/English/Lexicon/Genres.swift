extension EnglishLexicon {
  /// Music genres people name in requests. Reviewed list; multi-word entries match as a phrase.
  /// Sources: common streaming-service genre menus (pop, rock, hip hop…) and their usual
  /// spoken spellings.
  static let genres: [String] = [
    "acid jazz", "acoustic", "afrobeat", "afrobeats", "alt country", "alternative", "alternative rock",
    "ambient", "americana", "bebop", "big band", "bluegrass", "blues", "bossa nova", "britpop",
    "cajun", "celtic", "chamber music", "chanson", "chillwave", "christian", "classic rock",
    "classical", "country", "cumbia", "dance", "dancehall", "death metal", "deep house", "disco",
    "doo wop", "drum and bass", "dub", "dubstep", "edm", "electro", "electronic", "electronica",
    "emo", "flamenco", "folk", "folk rock", "funk", "fusion", "garage", "gospel", "goth", "grime",
    "grunge", "hard rock", "hardcore", "heavy metal", "hip hop", "hip-hop", "house", "indie",
    "indie folk", "indie pop", "indie rock", "industrial", "j-pop", "jazz", "jazz fusion",
    "k-pop", "latin", "latin jazz", "lo-fi", "lofi", "lounge", "math rock", "merengue", "metal",
    "motown", "new age", "new wave", "noise", "nu metal", "opera", "pop", "pop punk", "pop rock",
    "post punk", "post-punk", "post rock", "progressive rock", "psychedelic", "psychedelic rock", "punk",
    "punk rock", "r&b", "r and b", "rnb", "rap", "reggae", "reggaeton", "rhythm and blues", "rock",
    "rock and roll", "rock n roll", "rockabilly", "salsa", "samba", "ska", "smooth jazz", "soft rock",
    "soul", "soundtracks", "swing", "synthpop", "synth pop", "tango", "techno", "trance", "trap",
    "trip hop", "world", "world music", "zydeco", "baroque", "orchestral", "instrumental", "karaoke",
    "christmas", "holiday", "kids", "children's music", "musical", "show tunes", "polka", "mariachi",
    "bollywood", "bachata", "grindcore", "black metal", "thrash metal", "shoegaze", "ragtime",
    "dixieland", "cool jazz", "free jazz", "neo soul", "gangsta rap", "drill", "hyperpop",
  ]
}
