import Testing

@testable import MediaCtlKit

/// Every Chinese phrase pattern of issue 8 (behaviours §9, §10), one row each: the fields
/// Siri would hand over.
struct ChineseParserTests {
  typealias E = ChineseExpectation

  static let appFrames: [E] = [
    E(utterance: "在 ControlAudio 中播放周杰伦的夜曲", intent: .play, app: "ControlAudio", name: "夜曲", artist: "周杰伦"),
    E(utterance: "在ControlAudio里播放夜曲", app: "ControlAudio", name: "夜曲", type: .unknown),
    E(utterance: "用 ControlAudio 放晴天", app: "ControlAudio", name: "晴天"),
    E(utterance: "在ControlAudio中来一首稻香", app: "ControlAudio", name: "稻香"),
    E(utterance: "在 Apple Music 中播放周杰伦的歌曲", app: "Apple Music", artist: "周杰伦", type: .song),
    E(utterance: "用QQ音乐播放王菲的红豆", app: "QQ音乐", name: "红豆", artist: "王菲"),
    E(utterance: "打开网易云音乐并播放晴天", app: "网易云音乐", name: "晴天"),
    E(utterance: "在Deezer上播放晴天", app: "Deezer", name: "晴天"),
    E(utterance: "在 ControlAudio 中播放", intent: .play, app: "ControlAudio", noSearch: true),
    E(utterance: "在 ControlAudio 中播放音乐", type: .music),
    E(utterance: "播放周杰伦的专辑十一月的萧邦", name: "十一月的萧邦", artist: "周杰伦", type: .album),
    E(utterance: "我想听王菲的红豆", intent: .play, name: "红豆", artist: "王菲"),
    E(utterance: "给我来一首陈奕迅的十年", name: "十年", artist: "陈奕迅"),
    E(utterance: "周杰伦的晴天", intent: .play, name: "晴天", artist: "周杰伦"),
    E(utterance: "播放周杰伦", name: "周杰伦", type: .unknown),
  ]

  static let typeWords: [E] = [
    E(utterance: "播放歌曲串烧", name: "歌曲串烧", type: .unknown),
    E(utterance: "播放歌曲晴天", name: "晴天", type: .song),
    E(utterance: "播放单曲稻香", name: "稻香", type: .song),
    E(utterance: "播放专辑叶惠美", name: "叶惠美", type: .album),
    E(utterance: "播放歌手周杰伦", name: "周杰伦", type: .artist),
    E(utterance: "播放歌单华语经典", name: "华语经典", type: .playlist),
    E(utterance: "播放播放列表华语经典", name: "华语经典", type: .playlist),
    E(utterance: "播放故事FM播客", name: "故事FM", type: .podcastShow),
    E(utterance: "播放节目故事FM", name: "故事FM", type: .podcastShow),
    E(utterance: "播放有声书三体", name: "三体", type: .audioBook),
    E(utterance: "播放三体有声书", name: "三体", type: .audioBook),
    E(utterance: "播放电台怀旧金曲电台", type: .radioStation),
    E(utterance: "播放一些周杰伦的歌", artist: "周杰伦", type: .unknown),
    E(utterance: "播放邓丽君的歌", artist: "邓丽君", type: .song),
  ]

  static let options: [E] = [
    E(utterance: "在ControlAudio中随机播放华语经典", name: "华语经典", shuffled: true),
    E(utterance: "在ControlAudio中循环播放晴天", name: "晴天", repeatMode: .one),
    E(utterance: "循环播放华语经典歌单", name: "华语经典", type: .playlist, repeatMode: .all),
    E(utterance: "单曲循环稻香", name: "稻香", repeatMode: .one),
    E(utterance: "播放稻香单曲循环", name: "稻香", repeatMode: .one),
    E(utterance: "在ControlAudio中两倍速继续播放故事FM", name: "故事FM", resume: true, speed: 2),
    E(utterance: "用1.5倍速播放三体", name: "三体", speed: 1.5),
    E(utterance: "继续播放三体", name: "三体", resume: true),
    E(utterance: "在ControlAudio中接下来播放稻香", name: "稻香", queue: .next),
    E(utterance: "稍后播放七里香", name: "七里香", queue: .later),
    E(utterance: "把晴天加到播放队列", intent: .play, name: "晴天", queue: .later),
  ]

