extension EnglishLexicon {
  /// Music genres people name in requests. Reviewed list; multi-word entries match as a phrase.
  /// Sources: common streaming-service genre menus (pop, rock, hip hop…) with their usual
  /// spoken spellings, and the ID3v1 genre table with the Winamp extensions (the genre names
  /// media players have shown for decades: "Native US", "Goa", "Acid Punk"…), minus entries
  /// that are not genres ("Other", "Sound Clip", a band name, a slur) or that name a kind of
  /// piece or item rather than a style ("Ballad", "Symphony", "Podcast").
  static let genres: [String] = [
    // Streaming-menu genres and spoken spellings.
    "acid jazz", "acoustic", "afrobeat", "afrobeats", "alt country", "alternative", "alternative rock",
    "ambient", "americana", "bebop", "big band", "bluegrass", "blues", "bossa nova", "britpop",
    "cajun", "celtic", "chamber music", "chanson", "chillwave", "christian", "classic rock",
    "classical", "country", "cumbia", "dance", "dancehall", "death metal", "deep house", "disco",
    "doo wop", "drum and bass", "drum n bass", "dub", "dubstep", "edm", "electro", "electronic", "electronica",
    "emo", "flamenco", "folk", "folk rock", "funk", "fusion", "garage", "gospel", "goth", "grime",
    "grunge", "hard rock", "hardcore", "heavy metal", "hip hop", "hiphop", "house", "indie",
    "indie folk", "indie pop", "indie rock", "industrial", "j-pop", "jpop", "j pop", "jazz", "jazz fusion",
    "k-pop", "kpop", "k pop", "latin", "latin jazz", "lo-fi", "lofi", "lounge", "math rock", "merengue", "metal",
    "motown", "new age", "new wave", "noise", "nu metal", "opera", "pop", "pop punk", "pop rock",
    "post punk", "post rock", "progressive rock", "psychedelic", "psychedelic rock", "punk",
    "punk rock", "r&b", "r and b", "r n b", "rnb", "rap", "reggae", "reggaeton", "rhythm and blues", "rock",
    "rock and roll", "rock n roll", "rock & roll", "rockabilly", "salsa", "samba", "ska", "smooth jazz", "soft rock",
    "soul", "swing", "synthpop", "synth pop", "tango", "techno", "trance", "trap",
    "trip hop", "world", "world music", "zydeco", "baroque", "orchestral", "instrumental", "karaoke",
    "christmas", "holiday", "kids", "children's music", "musical", "show tunes", "showtunes", "polka", "mariachi",
    "bollywood", "bachata", "grindcore", "black metal", "thrash metal", "shoegaze", "ragtime",
    "dixieland", "cool jazz", "free jazz", "neo soul", "gangsta rap", "drill", "hyperpop",
    "a capella", "a cappella", "acapella", "acappella", "oldies", "easy listening", "slow rock",
    "southern rock", "symphonic rock", "gothic rock", "modern rock", "christian rock", "christian rap",
    "old school", "old school rap", "old school hip hop", "hardcore hip hop", "conscious hip hop",
    "freak folk", "indian folk", "contemporary christian", "classic country", "outlaw country",
    "delta blues", "chicago blues", "louisiana blues", "blues rock", "art rock", "art punk", "glam rock",
    "space rock", "stoner rock", "surf rock", "garage rock", "post-punk revival", "synthwave", "vaporwave",
    "trip-hop", "bossanova", "samba reggae", "rumba", "mambo", "son cubano", "fado", "highlife", "soca",
    "calypso", "kizomba", "zouk", "qawwali", "bhajan", "carnatic", "hindustani", "gamelan", "enka",
    "cantopop", "mandopop", "c-pop", "opm", "western", "country western", "new jack swing", "quiet storm",
    // ID3v1 table and Winamp extensions.
    "euro-techno", "eurotechno", "jazz+funk", "jazz funk", "acid", "game", "meditative", "instrumental pop",
    "instrumental rock", "ethnic", "gothic", "darkwave", "techno-industrial", "pop-folk", "eurodance",
    "dream", "comedy", "cult", "gangsta", "top 40", "pop/funk", "jungle", "native us", "native american",
    "cabaret", "psychadelic", "rave", "lo fi", "tribal", "acid punk", "retro", "folk-rock", "national folk",
    "fast fusion", "bebob", "revival", "avantgarde", "avant-garde", "avant garde", "chorus",
    "humour", "humor", "booty bass", "satire", "slow jam", "club", "folklore", "power ballad",
    "rhythmic soul", "freestyle", "drum solo", "euro-house", "euro house", "dance hall", "goa",
    "drum & bass", "club-house", "terror", "polsk punk", "beat", "christian gangsta rap", "crossover",
    "anime", "abstract", "bhangra", "big beat", "breakbeat", "chillout", "chill out", "downtempo", "ebm",
    "eclectic", "electroclash", "experimental", "global", "idm", "illbient", "industro-goth", "jam band",
    "krautrock", "leftfield", "new romantic", "nu-breakz", "post-punk", "post-rock", "psytrance",
    "trop rock", "neoclassical", "neue deutsche welle", "g-funk", "psybient", "bass", "space",
    "classical chamber", "new wave of american heavy metal", "rumba africana", "happy gabber", "gabber",
    "fun-punk", "kacapi suling", "hip-hop",
    // Further styles people ask for by name.
    "klezmer", "darkcore", "diva house", "biguine", "pambiche", "pop rap", "pop-rap",
    "medieval folk rock", "dark ambient", "nu jazz", "future bass", "witch house", "lovers rock",
  ]
}
