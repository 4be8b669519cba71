/// The Chinese word lists the parser reads, simplified script (input is converted first).
/// Each list is data: adding a phrase never needs a code change. Latin phrases are lowercase.
public enum ChineseLexicon {
  /// Said before the request and carrying nothing: wake words and politeness.
  static let leadingFillers: [String] = [
    "嘿siri", "嘿 siri", "hey siri", "siri", "小爱同学", "天猫精灵", "小度小度", "小度", "你好", "喂",
    "请你帮我", "请帮我", "麻烦你帮我", "麻烦帮我", "麻烦你", "麻烦", "帮我", "帮忙", "请你", "请", "劳驾",
    "给我", "你能不能", "能不能", "能否", "可不可以", "你可以", "可以", "你能", "我需要你", "我要你", "你给我",
    "那就", "那么", "那", "然后", "现在", "马上", "立刻", "再", "嗯", "呃", "啊", "随便", "随意", "就", "你随便", "你就",
    // Asking whether it is there, or politely whether it may be played: "你有周杰伦的歌吗",
    // "有没有夏夜这首歌", "能给我放一首…吗" (吗 at the end is a filler too).
    "能", "你有没有", "有没有", "你这有没有", "你有", "你知道", "你听过", "你会",
  ]

  /// Leading fillers that say "anything": a play verb after them asks for music ("随便听听").
  static let anythingFillers: [String] = ["随便", "随意", "你随便"]

  /// Said after the request and carrying nothing.
  static let trailingFillers: [String] = [
    "好吗", "好不好", "行吗", "行不行", "可以吗", "可以不", "谢谢你", "谢谢", "多谢", "一下吧", "吧", "呗", "吗",
    "啊", "呀", "哦", "喔", "嘛", "呢", "给我听", "给我", "来听听", "听听", "听一下", "一下",
    "please", "thanks",
  ]

  /// A play verb said after the object ("刘德华的忘情水放一下", "把晴天放一下"); with 把/将
  /// before the object it makes the request a play request.
  static let trailingPlayVerbs: [String] = [
    "放一下", "播一下", "播放一下", "放一放", "放出来", "放来听听", "给我放一下", "给我播放一下", "放给我听", "播放出来",
  ]

  /// Request verbs that play. Longest first is not needed: the table picks the longest match.
  static let playVerbs: [String] = [
    "播放", "播一下", "播一首", "播个", "播", "开始播放", "放一首", "放首", "放一下", "放一些", "放点儿", "放点",
    "放些", "放个", "放一曲", "放", "来一首", "来首", "来一曲", "来一段", "来一张", "来一些", "来点儿", "来点",
    "来些", "来个", "来", "我想听听", "我想听", "我要听", "我想要听", "我希望听", "我想再听", "我就想听",
    "我爱听", "我听", "想听", "要听", "让我听听", "让我听", "让我们听", "我想听一下", "我要听一下", "我想要听一下", "听一下", "听听", "听一听", "听", "给我播放", "给我放", "给我播", "唱一首", "唱首", "唱",
    "换一首", "换首", "换一些", "换点", "换个",
    "演奏", "弹奏", "打开", "我想要", "我要", "play", "收听", "我想收听", "我要收听",
    // Colloquial and doubled verbs: "整点音乐", "整一首晴天", "随便放放".
    "整点", "整点儿", "整一首", "整首", "整几首", "放放", "播播",
    // Changing to something else: "换成周杰伦的歌", "切到周杰伦的稻香" (commands are read first).
    "换成", "换到", "切到", "切换到", "切成",
    // Tuning the radio: "调到交通台", "调频到97.4".
    "调到", "调频到", "转到",
  ]

  /// Verbs that play from where it stopped (`resumePlayback`).
  static let resumeVerbs: [String] = [
    "继续播放", "继续放", "继续听", "继续", "接着播放", "接着放", "接着听", "接着", "恢复播放", "从上次的地方播放",
  ]

  static let searchVerbs: [String] = [
    "搜索一下", "搜索", "搜一下", "搜一搜", "搜", "查找", "查一下", "查一查", "查询", "查", "找一下", "找一找",
    "找找", "我想找", "我要找", "帮我找", "找", "寻找", "显示", "给我看看", "给我看", "看看",
  ]

