import Testing

@testable import MediaCtlKit

/// More of what drivers say (issue 17, generalisation), beyond `ChineseDriverSpeechTests`: the
/// song restarted or looped with the song said, two clauses where the last one is the command,
/// interjections before a command, loudness said of the music, what the driver feels before a
/// request, 新 before a type word, and the car itself (not media). Sentences written for these
/// tests; the unseen corpora stay aside.
struct ChineseCarSpeechTests {
  typealias E = ChineseExpectation

  /// The playing song from its start again: like English "restart the song", previous track.
  static let restart: [E] = [
    "重播", "从头播放", "这首歌再放一遍", "再来一遍", "重新开始播放吧", "这首从头开始", "这首歌从头放", "再来一次吧",
  ].map { E(utterance: $0, command: "previousTrackCommand") }

  /// A first clause that is a command or a verdict, then the command meant; an interjection first.
  static let twoClauses: [E] = [
    E(utterance: "我不想听这首了换一首", command: "nextTrackCommand"),
    E(utterance: "我讨厌这首歌，换一首", command: "nextTrackCommand"),
    E(utterance: "这歌太难听了下一首吧", command: "nextTrackCommand"),
    E(utterance: "不想听了换一首", command: "nextTrackCommand"),
    E(utterance: "我不喜欢这首了换一首", command: "nextTrackCommand"),
    E(utterance: "好了别放了", command: "pauseCommand"),
    E(utterance: "算了不听了", command: "pauseCommand"),
    E(utterance: "行了别唱了", command: "pauseCommand"),
    E(utterance: "行了下一首", command: "nextTrackCommand"),
    E(utterance: "算了换一首", command: "nextTrackCommand"),
    E(utterance: "关闭音乐播放器", command: "pauseCommand"),
    // A pause with the reason for it, even a call; a command after a clause about the song.
    E(utterance: "暂停我打个电话", command: "pauseCommand"),
    E(utterance: "先暂停吧我接个电话", command: "pauseCommand"),
    E(utterance: "我要接电话了先暂停", command: "pauseCommand"),
    E(utterance: "歌太吵了关掉", command: "pauseCommand"),
    E(utterance: "这首听过很多遍了换一首", command: "nextTrackCommand"),
  ]

  /// Modes with the song said, or after a subject or 把.
  static let modes: [E] = [
    E(utterance: "循环播放这首歌", command: "changeRepeatModeCommand"),
    E(utterance: "这首歌单曲循环", command: "changeRepeatModeCommand"),
    E(utterance: "一直放这首歌", command: "changeRepeatModeCommand"),
    E(utterance: "单曲循环这首", command: "changeRepeatModeCommand"),
    E(utterance: "把这首歌设为单曲循环", command: "changeRepeatModeCommand"),
    E(utterance: "音乐随机播放", command: "changeShuffleModeCommand"),
    E(utterance: "把音乐声音调大", system: .volume),
    E(utterance: "音乐的声音小点", system: .volume),
    E(utterance: "歌曲声音再大一点", system: .volume),
  ]

  /// Moving along the list with 切 and a direction, the song heard once more, modes switched off.
  static let moreCommands: [E] = [
    E(utterance: "往下切一首", command: "nextTrackCommand"),
    E(utterance: "往后切一首吧", command: "nextTrackCommand"),
    E(utterance: "换一首歌来听", command: "nextTrackCommand"),
    E(utterance: "往前切一首", command: "previousTrackCommand"),
    E(utterance: "刚刚那首歌再放一下", command: "previousTrackCommand"),
    E(utterance: "关掉单曲循环", command: "changeRepeatModeCommand"),
    E(utterance: "不要循环了", command: "changeRepeatModeCommand"),
    E(utterance: "关掉随机模式", command: "changeShuffleModeCommand"),
  ]

  /// What stays a request or a dislike: a play verb before a command word is a title.
  static let stillRequests: [E] = [
    E(utterance: "播放安静", intent: .play, name: "安静"),
    E(utterance: "我不喜欢这首歌", intent: .updateMediaAffinity, affinity: .dislike),
    E(utterance: "再来一首", intent: .play, type: .music),
    E(utterance: "循环播放华语经典歌单", intent: .play, name: "华语经典", type: .playlist, repeatMode: .all),
  ]

