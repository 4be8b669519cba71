import Testing

@testable import MediaCtlKit

/// Chinese requests as people really say them (issue 17), one table per phenomenon: the
/// fields Siri would hand over. Sentences are written for these tests; the unseen corpora
/// stay aside.
struct ChineseRealSpeechTests {
  typealias E = ChineseExpectation

  /// X的Y is split only when X is a singer the catalog knows, has a person's shape, or is a
  /// Latin name; a title holding 的 stays whole, known or not.
  static let deTitles: [E] = [
    E(utterance: "播放春天的故事", intent: .play, name: "春天的故事", artist: nil, noArtist: true),
    E(utterance: "播放外婆的澎湖湾", name: "外婆的澎湖湾", noArtist: true),
    E(utterance: "播放月亮代表我的心", name: "月亮代表我的心", noArtist: true),
    E(utterance: "来一首白天不懂夜的黑", name: "白天不懂夜的黑", noArtist: true),
    E(utterance: "播放那英的白天不懂夜的黑", name: "白天不懂夜的黑", artist: "那英"),
    E(utterance: "我想听后来的我们", name: "后来的我们", noArtist: true),
    E(utterance: "播放五月天的后来的我们", name: "后来的我们", artist: "五月天"),
    E(utterance: "播放我的歌声里", name: "我的歌声里", noArtist: true),
    E(utterance: "放一首曲婉婷的我的歌声里", name: "我的歌声里", artist: "曲婉婷"),
    E(utterance: "播放你的背包", name: "你的背包", noArtist: true),
    E(utterance: "播放陈奕迅的你的背包", name: "你的背包", artist: "陈奕迅"),
    E(utterance: "播放白天的月亮", name: "白天的月亮", noArtist: true),
    E(utterance: "播放童年的回忆", name: "童年的回忆", noArtist: true),
    E(utterance: "播放妈妈的吻", name: "妈妈的吻", noArtist: true),
    E(utterance: "播放十一月的萧邦", name: "十一月的萧邦", type: .unknown, noArtist: true),
    E(utterance: "播放江南的雨", name: "江南的雨", noArtist: true),
    E(utterance: "播放刘德华的忘情水", name: "忘情水", artist: "刘德华"),
    E(utterance: "我想听张学友的吻别", name: "吻别", artist: "张学友"),
    E(utterance: "播放林宥嘉的说谎", name: "说谎", artist: "林宥嘉"),
    E(utterance: "来一首孙燕姿的遇见", name: "遇见", artist: "孙燕姿"),
    E(utterance: "播放欧阳娜娜的歌", artist: "欧阳娜娜", type: .song),
    E(utterance: "播放周杰伦的晴天", name: "晴天", artist: "周杰伦"),
    E(utterance: "播放Taylor Swift的Love Story", name: "Love Story", artist: "Taylor Swift"),
    E(utterance: "我想听The Beatles的Hey Jude", name: "Hey Jude", artist: "The Beatles"),
    E(utterance: "放一首Adele唱的Hello", name: "Hello", artist: "Adele"),
    E(utterance: "播放周杰伦的十一月的萧邦", name: "十一月的萧邦", artist: "周杰伦"),
  ]

  /// Surnames that are also measure words or verbs stay in the singer's name.
  static let surnames: [E] = [
    E(utterance: "播放张杰的歌", intent: .play, artist: "张杰", type: .song),
    E(utterance: "放一首张杰的逆战", name: "逆战", artist: "张杰"),
    E(utterance: "我想听张杰唱的他不懂", name: "他不懂", artist: "张杰"),
    E(utterance: "播放张杰", name: "张杰"),
    E(utterance: "来点张杰的歌", artist: "张杰"),
    E(utterance: "播放张惠妹的歌曲", artist: "张惠妹", type: .song),
    E(utterance: "那英的歌", artist: "那英", type: .song),
    E(utterance: "播放那英的歌", artist: "那英", type: .song),
    // 向往 ("to long for") only begins like a name (surname 向): what the songs are about.
    E(utterance: "播放向往的歌", name: "向往", type: .song, noArtist: true),
    E(utterance: "播放于文文的体面", name: "体面", artist: "于文文"),
    E(utterance: "播放万芳的新不了情", name: "新不了情", artist: "万芳"),
    E(utterance: "播放单依纯的歌", artist: "单依纯", type: .song),
    E(utterance: "来张专辑", type: .album, noName: true),
    E(utterance: "来一张周杰伦的专辑", artist: "周杰伦", type: .album),
    E(utterance: "放张杰最新的歌", artist: "张杰", sort: .newest),
    E(utterance: "播放张杰八十年代的歌", artist: "张杰", year: 1980),
    E(utterance: "播放高山流水", name: "高山流水", noArtist: true),
    E(utterance: "播放黄昏", name: "黄昏", noArtist: true),
    E(utterance: "播放薛之谦的演员", name: "演员", artist: "薛之谦"),
    E(utterance: "来首毛不易的消愁", name: "消愁", artist: "毛不易"),
    E(utterance: "播放由周杰伦演唱的晴天", name: "晴天", artist: "周杰伦"),
    E(utterance: "播放来自张杰的歌", artist: "张杰", type: .song),
    E(utterance: "播放一首由Adele演唱的歌曲", artist: "Adele", type: .song),
    E(utterance: "播放王菲和那英的相约九八", name: "相约九八", artist: "王菲和那英"),
    E(utterance: "放一首张杰的", artist: "张杰"),
    E(utterance: "那就放张杰的逆战吧", name: "逆战", artist: "张杰"),
  ]

