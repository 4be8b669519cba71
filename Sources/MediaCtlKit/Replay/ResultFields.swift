/// A result flattened to `path → value` strings, the form expectations compare against:
/// every intent field by its JSON path plus the short names of `Expectation.shortFields`.
public struct ResultFields: Sendable {
  public internal(set) var values: [String: String] = [:]

  public init(_ result: SimulationResult) {
    flatten(result.request.json(routing: result.routing), prefix: "")
    values["routing"] = result.routing.rawValue
    if let app = result.request.appName { values["app"] = app }
    switch result.request.body {
    case .intent(let intent): values["intent"] = intent.kind.rawValue
    case .command(let command):
      values["intent"] = command.name
      values["command"] = command.name
    case .system(let topic):
      values["intent"] = "system.\(topic.rawValue)"
    case .notMedia(let notMedia):
      // `intent: none` asserts that nothing reaches the app.
      values["intent"] = "none"
      values["domain"] = notMedia.domain.rawValue
    case .question(let question):
      values["intent"] = "question.\(question.rawValue)"
      values["question"] = question.rawValue
      values["answer"] = result.answer ?? "none"
    }
    values["dialog"] = result.dialog.text
    if let response = result.response {
      values["code"] = response.codeName
    } else if let status = result.commandStatus {
      values["code"] = status.name
    } else {
      values["code"] = "none"
    }
    if let resolution = result.resolution {
      values["result"] = resolution.mediaItems.resultName
      if case .unsupported(let reason?) = resolution.mediaItems { values["reason"] = reason.name } else { values["reason"] = "none" }
      let ids = resolution.mediaItems.items.compactMap(\.identifier)
      values["item"] = ids.first ?? "none"
      values["items"] = ids.isEmpty ? "none" : ids.joined(separator: ", ")
      switch resolution.mediaDestination {
      case .success(.library, _)?: values["destination"] = "library"
      case .success(.playlist(let name), _)?: values["destination"] = name
      case .unsupported(let reason)?:
        values["destination"] = "none"
        values["destinationReason"] = reason.name
      case nil: break
      }
      switch resolution.playbackSpeed {
      case .success(let v)?: values["speed"] = v.formatted
      case .unsupported(let r)?: values["speed"] = r.name
      case nil: break
      }
    } else if let status = result.commandStatus {
      values["result"] = status == .success ? "success" : "unsupported"
    }
  }

  /// The session after the request: `state.nowPlaying`, `state.queue`, `state.likes`,
  /// `state.library`, `state.playlist.<id>`, `state.playbackState`, `state.elapsed`, …
  public mutating func add(_ state: SessionState) {
    func list(_ ids: [String]) -> String { ids.isEmpty ? "none" : ids.joined(separator: ", ") }
    values["state.nowPlaying"] = state.nowPlaying ?? "none"
    values["state.playbackState"] = state.playbackState.rawValue
    values["state.elapsed"] = state.elapsed.formatted
    values["state.queue"] = list(state.queue)
    values["state.next"] = state.queue.first ?? "none"
    values["state.shuffle"] = state.shuffle.name
    values["state.repeatMode"] = state.repeatMode.name
    values["state.playbackRate"] = state.playbackRate.formatted
    values["state.library"] = list(state.library)
    values["state.likes"] = list(state.likes)
    values["state.dislikes"] = list(state.dislikes)
    for (id, items) in state.playlists { values["state.playlist.\(id)"] = list(items) }
  }

  public init(values: [String: String]) {
    self.values = values
  }

  public func value(_ path: String) -> String? { values[path] }

  private mutating func flatten(_ json: JSONOutput, prefix: String) {
    switch json {
    case .object(let members):
      for (key, value) in members { flatten(value, prefix: prefix.isEmpty ? key : "\(prefix).\(key)") }
    case .array(let elements):
      if elements.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
        values[prefix] = elements.compactMap { if case .string(let s) = $0 { return s } else { return nil } }.joined(separator: ", ")
      } else {
        for (i, e) in elements.enumerated() { flatten(e, prefix: "\(prefix)[\(i)]") }
      }
      if elements.isEmpty { values[prefix] = "" }
    case .null: values[prefix] = "none"
    case .bool(let b): values[prefix] = b ? "true" : "false"
    case .number(let d): values[prefix] = d.formatted
    case .string(let s): values[prefix] = s
    }
  }
}
