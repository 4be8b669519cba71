/// Now Playing commands as drivers say them, as a grammar rather than a list of sentences: a
/// command is a core ("停", "上一首", "换一首") with what may go before it (a verb, a
/// direction) and after it (一下, an object such as 音乐 or 歌). Politeness before the whole
/// (请, 帮我, 给我, 麻烦) and particles after it (吧, 呢, 啊, 了, 吗) are read around every
/// command by `commandLeads`, the fillers and `commandParticles`, so they are not multiplied here.
extension ChineseLexicon {
  /// One family of a command: every `before` + `core` + `middle` + `after` is a phrase.
  struct CommandGrammar: Sendable {
    var before: [String] = [""]
    var cores: [String]
    var middle: [String] = [""]
    var after: [String] = [""]

    var phrases: [String] {
      var out: [String] = []
      for b in before {
        for c in cores {
          for m in middle {
            for a in after { out.append(b + c + m + a) }
          }
        }
      }
      return out
    }
  }

  /// What a command may be said about: the music, the song, what plays.
  static let commandObjects = ["", "音乐", "歌", "歌曲", "这首歌", "播放", "当前歌曲", "播放器", "音乐播放器"]

  /// Pause or stop: "关音乐", "停一下歌", "关一下音乐", "先停掉".
  static let pauseGrammar: [CommandGrammar] = [
    CommandGrammar(
      cores: ["暂停", "停", "停止", "停下", "停掉", "关", "关掉", "关闭", "关上", "停止放", "停止播", "停止播放"],
      middle: ["", "一下", "一下下", "一会", "一会儿", "下"], after: commandObjects),
    // The object first: "音乐关了", "歌停一下", "音乐别放了".
    CommandGrammar(
      before: ["音乐", "歌", "歌曲"],
      cores: ["停", "停了", "停下", "停掉", "关了", "关掉", "关上", "暂停", "别放了", "不要放了", "先停", "先停一下", "先暂停"]),
    CommandGrammar(cores: ["安静", "别出声", "别响了", "不要响了"], middle: ["", "一下", "一会", "一会儿", "点", "一点"]),
  ]

  /// Resume: "继续", "接着听刚才的", "继续放刚才那首".
  static let resumeGrammar: [CommandGrammar] = [
    CommandGrammar(
      cores: ["继续", "继续播放", "继续放", "继续听", "继续播", "接着", "接着放", "接着播", "接着播放", "接着听", "恢复播放", "恢复"],
      after: ["", "刚才的", "刚才的歌", "刚才那首", "刚才那首歌", "刚刚的", "刚刚的歌", "刚刚那首", "之前的", "之前的歌", "音乐", "歌", "放歌"]),
  ]

  /// Previous: a direction back and a counted song ("前一首", "往前一首", "上一曲"), with a
  /// song word after it; the song just played, with or without "once more" after it.
  static let previousGrammar: [CommandGrammar] = [
    CommandGrammar(
      cores: ["上一", "前一", "往前一", "往回一", "向前一", "前面一", "前面那", "上", "往前切一", "往回切一", "往上切一", "向前切一", "后退一", "倒退一", "退回一", "退一"],
      middle: ["首", "曲", "个"], after: ["", "歌", "歌曲", "曲目"]),
    CommandGrammar(
      cores: ["刚才那首", "刚刚那首", "刚才那一首", "刚才那个", "刚才放的那首", "刚刚放的那首", "刚才的那首", "刚才那首歌", "刚刚那首歌"],
      after: ["", "再放一遍", "再听一遍", "再来一遍", "再放一次", "再听一次", "再播一遍", "重新放", "重放一遍", "再放一下", "再听一下", "再放", "再听", "再来一下"]),
    // The song that plays, from its start again ("重播", "这首歌从头放", "再来一遍"): like
    // English "restart the song", the previous-track command (it restarts the track first).
    // The song said before it is a command lead, after it a command tail.
    CommandGrammar(
      cores: ["重播", "重放", "从头播放", "从头放", "从头开始", "从头开始播放", "从头再放", "重头播放", "重头开始", "重新开始", "重新开始播放",
        "再来一遍", "再放一遍", "再听一遍", "再播一遍", "再放一次", "再来一次", "来一遍", "来一次", "重新放一遍", "重新听一遍", "重新播一遍"]),
  ]

