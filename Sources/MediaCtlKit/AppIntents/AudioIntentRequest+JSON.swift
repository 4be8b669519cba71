/// The JSON of what Siri sends on the App Intents path, with Apple's names: `schema`,
/// `criteria` (`{"searchQuery": "…"}`, `{"url": [...]}` or `"unspecified"`),
/// `playbackAttributes`, `queueLocation`, `affinityState`, `playlist`. What `mediactl parse
/// --path appintents` prints reads back unchanged through `--intent`.
extension AudioIntentRequest {
  public func json(routing: SiriRouting? = nil, locale: String? = nil) -> JSONOutput {
    var members: [(String, JSONOutput)] = []
    switch body {
    case .schema(let schema): members.append(("schema", .string(schema.rawValue)))
    case .searchInApp: members.append(("schema", .string("searchInApp")))
    case .sirikit: members.append(("schema", .null))
    }
    members.append(("appName", .optional(appName)))
    if let routing { members.append(("siriRouting", .string(routing.rawValue))) }
    if let locale { members.append(("locale", .string(locale))) }
    switch body {
    case .schema(let schema):
      switch target {
      case .search(let search)?: members.append(("criteria", search.criteria.json))
      case .nowPlaying?: members.append((schema == .updateAudioAffinity ? "target" : "audioEntity", .string("nowPlaying")))
      case nil: break
      }
      if schema == .playAudio || schema == .warmupAudioQueue {
        members.append(("playbackAttributes", .array(sortedAttributes.map { .string($0.rawValue) })))
      }
      if schema == .playAudio { members.append(("queueLocation", .optional(queueLocation?.rawValue))) }
      if schema == .updateAudioAffinity { members.append(("affinityState", .optional(affinityState?.rawValue))) }
      if schema == .addToPlaylist { members.append(("playlist", .optional(playlist))) }
    case .searchInApp(let term):
      members.append(("term", .string(term)))
    case .sirikit(let body):
      members.append(("sirikit", MediaRequest(body, appName: appName).json()))
    }
    members.append(("dropped", .array(dropped.map { .string($0.text) })))
    members.append(("route", .optional(route)))
    return .object(members)
  }

  static let keys: Set<String> = [
    "schema", "appName", "siriRouting", "locale", "criteria", "audioEntity", "target", "playbackAttributes",
    "queueLocation", "affinityState", "playlist", "term", "sirikit", "dropped", "route",
  ]

  /// Reads what `json` writes; every unknown key or value is a located error.
  public static func decode(_ node: JSONNode, source: JSONSource, path: String = "") throws(Diagnostic) -> (AudioIntentRequest, locale: String?) {
    var o = try JSONObjectReader(node, source: source, path: path)
    let appName = try o.string("appName")
    _ = try o.string("siriRouting")
    let locale = try o.string("locale")
    var request = AudioIntentRequest(body: .schema(.playAudio), appName: appName)
    let schemaNode = o.node("schema")
    switch schemaNode?.value {
    case .string("searchInApp")?:
      request.body = .searchInApp(term: try o.requiredString("term"))
    case .string(let name)?:
      guard let schema = AudioIntentSchema(rawValue: name), let schemaNode else {
        let names = DeclaredAppIntent.allNames
        throw o.error("unknown schema '\(name)'\(suggestion(for: name, in: names)); expected one of \(names.joined(separator: ", ")) or null", at: schemaNode ?? node)
      }
      request.body = .schema(schema)
    case .null?:
      guard let inner = o.value("sirikit") else {
        throw o.error("'schema: null' needs 'sirikit': the Now Playing command, question or system request", at: node)
      }
      let sirikit = try MediaRequest.decode(inner, source: source)
      guard sirikit.intent == nil else {
        throw o.error("'sirikit' holds a command, a question or a system request here, not an intent", at: inner)
      }
      request.body = .sirikit(sirikit.body)
    default:
      throw o.error("expected 'schema' (\(DeclaredAppIntent.allNames.joined(separator: ", ")) or null)", at: schemaNode ?? node)
    }
    if let criteria = o.value("criteria") {
      request.target = .search(AudioSearch(criteria: try AudioSearch.Criteria.decode(criteria, reader: o)))
    }
    for key in ["audioEntity", "target"] {
      if let n = o.value(key) {
        guard case .string("nowPlaying") = n.value else { throw o.error("'\(o.fieldPath(key))' must be \"nowPlaying\"", at: n) }
        request.target = .nowPlaying
      }
    }
    for (i, name) in (try o.stringArray("playbackAttributes") ?? []).enumerated() {
      guard let a = PlaybackAttribute(rawValue: name) else {
        throw o.error("unknown playbackAttributes[\(i)] '\(name)'; expected shuffle or repeat", at: o.value("playbackAttributes") ?? node)
      }
      request.playbackAttributes.insert(a)
    }
    if let q = try o.string("queueLocation") {
      guard let location = QueueInsertionLocation(rawValue: q) else {
        throw o.error("unknown queueLocation '\(q)'; expected next, tail or null", at: o.value("queueLocation") ?? node)
      }
      request.queueLocation = location
    }
    if let a = try o.string("affinityState") {
      guard let state = AffinityState(rawValue: a) else {
        throw o.error("unknown affinityState '\(a)'; expected like, dislike or unset", at: o.value("affinityState") ?? node)
      }
      request.affinityState = state
    }
    request.playlist = try o.string("playlist")
    for text in try o.stringArray("dropped") ?? [] {
      guard let value = DroppedValue(text: text) else {
        throw o.error("'dropped' entries are 'parameter=value', found '\(text)'", at: o.value("dropped") ?? node)
      }
      request.dropped.append(value)
    }
    request.route = try o.string("route")
    if request.schema == .addToPlaylist, request.playlist == nil {
      throw o.error("addToPlaylist needs 'playlist': the playlist's name", at: node)
    }
    try o.finish()
    return (request, locale)
  }
}

extension AudioSearch.Criteria {
  public var json: JSONOutput {
    switch self {
    case .searchQuery(let q): .object([("searchQuery", .string(q))])
    case .url(let urls): .object([("url", .array(urls.map(JSONOutput.string)))])
    case .unspecified: .string("unspecified")
    }
  }

  static func decode(_ node: JSONNode, reader: JSONObjectReader) throws(Diagnostic) -> AudioSearch.Criteria {
    let expected = "expected {\"searchQuery\": \"…\"}, {\"url\": [\"…\"]} or \"unspecified\" for 'criteria'"
    switch node.value {
    case .string("unspecified"): return .unspecified
    case .object(let members) where members.count == 1:
      let member = members[0]
      switch (member.key, member.value.value) {
      case ("searchQuery", .string(let q)):
        guard !q.trimmingWhitespace.isEmpty else { throw reader.error("'criteria.searchQuery' is empty; use \"unspecified\"", at: member.value) }
        return .searchQuery(q)
      case ("url", .array(let elements)):
        var urls: [String] = []
        for element in elements {
          guard case .string(let u) = element.value, !u.isEmpty else { throw reader.error("'criteria.url' holds URL strings", at: element) }
          urls.append(u)
        }
        guard !urls.isEmpty else { throw reader.error("'criteria.url' needs at least one URL", at: member.value) }
        return .url(urls)
      default: throw reader.error(expected, at: member.value)
      }
    default: throw reader.error(expected, at: node)
    }
  }
}
