/// A sound-alike key per word (American Soundex), so homophones such as "son" and "sun" or
/// "night" and "knight" share a key. Digits and Han characters pass through unchanged.
public enum PhoneticKey {
  public static func key(tokens: [String]) -> String {
    tokens.map(soundex).joined(separator: " ")
  }

  /// `Postings.hash(key(tokens:))`, without joining the codes.
  static func hash(tokens: [String]) -> UInt64 {
    var hasher = Postings.KeyHasher()
    for (i, token) in tokens.enumerated() {
      if i > 0 { hasher.add(byte: UInt8(ascii: " ")) }
      hasher.add(soundex(token))
    }
    return hasher.value
  }

  /// The same code straight from lowercase ASCII bytes, without building arrays of scalars.
  static func asciiSoundex(_ word: String) -> String? {
    var word = word
    word.makeContiguousUTF8()
    return word.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard bytes.count > 0, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var start = 0
      var first = bytes[0]
      if bytes.count > 2 {
        let a = bytes[0], b = bytes[1]
        if (a == UInt8(ascii: "k") || a == UInt8(ascii: "g") || a == UInt8(ascii: "p")) && b == UInt8(ascii: "n") || a == UInt8(ascii: "w") && b == UInt8(ascii: "r") {
          start = 1
          first = b
        } else if a == UInt8(ascii: "p") && b == UInt8(ascii: "h") {
          start = 1
          first = UInt8(ascii: "f")
        }
      }
      guard first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return nil }
      func code(_ c: UInt8) -> UInt8 {
        switch c {
        case UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "p"), UInt8(ascii: "v"): return UInt8(ascii: "1")
        case UInt8(ascii: "c"), UInt8(ascii: "g"), UInt8(ascii: "j"), UInt8(ascii: "k"), UInt8(ascii: "q"), UInt8(ascii: "s"), UInt8(ascii: "x"), UInt8(ascii: "z"): return UInt8(ascii: "2")
        case UInt8(ascii: "d"), UInt8(ascii: "t"): return UInt8(ascii: "3")
        case UInt8(ascii: "l"): return UInt8(ascii: "4")
        case UInt8(ascii: "m"), UInt8(ascii: "n"): return UInt8(ascii: "5")
        case UInt8(ascii: "r"): return UInt8(ascii: "6")
        default: return 0
        }
      }
      var out: [UInt8] = [first & ~0x20]
      var last = code(first)
      var i = start + 1
      while i < bytes.count && out.count < 4 {
        let c = bytes[i]
        let k = code(c)
        if k != 0 && k != last { out.append(k) }
        if c != UInt8(ascii: "h") && c != UInt8(ascii: "w") { last = k }
        i += 1
      }
      while out.count < 4 { out.append(UInt8(ascii: "0")) }
      return String(decoding: out, as: UTF8.self)
    } ?? nil
  }

  public static func soundex(_ word: String) -> String {
    if let fast = asciiSoundex(word) { return fast }
    var scalars = Array(word.unicodeScalars)
    // Silent leading letters people spell differently: "kn", "wr", "ph".
    if scalars.count > 2 {
      let lead = String(String.UnicodeScalarView(scalars.prefix(2)))
      switch lead {
      case "kn", "gn", "pn": scalars.removeFirst()
      case "wr": scalars.removeFirst()
      case "ph": scalars.replaceSubrange(0..<2, with: ["f"])
      default: break
      }
    }
    guard let first = scalars.first, first.isASCII, first.properties.isAlphabetic else { return word }
    func code(_ s: Unicode.Scalar) -> Character? {
      switch s {
      case "b", "f", "p", "v": "1"
      case "c", "g", "j", "k", "q", "s", "x", "z": "2"
      case "d", "t": "3"
      case "l": "4"
      case "m", "n": "5"
      case "r": "6"
      default: nil
      }
    }
    var result = String(Character(first))
    var last = code(first)
    for s in scalars.dropFirst() {
      let c = code(s)
      if let c, c != last { result.append(c) }
      if s != "h" && s != "w" { last = c }
      if result.count == 4 { break }
    }
    while result.count < 4 { result.append("0") }
    return result
  }
}