  /// Next: a direction on and a counted song ("下一首", "往后一首"); another one ("换一首",
  /// "换个好听的", "换首别的歌"); and a verdict on what plays ("这首不好听", "听腻了").
  static let nextGrammar: [CommandGrammar] = [
    CommandGrammar(
      cores: ["下一", "后一", "往后一", "往下一", "向后一", "后面一", "往下切一", "往后切一", "向后切一"],
      middle: ["首", "曲", "个"], after: ["", "歌", "歌曲", "曲目"]),
    CommandGrammar(
      before: ["", "再"],
      cores: ["换一首", "换首", "换一个", "换个", "换一曲", "换"],
      after: ["", "歌", "好听的", "好听点的", "好听一点的", "别的", "别的歌", "其他的", "其他的歌", "其它的", "新的", "不一样的", "好听的歌"]),
    // A verdict on what plays, said alone: the driver wants it gone.
    CommandGrammar(
      before: ["", "这首", "这首歌", "这歌", "这个歌", "这个"],
      cores: ["不好听", "太难听了", "真难听", "好难听", "难听", "很难听", "难听死了", "听腻了", "听烦了", "听过了", "听够了", "没意思", "太难听"]),
  ]

  /// Shuffle and repeat modes after a verb that switches them on ("开启单曲循环", "设为随机播放").
  static let modeOnLeads = ["", "打开", "开启", "开", "设为", "设置为", "设置成", "切换到", "切换为", "切换成", "切到", "换成", "改成", "改为", "调成", "调到", "用", "来个"]

  static let shuffleOnGrammar = [CommandGrammar(before: modeOnLeads, cores: ["随机播放", "随机模式", "随机", "乱序播放", "随机播放模式"])]
  static let shuffleOffGrammar = [CommandGrammar(before: modeOnLeads, cores: ["顺序播放", "顺序模式", "按顺序播放", "列表顺序播放"])]
  static let repeatOneGrammar = [
    CommandGrammar(before: modeOnLeads, cores: ["单曲循环", "单曲循环模式", "单曲重复"]),
    // Looping with the song said after it: "循环播放这首歌", "一直放这首" (said before it, the
    // song is a command lead: "这首歌单曲循环").
    CommandGrammar(
      cores: ["单曲循环", "循环播放", "循环", "重复播放", "重复", "一直放", "一直播放", "一直播", "反复播放", "反复放"], after: songObjects),
  ]
  /// The song that plays, said as what a mode is about.
  static let songObjects = ["这首", "这首歌", "这一首", "这首歌曲", "当前歌曲", "这个歌", "当前这首"]
  /// Switching a mode off: "关掉单曲循环", "取消随机播放", "不要循环了".
  static let modeOffLeads = ["关闭", "关掉", "关了", "取消", "停止", "退出", "不要", "别", "不用"]
  static let repeatOffGrammar = [
    CommandGrammar(before: modeOffLeads, cores: ["循环", "单曲循环", "列表循环", "循环播放", "循环模式", "单曲循环模式", "列表循环模式", "重复播放"])
  ]
  static let shuffleOffGrammar2 = [CommandGrammar(before: modeOffLeads, cores: ["随机", "随机播放", "随机模式", "乱序播放", "随机播放模式"])]

  static let repeatAllGrammar = [CommandGrammar(before: modeOnLeads, cores: ["列表循环", "列表循环模式", "全部循环", "循环模式"])]

  /// Volume said without 音量 or a leading 声音: "调到最大", "开大声点", "太小声了".
  static let volumeGrammar: [CommandGrammar] = [
    CommandGrammar(
      before: ["", "再", "给我"],
      cores: ["大声", "小声", "开大声", "调大声", "大点声", "小点声", "开大", "关小", "调大", "调小"],
      middle: ["", "点", "一点", "些", "一些"]),
    CommandGrammar(cores: ["调到最大", "开到最大", "调到最小", "开到最小", "调最大", "开最大", "太小声了", "太小声", "太大声", "听不见", "听不到", "声太小了", "声太大了"]),
  ]

  /// Particles after a command that change nothing: "暂停一下吗", "下一首呢".
  static let commandParticles: [String] = ["吧", "了", "啊", "呗", "吗", "呢", "呀", "哦", "啦", "嘛"]

  /// All the phrases of these families.
  static func phrases(_ families: [CommandGrammar]) -> [String] { families.flatMap(\.phrases) }
}
