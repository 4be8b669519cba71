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
    var out: [String] = []
    func add(_ key: String) {
      if !key.isEmpty, !out.contains(key) { out.append(key) }
    }
    let full = TextNormalizer.tokens(title)
    add(full.joined(separator: " "))
    let core = coreTokens(title)
    add(core.joined(separator: " "))
    add(stripTypeWords(core).joined(separator: " "))
    if core.first == "the", core.count > 1 { add(stripTypeWords(Array(core.dropFirst())).joined(separator: " ")) }
    // Chinese: simplified script, digits for numerals, pinyin and near-homophone pinyin.
    if out.contains(where: ChineseTitleKeys.hasHan) {
      for key in ChineseTitleKeys.keys(for: out) { add(key) }
    }
    return out
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
