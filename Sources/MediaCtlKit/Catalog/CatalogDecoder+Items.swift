/// The catalog's `items` (the located way, with the node of each) and the check that every
/// identifier it names is an item.
extension CatalogDecoder {
  /// Items with the node each came from, for reference errors.
  func decodeItems(_ top: inout JSONObjectReader) -> [(CatalogItem, JSONNode)] {
    let present = top.value("items") != nil
    guard let nodes = attempt({ () throws(Diagnostic) in try top.array("items") }) ?? nil else {
      // Present but not an array: `attempt` has already reported the type.
      if !present { collected.problems.append(Diagnostic("missing key 'items'", at: source.location(of: top.node.offset))) }
      return []
    }
    var out: [(CatalogItem, JSONNode)] = []
    out.reserveCapacity(nodes.count)
    var seen: [String: Int] = [:]
    for (i, node) in nodes.enumerated() {
      let path = "items[\(i)]"
      guard let item = attempt({ () throws(Diagnostic) in try Self.decodeItem(node, source: source, path: path) }) else {
        if case .object(let members) = node.value, case .string(let id)? = members.first(where: { $0.key == "identifier" })?.value.value {
          collected.undecoded.insert(id)
        }
        continue
      }
      if let first = seen[item.identifier] {
        collected.problems.append(
          Diagnostic(
            "duplicate identifier '\(item.identifier)' at '\(path)' (first used at 'items[\(first)]')",
            at: source.location(of: node.offset)))
        continue
      }
      seen[item.identifier] = i
      collected.fileIndex[item.identifier] = i
      out.append((item, node))
    }
    return out
  }

  static func decodeItem(_ node: JSONNode, source: JSONSource, path: String) throws(Diagnostic) -> CatalogItem {
    var o = try JSONObjectReader(node, source: source, path: path)
    let identifier = try o.nonEmptyString("identifier")
    guard let typeNode = o.value("type") else {
      throw Diagnostic("missing key '\(path).type'", at: source.location(of: node.offset))
    }
    let type = try JSONObjectReader.decodeEnum(typeNode, as: MediaItemType.self, path: "\(path).type", source: source)
    if type == .unknown { throw o.error("'\(path).type' must name a media type, not unknown", at: typeNode) }
    var requirements = CatalogItem.Requirements()
    if var r = try o.object("requires") {
      requirements = CatalogItem.Requirements(
        subscription: try r.bool("subscription") ?? false, login: try r.bool("login") ?? false,
        regions: try r.stringArray("regions"))
      for (j, code) in (requirements.regions ?? []).enumerated() where !CatalogItem.isRegionCode(code) {
        throw o.error(
          "'\(path).requires.regions[\(j)]' must be a two-letter country code (ISO 3166-1, e.g. US), found '\(code)'",
          at: r.node)
      }
      try r.finish()
    }
    var releaseDate = try o.string("releaseDate")
    if let date = releaseDate, DateComponentsRange.Components(isoDate: date) == nil, let n = o.value("releaseDate") {
      throw o.error("'\(path).releaseDate' must be YYYY, YYYY-MM or YYYY-MM-DD, found '\(date)'", at: n)
    }
    if releaseDate?.isEmpty == true { releaseDate = nil }
    let item = CatalogItem(
      identifier: identifier, type: type, title: try o.nonEmptyString("title"), artist: try o.string("artist"),
      artistIdentifier: try o.string("artistIdentifier"), album: try o.string("album"),
      items: try o.stringArray("items") ?? [], show: try o.string("show"),
      genres: try o.stringArray("genres") ?? [], moods: try o.stringArray("moods") ?? [],
      releaseDate: releaseDate, popularity: try ranged(&o, "popularity", path, CatalogItem.popularityRange),
      rating: try ranged(&o, "rating", path, CatalogItem.ratingRange),
      recommended: try o.bool("recommended") ?? false, explicit: try o.bool("explicit") ?? false,
      duration: try ranged(&o, "duration", path, CatalogItem.durationRange), aliases: try o.stringArray("aliases") ?? [],
      requires: requirements, downloaded: try o.bool("downloaded") ?? false,
      restricted: try o.bool("restricted") ?? false, editable: try o.bool("editable"),
      owner: try o.string("owner"), frequency: try o.string("frequency"), callSign: try o.string("callSign"),
      language: try o.string("language"), url: try o.string("url"))
    try o.finish()
    return item
  }

