import Testing

@testable import MediaCtlKit

/// Chinese as drivers say it to an in-car assistant (issue 17, generalisation): commands built
/// from a core with politeness before it and particles after it (`ChineseLexicon+CommandGrammar`),
/// music requests in the shape of SNIPS PlayMusic / AddToPlaylist, and car requests that are not
/// media. Sentences are written for these tests; the unseen corpora stay aside.
struct ChineseDriverSpeechTests {
  typealias E = ChineseExpectation

  static let pause: [E] = [
    "可以暂停一下吗", "歌先停一下", "先把音乐停了", "帮我关一下音乐", "把音乐关一下", "关音乐", "关歌", "停歌",
    "你别唱了", "麻烦停一下音乐", "先停掉吧", "给我关掉音乐呗", "歌关了吧", "音乐先别放了", "能不能安静一会儿",
    "请把歌停一下", "快停下", "暂停一会儿吧",
  ].map { E(utterance: $0, command: "pauseCommand") }

  static let resume: [E] = [
    "继续刚才的歌", "接着放刚才的", "接着听刚才那首", "继续放音乐吧", "请接着播", "帮我恢复播放", "继续播放刚刚的歌",
  ].map { E(utterance: $0, command: "playCommand") }

  static let previous: [E] = [
    "可以放上一首吗", "刚才那首再放一遍", "前面一首", "往前一首", "退回上一首", "刚刚那首再听一遍", "往回一首吧",
    "麻烦切到上一曲", "上一个歌曲", "帮我回到前一首呗", "前一曲谢谢", "给我放一下上一首",
  ].map { E(utterance: $0, command: "previousTrackCommand") }

  static let next: [E] = [
    "这首不好听", "这首歌不好听", "不好听", "太难听了", "换一首好听的", "可以换一首吗", "能换首歌吗", "换一首其他的",
    "这首听过了", "听过了换一首", "往后一首", "往下一首", "赶紧切歌", "再换一个", "换个别的歌吧", "这歌听腻了",
    "帮我换首好听点的", "后一曲吧", "下一个歌曲呢",
  ].map { E(utterance: $0, command: "nextTrackCommand") }

  /// Modes after a verb that switches them on, and volume said without 音量.
  static let modesAndVolume: [E] = [
    E(utterance: "开启单曲循环", command: "changeRepeatModeCommand"),
    E(utterance: "开启列表循环", command: "changeRepeatModeCommand"),
    E(utterance: "切换到随机播放", command: "changeShuffleModeCommand"),
    E(utterance: "改成顺序播放吧", command: "changeShuffleModeCommand"),
    E(utterance: "设为单曲循环", command: "changeRepeatModeCommand"),
    E(utterance: "调到最大", system: .volume),
    E(utterance: "太小声了", system: .volume),
    E(utterance: "开大声点", system: .volume),
    E(utterance: "再小声一点", system: .volume),
    E(utterance: "大点声", system: .volume),
  ]

  /// What stays a request: a title, a dislike with 不喜欢, praise.
  static let stillRequests: [E] = [
    E(utterance: "播放下一个天亮", intent: .play, name: "下一个天亮"),
    E(utterance: "播放安静", intent: .play, name: "安静"),
    E(utterance: "我不喜欢这首歌", intent: .updateMediaAffinity, affinity: .dislike),
    E(utterance: "这首歌真好听", intent: .updateMediaAffinity, affinity: .like),
    E(utterance: "再来一首", intent: .play, type: .music),
  ]

