/// What moving one request from SiriKit to the App Intents path changes: the structured
/// `INMediaSearch` fields that become words of one query string, the options that map to a
/// parameter, the ones that are lost, and whether both paths chose the same item.
public struct MigrationDiff: Sendable, Equatable {
  /// `mediaName “Outer Peace”`: SiriKit fields now folded into the `searchQuery` text (or, for
  /// `.unspecified` and the now-playing entity, not sent as such).
  public var folded: [String] = []
  /// Where they went (`searchQuery`, `audioEntity (now playing)`, `nothing`).
  public var foldedInto: String = "nothing"
  /// `playShuffled=true → playbackAttributes ∋ .shuffle`.
  public var kept: [String] = []
  /// `playbackSpeed=1.5`, `playbackRepeatMode=one → .repeat (one vs all is the app's choice)`.
  public var lost: [String] = []
  public enum Same: Sendable, Equatable {
    case same(String)
    case different(sirikit: String?, appIntents: String?)
    /// Neither path chose an item (a command, a question, nothing found on both).
    case noItem
  }
  public var sameItem: Same

  public init(sirikit: SimulationResult, appIntents: AudioIntentRun) {
    let sirikitID = Self.matched(sirikit)
    let chosen = Self.matched(appIntents)
    if sirikitID == nil, chosen == nil {
      sameItem = .noItem
    } else if sirikitID == chosen, let id = chosen {
      sameItem = .same(id)
    } else {
      sameItem = .different(sirikit: sirikitID, appIntents: chosen)
    }
    guard let intent = sirikit.request.intent else { return }
    if let s = intent.mediaSearch {
      let described = SimulationResult.describe(s)
      if described != "empty" { folded = described.components(separatedBy: " · ") }
    }
    switch appIntents.request.target {
    case .search(let search)?:
      switch search.criteria {
      case .searchQuery: foldedInto = "words of searchQuery"
      case .url: foldedInto = "url"
      case .unspecified: foldedInto = "nothing (.unspecified)"
      }
    case .nowPlaying?: foldedInto = "audioEntity / target (the now-playing entity)"
    case nil:
      if case .searchInApp = appIntents.request.body { foldedInto = "the searchInApp term" }
    }
    switch intent {
    case .play(let p):
      if p.playShuffled == true { kept.append("playShuffled=true → playbackAttributes ∋ .shuffle") }
      if p.playShuffled == false { lost.append("playShuffled=false (\"don't shuffle\" has no parameter)") }
      switch p.playbackRepeatMode {
      case .one, .all:
        lost.append("playbackRepeatMode=\(p.playbackRepeatMode.name) → .repeat (one vs all is the app's choice)")
      case .none: lost.append("playbackRepeatMode=none")
      case .unknown: break
      }
      switch p.playbackQueueLocation {
      case .next: kept.append("playbackQueueLocation=next → queueLocation .next")
      case .later: kept.append("playbackQueueLocation=later → queueLocation .tail")
      case .now: kept.append("playbackQueueLocation=now → queueLocation nil")
      case .unknown: break
      }
      if let speed = p.playbackSpeed { lost.append("playbackSpeed=\(speed.formatted)") }
      if p.resumePlayback == true { lost.append("resumePlayback=true (resuming is the app's choice)") }
    case .add(let a):
      switch a.mediaDestination {
      case .playlist(let name)?: kept.append("mediaDestination playlist “\(name)” → addToPlaylist(playlist:) entity")
      case .library?, nil: kept.append("mediaDestination library → addToLibrary")
      }
    case .updateMediaAffinity(let u):
      kept.append("affinityType=\(u.affinityType.name) → affinityState .\(u.affinityType == .dislike ? "dislike" : "like")")
    case .searchForMedia:
      kept.append("INSearchForMediaIntent → searchInApp, if adopted; otherwise a results list")
    }
  }

  /// The item the SiriKit path matched: the first resolved, or the best match it refused
  /// (`unsupported(forReason:)`), which the new path returns and then throws for.
  public static func matched(_ result: SimulationResult) -> String? {
    guard let resolution = result.resolution else { return nil }
    switch resolution.mediaItems {
    case .success(let items): return items.first?.identifier
    case .unsupported(_?): return resolution.candidates.first?.item.identifier
    case .unsupported(nil), .needsValue: return nil
    case .disambiguation: return nil  // Siri asks "Which one?": no item is chosen yet
    }
  }

  /// The entity the new path chose, or the first of a results list (searchInApp not adopted).
  public static func matched(_ run: AudioIntentRun) -> String? {
    run.chosen?.id ?? run.query?.entities.first?.id
  }

  public var sameItemText: String {
    switch sameItem {
    case .same(let id): "yes: \(id)"
    case .different(let a, let b): "no: SiriKit \(a ?? "nothing"), App Intents \(b ?? "nothing")"
    case .noItem: "no item on either path"
    }
  }

  public var lines: [String] {
    var out: [String] = []
    func row(_ label: String, _ value: String) { out.append("  " + label.padding(toLength: 10, withPad: " ", startingAt: 0) + value) }
    row("folded", folded.isEmpty ? "none" : folded.joined(separator: " · ") + " → \(foldedInto)")
    row("kept", kept.isEmpty ? "none" : kept.joined(separator: "; "))
    row("lost", lost.isEmpty ? "none" : lost.joined(separator: "; "))
    row("same item", sameItemText)
    return out
  }

  public var json: JSONOutput {
    let same: JSONOutput
    switch sameItem {
    case .same(let id): same = .object([("same", .bool(true)), ("sirikit", .string(id)), ("appIntents", .string(id))])
    case .different(let a, let b): same = .object([("same", .bool(false)), ("sirikit", .optional(a)), ("appIntents", .optional(b))])
    case .noItem: same = .object([("same", .bool(false)), ("sirikit", .null), ("appIntents", .null)])
    }
    return .object([
      ("folded", .array(folded.map(JSONOutput.string))), ("foldedInto", .string(foldedInto)),
      ("kept", .array(kept.map(JSONOutput.string))), ("lost", .array(lost.map(JSONOutput.string))), ("sameItem", same),
    ])
  }
}
