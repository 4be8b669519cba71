/// The extra keys of a title (or a spoken name) with Han characters, so that a Chinese title
/// is found however it was written: in simplified script (周杰倫 → 周杰伦), with digits for
/// Chinese numerals (一九六九 → 1969, 八十年代 → 80年代), by toneless pinyin (叶曲 → "ye qu"
/// finds 夜曲) and by a near-homophone form of the pinyin (zh/z, ch/c, sh/s, n/l, ing/in,
/// eng/en, ang/an folded). Titles and spoken names go through the same function
/// (`TitleVariants.keys`), so a key made here on one side meets the same key on the other.
/// Only tables are read: no ICU transform runs, and titles without Han cost one scan.
public enum ChineseTitleKeys {
  /// Whether a normalised key has a Han token.
  public static func hasHan(_ key: String) -> Bool {
    key.unicodeScalars.contains(where: TextNormalizer.isHan)
  }

  /// The extra keys for the normalised keys of one title, most faithful first.
  public static func keys(for keys: [String]) -> [String] {
    var out: [String] = []
    func add(_ tokens: [String]) {
      let key = tokens.joined(separator: " ")
      if !key.isEmpty, !keys.contains(key), !out.contains(key) { out.append(key) }
    }
    var pinyins: [[String]] = []
    for key in keys.prefix(3) where hasHan(key) {
      let tokens = key.split(separator: " ").map(String.init)
      let simple = tokens.map(simplifiedToken)
      add(simple)
      if let digits = digitTokens(simple) { add(digits) }
      if let pinyin = ChinesePinyin.pinyinTokens(simple) {
        pinyins.append(pinyin)
        add(pinyin)
        let loose = ChinesePinyin.looseTokens(pinyin: pinyin, original: simple)
        if loose != pinyin { pinyins.append(loose) }
      }
    }
    // The near-homophone keys last: they are the least certain.
    for p in pinyins { add(p) }
    return out
  }

  static func simplifiedToken(_ token: String) -> String {
    guard token.count == 1, let ch = token.first else { return token }
    return String(ChineseScript.simplified(ch))
  }

  /// Runs of numeral tokens merged into digits ("一 九 六 九" → "1969"); nil when none.
  static func digitTokens(_ tokens: [String]) -> [String]? {
    var out: [String] = []
    var changed = false
    var i = 0
    while i < tokens.count {
      var j = i
      while j < tokens.count, tokens[j].count == 1, let ch = tokens[j].first, ChineseNumerals.isNumeral(ch) { j += 1 }
      if j - i >= 2 || (j - i == 1 && ChineseNumerals.unitValues[tokens[i].first ?? " "] != nil),
        let value = ChineseNumerals.value(tokens[i..<j].joined())
      {
        out.append(String(value))
        changed = true
        i = j
      } else if j > i {
        out.append(contentsOf: tokens[i..<j])
        i = j
      } else {
        out.append(tokens[i])
        i += 1
      }
    }
    return changed ? out : nil
  }
}