  /// "我的X歌单" names whose playlist it is, never a singer.
  static let owners: [E] = [
    E(utterance: "播放我的华语经典歌单", name: "华语经典", type: .playlist, noArtist: true),
    E(utterance: "播放我的华语经典播放列表", name: "华语经典", type: .playlist, noArtist: true),
    E(utterance: "打开我的跑步歌单", name: "跑步", type: .playlist, noArtist: true),
    E(utterance: "播放我们的歌单华语经典", name: "华语经典", type: .playlist, noArtist: true),
    E(utterance: "随机播放我的华语经典歌单", name: "华语经典", type: .playlist, shuffled: true, noArtist: true),
    E(utterance: "播放我的最爱", name: "我的最爱", noArtist: true),
    E(utterance: "播放我喜欢的歌", noArtist: true),
    E(utterance: "播放我自己的歌单", type: .playlist, noArtist: true),
    E(utterance: "在ControlAudio里播放我的Road Trip歌单", app: "ControlAudio", name: "Road Trip", type: .playlist, noArtist: true),
  ]

  /// Unqualified play: music, nothing else (behaviours §3), never a resume command.
  static let unqualifiedPlay: [E] = [
    E(utterance: "播放音乐", intent: .play, type: .music, noName: true),
    E(utterance: "放首歌", intent: .play, type: .music, noName: true),
    E(utterance: "来点音乐", intent: .play, type: .music, noName: true),
    E(utterance: "放点歌", intent: .play, type: .music, noName: true),
    E(utterance: "播放歌曲", intent: .play, type: .music, noName: true),
    E(utterance: "听歌", intent: .play, type: .music, noName: true),
    E(utterance: "我想听歌", intent: .play, type: .music, noName: true),
    E(utterance: "放歌", intent: .play, type: .music, noName: true),
    E(utterance: "来一首歌", intent: .play, type: .music, noName: true),
    E(utterance: "开始播放音乐", intent: .play, type: .music, noName: true),
    E(utterance: "给我放点音乐吧", intent: .play, type: .music, noName: true),
    E(utterance: "随便放首歌", intent: .play, type: .music, noName: true),
    E(utterance: "在ControlAudio里播放音乐", intent: .play, app: "ControlAudio", type: .music, noName: true),
    E(utterance: "随便来一首", intent: .play, type: .music, noName: true),
    E(utterance: "播放本地音乐", intent: .play, type: .music, noName: true),
    E(utterance: "播放收藏的歌曲", intent: .play, type: .music, noName: true),
    E(utterance: "打开音乐", intent: .play, type: .music, noName: true),
    E(utterance: "继续播放音乐", command: "playCommand"),
    E(utterance: "播放", command: "playCommand"),
  ]

  /// Pause and stop in every common wording.
  static let pause: [E] = [
    "取消", "退出", "关闭音乐", "别放了", "停一下", "暂停", "暂停音乐", "停止播放", "关掉音乐", "退出播放", "不放了",
    "不要放了", "先别放了", "把音乐关了", "把音乐停了", "停下来", "停掉", "音乐停一下", "别唱了", "不想听了", "请暂停",
    "帮我暂停一下", "暂停一下吧", "关掉吧", "安静", "结束播放", "停止",
  ].map { E(utterance: $0, command: "pauseCommand") }

  /// Previous track.
  static let previous: [E] = [
    "上一首", "上一曲", "前一首", "切回去", "上一首歌", "播放上一首", "回到上一首", "返回上一首", "我想听上一首",
    "切到上一首", "换回去", "放前一首", "上一首吧", "给我放上一首", "上一个", "播放上一曲", "刚才那首",
  ].map { E(utterance: $0, command: "previousTrackCommand") }

