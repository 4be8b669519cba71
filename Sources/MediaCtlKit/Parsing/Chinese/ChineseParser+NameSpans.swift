/// Name spans once their roles are known: how two names are joined (的, 里的), which leads and
/// trailing 的 a name loses, what a Latin name looks like, and the `--explain` note saying which
/// catalog entry held a span whole.
extension ChineseWork {
  /// `--explain`: which catalog entry (or vocabulary entry, or rule) kept a span whole.
  mutating func noteHolder(_ range: Range<Int>, _ kind: NameKind) {
    let key = Self.fastKey(text.folded[range])
    let said = "“\(spoken(range))”"
    let title = (context.knownTitles.entry(key) ?? said) + " (catalog title)"
    let artist = (context.knownArtists.entry(key) ?? said) + " (catalog artist)"
    let (source, held): (String, String) =
      switch kind {
      case .title: ("catalog", title)
      case .artist: ("catalog", artist)
      case .both: ("catalog", title + ", " + artist)
      case .vocabulary(let identifier, _, let source): ("vocabulary", "\(identifier) (\(source))")
      case .person: ("lexicon:surnames", "a person's name: a common surname and a given name (not in the catalog)")
      case .quoted: ("quoted", "title marks 《…》")
      }
    trace.note(source, spoken(range), "held whole by", held)
  }

  /// "70s smash hits歌曲", "90s hip hop": a Latin name starting with a decade describes
  /// songs; no singer's name starts so.
  func startsWithDecade(_ range: Range<Int>) -> Bool {
    var k = range.lowerBound
    var digits = 0
    while k < range.upperBound, text.folded[k].value >= 0x30, text.folded[k].value <= 0x39 { digits += 1; k += 1 }
    guard digits == 2 || digits == 4, k < range.upperBound, text.folded[k] == "s", text.folded[k - 1] == "0" else { return false }
    return k + 1 == range.upperBound || text.folded[k + 1] == " " || text.folded[k + 1] == "'"
  }

  /// Whether two names are separated by 的 (or 之) alone.
  func isJoinedByDe(_ a: Int, _ b: Int, in ps: [Piece]) -> Bool {
    guard b == a + 2, case .particle? = ps[a + 1].lex else { return false }
    return text.span(ps[a + 1].range, is: "的") || text.span(ps[a + 1].range, is: "之")
  }

  /// Whether two names are separated by a locative 的 alone ("冬夜里的一盏灯", "梦中的家"):
  /// an unknown place or time before it is inside the title, as before 的.
  func isJoinedByLocative(_ a: Int, _ b: Int, in ps: [Piece]) -> Bool {
    guard b == a + 2, case .particle? = ps[a + 1].lex else { return false }
    let r = ps[a + 1].range
    return ["里的", "中的", "里面的", "当中的"].contains { text.span(r, is: $0) }
  }

  /// English genre words left in a Chinese request ("opera music"), as a set.
  static let englishGenres = Set(EnglishLexicon.genres)

  mutating func setName(_ range: Range<Int>, _ value: String, field: String, source: String, _ search: inout MediaSearch) {
    switch field {
    case "artistName": search.artistName = value
    case "albumName": search.albumName = value
    default: search.mediaName = value
    }
    use(range, source, field: "mediaSearch.\(field)", value: value)
  }

  /// The name as said, without English articles a translation left in front ("some Mf Doom",
  /// "the Nastya Kamenskih" for a person) and without a trailing 的.
  func cleanName(_ range: Range<Int>, asArtist: Bool) -> String {
    ChineseText.string(text.original[cleanRange(range, asArtist: asArtist)])
  }

  /// The span `cleanName` says.
  func cleanRange(_ range: Range<Int>, asArtist: Bool) -> Range<Int> {
    let r = range.clamped(to: 0..<text.count)
    var lo = r.lowerBound
    var hi = r.upperBound
    func trimSpaces() {
      while lo < hi, text.original[lo] == " " { lo += 1 }
      while hi > lo, text.original[hi - 1] == " " { hi -= 1 }
    }
    trimSpaces()
    for lead in asArtist ? Self.artistLeads : Self.nameLeads where hi - lo > lead.count + 1 {
      if text.original[lo..<lo + lead.count].elementsEqual(lead) { lo += lead.count }
    }
    while hi - lo > 1, text.original[hi - 1] == "的" { hi -= 1 }
    trimSpaces()
    return lo..<hi
  }

  static let nameLeads: [[Unicode.Scalar]] = [Array("some ".unicodeScalars)]
  static let artistLeads: [[Unicode.Scalar]] = ["some ", "the ", "a ", "an "].map { Array($0.unicodeScalars) }

  /// A person's name in Latin script, for an added item: a known artist, or two to four words
  /// starting with a common given name and holding no title word. Uncommon words alone are no
  /// person here, as in English: "添加cross town blues到…" names a title as often as a singer,
  /// and a mediaName still finds that singer's items.
  /// `range`: the name's span as `cleanRange` gives it.
  func looksLikePerson(_ range: Range<Int>) -> Bool {
    if isKnownArtist(range) { return true }
    if isKnownTitle(range) { return false }
    // A Han character is no letter of a Latin name (the test below would say so slowly).
    if text.original[range].contains(where: ChineseText.isCommonHan) { return false }
    let name = ChineseText.string(text.original[range])
    let parts = name.lowercased().split(separator: " ").map(String.init)
    guard parts.count >= 2, parts.count <= 4, parts.allSatisfy({ $0.allSatisfy { $0.isLetter && $0.isASCII || $0 == "-" || $0 == "'" } }) else {
      return false
    }
    if parts.contains(where: { EnglishLexicon.titleWords.contains($0) }) { return false }
    if let firstName = parts.first, EnglishLexicon.givenNames.contains(firstName) { return true }
    return false
  }
}
