import Testing

@testable import MediaCtlKit

/// Titles whose words look like structure (issue 17, second pass): a place or time noun with
/// 里的 inside a title, a demonstrative or a pronoun opening one, a genre word inside one, a
/// sentence-final particle that belongs to one, and common words before 的 that only look like
/// a person's name. Every sentence and name is written for these tests.
struct ChineseTitlePhrasesTests {
  typealias E = ChineseExpectation

  /// "X里的Y" / "X中的Y": a place or time X is where the title happens, not who sings it.
  static let locativeTitles: [E] = [
    E(utterance: "播放秋天里的一片叶", intent: .play, name: "秋天里的一片叶", noArtist: true),
    E(utterance: "播放雨夜里的路灯", name: "雨夜里的路灯", noArtist: true),
    E(utterance: "来一首森林里的小木屋", name: "森林里的小木屋", noArtist: true),
    E(utterance: "我想听梦境中的少年", name: "梦境中的少年", noArtist: true),
    E(utterance: "播放街角里的咖啡店", name: "街角里的咖啡店", noArtist: true),
    E(utterance: "播放记忆里面的夏天", name: "记忆里面的夏天", noArtist: true),
    // A singer before 里的 still owns nothing: a known singer's title after 的 keeps working.
    E(utterance: "播放周杰伦的晴天", name: "晴天", artist: "周杰伦"),
    E(utterance: "播放刘德华唱的忘情水", name: "忘情水", artist: "刘德华"),
  ]

  /// A demonstrative (那些/这些/那个/这个) opening a title stays in it; before a type word or a
  /// known name it is still a determiner.
  static let demonstrativeTitles: [E] = [
    E(utterance: "播放那些年少的梦", name: "那些年少的梦", noArtist: true),
    E(utterance: "播放这些日子以来", name: "这些日子以来", noArtist: true),
    E(utterance: "来一首那个夏天的约定", name: "那个夏天的约定", noArtist: true),
    E(utterance: "播放那些花开的季节", name: "那些花开的季节", noArtist: true),
    E(utterance: "播放这个冬天不太冷", name: "这个冬天不太冷", noArtist: true),
    E(utterance: "播放那些歌", noName: true),
    E(utterance: "播放这些周杰伦的歌", artist: "周杰伦"),
    E(utterance: "播放那个晴天", name: "晴天", noArtist: true),
  ]

  /// A pronoun or owner opening a title with no playlist word is part of the title;
  /// "我的X歌单" still names whose playlist it is, never an artist.
  static let pronounTitles: [E] = [
    E(utterance: "播放我们的约定", name: "我们的约定", noArtist: true),
    E(utterance: "播放我的小太阳", name: "我的小太阳", noArtist: true),
    E(utterance: "来一首我们的青春岁月", name: "我们的青春岁月", noArtist: true),
    E(utterance: "播放你的眼神", name: "你的眼神", noArtist: true),
    E(utterance: "播放她的微笑", name: "她的微笑", noArtist: true),
    E(utterance: "播放我的健身歌单", name: "健身", type: .playlist, noArtist: true),
    E(utterance: "播放我的歌", type: .music, noName: true),
    E(utterance: "播放我的收藏", noArtist: true),
  ]

  /// A genre word that ends a title with one more character before it (小情歌, 大摇滚) is
  /// part of the title; a genre word on its own or after a mood still asks for the genre.
  static let genreInsideTitles: [E] = [
    E(utterance: "播放林夕阳的小情歌", name: "小情歌", artist: "林夕阳"),
    E(utterance: "播放小情歌", name: "小情歌", noArtist: true),
    E(utterance: "放一首甜情歌", name: "甜情歌", noArtist: true),
    E(utterance: "播放情歌", genre: "情歌", noName: true),
    E(utterance: "播放摇滚", genre: "摇滚", noName: true),
    E(utterance: "播放伤感情歌", noName: true),
  ]

  /// A particle after a one-character title belongs to it (走吧, 来吧, 算了吧); after a longer
  /// title it is only politeness.
  static let particleTitles: [E] = [
    E(utterance: "播放飞吧", name: "飞吧", noArtist: true),
    E(utterance: "播放醉了吧", name: "醉了吧", noArtist: true),
    E(utterance: "来一首跑吧", name: "跑吧", noArtist: true),
    E(utterance: "播放晴天吧", name: "晴天", noArtist: true),
    E(utterance: "放首歌吧", type: .music, noName: true),
    E(utterance: "播放青花瓷吧", name: "青花瓷", noArtist: true),
  ]

  /// Common words that begin with a surname character are no person before 的 (向往, 方向,
  /// 高山); a real person-name shape still is.
  static let notPersons: [E] = [
    E(utterance: "播放向往的远方", name: "向往的远方", noArtist: true),
    E(utterance: "播放方向的尽头", name: "方向的尽头", noArtist: true),
    E(utterance: "播放高山的回声", name: "高山的回声", noArtist: true),
    E(utterance: "播放向前的勇气", name: "向前的勇气", noArtist: true),
    E(utterance: "播放白云的家", name: "白云的家", noArtist: true),
    E(utterance: "播放向明的远方", name: "远方", artist: "向明"),
    E(utterance: "播放方华的歌", artist: "方华", type: .song),
    E(utterance: "播放白帆的海边", name: "海边", artist: "白帆"),
  ]

  /// Surnames that are also words (张, 周, 陈, 王, 李, 林, 高, 马, 方, 白, 文): a person's shape
  /// is a singer; a common word that only begins with one is what the songs are about; two
  /// singers joined by 和 are one artist.
  static let surnameWords: [E] = [
    E(utterance: "播放张远的歌", artist: "张远", type: .song),
    E(utterance: "放一首周笔的晚安", name: "晚安", artist: "周笔"),
    E(utterance: "播放陈小春的歌曲", artist: "陈小春", type: .song),
    E(utterance: "播放王小明的专辑", artist: "王小明", type: .album),
    E(utterance: "来一首林峰的雨天", name: "雨天", artist: "林峰"),
    E(utterance: "播放马良的画", name: "画", artist: "马良"),
    E(utterance: "播放白鸽的歌", artist: "白鸽", type: .song),
    E(utterance: "播放周末的歌", name: "周末", type: .song, noArtist: true),
    E(utterance: "播放白天的歌", name: "白天", type: .song, noArtist: true),
    E(utterance: "播放马路上的歌", name: "马路上", type: .song, noArtist: true),
    E(utterance: "放点林间的鸟鸣", name: "林间的鸟鸣", noArtist: true),
    E(utterance: "放一首文艺的歌", name: "文艺", type: .song, noArtist: true),
    E(utterance: "播放张学友和王菲的歌", artist: "张学友和王菲", type: .song),
    E(utterance: "播放周杰伦和方文山的歌", artist: "周杰伦和方文山", type: .song),
    E(utterance: "播放高兴的歌", type: .song, mood: "高兴", noName: true),
  ]

  @Test(arguments: surnameWords)
  func surnamesThatAreWords(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: locativeTitles + demonstrativeTitles + pronounTitles)
  func structureWordsInsideTitles(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: genreInsideTitles + particleTitles + notPersons)
  func genreWordsParticlesAndLookalikes(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }
}