  /// Next track.
  static let next: [E] = [
    "下一首", "换一首", "切歌", "不想听这首", "下一曲", "换首歌", "下一首歌", "播放下一首", "跳过这首", "换一首吧",
    "切换下一首", "给我切到下一首", "我要听下一首", "来下一首", "换个歌", "不想听这首歌", "下一个", "播放下一曲",
    "不听这首", "换一首别的",
  ].map { E(utterance: $0, command: "nextTrackCommand") }

  /// A title that is a command word is a title after a play verb ("播放安静"), a command alone.
  static let commandTitles: [E] = [
    E(utterance: "播放安静", intent: .play, name: "安静"),
    E(utterance: "播放周杰伦的安静", name: "安静", artist: "周杰伦"),
    E(utterance: "放一首安静", name: "安静"),
    E(utterance: "播放下一个天亮", intent: .play, name: "下一个天亮"),
    E(utterance: "我想听郭静的下一个天亮", name: "下一个天亮", artist: "郭静"),
    E(utterance: "播放《安静》", name: "安静"),
    E(utterance: "播放安静的歌", intent: .play, type: .song, mood: "安静"),
  ]

  /// App names with 上/里/中, English names said inside Chinese, verbs and locatives left out.
  static let appFrames: [E] = [
    E(utterance: "在网易云音乐上听晴天", app: "网易云音乐", name: "晴天"),
    E(utterance: "酷狗里的晴天", app: "酷狗", name: "晴天"),
    E(utterance: "QQ音乐里周杰伦的稻香", app: "QQ音乐", name: "稻香", artist: "周杰伦"),
    E(utterance: "让我听晴天", intent: .play, name: "晴天", noArtist: true),
    E(utterance: "我想在QQ音乐上听周杰伦的歌", app: "QQ音乐", artist: "周杰伦", type: .song),
    E(utterance: "我要用酷狗音乐听张杰的逆战", app: "酷狗音乐", name: "逆战", artist: "张杰"),
    E(utterance: "在网易云音乐里播放林俊杰的江南", app: "网易云音乐", name: "江南", artist: "林俊杰"),
    E(utterance: "播放晴天 on Spotify", app: "Spotify", name: "晴天"),
    E(utterance: "用Spotify播放Ed Sheeran的歌", app: "Spotify", artist: "Ed Sheeran", type: .song),
    E(utterance: "在Apple Music中播放Imagine Dragons的专辑Evolve", app: "Apple Music", name: "Evolve", artist: "Imagine Dragons", type: .album),
    E(utterance: "来一首Shape of You", name: "Shape of You", noArtist: true),
    E(utterance: "在ControlAudio上播放夜曲", app: "ControlAudio", name: "夜曲"),
    E(utterance: "ControlAudio里的晴天", app: "ControlAudio", name: "晴天"),
    E(utterance: "我想在ControlAudio中听十年", app: "ControlAudio", name: "十年"),
    E(utterance: "打开QQ音乐播放周杰伦的歌", app: "QQ音乐", artist: "周杰伦", type: .song),
    E(utterance: "关闭QQ音乐", command: "pauseCommand", app: "QQ音乐"),
    E(utterance: "退出酷狗", command: "pauseCommand", app: "酷狗"),
    E(utterance: "在酷狗音乐中搜索张杰的歌", intent: .searchForMedia, app: "酷狗音乐", artist: "张杰", type: .song),
    E(utterance: "换一首周杰伦的歌", intent: .play, artist: "周杰伦", type: .song),
  ]

