import Foundation
import Testing

@testable import MediaCtlKit

/// The Chinese text tables and numerals.
struct ChineseTextTests {
  /// The pinyin and script tables were generated from ICU; a sample is checked against ICU
  /// again (characters whose reading the table prefers for titles are left out).
  @Test func pinyinTableAgreesWithICU() {
    for ch in "夜曲周杰伦邓丽君晴天稻香青花瓷红豆成都江南温柔倔强" where ChinesePinyin.preferredReadings[ch] == nil {
      let icu = String(ch).applyingTransform(.mandarinToLatin, reverse: false)?.applyingTransform(.stripDiacritics, reverse: false)
      #expect(ChinesePinyin.syllable(ch) == icu, "\(ch)")
    }
  }

  @Test func scriptTableAgreesWithICU() {
    for ch in "周杰倫蕭邦發如雪愛長久憶聽樂團專輯歌單" {
      let icu = String(ch).applyingTransform(StringTransform("Hant-Hans"), reverse: false)
      #expect(String(ChineseScript.simplified(ch)) == icu, "\(ch)")
    }
  }

  @Test(arguments: [("一九六九", 1969), ("二零零四", 2004), ("八十", 80), ("二十一", 21), ("十", 10), ("三十", 30), ("一百", 100), ("30", 30)])
  func numeralValues(_ text: String, _ value: Int) {
    #expect(ChineseNumerals.value(text) == value)
  }

  @Test func numeralsToDigitsInTitles() {
    #expect(ChineseNumerals.withDigits("八十年代金曲") == "80年代金曲")
    #expect(ChineseNumerals.withDigits("一九六九") == "1969")
    #expect(ChineseNumerals.withDigits("三体") == nil)  // a single digit is a word
  }

  @Test func looseSyllables() {
    #expect(ChinesePinyin.loose("zhi") == "zi")
    #expect(ChinesePinyin.loose("cheng") == "cen")
    #expect(ChinesePinyin.loose("ning") == "lin")
    #expect(ChinesePinyin.loose("shang") == "san")
  }

  @Test(arguments: [("30秒", 30.0), ("三十秒", 30), ("一分钟", 60), ("半分钟", 30), ("1分30秒", 90), ("两分钟", 120)])
  func durations(_ text: String, _ seconds: Double) {
    #expect(ChineseWork.duration(text) == seconds)
  }
}
