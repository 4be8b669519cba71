/// Toneless pinyin for Han characters, and a looser "near-homophone" form of it.
///
/// A speech recogniser that has not learnt a title hears the right sounds and writes other
/// characters (夜曲 → 叶曲); the pinyin of both is "ye qu", so matching by pinyin finds the
/// title (behaviours §4). The readings come from a table generated from ICU (`Han-Latin`),
/// looked up per character: the ICU transform itself costs tens of milliseconds to set up,
/// which an English request must never pay. A few characters with several readings get the
/// reading titles use most (长 in 但愿人长久 is "chang").
public enum ChinesePinyin {
  /// The syllables, and for each character of U+4E00…U+9FFF the index of its syllable plus
  /// one (0: none). Built on first use from `ChinesePinyinTable` by walking Unicode scalars
  /// into flat arrays, which takes well under a millisecond.
  struct Readings: Sendable {
    var syllables: [String] = []
    var index = [UInt16](repeating: 0, count: 0x9FFF - 0x4E00 + 1)

    func syllable(_ value: UInt32) -> String? {
      guard value >= 0x4E00, value <= 0x9FFF else { return nil }
      let n = Int(index[Int(value - 0x4E00)])
      return n == 0 ? nil : syllables[n - 1]
    }
  }

  static let readings: Readings = {
    var table = Readings()
    var name = ""
    var readingName = true
    for scalar in ChinesePinyinTable.syllables.unicodeScalars {
      switch scalar {
      case "\n":
        name = ""
        readingName = true
      case " " where readingName:
        table.syllables.append(name)
        readingName = false
      default:
        if readingName {
          name.unicodeScalars.append(scalar)
        } else if scalar.value >= 0x4E00, scalar.value <= 0x9FFF {
          table.index[Int(scalar.value - 0x4E00)] = UInt16(table.syllables.count)
        }
      }
    }
    for (ch, syllable) in preferredReadings {
      guard let value = ch.unicodeScalars.first?.value, value >= 0x4E00, value <= 0x9FFF else { continue }
      if let n = table.syllables.firstIndex(of: syllable) { table.index[Int(value - 0x4E00)] = UInt16(n + 1) }
    }
    return table
  }()

  /// Readings used in song titles where ICU's first reading is another one.
  static let preferredReadings: [Character: String] = [
    "长": "chang", "乐": "yue", "重": "chong", "了": "le", "行": "xing", "还": "hai", "传": "chuan",
    "朝": "chao", "调": "diao", "曲": "qu", "得": "de", "地": "di", "着": "zhe", "觉": "jue", "弹": "tan",
    "薄": "bo", "落": "luo", "便": "bian", "发": "fa", "藏": "cang", "降": "jiang", "少": "shao",
  ]

  /// The syllable of one Han character, nil for anything else.
  public static func syllable(_ ch: Character) -> String? {
    guard ch.unicodeScalars.count == 1, let scalar = ch.unicodeScalars.first, TextNormalizer.isHan(scalar) else { return nil }
    let simple = ChineseScript.simplified(ch).unicodeScalars.first?.value ?? scalar.value
    return readings.syllable(simple) ?? readings.syllable(scalar.value)
  }

  /// The pinyin of normalised tokens (`TextNormalizer.tokens`): each Han token becomes its
  /// syllable, other tokens stay. Nil when no token is Han.
  public static func pinyinTokens(_ tokens: [String]) -> [String]? {
    var sawHan = false
    let out = tokens.map { token -> String in
      if token.count == 1, let ch = token.first, let s = syllable(ch) {
        sawHan = true
        return s
      }
      return token
    }
    return sawHan ? out : nil
  }

  /// The near-homophone form of a pinyin syllable: the distinctions speakers of many regions do
  /// not make, and recognisers confuse, are folded — zh/z, ch/c, sh/s, n/l at the start,
  /// ing/in, eng/en, ang/an at the end.
  public static func loose(_ syllable: String) -> String {
    var s = syllable
    for (from, to) in [("zh", "z"), ("ch", "c"), ("sh", "s")] where s.hasPrefix(from) {
      s = to + s.dropFirst(from.count)
      break
    }
    if s.hasPrefix("n") && s != "n" && s != "ng" { s = "l" + s.dropFirst() }
    for (from, to) in [("ing", "in"), ("eng", "en"), ("ang", "an")] where s.hasSuffix(from) {
      s = s.dropLast(from.count) + to
      break
    }
    return s
  }

  /// `loose` for every syllable of a key built by `pinyinTokens`; Latin words stay as they are.
  public static func looseTokens(pinyin: [String], original: [String]) -> [String] {
    zip(pinyin, original).map { p, o in p == o ? o : loose(p) }
  }
}