  /// Dangling references: every id a catalog names must be an item.
  func validateReferences(_ catalog: Catalog, items: [(CatalogItem, JSONNode)], root: JSONNode) {
    var hintsLeft = 20
    func member(_ node: JSONNode, _ key: String) -> JSONNode? {
      guard case .object(let members) = node.value else { return nil }
      return members.first { $0.key == key }?.value
    }
    func check(_ id: String, _ path: String, _ node: JSONNode?, expecting types: Set<MediaItemType>? = nil) {
      // Locations cost a scan of the file: compute them only for problems.
      var at: Diagnostic.Location { source.location(of: node?.offset ?? root.offset) }
      guard let target = catalog.item(id) else {
        if collected.undecoded.contains(id) { return }
        // Candidates in file order: dictionary order would break ties differently from run to run.
        // A hint compares with every item, so only the first few dangling references get one:
        // 100,000 of them would otherwise cost items × references.
        hintsLeft -= 1
        let hint = hintsLeft < 0 ? "" : suggestion(for: id, in: catalog.items.lazy.map(\.identifier).filter { $0.first == id.first })
        collected.problems.append(Diagnostic("'\(path)' names '\(id)', which is not an item\(hint)", at: at))
        return
      }
      if let types, !types.contains(target.type) {
        collected.problems.append(
          Diagnostic("'\(path)' names '\(id)', \(target.type.name.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(target.type.name); expected \(types.map(\.name).sorted().joined(separator: " or "))", at: at))
      }
    }
    for (position, (item, node)) in items.enumerated() {
      let path = "items[\(collected.fileIndex[item.identifier] ?? position)]"
      if let album = item.album { check(album, "\(path).album", member(node, "album"), expecting: [.album]) }
      if let artist = item.artistIdentifier {
        check(artist, "\(path).artistIdentifier", member(node, "artistIdentifier"), expecting: [.artist])
      }
      if let show = item.show {
        check(show, "\(path).show", member(node, "show"), expecting: [.podcastShow, .podcastPlaylist, .podcastStation])
      }
      let itemsNode = member(node, "items")
      for (j, id) in item.items.enumerated() {
        var elementNode: JSONNode?
        if case .array(let elements)? = itemsNode?.value, j < elements.count { elementNode = elements[j] }
        check(id, "\(path).items[\(j)]", elementNode)
      }
    }
    func checkList(_ ids: [String], _ key: String, _ node: JSONNode?) {
      for (j, id) in ids.enumerated() {
        var elementNode = node
        if case .array(let elements)? = node?.value, j < elements.count { elementNode = elements[j] }
        check(id, "\(key)[\(j)]", elementNode)
      }
    }
    checkList(catalog.library, "library", member(root, "library"))
    checkList(catalog.recentlyPlayed, "recentlyPlayed", member(root, "recentlyPlayed"))
    let queueNode = member(root, "queue")
    checkList(catalog.queue.items, "queue.items", queueNode.flatMap { member($0, "items") })
    if let now = catalog.queue.nowPlaying {
      check(now, "queue.nowPlaying", queueNode.flatMap { member($0, "nowPlaying") })
    }
    if let fallback = catalog.app.unqualifiedPlay.fallback {
      let appNode = member(root, "app")
      check(fallback, "app.unqualifiedPlay.fallback", appNode.flatMap { member($0, "unqualifiedPlay") }.flatMap { member($0, "fallback") })
    }
  }
}
