/// Which catalog entry holds a name, for `--explain`: the parser only asks "is this a
/// title / an artist?", and the trace says which item answered.
extension CatalogIndex {
  /// The first item (not an artist) whose title or title variant normalises to `key`,
  /// as `identifier “Title”`.
  public func titleEntry(_ key: String) -> String? {
    let hash = Postings.hash(key)
    let items = self.items
    let found = (titles.items(hash) + variants.items(hash)).first { items[Int($0)].type != .artist }
    return found.map { Self.describe(items[Int($0)]) }
  }

  /// The artist item named `key`, else the first item by that artist, as `identifier “Name”`.
  public func artistEntry(_ key: String) -> String? {
    let found = itemsByArtist(key)
    let items = self.items
    if let artist = found.first(where: { items[Int($0)].type == .artist }) { return Self.describe(items[Int(artist)]) }
    guard let first = found.first else { return nil }
    let item = items[Int(first)]
    return "\(item.artistIdentifier ?? item.identifier) “\(item.artist ?? item.title)”"
  }

  static func describe(_ item: CatalogItem) -> String { "\(item.identifier) “\(item.title)”" }
}
