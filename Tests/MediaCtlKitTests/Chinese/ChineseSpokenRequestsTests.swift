import Testing

@testable import MediaCtlKit

/// Commands, adds, sort words and translated SNIPS-style requests in Chinese as people say
/// them (issue 17, second round of written speech). Sentences are written for these tests;
/// the unseen corpora stay aside.
struct ChineseSpokenRequestsTests {
  typealias E = ChineseExpectation

  /// Play with nothing named: music (behaviours §3), never a resume command.
  static let barePlay: [E] = [
    E(utterance: "播放点音乐", intent: .play, type: .music, noName: true),
    E(utterance: "来首歌吧", intent: .play, type: .music, noName: true),
    E(utterance: "随便放点歌", intent: .play, type: .music, noName: true),
    E(utterance: "放点歌听听", intent: .play, type: .music, noName: true),
    E(utterance: "我想听音乐", intent: .play, type: .music, noName: true),
    E(utterance: "放音乐吧", intent: .play, type: .music, noName: true),
    E(utterance: "我要听歌", intent: .play, type: .music, noName: true),
    E(utterance: "整点音乐", intent: .play, type: .music, noName: true),
    E(utterance: "听听音乐", intent: .play, type: .music, noName: true),
    E(utterance: "随便播放一首歌曲", intent: .play, type: .music, noName: true),
    E(utterance: "来一点音乐吧", intent: .play, type: .music, noName: true),
    E(utterance: "给我来首歌", intent: .play, type: .music, noName: true),
    E(utterance: "帮我放首歌", intent: .play, type: .music, noName: true),
    E(utterance: "放几首歌", intent: .play, type: .music, noName: true),
    E(utterance: "来点歌", intent: .play, type: .music, noName: true),
    E(utterance: "播放一些音乐", intent: .play, type: .music, noName: true),
    E(utterance: "随便听听", intent: .play, type: .music, noName: true),
  ]

  /// Pause and stop.
  static let pause: [E] = [
    E(utterance: "取消播放", command: "pauseCommand"),
    E(utterance: "退出音乐", command: "pauseCommand"),
    E(utterance: "关闭音乐播放", command: "pauseCommand"),
    E(utterance: "别放了吧", command: "pauseCommand"),
    E(utterance: "停一下下", command: "pauseCommand"),
    E(utterance: "先停", command: "pauseCommand"),
    E(utterance: "暂停播放", command: "pauseCommand"),
    E(utterance: "不要放了吧", command: "pauseCommand"),
    E(utterance: "先暂停", command: "pauseCommand"),
    E(utterance: "停", command: "pauseCommand"),
    E(utterance: "歌先停了", command: "pauseCommand"),
    E(utterance: "关了吧", command: "pauseCommand"),
    E(utterance: "不听了", command: "pauseCommand"),
    E(utterance: "把歌关掉", command: "pauseCommand"),
    E(utterance: "停掉音乐", command: "pauseCommand"),
    E(utterance: "先停一下吧", command: "pauseCommand"),
    E(utterance: "音乐关了", command: "pauseCommand"),
    E(utterance: "别放歌了", command: "pauseCommand"),
    E(utterance: "暂时不听了", command: "pauseCommand"),
    E(utterance: "先不听了", command: "pauseCommand"),
    E(utterance: "关闭播放", command: "pauseCommand"),
    E(utterance: "取消音乐", command: "pauseCommand"),
  ]

