import Foundation

/// Whether a name is a person's: a known artist, or a given name and surname shape.
extension Work {
  /// A person's name rather than a title: a known artist, or a common given name (or stage
  /// prefix such as "DJ") followed by one to three words that are not title words.
  ///
  /// `byShapeAlone`: whether two or three uncommon words with no given name count too ("Chantal
  /// Kreviazuk, Sister Ray"). Not for an added item: "add Spanish Harlem Incident to …", "add hold
  /// tight to …" are titles as often as names, and a mediaName the catalog does not know as a
  /// title still finds that artist's items (the resolver's name-only fallback).
  func looksLikePersonName(_ name: String, byShapeAlone: Bool = true) -> Bool {
    // One title key for both questions, and only when a known name can start with the word.
    let mayBeArtist = context.mayStartKnown(name, context.knownArtists)
    let mayBeTitle = context.mayStartKnown(name, context.knownTitles)
    if mayBeArtist || mayBeTitle {
      // The key's words, hashed one by one: the key itself is never joined.
      let key = TextNormalizer.tokens(name)[...]
      if mayBeArtist, context.knownArtists.contains(joining: key) { return true }
      if mayBeTitle, context.knownTitles.contains(joining: key) { return false }
    }
    let parts = Self.lowercasedNameParts(name)
    guard parts.count >= 2, parts.count <= 4, let first = parts.first else { return false }
    if parts.dropFirst().contains(where: { EnglishLexicon.titleWords.contains($0) || Self.hasDigit($0) }) { return false }
    if EnglishLexicon.givenNames.contains(first) { return true }
    // "First Last": two or three words, none of them a common word, genre or mood.
    return byShapeAlone && parts.count <= 3 && !EnglishLexicon.titleWords.contains(first) && !Self.hasDigit(first)
      && EnglishParser.genres.match(parts, at: 0) == nil && parts.allSatisfy { EnglishParser.moods.match([$0], at: 0) == nil }
  }

  /// A name's words, lowercased, split at spaces and hyphens. ASCII names (nearly all) are
  /// split by bytes: splitting by Characters was the largest single cost of an add request.
  static func lowercasedNameParts(_ name: String) -> [String] {
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
      return name.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
    }
    var parts: [String] = []
    var bytes = name.utf8[...]
    while !bytes.isEmpty {
      let cut = bytes.firstIndex(where: { $0 == 0x20 || $0 == 0x2D }) ?? bytes.endIndex
      if cut > bytes.startIndex {
        parts.append(String(decoding: bytes[..<cut].lazy.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self))
      }
      bytes = cut == bytes.endIndex ? bytes[cut...] : bytes[bytes.index(after: cut)...]
    }
    return parts
  }

  /// Whether a word has a digit (ASCII words by their bytes).
  static func hasDigit(_ word: String) -> Bool {
    word.utf8.allSatisfy({ $0 < 0x80 }) ? word.utf8.contains(where: { (0x30...0x39).contains($0) }) : word.contains(where: \.isNumber)
  }
}
