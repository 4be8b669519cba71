/// Toneless pinyin for Han characters, and a looser "near-homophone" form of it.
///
/// A speech recogniser that has not learnt a title hears the right sounds and writes other
/// characters (夜曲 → 叶曲); the pinyin of both is "ye qu", so matching by pinyin finds the
/// title (behaviours §4). The readings come from a table generated from ICU (`Han-Latin`),
/// looked up per character: the ICU transform itself costs tens of milliseconds to set up,
/// which an English request must never pay. A few characters with several readings get the
/// reading titles use most (长 in 但愿人长久 is "chang").
public enum ChinesePinyin {
  /// Character → toneless syllable, built on first use from `ChinesePinyinTable`.
  static let readings: [Character: String] = {
    var table: [Character: String] = [:]
    table.reserveCapacity(21_000)
    for line in ChinesePinyinTable.syllables.split(separator: "\n") {
      guard let space = line.firstIndex(of: " ") else { continue }
      let syllable = String(line[..<space])
      for ch in line[line.index(after: space)...] { table[ch] = syllable }
    }
    for (ch, syllable) in preferredReadings { table[ch] = syllable }
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
    return readings[ChineseScript.simplified(ch)] ?? readings[ch]
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
