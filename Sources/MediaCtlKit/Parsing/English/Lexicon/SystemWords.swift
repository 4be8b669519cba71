extension EnglishLexicon {
  /// Words that make a request about the speaker's volume, which Siri handles itself
  /// ("lower the volume", "louder", "mute"). Reviewed list.
  static let volumeWords = WordSet([
    "volume", "louder", "quieter", "softer", "loudest", "quietest", "loudness", "mute", "muted", "unmute",
    "unmuted", "muting",
  ] + volumeMisspellings)
  /// "volume" as it is often typed ("turn the volumne down"): none of these is an English word.
  static let volumeMisspellings: [String] = ["volumne", "valume", "voulme", "volme", "volum", "vollume", "volumn", "volune"]
  /// Verbs that, with a sound word ("lower the tone", "turn the sound down"), set the volume.
  static let volumeVerbs: WordSet = [
    "turn", "lower", "raise", "increase", "decrease", "reduce", "boost", "pump", "set", "adjust", "bring",
    "crank", "drop",
  ]
  /// What a volume verb acts on ("turn it up", "lower the sound").
  static let soundWords: WordSet = [
    "sound", "tone", "noise", "it", "this", "that", "music", "audio", "speaker", "speakers", "level", "the",
    "all", "your", "my", "a", "bit", "little", "up", "down", "please", "voice", "to", "low", "high", "more", "less",
    "higher", "lower",
    // How much, said as a small step ("turn it down a notch", "up a tad").
    "notch", "notches", "tad", "touch", "smidge", "smidgen", "tiny", "slightly",
  ]
  /// Whole requests Siri answers itself that are not about media ("do not respond").
  static let otherSystemPhrases: [String] = [
    "do not respond", "don't respond", "dont respond", "stop talking", "no speaking", "stop speaking",
    "be silent", "do not disturb", "don't talk", "do not talk", "no talking",
  ]
  /// Requests about a song that Siri answers itself (lyrics, details), not the app.
  static let infoWords: WordSet = ["lyrics", "lyric", "information", "info", "details", "detail", "produced", "wrote", "created", "released"]
}
