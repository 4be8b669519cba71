/// The JSON intent format: Apple's property names, Swift case names for enums (raw integers and
/// the `TVShow` spellings accepted on input), `null`/absent for nil. What `mediactl parse`
/// prints reads back unchanged.
extension MediaRequest {
  /// Keys written beside the intent's own properties; accepted on input and ignored by resolve.
  static let annotationKeys: Set<String> = ["appName", "siriRouting", "locale", "utterance"]

  public func json(routing: SiriRouting? = nil) -> JSONOutput {
    var members: [(String, JSONOutput)] = []
    switch body {
    case .intent(let intent):
      members.append(("intent", .string(intent.kind.rawValue)))
      members.append(("appName", .optional(appName)))
      if let routing { members.append(("siriRouting", .string(routing.rawValue))) }
      members += intent.jsonMembers
    case .command(let command):
      members.append(("command", .string(command.name)))
      members.append(("appName", .optional(appName)))
      if let routing { members.append(("siriRouting", .string(routing.rawValue))) }
      members += command.jsonMembers
    case .system(let request):
      members.append(("systemRequest", .string(request.rawValue)))
      members.append(("appName", .optional(appName)))
      if let routing { members.append(("siriRouting", .string(routing.rawValue))) }
    case .notMedia(let request):
      // No `intent`, `command` or `nowPlayingQuestion` key: nothing reaches the app.
      members.append(("notMediaRequest", .bool(true)))
      members.append(("domain", .string(request.domain.rawValue)))
      members.append(("appName", .optional(appName)))
      if let routing { members.append(("siriRouting", .string(routing.rawValue))) }
    case .question(let question):
      members.append(("nowPlayingQuestion", .string(question.rawValue)))
      members.append(("appName", .optional(appName)))
      if let routing { members.append(("siriRouting", .string(routing.rawValue))) }
      members.append(("nowPlayingInfoKey", .string(question.propertyKey)))
    }
    return .object(members)
  }

  /// Decodes a request from JSON text; errors carry `file:line:column`.
  public static func decode(json bytes: [UInt8], file: String) throws(Diagnostic) -> MediaRequest {
    // A name in an intent is something a person said: no longer than an utterance.
    let (node, source) = try JSONParser.parse(bytes, file: file, maximumStringBytes: UtteranceParser.maximumUTF8Bytes)
    return try decode(node, source: source)
  }

  public static func decode(_ node: JSONNode, source: JSONSource) throws(Diagnostic) -> MediaRequest {
    var object = try JSONObjectReader(node, source: source, path: "")
    let appName = try object.string("appName")
    _ = try object.string("siriRouting")
    _ = try object.string("locale")
    _ = try object.string("utterance")
    let kinds = ["intent", "command", "nowPlayingQuestion", "systemRequest"].filter { object.contains($0) }
    if kinds.count > 1 {
      throw Diagnostic(
        "a request is one of 'intent', 'command', 'nowPlayingQuestion' or 'systemRequest', not several; found \(kinds.map { "'\($0)'" }.joined(separator: " and "))",
        at: source.location(of: node.offset))
    }
    if object.contains("command") {
      let command = try RemoteCommand.decode(&object)
      try object.finish()
      return MediaRequest(.command(command), appName: appName)
    }
    if object.contains("systemRequest") {
      let name = try object.requiredString("systemRequest")
      guard let request = SystemRequest(rawValue: name) else {
        throw object.error("unknown systemRequest '\(name)'; expected one of \(SystemRequest.allCases.map(\.rawValue).joined(separator: ", "))", at: object.node)
      }
      try object.finish()
      return MediaRequest(.system(request), appName: appName)
    }
    if object.contains("notMediaRequest") {
      guard try object.bool("notMediaRequest") == true else {
        throw object.error("'notMediaRequest' must be true; omit it for a media request", at: object.node)
      }
      var domain = NotMediaDomain.other
      if let name = try object.string("domain") {
        guard let d = NotMediaDomain(rawValue: name) else {
          throw object.error(
            "unknown domain '\(name)'; expected one of \(NotMediaDomain.allCases.map(\.rawValue).joined(separator: ", "))", at: object.node)
        }
        domain = d
      }
      try object.finish()
      return MediaRequest(.notMedia(NotMediaRequest(domain: domain)), appName: appName)
    }
    if object.contains("nowPlayingQuestion") {
      let name = try object.requiredString("nowPlayingQuestion")
      guard let question = NowPlayingQuestion(rawValue: name) else {
        throw object.error(
          "unknown nowPlayingQuestion '\(name)'; expected one of \(NowPlayingQuestion.allCases.map(\.rawValue).joined(separator: ", "))",
          at: object.node)
      }
      _ = try object.string("nowPlayingInfoKey")
      try object.finish()
      return MediaRequest(.question(question), appName: appName)
    }
    guard let kindNode = object.value("intent") else {
      throw Diagnostic(
        "missing key 'intent'; expected one of \(IntentKind.allCases.map(\.rawValue).joined(separator: ", "))",
        at: source.location(of: node.offset))
    }
    guard case .string(let kindName) = kindNode.value, let kind = IntentKind(rawValue: kindName) else {
      let spelled: String
      var hint = ""
      if case .string(let s) = kindNode.value {
        spelled = "'\(s)'"
        hint = suggestion(for: s, in: IntentKind.allCases.map(\.rawValue))
      } else {
        spelled = kindNode.kindName
      }
      throw object.error(
        "unknown intent \(spelled)\(hint); expected one of \(IntentKind.allCases.map(\.rawValue).joined(separator: ", "))",
        at: kindNode)
    }
    let intent = try MediaIntent.decode(kind, from: &object)
    try object.finish()
    return MediaRequest(.intent(intent), appName: appName)
  }
}

