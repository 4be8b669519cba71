import Testing

@testable import MediaCtlKit

/// The frames of issue 17 said once more in new words: commands with the song or 把 first,
/// unqualified play, apps with 上/里/中, English names inside Chinese, adds of what plays now,
/// soundtracks, sort words and time words, and requests that are not media.
struct ChineseRequestFramesTests {
  typealias E = ChineseExpectation

  /// The song first, then the refusal or the command; 把 + the music + the command.
  static let commandsSubjectFirst: [E] = [
    E(utterance: "这首不想听", command: "nextTrackCommand"),
    E(utterance: "这首歌不想听了", command: "nextTrackCommand"),
    E(utterance: "这首听腻了", command: "nextTrackCommand"),
    E(utterance: "不想听这首歌", command: "nextTrackCommand"),
    E(utterance: "把歌暂停", command: "pauseCommand"),
    E(utterance: "把音乐暂停一下", command: "pauseCommand"),
    E(utterance: "将音乐停一下", command: "pauseCommand"),
    E(utterance: "把这首歌跳过", command: "nextTrackCommand"),
    E(utterance: "帮我把歌切到下一首", command: "nextTrackCommand"),
    E(utterance: "把音乐切回上一首", command: "previousTrackCommand"),
    E(utterance: "换下一首", command: "nextTrackCommand"),
    E(utterance: "放前一首歌", command: "previousTrackCommand"),
    E(utterance: "再听一遍上一首", command: "previousTrackCommand"),
    E(utterance: "音乐先停一下", command: "pauseCommand"),
  ]

  /// What plays now, or 听, after the command word; a negation with no object but a music word.
  static let commandsWithTails: [E] = [
    E(utterance: "暂停当前歌曲", command: "pauseCommand"),
    E(utterance: "暂停这首", command: "pauseCommand"),
    E(utterance: "关闭当前音乐", command: "pauseCommand"),
    E(utterance: "不听歌了", command: "pauseCommand"),
    E(utterance: "我不想听歌了", command: "pauseCommand"),
    E(utterance: "我不要再放音乐了", command: "pauseCommand"),
    E(utterance: "换回上一首歌", command: "previousTrackCommand"),
    E(utterance: "换首歌听", command: "nextTrackCommand"),
    E(utterance: "跳过这一首", command: "nextTrackCommand"),
    E(utterance: "我不要听这首歌", command: "nextTrackCommand"),
    E(utterance: "播放这首", intent: .play, reference: .currentlyPlaying),
    E(utterance: "不再彷徨", intent: .play, name: "不再彷徨"),
    E(utterance: "我不想听林峰的歌", intent: .updateMediaAffinity, artist: "林峰", affinity: .dislike),
  ]

  /// Play verbs with only a music word: INPlayMediaIntent, mediaType music.
  static let unqualified: [E] = [
    E(utterance: "给我放点音乐", intent: .play, type: .music, noName: true),
    E(utterance: "随便放首歌", intent: .play, type: .music, noName: true),
    E(utterance: "我想听歌", intent: .play, type: .music, noName: true),
    E(utterance: "播放一首歌", intent: .play, type: .music, noName: true),
    E(utterance: "在ControlAudio里放点音乐", intent: .play, app: "ControlAudio", type: .music, noName: true),
  ]

