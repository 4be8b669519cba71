/// Numbers in requests: playback speeds (两倍速, 1.5倍速, 半速), decades and years (八十年代,
/// 90年代, 八零后, 一九六九年, 1995年).
extension ChineseWork {
  static let numeralChars = ScalarSet("零〇一二三四五六七八九十两0123456789".unicodeScalars)
  /// The scalars a playback speed starts with (a numeral, 双倍, 半速, 原速, 正常速度).
  static let speedFirsts: ScalarSet = numeralChars.union(["双", "半", "原", "正"])

  /// A number at `i`: Chinese or Arabic, with a decimal part ("1.5", "一点五"). End and value.
  func number(at i: Int, limit: Int) -> (end: Int, value: Double)? {
    var j = i
    while j < limit, Self.numeralChars.contains(text.folded[j]) { j += 1 }
    guard j > i, let whole = ChineseNumerals.value(scalars: text.folded[i..<j]) else { return nil }
    var value = Double(whole)
    // Decimal part: "1.5", "一点五".
    if j + 1 < limit, text.folded[j] == "." || text.folded[j] == "点" {
      var k = j + 1
      while k < limit, Self.numeralChars.contains(text.folded[k]), text.folded[k] != "十" { k += 1 }
      if k > j + 1 {
        let digits = text.key(j + 1..<k).map { ch -> String in
          ChineseNumerals.value(String(ch)).map(String.init) ?? String(ch)
        }.joined()
        if let fraction = Double("0." + digits) { value += fraction; j = k }
      }
    }
    return (j, value)
  }

  /// "两倍速", "2倍速", "1.5倍速", "一点五倍速度", "双倍速", "半速", "两倍的速度", "原速", with
  /// an optional "以"/"用" before and "播放"/"放" after.
  func speedMatch(at i: Int) -> (end: Int, value: Double)? {
    var s = i
    guard s < end else { return nil }
    if text.folded[s] == "以" || text.folded[s] == "用" || text.folded[s] == "按" { s += 1 }
    guard s < end, Self.speedFirsts.contains(text.folded[s]) else { return nil }
    var value: Double?
    var k = s
    if phrase("双倍", at: s) { value = 2; k = s + 2 } else if phrase("半速", at: s) {
      value = 0.5
      k = s + 1
    } else if phrase("原速", at: s) || phrase("正常速度", at: s) {
      value = 1
      k = phrase("原速", at: s) ? s + 1 : s + 3
    } else if let n = number(at: s, limit: end), phrase("倍", at: n.end) {
      value = n.value
      k = n.end + 1
    } else if phrase("一倍半", at: s) {
      value = 1.5
      k = s + 3
    }
    guard let value, value > 0, value <= 4 else { return nil }
    var found = false
    for tail in ["速度", "速", "的速度", "倍速"] where phrase(tail, at: k) {
      k += tail.count
      found = true
      break
    }
    guard found || phrase("播放", at: k) || phrase("放", at: k) || phrase("听", at: k) || k == end else { return nil }
    for tail in ["播放", "来放", "放", "听"] where phrase(tail, at: k) { k += tail.count; break }
    return (k, value)
  }

  /// A decade or year at `i`: "八十年代", "80年代", "八零年代", "九零后", "二十世纪八十年代",
  /// "一九六九年", "1995年", "2004" (a bare year only before 的/年/the end).
  func decadeMatch(at i: Int, limit: Int) -> (end: Int, range: DateComponentsRange)? {
    guard var m = decadeCore(at: i, limit: limit) else { return nil }
    // "2000年以后", "九十年代以前": a range open on one side.
    if let first = m.range.startDateComponents?.year {
      if let w = ChineseLexicon.sinceWords.first(where: { phrase($0, at: m.end) }) {
        m = (m.end + w.count, DateComponentsRange(startDateComponents: .init(year: first)))
      } else if let w = ChineseLexicon.untilWords.first(where: { phrase($0, at: m.end) }) {
        m = (m.end + w.count, DateComponentsRange(endDateComponents: .init(year: first - 1)))
      }
    }
    // "2010年发行的", "八十年代出的": when it came out belongs to the date.
    for tail in ChineseLexicon.releaseTails where phrase(tail, at: m.end) { return (m.end + tail.count, m.range) }
    return m
  }

