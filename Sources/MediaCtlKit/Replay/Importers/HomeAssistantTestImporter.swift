/// Reads Home Assistant intent test files (`tests/en/…yaml`: `tests[].sentences` with
/// `intent.name` and `intent.slots`) as replay cases with expectations.
public enum HomeAssistantTestImporter {
  /// Home Assistant media intents and what mediactl should produce for them.
  static let intents: [String: String] = [
    "HassMediaSearchAndPlay": IntentKind.play.rawValue,
    "HassMediaPause": "pauseCommand",
    "HassMediaUnpause": "playCommand",
    "HassMediaNext": "nextTrackCommand",
    "HassMediaPrevious": "previousTrackCommand",
  ]

  /// Home Assistant `media_class` values → `INMediaItemType` names.
  static let mediaClasses: [String: String] = [
    "track": "song", "album": "album", "artist": "artist", "playlist": "playlist", "podcast": "podcastShow",
    "movie": "movie", "tv_show": "tvShow", "episode": "podcastEpisode", "channel": "radioStation",
    "music": "music", "genre": "genre",
  ]

  public static func importFile(_ text: String, path: String) throws(Diagnostic) -> ReplayFile {
    let root = try YAMLSubset.parse(text, file: path)
    guard case .sequence(let tests, _)? = root["tests"] else {
      throw Diagnostic("expected a 'tests' list (Home Assistant intent test format)", at: .init(file: path, line: root.line))
    }
    var entries: [ReplayFile.Entry] = []
    var problems: [Diagnostic] = []
    for test in tests {
      guard case .sequence(let sentences, _)? = test["sentences"] else {
        problems.append(Diagnostic("test without 'sentences'", at: .init(file: path, line: test.line)))
        continue
      }
      let name = test["intent"]?["name"]?.string
      var expectations: [Expectation] = []
      if let name, let expected = intents[name] {
        expectations.append(Expectation(field: "intent", value: expected, line: test.line))
        if case .mapping(let slots, _)? = test["intent"]?["slots"] {
          for (slot, value) in slots {
            guard let v = value.string else { continue }
            switch slot {
            case "search_query": expectations.append(Expectation(field: "name", value: v, line: value.line))
            case "media_class":
              if let type = mediaClasses[v] {
                expectations.append(Expectation(field: "mediaSearch.mediaType", value: type, line: value.line))
              }
            default: break  // device names and areas have no SiriKit field
            }
          }
        }
      }
      for sentence in sentences {
        guard let s = sentence.string else { continue }
        if s.trimmingWhitespace.isEmpty {
          problems.append(Diagnostic("empty sentence", at: .init(file: path, line: sentence.line, column: 1)))
          continue
        }
        if let problem = UtteranceParser.lengthProblem(s, at: .init(file: path, line: sentence.line, column: 1)) {
          problems.append(problem)
          continue
        }
        entries.append(.utterance(ReplayFile.UtteranceCase(text: s, line: sentence.line, expectations: expectations)))
      }
    }
    return ReplayFile(path: path, entries: entries, problems: problems)
  }
}
