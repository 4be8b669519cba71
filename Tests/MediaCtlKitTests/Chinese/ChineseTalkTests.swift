import Testing

@testable import MediaCtlKit

/// Chinese text that is talk, not a request (issue 17): a verbless text is a play request only
/// when it is shaped like a name. Greetings and answers, a pronoun with a state, wanting an
/// everyday action, questions with no media word and one-character fragments get the not-media
/// frame; names, "X的歌" and descriptors stay requests. Sentences and unknown names written for
/// these tests; catalog names from ControlAudio.
struct ChineseTalkTests {
  struct Talk: Sendable, CustomTestStringConvertible {
    var utterance: String
    var domain: NotMediaDomain
    var testDescription: String { utterance }
  }

  static func talk(_ domain: NotMediaDomain, _ utterances: [String]) -> [Talk] {
    utterances.map { Talk(utterance: $0, domain: domain) }
  }

  /// Greetings, thanks, yes and no, "never mind", alone or one after another, with particles.
  static let answers = talk(.conversation, [
    "你好", "您好呀", "早上好", "不错", "还行", "晚安", "拜拜", "谢谢", "谢谢你啊", "好的", "好吧", "行", "可以", "没问题", "知道了", "收到",
    "不用了", "不需要", "算了吧", "没事", "没关系", "不对", "是的", "好的谢谢", "不用了谢谢", "嗯好的", "那算了", "哈哈哈",
  ])

  /// A pronoun, adverbs and a state or quality; a topic (心情, 头) or an adverb without a pronoun.
  static let states = talk(.conversation, [
    "我饿了", "我好累", "我好无聊", "我有点冷", "我困死了", "你真棒", "你好笨", "你太厉害了", "她好可爱", "我不开心", "我好伤心啊",
    "我心情不好", "我头好疼", "心情不好", "车里太安静了", "饿死了", "太热了", "今天好累啊", "好困啊", "我爱你", "我讨厌你", "我好想你",
  ])

  /// A short predicate that has happened, and questions said to the assistant.
  static let addressed = talk(.conversation, [
    "我回来了", "我到家了", "我走了", "我听到了", "我有点想家了", "放心吧", "你叫什么名字", "你是谁", "你在干嘛", "你几岁了", "你会干什么", "你是机器人吗", "你吃饭了吗",
    "你能听懂我说话吗", "你呢", "你有病", "你喜欢周杰伦吗", "你最喜欢哪首歌", "你喜欢听什么歌", "你喜欢什么歌", "你会唱什么歌",
  ])

  /// Questions with no media word and no name: a question to Siri.
  static let questions = talk(.question, ["明天放假吗", "为什么", "多少钱", "这是哪里", "他是谁", "现在去哪"])

  /// Wanting an everyday action; going somewhere.
  static let actions = talk(.other, ["我要吃饭", "我想睡觉", "我想喝水", "我想吃火锅", "我要下车", "我想和你聊聊天"])
    + talk(.navigation, ["我想去厕所", "我要去机场", "我要回公司", "我要回家", "我要加油", "我要上高速", "我们去吃点东西吧"])

  /// Fragments the recogniser heard, and the wake word alone.
  static let fragments = talk(.conversation, ["嗯", "那", "的", "啊", "小度小度", "嘿Siri"])