  /// Like and dislike phrases; what follows is the object (nothing: the now-playing item).
  static let likePhrases: [String] = [
    "我真的很喜欢", "我非常喜欢", "我特别喜欢", "我超级喜欢", "我超喜欢", "我很喜欢", "我好喜欢", "我真喜欢",
    "我挺喜欢", "我喜欢听", "我喜欢", "我超爱", "我最爱", "我爱死了", "我爱", "喜欢", "点赞", "给个赞",
    "收藏喜欢", "标记为喜欢", "我觉得不错",
  ]

  /// Gestures given to music, said after it ("给这首歌点个赞", "给它打个差评"): the affinity.
  static let givenGestures: [(String, MediaAffinityType)] = [
    ("点赞", .like), ("点个赞", .like), ("点一个赞", .like), ("点个喜欢", .like), ("加红心", .like), ("加个红心", .like),
    ("点红心", .like), ("点个红心", .like), ("打个好评", .like), ("好评", .like), ("打五星", .like), ("打个五星", .like),
    ("打五颗星", .like), ("打满分", .like), ("点踩", .dislike), ("点个踩", .dislike), ("打个差评", .dislike), ("差评", .dislike),
    ("打一星", .dislike), ("打个一星", .dislike), ("打低分", .dislike),
  ]

  static let dislikePhrases: [String] = [
    "我真的不喜欢", "我一点都不喜欢", "我很不喜欢", "我不太喜欢", "我不喜欢听", "我不喜欢", "不喜欢", "我讨厌",
    "讨厌", "我不爱听", "不爱听", "再也不要放", "再也别放", "以后不要放", "以后别放", "以后不要再放",
    "不要再放", "别再放", "不要再播", "别再播",
    // With an object ("别放周杰伦的歌"); said alone they stop playback (a command, read first).
    "别再给我放", "不要再给我放", "别给我放", "不要给我放", "别放", "不要放", "别播", "不要播", "不想再听", "我不想再听", "我不想听", "不想听", "踩一下", "踩",
  ]

  /// "这首歌真好听": a judgement of what plays.
  static let goodJudgements: [String] = [
    "真好听", "很好听", "太好听了", "好好听", "挺好听", "好听", "不错", "很棒", "真棒", "太棒了", "我喜欢",
  ]

  static let badJudgements: [String] = [
    "真难听", "很难听", "太难听了", "好难听", "难听", "不好听", "太吵了", "很吵", "不怎么样", "真烂", "很烂",
  ]

  /// What plays now: the phrase and the type it names (unknown: no type said).
  static let thisWords: [(phrase: String, type: MediaItemType)] = [
    ("这首歌曲", .song), ("这首歌", .song), ("这首曲子", .song), ("这首单曲", .song), ("这首", .song),
    ("此歌曲", .song), ("此歌", .song), ("该歌曲", .song), ("这支歌", .song), ("另一首歌", .song),
    ("当前歌曲", .song), ("当前的歌", .song), ("正在播放的歌", .song), ("现在放的歌", .song), ("这歌", .song),
    ("这张专辑", .album), ("这个专辑", .album), ("此专辑", .album), ("该专辑", .album),
    ("这个歌手", .artist), ("这位歌手", .artist), ("这个艺人", .artist), ("此艺术家", .artist),
    ("这个艺术家", .artist), ("这位艺术家", .artist), ("这个乐队", .artist),
    ("这个播客", .podcastShow), ("这个节目", .podcastShow), ("这一集", .podcastEpisode), ("这集", .podcastEpisode),
    ("这本书", .audioBook), ("这本有声书", .audioBook), ("这个电台", .radioStation),
    ("这个歌单", .playlist), ("这个播放列表", .playlist),
    // The song just heard ("把刚才那首歌加到…"): the one playing, as SiriKit has no other.
    ("刚才那首歌", .song), ("刚才那首", .song), ("刚刚那首歌", .song), ("刚刚那首", .song), ("刚才放的歌", .song), ("刚才放的那首", .song),
    // The kind of what plays ("别再给我放这种歌了"): SiriKit names the playing item.
    ("这种歌", .song), ("这类歌", .song), ("这种歌曲", .song), ("这种音乐", .music), ("这类音乐", .music),
    ("正在播放的", .unknown), ("这个", .unknown), ("此曲", .song), ("它", .unknown), ("这些", .unknown),
    // English said inside Chinese ("将this song添加到…"), as its type words are ("song", "album").
    ("this song", .song), ("this track", .song), ("this album", .album), ("this artist", .artist),
    ("this playlist", .playlist), ("this podcast", .podcastShow), ("this episode", .podcastEpisode),
    // 曲目 said of what plays ("把当前曲目加到…"): the now-playing song.
    ("当前曲目", .song), ("当前的曲目", .song), ("这个曲目", .song), ("这首曲目", .song), ("此曲目", .song),
    ("该曲目", .song), ("本曲目", .song), ("当前这首", .song), ("当前这首歌", .song), ("当前播放的歌曲", .song),
    ("当前播放的", .unknown), ("正在播放的歌曲", .song), ("正在放的歌", .song), ("正在听的歌", .song), ("正在听的", .unknown),
    ("现在这首", .song), ("现在这首歌", .song), ("现在播放的", .unknown), ("这一首", .song), ("这一首歌", .song),
    ("此首", .song), ("这首音乐", .song), ("这首乐曲", .song), ("此单曲", .song), ("此曲子", .song),
  ]

