extension EnglishLexicon {
  /// Moods and activities (`INMediaSearch.moodNames`). Reviewed list.
  static let moods: [String] = [
    "chill", "chilled", "relaxing", "relaxed", "calm", "calming", "mellow", "peaceful", "soothing",
    "happy", "cheerful", "upbeat", "feel good", "feel-good", "sad", "melancholy", "melancholic",
    "gloomy", "energetic", "energizing", "pump up", "romantic", "sexy", "dreamy", "angry",
    "aggressive", "intense", "focus", "focused", "study", "studying", "sleep", "sleepy", "workout",
    "party", "dinner", "driving", "road trip", "summer", "rainy day", "morning", "late night",
    "motivational", "inspiring", "uplifting", "dark", "moody", "fun", "catchy", "quiet", "soft",
    "groovy", "funky", "emotional", "nostalgic", "epic",
  ]
}
