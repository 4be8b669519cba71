/// How a radio station is named besides its title: its `frequency` ("90.3 FM") and its
/// `callSign` ("KEXP"). Both are filed with the aliases when the index is built, so "play 90.3
/// FM", "play KBPR" and "tune to ninety point three" find a station by one lookup, never by
/// reading every station.
///
/// Keys are title keys (`TitleVariants.keyTokens`): "90.3 FM" → "90 3 fm", and the number
/// without its band, "90 3", since people often leave the band out ("tune to 90.3").
enum StationKeys {
  /// The band words a frequency ends with.
  static let bandWords: Set<String> = ["fm", "am"]

  /// The alias keys of an item's frequency and call sign (none for items without them).
  static func keyTokens(frequency: String?, callSign: String?) -> [[String]] {
    var out: [[String]] = []
    func add(_ tokens: [String]) {
      if !tokens.isEmpty, !out.contains(tokens) { out.append(tokens) }
    }
    if let frequency {
      for key in TitleVariants.keyTokens(for: frequency) {
        add(key)
        if let last = key.last, bandWords.contains(last), key.count > 1 { add(Array(key.dropLast())) }
      }
    }
    if let callSign {
      for key in TitleVariants.keyTokens(for: callSign) { add(key) }
    }
    return out
  }

  /// A spoken frequency's keys as a frequency is filed: "ninety point three" (tokens "90 point
  /// 3") → "90 3"; "one oh one point one" ("1 oh 1 point 1") → "101 1"; nil when the name is no
  /// spoken frequency (nothing to change).
  static func frequencyKeyTokens(_ keys: [[String]]) -> [[String]]? {
    var out: [[String]] = []
    for tokens in keys {
      guard let spoken = frequencyTokens(tokens), spoken != tokens, !out.contains(spoken) else { continue }
      out.append(spoken)
    }
    return out.isEmpty ? nil : out
  }

  /// One key's words with digits said one by one joined ("1 oh 1" → "101") and "point"
  /// between two numbers dropped; nil unless every word is a number, "point", "oh" or a band.
  static func frequencyTokens(_ tokens: [String]) -> [String]? {
    guard tokens.count >= 2, tokens.contains(where: isNumber) else { return nil }
    var out: [String] = []
    var digits = ""
    func flush() {
      if !digits.isEmpty { out.append(digits) }
      digits = ""
    }
    for (i, token) in tokens.enumerated() {
      if token == "oh" || (token.count == 1 && isNumber(token)) {
        // A digit said alone joins the digits before it ("one oh one").
        let next = i + 1 < tokens.count ? tokens[i + 1] : ""
        if !digits.isEmpty || next == "oh" || (next.count == 1 && isNumber(next)) {
          digits += token == "oh" ? "0" : token
          continue
        }
        flush()
        out.append(token == "oh" ? "0" : token)
      } else if isNumber(token) {
        flush()
        out.append(token)
      } else if token == "point", !digits.isEmpty || out.last.map(isNumber) == true, i + 1 < tokens.count, isNumber(tokens[i + 1]) || tokens[i + 1] == "oh" {
        flush()
      } else if bandWords.contains(token), i == tokens.count - 1 {
        flush()
        out.append(token)
      } else {
        return nil
      }
    }
    flush()
    return out
  }

  static func isNumber(_ token: String) -> Bool {
    !token.isEmpty && token.utf8.count <= 4 && token.utf8.allSatisfy { (0x30...0x39).contains($0) }
  }
}
