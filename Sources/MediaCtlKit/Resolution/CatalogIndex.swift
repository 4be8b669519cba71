/// Lookup structures built once when a catalog loads, so resolving a request never scans every
/// item: normalised titles and their noise-free variants, aliases, phonetic keys, word tokens,
/// character trigrams (candidates for typo matching), artists, genres, moods and types.
public struct CatalogIndex: Sendable {
  public let catalog: Catalog
  /// Exact normalised title → items.
  var byTitle: [String: [Int32]] = [:]
  /// Title variants without edition noise, featured artists or type words → items.
  var byVariant: [String: [Int32]] = [:]
  var byAlias: [String: [Int32]] = [:]
  var byPhonetic: [String: [Int32]] = [:]
  /// Every variant key's trigrams → items (fuzzy candidates).
  var byTrigram: [String: [Int32]] = [:]
  var byArtist: [String: [Int32]] = [:]
  var byGenre: [String: [Int32]] = [:]
  var byMood: [String: [Int32]] = [:]
  var byType: [MediaItemType: [Int32]] = [:]
  /// Normalised variant keys per item, for scoring candidates.
  var itemKeys: [[String]] = []
  /// Normalised artist key per item.
  var artistKeys: [String?] = []
  /// Episodes of each show.
  var episodesByShow: [String: [Int32]] = [:]
  /// Albums and songs whose `album` names this album.
  var tracksByAlbum: [String: [Int32]] = [:]

  public init(catalog: Catalog) {
    self.catalog = catalog
    itemKeys.reserveCapacity(catalog.items.count)
    artistKeys.reserveCapacity(catalog.items.count)
    for (i, item) in catalog.items.enumerated() {
      let n = Int32(i)
      let keys = TitleVariants.keys(for: item.title)
      itemKeys.append(keys)
      if let first = keys.first { byTitle[first, default: []].append(n) }
      for key in keys.dropFirst() { byVariant[key, default: []].append(n) }
      for alias in item.aliases {
        for key in TitleVariants.keys(for: alias) { byAlias[key, default: []].append(n) }
      }
      var phonetics = Set<String>()
      for key in keys { phonetics.insert(PhoneticKey.key(tokens: key.split(separator: " ").map(String.init))) }
      for p in phonetics { byPhonetic[p, default: []].append(n) }
      var grams = Set<String>()
      for key in keys.prefix(2) { grams.formUnion(Self.trigrams(key)) }
      for g in grams { byTrigram[g, default: []].append(n) }
      let artistKey = item.artist.map(TextNormalizer.key)
      artistKeys.append(artistKey)
      if let artistKey, !artistKey.isEmpty { byArtist[artistKey, default: []].append(n) }
      if item.type == .artist { byArtist[keys.first ?? "", default: []].append(n) }
      for genre in item.genres { byGenre[TextNormalizer.key(genre), default: []].append(n) }
      for mood in item.moods { byMood[TextNormalizer.key(mood), default: []].append(n) }
      byType[item.type, default: []].append(n)
      if let show = item.show { episodesByShow[show, default: []].append(n) }
      if let album = item.album { tracksByAlbum[album, default: []].append(n) }
    }
  }

  public var items: [CatalogItem] { catalog.items }

  static func trigrams(_ key: String) -> Set<String> {
    let chars = Array(" " + key + " ")
    guard chars.count >= 3 else { return [String(chars)] }
    var out = Set<String>()
    for i in 0...(chars.count - 3) { out.insert(String(chars[i..<i + 3])) }
    return out
  }

  /// Known artist names (normalised) — for the parser's name boundaries.
  public var artistKeySet: Set<String> { Set(byArtist.keys) }
}
