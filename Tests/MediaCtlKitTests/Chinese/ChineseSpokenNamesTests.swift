import Testing

@testable import MediaCtlKit

/// Names in Chinese requests as people say them (issue 17, second round of written speech):
/// titles holding 的, surnames that are also words, singers and titles said side by side with
/// no 的, app names and Latin names inside Chinese, and in-car requests. Sentences are written
/// for these tests; the unseen corpora stay aside.
struct ChineseSpokenNamesTests {
  typealias E = ChineseExpectation

  /// A title holding 的 stays whole; a singer before 的 (a person's shape, a band, Latin) is split off.
  static let titlesWithDe: [E] = [
    E(utterance: "播放同桌的你", intent: .play, name: "同桌的你", noArtist: true),
    E(utterance: "我想听隐形的翅膀", intent: .play, name: "隐形的翅膀", noArtist: true),
    E(utterance: "来一首父亲的散文诗", intent: .play, name: "父亲的散文诗", noArtist: true),
    E(utterance: "放一下城里的月光", intent: .play, name: "城里的月光", noArtist: true),
    E(utterance: "播放弯弯的月亮", intent: .play, name: "弯弯的月亮", noArtist: true),
    E(utterance: "给我放故乡的云", intent: .play, name: "故乡的云", noArtist: true),
    E(utterance: "播放最初的梦想", intent: .play, name: "最初的梦想", noArtist: true),
    E(utterance: "我要听不能说的秘密", intent: .play, name: "不能说的秘密", noArtist: true),
    E(utterance: "播放青春的纪念册", intent: .play, name: "青春的纪念册", noArtist: true),
    E(utterance: "听一下外面的世界", intent: .play, name: "外面的世界", noArtist: true),
    E(utterance: "播放张韶涵的隐形的翅膀", intent: .play, name: "隐形的翅膀", artist: "张韶涵"),
    E(utterance: "来一首叶倩文的潇洒走一回", intent: .play, name: "潇洒走一回", artist: "叶倩文"),
    E(utterance: "我想听周华健的朋友", intent: .play, name: "朋友", artist: "周华健"),
    E(utterance: "放一首罗大佑的童年", intent: .play, name: "童年", artist: "罗大佑"),
    E(utterance: "播放范玮琪的最初的梦想", intent: .play, name: "最初的梦想", artist: "范玮琪"),
    E(utterance: "播放李健的贝加尔湖畔", intent: .play, name: "贝加尔湖畔", artist: "李健"),
    E(utterance: "播放邓紫棋的光年之外", intent: .play, name: "光年之外", artist: "邓紫棋"),
    E(utterance: "播放Coldplay的Yellow", intent: .play, name: "Yellow", artist: "Coldplay"),
    E(utterance: "放首齐秦的外面的世界", intent: .play, name: "外面的世界", artist: "齐秦"),
    E(utterance: "播放小虎队的青苹果乐园", intent: .play, name: "青苹果乐园", artist: "小虎队"),
  ]

  /// Surnames that are also words (成, 方, 高, 万, 许, 花 …) stay in the singer's name.
  static let surnamesThatAreWords: [E] = [
    E(utterance: "播放王力宏的歌", intent: .play, artist: "王力宏", type: .song),
    E(utterance: "来一首李荣浩的年少有为", intent: .play, name: "年少有为", artist: "李荣浩"),
    E(utterance: "放点高进的歌", intent: .play, artist: "高进"),
    E(utterance: "播放方大同的三人游", intent: .play, name: "三人游", artist: "方大同"),
    E(utterance: "我想听万晓利的歌", intent: .play, artist: "万晓利"),
    E(utterance: "播放白举纲的歌", intent: .play, artist: "白举纲"),
    E(utterance: "放一首金志文的歌", intent: .play, artist: "金志文"),
    E(utterance: "播放马頔的南山南", intent: .play, name: "南山南", artist: "马頔"),
    E(utterance: "来点许巍的歌", intent: .play, artist: "许巍"),
    E(utterance: "播放成龙的真心英雄", intent: .play, name: "真心英雄", artist: "成龙"),
    E(utterance: "播放花粥的歌", intent: .play, artist: "花粥"),
    E(utterance: "我想听高胜美唱的歌", intent: .play, artist: "高胜美", type: .song),
    E(utterance: "播放常石磊的歌曲", intent: .play, artist: "常石磊", type: .song),
    E(utterance: "放一首江美琪的亲爱的你怎么不在我身边", intent: .play, name: "亲爱的你怎么不在我身边", artist: "江美琪"),
    E(utterance: "播放关淑怡的歌", intent: .play, artist: "关淑怡"),
    E(utterance: "播放万能青年旅店的杀死那个石家庄人", intent: .play, name: "杀死那个石家庄人", artist: "万能青年旅店"),
  ]

