/// The `--json` result of the App Intents path and of `--path both`, and how `--intent` tells
/// a new-path file from a SiriKit one.
extension AudioIntentRun {
  public var json: JSONOutput {
    var members: [(String, JSONOutput)] = []
    if let utterance { members.append(("utterance", .string(utterance))) }
    members.append(("path", .string(SiriPath.appintents.rawValue)))
    members.append(("request", request.json(routing: routing, locale: locale)))
    members.append(("adopted", .bool(adopted)))
    members.append(("instead", .optional(instead)))
    members.append(("queryParse", query?.search.map(\.json) ?? .null))
    members.append(("entities", query.map { .array($0.entities.map(\.json)) } ?? .null))
    members.append(("chosen", chosen?.json ?? .null))
    members.append(("playlistEntity", playlistEntity?.json ?? .null))
    switch warmup {
    case .returned?: members.append(("warmup", .string("returned")))
    case .threw(let e)?: members.append(("warmup", .object([("error", .string(e.name))])))
    case nil: members.append(("warmup", .null))
    }
    switch outcome {
    case .result(let dialog):
      let d: JSONOutput = dialog.map { .object([("full", .string($0.full)), ("supporting", .optional($0.supporting))]) } ?? .null
      members.append(("result", .object([("dialog", d)])))
    case .error(let e):
      members.append(("error", .string(e.name)))
    case .answered(let dialog):
      members.append(("answer", .string(dialog.text)))
    }
    members.append(("dialog", .string(spoken)))
    members.append(("notes", .array(notes.map(JSONOutput.string))))
    return .object(members)
  }

  /// What Siri says: `full`, the answer, or a placeholder where Siri's wording is unknown.
  public var spoken: String {
    switch outcome {
    case .result(let dialog?): dialog.full
    case .result(nil): "<Siri's own reply>"
    case .error: "<Siri's reply to the error: undocumented>"
    case .answered(let dialog): dialog.text
    }
  }
}

extension AudioEntity {
  public var json: JSONOutput {
    .object([
      ("kind", .string(kind.rawValue)), ("id", .string(id)), ("title", .string(title)),
      ("properties", .object(properties.map { ($0.name, JSONOutput.string($0.value)) })),
    ])
  }
}

extension BothPaths {
  public var json: JSONOutput {
    var members: [(String, JSONOutput)] = []
    if let utterance = sirikit.utterance { members.append(("utterance", .string(utterance))) }
    members.append(("path", .string(SiriPath.both.rawValue)))
    var s = sirikit
    s.utterance = nil
    var a = appIntents
    a.utterance = nil
    members.append(("sirikit", s.json()))
    members.append(("appintents", a.json))
    members.append(("migration", diff.json))
    return .object(members)
  }
}

/// What `--intent FILE` holds when it is for the new path.
public enum AudioIntentInput: Sendable {
  /// A request with `schema` (as `parse --path appintents` prints it), or a `--json` result of
  /// the new path (its `request` is read).
  case appIntents(AudioIntentRequest, locale: String?)
  /// A `--path both` result or `parse --path both` line: the SiriKit intent and the App
  /// Intents request.
  case both(MediaRequest, AudioIntentRequest, locale: String?)

  /// nil when the JSON is a SiriKit intent (read as before).
  public static func decode(json bytes: [UInt8], file: String) throws(Diagnostic) -> AudioIntentInput? {
    let (node, source) = try JSONParser.parse(bytes, file: file)
    guard case .object(let members) = node.value else { return nil }
    func member(_ key: String, in m: [JSONNode.Member]) -> JSONNode? { m.first { $0.key == key }?.value }
    if member("schema", in: members) != nil {
      let (request, locale) = try AudioIntentRequest.decode(node, source: source)
      return .appIntents(request, locale: locale)
    }
    // `parse --path both`: the SiriKit intent and the App Intents request side by side.
    if member("path", in: members) == nil, let s = member("sirikit", in: members), let a = member("appintents", in: members) {
      let sirikit = try MediaRequest.decode(s, source: source)
      let (audio, locale) = try AudioIntentRequest.decode(a, source: source, path: "appintents")
      return .both(sirikit, audio, locale: locale)
    }
    guard case .string(let path)? = member("path", in: members)?.value else { return nil }
    switch path {
    case SiriPath.appintents.rawValue:
      guard let inner = member("request", in: members) else {
        throw Diagnostic("a --json result of the App Intents path needs its 'request'", at: source.location(of: node.offset))
      }
      let (request, locale) = try AudioIntentRequest.decode(inner, source: source, path: "request")
      return .appIntents(request, locale: locale)
    case SiriPath.both.rawValue:
      guard let s = member("sirikit", in: members), case .object(let sm) = s.value, let intent = member("intent", in: sm),
        let a = member("appintents", in: members), case .object(let am) = a.value, let request = member("request", in: am)
      else {
        throw Diagnostic("a --path both result needs 'sirikit.intent' and 'appintents.request'", at: source.location(of: node.offset))
      }
      let sirikit = try MediaRequest.decode(intent, source: source)
      let (audio, locale) = try AudioIntentRequest.decode(request, source: source, path: "appintents.request")
      return .both(sirikit, audio, locale: locale)
    default:
      return nil
    }
  }
}
