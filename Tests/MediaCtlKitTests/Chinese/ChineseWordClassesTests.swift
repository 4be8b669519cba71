import Testing

@testable import MediaCtlKit

/// Word classes around names (issue 17): surnames that are also common words (黄, 高, 白, 钟,
/// 方, 田, 关, 常, 于) stay in the singer's name; type words (唱片 is an album, 单曲 a song, 有声
/// 读物 an audiobook); sort words; an owner word inside a title ("想你的夜") is part of it.
/// Sentences are written for these tests; the unseen corpora stay aside.
struct ChineseWordClassesTests {
  typealias E = ChineseExpectation

  static let surnamesThatAreWords: [E] = [
    E(utterance: "播放黄渤的歌", artist: "黄渤", type: .song),
    E(utterance: "来一首高进的我终于失去了你", name: "我终于失去了你", artist: "高进"),
    E(utterance: "播放白举纲的歌曲", artist: "白举纲", type: .song),
    E(utterance: "播放钟汉良的歌", artist: "钟汉良", type: .song),
    E(utterance: "播放方大同的专辑", artist: "方大同", type: .album),
    E(utterance: "播放田馥甄的小幸运", name: "小幸运", artist: "田馥甄"),
    E(utterance: "播放任贤齐的心太软", name: "心太软", artist: "任贤齐"),
    E(utterance: "播放常石磊的专辑", artist: "常石磊", type: .album),
    E(utterance: "播放于文文的歌曲", artist: "于文文", type: .song),
    E(utterance: "播放关喆的想你的夜", name: "想你的夜", artist: "关喆"),
  ]

  static let typeWords: [E] = [
    E(utterance: "播放一张周杰伦的唱片", artist: "周杰伦", type: .album),
    E(utterance: "播放林俊杰的唱片", artist: "林俊杰", type: .album),
    E(utterance: "播放一首周杰伦的单曲", artist: "周杰伦", type: .song),
    E(utterance: "播放林志炫的单曲", artist: "林志炫", type: .song),
    E(utterance: "来一张专辑", type: .album, noName: true),
    E(utterance: "播放一个播客", type: .podcastShow, noName: true),
    E(utterance: "播放有声读物", type: .audioBook, noName: true),
    E(utterance: "播放有声书三体", name: "三体", type: .audioBook),
  ]

  static let sortWords: [E] = [
    E(utterance: "播放最新的专辑", type: .album, sort: .newest, noName: true),
    E(utterance: "播放评分最高的专辑", type: .album, sort: .best, noName: true),
    E(utterance: "播放周杰伦最好的专辑", artist: "周杰伦", type: .album, sort: .best),
    E(utterance: "播放最近很火的歌", type: .song, sort: .trending, noName: true),
    E(utterance: "播放新出的歌", type: .song, sort: .newest, noName: true),
    E(utterance: "播放推荐的歌单", type: .playlist, sort: .recommended, noName: true),
    E(utterance: "播放周杰伦的最新专辑", artist: "周杰伦", type: .album, sort: .newest),
  ]

  @Test(arguments: surnamesThatAreWords + typeWords + sortWords)
  func wordClasses(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }
}