  /// App names with 上/里/中 and Latin names inside Chinese.
  static let appsAndLatinNames: [E] = [
    E(utterance: "在QQ音乐上听周杰伦的歌", intent: .play, app: "QQ音乐", artist: "周杰伦", type: .song),
    E(utterance: "用酷狗放晴天", intent: .play, app: "酷狗", name: "晴天"),
    E(utterance: "在网易云音乐里播放陈奕迅的十年", intent: .play, app: "网易云音乐", name: "十年", artist: "陈奕迅"),
    E(utterance: "在Spotify上放Taylor Swift的歌", intent: .play, app: "Spotify", artist: "Taylor Swift"),
    E(utterance: "用Deezer播放Shape of You", intent: .play, app: "Deezer", name: "Shape of You"),
    E(utterance: "在Deezer上播放Adele的Hello", intent: .play, app: "Deezer", name: "Hello", artist: "Adele"),
    E(utterance: "播放Adele的Hello on Deezer", intent: .play, app: "Deezer", name: "Hello", artist: "Adele"),
    E(utterance: "让我听一下林俊杰的江南", intent: .play, name: "江南", artist: "林俊杰"),
    E(utterance: "我想在QQ音乐上听稻香", intent: .play, app: "QQ音乐", name: "稻香"),
    E(utterance: "在Apple Music中播放Jay Chou", intent: .play, app: "Apple Music"),
    E(utterance: "打开酷我音乐播放王菲的红豆", intent: .play, app: "酷我音乐", name: "红豆", artist: "王菲"),
    E(utterance: "播放Imagine Dragons的Believer", intent: .play, name: "Believer", artist: "Imagine Dragons"),
    E(utterance: "我想听Billie Eilish的bad guy", intent: .play, name: "bad guy", artist: "Billie Eilish"),
    E(utterance: "用网易云放点周杰伦的歌", intent: .play, app: "网易云", artist: "周杰伦"),
    E(utterance: "在酷狗上面播放稻香", intent: .play, app: "酷狗", name: "稻香"),
    E(utterance: "用QQ音乐听一下Bohemian Rhapsody", intent: .play, app: "QQ音乐", name: "Bohemian Rhapsody"),
    E(utterance: "让我在Spotify里听Coldplay", intent: .play, app: "Spotify"),
    E(utterance: "我想用Apple Music听Hello", intent: .play, app: "Apple Music", name: "Hello"),
    E(utterance: "在Pandora上播放Queen的歌", intent: .play, app: "Pandora", artist: "Queen"),
    E(utterance: "放一首Ed Sheeran唱的Perfect", intent: .play, name: "Perfect", artist: "Ed Sheeran"),
  ]

  /// A singer and a title said side by side (刘德华冰雨), and the frames around a title (歌曲X, X这首歌, 叫X的歌).
  static let sideBySide: [E] = [
    E(utterance: "播放刘德华冰雨", intent: .play, name: "冰雨", artist: "刘德华"),
    E(utterance: "我想听周杰伦稻香", intent: .play, name: "稻香", artist: "周杰伦"),
    E(utterance: "播放冰雨这首歌", intent: .play, name: "冰雨", noArtist: true),
    E(utterance: "我想听一首叫冰雨的歌", intent: .play, name: "冰雨", noArtist: true),
    E(utterance: "播放歌曲冰雨", intent: .play, name: "冰雨", noArtist: true),
    E(utterance: "我要听歌曲稻香", intent: .play, name: "稻香", noArtist: true),
    E(utterance: "播放专辑范特西", intent: .play, name: "范特西", type: .album, noArtist: true),
    E(utterance: "播放周杰伦的专辑范特西", intent: .play, name: "范特西", artist: "周杰伦", type: .album),
    E(utterance: "播放歌手刘德华的歌曲", intent: .play, artist: "刘德华", type: .song),
    E(utterance: "播放冰雨刘德华唱的", intent: .play, name: "冰雨", artist: "刘德华"),
    E(utterance: "播放一千年以后", intent: .play, name: "一千年以后", noArtist: true),
    E(utterance: "播放九百九十九朵玫瑰", intent: .play, name: "九百九十九朵玫瑰", noArtist: true),
    E(utterance: "播放下一站天后", intent: .play, name: "下一站天后", noArtist: true),
    E(utterance: "放一首周杰伦的稻香吧", intent: .play, name: "稻香", artist: "周杰伦"),
    E(utterance: "帮我打开稻香这首歌", intent: .play, name: "稻香", noArtist: true),
    E(utterance: "播放林俊杰的一千年以后", intent: .play, name: "一千年以后", artist: "林俊杰"),
    E(utterance: "周杰伦的歌来一首", intent: .play, artist: "周杰伦"),
    E(utterance: "播放jay chou的歌", intent: .play, artist: "jay chou"),
    E(utterance: "放一首taylor swift的歌", intent: .play, artist: "taylor swift"),
    E(utterance: "播放see you again", intent: .play, name: "see you again"),
    E(utterance: "我想听let it go", intent: .play, name: "let it go"),
    E(utterance: "播放周杰伦唱的稻香这首歌", intent: .play, name: "稻香", artist: "周杰伦"),
    E(utterance: "我想听一首刘德华唱的冰雨", intent: .play, name: "冰雨", artist: "刘德华"),
    E(utterance: "放一下刘若英的后来", intent: .play, name: "后来", artist: "刘若英"),
  ]

