/// What the English parser asks the index about two names said side by side ("play Norah
/// Jones Don't Know Why", "Hey Jude from Abbey Road"): each answer reads the postings of
/// one title key, so its cost does not grow with the catalog.
extension CatalogIndex {
  /// Whether an album of the catalog has this title key (or title variant key).
  public func isAlbumTitle(_ key: String) -> Bool {
    let hash = Postings.hash(key)
    let items = self.items
    return titles.containsItem(hash) { items[Int($0)].type == .album } || variants.containsItem(hash) { items[Int($0)].type == .album }
  }

  /// Whether some item (not an artist) titled `titleKey` is by the artist `artistKey`, or is
  /// on an album of theirs: the two names belong together.
  public func hasTitle(_ titleKey: String, byArtist artistKey: String) -> Bool {
    let hash = Postings.hash(titleKey)
    let items = self.items
    var keys = KeyMemo()
    func test(_ n: Int32) -> Bool {
      let item = items[Int(n)]
      guard item.type != .artist, let artist = item.artist else { return false }
      let key = keys.key(artist)
      return key == artistKey || key == "the " + artistKey || "the " + key == artistKey
    }
    return titles.containsItem(hash, where: { test($0) }) || variants.containsItem(hash, where: { test($0) })
  }
}
