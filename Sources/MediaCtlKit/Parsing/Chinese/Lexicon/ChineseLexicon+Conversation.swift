extension ChineseLexicon {
  /// Greetings, thanks, yes and no, "never mind" said to the assistant (particles after them
  /// are read apart: 好吧, 不用了, 算了吧). Said alone, or one after another ("好的谢谢"), they
  /// are talk to the assistant, never a title (`ChineseWork.conversationDomain`).
  static let acknowledgements: [String] = [
    "你好", "您好", "你好呀", "大家好", "嗨", "hi", "hello", "早", "早上好", "早安", "上午好", "中午好", "下午好", "晚上好", "晚安",
    "再见", "拜拜", "拜", "回头见", "谢谢", "谢谢你", "谢谢您", "多谢", "感谢", "辛苦", "辛苦你", "不客气",
    "好", "好的", "好滴", "好哒", "好嘞", "行", "可以", "没问题", "知道", "知道啦", "明白", "收到", "ok", "okay",
    "嗯", "嗯嗯", "哦", "噢", "喔", "啊", "哈", "哈哈", "哈哈哈", "呵呵", "嘿嘿", "嘻嘻", "哎", "唉", "哎呀",
    "对", "对的", "没错", "是", "是的", "当然", "不是", "没有", "不对", "错", "不行", "不错", "还行", "还可以", "一般",
    "不用", "不需要", "不要", "算", "没事", "没关系", "无所谓", "不知道", "放心",
  ]

  /// Said first and carrying nothing before talk ("嗯，好的", "那算了").
  static let interjections: [String] = ["嗯", "哦", "噢", "啊", "呃", "唉", "哎", "那", "那就", "喂"]

  /// Pronouns a sentence about the speaker or the assistant opens with ("我饿了", "你真棒").
  static let subjectPronouns: [String] = ["我", "我们", "你", "您", "你们", "他", "她", "他们", "她们", "咱", "咱们", "俺", "人家"]

  /// Adverbs between a pronoun and what it is ("我好累", "你太厉害了", "我有点冷").
  static let predicateAdverbs: [String] = [
    "好", "真", "真的", "很", "太", "有点", "有点儿", "有些", "特别", "非常", "挺", "超", "超级", "好像", "也", "都",
    "还", "又", "不", "没", "没有", "实在", "快", "快要", "要", "已经", "现在", "今天", "可", "最", "蛮", "这么", "那么",
    "越来越", "真是", "是不是", "老是", "总是", "一直", "确实",
  ]

  /// States and qualities said of a person: with a pronoun before them they are a sentence
  /// to the assistant, not a title ("我好无聊", "你真聪明", "我饿死了").
  static let statePredicates: [String] = [
    "饿", "渴", "累", "困", "饱", "冷", "热", "烦", "闷", "晕", "病", "忙", "闲", "醉", "疼", "痛", "无聊", "开心", "高兴", "快乐",
    "难过", "伤心", "生气", "郁闷", "烦躁", "紧张", "害怕", "孤独", "寂寞", "舒服", "不舒服", "难受", "头疼", "头痛", "幸福",
    "失眠", "饿死", "累死", "困死", "热死", "冷死", "烦死", "无聊死", "棒", "聪明", "笨", "傻", "蠢", "厉害", "可爱", "漂亮",
    "帅", "美", "乖", "好", "坏", "调皮", "搞笑", "有趣", "有意思", "丑", "胖", "瘦", "对", "错", "懂", "好看", "好玩",
    "笨蛋", "傻瓜", "牛", "优秀", "烦人", "慢", "快", "聪明啊", "听话", "贴心", "温柔", "闹心", "心烦", "差", "不错", "糟糕", "倒霉", "安静", "有病", "有毛病", "想家",
  ]

  /// Verbs of wanting before an action ("我要吃饭", "我想去厕所").
  static let wantVerbs: [String] = ["要", "想", "想要", "得", "该", "准备", "打算", "需要"]

  /// Actions that are no listening: after a pronoun and a verb of wanting they are what the
  /// speaker is about to do, not something to play ("我想睡觉", "我要回家").
  static let everydayActions: [String] = [
    "吃", "喝", "去", "回", "睡", "睡觉", "休息", "上厕所", "厕所", "下车", "停车", "洗澡", "买", "玩", "出去", "出门", "走",
    "回家", "起床", "减肥", "哭", "笑", "上班", "下班", "加班", "上学", "放学", "吃饭", "喝水", "睡会", "睡一会", "躺",
    "打游戏", "看电影", "看电视", "看书", "聊天", "说话", "尿尿", "抽烟", "逛街", "购物", "跑", "跑步", "散步",
    "加油", "充电", "上高速", "下高速", "洗车", "聊", "聊聊", "和你聊", "跟你聊", "陪我",
  ]

  /// Words that ask a question ("你叫什么名字", "为什么", "明天放假吗"): with no media word and
  /// no name the app knows, a question to the assistant.
  static let questionWords: [String] = [
    "什么", "啥", "怎么", "怎样", "怎么样", "为什么", "为啥", "多少", "几", "哪", "哪里", "哪儿", "谁", "干嘛", "干啥",
    "咋", "还是", "是不是", "有没有", "对不对", "好不好", "行不行", "能不能", "会不会",
  ]

  /// Particles that end a question (吗, 么): the sentence asks.
  static let questionParticles: String = "吗么"

  /// Characters that show listening, singing or playing: a sentence holding one is about media
  /// ("你能放点别的吗", "你会唱晴天吗"), never talk.
  static let listeningCharacters: String = "放播听唱奏歌曲"

  /// Words with 放 that are no playing ("明天放假吗", "你放心").
  static let notListeningWords: [String] = [
    "放假", "放学", "放心", "放松", "放弃", "放下", "放手", "放过", "放屁", "放开", "放电", "放晴",
    "听懂", "听到", "听见", "听得见", "听得到", "听得懂", "听不懂", "听不见", "听清", "听清楚", "听话", "听说", "听我说", "唱反调",
  ]

  /// Verbs of feeling for a person: with a pronoun after them, talk ("我爱你", "我讨厌你").
  static let feelingVerbs: [String] = ["爱", "喜欢", "讨厌", "恨", "想", "好想", "很想", "佩服", "需要"]

  /// What a state is said of, between the pronoun and the state ("我心情不好", "我头好疼").
  static let stateTopics: [String] = ["心情", "身体", "头", "肚子", "心里", "眼睛", "嗓子", "腰", "腿", "脚", "今天", "最近", "这几天", "真是", "整个人", "车里", "车上", "这里", "外面"]

  /// Wake words said before anything ("小爱同学你好").
  static let wakeWords: [String] = ["嘿siri", "hey siri", "siri", "小爱同学", "天猫精灵", "小度小度", "小度", "hi siri"]

  /// Play verbs that only say "I want": talk may follow them ("我要吃饭").
  static let wantLeadVerbs: Set<String> = ["我要", "我想要"]
}