  /// Apps with 在…上/里/中 and 用; English names inside Chinese read whole.
  static let appsAndLatinNames: [E] = [
    E(utterance: "在酷我音乐里播放周杰伦的稻香", app: "酷我音乐", name: "稻香", artist: "周杰伦"),
    E(utterance: "用网易云音乐放陈奕迅的十年", app: "网易云音乐", name: "十年", artist: "陈奕迅"),
    E(utterance: "我想在Deezer上听Norah Jones的Sunrise", app: "Deezer", name: "Sunrise", artist: "Norah Jones"),
    E(utterance: "在Apple Music中播放Bruno Mars的Grenade", app: "Apple Music", name: "Grenade", artist: "Bruno Mars"),
    E(utterance: "播放Lana Del Rey的Summertime Sadness", name: "Summertime Sadness", artist: "Lana Del Rey"),
    E(utterance: "放一首Imagine Dragons的歌", artist: "Imagine Dragons", type: .song),
    E(utterance: "播放Spotify上的热门歌曲", app: "Spotify", type: .song, sort: .popular, noName: true),
    E(utterance: "放QQ音乐里的稻香", app: "QQ音乐", name: "稻香", noArtist: true),
    E(utterance: "播放80s dance party歌曲", name: "80s dance party", type: .song, noArtist: true),
    E(utterance: "播放Bon Jovi歌曲", artist: "Bon Jovi", type: .song),
    E(utterance: "播放A.K.林小雨的远行", name: "远行", artist: "A.K林小雨"),
    E(utterance: "播放Live版春天的故事", name: "Live版春天的故事", noArtist: true),
    E(utterance: "添加paper moon waltz到我的晚安歌单", intent: .add, name: "paper moon waltz", destination: .playlist("晚安"), noArtist: true),
    E(utterance: "把John Denver加到我的公路歌单", intent: .add, artist: "John Denver", destination: .playlist("公路")),
  ]

  /// Adds: 这首 / 当前曲目 / 当前这首 are what plays now, never a name.
  static let adds: [E] = [
    E(utterance: "把这首歌收藏到我的健身歌单", intent: .add, reference: .currentlyPlaying, destination: .playlist("健身"), noName: true),
    E(utterance: "把当前曲目加到我的开车列表中", intent: .add, reference: .currentlyPlaying, destination: .playlist("开车"), noName: true),
    E(utterance: "把这首放进我的午后歌单里", intent: .add, reference: .currentlyPlaying, destination: .playlist("午后"), noName: true),
    E(utterance: "收藏当前这首", intent: .add, reference: .currentlyPlaying, destination: .library, noName: true),
    E(utterance: "将这首歌添加到播放列表夜跑", intent: .add, reference: .currentlyPlaying, destination: .playlist("夜跑"), noName: true),
    // English pointing words inside Chinese, as English type words are read there.
    E(utterance: "将this song添加到我的gym hits", intent: .add, type: .song, reference: .currentlyPlaying, destination: .playlist("gym hits"), noName: true, noArtist: true),
    E(utterance: "把this album加到我的Chill Mix", intent: .add, type: .album, reference: .currentlyPlaying, destination: .playlist("Chill Mix"), noName: true, noArtist: true),
  ]

  /// Soundtracks are albums named after their film; sort words; time words are no singer.
  static let typesAndSorts: [E] = [
    E(utterance: "播放阿凡达的原声", name: "阿凡达", type: .album, noArtist: true),
    // 在/于 just before a date is its preposition: no name ends with it, no singer is called 于.
    E(utterance: "播放Quill Archer在2005年的歌", artist: "Quill Archer", type: .song, year: 2005),
    E(utterance: "播放于1999年发行的专辑", type: .album, year: 1999, noName: true, noArtist: true),
    E(utterance: "播放在2005年的歌", type: .song, year: 2005, noName: true, noArtist: true),
    E(utterance: "播放于文文的歌", artist: "于文文", type: .song),
    E(utterance: "播放星际穿越的电影原声", name: "星际穿越", type: .album, noArtist: true),
    E(utterance: "播放电影雪山飞狐的原声", name: "雪山飞狐", type: .album, noArtist: true),
    E(utterance: "播放电视剧仙剑的原声带", name: "仙剑", type: .album, noArtist: true),
    E(utterance: "播放我喜欢的音乐", type: .music, noName: true),
    E(utterance: "播放我喜爱的歌曲", type: .music, noName: true),
    E(utterance: "播放今年最热门的歌曲", type: .song, sort: .popular, noName: true),
    E(utterance: "播放去年最火的专辑", type: .album, sort: .popular, noName: true),
    E(utterance: "播放抖音最火的歌", sort: .trending, noName: true),
    E(utterance: "播放新歌榜上的歌", sort: .newest, noName: true),
    E(utterance: "播放热歌榜", sort: .popular, noName: true),
    E(utterance: "播放网络歌曲", sort: .trending, noName: true),
    E(utterance: "来点抖音神曲", sort: .trending, noName: true),
    E(utterance: "放首好歌", sort: .recommended, noName: true),
    E(utterance: "播放好歌曲", sort: .recommended, noName: true),
    E(utterance: "播放一首适合跑步听的歌", type: .song, mood: "跑步", noName: true),
    E(utterance: "播放睡觉时听的音乐", mood: "睡觉", noName: true),
  ]

