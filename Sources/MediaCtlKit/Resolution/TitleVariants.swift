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
    if let cut = tokens.firstIndex(where: { featuringWords.contains($0) }), cut > 0 {
      tokens = Array(tokens[..<cut])
    }
    return tokens
  }

  /// The title without bracketed parts, " - …" suffixes and "feat. …" tails.
  public static func coreTokens(_ title: String) -> [String] {
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
    var tokens = TextNormalizer.tokens(text)
    if let cut = tokens.firstIndex(where: { featuringWords.contains($0) }), cut > 0 {
      tokens = Array(tokens[..<cut])
    }
    return tokens.isEmpty ? TextNormalizer.tokens(title) : tokens
  }

  public static func stripTypeWords(_ tokens: [String]) -> [String] {
    var t = tokens[...]
    while t.count > 1, let last = t.last, typeWords.contains(last) { t = t.dropLast() }
    while t.count > 1, let first = t.first, typeWords.contains(first) { t = t.dropFirst() }
    if t.count > 1, t.last == "the" { t = t.dropLast() }
    return Array(t)
  }
}
