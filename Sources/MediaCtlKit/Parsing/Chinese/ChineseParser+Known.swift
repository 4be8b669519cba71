/// Names the app knows, found in the text before anything else splits it: catalog titles,
/// catalog artists and vocabulary phrases, by longest match at every position.
///
/// A title key is the name's words joined by spaces, every Han character a word of its own
/// ("周 杰 伦", "love story"). From each start the span's key is hashed one scalar at a time
/// (`Postings.KeyHasher`, the hash the catalog index keeps), so every span is looked up without
/// building its key; only spans holding an unusual sign or an English number word, whose key
/// `TextNormalizer` must spell, build it.
extension ChineseWork {
  /// The known names of a text, by start position, longest first: one flat array and where
  /// each position's names begin in it (an array per position was an allocation, and a
  /// release at the end, for every position of every request).
  struct KnownMatches {
    var matches: [(end: Int, kind: NameKind)] = []
    /// `firsts[i]..<firsts[i + 1]` are the names starting at `i`; one more than the text.
    var firsts: [Int]

    init(count: Int) { firsts = Array(repeating: 0, count: count + 1) }

    /// The longest name starting at `i` that ends by `limit`.
    func first(at i: Int, limit: Int) -> (end: Int, kind: NameKind)? {
      guard i >= 0, i + 1 < firsts.count else { return nil }
      var k = firsts[i]
      while k < firsts[i + 1] {
        if matches[k].end <= limit { return matches[k] }
        k += 1
      }
      return nil
    }
  }

  /// The longest catalog title, catalog artist or vocabulary phrase at `i` ending by `limit`.
  func knownName(at i: Int, limit: Int) -> (end: Int, kind: NameKind)? {
    knownMatches.first(at: i, limit: limit)
  }

  /// The normalised key of folded scalars (Han as single tokens, Latin words lowercase), as
  /// `TextNormalizer.key` makes it; built directly for the usual signs, "&" (the word "and")
  /// and the accented letters of Latin-1 and Latin Extended-A ("ú" is "u": `latinFolds`).
  static func fastKey(_ chars: ArraySlice<Unicode.Scalar>) -> String {
    var tokens: [String] = []
    var word = String.UnicodeScalarView()
    // An accented letter makes `TextNormalizer` decompose the whole text, which changes a
    // compatibility ideograph (U+F9BA is 了): with one, only common Han is read here.
    var accented = false
    var uncommonHan = false
    for ch in chars {
      if ChineseText.isHan(ch) {
        if !word.isEmpty { tokens.append(String(word)); word = String.UnicodeScalarView() }
        tokens.append(String(ch))
        if !ChineseText.isCommonHan(ch) { uncommonHan = true }
      } else if ch.value < 0x80, ChineseText.isASCIIAlphanumeric(ch) {
        word.append(ch)
      } else if isKeySeparator(ch) {
        if !word.isEmpty { tokens.append(String(word)); word = String.UnicodeScalarView() }
      } else if ch == "'" || ch == "’" {
        continue
      } else if ch == "&" {
        if !word.isEmpty { tokens.append(String(word)); word = String.UnicodeScalarView() }
        tokens.append("and")
      } else if let folded = latinFold(ch) {
        word.append(contentsOf: folded)
        accented = true
      } else {
        return TextNormalizer.key(ChineseText.string(chars))
      }
    }
    if accented && uncommonHan { return TextNormalizer.key(ChineseText.string(chars)) }
    if !word.isEmpty { tokens.append(String(word)) }
    if tokens.contains(where: { NumberWords.cardinals[$0] != nil || NumberWords.ordinals[$0] != nil }) {
      return TextNormalizer.key(ChineseText.string(chars))
    }
    return tokens.joined(separator: " ")
  }

  /// What `TextNormalizer.fold` makes of each letter from U+00C0 to U+017F (lowercase, its
  /// accents dropped: "Ú" and "ú" are "u"), when every scalar of that is a letter `tokens`
  /// keeps in a word; nil for the rest (× and ÷, which are no letters). Folding is letter by
  /// letter here: these letters lowercase without context, and their decompositions hold only
  /// the marks `fold` drops.
  static let latinFolds: [[Unicode.Scalar]?] = (0xC0...0x17F).map { v in
    guard let s = Unicode.Scalar(v) else { return nil }
    let folded = Array(TextNormalizer.fold(String(s)).unicodeScalars)
    let keeps = !folded.isEmpty && folded.allSatisfy { TextNormalizer.alphanumerics.contains($0) && !TextNormalizer.isHan($0) && $0 != "'" && $0 != "’" }
    return keeps ? folded : nil
  }

