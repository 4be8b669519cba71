import Testing

@testable import MediaCtlKit

/// The Chinese tests: `swift test --filter Chinese`. One simulator on the built-in
/// ControlAudio catalog, built once.
enum ChineseFixtures {
  static let simulator: Result<Simulator, any Error> = Result { Simulator(catalog: try DefaultCatalog.load()) }

  static func parse(_ utterance: String) throws -> ParseResult {
    try simulator.get().parse(utterance)
  }

  static func run(_ utterance: String, nowPlaying: String? = nil) throws -> SimulationResult {
    var options = SimulationOptions()
    if let nowPlaying { options.nowPlaying = nowPlaying }
    return try simulator.get().run(utterance: utterance, options: options)
  }
}

/// The fields a table row expects; nil fields are not checked.
struct ChineseExpectation: Sendable, CustomTestStringConvertible {
  var utterance: String
  var intent: IntentKind?
  var command: String?
  var question: NowPlayingQuestion?
  var app: String?
  var name: String?
  var artist: String?
  var type: MediaItemType?
  var sort: MediaSortOrder?
  var genre: String?
  var mood: String?
  var year: Int?
  var reference: MediaReference?
  var shuffled: Bool?
  var repeatMode: PlaybackRepeatMode?
  var resume: Bool?
  var queue: PlaybackQueueLocation?
  var speed: Double?
  var destination: MediaDestination?
  var affinity: MediaAffinityType?
  var system: SystemRequest?
  var noSearch = false
  /// No mediaName and no artistName (nothing left over became a name).
  var noName = false
  /// No artistName (a title holding 的, an owner, a pronoun).
  var noArtist = false

  var testDescription: String { utterance }

  /// Every expectation that does not hold, as "field: expected X, got Y".
  func mismatches(_ request: MediaRequest) -> [String] {
    var out: [String] = []
    func check<T: Equatable>(_ field: String, _ expected: T?, _ got: T?) {
      if let expected, expected != got { out.append("\(field): expected \(expected), got \(String(describing: got))") }
    }
    let search = request.intent?.mediaSearch
    check("intent", intent, request.intent?.kind)
    if case .command(let c) = request.body { check("command", command, c.name) } else { check("command", command, nil) }
    if case .question(let q) = request.body { check("question", question, q) } else { check("question", question, nil) }
    check("app", app, request.appName)
    check("mediaName", name, search?.mediaName)
    check("artistName", artist, search?.artistName)
    check("mediaType", type, search?.mediaType)
    check("sortOrder", sort, search?.sortOrder)
    check("genre", genre, search?.genreNames?.first)
    check("mood", mood, search?.moodNames?.first)
    check("year", year, search?.releaseDate?.startDateComponents?.year)
    check("reference", reference, search?.reference)
    if noSearch, search != nil { out.append("mediaSearch: expected none") }
    if noName, search?.mediaName != nil || search?.artistName != nil {
      out.append("names: expected none, got \(String(describing: search?.mediaName)) / \(String(describing: search?.artistName))")
    }
    if noArtist, let artist = search?.artistName { out.append("artistName: expected none, got \(artist)") }
    if case .system(let r) = request.body { check("system", system, r) } else { check("system", system, nil) }
    switch request.intent {
    case .play(let p)?:
      check("playShuffled", shuffled, p.playShuffled)
      check("repeat", repeatMode, p.playbackRepeatMode)
      check("resume", resume, p.resumePlayback)
      check("queue", queue, p.playbackQueueLocation)
      check("speed", speed, p.playbackSpeed)
    case .add(let a)?:
      check("destination", destination, a.mediaDestination)
    case .updateMediaAffinity(let u)?:
      check("affinity", affinity, u.affinityType)
    default:
      break
    }
    return out
  }
}
