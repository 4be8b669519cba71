/// Siri's replies in Mandarin Chinese (simplified). Apple quotes no Chinese wording, so every
/// sentence is ours (`.mediactl`), written to say the same as the English ones in the same
/// short, friendly tone: titles in 《》, "周杰伦的《夜曲》", the app by its display name.
public struct ChineseDialog: DialogLanguage {
  public init() {}

  /// 周杰伦的《夜曲》, 《夜曲》, or an artist's name alone.
  static func phrase(_ item: MediaItem) -> String {
    let title = item.title ?? item.identifier ?? "它"
    if item.type == .artist { return title }
    if let artist = item.artist, !artist.isEmpty, artist != title { return "\(artist)的《\(title)》" }
    return "《\(title)》"
  }

  /// Latin words and numbers get a space on either side where they touch Han characters, as
  /// Chinese typesetting does ("在 Control Audio 上播放 The Beatles 的《Yellow》").
  static func spaced(_ text: String) -> String {
    var out = ""
    var previous: Character?
    for ch in text {
      if let p = previous, isHan(p) && isNarrow(ch) || isNarrow(p) && isHan(ch) { out.append(" ") }
      out.append(ch)
      previous = ch
    }
    return out
  }

  static func isHan(_ ch: Character) -> Bool { ch.unicodeScalars.first.map(TextNormalizer.isHan) ?? false }

  static func isNarrow(_ ch: Character) -> Bool { ch.isASCII && (ch.isLetter || ch.isNumber) }

  public func dialog(for outcome: DialogOutcome, app: AppDescription) -> Dialog {
    let name = app.displayName
    func ours(_ text: String) -> Dialog { Dialog(Self.spaced(text), source: .mediactl) }
    switch outcome {
    case .playing(let item, onPhone: true, _, let manner):
      return ours("正在从你的iPhone\(Self.mannerPhrase(manner))播放《\(item.title ?? "它")》。")
    case .playing(let item, _, foreground: true, let manner):
      return ours("正在打开\(name)\(Self.mannerPhrase(manner))播放\(Self.phrase(item))。")
    case .playing(let item, _, _, let manner):
      return ours("好的，在\(name)上\(Self.mannerPhrase(manner))播放\(Self.phrase(item))。")
    case .queued(let item, .later):
      return ours("好的，\(Self.phrase(item))会在\(name)的队列最后播放。")
    case .queued(let item, _):
      return ours("好的，接下来在\(name)上播放\(Self.phrase(item))。")
    case .disambiguation(_, let items):
      return ours("你想要哪一个？" + items.map(Self.phrase).joined(separator: "、") + "？")
    case .otherApp(let other):
      return ours("Siri会把这个请求交给\(other)，\(name)不会收到。")
    case .endOfQueue:
      return ours("\(name)的队列里这之后没有内容了。")
    case .showing(let item):
      return ours("这是在\(name)中找到的\(Self.phrase(item))。")
    case .added(let item, to: .library):
      return ours("好的，已将\(Self.phrase(item))添加到你的\(name)资料库。")
    case .added(let item, to: .playlist(let playlist)):
      return ours("好的，已将\(Self.phrase(item))添加到你的“\(playlist)”歌单。")
    case .affinity(let item, .dislike):
      return ours("好的，以后在\(name)上会少放\(Self.phrase(item))这类内容。")
    case .affinity(let item, _):
      return ours("好的，我会记住你喜欢\(Self.phrase(item))。")
    case .notFound(.add, let spoken?):
      return ours("在\(name)上找不到“\(spoken)”。")
    case .notFound:
      return ours("在你的\(name)资料库中找不到这个内容。")
    case .unsupported(let kind, .unsupportedMediaType):
      return ours("\(name)不支持\(Self.verb(kind))这类内容。")
    case .unsupported(_, let reason):
      return ours(Self.reasonSentence(reason, app: name))
    case .playlistNameNotFound(let playlist):
      return ours("在\(name)上找不到名为“\(playlist)”的歌单。")
    case .playlistNotEditable(let playlist):
      return ours("你不能向\(name)上的“\(playlist)”歌单添加内容。")
    case .playbackSpeed(.belowMinimum, let range):
      return ours("\(name)的播放速度不能低于\(range.lowerBound.formatted)倍。")
    case .playbackSpeed(.aboveMaximum, let range):
      return ours("\(name)的播放速度不能高于\(range.upperBound.formatted)倍。")
    case .nothingPlaying, .nowPlaying(_, _, nil):
      return ours("\(name)现在没有在播放。")
    case .intentNotSupported(let kind):
      return ours("\(name)做不到：它不处理\(kind.rawValue)。")
    case .command(let command, let status, let disabled):
      return Self.commandDialog(command, status: status, disabled: disabled, app: name)
    case .system(.volume):
      return ours("音量由Siri调节，不会发送给\(name)。")
    case .system(.other):
      return ours("这不是\(name)能处理的请求。")
    case .notMedia:
      return ours("这不是媒体请求：由Siri自己处理，不会发送给\(name)。")
    case .nowPlaying(_, nil, _):
      return ours("抱歉，我不知道。")
    case .nowPlaying(.title, let answer?, let item?):
      if let artist = item.artist { return ours("这是\(artist)的《\(answer)》。") }
      return ours("这是《\(answer)》。")
    case .nowPlaying(.artist, let answer?, _):
      return ours("这是\(answer)。")
    case .nowPlaying(.album, let answer?, _):
      return ours("这首来自专辑《\(answer)》。")
    case .nowPlaying(.duration, let answer?, _):
      return ours("这首时长\(answer)。")
    }
  }

