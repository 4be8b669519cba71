extension EnglishLexicon {
  /// Shuffle and repeat set as people say it (`EnglishParser+ModeSettings`): a mode word, what
  /// turns it on or off, and what it applies to, in any order.
  enum ModeSetting {
    static let shuffleWords: WordSet = ["shuffle", "shuffling", "shuffled", "random", "randomly", "randomize", "randomise", "unshuffle"]
    static let repeatWords: WordSet = ["repeat", "repeating", "repeated", "loop", "looping", "looped", "unrepeat"]
    /// Words that turn a mode off ("stop repeating", "no shuffle", "disable loop").
    static let offWords: WordSet = [
      "off", "disable", "deactivate", "stop", "no", "cancel", "don't", "dont", "not", "unshuffle", "unrepeat", "without",
      "end", "quit", "remove",
    ]
    /// Words that turn a mode on, or say nothing but the setting ("use shuffle", "select shuffle all").
    static let onWords: WordSet = [
      "on", "enable", "activate", "start", "use", "select", "set", "turn", "switch", "put", "toggle", "keep", "go", "make", "change",
      "mode", "setting", "settings", "option", "feature", "function", "play", "playing", "please", "back", "in", "into",
      "to", "do", "the", "my", "a", "all", "just", "now", "again", "more", "any", "it", "for", "me",
    ]
    /// What repeat applies to when it is one item ("repeat this song", "loop the current track").
    /// The last word of an order asked for instead of shuffle ("play in order", "in sequence").
    static let orderEnds: WordSet = ["order", "sequence", "sequentially"]
    /// Words of such an order phrase ("in the original order", "in normal order", "in album order").
    static let orderWords: WordSet = ["in", "the", "original", "normal", "regular", "usual", "album", "playlist", "track", "right", "proper", "their", "its", "sequential", "numerical"]
    static let oneTargets: WordSet = ["song", "track", "tune", "one", "single", "episode", "chapter"]
    /// What shuffle or repeat applies to as a whole ("repeat the album", "shuffle the playlist").
    static let allTargets: WordSet = [
      "album", "playlist", "all", "everything", "queue", "music", "songs", "tracks", "list", "library", "radio",
      "station", "podcast", "audiobook", "player", "music player", "whole", "entire",
    ]
    /// Player settings with no SiriKit form (no intent, no Now Playing command carries them):
    /// the equalizer, bass and treble, crossfade, sound quality. Siri cannot hand these to the
    /// app; a request for them is Siri's own (`systemRequest: other`).
    static let soundSettings: WordSet = [
      "equalizer", "equaliser", "equalizers", "equalisers", "eq", "equalize", "equalise", "equalization", "equalisation",
      "crossfade", "crossfading", "cross-fade", "gapless", "bitrate", "bass", "treble", "subwoofer", "surround", "dolby",
      "atmos",
    ]
    /// Setting words that count only beside a verb of changing ("turn the bass off", "boost the
    /// treble"): "bass" and "treble" alone may be what to play.
    static let soundSettingsWithVerb: WordSet = ["bass", "treble", "surround", "dolby", "atmos", "subwoofer"]
    /// Words of a name around such a word ("my Bass Workout playlist", "the Treble Kids album").
    static let namedThings: WordSet = ["playlist", "playlists", "song", "songs", "track", "tracks", "album", "albums", "station", "podcast"]
    static let settingVerbs: WordSet = [
      "turn", "boost", "increase", "decrease", "lower", "raise", "reduce", "adjust", "set", "change", "cut", "remove",
      "equalize", "equalise", "enable", "disable", "switch", "make", "put", "go", "open", "more", "less", "drop",
      "tweak", "tune", "show", "save", "reset", "restore", "use",
    ]
    /// The player's settings themselves ("open the music player settings", "save settings").
    static let settingsWords: WordSet = ["settings", "setting", "preferences", "options", "configuration", "config"]
    /// Words a request for the settings screen carries besides a verb and a settings word.
    static let settingsFrame: WordSet = [
      "the", "my", "your", "music", "player", "app", "audio", "sound", "of", "to", "please", "in", "for", "this", "media",
      "playback", "and", "now", "me", "page", "menu", "screen",
    ]
    /// Words that point at what plays.
    static let currentWords: WordSet = ["this", "that", "current", "same", "currently", "playing", "now", "being", "played", "is", "it"]
    /// How often: "repeat this song three times", "once more", "when it ends".
    static let timesWords: WordSet = [
      "time", "times", "once", "twice", "more", "when", "it", "ends", "finishes", "over", "and", "again", "after", "forever",
      "continuously", "until", "i", "say", "stop",
    ]
  }
}
