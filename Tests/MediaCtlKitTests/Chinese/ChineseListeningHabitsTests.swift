import Testing

@testable import MediaCtlKit

/// How people refer to their own listening in Chinese: what they subscribe to (我订阅的), where
/// they left off (上次的), the kind of song playing (这种歌), and the play mode set by name
/// (把播放模式改成随机). None of these words is a name; a frequency is a station's.
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
    // A station by its frequency, band before or after, named as Siri writes it.
    E(utterance: "调到FM九十点三", intent: .play, name: "90.3 FM", type: .radioStation),
    E(utterance: "我想听九十点三兆赫", intent: .play, name: "90.3 FM", type: .radioStation),
    E(utterance: "播放调频九十七点四", intent: .play, name: "97.4 FM", type: .radioStation),
    E(utterance: "收听调幅一零一零", intent: .play, name: "1010 AM", type: .radioStation),
    E(utterance: "播放一首九十年代的歌", intent: .play, type: .song, noName: true),
    // Facts about what plays that no now-playing property holds: Siri's own (systemRequest other).
    E(utterance: "这首歌是什么风格的", system: .other),
    E(utterance: "这首歌是哪一年发行的", system: .other),
    E(utterance: "这首歌的歌词是什么", system: .other),
    E(utterance: "这是谁写的", system: .other),
    E(utterance: "这是谁唱的", question: .artist),
    E(utterance: "播放歌词里有雨的歌", intent: .play),
    E(utterance: "静音五分钟", system: .volume),
    E(utterance: "静音一会儿", system: .volume),
    // A trailing option joined by 并/然后 is the option; the joining word is no name.
    E(utterance: "播放周杰伦的歌并随机播放", intent: .play, artist: "周杰伦", type: .song, shuffled: true),
    E(utterance: "播放晴天然后单曲循环", intent: .play, name: "晴天", repeatMode: .one),
  ]

  @Test(arguments: rows)
  func habitsAreNotNames(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }
}