  /// Commands: the same cases as English (graceful error when unhandled or disabled, generic
  /// error when the handler fails).
  static func commandDialog(_ command: RemoteCommand, status: RemoteCommandStatus, disabled: Bool, app: String) -> Dialog {
    let text: String
    switch status {
    case .success: text = successSentence(command)
    case .commandFailed: text = "抱歉，\(app)出了点问题。"
    case .noActionableNowPlayingItem: text = "\(app)现在没有在播放。"
    default: text = disabled ? "现在无法在\(app)中这样做。" : "\(app)不支持这个操作。"
    }
    return Dialog(spaced(text), source: .mediactl)
  }

  static func successSentence(_ command: RemoteCommand) -> String {
    switch command {
    case .pauseCommand, .togglePlayPauseCommand: "已暂停。"
    case .stopCommand: "已停止。"
    case .playCommand: "继续播放。"
    case .nextTrackCommand: "好的，下一首。"
    case .previousTrackCommand: "好的，上一首。"
    case .skipForwardCommand(let interval?): "快进\(durationPhrase(interval))。"
    case .skipForwardCommand(nil): "快进。"
    case .skipBackwardCommand(let interval?): "快退\(durationPhrase(interval))。"
    case .skipBackwardCommand(nil): "快退。"
    case .changeRepeatModeCommand(.off): "已关闭循环播放。"
    case .changeRepeatModeCommand(.one): "单曲循环已打开。"
    case .changeRepeatModeCommand(.all): "循环播放已打开。"
    case .changeShuffleModeCommand(.off): "已关闭随机播放。"
    case .changeShuffleModeCommand: "随机播放已打开。"
    case .changePlaybackRateCommand(let rate?, _): "现在以\(rate.formatted)倍速播放。"
    case .changePlaybackRateCommand(nil, .slower?): "已放慢播放速度。"
    case .changePlaybackRateCommand(nil, _): "已加快播放速度。"
    }
  }

  /// 随机、循环、两倍速: how the request asked to play, before the verb (empty when plain).
  static func mannerPhrase(_ manner: PlayManner) -> String {
    var out = ""
    if manner.shuffled { out += "随机" }
    switch manner.repeatMode {
    case .one: out += "单曲循环"
    case .all: out += "循环"
    case .none, .unknown: break
    }
    if let speed = manner.speed { out += "以\(speed.formatted)倍速" }
    return out
  }

  /// "30 秒", "1 分钟", "1 分 30 秒".
  static func durationPhrase(_ seconds: Double) -> String {
    let total = RemoteCommands.wholeSeconds(seconds)
    if total < 60 { return "\(total)秒" }
    let rest = total % 60
    return rest == 0 ? "\(total / 60)分钟" : "\(total / 60)分\(rest)秒"
  }

  static func verb(_ kind: IntentKind) -> String {
    switch kind {
    case .play: "播放"
    case .add: "添加"
    case .updateMediaAffinity: "评价"
    case .searchForMedia: "查找"
    }
  }

  static func reasonSentence(_ reason: MediaItemUnsupportedReason, app: String) -> String {
    switch reason {
    case .loginRequired: "你需要先登录\(app)。请打开\(app)登录。"
    case .subscriptionRequired: "这需要订阅\(app)。你可以在\(app)中订阅。"
    case .unsupportedMediaType: "\(app)不支持这类内容。"
    case .explicitContentSettings: "这首含有露骨内容，你的设置不允许播放。"
    case .cellularDataSettings: "\(app)不能使用蜂窝数据。你可以在“设置”中打开。"
    case .restrictedContent: "这项内容受到这台设备的内容限制。"
    case .serviceUnavailable: "\(app)现在不可用。请稍后再试。"
    case .regionRestriction: "这项内容在你所在的国家或地区无法在\(app)上使用。"
    }
  }
}

import Foundation