  /// How the driver feels, then the request: the feeling is set aside.
  static let feelingThenRequest: [E] = [
    E(utterance: "我有点困放点歌", intent: .play, type: .music, noName: true),
    E(utterance: "我好困来点提神的", intent: .play, mood: "提神", noName: true),
    E(utterance: "今天好累啊来点轻松的", intent: .play, mood: "轻松", noName: true),
    E(utterance: "有没有郑小北的", intent: .play, artist: "郑小北"),
    E(utterance: "来段相声", intent: .play, genre: "相声", noName: true),
    E(utterance: "你随便放", intent: .play, noName: true),
    // An answer or thanks first, then the request or the command.
    E(utterance: "好的，放一首稻香", intent: .play, name: "稻香", noArtist: true),
    E(utterance: "行，那就放晴天吧", intent: .play, name: "晴天", noArtist: true),
    E(utterance: "谢谢你，播放下一首", command: "nextTrackCommand"),
    E(utterance: "谢谢，下一首", command: "nextTrackCommand"),
    E(utterance: "我知道了，下一首", command: "nextTrackCommand"),
    E(utterance: "我饿了，放首歌吧", intent: .play, type: .music, noName: true),
    // Asking whether it is there, or whether it may be played.
    E(utterance: "能给我放一首林一帆的歌吗", intent: .play, artist: "林一帆", type: .song),
    E(utterance: "你有周杰伦的歌吗", intent: .play, artist: "周杰伦", type: .song),
    E(utterance: "你知道夏夜这首歌吗", intent: .play, name: "夏夜", noArtist: true),
    E(utterance: "可以播放夏夜吗", intent: .play, name: "夏夜", noArtist: true),
    E(utterance: "你唱首歌吧", intent: .play, type: .music, noName: true),
    E(utterance: "您放一首晴天", intent: .play, name: "晴天", noArtist: true),
    E(utterance: "你是我的眼", intent: .play, name: "你是我的眼", noArtist: true),
    E(utterance: "你会唱晴天吗", intent: .play, name: "晴天", noArtist: true),
    E(utterance: "我听周杰伦", intent: .play, name: "周杰伦"),
    E(utterance: "什么歌都行", intent: .play, type: .music, noName: true),
    E(utterance: "你放的什么歌", question: .title),
    // A title, then a singer the catalog knows; sung before 的.
    E(utterance: "简单爱周杰伦", intent: .play, name: "简单爱", artist: "周杰伦"),
    E(utterance: "春天的故事王菲", intent: .play, name: "春天的故事", artist: "王菲"),
    E(utterance: "播放郑小北唱过的歌", intent: .play, artist: "郑小北", type: .song),
  ]

  /// How it sounds, said alone: a judgement of what plays (no subject needed).
  static let soundJudgements: [E] = [
    E(utterance: "真好听", intent: .updateMediaAffinity, reference: .currentlyPlaying, affinity: .like),
    E(utterance: "太好听了", intent: .updateMediaAffinity, reference: .currentlyPlaying, affinity: .like),
    E(utterance: "很好听啊", intent: .updateMediaAffinity, reference: .currentlyPlaying, affinity: .like),
    E(utterance: "好听的歌", intent: .play, type: .song, sort: .recommended, noName: true),
  ]

  /// Not-media words that a trailing filler used to cut ("行吗" in 限行吗).
  static let notMediaWords = talk(.navigation, ["今天限行吗", "明天尾号限行吗"]) + talk(.joke, ["给我讲一个好玩的笑话"])

  @Test(arguments: talkRows)
  func talkIsNotMedia(_ row: Talk) throws {
    let request = try ChineseFixtures.parse(row.utterance).request
    #expect(request.body == .notMedia(NotMediaRequest(domain: row.domain)), "\(row.utterance)")
    #expect(request.intent == nil)
  }

  typealias E = ChineseExpectation

