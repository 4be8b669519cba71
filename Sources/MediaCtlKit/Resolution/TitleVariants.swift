/// The forms of a title people actually say: without edition and version noise
/// ("Outer Peace (Deluxe Edition)" → "outer peace"), without featured artists
/// ("Mile High (feat. Travis Scott & Metro Boomin)" → "mile high"), and without type words
/// ("Stuff You Should Know Podcast" → "stuff you should know", "Rocketman (Music from the
/// Motion Picture)" → "rocketman"). Titles with Han characters also get their simplified,
/// digit, pinyin and near-homophone keys (`ChineseTitleKeys`).
public enum TitleVariants {
  /// Words that name a kind of media rather than the title; dropped at either end.
  static let typeWords: Set<String> = [
    "podcast", "audio", "video", "soundtrack", "album", "song", "track", "playlist", "audiobook",
    "show", "episode", "radio", "station", "single", "ep", "mix", "version", "edition",
  ]

  /// Words that start a trailing version note after " - " or inside brackets.
  static let featuringWords: Set<String> = ["feat", "ft", "featuring"]

  /// Normalised keys for a title, most faithful first, without duplicates.
  public static func keys(for title: String) -> [String] {
    var out = baseKeyTokens(for: title).map { $0.joined(separator: " ") }
    // Chinese: simplified script, digits for numerals, pinyin and near-homophone pinyin.
    if out.contains(where: ChineseTitleKeys.hasHan) {
      for key in ChineseTitleKeys.keys(for: out) where !key.isEmpty && !out.contains(key) { out.append(key) }
    }
    return out
  }

  /// `keys(for:)` as word lists (each key is its words joined by spaces): what the index
  /// hashes, without joining and splitting again.
  static func keyTokens(for title: String) -> [[String]] {
    let base = baseKeyTokens(for: title)
    guard base.contains(where: { $0.contains(where: ChineseTitleKeys.hasHan) }) else { return base }
    return keys(for: title).map { $0.split(separator: " ").map(String.init) }
  }

  /// The full, core, type-word-free and "the"-less word lists, without empty or repeated ones.
  /// (Words never hold spaces and are never empty, so equal lists are equal keys.)
  static func baseKeyTokens(for title: String) -> [[String]] {
    var out: [[String]] = []
    out.reserveCapacity(4)
    func add(_ tokens: [String]) {
      if !tokens.isEmpty, !out.contains(tokens) { out.append(tokens) }
    }
    let full = TextNormalizer.tokens(title)
    add(full)
    let core = coreTokens(title, full: full)
    add(core)
    add(stripTypeWords(core))
    if core.first == "the", core.count > 1 { add(stripTypeWords(Array(core.dropFirst()))) }
    return out
  }

  /// `coreTokens(title)` given the title's full tokens: a printable ASCII title with no
  /// brackets and no spaced dash is its own core, so it is not tokenised twice.
  static func coreTokens(_ title: String, full: [String]) -> [String] {
    var plain = true
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in title.utf8 {
      switch byte {
      case 0x20...0x7E:
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          plain = false
        case UInt8(ascii: " ") where previous == UInt8(ascii: "-") && beforePrevious == UInt8(ascii: " "):
          plain = false
        default: break
        }
      default: plain = false
      }
      if !plain { break }
      beforePrevious = previous
      previous = byte
    }
    guard plain else { return coreTokens(title) }
    var tokens = full
    if let cut = tokens.firstIndex(where: isFeaturingWord), cut > 0 {
      tokens = Array(tokens[..<cut])
    }
    return tokens
  }

  /// The title without bracketed parts, " - …" suffixes and "feat. …" tails.
  public static func coreTokens(_ title: String) -> [String] {
    var tokens = TextNormalizer.tokens(coreText(title))
    if let cut = tokens.firstIndex(where: isFeaturingWord), cut > 0 {
      tokens = Array(tokens[..<cut])
    }
    return tokens.isEmpty ? TextNormalizer.tokens(title) : tokens
  }

  /// The title without bracketed parts and without a " - …" suffix (not yet tokenised); for
  /// ASCII titles straight from the bytes.
  static func coreText(_ title: String) -> String {
    guard title.utf8.allSatisfy({ $0 < 0x80 }) else { return coreTextByCharacters(title) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(title.utf8.count)
    var depth = 0
    for byte in title.utf8 {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
      default: if depth == 0 { bytes.append(byte) }
      }
    }
    // " - Single", " - Remastered 2011": cut at the first spaced dash.
    if bytes.count > 3,
      let dash = (1..<bytes.count - 1).first(where: {
        bytes[$0] == UInt8(ascii: "-") && bytes[$0 - 1] == UInt8(ascii: " ") && bytes[$0 + 1] == UInt8(ascii: " ")
      })
    {
      bytes.removeSubrange((dash - 1)...)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `coreText` by characters, for any title.
  static func coreTextByCharacters(_ title: String) -> String {
    var text = ""
    var depth = 0
    for ch in title {
      switch ch {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth = max(0, depth - 1)
      default: if depth == 0 { text.append(ch) }
      }
    }
    // " - Single", " - Remastered 2011": cut at the first spaced dash (no Foundation search).
    let characters = Array(text)
    if characters.count > 3, let dash = (1..<characters.count - 1).first(where: { characters[$0] == "-" && characters[$0 - 1] == " " && characters[$0 + 1] == " " }) {
      text = String(characters[..<(dash - 1)])
    }
    return text
  }

  /// Whether a word starts a featured-artist tail ("feat", "ft", "featuring"); the length
  /// is checked before the set.
  static func isFeaturingWord(_ word: String) -> Bool {
    let n = word.utf8.count
    return (n == 2 || n == 4 || n == 9) && featuringWords.contains(word)
  }

  /// Whether a word is a type word; the length is checked before the set.
  static func isTypeWord(_ word: String) -> Bool {
    let n = word.utf8.count
    return n < typeWordLengths.count && typeWordLengths[n] && typeWords.contains(word)
  }

  /// Which lengths (in UTF-8 bytes) type words have.
  static let typeWordLengths: [Bool] = {
    var out = [Bool](repeating: false, count: (typeWords.map(\.utf8.count).max() ?? 0) + 1)
    for word in typeWords { out[word.utf8.count] = true }
    return out
  }()

  public static func stripTypeWords(_ tokens: [String]) -> [String] {
    var t = tokens[...]
    while t.count > 1, let last = t.last, isTypeWord(last) { t = t.dropLast() }
    while t.count > 1, let first = t.first, isTypeWord(first) { t = t.dropFirst() }
    if t.count > 1, t.last == "the" { t = t.dropLast() }
    return Array(t)
  }
}
