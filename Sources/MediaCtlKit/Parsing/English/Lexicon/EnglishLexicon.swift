/// The English word lists the parser reads. Each list lives in its own file in this folder
/// and is data: adding a phrase never needs a code change.
public enum EnglishLexicon {
  /// Said before the request and carrying nothing: wake words and politeness.
  static let leadingFillers: [String] = [
    "hey siri", "siri", "ok google", "okay google", "hey google", "alexa", "olly", "hey", "ok", "okay",
    "please", "can you please", "could you please", "would you please", "will you please",
    "can you", "could you", "would you", "will you", "would you mind", "i would like you to",
    "i'd like you to", "i want you to", "i need you to", "go ahead and", "just", "now", "so", "um", "uh",
    "yo", "kindly", "quickly", "also", "and", "then", "i said",
  ]

  /// Said after the request and carrying nothing.
  static let trailingFillers: [String] = [
    "please", "for me please", "for me", "thanks", "thank you", "ok", "okay", "um", "uh", "erm", "er", "hmm",
    "again please", "if you can", "if possible", "would you", "could you", "will you",
    "will you play it now", "can you play it now", "play it now", "please play it now",
    "will you play it", "can you play it", "could you play it", "would you play it", "please play it",
    "and play it", "and play it for me", "and play", "and play for me", "play it", "and start playing",
    "and start it", "for me to listen", "to listen to", "right away", "you can find", "that you can find", "out there",
    "that you have", "you have",
  ]

  /// Request verbs by intent, longest first within an intent. `resume` and `shuffle` verbs
  /// also set an option.
  static let playVerbs: [String] = [
    "i would like to listen to", "i'd like to listen to", "i would like to hear", "i'd like to hear",
    "i want to listen to", "i wanna listen to", "i want to hear", "i wanna hear", "i need to hear",
    "i need to listen to", "i'd love to hear", "i like to listen to", "i like to hear", "i love to listen to",
    "i love listening to", "i like listening to", "i'd love to listen to", "i wish to listen to", "i wish to listen",
    "i wish to hear", "time to hear", "time to listen to", "can i hear", "can i listen to", "could i hear", "let me hear", "let me listen to", "let's listen to",
    "lets listen to", "let's hear", "lets hear", "let's play", "lets play", "i want to play",
    "want to hear", "want to listen to", "wish to hear", "wish to listen to", "i want hear", "need to hear",
    "i would like to play", "i'd like to play", "i feel like listening to", "i'm in the mood for",
    "im in the mood for", "i am in the mood for", "in the mood for", "i'm in the mood to listen to",
    "im in the mood to listen to", "i am in the mood to listen to", "in the mood to listen to", "i wish to enjoy",
    "i want to enjoy", "i'd like to enjoy", "i would like to enjoy", "listen to", "play me", "play us",
    "play", "put on", "throw on", "turn on", "start playing", "start up", "start", "give me", "get me",
    "queue up", "queue", "spin", "blast", "bump", "crank up", "crank", "tune in to", "tune into",
    "tune in", "tune to", "switch to", "change to", "go to", "open", "launch", "bring up", "pull up",
    "hear", "i want", "i need", "i'd like", "i would like", "read me", "read", "listen", "open up",
    "switch on", "tune", "run", "load", "start reading", "continue reading", "resume reading", "begin reading",
    "begin playing", "begin", "start over", "i want to listen", "i'd like to listen", "i would like to listen",
    "i need to listen", "want to listen", "initiate", "activate", "i want to start", "i'd like to start",
    "i would like to start",
  ]

  static let resumeVerbs: [String] = [
    "continue playing", "continue listening to", "keep playing", "resume playing", "pick up",
    "carry on with", "continue with", "continue", "resume", "restart", "resume reading", "continue reading",
  ]

  static let shuffleVerbs: [String] = ["shuffle play", "shuffle", "reshuffle", "play shuffled", "randomly play", "mix up", "randomize", "randomise"]

  static let searchVerbs: [String] = [
    "search for", "search", "look up", "look for", "find me", "find", "show me", "browse",
    "can i see", "i'm looking for", "im looking for", "i am looking for", "locate",
    // "show" said first as a verb, before what it shows ("show the playlist", "show my podcasts").
    "show the", "show my", "show all", "show us", "show our", "show all my",
  ]

  static let addVerbs: [String] = [
    "i want to add", "i would like to add", "i'd like to add", "i need to add", "add", "put", "save",
    "include", "insert", "stick", "place", "throw", "attach", "append", "put in", "pop", "toss", "make an addition",
  ]

  /// Affinity phrases: the polarity, then what follows is the object.
  static let likePhrases: [String] = [
    "i really really like", "i really like", "i really love", "i absolutely love", "i just love",
    "i like", "i love", "i dig", "i enjoy", "i adore", "love", "like", "thumbs up", "thumbs up to",
    "i'm into", "im into", "i am into", "i'm a fan of", "i am a fan of", "favorite", "favourite",
    "my favorite singer is", "my favourite singer is", "my favorite band is", "my favorite artist is",
    "my favorite song is", "my favorite genre is", "mark as favorite", "remember that i like",
    // A verb of marking said first ("heart this song").
    "heart",
  ]

  static let dislikePhrases: [String] = [
    "i really don't like", "i really do not like", "i really hate", "i don't like", "i do not like",
    "i dont like", "i don't love", "i hate", "i dislike", "i can't stand", "i cant stand",
    "i can not stand", "i'm not into", "im not into", "i am not into", "i'm not a fan of",
    "i am not a fan of", "i'm sick of", "im sick of", "i'm tired of", "thumbs down", "dislike",
    "never ever play", "never play", "don't play", "do not play", "dont play", "stop playing", "no more", "hate",
    "remember that i don't like", "unlike",
    // Marking it away ("block this artist"), or no fan of it said without the subject.
    "block", "not a fan of", "not really a fan of", "not into",
  ]

  /// Words that refer to what is playing ("this", "this song", "what's playing").
  static let thisWords: [String] = [
    "what's playing", "whats playing", "what is playing", "the current song", "the current track",
    "the song that's playing", "the song playing", "the one playing", "this one", "that one",
    "this", "that", "it", "the current one", "current song", "current track", "the current", "current",
    // The kind of what plays ("don't play this kind of music again"): SiriKit names the item.
    "this kind of", "this type of", "this sort of", "that kind of", "that type of", "that sort of",
  ]
}