  func decadeCore(at i: Int, limit: Int) -> (end: Int, range: DateComponentsRange)? {
    guard i < limit, i < text.count, text.folded[i] == "上" || Self.numeralChars.contains(text.folded[i]) else { return nil }
    var s = i
    for lead in ["上世纪", "上个世纪", "二十世纪", "20世纪"] where phrase(lead, at: s) { s += lead.count; break }
    var j = s
    while j < limit, Self.numeralChars.contains(text.folded[j]) { j += 1 }
    if j < limit, text.folded[j] == "千" || text.folded[j] == "几" { return spokenYear(from: s, limit: limit) }
    // "上世纪的老歌": the century alone.
    if s > i, j == s { return (s, .years(1900, through: 1999)) }
    // Every decade and year has two numerals or more ("一首" is none).
    guard j > s + 1 else { return nil }
    // The run's numerals, each a scalar and a character of its own (no string is made of them).
    let run = text.folded[s..<j]
    let hasTen = run.contains("十")
    let isASCII = run.allSatisfy { $0.value < 0x80 }
    // A year: four digits, Chinese or Arabic, then 年 (or a bare Arabic year).
    if run.count == 4, !hasTen, let year = ChineseNumerals.value(scalars: run), (1900...2039).contains(year) {
      if phrase("年代", at: j) { return (j + 2, .years(year, through: year + 9)) }
      if phrase("年", at: j) { return (aboutEnd(j + 1), .years(year, through: year)) }
      if isASCII, j == limit || phrase("的", at: j) || phrase("年", at: j) {
        return (j, .years(year, through: year))
      }
      return nil
    }
    guard let v = ChineseNumerals.value(scalars: run) else { return nil }
    // A year said with two digits: "九七年" 1997, "零五年" 2005, "97年".
    if run.count == 2, !hasTen, phrase("年", at: j), !phrase("年代", at: j), !phrase("年前", at: j) {
      let year = v >= 30 ? 1900 + v : 2000 + v
      return (aboutEnd(j + 1), .years(year, through: year))
    }
    // A decade: 八十/80/八零/九零/00 then 年代 or 后.
    var decade: Int?
    if hasTen || run.count == 2 && isASCII && v % 10 == 0 {
      decade = v
    } else if run.count == 2, run.last == "零" || run.last == "〇" || run.last == "0" {
      decade = v  // 八零 → 80
    }
    guard let d = decade, d % 10 == 0, d < 100 else { return nil }
    let startYear = d >= 20 ? 1900 + d : 2000 + d
    if phrase("年代", at: j) { return (j + 2, .years(startYear, through: startYear + 9)) }
    if phrase("后", at: j), run.count == 2 { return (j + 1, .years(startYear, through: startYear + 9)) }
    return nil
  }

  /// Years said with 千 or 几: "两千年", "两千零五年" (one year), "九几年", "零几年",
  /// "二零一几年" (the decade: 几 is "some digit").
  func spokenYear(from s: Int, limit: Int) -> (end: Int, range: DateComponentsRange)? {
    var j = s
    while j < limit, Self.numeralChars.contains(text.folded[j]) || text.folded[j] == "千" { j += 1 }
    let run = text.folded[s..<j]
    if run.contains("千") {
      guard phrase("年", at: j), !phrase("年代", at: j), let year = ChineseNumerals.value(scalars: run), (1900...2039).contains(year) else { return nil }
      return (aboutEnd(j + 1), .years(year, through: year))
    }
    guard phrase("几年", at: j), !phrase("几年前", at: j), !run.contains("十"), let v = ChineseNumerals.value(scalars: run) else { return nil }
    let decade: Int
    switch run.count {
    // One digit: the decade of this century or the last ("零几年" 2000s, "九几年" 1990s).
    case 1 where ["零", "〇", "0", "一", "1"].contains(run[s]):
      decade = 2000 + v * 10
    case 1 where v >= 5:
      decade = 1900 + v * 10
    // Three digits: "二零一几年", "一九九几年", "199几年".
    case 3 where (190...203).contains(v):
      decade = v * 10
    default:
      return nil
    }
    return (aboutEnd(j + 2), .years(decade, through: decade + 9))
  }

  /// After a year, "左右" / "前后" (about then) belong to it.
  func aboutEnd(_ e: Int) -> Int {
    for about in ["左右", "前后"] where phrase(about, at: e) { return e + 2 }
    return e
  }
}
