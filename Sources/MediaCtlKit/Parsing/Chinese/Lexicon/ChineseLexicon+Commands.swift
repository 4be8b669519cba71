extension ChineseLexicon {
  /// Now Playing commands said alone (behaviours §7), by command.
  static let pausePhrases: [String] = [
    "暂停", "暂停播放", "暂停一下", "暂停音乐", "暂停一会", "先暂停", "停", "停下", "停下来", "停一下", "停止",
    "停止播放", "停止音乐", "停了", "别放了", "别唱了", "不要放了", "不要播了", "别播了", "关掉音乐", "关闭音乐",
    "关掉", "关了", "关闭", "先停一下", "先停", "安静", "安静一下", "闭嘴", "暂停歌曲", "把音乐关了", "把歌停了",
    "停止放歌", "不听了", "暂停这首歌",
  ]

  static let resumePhrases: [String] = [
    "继续", "继续播放", "继续放", "继续听", "接着放", "接着播", "接着播放", "接着听", "恢复播放", "取消暂停",
    "继续唱", "接着唱", "开始播放", "开始", "播放", "放歌", "重新播放", "接着来",
  ]

  static let nextPhrases: [String] = [
    "下一首", "下一首歌", "下一曲", "下一个", "下首", "下一首吧", "播放下一首", "放下一首", "切歌", "切一首",
    "换一首", "换首歌", "换一首歌", "换歌", "换一个", "换个歌", "跳过", "跳过这首", "跳过这首歌", "来下一首",
    "听下一首", "切到下一首", "下一集", "播放下一集", "换一曲", "不听这首", "不听这首了", "切换下一首",
  ]

  static let previousPhrases: [String] = [
    "上一首", "上一首歌", "上一曲", "上一个", "上首", "前一首", "播放上一首", "放上一首", "返回上一首",
    "回到上一首", "切回上一首", "听上一首", "上一集", "播放上一集", "前一曲", "切到上一首", "刚才那首",
    "再放一遍刚才那首",
  ]

  static let shuffleOnPhrases: [String] = [
    "随机播放", "随机", "打开随机播放", "开启随机播放", "随机模式", "打开随机", "开启随机", "打乱顺序", "乱序播放",
    "切换到随机播放", "随机放",
  ]

  static let shuffleOffPhrases: [String] = [
    "关闭随机播放", "关掉随机播放", "取消随机播放", "关闭随机", "取消随机", "顺序播放", "按顺序播放", "不要随机",
    "停止随机播放",
  ]

  /// Volume: Siri handles it itself (a system request, no media fields). Any phrase with 音量
  /// (volume) or opening with 声音 (sound) is one too.
  static let volumePhrases: [String] = [
    "大声点", "大声一点", "大声些", "小声点", "小声一点", "小声些", "静音", "取消静音", "开大点", "开大一点",
    "关小点", "关小一点", "调大点", "调大一点", "调小点", "调小一点", "太吵了", "太大声了", "听不清",
  ]
  static let repeatOnePhrases: [String] = ["单曲循环", "单曲循环播放", "重复这首歌", "循环这首歌", "重复播放这首歌", "单曲重复"]
  static let repeatAllPhrases: [String] = ["循环播放", "列表循环", "打开循环", "开启循环", "全部循环", "循环", "重复播放"]
  static let repeatOffPhrases: [String] = ["关闭循环", "取消循环", "不要循环", "关闭单曲循环", "取消单曲循环", "关掉循环", "停止循环"]

  static let slowerPhrases: [String] = ["慢一点", "慢点", "放慢", "放慢一点", "放慢速度", "播放慢一点", "减速", "慢一些", "调慢一点"]
  static let fasterPhrases: [String] = ["快一点", "快点", "加快", "加快速度", "播放快一点", "加速", "快一些", "调快一点"]

  /// Skip leads: what comes before an amount ("快进30秒").
  static let skipForwardLeads: [String] = ["快进", "往前跳", "向前跳", "前进", "往后跳", "跳过"]
  static let skipBackwardLeads: [String] = ["快退", "后退", "倒退", "往回跳", "向后跳", "回退", "倒回", "往回倒", "倒带"]

  /// Questions about what is playing, by the answer they want.
  static let titleQuestions: [String] = [
    "这是什么歌", "这首歌叫什么", "这是什么歌曲", "这叫什么歌", "这首歌的名字", "正在放什么", "现在放的是什么",
    "正在播放什么", "现在在放什么", "这是哪首歌", "放的是什么歌", "歌名是什么", "这首叫什么", "这首是什么歌",
    "现在播放的是什么", "什么歌", "这是什么",
  ]

  static let artistQuestions: [String] = [
    "这是谁唱的", "谁唱的", "这首歌是谁唱的", "歌手是谁", "这是哪个歌手", "这是谁的歌", "原唱是谁", "是谁唱的",
    "这首歌的歌手是谁", "这是哪个乐队", "演唱者是谁",
  ]

  static let albumQuestions: [String] = [
    "这是什么专辑", "这首歌是哪张专辑的", "哪张专辑", "这是哪张专辑", "专辑叫什么", "这首歌在哪张专辑",
    "这首歌出自哪张专辑", "哪个专辑",
  ]
}
