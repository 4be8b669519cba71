/// What an expectation may say: the `state.*` fields a session has, and the values of every
/// field whose values are names (enums). An expectation outside these can never pass or can
/// never fail, so it is a malformed line (65, located), not a mismatch or a silent pass.
enum ExpectationValues {
  /// `state.*` fields (`ResultFields.add`); `state.playlist.<id>` names any playlist.
  static let stateFields: Set<String> = [
    "state.nowPlaying", "state.playbackState", "state.elapsed", "state.queue", "state.next", "state.shuffle",
    "state.repeatMode", "state.playbackRate", "state.library", "state.likes", "state.dislikes",
  ]

  static func isStateField(_ field: String) -> Bool {
    if stateFields.contains(field) { return true }
    return field.hasPrefix("state.playlist.") && field.count > "state.playlist.".count
  }

  /// The values each name-valued field can take (besides `none`).
  static let names: [String: [String]] = {
    var codes = Set(PlayMediaIntentResponseCode.caseNames)
    codes.formUnion(AddMediaIntentResponseCode.caseNames)
    codes.formUnion(UpdateMediaAffinityIntentResponseCode.caseNames)
    codes.formUnion(SearchForMediaIntentResponseCode.caseNames)
    codes.formUnion(RemoteCommandStatus.caseNames)
    let booleans = ["true", "false"]
    let intents =
      IntentKind.allCases.map(\.rawValue) + RemoteCommand.allNames
      + NowPlayingQuestion.allCases.map { "question.\($0.rawValue)" }
      + SystemRequest.allCases.map { "system.\($0.rawValue)" }
    return [
      "code": codes.sorted(),
      "result": ["success", "unsupported", "needsValue", "disambiguation"],
      "reason": MediaItemUnsupportedReason.caseNames,
      "destinationReason": AddMediaMediaDestinationUnsupportedReason.caseNames,
      "routing": ["thisApp", "otherApp", "defaultApp"],
      "siriRouting": ["thisApp", "otherApp", "defaultApp"],
      "intent": intents,
      "command": RemoteCommand.allNames,
      "question": NowPlayingQuestion.allCases.map(\.rawValue),
      "nowPlayingQuestion": NowPlayingQuestion.allCases.map(\.rawValue),
      "mediaSearch.mediaType": MediaItemType.caseNames,
      "mediaSearch.sortOrder": MediaSortOrder.caseNames,
      "mediaSearch.reference": MediaReference.caseNames,
      "playbackRepeatMode": PlaybackRepeatMode.caseNames,
      "playbackQueueLocation": PlaybackQueueLocation.caseNames,
      "affinityType": MediaAffinityType.caseNames,
      "mediaDestination.mediaDestinationType": MediaDestinationType.caseNames,
      "repeatType": RepeatType.caseNames,
      "shuffleType": ShuffleType.caseNames,
      "change": RemoteCommand.RateChange.allCases.map(\.rawValue),
      "playShuffled": booleans,
      "resumePlayback": booleans,
      "state.playbackState": SessionState.PlaybackState.allCases.map(\.rawValue),
      "state.shuffle": ShuffleType.caseNames,
      "state.repeatMode": RepeatType.caseNames,
    ]
  }()

  /// Fields whose value is a number (`speed` also takes the speed's unsupported reasons).
  static let numeric: Set<String> = [
    "playbackSpeed", "interval", "playbackRate", "state.elapsed", "state.playbackRate",
    "mediaSearch.releaseDate.startDateComponents.year", "mediaSearch.releaseDate.endDateComponents.year",
    "mediaSearch.releaseDate.startDateComponents.month", "mediaSearch.releaseDate.endDateComponents.month",
  ]

  /// The problem with `value` for `field`, or nil when it is one the field can have.
  static func problem(field: String, value: String) -> String? {
    if value == "none" { return nil }
    if let allowed = names[field] {
      if allowed.contains(value) { return nil }
      return "'\(value)' is not a value of '\(field)'\(suggestion(for: value, in: allowed)); expected one of \(allowed.joined(separator: ", ")) or none"
    }
    if field == "speed" {
      let reasons = PlayMediaPlaybackSpeedUnsupportedReason.caseNames
      if Double(value) != nil || reasons.contains(value) { return nil }
      return "'\(value)' is not a value of 'speed'; expected a number, \(reasons.joined(separator: ", ")) or none"
    }
    if numeric.contains(field), Double(value) == nil {
      return "'\(value)' is not a number, which '\(field)' is"
    }
    return nil
  }
}