  @inline(__always)
  static func latinFold(_ s: Unicode.Scalar) -> [Unicode.Scalar]? {
    guard s.value >= 0xC0, s.value <= 0x17F else { return nil }
    return latinFolds[Int(s.value - 0xC0)]
  }

  /// The UTF-8 bytes of a scalar, into a key's hash.
  @inline(__always)
  static func addUTF8(_ s: Unicode.Scalar, to hasher: inout Postings.KeyHasher) {
    let v = s.value
    switch v {
    case 0..<0x80:
      hasher.add(byte: UInt8(v))
    case 0x80..<0x800:
      hasher.add(byte: UInt8(0xC0 | v >> 6))
      hasher.add(byte: UInt8(0x80 | v & 0x3F))
    case 0x800..<0x10000:
      hasher.add(byte: UInt8(0xE0 | v >> 12))
      hasher.add(byte: UInt8(0x80 | v >> 6 & 0x3F))
      hasher.add(byte: UInt8(0x80 | v & 0x3F))
    default:
      hasher.add(byte: UInt8(0xF0 | v >> 18))
      hasher.add(byte: UInt8(0x80 | v >> 12 & 0x3F))
      hasher.add(byte: UInt8(0x80 | v >> 6 & 0x3F))
      hasher.add(byte: UInt8(0x80 | v & 0x3F))
    }
  }

  @inline(__always)
  static func isKeySeparator(_ s: Unicode.Scalar) -> Bool { s == " " || s == "-" || s == "." || s == "!" || s == "?" }

  /// Where the key of a span cannot be hashed scalar by scalar: a sign `TextNormalizer` spells
  /// its own way ("&" is "and", "é" loses its accent) or an English number word ("one" is 1).
  /// Counted up to each position, so a span's test is one subtraction.
  static func unusualCounts(_ text: ChineseText) -> [Int] {
    let folded = text.folded
    var counts = [Int](repeating: 0, count: folded.count + 1)
    var k = 0
    while k < folded.count {
      let s = folded[k]
      if s.value < 0x80, ChineseText.isASCIIAlphanumeric(s) {
        // A whole Latin word: unusual when it is a number word.
        var e = k
        var letters = 0
        while e < folded.count, folded[e].value < 0x80, ChineseText.isASCIIAlphanumeric(folded[e]) || folded[e] == "'" {
          if folded[e] != "'" { letters += 1 }
          e += 1
        }
        let number = letters <= 12 && isNumberWord(folded[k..<e], letters: letters)
        for m in k..<e { counts[m + 1] = counts[m] + (number && m == k ? 1 : 0) }
        k = e
        continue
      }
      let usual = ChineseText.isHan(s) || isKeySeparator(s) || s == "'" || s == "’"
      counts[k + 1] = counts[k] + (usual ? 0 : 1)
      k += 1
    }
    return counts
  }

