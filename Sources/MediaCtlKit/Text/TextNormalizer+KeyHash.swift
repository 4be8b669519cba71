extension TextNormalizer {
  /// `Postings.hash(joining: tokens(text))` for ASCII text whose words spell no number, read
  /// from the bytes without building the words: the parser asks the catalog "is this a title?"
  /// of many spans per request, and listing each span's words cost allocations. Nil when the
  /// text is not ASCII, or a word may be a number word or carries an apostrophe (`tokens`
  /// spells and joins those: ask it instead).
  static func asciiKeyHash(_ text: String) -> UInt64? {
    var text = text
    return text.withUTF8 { bytes -> UInt64? in
      func isAlphanumeric(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
      }
      var hasher = Postings.KeyHasher()
      var words = 0
      var i = 0
      let n = bytes.count
      while i < n {
        let b = bytes[i]
        if b >= 0x80 || b == UInt8(ascii: "'") { return nil }
        guard isAlphanumeric(b) || b == UInt8(ascii: "&") else {
          i += 1
          continue
        }
        if words > 0 { hasher.add(byte: UInt8(ascii: " ")) }
        words += 1
        if b == UInt8(ascii: "&") {
          for c in "and".utf8 { hasher.add(byte: c) }
          i += 1
          continue
        }
        var j = i
        while j < n, isAlphanumeric(bytes[j]) { j += 1 }
        if NumberWords.numberWords.contains(WordKey(asciiLowercasing: bytes[i..<j])) { return nil }
        for p in i..<j { hasher.add(byte: (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[p]) ? bytes[p] | 0x20 : bytes[p]) }
        i = j
      }
      return hasher.value
    }
  }
}
