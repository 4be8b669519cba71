/// What typo search may rule out about a title before making its keys: per item, one
/// `UInt32` (`CatalogIndex.keyLengths`) packing the lengths of the shortest and longest of its
/// first three keys and a 16-bit set of the letters they hold. A name of length `n` can only
/// be within `limit` edits of a key whose length is within `limit` of `n`, and only of a key
/// that lacks at most `limit` of the name's letters (each missing letter takes an edit): most
/// titles sharing a word with a name that is not in the catalog fail one of the two, and are
/// passed over without being normalised and compared.
extension CatalogIndex {
  /// Letters and digits → one of 16 bits (the commonest letters alone, rarer ones shared):
  /// a name's bits that no key of a title has stand for as many letters the title lacks.
  static let letterBits: [UInt16] = {
    var table = [UInt16](repeating: 0, count: 128)
    let groups = ["e", "t", "a", "o", "i", "n", "sz", "rq", "hx", "lj", "dk", "cv", "ub", "my", "fgw", "p0123456789"]
    for (bit, group) in groups.enumerated() {
      for byte in group.utf8 { table[Int(byte)] = 1 << UInt16(bit) }
    }
    return table
  }()

  /// The letter bits of ASCII text (other bytes add none).
  static func letterSignature(_ text: some Sequence<UInt8>) -> UInt16 {
    var bits: UInt16 = 0
    for byte in text where byte < 0x80 { bits |= letterBits[Int(byte)] }
    return bits
  }

  /// The packed bounds of a title's keys (its `TitleVariants.keyTokens`): the letter bits of
  /// its first three keys in the top 16 bits, the shortest key length in bits 8–15 and the
  /// longest in bits 0–7, in bytes (255: longer, any length). Keys that are not all ASCII,
  /// where bytes are not characters, give `anyKey`: nothing ruled out.
  static func keyLengths(_ keys: [[String]]) -> UInt32 {
    var shortest = Int.max
    var longest = 0
    var letters: UInt16 = 0
    for tokens in keys.prefix(3) {
      var length = max(0, tokens.count - 1)
      for token in tokens {
        guard token.utf8.allSatisfy({ $0 < 0x80 }) else { return anyKey }
        length += token.utf8.count
        letters |= letterSignature(token.utf8)
      }
      shortest = min(shortest, length)
      longest = max(longest, length)
    }
    guard longest > 0 else { return anyKey }
    return UInt32(letters) << 16 | UInt32(min(shortest, 255)) << 8 | UInt32(min(longest, 255))
  }

  /// Bounds that rule out nothing: every letter, lengths 0 to any.
  static let anyKey: UInt32 = 0xFFFF_00FF

  /// Whether some title key of `item` may be within `limit` edits of a key of `length` ASCII
  /// characters whose letter bits are `letters`, judged by lengths and letters alone.
  @inline(__always)
  func mayBeWithin(_ limit: Int, ofLength length: Int, letters: UInt16, item: Int32) -> Bool {
    guard Int(item) < keyLengths.count else { return true }
    let packed = keyLengths[Int(item)]
    let shortest = Int((packed >> 8) & 0xFF)
    let longest = Int(packed & 0xFF)
    guard length + limit >= shortest, longest == 255 || length - limit <= longest else { return false }
    let missing = letters & ~UInt16(truncatingIfNeeded: packed >> 16)
    return missing.nonzeroBitCount <= limit
  }

  /// An item's title keys as typo search compares them (the first three, joined) and the
  /// first key's words: `TitleVariants.keyTokens` of its title, remembered.
  func typoKeys(_ item: Int32) -> TypoMemo.TitleKeys { typoMemo.titleKeys(item, items: items) }
}

extension TypoMemo {
  /// `CatalogIndex.typoKeys`, for closures that hold the memo and the items rather than a copy
  /// of the index (copying the index retains each of its lists).
  func titleKeys(_ item: Int32, items: CatalogItems) -> TitleKeys {
    titles.value(item, hash: Int(item)) {
      let tokens = TitleVariants.keyTokens(for: items[Int(item)].title)
      return TitleKeys(keys: tokens.prefix(3).map { $0.joined(separator: " ") }, firstWords: tokens.first ?? [])
    }
  }
}
