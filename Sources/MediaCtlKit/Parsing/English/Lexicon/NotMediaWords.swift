extension EnglishLexicon {
  /// Words of the domains Siri handles without a media app. `hard` words name their domain even
  /// beside a media word ("set an alarm to play music", "text Anna the song"); soft words only
  /// when nothing in the request is about listening ("what time is it", "call Mom").
  /// A request that starts with a play verb stays a media request whatever follows, except that
  /// a game is played, not listened to ("play chess with me"). Reviewed list of general words.
  static let notMediaDomainWords: [(phrase: String, domain: NotMediaDomain, hard: Bool)] = {
    var out: [(String, NotMediaDomain, Bool)] = []
    func add(_ domain: NotMediaDomain, hard: Bool, _ phrases: [String]) {
      out += phrases.map { ($0, domain, hard) }
    }
    add(.weather, hard: true, [
      "weather", "forecast", "forecasts", "temperature", "raining", "snowing", "humidity", "humid", "umbrella",
      "sunscreen", "windy", "thunderstorm", "degrees outside", "hot outside", "cold outside", "sunny",
    ])
    add(.weather, hard: false, ["rain", "snow", "storm", "wind", "sunrise", "sunset"])
    add(.timer, hard: true, ["timer", "timers", "countdown", "stopwatch"])
    add(.alarm, hard: true, ["alarm", "alarms", "wake me", "wake me up", "snooze", "wake up call", "wake up calls", "wakeup call", "wakeup calls"])
    add(.reminder, hard: true, ["remind", "reminder", "reminders", "remind me"])
    add(.lists, hard: true, ["to do list", "to-do list", "todo list", "shopping list", "grocery list", "groceries",
      "wish list", "wishlist", "packing list", "bucket list", "laundry list", "reading list", "checklist", "supplies list",
      "invite list", "invitation list", "christmas list",
    ])
    add(.lists, hard: false, ["list", "lists", "note", "notes", "item", "items"])
    add(.calendar, hard: true, [
      "calendar", "meeting", "meetings", "appointment", "appointments", "agenda", "schedule", "scheduled",
    ])
    add(.calendar, hard: false, ["event", "events", "birthday", "anniversary", "holiday", "holidays", "vacation"])
    add(.call, hard: true, ["phone call", "call back", "facetime", "voicemail", "voicemails", "dial", "contact", "contacts", "address book"])
    add(.call, hard: false, ["call", "calls", "phone", "ring"])
    add(.message, hard: true, [
      "text message", "messages", "sms", "whatsapp", "tweet", "twitter", "facebook", "instagram", "linkedin", "snapchat",
    ])
    add(.message, hard: false, ["text", "texts", "message", "messages", "post", "status", "reply", "tell"])
    add(.email, hard: true, ["email", "emails", "e-mail", "e-mails", "inbox", "gmail", "outlook"])
    add(.email, hard: false, ["mail", "mails"])
    add(.homeControl, hard: true, [
      "light", "lights", "lamp", "lamps", "bulb", "bulbs", "brightness", "thermostat", "heating", "heater",
      "air conditioning", "air conditioner", "vacuum", "hoover", "coffee", "kettle", "socket", "plug", "oven",
      "blinds", "curtains", "hue", "dim the", "robot", "dishwasher", "washing machine", "fridge", "freezer",
    ])
    add(.homeControl, hard: false, ["door", "doors", "lock", "garage", "fan", "ac", "dark", "bright", "warmer", "cooler"])
    add(.navigation, hard: true, [
      "directions", "navigate", "traffic", "taxi", "uber", "lyft", "flight", "flights", "train ticket", "bus",
      "commute", "nearest", "how far", "gas station", "petrol", "nearby", "near me", "around here", "ride to",
      "close by", "book me", "book a", "book an", "book my", "book the", "reserve", "reservation", "train", "trains",
      "ticket", "tickets", "cab",
    ])
    add(.navigation, hard: false, ["route", "map", "location", "drive", "distance", "miles", "kilometers"])
    add(.news, hard: true, ["news", "headlines", "headline", "press conference", "articles"])
    add(.events, hard: true, [
      "movie", "movies", "cinema", "cinemas", "theatre", "theatres", "theater", "theaters", "concerts", "festival",
      "showtimes", "show times", "tickets for", "in town", "on tour", "team", "teams",
    ])
    add(.shopping, hard: true, [
      "buy", "purchase", "shopping", "cart", "delivery", "deliver", "takeaway", "takeout", "take away", "take out order",
      "place an order", "place order", "put an order", "put in an order", "an order for", "order from",
    ])
    add(.shopping, hard: false, ["order", "price", "prices", "cost", "stock", "stocks", "shop", "store"])
    add(.food, hard: true, [
      "recipe", "recipes", "restaurant", "restaurants", "cook", "cooking", "calories", "pizza", "pizzas", "bake", "baking",
      "espresso", "cappuccino", "latte", "burrito", "sandwich",
    ])
    add(.food, hard: false, ["food", "dinner", "lunch", "breakfast", "eat", "menu", "meal", "drink"])
    add(.game, hard: true, [
      "game", "games", "chess", "checkers", "poker", "solitaire", "sudoku", "trivia", "tic tac toe", "hangman",
      "monopoly", "scrabble", "blackjack", "bingo", "crossword", "tetris", "quiz",
    ])
    add(.joke, hard: true, ["joke", "jokes", "riddle", "riddles", "funny", "make me laugh"])
    add(.maths, hard: true, [
      "plus", "minus", "divided by", "multiplied", "multiply", "calculate", "square root", "equals", "math",
      "maths", "exchange rate", "exchange", "convert", "currency", "dollar", "dollars", "euro", "euros", "pounds", "yen",
      "add up", "sum of",
    ])
    add(.dateTime, hard: true, ["what time", "time is it", "time zone", "timezone", "what day", "what date", "today's date", "o'clock"])
    add(.dateTime, hard: false, ["time", "date", "day", "today", "tomorrow", "tonight", "morning", "week", "month", "clock"])
    add(.question, hard: true, [
      "define", "definition", "meaning of", "what does", "spell", "wikipedia", "capital of", "population", "how old",
      "how tall", "how many", "how much", "president", "fact", "facts", "describe", "description", "look like",
      "looks like", "dictionary",
    ])
    add(.question, hard: false, [
      "mean", "means", "explain", "who is", "who was", "what is a", "what is the", "where is", "information", "info",
    ])
    add(.conversation, hard: true, [
      "thank you", "thanks", "good job", "great job", "well done", "appreciate it", "appreciate you", "appreciate your help", "much appreciated", "you're welcome", "never mind", "nevermind",
      "that's correct", "that is correct", "that's wrong", "that is wrong", "say that again", "said",
      "sentence", "understand", "confirm", "how are you", "who are you", "your name", "goodbye", "good night",
      "good morning", "goodnight", "say", "says", "speak", "spoke", "spoken", "rephrase", "elaborate", "clarify",
      "utterance", "statement", "instruction", "instructions", "your answer", "the answer", "your answers",
      "repeat that", "repeat what", "that's enough", "that is enough", "that's all", "that is all", "try again",
      "try it again", "do it again", "i like you", "i love you", "you're", "you are", "cancel", "check details",
    ])
    add(.conversation, hard: false, ["yes", "no", "yeah", "nope", "correct", "wrong", "sorry", "hello", "hi"])
    return out
  }()

  /// Words that make a request about listening wherever they stand: media types, singing,
  /// players and the sound. With one of these, only a hard domain word makes the request not
  /// media (and a play verb at the start overrides even that).
  static let mediaCueWords: [String] = [
    "song", "songs", "track", "tracks", "tune", "tunes", "music", "album", "albums", "record", "records",
    "artist", "artists", "band", "bands", "singer", "singers", "sing", "sings", "sang", "sung", "singing",
    "rapper", "composer", "playlist", "playlists", "podcast", "podcasts", "episode", "episodes", "audiobook",
    "audiobooks", "audio book", "radio", "station", "stations", "fm", "am radio", "lyrics", "lyric", "soundtrack",
    "playing", "played", "play", "listen", "listening", "listened", "hear", "heard", "shuffle", "shuffled",
    "skip", "pause", "paused", "unpause", "resume", "rewind", "fast forward", "queue", "queued",
    "chapter", "melody", "beat", "remix", "single", "genre", "now playing", "put on", "turn up",
    "turn down", "speaker", "speakers", "sound", "audio", "volume", "louder", "quieter", "softer", "mute", "unmute",
    "muted", "silent", "silence", "quiet", "book", "books", "read me", "reading", "left off", "frequency", "musical",
    "musician", "tone", "a break", "concerto", "concertos", "ballad", "ballads", "symphony", "symphonies", "sonata", "sonatas",
    "ep", "eps", "aria", "arias", "anthem", "anthems", "hymn", "hymns", "lullaby", "lullabies", "instrumental",
    "instrumentals", "mixtape", "discography", "b-side",
  ]

  /// Words that keep a request media when no domain word says otherwise: transport words said
  /// alone ("next", "stop", "go back"), likes and dislikes, what plays ("this one").
  static let weakMediaCueWords: [String] = [
    "next", "previous", "stop", "back", "again", "continue", "forward", "ahead", "restart", "replay", "repeat", "added",
    "like", "love", "hate", "dislike", "favorite", "favourite", "favorites", "favourites", "thumbs up",
    "thumbs down", "this one", "louder", "loud", "turn it up", "turn it down", "turn it off", "turn it on",
    "slower", "faster", "speed", "stars", "channel", "shazam", "library", "something by", "anything by",
    "something from", "anything from", "something like", "some more", "more of", "twenties", "thirties", "forties",
    "fifties", "sixties", "seventies", "eighties", "nineties", "20s", "30s", "40s", "50s", "60s", "70s", "80s", "90s",
  ]

  /// Cue words that are about the sound, not what plays: with them the request is about the
  /// player's sound even beside a hard domain word ("I'm in a meeting, please be quiet").
  static let soundCueWords: [String] = [
    "volume", "louder", "quieter", "softer", "mute", "unmute", "muted", "silent", "silence", "quiet",
  ] + volumeMisspellings
}