  static let sortsDatesGenresMoods: [E] = [
    E(utterance: "在ControlAudio中播放故事FM的最新一集", name: "故事FM", type: .podcastEpisode, sort: .newest),
    E(utterance: "播放故事FM最新的", name: "故事FM", sort: .newest),
    E(utterance: "在ControlAudio中播放周杰伦最好的专辑", artist: "周杰伦", type: .album, sort: .best),
    E(utterance: "播放陈奕迅最热门的歌", artist: "陈奕迅", type: .song, sort: .popular),
    E(utterance: "在ControlAudio中播放好听的歌", type: .song, sort: .recommended),
    E(utterance: "推荐一些歌", sort: .recommended),
    E(utterance: "播放八十年代的歌", type: .song, year: 1980),
    E(utterance: "播放90年代的音乐", type: .unknown, year: 1990),
    E(utterance: "播放一九六九年的歌", year: 1969),
    E(utterance: "播放八零后的歌", year: 1980),
    E(utterance: "播放摇滚乐", genre: "摇滚"),
    E(utterance: "播放流行", genre: "流行"),
    E(utterance: "来点爵士", genre: "爵士"),
    E(utterance: "播放古典音乐", type: .unknown, genre: "古典"),
    E(utterance: "我想听民谣", genre: "民谣"),
    E(utterance: "播放说唱", genre: "说唱"),
    E(utterance: "放点嘻哈", genre: "嘻哈"),
    E(utterance: "播放电子音乐", genre: "电子"),
    E(utterance: "来点轻音乐", genre: "轻音乐"),
    E(utterance: "播放一些伤感的歌", type: .unknown, mood: "伤感"),
    E(utterance: "播放安静一点的音乐", mood: "安静"),
    E(utterance: "来点欢快的歌", mood: "欢快"),
    // Charts and what the music is for, as voice assistants hear them.
    E(utterance: "播放新歌榜", sort: .newest, noName: true),
    E(utterance: "播放热歌榜", sort: .popular, noName: true),
    E(utterance: "放一下排行榜上的歌", type: .song, sort: .popular, noName: true),
    E(utterance: "我要听抖音最火的歌", type: .song, sort: .trending, noName: true),
    E(utterance: "放首适合睡觉的歌", type: .song, mood: "睡觉"),
    E(utterance: "来点跑步时听的音乐", mood: "跑步"),
    // Issue 17: a song word alone is an unqualified play request (music), like 播放音乐.
    E(utterance: "随便放首歌", intent: .play, type: .music, noName: true),
    E(utterance: "我要听王菲唱的红豆", name: "红豆", artist: "王菲"),
  ]

  static let otherIntents: [E] = [
    E(utterance: "在 ControlAudio 中搜索邓丽君的歌曲", intent: .searchForMedia, artist: "邓丽君", type: .song),
    E(utterance: "找一下陈奕迅的十年", intent: .searchForMedia, name: "十年", artist: "陈奕迅"),
    E(utterance: "将这首歌加入我的播放列表", intent: .add, reference: .currentlyPlaying, destination: .library),
    E(utterance: "把这首歌加到我的华语经典歌单", intent: .add, type: .song, reference: .currentlyPlaying, destination: .playlist("华语经典")),
    E(utterance: "把这首歌加入我的Road Trip播放列表", intent: .add, destination: .playlist("Road Trip")),
    E(utterance: "把这首歌添加到资料库", intent: .add, destination: .library),
    E(utterance: "把这首歌加到我的收藏", intent: .add, destination: .library),
    E(utterance: "收藏这首歌", intent: .add, reference: .currentlyPlaying, destination: .library),
    E(utterance: "添加稻香到我的最爱", intent: .add, name: "稻香", destination: .playlist("我的最爱")),
    E(utterance: "为我的Road Trip歌单添加晴天", intent: .add, name: "晴天", destination: .playlist("Road Trip")),
    E(utterance: "我喜欢这首歌", intent: .updateMediaAffinity, reference: .currentlyPlaying, affinity: .like),
    E(utterance: "我不喜欢这首歌", intent: .updateMediaAffinity, affinity: .dislike),
    E(utterance: "不要再放这首歌了", intent: .updateMediaAffinity, affinity: .dislike),
    E(utterance: "这首歌真好听", intent: .updateMediaAffinity, affinity: .like),
    E(utterance: "告诉ControlAudio我喜欢流行音乐", intent: .updateMediaAffinity, app: "ControlAudio", genre: "流行", affinity: .like),
  ]

