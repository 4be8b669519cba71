extension EnglishLexicon {
  /// Rooms and playback devices people name to say *where* to play ("in the kitchen", "on the
  /// TV", "living room media player"). Siri uses them to pick a speaker; they are not part of
  /// what to play, so the parser sets them aside. Reviewed list.
  static let places: [String] = [
    "living room", "livingroom", "lounge", "kitchen", "bedroom", "master bedroom", "guest room",
    "guest bedroom", "bathroom", "office", "home office", "study", "den", "family room", "dining room",
    "basement", "garage", "attic", "hallway", "hall", "nursery", "kids room", "kid's room", "playroom",
    "patio", "porch", "deck", "backyard", "garden", "gym", "upstairs", "downstairs", "whole house",
    "everywhere", "all rooms", "every room", "house", "first floor", "second floor", "ground floor",
    "tv", "television", "the tv", "speaker", "speakers", "homepod", "home pod", "apple tv", "soundbar",
    "sound bar", "stereo", "media player", "living room media player", "living room tv",
    "bedroom tv", "kitchen speaker", "bedroom speaker", "car", "headphones", "airpods",
  ]
}