  /// Not media: the not-media frame, nothing reaches the app.
  static let notMedia: [E] = [
    E(utterance: "明天早上八点叫我起床", noSearch: true),
    E(utterance: "打电话给老王", noSearch: true),
    E(utterance: "导航去机场", noSearch: true),
    E(utterance: "把这句话翻译成英文", noSearch: true),
    E(utterance: "算一下二十乘以三", noSearch: true),
    E(utterance: "今天北京天气如何", noSearch: true),
    E(utterance: "帮我翻译这首歌的歌词", noSearch: true),
    E(utterance: "导航到大剧院的停车场", noSearch: true),
  ]

  /// A not-media verb first, then a play request: the play request.
  static let mediaAfterNotMediaVerb: [E] = [
    E(utterance: "导航的时候播放音乐", intent: .play, type: .music),
    E(utterance: "播放一首关于天气的歌", intent: .play, type: .song, noArtist: true),
    E(utterance: "打开收音机", intent: .play, type: .radioStation, noName: true),
  ]

  /// A like given after the music ("给X点个赞"); skipping what plays by any name; a direction
  /// between a seek verb and its time ("倒回去十秒").
  static let gesturesAndSkips: [E] = [
    E(utterance: "给这首歌点个赞", intent: .updateMediaAffinity, type: .song, reference: .currentlyPlaying, affinity: .like, noName: true),
    E(utterance: "为周杰伦的晴天加个红心", intent: .updateMediaAffinity, name: "晴天", artist: "周杰伦", affinity: .like),
    E(utterance: "给这首打个差评吧", intent: .updateMediaAffinity, reference: .currentlyPlaying, affinity: .dislike, noName: true),
    E(utterance: "给它点赞", intent: .updateMediaAffinity, reference: .currentlyPlaying, affinity: .like, noName: true),
    E(utterance: "跳过这一集", command: "nextTrackCommand"),
    E(utterance: "跳过这一首歌", command: "nextTrackCommand"),
    E(utterance: "倒回去十秒", command: "skipBackwardCommand"),
    E(utterance: "快进过去三十秒", command: "skipForwardCommand"),
    E(utterance: "倒回去", command: "previousTrackCommand"),
    // How long what plays lasts: a now-playing question, only of what plays.
    E(utterance: "这首歌有多长", question: .duration),
    E(utterance: "这首歌还剩多久", question: .duration),
    E(utterance: "这首有多长", question: .duration),
    E(utterance: "当前歌曲还有多长时间", question: .duration),
    E(utterance: "播放几分钟的音乐", intent: .play),
  ]

  @Test(arguments: commandsSubjectFirst + commandsWithTails + unqualified + gesturesAndSkips)
  func commandsAndUnqualifiedPlay(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: appsAndLatinNames + adds + typesAndSorts + mediaAfterNotMediaVerb)
  func appsAddsAndTypes(_ e: E) throws {
    #expect(e.mismatches(try ChineseFixtures.parse(e.utterance).request) == [])
  }

  @Test(arguments: notMedia)
  func notMediaFrames(_ e: E) throws {
    let request = try ChineseFixtures.parse(e.utterance).request
    guard case .notMedia = request.body else {
      Issue.record("expected the not-media frame, got \(request.body)")
      return
    }
  }
}