  static let commands: [E] = [
    E(utterance: "暂停", command: "pauseCommand"),
    E(utterance: "暂停一下", command: "pauseCommand"),
    E(utterance: "别放了", command: "pauseCommand"),
    E(utterance: "继续", command: "playCommand"),
    E(utterance: "继续播放", command: "playCommand"),
    E(utterance: "下一首", command: "nextTrackCommand"),
    E(utterance: "切歌", command: "nextTrackCommand"),
    E(utterance: "换一首歌", command: "nextTrackCommand"),
    E(utterance: "上一首", command: "previousTrackCommand"),
    E(utterance: "快进30秒", command: "skipForwardCommand"),
    E(utterance: "快退十五秒", command: "skipBackwardCommand"),
    E(utterance: "随机播放", command: "changeShuffleModeCommand"),
    E(utterance: "关闭随机播放", command: "changeShuffleModeCommand"),
    E(utterance: "单曲循环", command: "changeRepeatModeCommand"),
    E(utterance: "两倍速播放", command: "changePlaybackRateCommand"),
    E(utterance: "慢一点", command: "changePlaybackRateCommand"),
    E(utterance: "这是什么歌", question: .title),
    E(utterance: "这首歌叫什么名字", question: .title),
    E(utterance: "这首歌是谁唱的", question: .artist),
    E(utterance: "这是什么专辑", question: .album),
    E(utterance: "这是谁唱的", question: .artist),
    E(utterance: "声音大一点", system: .volume),
    E(utterance: "把音量调小", system: .volume),
    E(utterance: "小声点", system: .volume),
  ]

  @Test(arguments: appFrames + typeWords)
  func appFramesAndTypeWords(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: options + sortsDatesGenresMoods)
  func optionsSortsDatesGenresAndMoods(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: otherIntents + commands)
  func addAffinitySearchAndCommands(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  /// Han script picks the Chinese parser; `--locale zh-CN` does too.
  @Test func chosenByScriptOrLocale() throws {
    #expect(try ChineseFixtures.parse("播放夜曲").locale == "zh-CN")
    #expect(try ChineseFixtures.simulator.get().parser.parse("play Khalid", locale: "zh-CN").locale == "zh-CN")
    #expect(try ChineseFixtures.parse("play Khalid").locale == "en-US")
  }

  /// `--explain` has the rule and the steps.
  @Test func traceForExplain() throws {
    let trace = try ChineseFixtures.parse("在 ControlAudio 中播放周杰伦的夜曲").trace
    #expect(trace.language == "zh")
    #expect(trace.rule == "play.object")
    #expect(trace.steps.contains { $0.field == "appName" && $0.value == "ControlAudio" })
    #expect(trace.steps.contains { $0.field == "mediaSearch.artistName" && $0.value == "周杰伦" })
  }

  /// A type word counts only when the app declares the category (behaviours §2).
  @Test func typeWordNeedsTheDeclaredCategory() throws {
    var app = AppDescription(name: "Sounds", supportedMediaCategories: [.music])
    app.unsupportedMediaTypes = []
    let context = ParseContext(app: app)
    let request = ChineseParser().parse("播放有声书三体", context: context).request
    #expect(request.intent?.mediaSearch?.mediaType == .unknown)
    #expect(request.intent?.mediaSearch?.mediaName == "三体")
  }
}
