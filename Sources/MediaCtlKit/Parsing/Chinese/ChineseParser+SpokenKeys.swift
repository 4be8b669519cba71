/// The title key of a span as said (`TextNormalizer.key(spoken(range))`), read from the scalars
/// when they are ASCII and common Han characters: `TextNormalizer` lowercases the whole string
/// and tests every scalar against Foundation's letter set, which cost more than the rest of an
/// add request's destination. Any other scalar (an accented letter, a rare character, a
/// curly apostrophe) or an English number word (which the key spells as digits) leaves the
/// span to `TextNormalizer`: these functions answer nil.
extension ChineseText {
  /// One word of a span's key: scalars of `original` (apostrophes inside a Latin word are
  /// left out of it), or "and" for "&".
  enum KeyWord {
    case scalars(Range<Int>)
    case and
  }

  /// Han characters whose letterhood no Unicode version has changed (the unified ideographs
  /// and extension A as of Unicode 11): each is a word of its own in a key.
  @inline(__always)
  static func isCommonHan(_ s: Unicode.Scalar) -> Bool {
    (0x4E00...0x9FEF).contains(s.value) || (0x3400...0x4DB5).contains(s.value)
  }

  /// The words of the key of `spoken(range)`, or nil when `TextNormalizer` must read it.
  func spokenKeyWords(_ range: Range<Int>) -> [KeyWord]? {
    let r = range.clamped(to: 0..<count)
    var words: [KeyWord] = []
    var k = r.lowerBound
    while k < r.upperBound {
      let s = original[k]
      if s.value < 0x80, ChineseText.isASCIIAlphanumeric(s) || s == "'" {
        // A Latin word: its letters and digits; an apostrophe inside is left out ("don't" →
        // "dont"), and apostrophes alone are no word.
        let from = k
        var letters = 0
        while k < r.upperBound, original[k].value < 0x80, ChineseText.isASCIIAlphanumeric(original[k]) || original[k] == "'" {
          if original[k] != "'" { letters += 1 }
          k += 1
        }
        guard letters > 0 else { continue }
        if ChineseWork.isNumberWord(original[from..<k], letters: letters) { return nil }
        words.append(.scalars(from..<k))
        continue
      }
      if s.value < 0x80 {
        // Any other ASCII sign ends a word; "&" is the word "and".
        if s == "&" { words.append(.and) }
      } else if Self.isCommonHan(s) {
        words.append(.scalars(k..<k + 1))
      } else {
        return nil
      }
      k += 1
    }
    return words
  }

  /// `Postings.hash(joining: TextNormalizer.tokens(spoken(range)))`, or nil (see above).
  func spokenKeyHash(_ range: Range<Int>) -> UInt64? {
    guard let words = spokenKeyWords(range) else { return nil }
    var hasher = Postings.KeyHasher()
    for (i, word) in words.enumerated() {
      if i > 0 { hasher.add(byte: 0x20) }
      switch word {
      case .and: hasher.add("and")
      case .scalars(let r):
        for s in original[r] where s != "'" {
          if s.value < 0x80 {
            hasher.add(byte: UInt8(truncatingIfNeeded: s.value) | (s.value >= 0x41 && s.value <= 0x5A ? 0x20 : 0))
          } else {
            ChineseWork.addUTF8(s, to: &hasher)
          }
        }
      }
    }
    return hasher.value
  }

  /// `TextNormalizer.key(spoken(range))`, or nil (see above).
  func spokenKey(_ range: Range<Int>) -> String? {
    guard let words = spokenKeyWords(range) else { return nil }
    var scalars: [Unicode.Scalar] = []
    for (i, word) in words.enumerated() {
      if i > 0 { scalars.append(" ") }
      switch word {
      case .and: scalars += ["a", "n", "d"]
      case .scalars(let r):
        for s in original[r] where s != "'" { scalars.append(s.value < 0x80 ? ChineseText.fold(s) : s) }
      }
    }
    return Self.string(scalars[...])
  }
}

/// Catalog names asked of spans as said, by their key's hash where the scalars allow
/// (`ParseContext.isKnownTitle` and `isKnownArtist` for `spoken(range)`, the same answers).
extension ChineseWork {
  func isKnownTitle(_ range: Range<Int>) -> Bool {
    mayStartKnown(range, context.knownTitles) && isKnown(range, context.knownTitles)
  }

  func isKnownArtist(_ range: Range<Int>) -> Bool {
    mayStartKnown(range, context.knownArtists) && isKnown(range, context.knownArtists)
  }

  /// `ParseContext.isKnown(spoken(range), lookup)`.
  func isKnown(_ range: Range<Int>, _ lookup: KeyLookup) -> Bool {
    if let hash = text.spokenKeyHash(range), let known = lookup.contains(hash: hash) { return known }
    return ParseContext.isKnown(spoken(range), lookup)
  }

  /// `context.mayStartKnown(spoken(range), lookup)`, which reads only the first word: a first
  /// word of ASCII and common Han with a Han character in it keeps that character in its cheap
  /// key, which is then not ASCII, and may start anything.
  func mayStartKnown(_ range: Range<Int>, _ lookup: KeyLookup) -> Bool {
    var lo = max(range.lowerBound, 0)
    let hi = min(range.upperBound, text.count)
    while lo < hi, text.original[lo] == " " { lo += 1 }
    var e = lo
    var han = false
    var plain = true
    while e < hi, text.original[e] != " " {
      let s = text.original[e]
      if ChineseText.isCommonHan(s) { han = true } else if s.value >= 0x80 { plain = false }
      e += 1
    }
    if han && plain { return true }
    return context.mayStartKnown(spoken(lo..<e), lookup)
  }
}
