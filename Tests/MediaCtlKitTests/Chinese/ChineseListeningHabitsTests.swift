import Testing

@testable import MediaCtlKit

/// How people refer to their own listening in Chinese: what they subscribe to (我订阅的), where
/// they left off (上次的), the kind of song playing (这种歌), and the play mode set by name
/// (把播放模式改成随机). None of these words is a name.
struct ChineseListeningHabitsTests {
  typealias E = ChineseExpectation

  static let rows: [E] = [
    E(utterance: "播放我订阅的播客", intent: .play, type: .podcastShow, noName: true),
    E(utterance: "继续听上次的播客", intent: .play, type: .podcastShow, resume: true, noName: true),
    E(utterance: "别再给我放这种歌了", intent: .updateMediaAffinity, type: .song, affinity: .dislike, noName: true),
    E(utterance: "把播放模式改成随机", command: "changeShuffleModeCommand"),
    E(utterance: "播放模式设为单曲循环", command: "changeRepeatModeCommand"),
    E(utterance: "改成随机播放", command: "changeShuffleModeCommand"),
    // A brand whose name says "tells stories" is played, not a story Siri tells.
    E(utterance: "播放凯叔讲故事", intent: .play, name: "凯叔讲故事"),
  ]

  @Test(arguments: rows)
  func habitsAreNotNames(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }
}