  /// Name-shaped text stays a play request: names the catalog knows (even shaped like talk:
  /// 我愿意, 好久不见, 突然好想你, 她说), a person's shape, X的歌, a title-like phrase.
  static let names: [E] = [
    E(utterance: "周杰伦", intent: .play, name: "周杰伦"),
    E(utterance: "稻香", intent: .play, name: "稻香"),
    E(utterance: "我愿意", intent: .play, name: "我愿意"),
    E(utterance: "好久不见", intent: .play, name: "好久不见"),
    E(utterance: "突然好想你", intent: .play, name: "突然好想你"),
    E(utterance: "她说", intent: .play, name: "她说"),
    E(utterance: "温柔", intent: .play, name: "温柔"),
    E(utterance: "飞吧", intent: .play, name: "飞吧"),
    E(utterance: "林晓岚", intent: .play, name: "林晓岚"),
    E(utterance: "郑小北", intent: .play, name: "郑小北"),
    E(utterance: "郑小北的歌", intent: .play, artist: "郑小北", type: .song),
    E(utterance: "张杰的歌吧", intent: .play, artist: "张杰", type: .song),
    E(utterance: "我的未来不是梦", intent: .play, name: "我的未来不是梦", noArtist: true),
    E(utterance: "晴天吗", intent: .play, name: "晴天"),
    E(utterance: "你能放首晴天吗", intent: .play, name: "晴天"),
    E(utterance: "我喜欢周杰伦", intent: .updateMediaAffinity, name: "周杰伦"),
    E(utterance: "伤心", intent: .play, mood: "伤心", noName: true),
    E(utterance: "最近有什么新歌", intent: .play, sort: .newest, noName: true),
    E(utterance: "有什么好听的歌", intent: .play, sort: .recommended, noName: true),
  ]

  /// NLPCC-style descriptors: theme (mood), language (nothing), instrument (genre), scene
  /// (mood), age (releaseDate or a genre), chart (sort). Never a name or a singer.
  static let descriptors: [E] = [
    E(utterance: "关于爱情的歌", intent: .play, type: .song, mood: "爱情", noName: true),
    E(utterance: "来首关于友情的歌", intent: .play, type: .song, mood: "友情", noName: true),
    E(utterance: "播放毕业季的歌", intent: .play, type: .song, mood: "毕业季", noName: true),
    E(utterance: "来点励志歌曲", intent: .play, type: .song, mood: "励志", noName: true),
    E(utterance: "放几首校园歌曲", intent: .play, mood: "校园", noName: true),
    E(utterance: "爱情类的音乐", intent: .play, mood: "爱情", noName: true),
    E(utterance: "儿歌", intent: .play, genre: "儿歌", noName: true),
    E(utterance: "粤语歌", intent: .play, type: .music, noName: true),
    E(utterance: "来点英文歌", intent: .play, type: .music, noName: true),
    E(utterance: "播放日语的歌", intent: .play, noName: true),
    E(utterance: "放几首闽南语老歌", intent: .play, genre: "老歌", noName: true),
    E(utterance: "钢琴曲", intent: .play, genre: "钢琴曲", noName: true),
    E(utterance: "放一首吉他曲", intent: .play, genre: "吉他", noName: true),
    E(utterance: "古筝", intent: .play, genre: "古筝", noName: true),
    E(utterance: "来一段二胡", intent: .play, genre: "二胡", noName: true),
    E(utterance: "萨克斯的曲子", intent: .play, genre: "萨克斯", noName: true),
    E(utterance: "小提琴版的", intent: .play, genre: "小提琴", noName: true),
    E(utterance: "吉他弹唱", intent: .play, genre: "吉他", noName: true),
    E(utterance: "开车听的歌", intent: .play, noName: true),
    E(utterance: "运动时", intent: .play, mood: "运动", noName: true),
    E(utterance: "洗澡听的歌", intent: .play, mood: "洗澡", noName: true),
    E(utterance: "睡觉前听的歌", intent: .play, mood: "睡觉", noName: true),
    E(utterance: "八零后的歌", intent: .play, year: 1980, noName: true),
    E(utterance: "九十年代", intent: .play, year: 1990, noName: true),
    E(utterance: "老歌", intent: .play, genre: "老歌", noName: true),
    E(utterance: "新歌榜", intent: .play, sort: .newest, noName: true),
    E(utterance: "热歌榜", intent: .play, sort: .popular, noName: true),
    E(utterance: "华语排行榜", intent: .play, sort: .popular, noName: true),
    E(utterance: "播放华语新歌榜", intent: .play, sort: .newest, noName: true),
    E(utterance: "播放酷狗飙升榜", intent: .play, sort: .trending, noName: true),
    E(utterance: "欧美热歌榜", intent: .play, sort: .popular, noName: true),
    E(utterance: "billboard排行榜", intent: .play, sort: .popular, noName: true),
    E(utterance: "来点八零后爱听的歌", intent: .play, year: 1980, noName: true),
    E(utterance: "宝宝听的歌", intent: .play, mood: "宝宝", noName: true),
    E(utterance: "摇篮曲", intent: .play, genre: "摇篮曲", noName: true),
    // Which recording: set aside, the title stays the name.
    E(utterance: "播放夏夜的现场版", intent: .play, name: "夏夜", noArtist: true),
    E(utterance: "夏夜DJ版", intent: .play, name: "夏夜", noArtist: true),
    E(utterance: "放一首粤语版的夏夜", intent: .play, name: "夏夜", noArtist: true),
    E(utterance: "播放晴天的伴奏", intent: .play, name: "晴天", noArtist: true),
    // Radio stations by name (three characters or more ending in 台) or by frequency.
    E(utterance: "调到交通台", intent: .play, name: "交通台", type: .radioStation),
    E(utterance: "收听音乐台", intent: .play, name: "音乐台", type: .radioStation),
    E(utterance: "打开FM103.9", intent: .play, name: "103.9 FM", type: .radioStation),
    E(utterance: "调频97.4", intent: .play, name: "97.4 FM", type: .radioStation),
    E(utterance: "播放平台", intent: .play, name: "平台", type: .unknown),
  ]

