/// A sound-alike key per word (American Soundex), so homophones such as "son" and "sun" or
/// "night" and "knight" share a key. Digits and Han characters pass through unchanged.
public enum PhoneticKey {
  public static func key(tokens: [String]) -> String {
    tokens.map(soundex).joined(separator: " ")
  }

  public static func soundex(_ word: String) -> String {
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
