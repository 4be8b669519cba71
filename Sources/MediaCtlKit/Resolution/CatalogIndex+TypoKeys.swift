/// Typo keys: the one-deletion keys of title words (a word and a typo of it share one) and
/// the one-edit test, straight from the bytes for ASCII words.
extension CatalogIndex {
  /// Words longer than this get no deletion keys (typos are looked for in real words, and a
  /// word's deletions cost the square of its length: a 1 MB one-word title would otherwise
  /// take minutes to index).
  static let maximumTypoWordLength = 64

  /// The hash of each of `deletions(of: word)` for words of 3 characters or more (none for
  /// shorter words); for ASCII words straight from the bytes, without building the strings.
  static func forEachDeletionHash(of word: String, _ body: (UInt64) -> Void) {
    let utf8 = word.utf8
    guard utf8.count <= maximumTypoWordLength * 4, word.count <= maximumTypoWordLength else { return }
    guard utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
      guard word.count >= 3 else { return }
      for deletion in deletions(of: word) { body(Postings.hash(deletion)) }
      return
    }
    let count = utf8.count
    guard count >= 3 else { return }
    for skip in 0..<count {
      var hasher = Postings.KeyHasher()
      var i = 0
      for byte in utf8 {
        if i != skip { hasher.add(byte: byte) }
        i += 1
      }
      body(hasher.value)
    }
  }

  /// The word without each one of its characters.
  static func deletions(of word: String) -> [String] {
    let utf8 = word.utf8
    guard utf8.count <= maximumTypoWordLength * 4, word.count <= maximumTypoWordLength else { return [] }
    // ASCII (without "\r", which joins "\n" into one character): a character is a byte.
    guard utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
      let chars = Array(word)
      return chars.indices.map { i in
        var copy = chars
        copy.remove(at: i)
        return String(copy)
      }
    }
    let bytes = Array(utf8)
    return bytes.indices.map { skip in
      String(unsafeUninitializedCapacity: bytes.count - 1) { buffer in
        var n = 0
        for (i, byte) in bytes.enumerated() where i != skip {
          buffer[n] = byte
          n += 1
        }
        return n
      }
    }
  }

  /// Title words within one edit of `word` (itself included), via the deletion keys: the
  /// word and its deletions are looked up among the vocabulary's words and their deletions,
  /// one small table.
  func wordsNear(_ word: String) -> [String] {
    typoMemo.nearWords.value(word, hash: Int(truncatingIfNeeded: Postings.hash(word))) { makeWordsNear(word) }
  }

  /// `wordsNear`, made from the deletion keys.
  func makeWordsNear(_ word: String) -> [String] {
    var probes = [Postings.hash(word)]
    // Words under 3 characters are only themselves.
    let exactOnly = word.count < 3
    if !exactOnly { Self.forEachDeletionHash(of: word) { probes.append($0) } }
    var out: [String] = []
    for probe in probes {
      for w in deletions.items(probe) where Int(w) < vocabulary.count {
        let candidate = vocabulary[Int(w)]
        guard !out.contains(candidate) else { continue }
        if candidate == word || (!exactOnly && Self.withinOneEdit(candidate, word)) { out.append(candidate) }
      }
    }
    return out.sorted()
  }

  /// `a.editDistance(to: b, limit: 1) <= 1`, for ASCII words straight from the bytes.
  static func withinOneEdit(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    let fast = a.withUTF8 { x in
      b.withUTF8 { y -> Bool? in
        guard x.allSatisfy({ $0 < 0x80 }), y.allSatisfy({ $0 < 0x80 }) else { return nil }
        let (long, short) = x.count >= y.count ? (x, y) : (y, x)
        guard long.count - short.count <= 1 else { return false }
        var i = 0
        while i < short.count, long[i] == short[i] { i += 1 }
        if i == short.count { return true }
        // The first difference is a substitution, or (lengths differing) one extra byte.
        let skip = long.count == short.count ? 1 : 0
        var j = i + 1
        var k = i + skip
        while k < short.count {
          if long[j] != short[k] { return false }
          j += 1
          k += 1
        }
        return true
      }
    }
    return fast ?? (a.editDistance(to: b, limit: 1) <= 1)
  }
}