  /// Quantifiers and measure words before an object. `plural` ones ask for many items, which
  /// leaves the type to the app (as English plurals do).
  static let quantifiers: [(phrase: String, plural: Bool)] = [
    ("一首", false), ("首", false), ("一曲", false), ("一张", false), ("张", false), ("一个", false),
    ("个", false), ("一段", false), ("段", false), ("一集", false), ("一本", false), ("本", false), ("一部", false),
    ("一些", true), ("一点儿", true), ("一点", true), ("点儿", true), ("点", true), ("些", true),
    ("几首", true), ("几个", true), ("几张", true), ("所有的", true), ("所有", true), ("全部的", true),
    ("全部", true), ("很多", true), ("多首", true), ("一堆", true), ("几曲", true), ("好多", true),
  ]

  /// Words meaning "the library" as an add destination.
  static let libraryWords: [String] = [
    "资料库", "音乐资料库", "媒体库", "音乐库", "曲库", "我的音乐", "收藏", "收藏夹", "我的收藏", "收藏列表",
    "我喜欢的音乐", "我喜欢的歌", "我喜欢的歌曲", "喜欢的歌", "红心歌曲", "我的红心", "library", "my library",
  ]

  /// Words meaning the play queue as an add destination (a play request for later).
  static let queueWords: [String] = ["播放队列", "待播列表", "待播清单", "队列", "播放清单里的下一首", "接下来播放的列表"]

  /// Words that name a playlist around a destination ("我的X歌单", "歌单X").
  static let playlistWords: [String] = ["播放列表", "歌单", "列表", "清单", "playlist", "play list"]

  /// Verbs with a preposition that join an item to its destination ("把X加到Y").
  static let addLinks: [String] = [
    "添加到", "添加进", "添加至", "添加入", "加到", "加进", "加入到", "加入", "加至", "放到", "放进", "放入", "放在",
    "存到", "存入", "存进", "保存到", "保存进", "收藏到", "收藏进", "移到", "添加在", "加在", "归入", "收进",
  ]

  /// Add verbs that come before the item ("添加X到Y", "收藏这首歌").
  static let addVerbs: [String] = ["添加", "加上", "加", "收藏", "保存", "存"]

  /// Places that are where to play, not an app: "在客厅播放…", "在车上放…".
  static let places: [String] = [
    "客厅", "卧室", "厨房", "书房", "浴室", "卫生间", "车上", "车里", "家里", "办公室", "房间", "儿童房",
    "音箱", "音响", "电视", "手机", "耳机", "homepod", "所有房间", "全屋",
  ]

  /// When or where the driver is, said before the request ("路上听点歌", "开车的时候来点音乐").
  static let occasions: [String] = [
    "路上", "在路上", "一路上", "上班路上", "下班路上", "回家路上", "上班的路上", "下班的路上", "回家的路上",
    "开车的时候", "开车时", "开车时候", "堵车的时候", "堵车时", "等红灯的时候", "车上", "车里", "在车上", "在车里",
    // The driver saying what they are doing or how it feels, then the request: "开车呢放点歌",
    // "有点困来点提神的", "车里太安静了放点音乐" (only before a play verb or filler).
    "开车", "开车呢", "正在开车", "我在开车", "开着车", "开车中", "堵车了", "堵车呢", "太安静了", "车里太安静了",
    "好无聊", "无聊", "有点无聊", "有点困", "好困", "困了", "开车有点困",
  ]

  /// Endings after an app name: "在 ControlAudio 中/里/上".
  static let appLocators: [String] = ["里面", "当中", "之中", "中", "里", "上", "内", "这个应用", "应用", "app"]
}