  /// Titles that open with a theme word, or hold 的, stay whole.
  static let titles: [E] = [
    E(utterance: "播放爱情买卖", intent: .play, name: "爱情买卖"),
    E(utterance: "播放春天的故事", intent: .play, name: "春天的故事", noArtist: true),
    E(utterance: "关于周杰伦的歌", intent: .play, artist: "周杰伦", type: .song),
  ]

  /// Commands after an answer, an apology or 来个; holding on and "enough".
  static let commands: [E] = [
    E(utterance: "好的暂停", command: "pauseCommand"),
    E(utterance: "不好意思暂停一下", command: "pauseCommand"),
    E(utterance: "行吧下一首", command: "nextTrackCommand"),
    E(utterance: "嗯嗯下一首", command: "nextTrackCommand"),
    E(utterance: "对不起换一首", command: "nextTrackCommand"),
    E(utterance: "给我来个下一首", command: "nextTrackCommand"),
    E(utterance: "好上一首吧", command: "previousTrackCommand"),
    E(utterance: "等一下", command: "pauseCommand"),
    E(utterance: "稍等一下", command: "pauseCommand"),
    E(utterance: "等会儿", command: "pauseCommand"),
    E(utterance: "够了", command: "pauseCommand"),
    E(utterance: "那暂停吧", command: "pauseCommand"),
    // Said twice, with 一下下, with a direction back, after 继续.
    E(utterance: "停一下停一下", command: "pauseCommand"),
    E(utterance: "别放了别放了", command: "pauseCommand"),
    E(utterance: "暂停一下下", command: "pauseCommand"),
    E(utterance: "后退一首", command: "previousTrackCommand"),
    E(utterance: "倒回去", command: "previousTrackCommand"),
    E(utterance: "往回切", command: "previousTrackCommand"),
    E(utterance: "继续下一首", command: "nextTrackCommand"),
    E(utterance: "切首歌", command: "nextTrackCommand"),
    E(utterance: "继续", command: "playCommand"),
  ]

  @Test(arguments: requestRows)
  func requestsStayRequests(_ row: E) throws {
    let request = try ChineseFixtures.parse(row.utterance).request
    let mismatches = row.mismatches(request)
    #expect(mismatches.isEmpty, "\(row.utterance): \(mismatches.joined(separator: "; "))")
  }

  static let talkRows: [Talk] = answers + states + addressed + questions + actions + fragments + notMediaWords
  static let requestRows: [E] = names + descriptors + titles + commands + feelingThenRequest + soundJudgements

  @Test func enoughRows() {
    #expect(Self.talkRows.count + Self.requestRows.count >= 60)
  }
}
