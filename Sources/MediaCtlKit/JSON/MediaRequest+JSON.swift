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
