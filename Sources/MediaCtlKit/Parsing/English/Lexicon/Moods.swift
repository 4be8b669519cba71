extension EnglishLexicon {
  /// One row of the mood table: the ways people say a mood or an activity, and the moods a
  /// catalog usually files such music under (what an app matches them with).
  struct MoodRow: Sendable {
    /// Spoken forms, sent as said in `INMediaSearch.moodNames`.
    var said: [String]
    /// The catalog moods these stand for (`StyleNames` matches items by them).
    var means: [String]
  }

  /// Moods (`INMediaSearch.moodNames`, reference §1: "Moods ("chill")"): words that describe
  /// the music and may stand alone ("play something chill", "mellow jazz"). Reviewed table.
  static let moodRows: [MoodRow] = [
    MoodRow(said: ["chill", "chilled", "chill out", "chilled out", "chilling", "laid back", "laid-back", "mellow", "easygoing"], means: ["chill", "relaxing"]),
    MoodRow(said: ["relaxing", "relaxed", "calm", "calming", "peaceful", "soothing", "tranquil", "serene", "quiet", "soft", "background"], means: ["relaxing", "chill"]),
    MoodRow(said: ["happy", "cheerful", "feel good", "feel-good", "joyful", "joyous", "fun", "uplifting"], means: ["happy"]),
    MoodRow(said: ["upbeat", "up beat", "energetic", "energizing", "energising", "high energy", "pump up", "pumped up", "intense"], means: ["energetic"]),
    MoodRow(said: ["sad", "melancholy", "melancholic", "gloomy", "heartbroken", "heartbreak", "depressing", "moody", "emotional", "somber", "sombre"], means: ["sad"]),
    MoodRow(said: ["romantic", "sexy", "sensual"], means: ["romantic"]),
    MoodRow(said: ["focus", "focused", "focussed", "concentration", "study", "studying"], means: ["focus"]),
    MoodRow(said: ["party", "partying", "festive"], means: ["party", "energetic"]),
    MoodRow(said: ["workout", "sleep", "sleepy", "dinner", "driving", "road trip", "summer", "rainy day", "morning", "late night"], means: []),
    MoodRow(said: ["dreamy", "angry", "aggressive", "dark", "catchy", "groovy", "funky", "nostalgic", "epic", "motivational", "inspiring", "inspirational"], means: []),
  ]

  /// Activities and times of day people ask music for ("music for studying", "songs to work
  /// out to", "something for the evening"). Everyday words, so they are read as moods only in
  /// those frames or before a kind word ("workout music"), never alone ("I need sleep").
  static let activityRows: [MoodRow] = [
    MoodRow(said: ["studying", "study", "homework", "reading", "work", "working", "concentrating", "coding", "focusing"], means: ["focus"]),
    MoodRow(said: ["working out", "work out", "workout", "workouts", "the gym", "gym", "exercise", "exercising", "running", "a run", "jogging", "training", "cardio", "lifting", "spinning"], means: ["energetic"]),
    MoodRow(said: ["sleep", "sleeping", "bed", "bedtime", "falling asleep", "napping", "a nap", "meditation", "meditating", "yoga", "relaxation", "unwinding", "winding down"], means: ["relaxing", "chill"]),
    MoodRow(said: ["dinner", "a dinner party", "dinner party", "date night", "a date", "candlelight", "cooking", "the kitchen"], means: ["romantic", "relaxing", "chill"]),
    MoodRow(said: ["the evening", "evening", "evenings", "tonight", "the night", "night", "late night", "a rainy day", "rainy day", "rainy days", "sunday morning", "the morning", "morning", "mornings", "the weekend", "weekend"], means: ["chill", "relaxing"]),
    MoodRow(said: ["a party", "party", "parties", "dancing", "the club", "pregame", "a road trip", "road trip", "road trips", "driving", "the car", "a drive", "the beach", "summer", "the summer"], means: ["party", "energetic", "happy"]),
  ]

  /// The same activities as the base verbs "songs to X to" and "music to help me X" say ("to
  /// relax to", "to fall asleep to", "to dance to"). Read only in those two frames: alone or
  /// before a kind word they are other words ("clean" versions, the band Train, "Run").
  static let activityVerbRows: [MoodRow] = [
    MoodRow(said: ["read", "concentrate", "focus", "code", "write", "think"], means: ["focus"]),
    MoodRow(said: ["run", "jog", "lift", "train", "exercise", "work out", "sweat"], means: ["energetic"]),
    MoodRow(said: ["sleep", "fall asleep", "nap", "meditate", "relax", "unwind", "wind down", "chill", "chill out", "rest"], means: ["relaxing", "chill"]),
    MoodRow(said: ["cook", "eat", "have dinner"], means: ["romantic", "relaxing", "chill"]),
    MoodRow(said: ["dance", "drive", "sing", "sing along", "party", "celebrate"], means: ["party", "energetic", "happy"]),
    MoodRow(said: ["clean", "clean the house", "clean up", "do chores", "do the dishes", "do housework"], means: ["energetic", "happy"]),
  ]

  /// Every spoken mood, for the phrase table.
  static let moods: [String] = moodRows.flatMap(\.said)
  /// Every spoken activity, for the phrase table read in frames.
  static let activities: [String] = activityRows.flatMap(\.said)
  /// Every activity said as a base verb, for the "to … to" frames.
  static let activityVerbs: [String] = activityVerbRows.flatMap(\.said)
}
