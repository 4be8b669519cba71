import Testing

@testable import MediaCtlKit

/// The Chinese dialog: a sentence for every outcome, used when the request was Chinese.
struct ChineseDialogTests {
  static let app = AppDescription(name: "ControlAudio", displayName: "Control Audio")
  static let song = MediaItem(identifier: "song-ye-qu", title: "夜曲", type: .song, artist: "周杰伦")

  static let outcomes: [(DialogOutcome, String)] = [
    (.playing(song, onPhone: false, foreground: false), "好的，在 Control Audio 上播放周杰伦的《夜曲》。"),
    (.playing(song, onPhone: true, foreground: false), "正在从你的 iPhone 播放《夜曲》。"),
    (.playing(song, onPhone: false, foreground: true), "正在打开 Control Audio 播放周杰伦的《夜曲》。"),
    (.showing(song), "这是在 Control Audio 中找到的周杰伦的《夜曲》。"),
    (.added(song, to: .library), "好的，已将周杰伦的《夜曲》添加到你的 Control Audio 资料库。"),
    (.added(song, to: .playlist("华语经典")), "好的，已将周杰伦的《夜曲》添加到你的“华语经典”歌单。"),
    (.affinity(song, .like), "好的，我会记住你喜欢周杰伦的《夜曲》。"),
    (.affinity(song, .dislike), "好的，以后在 Control Audio 上会少放周杰伦的《夜曲》这类内容。"),
    (.notFound(.play, spokenName: nil), "在你的 Control Audio 资料库中找不到这个内容。"),
    (.notFound(.add, spokenName: "叶曲"), "在 Control Audio 上找不到“叶曲”。"),
    (.unsupported(.play, .unsupportedMediaType), "Control Audio 不支持播放这类内容。"),
    (.unsupported(.play, .subscriptionRequired), "这需要订阅 Control Audio。你可以在 Control Audio 中订阅。"),
    (.playlistNameNotFound("公路旅行"), "在 Control Audio 上找不到名为“公路旅行”的歌单。"),
    (.playbackSpeed(.aboveMaximum, 0.5...3), "Control Audio 的播放速度不能高于 3 倍。"),
    (.nothingPlaying, "Control Audio 现在没有在播放。"),
    (.command(.pauseCommand, .success, disabled: false), "已暂停。"),
    (.command(.skipForwardCommand(interval: 30), .success, disabled: false), "快进 30 秒。"),
    (.command(.nextTrackCommand, .commandFailed, disabled: false), "抱歉，Control Audio 出了点问题。"),
    (.nowPlaying(.title, answer: "夜曲", item: song), "这是周杰伦的《夜曲》。"),
    (.nowPlaying(.album, answer: "十一月的萧邦", item: song), "这首来自专辑《十一月的萧邦》。"),
  ]

  @Test(arguments: outcomes)
  func sentence(_ outcome: DialogOutcome, _ text: String) {
    #expect(ChineseDialog().dialog(for: outcome, app: Self.app).text == text)
  }

  /// Every outcome kind gets a non-empty Chinese sentence with no English words in it
  /// besides names.
  @Test func everyReasonAndCommandIsChinese() {
    for reason in MediaItemUnsupportedReason.allCases {
      let text = ChineseDialog().dialog(for: .unsupported(.add, reason), app: Self.app).text
      #expect(text.unicodeScalars.contains(where: TextNormalizer.isHan), "\(reason)")
    }
  }

  /// A Chinese utterance is answered in Chinese; an English one in English.
  @Test func answeredInTheRequestLanguage() throws {
    #expect(try ChineseFixtures.run("播放夜曲").dialog.text == "好的，在 Control Audio 上播放周杰伦的《夜曲》。")
    #expect(try ChineseFixtures.run("play Nocturne").dialog.text.hasPrefix("Here's"))
    #expect(LanguageRegistry.dialog(for: "zh-TW") is ChineseDialog)
  }
}
