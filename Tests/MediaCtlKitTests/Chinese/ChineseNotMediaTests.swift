import Testing

@testable import MediaCtlKit

/// Chinese text that is not media (issue 17 with the not-media frame of issue 15): weather,
/// alarms, calls, maps, the car and the home get the not-media frame; a media word or a name
/// the catalog knows keeps a request media.
struct ChineseNotMediaTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var utterance: String
    var domain: NotMediaDomain?
    var testDescription: String { utterance }
  }

  static let notMedia: [Row] = [
    Row(utterance: "今天天气怎么样", domain: .weather),
    Row(utterance: "明天会下雨吗", domain: .weather),
    Row(utterance: "播放天气预报", domain: .weather),
    Row(utterance: "定一个七点的闹钟", domain: .alarm),
    Row(utterance: "明天早上七点叫我起床", domain: .alarm),
    Row(utterance: "提醒我下午开会", domain: .reminder),
    Row(utterance: "给妈妈打电话", domain: .call),
    Row(utterance: "打电话给张三", domain: .call),
    Row(utterance: "给老婆发微信", domain: .message),
    Row(utterance: "导航到天安门", domain: .navigation),
    Row(utterance: "导航到最近的加油站", domain: .navigation),
    Row(utterance: "附近的停车场", domain: .navigation),
    Row(utterance: "打开空调", domain: .homeControl),
    Row(utterance: "把空调调到二十六度", domain: .homeControl),
    Row(utterance: "关灯", domain: .homeControl),
    Row(utterance: "现在几点了", domain: .dateTime),
    Row(utterance: "讲个笑话", domain: .joke),
    Row(utterance: "打开蓝牙", domain: .other),
    // The rest of an assistant's day (SLURP's other scenarios, said in Chinese).
    Row(utterance: "长城有多长", domain: .question),
    Row(utterance: "黄河有多深", domain: .question),
    Row(utterance: "帮我叫一辆车去火车站", domain: .other),
    Row(utterance: "把鸡蛋加到购物清单", domain: .lists),
    Row(utterance: "我的待办事项有哪些", domain: .lists),
    Row(utterance: "看一下我的邮件", domain: .email),
    Row(utterance: "给老板发邮件说我请假", domain: .email),
    Row(utterance: "今天有什么新闻", domain: .news),
    Row(utterance: "给我讲个故事", domain: .joke),
    Row(utterance: "讲一个睡前故事", domain: .joke),
    Row(utterance: "帮我发一条微博", domain: .message),
    Row(utterance: "把电视声音调小", domain: .homeControl),
    Row(utterance: "打开电视", domain: .homeControl),
  ]

  /// Media requests that hold a not-media word: still media.
  static let media: [Row] = [
    Row(utterance: "播放一首关于下雨的歌", domain: nil),
    Row(utterance: "导航的时候放点音乐", domain: nil),
    Row(utterance: "播放晴天", domain: nil),
    Row(utterance: "播放周杰伦的晴天", domain: nil),
    Row(utterance: "暂停", domain: nil),
    Row(utterance: "我想听睡前故事", domain: nil),
    Row(utterance: "播放一个故事", domain: nil),
    Row(utterance: "这首歌有多长", domain: nil),
    Row(utterance: "播放歌曲有多少爱可以重来", domain: nil),
  ]

  @Test(arguments: notMedia + media)
  func notMediaFrame(_ row: Row) throws {
    let request = try ChineseFixtures.parse(row.utterance).request
    if let domain = row.domain {
      #expect(request.body == .notMedia(NotMediaRequest(domain: domain)))
      #expect(request.intent == nil)
    } else if case .notMedia = request.body {
      Issue.record("\(row.utterance) is media, got the not-media frame")
    }
  }
}
