/// "This album", "this artist", "this show": the now-playing item's album, artist or show,
/// not the track itself. Siri sends the track's identifier (`mediaIdentifier`) with the type
/// the person said; the app acts on the container of that type.
extension Resolver {
  /// Types "this …" can name that are containers of the now-playing item.
  static let containerTypes: Set<MediaItemType> = [.album, .artist, .podcastShow]

  /// The item "this <type>" means when `item` plays: the item itself when it already is of
  /// that type (or no container type was said), else its album, artist or show; nil when the
  /// catalog has none.
  public func nowPlayingTarget(_ item: CatalogItem, type: MediaItemType) -> CatalogItem? {
    guard Self.containerTypes.contains(type), item.type != type else { return item }
    switch type {
    case .album:
      return item.album.flatMap(catalog.item).flatMap { $0.type == .album ? $0 : nil }
    case .podcastShow:
      return item.show.flatMap(catalog.item)
    case .artist:
      if let id = item.artistIdentifier, let artist = catalog.item(id), artist.type == .artist { return artist }
      guard let name = item.artist, !name.isEmpty else { return nil }
      let key = TextNormalizer.tokens(name).joined(separator: " ")
      return nameCandidates(name).first {
        $0.item.type == .artist && TextNormalizer.tokens($0.item.title).joined(separator: " ") == key
      }?.item
    default:
      return item
    }
  }
}
