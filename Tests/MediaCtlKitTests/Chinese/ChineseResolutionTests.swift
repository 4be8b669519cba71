import Testing

@testable import MediaCtlKit

/// Resolving Chinese titles (behaviours §4): exact, traditional ↔ simplified, numerals ↔
/// digits, toneless pinyin for a homophone written with other characters, near-homophones,
/// and mixed Latin + Han titles.
struct ChineseResolutionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: String
    var name: String
    var expected: String
    var kind: MatchKind?
    var testDescription: String { "\(rule): \(name) → \(expected)" }
  }

  static let cases: [Case] = [
    Case(rule: "exact", name: "夜曲", expected: "song-ye-qu", kind: .exact),
    Case(rule: "exact, title with a type word", name: "歌曲串烧", expected: "song-ge-qu-chuan-shao", kind: .exact),
    Case(rule: "traditional → simplified", name: "青花瓷", expected: "song-qing-hua-ci", kind: .exact),
    Case(rule: "traditional → simplified", name: "發如雪", expected: "song-fa-ru-xue", kind: .normalised),
    Case(rule: "traditional → simplified", name: "十一月的蕭邦", expected: "album-shi-yi-yue-de-xiao-bang", kind: .normalised),
    Case(rule: "simplified → a traditional title", name: "爱在西元前", expected: "song-ai-zai-xi-yuan-qian", kind: .normalised),
    Case(rule: "Chinese numerals → digits", name: "一九六九", expected: "song-1969", kind: .normalised),
    Case(rule: "digits → Chinese numerals", name: "80年代金曲", expected: "playlist-ba-shi-nian-dai-jin-qu", kind: .normalised),
    Case(rule: "digits → Chinese numerals", name: "10年", expected: "song-shi-nian", kind: .normalised),
    Case(rule: "homophone by pinyin", name: "叶曲", expected: "song-ye-qu", kind: .pinyin),
    Case(rule: "homophone by pinyin", name: "青花磁", expected: "song-qing-hua-ci", kind: .pinyin),
    Case(rule: "homophone by pinyin", name: "到香", expected: "song-dao-xiang", kind: .pinyin),
    Case(rule: "pinyin said in Latin letters", name: "ye qu", expected: "song-ye-qu"),
    Case(rule: "near-homophone (zh/z, ing/in)", name: "知组", expected: "song-zhi-zu", kind: .pinyin),
    Case(rule: "near-homophone (n/l)", name: "那些花而", expected: "song-na-xie-hua-er", kind: .pinyin),
    Case(rule: "near-homophone (eng/en, ch/c)", name: "曾度", expected: "song-cheng-du"),
    Case(rule: "mixed Latin and Han", name: "故事FM", expected: "show-gu-shi-fm", kind: .exact),
    Case(rule: "mixed Latin and Han", name: "K歌之王", expected: "song-k-ge-zhi-wang", kind: .exact),
    Case(rule: "mixed Latin and Han", name: "恋爱ING", expected: "song-lian-ai-ing", kind: .exact),
  ]

  @Test(arguments: cases)
  func findsTheChineseTitle(_ c: Case) throws {
    let simulator = try ChineseFixtures.simulator.get()
    let result = simulator.run(request: MediaRequest(.intent(.play(PlayMediaIntent(mediaSearch: MediaSearch(mediaName: c.name))))))
    #expect(result.resolution?.firstItem?.identifier == c.expected)
    if let kind = c.kind { #expect(result.resolution?.candidates.first?.kind == kind) }
  }

  /// From the utterance through parsing to the item.
  @Test(arguments: [
    ("播放周杰倫的夜曲", "song-ye-qu"), ("播放叶曲", "song-ye-qu"), ("播放一九六九", "song-1969"),
    ("在ControlAudio中播放故事FM的最新一集", "episode-gu-shi-fm-2024-03-26"),
  ])
  func endToEnd(_ utterance: String, _ expected: String) throws {
    #expect(try ChineseFixtures.run(utterance).resolution?.firstItem?.identifier == expected)
  }

  /// English titles get no Chinese keys: index building stays as fast as before.
  @Test func latinTitlesGetNoChineseKeys() {
    #expect(TitleVariants.keys(for: "Maybe Sometime") == ["maybe sometime"])
    #expect(TitleVariants.keys(for: "夜曲").contains("ye qu"))
  }
}
