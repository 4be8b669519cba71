/// `INMediaItem` and `INMediaDestination` in the JSON intent format (`MediaRequest+JSON.swift`).
extension MediaItem {
  public var json: JSONOutput {
    .object([
      ("identifier", .optional(identifier)),
      ("title", .optional(title)),
      ("type", .name(type)),
      ("artwork", .optional(artwork)),
      ("artist", .optional(artist)),
    ])
  }

  static func decode(_ o: inout JSONObjectReader) throws(Diagnostic) -> MediaItem {
    let item = MediaItem(
      identifier: try o.string("identifier"), title: try o.string("title"),
      type: try o.siriKitEnum("type") ?? .unknown, artwork: try o.string("artwork"),
      artist: try o.string("artist"))
    try o.finish()
    return item
  }

  static func decodeList(_ o: inout JSONObjectReader, _ key: String) throws(Diagnostic) -> [MediaItem]? {
    guard let nodes = try o.array(key) else { return nil }
    var items: [MediaItem] = []
    for (i, node) in nodes.enumerated() {
      var reader = try JSONObjectReader(node, source: o.source, path: "\(o.fieldPath(key))[\(i)]")
      items.append(try decode(&reader))
    }
    return items
  }
}

extension [MediaItem]? {
  var json: JSONOutput { self.map { .array($0.map(\.json)) } ?? .null }
}

extension MediaDestination {
  public var json: JSONOutput {
    switch self {
    case .library: .object([("mediaDestinationType", .string("library"))])
    case .playlist(let name):
      .object([("mediaDestinationType", .string("playlist")), ("playlistName", .string(name))])
    }
  }

  /// Accepts `{"mediaDestinationType": …, "playlistName": …}` and the Swift-enum shorthand
  /// `"library"` / `{"playlist": "Road Trip"}`.
  static func decode(_ node: JSONNode, source: JSONSource, path: String) throws(Diagnostic) -> MediaDestination {
    if case .string(let s) = node.value {
      guard s == "library" else {
        throw Diagnostic("expected 'library' or an object for '\(path)', found '\(s)'", at: source.location(of: node.offset))
      }
      return .library
    }
    var o = try JSONObjectReader(node, source: source, path: path)
    if o.contains("playlist") {
      let name = try o.nonEmptyString("playlist")
      try o.finish()
      return .playlist(name)
    }
    let type: MediaDestinationType = try o.siriKitEnum("mediaDestinationType") ?? .unknown
    let name = try o.string("playlistName")
    try o.finish()
    switch type {
    case .library: return .library
    case .playlist:
      guard let name else { throw Diagnostic("missing key '\(path).playlistName'", at: source.location(of: node.offset)) }
      return .playlist(name)
    case .unknown:
      throw Diagnostic("'\(path).mediaDestinationType' must be library or playlist", at: source.location(of: node.offset))
    }
  }
}
