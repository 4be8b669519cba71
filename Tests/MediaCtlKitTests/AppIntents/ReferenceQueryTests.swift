import Foundation
import Testing

@testable import MediaCtlKit

/// The reference `values(for:)` and `perform()`: what a well-built app returns and throws.
struct ReferenceQueryTests {
  static let controlAudio = AudioIntentSimulator(simulator: SampleCatalogs.controlAudioSimulator)
  static let waves: Result<AudioIntentSimulator, any Error> = Result {
    let path = TestPaths.fixture("catalog-appintents.json")
    let catalog = try CatalogDecoder.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
    return AudioIntentSimulator(simulator: Simulator(catalog: catalog))
  }

  static func run(_ audio: AudioIntentSimulator, _ utterance: String, configure: (inout SimulationOptions) -> Void = { _ in }) -> AudioIntentRun {
    var options = SimulationOptions.untraced
    configure(&options)
    return audio.run(utterance: utterance, options: options, context: options.context(for: audio.catalog))
  }

  struct QueryCase: Sendable, CustomTestStringConvertible {
    var query: String
    var first: String
    var testDescription: String { query }
  }

  @Test(arguments: [
    QueryCase(query: "Outer Peace by Toro y Moi", first: "album-outer-peace-deluxe-edition"),
    QueryCase(query: "周杰伦的夜曲", first: "song-ye-qu"),
    QueryCase(query: "叶曲", first: "song-ye-qu"),
    QueryCase(query: "my workout playlist", first: "playlist-workout"),
    QueryCase(query: "the audiobook Just Kids", first: "book-just-kids"),
    QueryCase(query: "hip-hop", first: "genre-hip-hop"),
    QueryCase(query: "the newest episode of The Daily", first: "episode-the-daily-2024-05-19"),
  ])
  func searchQueryIsParsedAloneAndResolved(_ c: QueryCase) {
    let context = ResolveContext(catalog: SampleCatalogs.controlAudio)
    let answer = Self.controlAudio.query.values(for: AudioSearch(criteria: .searchQuery(c.query)), context: context)
    #expect(answer.entities.first?.id == c.first)
    #expect(answer.entities.count <= ReferenceAudioQuery.maximumEntities)
  }

  @Test func entitiesCarryTheirSchemasProperties() {
    let context = ResolveContext(catalog: SampleCatalogs.controlAudio)
    let answer = Self.controlAudio.query.values(for: AudioSearch(criteria: .searchQuery("Fading by Toro y Moi")), context: context)
    let song = answer.entities.first
    #expect(song?.kind == .song)
    #expect(song?.properties.map(\.name) == ["title", "artistName", "albumTitle"])
    #expect(song?.properties.last?.value == "Outer Peace (Deluxe Edition)")
  }

  @Test func unspecifiedNeverReturnsNothing() {
    var context = ResolveContext(catalog: SampleCatalogs.controlAudio)
    context.nowPlaying = nil
    context.queue = Queue()
    let answer = Self.controlAudio.query.values(for: AudioSearch(criteria: .unspecified), context: context)
    #expect(!answer.entities.isEmpty)
  }

  @Test func urlsFindItemsByTheirURLFieldInOrder() throws {
    let waves = try Self.waves.get()
    let context = ResolveContext(catalog: waves.catalog)
    // Scheme and host compare without case, a trailing slash does not count.
    let answer = waves.query.values(
      for: AudioSearch(criteria: .url(["https://waves.example/ep/1", "https://waves.example/song/low-tide/", "https://nowhere.example/x"])),
      context: context)
    #expect(answer.entities.map(\.id) == ["episode-deep-1", "song-low-tide"])
  }

  @Test func undeclaredEntityKindsAreNeverReturned() throws {
    let waves = try Self.waves.get()
    let run = Self.run(waves, "play Tides in Waves")
    #expect(run.query?.entities.isEmpty == true)
    #expect(run.error == .unrecoverable(.entityNotFound))
    #expect(run.query?.notes.contains { $0.contains("does not return") } == true)
  }

  @Test func videoHasNoAudioEntityAndThrowsACustomError() {
    let run = Self.run(Self.controlAudio, "play Thriller by Michael Jackson in ControlAudio")
    #expect(run.error == .custom("Control Audio can't play that kind of audio."))
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var utterance: String
    var flag: String
    var error: String
    var testDescription: String { "\(flag): \(utterance)" }
  }

