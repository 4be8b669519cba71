import Testing

@testable import MediaCtlKit

/// What `mediactl parse` prints feeds back unchanged: parse → JSON → `MediaRequest.decode` →
/// JSON is the same text, and running the decoded request gives the same resolution,
/// response and dialog as running the utterance.
struct RoundTripTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var utterance: String
    var app: SampleCatalogs.App = .controlAudio
    var testDescription: String { "“\(utterance)” (\(app))" }
  }

  static let cases: [Case] = [
    // Play (behaviours §3, reference §10)
    Case(utterance: "Play ControlAudio"),
    Case(utterance: "Play music in ControlAudio"),
    Case(utterance: "Play Special Disaster Team in ControlAudio"),
    Case(utterance: "Play Maybe Sometime by Special Disaster Team in ControlAudio"),
    Case(utterance: "Play my WWDC playlist in ControlAudio"),
    Case(utterance: "Play the song AwesomeSong in MyApp", app: .myApp),
    Case(utterance: "Put on the Stuff You Should Know podcast from MyApp", app: .myApp),
    Case(utterance: "Play the audiobook Becoming in MyApp", app: .myApp),
    Case(utterance: "Play 89.1 FM in MyApp", app: .myApp),
    Case(utterance: "Put on some '70s punk classics"),
    Case(utterance: "Play popular hits"),
    Case(utterance: "Play Push It next"),
    Case(utterance: "Play Khalid shuffle"),
    Case(utterance: "Play Road Trip on shuffle"),
    Case(utterance: "Play Maybe Sometime on repeat"),
    Case(utterance: "Resume Stuff You Should Know at double speed", app: .myApp),
    Case(utterance: "Play Khalid later"),
    Case(utterance: "Play the newest episode of Stuff You Should Know", app: .myApp),
    Case(utterance: "Play the best Khalid album"),
    Case(utterance: "Play me something good"),
    Case(utterance: "Play jazz in Control Audio"),
    Case(utterance: "Play Outer Peace on Spotify"),
    // Add, affinity, search
    Case(utterance: "Add this song to my library"),
    Case(utterance: "Add this song to my road trip playlist in ControlAudio"),
    Case(utterance: "Add Maybe Sometime to my Gym playlist"),
    Case(utterance: "I love this song"),
    Case(utterance: "I don't like this song"),
    Case(utterance: "Tell ControlAudio that I love pop music"),
    Case(utterance: "Find Billie Eilish in ControlAudio"),
    // Now Playing commands and questions
    Case(utterance: "pause"),
    Case(utterance: "skip forward 30 seconds"),
    Case(utterance: "next track"),
    Case(utterance: "play at half speed"),
    Case(utterance: "What song is this?"),
    Case(utterance: "What album is this?"),
  ]

  @Test(arguments: cases)
  func parseOutputReadsBackUnchanged(_ c: Case) throws {
    let simulator = SampleCatalogs.simulator(c.app)
    let parsed = simulator.parse(c.utterance).request
    let routing = simulator.routing(for: parsed.appName)
    let printed = parsed.json(routing: routing).compact
    let decoded = try MediaRequest.decode(json: Array(printed.utf8), file: "parse-output.json")
    #expect(decoded == parsed)
    #expect(decoded.json(routing: simulator.routing(for: decoded.appName)).compact == printed)
  }

  @Test(arguments: cases)
  func decodedRequestRunsLikeTheUtterance(_ c: Case) throws {
    let simulator = SampleCatalogs.simulator(c.app)
    let fromText = simulator.run(utterance: c.utterance)
    let printed = fromText.request.json(routing: fromText.routing).compact
    let decoded = try MediaRequest.decode(json: Array(printed.utf8), file: "parse-output.json")
    let fromJSON = simulator.run(request: decoded)
    #expect(fromJSON.resolution == fromText.resolution)
    #expect(fromJSON.response == fromText.response)
    #expect(fromJSON.commandStatus == fromText.commandStatus)
    #expect(fromJSON.answer == fromText.answer)
    #expect(fromJSON.dialog == fromText.dialog)
    #expect(fromJSON.routing == fromText.routing)
  }

  /// The intent JSON puts Apple's properties in Apple's order (reference §3, §9.3).
  @Test func intentKeysFollowApplesOrder() throws {
    func keys(_ json: JSONOutput) -> [String] {
      guard case .object(let members) = json else { return [] }
      return members.map(\.0)
    }
    let play = MediaRequest(.intent(.play(PlayMediaIntent(mediaSearch: MediaSearch())))).json()
    #expect(
      keys(play) == [
        "intent", "appName", "mediaItems", "mediaContainer", "playShuffled", "playbackRepeatMode", "resumePlayback",
        "playbackQueueLocation", "playbackSpeed", "mediaSearch",
      ])
    #expect(
      keys(play["mediaSearch"] ?? .null) == [
        "mediaType", "sortOrder", "mediaName", "artistName", "albumName", "genreNames", "moodNames", "releaseDate",
        "reference", "mediaIdentifier",
      ])
    #expect(keys(MediaRequest(.intent(.add(AddMediaIntent()))).json()) == ["intent", "appName", "mediaItems", "mediaSearch", "mediaDestination"])
    #expect(
      keys(MediaRequest(.intent(.updateMediaAffinity(UpdateMediaAffinityIntent()))).json()) == [
        "intent", "appName", "mediaItems", "mediaSearch", "affinityType",
      ])
    #expect(keys(MediaRequest(.intent(.searchForMedia(SearchForMediaIntent()))).json()) == ["intent", "appName", "mediaItems", "mediaSearch"])
  }
}
