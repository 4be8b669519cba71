extension ChineseLexicon {
  /// Instruments a piece is played on ("古筝曲", "来点吉他", "钢琴弹的歌"): SiriKit has no field
  /// for them, so they go to `genreNames` as the instrument (as English "piano music" does),
  /// never to a name. The phrase and the genre name.
  static let instruments: [(phrase: String, genre: String)] = [
    ("钢琴", "钢琴"), ("吉他", "吉他"), ("吉他曲", "吉他"), ("古筝", "古筝"), ("古筝曲", "古筝"), ("二胡", "二胡"), ("二胡曲", "二胡"),
    ("小提琴", "小提琴"), ("小提琴曲", "小提琴"), ("大提琴", "大提琴"), ("大提琴曲", "大提琴"), ("萨克斯", "萨克斯"), ("萨克斯风", "萨克斯"),
    ("笛子", "笛子"), ("竹笛", "笛子"), ("笛子曲", "笛子"), ("长笛", "长笛"), ("琵琶", "琵琶"), ("琵琶曲", "琵琶"), ("古琴", "古琴"),
    ("古琴曲", "古琴"), ("葫芦丝", "葫芦丝"), ("口琴", "口琴"), ("手风琴", "手风琴"), ("尤克里里", "尤克里里"), ("架子鼓", "架子鼓"),
    ("唢呐", "唢呐"), ("扬琴", "扬琴"), ("马头琴", "马头琴"), ("八音盒", "八音盒"), ("电吉他", "电吉他"), ("木吉他", "吉他"),
    ("钢琴版", "钢琴"), ("吉他版", "吉他"), ("箫", "箫"), ("洞箫", "箫"), ("编钟", "编钟"), ("竖琴", "竖琴"), ("管风琴", "管风琴"),
  ]

  /// What songs are about ("爱情歌曲", "毕业季的歌", "关于友情的歌"): a theme goes to
  /// `moodNames` (free words in SiriKit), never to a name or a singer. A theme word counts
  /// only before a type word, alone or with a link ("励志类的歌", "爱情主题的音乐"), so a title
  /// that opens with one ("爱情买卖") stays whole.
  static let themes: [String] = [
    "爱情", "友情", "亲情", "青春", "校园", "毕业", "毕业季", "离别", "思乡", "乡愁", "家乡", "母爱", "父爱", "失恋", "分手",
    "表白", "婚礼", "结婚", "生日", "新年", "春节", "过年", "圣诞", "圣诞节", "情人节", "中秋", "中秋节", "国庆", "爱国", "军旅",
    "感恩", "梦想", "奋斗", "童年", "回忆", "成长", "离别", "祝福", "暗恋", "单身", "友谊", "故乡", "军营", "老师", "母亲", "父亲",
    "妈妈", "爸爸", "儿童", "宝宝", "胎教", "网恋", "异地恋",
  ]

  /// Between a theme and its type word ("爱情类的歌", "励志主题的歌曲").
  static let themeLinks: [String] = ["的", "类的", "类", "主题的", "主题", "相关的", "有关的", "方面的", "题材的", "方面", "听的", "爱听的", "喜欢听的"]

  /// Which recording of a song ("夏夜的现场版", "DJ版", "伴奏"): no SiriKit field, never a name.
  static let versionWords: [String] = [
    "dj版", "现场版", "演唱会版", "伴奏版", "伴奏", "原版", "原唱版", "翻唱版", "粤语版", "国语版", "英文版", "中文版", "日文版",
    "韩文版", "纯音乐版", "remix版", "慢版", "加速版", "降调版", "抖音版", "女声版", "男声版", "完整版", "无损版", "高清版", "重制版", "合唱版",
  ]

  /// What the music is for, beside the moods ("洗澡的时候听的歌", "散步听的音乐").
  static let sceneActivities: [String] = [
    "洗澡", "散步", "午休", "聚会", "起床", "加班", "通勤", "看书", "读书", "写作业", "打游戏", "泡澡", "喝茶", "喝咖啡", "下午茶", "午后",
  ]
}
