/// The word tables of mediactl's model of what Siri sends on the App Intents path (spec §6,
/// MODEL). Phrases are lowercase; each table is data, so a new phrasing needs no code.
enum AudioModelWords {
  // Wake words, politeness and the verbs of each frame are the SiriKit parser's own lexicons
  // (`EnglishLexicon.leadingFillers`, `.playVerbs`, …): one reading of English for both paths.

  /// "Tell ControlAudio that I love pop music": once the app is gone, the words that addressed it.
  static let addressing: [String] = ["tell that", "tell to", "ask that", "ask to", "tell", "ask"]
  /// `createStation` starts from the now-playing item; "based on X" names a seed the schema
  /// cannot take (dropped).
  static let stationPhrases: [String] = [
    "play more like this", "more like this", "play more music like this", "play more songs like this",
    "play something like this", "play more stuff like this", "play similar music", "play similar songs",
    "make a station from", "make a station based on", "make a station out of", "create a station from",
    "create a station based on", "start a station from", "start a station based on", "start a radio station from",
    "start a radio station based on", "play a station based on", "make a radio station from", "play a station from",
  ]
  /// `updateAudioAffinity` with `.unset`.
  static let unsetVerbs: [String] = [
    "remove my like from", "remove my like for", "remove my dislike from", "remove my dislike for", "remove the like from",
    "remove the dislike from", "unlike", "undislike", "clear my rating for", "clear my rating of", "forget that i like",
    "forget that i liked", "forget that i dislike",
  ]
  /// `addToLibrary` also covers following a podcast.
  static let followVerbs: [String] = ["follow", "subscribe to"]

  /// "to my library" at the end of an add request.
  static let libraryTails: [String] = [
    "to my library", "to the library", "to library", "to my collection", "to my music", "to my music library",
    "in my library", "into my library",
  ]
  /// Prepositions before an app name or a room.
  static let appPrepositions: [String] = ["in", "on", "using", "from", "with", "via", "through", "in the", "on the", "using the", "from the", "with the"]
  static let placePrepositions: [String] = ["in", "on", "to", "through", "in the", "on the", "to the", "through the", "on my", "in my", "to my", "in our", "on our"]
  /// The only words of a vague request (`.unspecified`).
  static let generic: Set<String> = [
    "something", "anything", "music", "some", "any", "songs", "song", "tunes", "stuff", "a", "the", "me", "us",
    "sounds", "audio", "tracks", "good", "else", "for", "more", "app", "few", "little", "bit", "of",
  ]
  /// What is playing (M4): the now-playing entity, no search.
  static let thisPhrases: [String] = EnglishLexicon.thisWords + [
    "this song", "this track", "this album", "this podcast", "this episode", "that song", "that track", "this tune",
    "this artist", "this playlist", "this audiobook", "this station", "this show", "this book",
  ]
  /// Words that mark a speed phrase ("at 1.5x speed", "at double speed").
  static let speedMarkers: Set<String> = ["speed", "pace", "tempo", "times", "x", "rate"]
  static let speedWords: Set<String> = [
    "double", "half", "twice", "normal", "faster", "slower", "one", "two", "three", "and", "a", "point", "five",
    "quarter", "1", "2", "3", "0.5", "0.75", "1.25", "1.5", "1.75", "2.5", "the",
  ]

  // MARK: - Chinese

  static let chineseAppOpeners: [String] = ["打开", "在", "用", "从", "通过", "使用"]
  static let chineseAppClosers: [String] = ["里面", "中", "里", "上", "app", "应用", "来", "给我", "的"]
  static let chineseShuffle: [String] = ["随机播放", "乱序播放", "随机放", "随机听", "打乱播放", "随机"]
  static let chineseRepeat: [String] = ["单曲循环播放", "单曲循环", "循环播放", "重复播放", "循环", "重复"]
  static let chineseNext: [String] = ["接下来", "下一首播放", "下一个播放"]
  static let chineseStation: [String] = [
    "播放类似的歌", "播放类似的音乐", "来点类似的", "放点类似的", "播放相似的歌", "根据这首歌创建电台", "用这首歌创建电台",
    "根据这首歌建一个电台", "播放更多类似的", "多放点这样的",
  ]
  static let chineseUnset: [String] = ["取消喜欢", "取消点赞", "取消赞", "取消不喜欢", "取消踩"]
  static let chineseAddOpeners: [String] = ["把", "将"]
  static let chineseAddVerbs: [String] = ["添加到", "加到", "加入到", "加入", "放到", "放进", "收藏到", "存到", "保存到"]
  static let chineseGeneric: Set<String> = [
    "音乐", "歌", "歌曲", "一些", "点", "一点", "首歌", "一首歌", "些", "什么", "随便", "一些音乐", "点音乐", "点歌",
    "东西", "好听的", "好听的歌", "的", "一首",
  ]
  static let chineseThis: [String] = ["这首歌", "这首", "这个", "这张专辑", "这个播客", "这一集", "这", "它", "正在播放的"]
}
