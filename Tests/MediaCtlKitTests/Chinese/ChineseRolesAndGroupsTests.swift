import Testing

@testable import MediaCtlKit

/// Who a name is, said around it (issue 17): an artist type word before a name (歌手X的歌,
/// 乐队X的Y) makes X the artist; a group's name of four characters or more, 的, and a title of
/// three or more are split; titles that hold 的 but are short on one side stay whole. Sentences
/// are written for these tests; the unseen corpora stay aside.
struct ChineseRolesAndGroupsTests {
  typealias E = ChineseExpectation

  /// 歌手 / 乐队 / 组合 / 歌星 / 艺人 before a name that owns what follows: the artist, and the
  /// role word sets no type. Said alone ("播放歌手林俊杰") the artist is what to play.
  static let roleWords: [E] = [
    E(utterance: "播放歌手林俊杰的歌", intent: .play, artist: "林俊杰", type: .song),
    E(utterance: "我想听歌手张杰的歌", artist: "张杰", type: .song),
    E(utterance: "来一首歌手王菲的红豆", name: "红豆", artist: "王菲", type: .unknown),
    E(utterance: "播放歌手刘德华的忘情水", name: "忘情水", artist: "刘德华", type: .unknown),
    E(utterance: "播放乐队逃跑计划的夜空中最亮的星", name: "夜空中最亮的星", artist: "逃跑计划", type: .unknown),
    E(utterance: "播放组合羽泉的最美", name: "最美", artist: "羽泉", type: .unknown),
    E(utterance: "放一首歌星邓丽君的歌曲", artist: "邓丽君", type: .song),
    E(utterance: "播放歌手Adele的歌", artist: "Adele", type: .song),
    E(utterance: "播放乐队Coldplay的Yellow", name: "Yellow", artist: "Coldplay", type: .unknown),
    E(utterance: "播放歌手王菲最火的歌", artist: "王菲", type: .song, sort: .popular),
    E(utterance: "播放歌手张学友最新的专辑", artist: "张学友", type: .album, sort: .newest),
    E(utterance: "播放艺人孙燕姿八十年代的歌", artist: "孙燕姿", year: 1980),
    E(utterance: "搜索歌手陈奕迅的歌", intent: .searchForMedia, artist: "陈奕迅", type: .song),
    E(utterance: "播放歌手林俊杰", name: "林俊杰", type: .artist, noArtist: true),
    E(utterance: "播放乐队的歌", type: .song, noName: true),
  ]

  /// A group's name (four Han characters or more, no lexicon word in it), 的, then a title of
  /// three or more: the group and the title.
  static let groups: [E] = [
    E(utterance: "播放凤凰传奇的月亮之上", name: "月亮之上", artist: "凤凰传奇"),
    E(utterance: "播放逃跑计划的夜空中最亮的星", name: "夜空中最亮的星", artist: "逃跑计划"),
    E(utterance: "我想听水木年华的一生有你", name: "一生有你", artist: "水木年华"),
    E(utterance: "来一首筷子兄弟的小苹果啊", name: "小苹果", artist: "筷子兄弟"),
    E(utterance: "放一首南拳妈妈的下雨天", name: "下雨天", artist: "南拳妈妈"),
    E(utterance: "播放动力火车的那就这样吧", name: "那就这样吧", artist: "动力火车"),
  ]

  /// Titles holding 的 that are short on one side of it, or start with a pronoun: one name.
  static let deTitlesWhole: [E] = [
    E(utterance: "播放世界上最遥远的距离", name: "世界上最遥远的距离", noArtist: true),
    E(utterance: "播放你是人间的四月天", name: "你是人间的四月天", noArtist: true),
    E(utterance: "播放在那遥远的地方", name: "在那遥远的地方", noArtist: true),
    E(utterance: "来一首被风吹过的夏天", name: "被风吹过的夏天", noArtist: true),
    E(utterance: "播放像我这样的人", name: "像我这样的人", noArtist: true),
    E(utterance: "播放一起走过的日子", name: "一起走过的日子", noArtist: true),
    E(utterance: "我想听草原上最美的花", name: "草原上最美的花", noArtist: true),
    E(utterance: "播放你不知道的事", name: "你不知道的事", noArtist: true),
    E(utterance: "播放我们的时光", name: "我们的时光", noArtist: true),
    E(utterance: "播放隐形的翅膀", name: "隐形的翅膀", noArtist: true),
  ]

  @Test(arguments: roleWords + groups + deTitlesWhole)
  func rolesGroupsAndTitles(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  /// `--explain` says why the name is the artist.
  @Test func explainNamesTheRoleWord() throws {
    let trace = try ChineseFixtures.parse("播放歌手林俊杰的歌").trace
    #expect(trace.steps.contains { $0.source == "rule:role-word" && $0.words == "歌手" })
    #expect(trace.steps.contains { $0.source == "rule:role-word" && $0.words == "林俊杰" && $0.field == "mediaSearch.artistName" })
  }
}
