extension EnglishLexicon {
  /// How people ask for the speaker's volume without saying "volume" (`EnglishParser+VolumeSpeech`).
  /// Each list is a set of words a shape is read from, never a list of sentences.
  enum VolumeSpeech {
    /// Verbs of the assistant's or the player's voice: "speak up", "talk a bit softer".
    static let voiceVerbs: WordSet = ["speak", "talk", "sing", "say", "answer", "respond", "reply", "yell", "shout", "holler", "bellow", "whisper", "murmur"]
    /// Voice verbs that say their own direction ("yell the answer", "whisper please").
    static let loudVoiceVerbs: WordSet = ["yell", "shout", "holler", "bellow"]
    static let quietVoiceVerbs: WordSet = ["whisper", "murmur"]
    /// Words that say which way the sound should go ("louder", "up", "more softly").
    static let louder: WordSet = ["louder", "loud", "loudly", "up", "higher", "high", "clearer", "max", "maximum", "full", "fuller"]
    static let quieter: WordSet = ["quieter", "quiet", "quietly", "softer", "soft", "softly", "lower", "low", "down", "less", "min", "minimum", "gentler", "gently"]
    /// Words that may stand between a voice verb and its direction, or after it ("speak a
    /// little more softly", "speak as loud as you can").
    static let voiceModifiers: WordSet = [
      "a", "little", "bit", "more", "much", "as", "you", "can", "could", "please", "so", "that", "i", "hear", "lot",
      "slightly", "somewhat", "even", "way", "to", "me", "the", "answer", "out", "now", "possible", "than", "that's", "thats", "reply", "response",
    ]
    /// Being unable to hear: "I can't hear you", "we are unable to hear it".
    static let cannot: [String] = [
      "can't", "cant", "cannot", "can not", "couldn't", "couldnt", "could not", "am unable to", "unable to",
      "am not able to", "not able to", "barely", "hardly", "can barely", "can hardly", "can't really", "do not", "don't", "dont",
    ]
    static let hearSubjects: WordSet = ["i", "we", "i'm", "im"]
    /// What cannot be heard: the assistant, what plays, anything (at most a few of these).
    static let hearObjects: WordSet = [
      "you", "it", "this", "that", "the", "a", "thing", "anything", "music", "song", "sound", "audio", "well", "very",
      "at", "all", "properly", "clearly", "podcast", "radio", "track", "speaker", "speakers", "your", "voice", "much",
      "nothing", "now", "any", "more", "over", "noise",
    ]
    /// What sounds, said as the subject of "… is too loud" or the object of "turn … off".
    static let soundThings: WordSet = [
      "sound", "sounds", "speaker", "speakers", "audio", "volume", "voice", "noise", "music", "it", "this", "that", "you",
      "it's", "its", "that's", "thats", "you're", "youre", "this's", "player",
    ]
    /// Loudness said as an evaluation ("too loud", "way too quiet").
    static let loudness: WordSet = ["loud", "quiet", "soft", "low", "noisy", "faint", "high", "loudly", "quietly", "softly", "deafening", "blaring"]
    static let tooWords: WordSet = ["too", "so", "really", "very", "way", "much", "far", "rather", "quite", "slightly", "bit", "overly", "super", "kinda", "kind", "of", "extremely", "pretty", "a", "little", "damn"]
    /// Linking words between a sound subject and its loudness ("the music is too loud").
    static let linking: WordSet = ["is", "are", "was", "sounds", "seems", "the", "my", "your", "a", "bit", "getting", "got", "being"]
    /// Verbs that carry their own direction and act on a sound thing: "lower the speakers".
    static let directionalVerbs: WordSet = [
      "lower", "raise", "increase", "decrease", "reduce", "boost", "drop", "soften", "quieten", "amplify", "lessen", "maximize",
      "maximise", "minimize", "minimise",
    ]
    /// Directional verbs that act on "it" alone ("lower it", "can you raise that a bit"); "drop
    /// it" and "boost it" say other things.
    static let pronounDirectionalVerbs: WordSet = ["lower", "raise", "increase", "decrease", "reduce", "soften", "quieten", "lessen"]
    /// The sound things a directional verb or "on"/"off" act on.
    static let soundObjects: WordSet = ["sound", "sounds", "speaker", "speakers", "audio", "volume", "voice", "noise"]
    /// Words around a sound thing switched on or off ("turn the sound off", "speakers off please").
    static let switchWords: WordSet = ["turn", "switch", "put", "the", "my", "your", "all", "please", "of", "now", "kill", "cut", "turned", "switched", "way"]
    /// Muting said as a state: "go silent", "silent mode", "enter silence mode".
    /// "quite" is how "quiet" is often typed ("stay quite"); "sleep" is the assistant told to go
    /// quiet ("go to sleep"), never alone.
    static let muteWords: WordSet = ["silent", "silence", "mute", "muted", "muting", "hush", "shush", "quiet", "quieten", "quite", "sleep"]
    static let muteFrame: WordSet = [
      "go", "be", "stay", "keep", "turn", "on", "activate", "enable", "enter", "switch", "to", "put", "in", "into", "set",
      "mode", "the", "please", "you", "yourself", "device", "phone", "speaker", "speakers", "now", "make", "it", "completely",
      "down",
    ]
    /// Words said before a mute only ("could you put the sound on mute", "be extra quiet"): not
    /// after it, where "quiet music" is what to play.
    static let muteLeads: WordSet = [
      "can", "could", "would", "will", "place", "sound", "audio", "volume", "music", "speaker", "extra", "very", "really",
      "totally", "just", "all", "i", "need", "want", "kindly",
    ]
    /// Telling the assistant or the player to be silent, a mute: a negation or "stop" and a
    /// voice verb ("don't speak for a while", "stop talking", "please do not answer", "no
    /// speaking"), "shut up", or not wanting sound ("I don't want any sound").
    static let silenceHeads: [String] = {
      let negations = ["don't", "dont", "do not", "not", "stop", "quit", "no", "no more", "never", "cease"]
      let voice = [
        "speak", "speaking", "talk", "talking", "answer", "answering", "respond", "responding", "reply", "replying",
        "say anything", "make a sound", "make any sound", "make noise", "make any noise", "make a noise", "chat", "chatting",
        "the noise", "that noise", "this noise", "making noise", "making that noise",
      ]
      let unwanted = ["want sound", "want any sound", "want noise", "want any noise", "need sound", "need any sound", "want to hear you", "want to hear anything"]
      var out = ["shut up", "shutup", "shut it", "keep it down", "zip it", "hush up", "pipe down", "no sound", "no noise", "not a word", "not a sound"]
      for n in negations { out += voice.map { "\(n) \($0)" } }
      for n in ["don't", "dont", "do not"] { out += unwanted.map { "\(n) \($0)" } }
      return out
    }()
    /// Every silence head has one of these words (the reader's trigger words, `EnglishReaderGate`).
    static let silenceTriggers: WordSet = [
      "speak", "speaking", "talk", "talking", "answer", "answering", "respond", "responding", "reply", "replying",
      "anything", "sound", "noise", "chat", "chatting", "shut", "shutup", "zip", "pipe", "word", "hush", "down", "hear",
    ]
    /// Words before a silence ("can you please", "I need you to", "just").
    static let silenceLeads: WordSet = [
      "please", "pls", "can", "could", "would", "will", "you", "just", "i", "need", "want", "to", "now", "ok", "okay",
      "hey", "kindly", "we", "must", "should", "and", "so",
    ]
    /// Words after a silence ("shut up now", "stop talking please", "don't speak at all").
    static let silenceTails: WordSet = ["yourself", "now", "please", "pls", "anymore", "again", "right", "at", "all", "thanks", "okay", "ok", "more", "any", "up"]
    /// What may follow a mute: how long ("for an hour", "until tomorrow", "till I say so").
    static let durationStarts: WordSet = ["for", "until", "till", "til", "during", "while"]
    /// A wish before a volume request ("I want to mute the speaker", "I need the volume louder").
    static let wishes: [String] = [
      "i want to", "i need to", "i'd like to", "i would like to", "i wanna", "i want", "i need", "i'd like", "i would like",
      "let's", "lets", "we need to", "we want to", "can we", "could we", "try to", "please",
    ]
    /// Comparatives that end a request for another loudness ("get the music lower").
    static let comparatives: WordSet = ["louder", "quieter", "softer", "lower", "higher"]
    /// How much, said before the comparative ("a bit lower", "much louder", "even quieter").
    static let comparativeAmounts: WordSet = ["a", "bit", "little", "lot", "much", "even", "way", "slightly", "tad", "touch", "notch", "some", "more"]
    /// Utterances that are one direction word alone: "up", "louder".
    static let bareDirections: WordSet = ["up", "down", "louder", "quieter", "softer", "loudly", "softly", "higher", "lower"]
    /// Words of a level a sound thing is set to ("a more comfortable level", "a notch higher").
    static let levelWords: WordSet = [
      "level", "setting", "notch", "notches", "point", "points", "step", "steps", "comfortable", "reasonable", "normal",
      "decent", "bearable", "pleasant", "than", "before", "one", "two", "few",
    ]
    /// Words that open a request inside a sentence ("… can you turn it up").
    static let askLeads: WordSet = ["can", "could", "would", "will"]
    /// Utterances that are one word of silence alone: "silent", "hush" ("silence" and "quiet"
    /// alone pause what plays: `EnglishLexicon.pauseLeads`).
    static let bareMutes: WordSet = ["silent", "hush", "shush", "shutup", "mute"]
  }
}