  /// Previous and next track.
  static let previousAndNext: [E] = [
    E(utterance: "回上一首", command: "previousTrackCommand"),
    E(utterance: "播放上一首歌", command: "previousTrackCommand"),
    E(utterance: "放上一首", command: "previousTrackCommand"),
    E(utterance: "返回上一曲", command: "previousTrackCommand"),
    E(utterance: "听上一首", command: "previousTrackCommand"),
    E(utterance: "前一曲", command: "previousTrackCommand"),
    E(utterance: "再往前一首", command: "previousTrackCommand"),
    E(utterance: "切到前一首", command: "previousTrackCommand"),
    E(utterance: "播放前一首歌曲", command: "previousTrackCommand"),
    E(utterance: "上一首歌曲", command: "previousTrackCommand"),
    E(utterance: "回到上一曲", command: "previousTrackCommand"),
    E(utterance: "切换到上一曲", command: "previousTrackCommand"),
    E(utterance: "上首", command: "previousTrackCommand"),
    E(utterance: "换歌", command: "nextTrackCommand"),
    E(utterance: "跳过", command: "nextTrackCommand"),
    E(utterance: "换一个", command: "nextTrackCommand"),
    E(utterance: "播放下一首歌", command: "nextTrackCommand"),
    E(utterance: "切到下一首", command: "nextTrackCommand"),
    E(utterance: "跳过这首歌", command: "nextTrackCommand"),
    E(utterance: "换别的歌", command: "nextTrackCommand"),
    E(utterance: "听下一首", command: "nextTrackCommand"),
    E(utterance: "下首", command: "nextTrackCommand"),
    E(utterance: "切下一首", command: "nextTrackCommand"),
    E(utterance: "跳到下一首", command: "nextTrackCommand"),
    E(utterance: "再换一首", command: "nextTrackCommand"),
    E(utterance: "下一首歌曲", command: "nextTrackCommand"),
    E(utterance: "换一首歌听", command: "nextTrackCommand"),
    E(utterance: "切到下一曲", command: "nextTrackCommand"),
    E(utterance: "不喜欢这首换一首", command: "nextTrackCommand"),
  ]

  /// Commands with politeness, subjects and verdicts around them.
  static let inSentences: [E] = [
    E(utterance: "音乐可以停了", command: "pauseCommand"),
    E(utterance: "你先停一下", command: "pauseCommand"),
    E(utterance: "请停止播放音乐", command: "pauseCommand"),
    E(utterance: "不要再放歌了好吗", command: "pauseCommand"),
    E(utterance: "先关一下音乐", command: "pauseCommand"),
    E(utterance: "音乐暂停一下吧", command: "pauseCommand"),
    E(utterance: "麻烦帮我暂停", command: "pauseCommand"),
    E(utterance: "帮我切到上一首歌", command: "previousTrackCommand"),
    E(utterance: "回去上一首", command: "previousTrackCommand"),
    E(utterance: "我要听前一首", command: "previousTrackCommand"),
    E(utterance: "重新放上一首歌", command: "previousTrackCommand"),
    E(utterance: "换到下一首", command: "nextTrackCommand"),
    E(utterance: "这首不好听换一下", command: "nextTrackCommand"),
    E(utterance: "帮我换首歌吧", command: "nextTrackCommand"),
    E(utterance: "下一首谢谢", command: "nextTrackCommand"),
    E(utterance: "能不能换一首", command: "nextTrackCommand"),
    E(utterance: "不想听这个歌了换一首", command: "nextTrackCommand"),
    E(utterance: "换一首好听点的歌", command: "nextTrackCommand"),
  ]

