/// What the catalog knows about names beyond "is this a title / an artist": whether a title
/// is an album's, and whether a title and an artist belong together. The English parser asks
/// it to read "X from ALBUM" and an artist and a title said without "by". Backed by the
/// catalog index (one key's postings per question); empty without one, so a parse without a
/// catalog reads these phrases by words alone.
public struct KnownNamePairs: Sendable {
  private let album: (@Sendable (String) -> Bool)?
  private let pair: (@Sendable (String, String) -> Bool)?

  public init() {
    album = nil
    pair = nil
  }

  public init(isAlbum: @escaping @Sendable (String) -> Bool, isPair: @escaping @Sendable (String, String) -> Bool) {
    album = isAlbum
    pair = isPair
  }

  /// Whether an album of the catalog has this title key.
  public func isAlbum(key: String) -> Bool { album?(key) ?? false }

  /// Whether an item titled `titleKey` is by the artist `artistKey`. Without an index, any two
  /// known names are taken to belong together.
  public func belongTogether(titleKey: String, artistKey: String) -> Bool { pair?(titleKey, artistKey) ?? true }
}