  /// Whether the letters of a folded Latin word (its apostrophes left out) spell a cardinal or
  /// ordinal, read as a `WordKey` from the scalars: no string is built per word. A long word's
  /// key is a hash, so a word that is no number may, about once in 2⁶³, be taken for one: its
  /// spans then build their key the slow way, which gives the same key.
  static func isNumberWord(_ word: ArraySlice<Unicode.Scalar>, letters: Int) -> Bool {
    guard letters > 0 else { return false }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: letters) { buffer in
      var n = 0
      for s in word where s != "'" {
        buffer[n] = UInt8(truncatingIfNeeded: s.value)
        n += 1
      }
      return NumberWords.numberWords.contains(WordKey(asciiLowercasing: UnsafeBufferPointer(buffer)[0..<n]))
    }
  }

  /// Every known name at every position, longest first (computed once per parse). Han names
  /// have at least two characters; a Latin name must end where its Latin run ends. A span is
  /// looked up only when every Han character of it is a word of some title, artist or
  /// vocabulary phrase (numerals always may be), so most spans cost no lookup at all.
  static func knownMatches(in text: ChineseText, context: ParseContext) -> KnownMatches {
    let n = text.count
    var out = KnownMatches(count: n)
    guard n > 0 else { return out }
    let folded = text.folded
    let latin = text.latin
    let reach = nameReach(in: text, context: context)
    let unusual = unusualCounts(text)
    for i in 0..<n {
      // Each position's names end where the next position's begin.
      defer { out.firsts[i + 1] = out.matches.count }
      guard folded[i] != " ", text.boundary(i, i) else { continue }
      // Not inside a Latin run: "Everybody Happy" is one name even though "Happy" is a title.
      if i >= 2, folded[i - 1] == " ", latin[i - 2], latin[i] { continue }
      let startsLatin = latin[i]
      let last = min(n, i + 24, reach[i])
      guard last > i + (startsLatin ? 0 : 1) else { continue }
      var hasher = Postings.KeyHasher()
      var tokens = 0
      var inWord = false
      let first = out.matches.count
      defer { out.matches[first...].reverse() }
      for j in (i + 1)...last {
        let s = folded[j - 1]
        // Feed scalar j-1 into the key.
        if ChineseText.isHan(s) {
          if tokens > 0 { hasher.add(byte: 0x20) }
          addUTF8(s, to: &hasher)
          tokens += 1
          inWord = false
        } else if s.value < 0x80, ChineseText.isASCIIAlphanumeric(s) {
          if !inWord {
            if tokens > 0 { hasher.add(byte: 0x20) }
            tokens += 1
            inWord = true
          }
          hasher.add(byte: UInt8(s.value))
        } else if isKeySeparator(s) {
          inWord = false
        }
        guard s != " ", text.boundary(i, j), tokens > 0 else { continue }
        if !startsLatin && j - i < 2 { continue }
        if startsLatin, j < n, latin[j] || folded[j] == " " && j + 1 < n && latin[j + 1] {
          continue
        }
        let kind: NameKind?
        if unusual[j] - unusual[i] > 0 {
          kind = lookUp(key: fastKey(folded[i..<j]), context: context)
        } else {
          kind = lookUp(hash: hasher.value, context: context) { fastKey(folded[i..<j]) }
        }
        if let kind { out.matches.append((j, kind)) }
      }
    }
    return out
  }

  /// What a key names: a vocabulary phrase first, then a catalog artist, then a title.
  static func lookUp(key: String, context: ParseContext) -> NameKind? {
    guard !key.isEmpty else { return nil }
    if let e = context.vocabularyEntry(forKey: key) { return vocabularyKind(e, context) }
    if context.knownArtists.contains(key) { return context.knownTitles.contains(key) ? .both : .artist }
    return context.knownTitles.contains(key) ? .title : nil
  }

  /// `lookUp(key:)` by the key's hash; `key` is built only when a lookup is not hashed.
  static func lookUp(hash: UInt64, context: ParseContext, key: () -> String) -> NameKind? {
    if let e = context.vocabularyEntry(forHash: hash) { return vocabularyKind(e, context) }
    guard let artist = context.knownArtists.contains(hash: hash), let title = context.knownTitles.contains(hash: hash) else {
      return lookUp(key: key(), context: context)
    }
    if artist { return title ? .both : .artist }
    return title ? .title : nil
  }

  static func vocabularyKind(_ e: Int, _ context: ParseContext) -> NameKind {
    let entry = context.vocabulary.entries[e]
    return .vocabulary(identifier: entry.identifier, type: entry.type.mediaType, source: "vocabulary:\(entry.type.name)")
  }

  /// For each position, where the run of characters that may belong to a known name ends: a
  /// Han character that is in no title, artist or vocabulary key ends every name before it.
  static func nameReach(in text: ChineseText, context: ParseContext) -> [Int] {
    let n = text.count
    var reach = Array(repeating: n, count: n)
    var next = n
    var k = n - 1
    while k >= 0 {
      let ch = text.folded[k]
      if ChineseText.isHan(ch), !ChineseWork.numeralChars.contains(ch) {
        var hasher = Postings.KeyHasher()
        addUTF8(ch, to: &hasher)
        let word = hasher.value
        let known = context.knownTitles.mayStart(hash: word) || context.knownArtists.mayStart(hash: word)
          || context.isVocabularyWord(hash: word)
        if !known { next = k }
      }
      reach[k] = next
      k -= 1
    }
    return reach
  }
}