  /// In-car requests: theme songs, versions, bands, and titles that begin with a surname-like word.
  static let inCar: [E] = [
    E(utterance: "播放西游记的主题曲", intent: .play, name: "西游记", noArtist: true),
    E(utterance: "播放还珠格格的片尾曲", intent: .play, name: "还珠格格", noArtist: true),
    E(utterance: "放一下仙剑奇侠传的插曲", intent: .play, name: "仙剑奇侠传", noArtist: true),
    E(utterance: "播放经典老歌", intent: .play, genre: "老歌", noName: true),
    E(utterance: "放一首八零后的歌", intent: .play, year: 1980, noName: true),
    E(utterance: "播放九零后爱听的歌曲", intent: .play, year: 1990, noName: true),
    E(utterance: "播放刘德华的歌曲忘情水", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "播放忘情水刘德华", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "我想听一首歌叫忘情水", intent: .play, name: "忘情水", noArtist: true),
    E(utterance: "播放一首歌名叫忘情水的歌", intent: .play, name: "忘情水", noArtist: true),
    E(utterance: "播放周杰伦的所有歌曲", intent: .play, artist: "周杰伦"),
    E(utterance: "播放周杰伦的热门歌曲", intent: .play, artist: "周杰伦", sort: .popular),
    E(utterance: "来一首周杰伦的经典歌曲", intent: .play, artist: "周杰伦"),
    E(utterance: "播放现场版的晴天", intent: .play, name: "晴天", noArtist: true),
    E(utterance: "我想听晴天的钢琴版", intent: .play, name: "晴天", noArtist: true),
    E(utterance: "放点嗨的", intent: .play, noName: true),
    E(utterance: "放点劲爆的音乐", intent: .play, mood: "劲爆", noName: true),
    E(utterance: "放首慢歌", intent: .play, noName: true),
    E(utterance: "播放一首英文歌", intent: .play, noName: true),
    E(utterance: "播放蓝牙音乐", intent: .play, noName: true),
    E(utterance: "打开U盘里的歌", intent: .play, noName: true),
    E(utterance: "我想听郭德纲", intent: .play),
    E(utterance: "播放张学友的歌曲吻别", intent: .play, name: "吻别", artist: "张学友"),
    E(utterance: "来首粤语歌", intent: .play, noName: true),
    E(utterance: "播放周杰伦和五月天的歌", intent: .play),
    E(utterance: "给我来一首陈奕迅的浮夸吧", intent: .play, name: "浮夸", artist: "陈奕迅"),
    E(utterance: "放一首许嵩的素颜", intent: .play, name: "素颜", artist: "许嵩"),
    E(utterance: "播放汪峰的春天里", intent: .play, name: "春天里", artist: "汪峰"),
    E(utterance: "播放薛之谦的认真的雪", intent: .play, name: "认真的雪", artist: "薛之谦"),
    E(utterance: "播放认真的雪", intent: .play, name: "认真的雪", noArtist: true),
    E(utterance: "播放筷子兄弟的小苹果", intent: .play, name: "小苹果", artist: "筷子兄弟"),
    E(utterance: "播放凤凰传奇的最炫民族风", intent: .play, name: "最炫民族风", artist: "凤凰传奇"),
    E(utterance: "播放最炫民族风", intent: .play, name: "最炫民族风", noArtist: true),
    E(utterance: "播放TFBOYS的青春修炼手册", intent: .play, name: "青春修炼手册", artist: "TFBOYS"),
    E(utterance: "播放SHE的super star", intent: .play, name: "super star", artist: "SHE"),
    E(utterance: "播放庞龙的两只蝴蝶", intent: .play, name: "两只蝴蝶", artist: "庞龙"),
    E(utterance: "播放两只蝴蝶", intent: .play, name: "两只蝴蝶", noArtist: true),
    E(utterance: "播放曲婉婷的我的歌声里", intent: .play, name: "我的歌声里", artist: "曲婉婷"),
    E(utterance: "播放安又琪的歌", intent: .play, artist: "安又琪"),
    E(utterance: "播放梅艳芳的女人花", intent: .play, name: "女人花", artist: "梅艳芳"),
    E(utterance: "播放童安格的其实你不懂我的心", intent: .play, name: "其实你不懂我的心", artist: "童安格"),
    E(utterance: "播放成方圆的童年", intent: .play, name: "童年", artist: "成方圆"),
    E(utterance: "播放盛夏的果实", intent: .play, name: "盛夏的果实", noArtist: true),
    E(utterance: "播放蒲公英的约定", intent: .play, name: "蒲公英的约定", noArtist: true),
    E(utterance: "播放成都", intent: .play, name: "成都", noArtist: true),
    E(utterance: "播放安和桥", intent: .play, name: "安和桥", noArtist: true),
    E(utterance: "播放祝福", intent: .play, name: "祝福", noArtist: true),
    E(utterance: "播放童话", intent: .play, name: "童话", noArtist: true),
    E(utterance: "播放古老的大钟", intent: .play, name: "古老的大钟", noArtist: true),
    E(utterance: "播放曲终人散", intent: .play, name: "曲终人散", noArtist: true),
    E(utterance: "播放常回家看看", intent: .play, name: "常回家看看", noArtist: true),
    E(utterance: "播放季节的歌", intent: .play),
    E(utterance: "播放车站的歌", intent: .play),
    E(utterance: "播放成长的烦恼", intent: .play, name: "成长的烦恼", noArtist: true),
    E(utterance: "播放安静的夜晚", intent: .play, noArtist: true),
    E(utterance: "播放欧若拉", intent: .play, name: "欧若拉", noArtist: true),
    E(utterance: "播放伊人红妆", intent: .play, name: "伊人红妆", noArtist: true),
  ]

