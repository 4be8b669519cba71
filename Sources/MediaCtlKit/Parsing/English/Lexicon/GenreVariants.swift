extension EnglishLexicon {
  /// Genres people name in many languages and scenes, beyond the streaming menus of
  /// `genres`: multi-word styles, regional and non-English genre names. Reviewed list;
  /// matched as phrases (the longest wins: "lo-fi hip hop" is one genre, not two).
  static let moreGenres: [String] = [
    // Rock and metal.
    "progressive metal", "prog metal", "prog rock", "alt rock", "alt-rock", "alternative metal", "metalcore",
    "deathcore", "doom metal", "sludge metal", "power metal", "symphonic metal", "folk metal", "viking metal",
    "glam metal", "hair metal", "speed metal", "groove metal", "industrial metal", "post-metal", "djent",
    "post-hardcore", "hardcore punk", "skate punk", "ska punk", "pop-punk", "midwest emo", "screamo", "noise rock",
    "rap metal", "rap rock", "funk rock", "country rock", "yacht rock", "j-rock", "visual kei", "slowcore", "deathrock",
    "neue deutsche harte", "neue deutsche härte",
    // Pop, electronic and dance.
    "electropop", "dance pop", "teen pop", "bubblegum pop", "art pop", "chamber pop", "baroque pop", "dream pop",
    "bedroom pop", "sophisti-pop", "synth-pop", "city pop", "adult contemporary", "latin pop", "emo pop", "vocaloid",
    "lo-fi hip hop", "lofi hip hop", "lo fi hip hop", "lo-fi hip-hop", "lofi hip-hop", "chillhop", "lo-fi beats", "lofi beats",
    "tech house", "progressive house", "electro house", "acid house", "chicago house", "afro house", "french house",
    "lo-fi house", "detroit techno", "minimal techno", "hard techno", "hardstyle", "eurobeat", "italo disco",
    "nu disco", "nu-disco", "uk garage", "future garage", "liquid funk", "dnb", "d&b", "drum'n'bass", "brostep",
    "breakcore", "coldwave", "minimal wave", "jersey club", "footwork", "phonk", "amapiano", "gqom", "kwaito",
    // Hip hop, R&B and soul.
    "east coast hip hop", "west coast hip hop", "southern hip hop", "latin hip hop", "jazz rap", "boom bap", "emo rap",
    "cloud rap", "trap soul", "uk drill", "latin trap", "contemporary r&b", "neo-soul", "northern soul", "hip hop soul",
    // Latin American, Caribbean and African.
    "latin rock", "mpb", "musica popular brasileira", "música popular brasileira", "forro", "forró", "sertanejo",
    "axe", "axé", "tropicalia", "tropicália", "pagode", "baile funk", "funk carioca", "choro", "vallenato", "ranchera",
    "rancheras", "norteno", "norteño", "corridos", "corridos tumbados", "regional mexicano", "regional mexican",
    "tejano", "nueva cancion", "nueva canción", "son jarocho", "trova", "nueva trova", "timba", "dembow", "reggae fusion",
    "roots reggae", "rocksteady", "kompa", "afropop", "afro pop", "afro-pop", "bongo flava", "mbalax", "soukous",
    "township jive", "mbaqanga", "chaabi", "gnawa", "raï",
    // European, Asian and others.
    "schlager", "volksmusik", "chanson francaise", "chanson française", "variete", "variété", "rebetiko", "laiko",
    "sevillanas", "copla", "musette", "canzone", "cantautori", "k-indie", "k-rap", "k-hip hop", "j-hip hop", "anison",
    "filmi", "sufi", "ghazal", "ghazals", "dangdut", "kroncong", "irish folk", "sea shanties", "honky tonk",
    "western swing", "country pop", "alt-country", "red dirt", "gregorian chant", "choral", "early music",
    "minimalism", "contemporary classical", "film score", "film scores", "video game music", "lullabies",
    "spoken word",
  ]

  /// Spellings of one genre: an app's catalog files it under one of them, a person says any
  /// ("hip-hop" / "hip hop" / "hiphop"). `StyleNames` matches a genre asked for with every
  /// spelling of its row. Reviewed table.
  static let genreSpellings: [[String]] = [
    ["hip hop", "hip-hop", "hiphop"],
    ["r&b", "r and b", "r n b", "rnb", "rhythm and blues"],
    ["k-pop", "kpop", "k pop"],
    ["j-pop", "jpop", "j pop"],
    ["c-pop", "cpop", "mandopop"],
    ["lo-fi", "lofi", "lo fi"],
    ["lo-fi hip hop", "lofi hip hop", "lo fi hip hop", "lo-fi hip-hop", "lofi hip-hop", "chillhop", "lo-fi beats", "lofi beats"],
    ["drum and bass", "drum n bass", "drum & bass", "drum'n'bass", "dnb", "d&b"],
    ["rock and roll", "rock n roll", "rock & roll", "rock 'n' roll"],
    ["trip hop", "trip-hop"],
    ["synthpop", "synth pop", "synth-pop"],
    ["post punk", "post-punk"],
    ["post rock", "post-rock"],
    ["progressive rock", "prog rock"],
    ["progressive metal", "prog metal"],
    ["pop punk", "pop-punk"],
    ["bossa nova", "bossanova"],
    ["alt country", "alt-country"],
    ["alternative rock", "alt rock", "alt-rock"],
    ["neo soul", "neo-soul"],
    ["nu disco", "nu-disco"],
    ["doo wop", "doo-wop"],
    ["a cappella", "a capella", "acapella", "acappella"],
    ["show tunes", "showtunes"],
    ["chillout", "chill out"],
    ["avant-garde", "avantgarde", "avant garde"],
    ["dancehall", "dance hall"],
    ["euro house", "euro-house"],
    ["pop rap", "pop-rap"],
    ["folk rock", "folk-rock"],
    ["humour", "humor"],
    ["afropop", "afro pop", "afro-pop"],
    ["regional mexicano", "regional mexican"],
    ["forro", "forró"],
    ["norteno", "norteño"],
    ["mpb", "musica popular brasileira", "música popular brasileira"],
    ["chanson francaise", "chanson française"],
    ["neue deutsche harte", "neue deutsche härte"],
    ["film score", "film scores", "soundtrack"],
  ]
}
