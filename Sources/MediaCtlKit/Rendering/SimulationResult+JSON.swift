/// The `--json` contract: `utterance` (text input only), `intent`, `resolution`, `response`,
/// `dialog`, and `explain` when asked.
extension SimulationResult {
  public func json(explain: Bool = false) -> JSONOutput {
    var members: [(String, JSONOutput)] = []
    if let utterance { members.append(("utterance", .string(utterance))) }
    members.append(("intent", request.json(routing: routing)))
    members.append(("resolution", resolutionJSON))
    members.append(("response", responseJSON))
    members.append(("dialog", .string(dialog.text)))
    if explain { members.append(("explain", explainJSON)) }
    return .object(members)
  }

  var resolutionJSON: JSONOutput {
    if let status = commandStatus {
      return .object([("result", .string(status == .success ? "success" : "unsupported")), ("commandStatus", .name(status))])
    }
    if case .question = request.body {
      return .object([("result", .string(answer == nil ? "unsupported" : "success")), ("answer", .optional(answer))])
    }
    guard let resolution else { return .null }
    var members: [(String, JSONOutput)] = [("result", .string(resolution.mediaItems.resultName))]
    if case .unsupported(let reason?) = resolution.mediaItems { members.append(("reason", .name(reason))) }
    members.append((
      "mediaItems",
      .array(
        resolution.mediaItems.items.map { item in
          .object([
            ("identifier", .optional(item.identifier)), ("title", .optional(item.title)), ("type", .name(item.type)),
            ("artist", .optional(item.artist)),
          ])
        })
    ))
    if let destination = resolution.mediaDestination {
      switch destination {
      case .success(let d, let id):
        var dest: [(String, JSONOutput)] = [("result", .string("success"))]
        if case .object(let fields) = d.json { dest += fields }
        if let id { dest.append(("identifier", .string(id))) }
        members.append(("mediaDestination", .object(dest)))
      case .unsupported(let reason):
        members.append(("mediaDestination", .object([("result", .string("unsupported")), ("reason", .name(reason))])))
      }
    }
    if let speed = resolution.playbackSpeed {
      switch speed {
      case .success(let v): members.append(("playbackSpeed", .object([("result", .string("success")), ("value", .number(v))])))
      case .unsupported(let r):
        members.append(("playbackSpeed", .object([("result", .string("unsupported")), ("reason", .name(r))])))
      }
    }
    return .object(members)
  }

  var responseJSON: JSONOutput {
    // Not a media request: nothing reaches the app, so there is no response at all.
    if case .notMedia = request.body { return .null }
    if let status = commandStatus {
      return .object([("code", .null), ("commandStatus", .name(status)), ("dialogSource", .string(dialog.source.label))])
    }
    guard let response else {
      return .object([("code", .null), ("dialogSource", .string(dialog.source.label))])
    }
    return .object([
      ("code", .string(response.codeName)), ("codeType", .string(response.codeTypeName)),
      ("codeRawValue", .number(Double(response.rawValue))), ("dialogSource", .string(dialog.source.label)),
    ])
  }

  var explainJSON: JSONOutput {
    var members: [(String, JSONOutput)] = []
    if let trace = parse?.trace {
      members.append(("rule", .string(trace.rule)))
      members.append((
        "steps",
        .array(
          trace.steps.map {
            .object([("source", .string($0.source)), ("words", .string($0.words)), ("field", .string($0.field)), ("value", .string($0.value))])
          })
      ))
      members.append(("leftover", .array(trace.leftover.map(JSONOutput.string))))
    }
    if let resolution {
      members.append((
        "candidates",
        .array(
          resolution.candidates.prefix(5).map { c in
            .object([
              ("identifier", .string(c.item.identifier)), ("title", .string(c.item.title)), ("type", .name(c.item.type)),
              ("match", .string(c.kind.rawValue)), ("score", .number((c.score * 100).rounded() / 100)),
              ("rejected", .optional(c.rejection)),
            ])
          })
      ))
      members.append(("notes", .array(resolution.notes.map(JSONOutput.string))))
      if !resolution.nearMisses.isEmpty {
        members.append((
          "nearMisses",
          .array(
            resolution.nearMisses.map { m in
              .object([
                ("identifier", .string(m.item.identifier)), ("title", .string(m.item.title)), ("type", .name(m.item.type)),
                ("match", .optional(m.kind?.rawValue)), ("score", m.score.map { .number(($0 * 100).rounded() / 100) } ?? .null),
                ("reason", .string(m.reason)),
              ])
            })
        ))
      }
    }
    return .object(members)
  }
}