  @Test(arguments: [
    ErrorCase(utterance: "play Espresso in ControlAudio", flag: "noSubscription", error: "AppIntentError.UserActionRequired.accountSetup"),
    ErrorCase(utterance: "play Kerala in ControlAudio", flag: "loggedOut", error: "AppIntentError.UserActionRequired.signin"),
    ErrorCase(utterance: "play HUMBLE. by Kendrick Lamar in ControlAudio", flag: "explicitOff", error: "AppIntentError.Unrecoverable.featureCurrentlyRestricted"),
    ErrorCase(utterance: "play Fading in ControlAudio", flag: "serviceDown", error: "AppIntentError.Unrecoverable.networkFailure"),
    ErrorCase(utterance: "play Plastic Love in ControlAudio", flag: "none", error: "AppIntentError.Unrecoverable.notAllowed"),
    ErrorCase(utterance: "play Zzyzx Qwerty Blorp in ControlAudio", flag: "none", error: "AppIntentError.Unrecoverable.entityNotFound"),
  ])
  func performThrowsTheClosestError(_ c: ErrorCase) {
    let run = Self.run(Self.controlAudio, c.utterance) { options in
      switch c.flag {
      case "noSubscription": options.noSubscription = true
      case "loggedOut": options.loggedOut = true
      case "explicitOff": options.explicitOff = true
      case "serviceDown": options.serviceDown = true
      default: break
      }
    }
    #expect(run.error?.name == c.error)
    // The warmup throws too, and nil is passed on.
    if c.error != "AppIntentError.Unrecoverable.entityNotFound", !c.error.hasPrefix("custom") {
      #expect(run.warmup == .threw(AppIntentError(name: c.error) ?? .unrecoverable(.unknown)))
    }
  }

  @Test func warmupRunsFirstWhenDeclared() throws {
    let declared = Self.run(Self.controlAudio, "play Fading in ControlAudio")
    #expect(declared.warmup == .returned)
    let waves = try Self.waves.get()
    #expect(Self.run(waves, "play Low Tide in Waves").warmup == nil)
  }

  @Test func declaredRecognizeAudioAndSearchInAppRunThemselves() throws {
    let waves = try Self.waves.get()
    let question = Self.run(waves, "what song is this?")
    #expect(question.adopted)
    #expect(question.outcome == .result(nil))
    let search = Self.run(waves, "find Low Tide in Waves")
    #expect(search.adopted)
    #expect(search.request.body == .searchInApp(term: "Low Tide"))
  }

  @Test func anUndeclaredSchemaSaysWhatSiriDoesInstead() throws {
    let waves = try Self.waves.get()
    // No SiriKit add intent either: Siri says the app can't.
    let add = Self.run(waves, "add Low Tide to my library in Waves")
    #expect(!add.adopted)
    #expect(add.instead == "Waves does not adopt .audio.addToLibrary: Siri says the app can't do that")
    // ControlAudio has no searchInApp: a results list.
    let find = Self.run(Self.controlAudio, "find Billie Eilish in ControlAudio")
    #expect(find.instead?.contains("results list") == true)
    #expect(find.query?.entities.first?.id == "artist-billie-eilish")
  }

  @Test func errorNamesReadBack() {
    for name in AppIntentError.allNames where name != "custom" {
      #expect(AppIntentError(name: name)?.name == name)
    }
    #expect(AppIntentError(name: #"custom: "Control Audio can't play that.""#) == .custom("Control Audio can't play that."))
    #expect(AppIntentError(name: "AppIntentError.Unrecoverable.nope") == nil)
  }
}

extension ReferenceQueryTests {
  @Test func anUndeclaredSchemaFromJSONStillNamesTheSiriKitHandler() throws {
    let waves = try Self.waves.get()
    var request = AudioIntentRequest(body: .schema(.createStation), target: .nowPlaying, appName: "Waves")
    request.target = .nowPlaying
    let station = waves.run(request: request, options: .untraced, context: ResolveContext(catalog: waves.catalog))
    #expect(station.instead == "Waves does not adopt .audio.createStation: Siri says the app can't do that")
    let play = AudioIntentSimulator(simulator: Simulator(catalog: Catalog(app: AppDescription(name: "Bare"), items: [])))
    let run = play.run(
      request: AudioIntentRequest(body: .schema(.playAudio), target: .search(AudioSearch(criteria: .unspecified))),
      options: .untraced, context: ResolveContext())
    #expect(run.instead == "Bare adopts no App Intents audio schema: Siri uses its SiriKit INPlayMediaIntent handler (legacy support)")
    #expect(run.outcome == .answered(Dialog("<the SiriKit INPlayMediaIntent handler answers; run the SiriKit intent to see it>", source: .mediactl)))
  }
}