  @Test(arguments: restart + twoClauses + modes + moreCommands + stillRequests)
  func carCommands(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  /// Which way a mode goes: on with the song said, off after 关掉/取消/不要.
  static let modeValues: [(String, RemoteCommand)] = [
    ("循环播放这首歌", .changeRepeatModeCommand(repeatType: .one)),
    ("把这首歌设为单曲循环", .changeRepeatModeCommand(repeatType: .one)),
    ("循环播放", .changeRepeatModeCommand(repeatType: .all)),
    ("关掉单曲循环", .changeRepeatModeCommand(repeatType: .off)),
    ("不要循环了", .changeRepeatModeCommand(repeatType: .off)),
    ("关掉随机模式", .changeShuffleModeCommand(shuffleType: .off)),
    ("音乐随机播放", .changeShuffleModeCommand(shuffleType: .items)),
  ]

  @Test(arguments: modeValues)
  func modeDirection(_ utterance: String, _ expected: RemoteCommand) throws {
    let body = try ChineseFixtures.parse(utterance).request.body
    guard case .command(let command) = body else {
      Issue.record("expected a command, got \(body)")
      return
    }
    #expect(command == expected)
  }

  /// Requests: 新 before a type word, moods drivers ask for, 收听, what the driver says first,
  /// a playlist whose title opens with 我的 said with 歌单 after it.
  static let requests: [E] = [
    E(utterance: "播放Taylor Swift的新专辑", intent: .play, artist: "Taylor Swift", type: .album, sort: .newest),
    E(utterance: "来点周杰伦的新歌", intent: .play, artist: "周杰伦", sort: .newest),
    E(utterance: "播放周杰伦新的歌", intent: .play, artist: "周杰伦", type: .song, sort: .newest),
    E(utterance: "播放新鸳鸯蝴蝶梦", intent: .play, name: "新鸳鸯蝴蝶梦"),
    E(utterance: "放点提神的歌", intent: .play, type: .song, mood: "提神", noName: true),
    E(utterance: "来点解压的音乐", intent: .play, mood: "解压", noName: true),
    E(utterance: "来点节奏快的歌", intent: .play, mood: "节奏快", noName: true),
    E(utterance: "收听怀旧金曲电台", intent: .play, name: "怀旧金曲电台", noArtist: true),
    E(utterance: "我想收听故事FM", intent: .play, name: "故事FM"),
    E(utterance: "开车呢放点歌", intent: .play, type: .music, noName: true),
    E(utterance: "有点困来点提神的", intent: .play, mood: "提神", noName: true),
    E(utterance: "车里太安静了放点音乐", intent: .play, type: .music, noName: true),
    E(utterance: "开车放点嗨歌", intent: .play, mood: "嗨", noName: true),
    E(utterance: "播放我的最爱歌单", intent: .play, name: "我的最爱", type: .playlist),
    // A word for the car after a verb that only plays is in a title; where the driver is going.
    E(utterance: "播放冷风过境", intent: .play, name: "冷风过境"),
    E(utterance: "播放后视镜里的世界", intent: .play, noArtist: true),
    E(utterance: "开车去公司的路上来点周杰伦", intent: .play, name: "周杰伦"),
    E(utterance: "放一首适合在高速上听的歌", intent: .play, mood: "高速上", noName: true),
    E(utterance: "来点适合兜风的音乐", intent: .play, mood: "兜风", noName: true),
    E(utterance: "放一下蓝牙音乐", intent: .play, type: .music, noName: true),
    E(utterance: "我想听相声", intent: .play, genre: "相声", noName: true),
    E(utterance: "来一段评书", intent: .play, genre: "评书", noName: true),
    // Changing to something else names what to play.
    E(utterance: "换成周杰伦的歌", intent: .play, artist: "周杰伦", type: .song),
    E(utterance: "切到周杰伦的稻香", intent: .play, name: "稻香", artist: "周杰伦"),
    E(utterance: "来首慢歌", intent: .play, mood: "慢歌", noName: true),
  ]

  /// Dates open on one side, the century alone, a degree before what is popular, 经典的, and
  /// 叫 before a name ("叫X的歌": X is the song).
  static let requestShapes: [E] = [
    E(utterance: "播放2000年以后的歌", intent: .play, type: .song, year: 2000, noName: true),
    E(utterance: "播放2010年之后发行的歌", intent: .play, type: .song, year: 2010, noName: true),
    E(utterance: "来点九零年代以来的流行歌", intent: .play, genre: "流行", year: 1990, noName: true),
    E(utterance: "播放上世纪的老歌", intent: .play, genre: "老歌", year: 1900, noName: true),
    E(utterance: "播放上世纪八十年代的歌", intent: .play, type: .song, year: 1980, noName: true),
    E(utterance: "来一首最近很流行的", intent: .play, sort: .trending, noName: true),
    E(utterance: "放点特别火的歌", intent: .play, sort: .popular, noName: true),
    E(utterance: "来一首经典的粤语歌", intent: .play, type: .song, sort: .best, noName: true),
    E(utterance: "我要听叫晴天的歌", intent: .play, name: "晴天", type: .song, noArtist: true),
    E(utterance: "来一首叫不知道的歌", intent: .play, name: "不知道", type: .song, noArtist: true),
    E(utterance: "播放一首歌叫做晴天", intent: .play, name: "晴天", noArtist: true),
    E(utterance: "播放周杰伦的一首叫晴天的歌", intent: .play, name: "晴天", artist: "周杰伦"),
    E(utterance: "播放五月天的第一张专辑", intent: .play, artist: "五月天", type: .album, sort: .oldest),
    E(utterance: "播放周杰伦最近一张专辑", intent: .play, artist: "周杰伦", type: .album, sort: .newest),
  ]

  /// "九十年代以前": up to the year before, no start.
  @Test(arguments: [("放点九十年代以前的歌", 1989), ("播放二零零零年前的歌", 1999), ("来点2005年之前的摇滚", 2004)])
  func datesUntil(_ utterance: String, _ last: Int) throws {
    let date = try ChineseFixtures.parse(utterance).request.intent?.mediaSearch?.releaseDate
    #expect(date?.startDateComponents == nil)
    #expect(date?.endDateComponents?.year == last)
  }

  static let adds: [E] = [
    E(utterance: "把这首歌加到我的最爱歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("我的最爱")),
    E(utterance: "把晴天加到我的最爱歌单里", intent: .add, name: "晴天", destination: .playlist("我的最爱")),
    E(utterance: "将这首收藏到我的最爱播放列表", intent: .add, reference: .currentlyPlaying, destination: .playlist("我的最爱")),
    E(utterance: "把这首歌加到我的华语经典歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("华语经典")),
    // The song just heard is the one playing; the playlist said first, after 给/在/往.
    E(utterance: "把刚才那首歌加到我的最爱", intent: .add, reference: .currentlyPlaying, destination: .playlist("我的最爱"), noArtist: true),
    E(utterance: "给我的最爱歌单加上这首歌", intent: .add, reference: .currentlyPlaying, destination: .playlist("我的最爱")),
    E(utterance: "在我的最爱里加上稻香", intent: .add, name: "稻香", destination: .playlist("我的最爱")),
    E(utterance: "往华语经典里加一首晴天", intent: .add, name: "晴天", destination: .playlist("华语经典")),
  ]

  @Test(arguments: requests + requestShapes + adds)
  func carRequests(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  /// The car itself and the road: the not-media frame.
  static let carControls: [String] = [
    "把窗户关上", "打开雾灯", "把温度调到二十二度", "风量调大一点", "开启自动驾驶", "座椅往后调", "打开氛围灯",
    "打开内循环", "后视镜折叠", "打开除霜", "把车窗打开一点", "帮我把座椅加热打开",
  ]
  static let road: [String] = ["避开拥堵", "限行尾号是多少", "前面堵车吗", "最近的停车场在哪"]

  @Test(arguments: carControls + road)
  func carNotMedia(_ utterance: String) throws {
    let request = try ChineseFixtures.parse(utterance).request
    guard case .notMedia(let frame) = request.body else {
      Issue.record("expected the not-media frame, got \(request.body)")
      return
    }
    #expect(frame.domain == (Self.road.contains(utterance) ? .navigation : .homeControl))
    #expect(request.intent?.mediaSearch == nil)
  }
}
