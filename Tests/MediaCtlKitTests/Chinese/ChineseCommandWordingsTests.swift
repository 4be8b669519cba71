import Testing

@testable import MediaCtlKit

/// Now Playing commands said the way people say them (issue 17): a subject, a judgement or a
/// verb of moving before the command word ("音乐暂停", "不好听换一首", "回到前一首"), and a
/// negated play verb with nothing but a music word after it ("别放音乐了"). Sentences are
/// written for these tests; the unseen corpora stay aside.
struct ChineseCommandWordingsTests {
  typealias E = ChineseExpectation

  static let pause: [E] = [
    "别放音乐了", "不要再唱了", "不想听歌了", "别再放了", "先别放音乐了", "不要播放音乐了", "不用放了", "音乐暂停",
    "歌曲停一下", "音乐停一下吧", "不要再放歌了", "别播了吧",
  ].map { E(utterance: $0, command: "pauseCommand") }

  static let previous: [E] = [
    "回到前一首", "播上一首", "再放一遍上一首", "返回前一首", "切换到上一首歌", "跳到上一首", "再听一遍上一首",
    "换回上一首", "切上一首",
  ].map { E(utterance: $0, command: "previousTrackCommand") }

  static let next: [E] = [
    "换下一首", "不好听换一首", "这首歌不好听换一首", "太难听了下一首", "听腻了换一首", "这首跳过", "音乐下一首",
    "切下一曲", "换一首歌吧", "我不喜欢换一首",
  ].map { E(utterance: $0, command: "nextTrackCommand") }

  /// What stays a request: an object after a negation is a dislike, a title after a play verb a title.
  static let notCommands: [E] = [
    E(utterance: "不要再放这首歌了", intent: .updateMediaAffinity, affinity: .dislike),
    E(utterance: "播放安静", intent: .play, name: "安静"),
    E(utterance: "播放下一个天亮", intent: .play, name: "下一个天亮"),
    E(utterance: "别放周杰伦的歌", intent: .updateMediaAffinity, artist: "周杰伦", affinity: .dislike),
  ]

  /// Where to play (a room, a device in it) is set aside; the app is not a place.
  static let places: [E] = [
    E(utterance: "在客厅播放周杰伦的歌", intent: .play, artist: "周杰伦", type: .song),
    E(utterance: "在车上放点音乐", intent: .play, type: .music, noName: true),
    E(utterance: "在卧室的音箱上播放晴天", intent: .play, name: "晴天", noArtist: true),
    E(utterance: "用客厅的音响放张杰的歌", intent: .play, artist: "张杰", type: .song),
    E(utterance: "在厨房里放一首稻香", intent: .play, name: "稻香", noArtist: true),
  ]

  /// Not media: weather, the home, sums; a media word keeps a request media.
  static let notMedia: [E] = [
    E(utterance: "今晚会不会下雪", noSearch: true),
    E(utterance: "把客厅的灯打开", noSearch: true),
    E(utterance: "一加一等于几", noSearch: true),
    E(utterance: "明天下不下雨", noSearch: true),
  ]

  @Test(arguments: pause + previous + next + notCommands)
  func commandWordings(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: places)
  func placesAreSetAside(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: notMedia)
  func notMediaWordings(_ e: E) throws {
    let request = try ChineseFixtures.parse(e.utterance).request
    #expect(e.mismatches(request) == [])
    guard case .notMedia = request.body else {
      Issue.record("expected the not-media frame, got \(request.body)")
      return
    }
  }
}
