/// Which parts of SiriKit a set of replayed utterances exercised, and which it never touched.
public enum ReplayCoverage {
  public static func text(_ run: Replayer.Run) -> String {
    var seen: [String: Set<String>] = [:]
    func mark(_ group: String, _ value: String) { seen[group, default: []].insert(value) }
    for c in run.cases {
      guard let result = c.result else { continue }
      switch result.request.body {
      case .intent(let intent):
        mark("intents", intent.kind.rawValue)
        if let s = intent.mediaSearch {
          mark("media types", s.mediaType.name)
          if s.sortOrder != .unknown { mark("sort orders", s.sortOrder.name) }
          if s.reference != .unknown { mark("references", s.reference.name) }
          for (name, set) in [
            ("mediaName", s.mediaName != nil), ("artistName", s.artistName != nil), ("albumName", s.albumName != nil),
            ("genreNames", s.genreNames != nil), ("moodNames", s.moodNames != nil), ("releaseDate", s.releaseDate != nil),
            ("mediaIdentifier", s.mediaIdentifier != nil), ("mediaType", s.mediaType != .unknown),
            ("sortOrder", s.sortOrder != .unknown), ("reference", s.reference != .unknown),
          ] where set {
            mark("INMediaSearch fields", name)
          }
        } else {
          mark("INMediaSearch fields", "(no search)")
        }
        if case .play(let p) = intent {
          if p.playShuffled != nil { mark("playback options", "playShuffled") }
          if p.playbackRepeatMode != .unknown { mark("playback options", "playbackRepeatMode.\(p.playbackRepeatMode.name)") }
          if p.resumePlayback != nil { mark("playback options", "resumePlayback") }
          if p.playbackQueueLocation != .unknown { mark("playback options", "playbackQueueLocation.\(p.playbackQueueLocation.name)") }
          if p.playbackSpeed != nil { mark("playback options", "playbackSpeed") }
        }
        if case .updateMediaAffinity(let u) = intent { mark("affinity types", u.affinityType.name) }
      case .command(let command): mark("remote commands", command.name)
      case .question(let q): mark("now-playing questions", q.rawValue)
      case .system, .notMedia: break
      }
      if let response = result.response { mark("response codes", "\(response.codeTypeName).\(response.codeName)") }
      if let resolution = result.resolution {
        if case .unsupported(let reason?) = resolution.mediaItems { mark("unsupported reasons", reason.name) }
        if case .unsupported(nil) = resolution.mediaItems { mark("unsupported reasons", "(not found)") }
        if case .unsupported(let r)? = resolution.mediaDestination { mark("destination reasons", r.name) }
        if case .unsupported(let r)? = resolution.playbackSpeed { mark("playback speed reasons", r.name) }
      }
    }
    let universe: [(String, [String])] = [
      ("intents", IntentKind.allCases.map(\.rawValue)),
      ("media types", MediaItemType.caseNames),
      ("INMediaSearch fields", ["mediaType", "sortOrder", "mediaName", "artistName", "albumName", "genreNames", "moodNames", "releaseDate", "reference", "mediaIdentifier", "(no search)"]),
      ("sort orders", MediaSortOrder.caseNames.filter { $0 != "unknown" }),
      ("references", MediaReference.caseNames.filter { $0 != "unknown" }),
      ("playback options", ["playShuffled", "playbackRepeatMode.none", "playbackRepeatMode.all", "playbackRepeatMode.one", "resumePlayback", "playbackQueueLocation.now", "playbackQueueLocation.next", "playbackQueueLocation.later", "playbackSpeed"]),
      ("affinity types", ["like", "dislike"]),
      ("response codes",
        PlayMediaIntentResponseCode.caseNames.map { "\(PlayMediaIntentResponseCode.appleName).\($0)" }
        + AddMediaIntentResponseCode.caseNames.map { "\(AddMediaIntentResponseCode.appleName).\($0)" }
        + UpdateMediaAffinityIntentResponseCode.caseNames.map { "\(UpdateMediaAffinityIntentResponseCode.appleName).\($0)" }
        + SearchForMediaIntentResponseCode.caseNames.map { "\(SearchForMediaIntentResponseCode.appleName).\($0)" }),
      ("unsupported reasons", MediaItemUnsupportedReason.caseNames + ["(not found)"]),
      ("destination reasons", AddMediaMediaDestinationUnsupportedReason.caseNames),
      ("playback speed reasons", PlayMediaPlaybackSpeedUnsupportedReason.caseNames),
      ("remote commands", RemoteCommand.allNames),
      ("now-playing questions", NowPlayingQuestion.allCases.map(\.rawValue)),
    ]
    var lines = ["coverage of \(run.cases.count) utterances:"]
    for (group, all) in universe {
      let hit = seen[group] ?? []
      let covered = all.filter(hit.contains)
      let missing = all.filter { !hit.contains($0) }
      lines.append("  \(group): \(covered.count)/\(all.count)")
      if !covered.isEmpty { lines.append("    exercised: \(covered.joined(separator: ", "))") }
      if !missing.isEmpty { lines.append("    never:     \(missing.joined(separator: ", "))") }
    }
    return lines.joined(separator: "\n")
  }
}