  /// Adds: 把…加到/放进/收藏到 a playlist; 这首 / 当前曲目 is what plays now.
  static let adds: [E] = [
    E(utterance: "把这首歌添加到我的跑步歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("跑步")),
    E(utterance: "把当前曲目加到我的睡前播放列表", intent: .add, reference: .currentlyPlaying, destination: .playlist("睡前")),
    E(utterance: "把这首收藏到学习歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("学习")),
    E(utterance: "把晴天加到我的周末列表中", intent: .add, name: "晴天", destination: .playlist("周末")),
    E(utterance: "把周杰伦的稻香放进我的车载歌单", intent: .add, name: "稻香", artist: "周杰伦", destination: .playlist("车载")),
    E(utterance: "把这首歌加入我的健身播放列表", intent: .add, reference: .currentlyPlaying, destination: .playlist("健身")),
    E(utterance: "添加这首歌到我的派对歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("派对")),
    E(utterance: "把正在放的歌加到开车歌单里", intent: .add, reference: .currentlyPlaying, destination: .playlist("开车")),
    E(utterance: "把陈奕迅的浮夸添加到我的深夜歌单", intent: .add, name: "浮夸", artist: "陈奕迅", destination: .playlist("深夜")),
    E(utterance: "将当前歌曲添加到播放列表学习", intent: .add, reference: .currentlyPlaying, destination: .playlist("学习")),
    E(utterance: "把Adele的Hello加到我的英文歌单", intent: .add, name: "Hello", artist: "Adele", destination: .playlist("英文")),
    E(utterance: "收藏这首歌到我的放松歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("放松")),
    E(utterance: "把这首添加进我的睡眠歌单里", intent: .add, reference: .currentlyPlaying, destination: .playlist("睡眠")),
    E(utterance: "帮我把这首歌加到运动播放列表中", intent: .add, reference: .currentlyPlaying, destination: .playlist("运动")),
    E(utterance: "把这个歌放到我的工作列表里", intent: .add, reference: .currentlyPlaying, destination: .playlist("工作")),
    E(utterance: "将Hey Jude添加到我的健身歌单", intent: .add, name: "Hey Jude", destination: .playlist("健身")),
    E(utterance: "把Taylor Swift加到我的流行歌单中", intent: .add, artist: "Taylor Swift", destination: .playlist("流行")),
    E(utterance: "把这张专辑添加到我的周末播放列表", intent: .add, destination: .playlist("周末")),
    E(utterance: "我想把晴天加入到我的驾车播放列表", intent: .add, name: "晴天", destination: .playlist("驾车")),
    E(utterance: "把陈奕迅的歌放进我的伤心列表", intent: .add, artist: "陈奕迅", destination: .playlist("伤心")),
    E(utterance: "添加一首歌到我的学习歌单", intent: .add, destination: .playlist("学习")),
    E(utterance: "用Spotify播放一些Beyonce的音乐", intent: .play, app: "Spotify", artist: "Beyonce"),
    E(utterance: "在Deezer上播放八十年代的音乐", intent: .play, app: "Deezer", year: 1980),
    E(utterance: "播放Queen最热门的歌曲", intent: .play, artist: "Queen", type: .song, sort: .popular),
    E(utterance: "给我放一首Bob Dylan的歌", intent: .play, artist: "Bob Dylan", type: .song),
    E(utterance: "我想听一首五十年代的爵士乐", intent: .play, genre: "爵士", year: 1950),
    E(utterance: "播放Metallica的专辑", intent: .play, artist: "Metallica", type: .album),
    E(utterance: "播放一首Adele的新歌", intent: .play, artist: "Adele", sort: .newest),
    E(utterance: "播放一首来自2003年的曲子", intent: .play, type: .song, year: 2003),
    E(utterance: "播放Nina Simone的歌曲Feeling Good", intent: .play, name: "Feeling Good", artist: "Nina Simone", type: .song),
    E(utterance: "播放我的播放列表", intent: .play, type: .playlist, noArtist: true),
    E(utterance: "在Pandora上播放一些电子音乐", intent: .play, app: "Pandora", genre: "电子"),
    E(utterance: "我想用YouTube听周杰伦", intent: .play, app: "YouTube"),
    E(utterance: "放一些Linkin Park的老歌", intent: .play, artist: "Linkin Park"),
    E(utterance: "把刚才那首歌加到我的歌单开车", intent: .add, destination: .playlist("开车")),
  ]

  /// Song words, singing cues and sort words.
  static let songWordsAndSorts: [E] = [
    E(utterance: "播放张学友唱过的歌", intent: .play, artist: "张学友", type: .song),
    E(utterance: "放一首周深唱的大鱼", intent: .play, name: "大鱼", artist: "周深"),
    E(utterance: "播放孙燕姿的专辑", intent: .play, artist: "孙燕姿", type: .album),
    E(utterance: "播放大话西游的电影原声", intent: .play, name: "大话西游", type: .album, noArtist: true),
    E(utterance: "放一些抖音上很火的歌", intent: .play, sort: .trending, noName: true),
    E(utterance: "播放今年最热的单曲", intent: .play, type: .song, sort: .popular, noName: true),
    E(utterance: "播放热门的摇滚歌曲", intent: .play, type: .song, sort: .popular, genre: "摇滚"),
    E(utterance: "播放林俊杰最新的单曲", intent: .play, artist: "林俊杰", type: .song, sort: .newest),
    E(utterance: "来一首好听的曲子", intent: .play, type: .song, noName: true),
    E(utterance: "播放QQ音乐排行榜上的歌", intent: .play, sort: .popular, noName: true),
    E(utterance: "放一首蔡琴唱的恰似你的温柔", intent: .play, name: "恰似你的温柔", artist: "蔡琴"),
    E(utterance: "播放一首新歌", intent: .play, sort: .newest, noName: true),
    E(utterance: "播放热歌", intent: .play, sort: .popular, noName: true),
    E(utterance: "来首当下最流行的歌", intent: .play, sort: .popular, noName: true),
    E(utterance: "播放五月天的歌曲", intent: .play, artist: "五月天", type: .song),
  ]

  /// SNIPS-style requests said in Chinese: decades, genres, albums, apps; stories and radio.
  static let snipsStyle: [E] = [
    E(utterance: "播放一首九十年代的摇滚", intent: .play, genre: "摇滚", year: 1990, noArtist: true),
    E(utterance: "给我放周杰伦的专辑", intent: .play, artist: "周杰伦", type: .album),
    E(utterance: "把这首歌加到我的健身歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("健身")),
    E(utterance: "用网易云音乐播放朴树的平凡之路", intent: .play, app: "网易云音乐", name: "平凡之路", artist: "朴树"),
    E(utterance: "播放八十年代的流行音乐", intent: .play, genre: "流行", year: 1980, noArtist: true),
    E(utterance: "我想听一些2010年的歌", intent: .play, year: 2010, noArtist: true),
    E(utterance: "在Spotify上播放一些爵士乐", intent: .play, app: "Spotify", genre: "爵士", noArtist: true),
    E(utterance: "播放一首古典音乐", intent: .play, genre: "古典", noArtist: true),
    E(utterance: "把王菲的歌加到我的午后歌单", intent: .add, artist: "王菲", destination: .playlist("午后")),
    E(utterance: "播放一张蔡依林的专辑", intent: .play, artist: "蔡依林", type: .album),
    E(utterance: "播放一首民谣", intent: .play, genre: "民谣", noArtist: true),
    E(utterance: "用QQ音乐放一首邓紫棋的歌", intent: .play, app: "QQ音乐", artist: "邓紫棋", type: .song),
    E(utterance: "播放2005年的专辑", intent: .play, type: .album, year: 2005, noArtist: true),
    E(utterance: "把一首周杰伦的歌添加到我的夏日歌单", intent: .add, artist: "周杰伦", destination: .playlist("夏日")),
    E(utterance: "播放王菲2000年的专辑", intent: .play, artist: "王菲", type: .album, year: 2000),
    E(utterance: "在网易云音乐上播放一些七十年代的老歌", intent: .play, app: "网易云音乐", year: 1970, noArtist: true),
    E(utterance: "给我放一首Beyond的歌", intent: .play, artist: "Beyond", type: .song),
    E(utterance: "添加Hey Jude到我的经典摇滚歌单", intent: .add, name: "Hey Jude", destination: .playlist("经典摇滚")),
    E(utterance: "我想在Deezer上听一首嘻哈歌曲", intent: .play, app: "Deezer", type: .song, genre: "嘻哈"),
    E(utterance: "播放一张爵士专辑", intent: .play, type: .album, genre: "爵士"),
    E(utterance: "播放郭德纲的相声", intent: .play, artist: "郭德纲", genre: "相声"),
    E(utterance: "打开电台", intent: .play, type: .radioStation),
    E(utterance: "收听交通广播", intent: .play, type: .radioStation),
    E(utterance: "我想听评书三国演义", intent: .play, name: "三国演义"),
  ]

  /// Volume is a system request.
  static let volume: [E] = [
    E(utterance: "音量调小", system: .volume),
    E(utterance: "把声音关小点", system: .volume),
    E(utterance: "大声点", system: .volume),
    E(utterance: "音量调到最大", system: .volume),
    E(utterance: "声音小一点", system: .volume),
  ]

  /// Weather, alarms, calls, maps, jokes: the not-media frame.
  static let notMedia: [E] = [
    E(utterance: "明天北京天气", noSearch: true),
    E(utterance: "设一个七点的闹钟", noSearch: true),
    E(utterance: "发微信给张三", noSearch: true),
    E(utterance: "提醒我下午三点开会", noSearch: true),
    E(utterance: "帮我订一张机票", noSearch: true),
    E(utterance: "附近有什么好吃的", noSearch: true),
    E(utterance: "后天会下雨吗", noSearch: true),
    E(utterance: "讲一个笑话吧", noSearch: true),
    E(utterance: "定个明早六点半的闹钟", noSearch: true),
    E(utterance: "我要去火车站", noSearch: true),
  ]

  /// SNIPS-style apps said in Chinese (从/通过/使用/借助 X, X上最新的) and adds of Latin names.
  static let snipsApps: [E] = [
    E(utterance: "在Last Fm上播放Bob Dylan的歌", intent: .play, app: "Last Fm", artist: "Bob Dylan"),
    E(utterance: "用Zvooq播放电子乐", intent: .play, app: "Zvooq", genre: "电子"),
    E(utterance: "从Youtube播放最受欢迎的民谣音乐", intent: .play, app: "Youtube", sort: .popular, genre: "民谣"),
    E(utterance: "通过Spotify播放周杰伦的歌", intent: .play, app: "Spotify", artist: "周杰伦"),
    E(utterance: "使用Deezer播放一些爵士乐", intent: .play, app: "Deezer", genre: "爵士"),
    E(utterance: "在Google Music上播放Nat King Cole", intent: .play, app: "Google Music"),
    E(utterance: "播放Groove Shark上最新的歌曲", intent: .play, app: "Groove Shark", sort: .newest),
    E(utterance: "在iheart上播放Ella Fitzgerald的音乐", intent: .play, app: "iheart", artist: "Ella Fitzgerald"),
    E(utterance: "我想听Artie Shaw的专辑", intent: .play, artist: "Artie Shaw", type: .album),
    E(utterance: "播放来自1960年代的一些音乐", intent: .play, year: 1960),
    E(utterance: "播放一首Johnny Cash五十年代的歌曲", intent: .play, artist: "Johnny Cash", year: 1950),
    E(utterance: "用Napster放Queen的专辑", intent: .play, app: "Napster", artist: "Queen", type: .album),
    E(utterance: "在Slacker上听点蓝调", intent: .play, app: "Slacker", genre: "蓝调"),
    E(utterance: "从Pandora上播放Adele", intent: .play, app: "Pandora"),
    E(utterance: "借助QQ音乐播放晴天", intent: .play, app: "QQ音乐", name: "晴天"),
    E(utterance: "把Lady Gaga的Poker Face添加到我的派对歌单", intent: .add, name: "Poker Face", artist: "Lady Gaga", destination: .playlist("派对")),
    E(utterance: "把Nirvana添加到我的摇滚播放列表", intent: .add, artist: "Nirvana", destination: .playlist("摇滚")),
    E(utterance: "将专辑Thriller加入我的收藏歌单", intent: .add, name: "Thriller", destination: .playlist("收藏")),
    E(utterance: "把这首曲目加入到我的夜晚歌单里面", intent: .add, reference: .currentlyPlaying, destination: .playlist("夜晚")),
    E(utterance: "把这首歌存到我的歌单早安", intent: .add, reference: .currentlyPlaying, destination: .playlist("早安")),
  ]

  @Test(arguments: snipsApps)
  func snipsAppsAndLatinAdds(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: barePlay + pause + previousAndNext + inSentences)
  func playAndCommands(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: adds + songWordsAndSorts + snipsStyle + volume)
  func addsSortsAndSnipsStyle(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: notMedia)
  func notMediaFrame(_ e: E) throws {
    let request = try ChineseFixtures.parse(e.utterance).request
    guard case .notMedia = request.body else {
      Issue.record("expected the not-media frame, got \(request.body)")
      return
    }
  }
}