  /// In-car requests, second round: a play verb after the object, 那首/那个 that only point,
  /// 打开音乐播放器, and commands with a song word around them.
  static let inCarObjectsAndCommands: [E] = [
    E(utterance: "打开音乐播放器", intent: .play, type: .music, noName: true),
    E(utterance: "播放刘德华的的忘情水", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "我想听听刘德华的歌", intent: .play, artist: "刘德华"),
    E(utterance: "播放一首刘德华的歌曲", intent: .play, artist: "刘德华", type: .song),
    E(utterance: "搜索歌曲忘情水", intent: .searchForMedia, name: "忘情水"),
    E(utterance: "帮我搜一下周杰伦的稻香", intent: .searchForMedia, name: "稻香", artist: "周杰伦"),
    E(utterance: "来首刘德华的那个忘情水", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "放刘德华的忘情水这首歌", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "我要听刘德华唱的那首忘情水", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "刘德华的忘情水放一下", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "刘德华的忘情水给我放一下", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "把刘德华的忘情水放一下", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "能不能放一首刘德华的忘情水", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "你能给我放刘德华的忘情水吗", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "播放一首刘德华演唱的歌曲忘情水", intent: .play, name: "忘情水", artist: "刘德华"),
    E(utterance: "播放四大天王的歌", intent: .play, artist: "四大天王"),
    E(utterance: "播放上一首歌曲吧", command: "previousTrackCommand"),
    E(utterance: "音乐停止", command: "pauseCommand"),
    E(utterance: "停止音乐播放", command: "pauseCommand"),
    E(utterance: "歌曲暂停", command: "pauseCommand"),
    E(utterance: "关闭歌曲播放", command: "pauseCommand"),
    E(utterance: "退出音乐播放", command: "pauseCommand"),
    E(utterance: "不要播放了", command: "pauseCommand"),
    E(utterance: "停止放音乐", command: "pauseCommand"),
    E(utterance: "关掉音乐吧", command: "pauseCommand"),
    E(utterance: "暂停一下音乐", command: "pauseCommand"),
    E(utterance: "下一首歌曲播放", command: "nextTrackCommand"),
    E(utterance: "切换歌曲", command: "nextTrackCommand"),
    E(utterance: "切换到下一首歌曲", command: "nextTrackCommand"),
    E(utterance: "播放下一个歌曲", command: "nextTrackCommand"),
    E(utterance: "换一首歌曲", command: "nextTrackCommand"),
    E(utterance: "上一首歌曲播放", command: "previousTrackCommand"),
    E(utterance: "返回上一首歌曲", command: "previousTrackCommand"),
    E(utterance: "切换到上一首歌曲", command: "previousTrackCommand"),
    E(utterance: "播放前面一首", command: "previousTrackCommand"),
    E(utterance: "前面那首", command: "previousTrackCommand"),
  ]

  @Test(arguments: inCarObjectsAndCommands)
  func inCarObjectsAndCommandWords(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: titlesWithDe + surnamesThatAreWords)
  func titlesAndSurnames(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: appsAndLatinNames + sideBySide + inCar)
  func appsSideBySideAndInCar(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }
}