  /// Add requests: 把…添加到/加到/放进/收藏到 a playlist; 曲目 / 这首 / 当前曲目 is what plays now.
  static let adds: [E] = [
    E(utterance: "把这首歌添加到我的华语经典歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("华语经典"), noName: true),
    E(utterance: "把曲目加到我的华语经典播放列表中", intent: .add, reference: .currentlyPlaying, destination: .playlist("华语经典"), noName: true),
    E(utterance: "把当前曲目收藏到我的华语经典歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("华语经典"), noName: true),
    E(utterance: "把这首放进我的跑步歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("跑步"), noName: true),
    E(utterance: "把这首歌收藏到我的列表", intent: .add, reference: .currentlyPlaying, destination: .library, noName: true),
    E(utterance: "将当前曲目添加到我的Road Trip播放列表", intent: .add, reference: .currentlyPlaying, destination: .playlist("Road Trip"), noName: true),
    E(utterance: "把这首曲子加到我的华语经典列表中", intent: .add, reference: .currentlyPlaying, destination: .playlist("华语经典"), noName: true),
    E(utterance: "把正在播放的歌曲添加到我的最爱", intent: .add, reference: .currentlyPlaying, destination: .playlist("我的最爱"), noName: true),
    E(utterance: "把晴天加到我的华语经典歌单", intent: .add, name: "晴天", destination: .playlist("华语经典")),
    E(utterance: "把张杰的逆战添加到我的跑步歌单", intent: .add, name: "逆战", artist: "张杰", destination: .playlist("跑步")),
    E(utterance: "将张学友的吻别放进我的怀旧播放列表", intent: .add, name: "吻别", artist: "张学友", destination: .playlist("怀旧")),
    E(utterance: "把春天的故事收藏到我的老歌歌单", intent: .add, name: "春天的故事", destination: .playlist("老歌"), noArtist: true),
    E(utterance: "把这首歌加入播放队列", intent: .play, queue: .later),
    E(utterance: "收藏当前曲目", intent: .add, reference: .currentlyPlaying, destination: .library, noName: true),
    E(utterance: "把这首歌放到我的歌单里", intent: .add, reference: .currentlyPlaying, destination: .library, noName: true),
  ]

  /// Song words and singing cues; soundtracks are albums; charts and platforms are sort orders.
  static let songWords: [E] = [
    E(utterance: "播放周杰伦唱的歌", artist: "周杰伦", type: .song),
    E(utterance: "播放王菲唱的红豆", name: "红豆", artist: "王菲"),
    E(utterance: "播放刘德华唱的忘情水", name: "忘情水", artist: "刘德华"),
    E(utterance: "播放陈奕迅的专辑", artist: "陈奕迅", type: .album),
    E(utterance: "播放周杰伦的单曲", artist: "周杰伦", type: .song),
    E(utterance: "播放林俊杰的曲子", artist: "林俊杰", type: .song),
    E(utterance: "播放邓丽君的金曲", artist: "邓丽君", type: .song),
    E(utterance: "播放八十年代的曲目", type: .song, year: 1980),
    E(utterance: "放一段好听的旋律", sort: .recommended),
    E(utterance: "播放泰坦尼克号的原声", name: "泰坦尼克号", type: .album, noArtist: true),
    E(utterance: "播放泰坦尼克号原声带", name: "泰坦尼克号", type: .album, noArtist: true),
    E(utterance: "播放电影原声", type: .album, noName: true),
    E(utterance: "播放排行榜上的歌", type: .song, sort: .popular, noName: true),
    E(utterance: "播放热歌榜上的歌曲", type: .song, sort: .popular, noName: true),
    E(utterance: "播放巅峰榜上的歌", type: .song, sort: .popular, noName: true),
    E(utterance: "播放新歌榜上的歌", sort: .newest, noName: true),
    E(utterance: "播放抖音上的歌", type: .song, sort: .trending, noName: true),
    E(utterance: "来点抖音热歌", sort: .trending, noName: true),
    E(utterance: "播放最新的歌", type: .song, sort: .newest, noName: true),
    E(utterance: "播放最火的歌", type: .song, sort: .popular, noName: true),
    E(utterance: "播放最热的歌曲", type: .song, sort: .popular, noName: true),
    E(utterance: "播放热门歌曲", type: .song, sort: .popular, noName: true),
    E(utterance: "播放张杰最火的歌", artist: "张杰", type: .song, sort: .popular),
    E(utterance: "播放周杰伦最新的专辑", artist: "周杰伦", type: .album, sort: .newest),
    E(utterance: "放一首热门的歌", type: .song, sort: .popular, noName: true),
  ]

  @Test(arguments: deTitles + surnames + owners)
  func namesDeAndSurnames(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: unqualifiedPlay + pause + previous + next + commandTitles)
  func playAndTransportCommands(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: appFrames + adds + songWords)
  func appFramesAddsAndSongWords(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  /// `--explain` names the catalog entry that kept a span whole, and the person rule.
  @Test func explainNamesTheCatalogEntry() throws {
    let trace = try ChineseFixtures.parse("播放那英的白天不懂夜的黑").trace
    #expect(trace.steps.contains { $0.source == "catalog" && $0.value.contains("song-bai-tian-bu-dong-ye-de-hei") })
    #expect(trace.steps.contains { $0.source == "catalog" && $0.value.contains("artist-na-ying") })
    let person = try ChineseFixtures.parse("播放刘德华的忘情水").trace
    #expect(person.steps.contains { $0.source == "lexicon:surnames" && $0.words == "刘德华" })
  }

  /// The table counts issue 17 promises (at least 150 new rows).
  @Test func enoughRows() {
    let rows = [
      Self.deTitles, Self.surnames, Self.owners, Self.unqualifiedPlay, Self.pause, Self.previous, Self.next, Self.commandTitles,
      Self.appFrames, Self.adds, Self.songWords,
    ]
    #expect(rows.map(\.count).reduce(0, +) >= 150)
  }
}
