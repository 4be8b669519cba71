extension ChineseLexicon {
  /// Common Chinese surnames (the most frequent single-character ones, then compound ones).
  /// A person-name shape is one of these and a given name of one or two characters
  /// (`ChineseWork.personName(at:)`): it lets "X的Y" be split when the catalog does not know X,
  /// and keeps a surname that is also a measure word or a verb (张, 把, 将, 那) in the name.
  static let surnames: [String] = [
    "王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭", "何", "高",
    "林", "罗", "郑", "梁", "谢", "宋", "唐", "许", "韩", "冯", "邓", "曹", "彭", "曾", "肖", "萧", "田", "董",
    "袁", "潘", "于", "蒋", "蔡", "余", "杜", "叶", "程", "苏", "魏", "吕", "丁", "任", "沈", "姚", "卢", "姜",
    "崔", "钟", "谭", "陆", "汪", "范", "金", "石", "廖", "贾", "夏", "韦", "付", "傅", "方", "白", "邹", "孟",
    "熊", "秦", "邱", "江", "尹", "薛", "闫", "段", "雷", "侯", "龙", "史", "陶", "黎", "贺", "顾", "毛", "郝",
    "龚", "邵", "万", "钱", "严", "覃", "武", "戴", "莫", "孔", "向", "汤", "伍", "庾", "庄", "蓝", "温", "柯",
    "符", "游", "齐", "巫", "甘", "容", "易", "殷", "阎", "辛", "谷", "凤", "卓", "那", "费", "萨", "华", "关",
    "邰", "俞", "纪", "岳", "滕", "牛", "单", "包", "饶", "左", "翁", "屠", "焦", "尚", "宁", "郁", "聂",
    // Less frequent, but common among singers; words they begin are look-alikes below.
    "成", "常", "康", "乔", "毕", "施", "洪", "樊", "葛", "鲁", "章", "颜", "倪", "鲍", "麦", "霍", "岑", "凌",
    "阮", "苗", "柳", "祁", "尤", "梅", "盛", "童", "邢", "詹", "蒲", "骆", "裴", "冉", "佟", "窦", "庞", "卫",
    "朴", "满", "鹿", "甄", "邝", "鞠", "戚", "曲", "安", "祝", "季", "艾", "伊", "欧", "古", "车", "吉",
    "欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "令狐", "慕容", "司徒", "尉迟", "公孙", "夏侯", "长孙",
  ]

  /// Words that begin with a surname character but are not names ("白天的月亮" is a title, not
  /// a song by 白天): seasons, times, colours, places and common nouns people put before 的.
  static let surnameLookalikes: [String] = [
    "白天", "白色", "白云", "白雪", "白日", "夏天", "夏日", "夏夜", "高山", "高原", "高处", "金色", "黄金", "黄色",
    "黄昏", "黄河", "方向", "江南", "江湖", "江山", "江边", "龙卷风", "万里", "万物", "万家", "石头", "马路",
    "田野", "雷雨", "孔雀", "向日葵", "毛毛雨", "许愿", "余生", "曾经", "钟声", "陆地", "叶子", "林中", "杨柳",
    "唐朝", "韩国", "胡同", "何时", "罗马", "温柔", "温暖", "雷霆", "熊猫", "潘多拉", "金曲", "金牌", "程序",
    "龙猫", "武汉", "严冬", "钱塘", "杜鹃", "苏州", "周末", "周日", "周年", "夏季", "秦淮", "蓝色", "蓝天",
    "易燃", "齐天", "华丽", "华夏", "关于", "宁静", "安静", "单身", "包子", "左边", "左手", "尚未", "牛仔",
    "容易", "游戏", "甘心", "谷底", "凤凰", "那些", "那个", "那年", "那天", "那时", "那里",
    "那么", "于是", "任何", "付出", "方式", "方法", "史上", "毛衣", "欧洲", "东方之珠", "辛苦", "纪念", "郁闷", "贺岁", "丁香", "谢谢",
    "王者", "向往", "向上", "文字", "文化", "高兴", "高速", "高铁", "金钱", "石榴", "江水", "雷声", "任性",
    "关心", "温度", "余温", "谷雨", "夏至", "方圆", "包容", "宁愿", "齐心", "华灯", "田园", "叶落", "钟表", "文艺", "林间", "周边", "周围",
    "成长", "成都", "成功", "成为", "成人", "成熟", "成全", "成年", "常常", "常见", "康定", "毕业", "洪水", "洪湖", "鲁冰花",
    "章节", "颜色", "麦田", "凌晨", "苗条", "柳树", "梅花", "盛夏", "盛世", "童年", "童话", "童心", "童真", "卫星", "满天",
    "满满", "满城", "曲终", "安心", "安全", "安徽", "安慰", "安稳", "祝福", "季节", "伊人", "欧美", "古老", "古代", "古城",
    "车站", "车窗", "吉祥", "蒲公英", "尤其", "庞大", "鹿角", "乔木", "施工", "满分", "艾草", "康桥",
  ]

  /// Demonstratives that open a title when unknown words follow them ("那些年少的梦", "这个冬天
  ///不太冷"); before a type word or a known name they only point ("那些歌", "那个晴天").
  static let demonstratives: [String] = ["那些", "这些", "那个", "这个", "那年", "那天", "那时", "那夜", "那段", "那片", "那首", "那一首"]

  /// Demonstratives that only point, whatever follows ("那首忘情水"); after 的 every one does
  /// ("刘德华的那个忘情水").
  static let pointingDemonstratives: Set<String> = ["那首", "那一首"]

  /// Particles that end a one-character title ("走吧", "算了吧", "醉了"), not politeness there.
  static let titleParticles: String = "吧了啊呀啦呢哦嘛"

  /// Characters no given name is made of: particles, pronouns, media and structure words.
  /// A name shape with one of these after its surname is not a name ("张的", "王我").
  static let notGivenNameCharacters: String =
    "的了着过吗呢吧啊呀我你您他她它们这那哪谁是在和与跟及或没也都就还很最更太又再把被给让向从到对于首个些点部本集期曲歌唱听放播来去说要想看找搜加收藏里中上下前后年代号时分秒往"

  /// How a band's name may end ("小虎队", "筷子兄弟"): before 的 and a title it is the singer.
  /// 乐队, 乐团 and 组合 are type words and are read as such.
  static let groupEndings: [String] = ["队", "兄弟", "男团", "女团", "合唱团", "少年团"]

  /// Stage names and nicknames that take the place of a surname ("阿杜", "阿信").
  static let namePrefixes: [String] = ["阿"]
}

extension ChineseLexicon {
  /// Owners before a name ("我的华语经典歌单"): whose it is, never who sings it.
  static let ownerWords: [String] = ["我自己的", "我们的", "我的", "自己的", "你的", "咱们的", "咱的"]

  /// Pronouns: never a name on their own.
  static let pronouns: [String] = ["我", "我们", "你", "你们", "您", "他", "她", "它", "他们", "她们", "自己", "大家", "咱们"]
}

extension ChineseLexicon {
  /// Said before the singer ("由周杰伦演唱的", "来自Adele的"): carries nothing but the role.
  static let agentLeads: [String] = ["由", "来自"]

  /// Between two singers of one song ("王菲和那英").
  static let singerJoins: Set<String> = ["和", "与", "跟", "&", "及", "同"]
}
