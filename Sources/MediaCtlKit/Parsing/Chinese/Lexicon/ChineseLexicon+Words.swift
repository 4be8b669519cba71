extension ChineseLexicon {
  /// Type words (behaviours §2, §10): set `mediaType` only when the app declares the category.
  static let mediaTypeWords: [(phrase: String, type: MediaItemType)] = [
    ("歌曲", .song), ("单曲", .song), ("曲子", .song), ("歌儿", .song), ("歌", .song), ("song", .song),
    ("金曲", .song), ("曲目", .song), ("曲调", .song), ("旋律", .song), ("首歌", .song), ("track", .song),
    ("专辑", .album), ("唱片", .album), ("大碟", .album), ("album", .album),
    // A soundtrack is an album ("泰坦尼克号的原声": the album named 泰坦尼克号, behaviours §2).
    ("原声", .album), ("原声带", .album), ("原声大碟", .album), ("原声专辑", .album), ("电影原声", .album),
    ("影视原声", .album), ("电视剧原声", .album), ("soundtrack", .album),
    // A show's theme song or interlude ("西游记的主题曲"): a song named after its show, like 原声.
    ("主题曲", .song), ("主题歌", .song), ("片头曲", .song), ("片尾曲", .song), ("插曲", .song), ("推广曲", .song),
    ("歌手", .artist), ("艺人", .artist), ("艺术家", .artist), ("乐队", .artist), ("乐团", .artist),
    ("组合", .artist), ("歌星", .artist), ("音乐人", .artist),
    ("歌单", .playlist), ("播放列表", .playlist), ("playlist", .playlist),
    ("播客", .podcastShow), ("节目", .podcastShow), ("podcast", .podcastShow),
    ("单集", .podcastEpisode), ("一集", .podcastEpisode), ("一期", .podcastEpisode),
    ("有声书", .audioBook), ("有声读物", .audioBook), ("有声小说", .audioBook), ("听书", .audioBook),
    ("电台", .radioStation), ("广播电台", .radioStation), ("收音机", .radioStation), ("广播", .radioStation), ("频道", .radioStation),
    ("音乐", .music), ("歌儿们", .music), ("music", .music), ("音乐播放器", .music), ("播放器", .music),
  ]

  /// Type words for music named after a film or show: "X的原声", "X的主题曲" name X, not a singer.
  static let namedAfterShowWords: [String] = ["原声", "主题曲", "主题歌", "片头曲", "片尾曲", "插曲", "推广曲"]

  /// Words for a piece of music that set no type (SiriKit has no case for them).
  static let pieceWords: [String] = [
    "协奏曲", "交响曲", "奏鸣曲", "小夜曲", "圆舞曲", "作品", "乐曲", "曲儿", "调子",
    "tune", "tunes", "melody", "songs", "tracks",
  ]

  /// Sort words (behaviours §3): the phrase and the order. `type` is set too for phrases that
  /// name what they sort ("最新一集": the newest episode).
  static let sortWords: [(phrase: String, order: MediaSortOrder)] = [
    ("最新一集", .newest), ("最新的一集", .newest), ("最新一期", .newest), ("最新的一期", .newest),
    ("最新的", .newest), ("最新", .newest), ("最近的", .newest), ("最近更新的", .newest), ("新出的", .newest),
    ("刚出的", .newest), ("新歌", .newest), ("最新发布的", .newest),
    // "新" only before a type word or 的 (`boundaryOnly`): "Taylor Swift的新专辑".
    ("新", .newest),
    ("最早的", .oldest), ("最老的", .oldest), ("第一集", .oldest), ("最早一集", .oldest),
    // Counted from the first or the last ("五月天的第一张专辑", "最近一张专辑").
    ("第一张", .oldest), ("首张", .oldest), ("第一首", .oldest), ("最早一张", .oldest), ("最后一张", .newest),
    ("最近一张", .newest), ("最新一张", .newest), ("最新的一张", .newest),
    ("最好的", .best), ("最好听的", .best), ("最好", .best), ("最佳", .best), ("最佳的", .best), ("最棒的", .best),
    ("最棒", .best), ("最经典的", .best), ("评分最高的", .best), ("评价最高的", .best), ("最优秀的", .best),
    ("最热门的", .popular), ("最热门", .popular), ("热门的", .popular), ("热门", .popular), ("最火的", .popular),
    ("最火", .popular), ("最热的", .popular), ("最流行的", .popular), ("最受欢迎的", .popular),
    ("受欢迎的", .popular), ("排行榜", .popular), ("热歌榜", .popular), ("榜单", .popular), ("热歌", .popular),
    ("流行榜", .popular), ("飙升榜", .trending), ("最近很火的", .trending), ("正在流行的", .trending),
    ("排行榜上的", .popular), ("排行榜里的", .popular), ("榜单上的", .popular), ("巅峰榜", .popular), ("热歌榜上的", .popular),
    ("新歌榜", .newest), ("新歌榜上的", .newest), ("最近流行的", .trending), ("网络热歌", .trending), ("抖音热歌榜", .trending),
    ("抖音热歌", .trending), ("抖音上最火的", .trending), ("抖音最火的", .trending), ("抖音上很火的", .trending),
    ("抖音很火的", .trending), ("最近火的", .trending), ("很火的", .popular),
    // What a platform's charts play ("抖音上的歌", "快手里的歌"): trending, not the app.
    ("抖音上的", .trending), ("抖音里的", .trending), ("抖音上", .trending), ("抖音", .trending),
    ("快手上的", .trending), ("快手上", .trending), ("网红", .trending), ("最热", .popular),
    ("最流行", .popular), ("最新出的", .newest), ("新出", .newest), ("最新发布", .newest),
    ("最近最火的", .trending), ("大热的", .popular), ("爆款", .trending), ("排行榜上", .popular), ("排行榜中的", .popular),
    ("推荐的", .recommended), ("推荐", .recommended), ("为我推荐的", .recommended), ("好听的", .recommended),
    ("好听点的", .recommended), ("好听一点的", .recommended), ("适合我的", .recommended), ("好歌曲", .recommended), ("好歌", .recommended),
    // What spreads online ("网络歌曲", "抖音神曲"): trending.
    ("网络歌曲", .trending), ("网络神曲", .trending), ("网络", .trending), ("神曲", .trending),
    ("最难听的", .worst), ("最差的", .worst),
    // A degree before what is popular ("最近很流行的", "特别火的"), and 经典的 (the best).
    ("最近很流行的", .trending), ("最近挺火的", .trending), ("很流行的", .popular), ("特别火的", .popular), ("非常火的", .popular),
    ("挺火的", .popular), ("经典的", .best),
  ]

  /// Genres as people say them, with the name that goes to `genreNames` (the catalog's tag).
  static let genres: [(phrase: String, genre: String)] = [
    ("流行音乐", "流行"), ("流行乐", "流行"), ("流行", "流行"), ("华语流行", "流行"),
    ("摇滚乐", "摇滚"), ("摇滚", "摇滚"), ("爵士乐", "爵士"), ("爵士", "爵士"), ("古典音乐", "古典"),
    ("古典乐", "古典"), ("古典", "古典"), ("民谣", "民谣"), ("说唱", "说唱"), ("嘻哈", "嘻哈"), ("饶舌", "说唱"),
    ("电子音乐", "电子"), ("电子乐", "电子"), ("电子", "电子"), ("电音", "电子"), ("轻音乐", "轻音乐"),
    ("纯音乐", "纯音乐"), ("乡村音乐", "乡村"), ("乡村", "乡村"), ("蓝调", "蓝调"), ("布鲁斯", "蓝调"),
    ("重金属", "金属"), ("金属", "金属"), ("朋克", "朋克"), ("雷鬼", "雷鬼"), ("灵魂乐", "灵魂乐"),
    ("放克", "放克"), ("节奏布鲁斯", "节奏布鲁斯"), ("节奏蓝调", "节奏布鲁斯"), ("民乐", "民乐"),
    ("民族音乐", "民族"), ("古风", "古风"), ("中国风", "中国风"), ("国风", "国风"), ("戏曲", "戏曲"),
    ("京剧", "京剧"), ("儿歌", "儿歌"), ("相声", "相声"), ("评书", "评书"), ("小品", "小品"), ("越剧", "越剧"), ("黄梅戏", "黄梅戏"), ("童谣", "儿歌"), ("钢琴曲", "钢琴曲"), ("舞曲", "舞曲"),
    ("迪斯科", "迪斯科"), ("拉丁", "拉丁"), ("新世纪", "新世纪"), ("独立音乐", "独立"), ("后摇", "后摇"),
    ("歌剧", "歌剧"), ("交响乐", "交响乐"), ("器乐", "器乐"),
    ("动漫", "动漫"), ("情歌", "情歌"), ("红歌", "红歌"), ("广场舞", "广场舞"), ("摇篮曲", "摇篮曲"), ("催眠曲", "摇篮曲"), ("老歌", "老歌"),
    ("经典老歌", "老歌"), ("dj", "DJ"), ("r&b", "R&B"), ("rnb", "R&B"), ("嘻哈说唱", "说唱"),
  ]

  /// Moods as people say them ("伤感的歌", "安静一点的音乐"); the word as said goes to `moodNames`.
  static let moods: [String] = [
    "伤感", "悲伤", "难过", "忧伤", "伤心", "安静", "欢快", "快乐", "开心", "高兴", "放松", "轻松", "舒缓",
    "浪漫", "甜蜜", "动感", "劲爆", "激情", "热血", "励志", "治愈", "温暖", "怀旧", "抒情", "孤独", "寂寞",
    "思念", "感动", "兴奋", "派对", "专注", "柔和", "清新", "慵懒", "深情", "温柔", "燃", "嗨", "躁",
    "emo", "放空", "平静", "宁静", "忧郁", "愉快", "活泼", "感人", "提神", "醒脑", "解压", "减压", "舒服", "温馨",
    "轻快", "振奋", "欢乐", "喜庆", "节奏感强", "节奏快", "慢歌", "快歌",
    // What it is for ("适合睡觉的歌", "跑步时听的歌"): moods are free words in SiriKit.
    "睡觉", "助眠", "睡前", "学习", "工作", "运动", "跑步", "健身", "开车", "冥想", "瑜伽", "约会", "做饭",
    "兜风", "自驾", "旅行", "旅途", "长途驾驶", "高速上", "高速",
  ]
  /// Said before a mood or activity and carrying nothing ("适合睡觉的").
  static let moodLeads: [String] = ["适合在", "适合", "在"]

  /// Said between a mood or genre and the type word ("安静一点的歌"); carries nothing.
  static let descriptorLinks: [String] = [
    "一点的", "一些的", "点的", "一点", "风格的", "类型的", "类的", "风的", "系的", "的时候听的", "时听的", "时候听的", "听的",
    // When it is for ("运动时", "洗澡的时候"), what a theme is ("励志主题的"), how it is played ("钢琴演奏的").
    "时", "时听", "的时候", "时候", "的时候听", "时候听", "主题的", "相关的", "有关的", "方面的", "题材的", "演奏的", "弹的", "独奏", "版的", "弹唱", "弹奏的", "弹奏", "前听的", "之前听的", "前听", "爱听的", "喜欢听的", "常听的", "都在听的", "最爱听的",
  ]

  /// Where the songs are kept ("本地音乐", "收藏的歌"): not a SiriKit field, set aside.
  static let sourceWords: [String] = [
    "本地", "下载的", "已下载的", "下载好的", "离线", "车载", "收藏的", "我收藏的", "收藏夹里的", "收藏夹的", "手机里的",
    "u盘里的", "u盘", "usb里的", "usb", "蓝牙", "蓝牙里的", "我喜欢的", "我喜爱的", "我点过赞的", "我红心的",
    // Subscriptions and follows ("我订阅的播客"): where a show is kept.
    "我订阅的", "订阅的", "我关注的", "关注的", "我追的",
  ]

  /// When, relative to today ("今年最热门的歌"): not a SiriKit field (a date would change with
  /// the day the request is replayed), and never a singer.
  static let timeWords: [String] = [
    "最近", "今年", "去年", "前年", "这几年", "近几年", "这两年", "近两年", "本周", "这周", "上周", "本月", "这个月", "上个月",
    "当下", "时下", "当今", "近期", "目前", "现在", "这段时间", "最近几年",
    // What was playing before ("继续听上次的播客"): the app's own place to resume from.
    "上次的", "上次听的", "上回的", "上次没听完的", "刚才听的",
  ]

  /// Said after a year or decade: when it came out ("2010年发行的歌").
  /// Verbs that can only mean playing (not 打开/开/关, which also switch the car's things on).
  static let onlyPlayVerbs: Set<String> = ["播放", "放", "播", "听", "我想听", "我要听", "想听", "要听", "来一首", "来首", "唱", "放一首", "放首", "给我放", "给我播放", "听一下", "播一下", "放一下"]

  static let sinceWords: [String] = ["以后", "之后", "以来", "后的", "往后"]
  static let untilWords: [String] = ["以前", "之前", "前的"]

  static let releaseTails: [String] = ["发行的", "发布的", "推出的", "出版的", "出的", "发行", "发布"]

  /// Spoken languages of songs ("粤语歌"): not a SiriKit field, set aside.
  static let languageWords: [String] = [
    "华语", "国语", "普通话", "中文", "粤语", "闽南语", "英文", "英语", "欧美", "日语", "日文", "韩语", "韩文",
    "外语", "台语",
  ]
}
