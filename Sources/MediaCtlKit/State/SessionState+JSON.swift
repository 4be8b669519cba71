/// The state file: human-readable JSON, keys in a fixed order.
extension SessionState {
  public var json: JSONOutput {
    .object([
      ("formatVersion", .number(1)),
      ("catalog", .string(catalog)),
      ("nowPlaying", .optional(nowPlaying)),
      ("elapsed", .number(elapsed)),
      ("playbackState", .string(playbackState.rawValue)),
      ("queue", .array(queue.map(JSONOutput.string))),
      ("played", .array(played.map(JSONOutput.string))),
      ("leftOff", .array(leftOff.map { .object([("identifier", .string($0.identifier)), ("elapsed", .number($0.elapsed))]) })),
      ("shuffle", .name(shuffle)),
      ("repeatMode", .name(repeatMode)),
      ("playbackRate", .number(playbackRate)),
      ("library", .array(library.map(JSONOutput.string))),
      ("playlists", .object(playlists.keys.sorted().map { ($0, .array((playlists[$0] ?? []).map(JSONOutput.string))) })),
      ("likes", .array(likes.map(JSONOutput.string))),
      ("dislikes", .array(dislikes.map(JSONOutput.string))),
      (
        "history",
        .array(
          history.map { h in
            .object([
              ("time", .string(h.time)), ("utterance", .optional(h.utterance)), ("request", h.request),
              ("outcome", .string(h.outcome)), ("dialog", .string(h.dialog)),
            ])
          })
      ),
    ])
  }

  /// Reads a state file; every problem is located (`file:line:col`).
  public static func decode(bytes: [UInt8], file: String, catalog: Catalog) throws(Diagnostic) -> SessionState {
    let (node, source) = try JSONParser.parse(bytes, file: file)
    var o = try JSONObjectReader(node, source: source, path: "")
    var state = SessionState(catalog: catalog)
    if let version = try o.int("formatVersion"), version != 1, let n = o.value("formatVersion") {
      throw o.error("unsupported state formatVersion \(version); this mediactl reads version 1", at: n)
    }
    state.catalog = try o.string("catalog") ?? state.catalog
    state.nowPlaying = try o.string("nowPlaying")
    state.elapsed = try o.double("elapsed") ?? 0
    if let s = try o.string("playbackState") {
      guard let p = PlaybackState(rawValue: s), let _ = Optional(p) else {
        throw o.error("unknown playbackState '\(s)'; expected playing, paused or stopped", at: o.value("playbackState") ?? node)
      }
      state.playbackState = p
    }
    state.queue = try o.stringArray("queue") ?? []
    state.played = try o.stringArray("played") ?? []
    let leftOff = try o.array("leftOff") ?? []
    if leftOff.count > maximumLeftOff, let n = o.value("leftOff") {
      throw o.error("'leftOff' holds at most \(maximumLeftOff) items, found \(leftOff.count)", at: n)
    }
    state.leftOff = []
    for (i, entry) in leftOff.enumerated() {
      var p = try JSONObjectReader(entry, source: source, path: "leftOff[\(i)]")
      let elapsed = try p.double("elapsed") ?? 0
      if !CatalogItem.durationRange.contains(elapsed) {
        throw p.error(
          "'leftOff[\(i)].elapsed' must be \(CatalogItem.describe(CatalogItem.durationRange)) seconds, found \(elapsed.formatted)",
          at: p.value("elapsed") ?? entry)
      }
      state.leftOff.append(PlaybackPosition(identifier: try p.requiredString("identifier"), elapsed: elapsed))
      try p.finish()
    }
    state.shuffle = try o.siriKitEnum("shuffle") ?? .off
    state.repeatMode = try o.siriKitEnum("repeatMode") ?? .off
    state.playbackRate = try o.double("playbackRate") ?? 1
    state.library = try o.stringArray("library") ?? []
    if var lists = try o.object("playlists") {
      var playlists: [String: [String]] = [:]
      for key in lists.keys { playlists[key] = try lists.stringArray(key) ?? [] }
      try lists.finish()
      state.playlists = playlists
    }
    state.likes = try o.stringArray("likes") ?? []
    state.dislikes = try o.stringArray("dislikes") ?? []
    state.history = []
    for (i, entry) in (try o.array("history") ?? []).enumerated() {
      var h = try JSONObjectReader(entry, source: source, path: "history[\(i)]")
      guard let request = h.node("request") else { throw h.error("missing key 'history[\(i)].request'", at: entry) }
      state.history.append(
        HistoryEntry(
          time: try h.requiredString("time"), utterance: try h.string("utterance"), request: request.output,
          outcome: try h.requiredString("outcome"), dialog: try h.string("dialog") ?? ""))
      try h.finish()
    }
    try o.finish()
    try state.validate(against: catalog, reader: &o, root: node)
    return state
  }

  /// Numbers in range and every identifier an item of the catalog: a state that names what
  /// the catalog lacks would answer "nothing is playing" to one request and skip inside a
  /// missing item for the next.
  mutating func validate(against catalog: Catalog, reader o: inout JSONObjectReader, root: JSONNode) throws(Diagnostic) {
    if !CatalogItem.durationRange.contains(elapsed) {
      throw o.error("'elapsed' must be \(CatalogItem.describe(CatalogItem.durationRange)) seconds, found \(elapsed.formatted)", at: o.value("elapsed") ?? root)
    }
    let speeds = catalog.app.playbackSpeeds
    if !(playbackRate == 1 || speeds.contains(playbackRate)) {
      throw o.error(
        "'playbackRate' must be within \(catalog.app.name)'s playback speeds (\(speeds.lowerBound.formatted) to \(speeds.upperBound.formatted)), found \(playbackRate.formatted)",
        at: o.value("playbackRate") ?? root)
    }
    func check(_ ids: [String], _ key: String) throws(Diagnostic) {
      guard let missing = ids.first(where: { catalog.item($0) == nil }) else { return }
      throw o.error("'\(key)' names '\(missing)', which is not an item of \(catalog.origin)", at: o.value(key) ?? root)
    }
    try check(nowPlaying.map { [$0] } ?? [], "nowPlaying")
    for (ids, key) in [
      (queue, "queue"), (played, "played"), (leftOff.map(\.identifier), "leftOff"), (library, "library"), (likes, "likes"),
      (dislikes, "dislikes"),
    ] {
      try check(ids, key)
    }
    if let missing = playlists.keys.sorted().first(where: { catalog.item($0) == nil }) {
      throw o.error("'playlists' names '\(missing)', which is not an item of \(catalog.origin)", at: o.value("playlists") ?? root)
    }
  }
}
