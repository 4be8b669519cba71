extension EnglishLexicon {
  /// Words that may follow a command without changing it ("pause the music please").
  static let commandObjects: WordSet = [
    "the", "music", "song", "track", "this", "it", "playback", "audio", "podcast", "audiobook", "book",
    "episode", "player", "tune", "that", "current", "a", "moment", "sec", "second", "bit", "for", "one",
    "chapter", "playing", "everything", "sound", "radio", "station", "me", "up", "here", "again",
    "my", "now", "playlist", "album", "please", "show", "media", "movie", "item", "video", "tv", "film",
    "last", "previous", "to", "next", "on", "off", "songs", "tracks", "thing", "ahead", "yourself",
    // "the rewind button", "pause button": the control named by its command.
    "button", "buttons",
  ]
  /// Where in what plays, after a skip, next or previous lead: "skip ahead in this episode",
  /// "rewind the episode of the podcast", "next in the queue", "skip an episode".
  static let transportPlaceWords: WordSet = ["in", "of", "within", "through", "an", "queue"]

  /// Command leads (behaviours §7), each a reviewed list; the longest match wins.
  static let skipForwardLeads = [
    "skip forward", "skip ahead", "fast forward", "jump forward", "jump ahead", "go forward", "move forward", "skip",
    "forward", "advance",
  ]
  static let skipBackwardLeads = [
    "skip backward", "skip backwards", "skip back", "jump back", "jump backward", "go back", "rewind", "back up",
    "move back", "rewind by", "go backwards", "back",
    // The motion said twice ("rewind back ten seconds", "skip back backwards").
    "rewind back", "rewind it back",
  ]
  /// Leads that are a skip even without an interval ("rewind", "fast forward").
  static let bareSkipLeads: [(String, Bool)] = [
    ("rewind", true), ("rewind back", true), ("rewind it back", true), ("skip back", true), ("skip backward", true), ("jump back", true),
    ("fast forward", false), ("skip forward", false), ("skip ahead", false), ("jump ahead", false),
    // Said as a motion with no interval ("go forward please", "forward this one").
    ("go forward", false), ("move forward", false), ("forward", false), ("go backward", true), ("go backwards", true),
    ("move backward", true), ("skip backwards", true),
  ]
  static let pauseLeads = [
    "pause", "hold", "freeze", "stop", "halt", "silence", "quiet", "be quiet", "shut up", "turn off", "end", "cancel",
    "kill", "stop playing", "stop the", "pause playback", "let's have a break", "lets have a break", "let's take a break",
    "lets take a break", "take a break", "have a break", "turn it off", "turn that off", "turn this off", "shut it off",
    "shut that off", "shut this off", "switch it off", "switch that off", "switch this off",
  ]
  static let resumeLeads = [
    "resume", "unpause", "continue", "keep playing", "continue playing", "play again", "start again", "keep going",
    "go on", "carry on", "restart", "un pause", "play", "resume playing", "resume playback", "start playing again",
  ]
  static let nextLeads = [
    "next", "skip", "skip to", "skip ahead to", "jump to next", "go to the next song", "next item",
    "skip forward to the next", "skip this", "skip to the next", "skip to next", "go to the next", "go to next",
    "play the next", "play next", "next one", "move to the next", "move to next", "jump to the next",
    "change the song", "change song", "change track", "change the track", "another song", "different song",
    "something else", "new song", "skip it", "skip that",
  ]
  static let previousLeads = [
    "replay", "replay the last", "play the last", "play the previous", "go back to", "restart the", "play previous",
    "previous", "go back", "back", "go to the previous", "go back to the previous", "last song",
    "play the last song again", "the previous", "replay the previous", "previous one", "skip back",
    "go to previous", "move to the previous", "back to the previous", "go back to the last",
  ]
  static let repeatOneLeads = [
    "repeat this song", "repeat this track", "repeat this one", "repeat the song", "repeat the track",
    "loop this song", "loop this", "repeat this", "repeat song", "repeat one", "repeat track", "loop song",
    "loop the song",
  ]
  static let repeatAllLeads = [
    "repeat all", "repeat the playlist", "repeat the album", "repeat everything", "loop the playlist",
    "loop the album", "loop all",
  ]
  static let shuffleNames = ["shuffle", "shuffling", "shuffle mode", "shuffle play", "random", "random mode", "randomize"]
  static let repeatNames = ["repeat", "repeating", "repeat mode", "loop", "looping"]

  /// Turning a mode on or off, with `NAME` for the mode: "turn on shuffle", "shuffle off".
  static let togglesOn = [
    "turn on NAME", "switch on NAME", "enable NAME", "activate NAME", "start NAME", "NAME on", "put NAME on",
    "turn NAME on", "set NAME on", "NAME mode on", "toggle NAME", "set NAME to on", "NAME", "NAME it", "NAME this",
    "NAME the music",
  ]
  static let togglesOff = [
    "turn off NAME", "switch off NAME", "disable NAME", "deactivate NAME", "stop NAME", "NAME off", "turn NAME off",
    "no NAME", "cancel NAME", "set NAME off", "unNAME", "set NAME to off",
  ]

  static let slowerPhrases = [
    "play it slower", "play slower", "slow it down", "slow down", "slower", "play this slower", "go slower",
    "reduce the speed", "decrease the speed", "decrease playback speed", "slow down playback", "play it slow",
  ]
  static let fasterPhrases = [
    "play it faster", "play faster", "speed it up", "speed up", "faster", "play this faster", "go faster",
    "increase the speed", "increase playback speed", "speed up playback",
  ]
  /// Words that may stand around a speed in a rate command ("set the speed to 1.5x").
  static let rateCommandWords: WordSet = [
    "play", "it", "this", "at", "set", "the", "speed", "to", "change", "playback", "go", "listen", "switch", "make",
  ]

  static let questionStarts: WordSet = ["what", "whats", "what's", "who", "who's", "whos", "which", "tell", "name", "can", "do", "identify"]
  static let albumQuestions = [" what album ", " which album ", " album is this ", " album is it ", " album this is ", " album is playing ", " album's this ", " what record "]
  static let artistQuestions = [
    " who sings ", " who is singing ", " who's singing ", " whos singing ", " who is this ", " who's this ", " whos this ",
    " what band ", " which band ", " what artist ", " which artist ", " who is the artist ", " who's the artist ",
    " who performs ", " who sang ", " who is playing ", " who's playing ", " who made ", " who wrote ", " who is it by ",
    " who's it by ", " who is this by ", " what singer ", " who plays ", " who sung ", " the band is ",
    " which singer ", " which artist ", " artist name ", " singer name ", " name of the artist ", " name of the singer ",
    " who is the singer ", " who's the singer ", " what person ", " who produced ", " who is the band ",
  ]
  static let titleQuestions = [
    " what song ", " which song ", " what's this song ", " what is this song ", " whats this song ", " name of this song ",
    " name of the song ", " what track ", " which track ", " what's playing ", " what is playing ", " whats playing ",
    " what am i listening to ", " what's this ", " what is this ", " whats this ", " what is the song ", " what's the song ",
    " what is the name of ", " what's on ", " identify this song ", " what is currently playing ",
    " what's currently playing ", " what tune ", " what's the title ", " what is the title ", " song is this ",
    " song is playing ", " what music ", " playing what ", " music title ", " song title ", " title of ",
    " song name ", " name of the song ", " what's this tune ", " what is this tune ", " this song called ",
  ]
}