  @Test(arguments: pause + resume + previous + next + modesAndVolume + stillRequests)
  func driverCommands(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  /// SNIPS-style requests in Chinese: years and decades as people say them, English genres inside
  /// Chinese, what the car occasion says before the request.
  static let requests: [E] = [
    E(utterance: "来点两千年的歌", intent: .play, type: .song, year: 2000, noName: true),
    E(utterance: "放一首两千零五年的歌", intent: .play, year: 2005, noName: true),
    E(utterance: "播放两千年左右的流行歌", intent: .play, genre: "流行", year: 2000, noName: true),
    E(utterance: "播放零几年的歌", intent: .play, type: .song, year: 2000, noName: true),
    E(utterance: "来点九几年的老歌", intent: .play, genre: "老歌", year: 1990, noName: true),
    E(utterance: "播放二零一几年的流行歌", intent: .play, genre: "流行", year: 2010, noName: true),
    E(utterance: "放一首一九九几年的歌", intent: .play, year: 1990, noName: true),
    E(utterance: "来点Jazz", intent: .play, genre: "jazz", noName: true),
    E(utterance: "播放一些Hip Hop", intent: .play, genre: "hip hop", noName: true),
    E(utterance: "给我放点Blues吧", intent: .play, genre: "blues", noName: true),
    E(utterance: "播放Coldplay的歌", intent: .play, artist: "Coldplay", type: .song),
    E(utterance: "路上听点歌", intent: .play, noName: true),
    E(utterance: "开车的时候来点音乐", intent: .play, type: .music, noName: true),
    E(utterance: "上班路上放一首周杰伦的稻香", intent: .play, name: "稻香", artist: "周杰伦"),
    E(utterance: "回家的路上来点轻音乐", intent: .play, genre: "轻音乐", noName: true),
    E(utterance: "堵车的时候放点摇滚", intent: .play, genre: "摇滚", noName: true),
    E(utterance: "在车里放王菲的红豆", intent: .play, name: "红豆", artist: "王菲"),
    E(utterance: "用QQ音乐放一首九十年代的歌", intent: .play, app: "QQ音乐", year: 1990, noName: true),
    E(utterance: "在网易云音乐上听陈奕迅最新的歌", intent: .play, app: "网易云音乐", artist: "陈奕迅", sort: .newest),
    // A year said with two digits, and when it came out after it.
    E(utterance: "放一首九七年的歌", intent: .play, type: .song, year: 1997, noName: true),
    E(utterance: "来点零五年的歌吧", intent: .play, year: 2005, noName: true),
    E(utterance: "播放98年的老歌", intent: .play, genre: "老歌", year: 1998, noName: true),
    E(utterance: "播放2012年发行的歌", intent: .play, type: .song, year: 2012, noName: true),
    E(utterance: "来点八十年代出的歌", intent: .play, year: 1980, noName: true),
    E(utterance: "播放十年", intent: .play, name: "十年"),
    // A name, then what it is: "七里香这张专辑".
    E(utterance: "播放七里香这张专辑", intent: .play, name: "七里香", type: .album),
    E(utterance: "放一下华语经典这个歌单", intent: .play, name: "华语经典", type: .playlist),
  ]

  /// Adds with no item said: what plays now goes to the playlist named.
  static let adds: [E] = [
    E(utterance: "添加到我的最爱", intent: .add, reference: .currentlyPlaying, destination: .playlist("我的最爱")),
    E(utterance: "加到华语经典歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("华语经典")),
    E(utterance: "收藏到我的跑步歌单吧", intent: .add, reference: .currentlyPlaying, destination: .playlist("跑步")),
    E(utterance: "帮我加入我的最爱", intent: .add, reference: .currentlyPlaying, destination: .playlist("我的最爱")),
    E(utterance: "把陈奕迅的十年加到我的最爱", intent: .add, name: "十年", artist: "陈奕迅", destination: .playlist("我的最爱")),
  ]

  @Test(arguments: requests + adds)
  func driverRequests(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  /// In the car but not media: calls, messages, the road, the car itself.
  static let notMedia: [E] = [
    "挂断电话", "电话挂了", "接电话", "读一下我的消息", "帮我念一下新消息", "路上堵不堵", "前面有没有测速",
    "附近有没有充电的地方", "油还够吗", "还有多少油", "带我去最近的服务区", "前面限速多少",
  ].map { E(utterance: $0, noSearch: true) }

  @Test(arguments: notMedia)
  func carNotMedia(_ e: E) throws {
    let request = try ChineseFixtures.parse(e.utterance).request
    #expect(e.mismatches(request) == [])
    guard case .notMedia = request.body else {
      Issue.record("expected the not-media frame, got \(request.body)")
      return
    }
  }
}