/// Whether Siri would hand the request to the app the catalog describes.
public enum SiriRouting: String, Sendable, Hashable {
  /// The utterance named this app.
  case thisApp
  /// The utterance named another app: Siri would not route it here.
  case otherApp
  /// No app named: Siri would use the default media app (simulated as this one).
  case defaultApp
}

extension MediaIntent {
  var jsonMembers: [(String, JSONOutput)] {
    switch self {
    case .play(let i):
      return [
        ("mediaItems", i.mediaItems.json),
        ("mediaContainer", i.mediaContainer?.json ?? .null),
        ("playShuffled", .optional(i.playShuffled)),
        ("playbackRepeatMode", .name(i.playbackRepeatMode)),
        ("resumePlayback", .optional(i.resumePlayback)),
        ("playbackQueueLocation", .name(i.playbackQueueLocation)),
        ("playbackSpeed", .optional(i.playbackSpeed)),
        ("mediaSearch", i.mediaSearch?.json ?? .null),
      ]
    case .add(let i):
      return [
        ("mediaItems", i.mediaItems.json),
        ("mediaSearch", i.mediaSearch?.json ?? .null),
        ("mediaDestination", i.mediaDestination?.json ?? .null),
      ]
    case .updateMediaAffinity(let i):
      return [
        ("mediaItems", i.mediaItems.json),
        ("mediaSearch", i.mediaSearch?.json ?? .null),
        ("affinityType", .name(i.affinityType)),
      ]
    case .searchForMedia(let i):
      return [
        ("mediaItems", i.mediaItems.json),
        ("mediaSearch", i.mediaSearch?.json ?? .null),
      ]
    }
  }

  static func decode(_ kind: IntentKind, from o: inout JSONObjectReader) throws(Diagnostic) -> MediaIntent {
    let mediaItems = try MediaItem.decodeList(&o, "mediaItems")
    let mediaSearch = try o.object("mediaSearch").map { (r: JSONObjectReader) throws(Diagnostic) in
      var reader = r
      return try MediaSearch.decode(&reader)
    }
    switch kind {
    case .play:
      var container: MediaItem?
      if var c = try o.object("mediaContainer") { container = try MediaItem.decode(&c) }
      let speed = try o.double("playbackSpeed")
      if let speed, speed <= 0, let node = o.value("playbackSpeed") {
        throw o.error("'playbackSpeed' must be greater than 0, found \(speed.formatted)", at: node)
      }
      return .play(
        PlayMediaIntent(
          mediaItems: mediaItems, mediaContainer: container, playShuffled: try o.bool("playShuffled"),
          playbackRepeatMode: try o.siriKitEnum("playbackRepeatMode") ?? .unknown,
          resumePlayback: try o.bool("resumePlayback"),
          playbackQueueLocation: try o.siriKitEnum("playbackQueueLocation") ?? .unknown,
          playbackSpeed: speed, mediaSearch: mediaSearch))
    case .add:
      var destination: MediaDestination?
      if let node = o.value("mediaDestination") {
        destination = try MediaDestination.decode(node, source: o.source, path: o.fieldPath("mediaDestination"))
      }
      return .add(AddMediaIntent(mediaItems: mediaItems, mediaSearch: mediaSearch, mediaDestination: destination))
    case .updateMediaAffinity:
      return .updateMediaAffinity(
        UpdateMediaAffinityIntent(
          mediaItems: mediaItems, mediaSearch: mediaSearch,
          affinityType: try o.siriKitEnum("affinityType") ?? .unknown))
    case .searchForMedia:
      return .searchForMedia(SearchForMediaIntent(mediaItems: mediaItems, mediaSearch: mediaSearch))
    }
  }
}

extension MediaSearch {
  public var json: JSONOutput {
    .object([
      ("mediaType", .name(mediaType)),
      ("sortOrder", .name(sortOrder)),
      ("mediaName", .optional(mediaName)),
      ("artistName", .optional(artistName)),
      ("albumName", .optional(albumName)),
      ("genreNames", .optional(genreNames)),
      ("moodNames", .optional(moodNames)),
      ("releaseDate", releaseDate?.json ?? .null),
      ("reference", .name(reference)),
      ("mediaIdentifier", .optional(mediaIdentifier)),
    ])
  }

  static func decode(_ o: inout JSONObjectReader) throws(Diagnostic) -> MediaSearch {
    var search = MediaSearch(
      mediaType: try o.siriKitEnum("mediaType") ?? .unknown,
      sortOrder: try o.siriKitEnum("sortOrder") ?? .unknown,
      mediaName: try o.string("mediaName"),
      artistName: try o.string("artistName"),
      albumName: try o.string("albumName"),
      genreNames: try o.stringArray("genreNames"),
      moodNames: try o.stringArray("moodNames"),
      reference: try o.siriKitEnum("reference") ?? .unknown,
      mediaIdentifier: try o.string("mediaIdentifier"))
    if var range = try o.object("releaseDate") {
      search.releaseDate = try DateComponentsRange.decode(&range)
    }
    // Deprecated in the release it appeared (iOS 13.0–13.0); read as moods.
    if let activities = try o.stringArray("activityNames") {
      search.moodNames = (search.moodNames ?? []) + activities
    }
    try o.finish()
    return search
  }
}

extension DateComponentsRange {
  public var json: JSONOutput {
    .object([
      ("startDateComponents", startDateComponents?.json ?? .null),
      ("endDateComponents", endDateComponents?.json ?? .null),
    ])
  }

  static func decode(_ o: inout JSONObjectReader) throws(Diagnostic) -> DateComponentsRange {
    var range = DateComponentsRange()
    if var start = try o.object("startDateComponents") { range.startDateComponents = try Components.decode(&start) }
    if var end = try o.object("endDateComponents") { range.endDateComponents = try Components.decode(&end) }
    _ = o.node("recurrenceRule")
    try o.finish()
    return range
  }
}

extension DateComponentsRange.Components {
  var json: JSONOutput {
    var members: [(String, JSONOutput)] = []
    if let year { members.append(("year", .number(Double(year)))) }
    if let month { members.append(("month", .number(Double(month)))) }
    if let day { members.append(("day", .number(Double(day)))) }
    return .object(members)
  }

  static func decode(_ o: inout JSONObjectReader) throws(Diagnostic) -> Self {
    let c = Self(year: try o.int("year"), month: try o.int("month"), day: try o.int("day"))
    if let month = c.month, !(1...12).contains(month), let node = o.value("month") {
      throw o.error("'\(o.fieldPath("month"))' must be 1 to 12, found \(month)", at: node)
    }
    if let day = c.day, !(1...31).contains(day), let node = o.value("day") {
      throw o.error("'\(o.fieldPath("day"))' must be 1 to 31, found \(day)", at: node)
    }
    try o.finish()
    return c
  }
}

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

extension RemoteCommand {
  var jsonMembers: [(String, JSONOutput)] {
    switch self {
    case .skipForwardCommand(let interval), .skipBackwardCommand(let interval):
      return [("interval", .optional(interval))]
    case .changeRepeatModeCommand(let type):
      return [("repeatType", .name(type))]
    case .changeShuffleModeCommand(let type):
      return [("shuffleType", .name(type))]
    case .changePlaybackRateCommand(let rate, let change):
      return [("playbackRate", .optional(rate)), ("change", .optional(change?.rawValue))]
    default:
      return []
    }
  }

  /// The longest skip `interval` read, in seconds (about 31 years): beyond it a number of
  /// seconds no longer fits the dialog's whole-second arithmetic.
  public static let maximumInterval: Double = 1_000_000_000

  static func interval(_ o: inout JSONObjectReader) throws(Diagnostic) -> Double? {
    guard let seconds = try o.double("interval") else { return nil }
    if abs(seconds) > maximumInterval {
      throw o.error(
        "interval \(seconds.formatted) at '\(o.fieldPath("interval"))' is out of range; at most \(maximumInterval.formatted) seconds",
        at: o.value("interval") ?? o.node)
    }
    return seconds
  }

  static func decode(_ o: inout JSONObjectReader) throws(Diagnostic) -> RemoteCommand {
    let name = try o.requiredString("command")
    switch name {
    case "pauseCommand": return .pauseCommand
    case "playCommand": return .playCommand
    case "stopCommand": return .stopCommand
    case "togglePlayPauseCommand": return .togglePlayPauseCommand
    case "nextTrackCommand": return .nextTrackCommand
    case "previousTrackCommand": return .previousTrackCommand
    case "skipForwardCommand": return .skipForwardCommand(interval: try interval(&o))
    case "skipBackwardCommand": return .skipBackwardCommand(interval: try interval(&o))
    case "changeRepeatModeCommand":
      return .changeRepeatModeCommand(repeatType: try o.siriKitEnum("repeatType") ?? .off)
    case "changeShuffleModeCommand":
      return .changeShuffleModeCommand(shuffleType: try o.siriKitEnum("shuffleType") ?? .off)
    case "changePlaybackRateCommand":
      let rate = try o.double("playbackRate")
      var change: RateChange?
      if let spelled = try o.string("change") {
        guard let c = RateChange(rawValue: spelled) else {
          throw o.error("unknown change '\(spelled)'; expected faster or slower", at: o.node)
        }
        change = c
      }
      return .changePlaybackRateCommand(playbackRate: rate, change: change)
    default:
      throw o.error(
        "unknown command '\(name)'\(suggestion(for: name, in: allNames)); expected one of \(allNames.joined(separator: ", "))",
        at: o.node)
    }
  }
}
