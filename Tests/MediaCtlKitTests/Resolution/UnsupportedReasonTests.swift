import Testing

@testable import MediaCtlKit

/// Every media-item unsupported reason, from the account and device flags over the catalog's
/// defaults, and `unsupportedMediaType` for what the app does not serve (behaviours §5).
struct UnsupportedReasonTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var request: MediaRequest
    var app: SampleCatalogs.App = .controlAudio
    var options: SimulationOptions = SimulationOptions()
    var expected: ExpectedResolution
    var testDescription: String { "\(label) \(expected)" }
  }

  static func name(_ n: String) -> MediaRequest { .play(MediaSearch(mediaName: n)) }

  static let cases: [Case] = [
    // Kerala requires a login; Espresso a subscription (which also needs a login).
    Case(label: "--logged-out, login item", request: name("Kerala"), options: .with { $0.loggedOut = true },
         expected: .unsupported(.loginRequired)),
    Case(label: "--logged-out, subscription item", request: name("Espresso"), options: .with { $0.loggedOut = true },
         expected: .unsupported(.loginRequired)),
    Case(label: "--logged-out, free item", request: name("Maybe Sometime"), options: .with { $0.loggedOut = true },
         expected: .first("song-maybe-sometime")),
    Case(label: "--no-subscription", request: name("Espresso"), options: .with { $0.noSubscription = true },
         expected: .unsupported(.subscriptionRequired)),
    Case(label: "--no-subscription, MyApp show", request: name("Science Vs"), app: .myApp,
         options: .with { $0.noSubscription = true }, expected: .unsupported(.subscriptionRequired)),
    Case(label: "subscribed", request: name("Espresso"), expected: .first("song-espresso")),
    Case(label: "--cellular-off, streamed", request: name("Maybe Sometime"), options: .with { $0.cellularOff = true },
         expected: .unsupported(.cellularDataSettings)),
    Case(label: "--cellular-off, downloaded", request: name("Location"), options: .with { $0.cellularOff = true },
         expected: .first("song-location")),
    Case(label: "--explicit-off", request: name("Mile High"), options: .with { $0.explicitOff = true },
         expected: .unsupported(.explicitContentSettings)),
    Case(label: "--explicit-off, MyApp", request: name("Hello World Blues"), app: .myApp,
         options: .with { $0.explicitOff = true }, expected: .unsupported(.explicitContentSettings)),
    Case(label: "explicit allowed", request: name("Mile High"), expected: .first("song-mile-high")),
    Case(label: "--restricted", request: name("HUMBLE."), options: .with { $0.restricted = true },
         expected: .unsupported(.restrictedContent)),
    Case(label: "--service-down", request: name("Push It"), options: .with { $0.serviceDown = true },
         expected: .unsupported(.serviceUnavailable)),
    Case(label: "region US (catalog default), JP-only item", request: name("Plastic Love"),
         expected: .unsupported(.regionRestriction)),
    Case(label: "--region JP", request: name("Plastic Love"), options: .with { $0.region = "JP" },
         expected: .first("song-plastic-love")),
    Case(label: "--region GB, US/CA-only book", request: name("Atomic Habits"), app: .myApp,
         options: .with { $0.region = "GB" }, expected: .unsupported(.regionRestriction)),
    Case(label: "--region CA", request: name("Atomic Habits"), app: .myApp, options: .with { $0.region = "CA" },
         expected: .first("book-atomic-habits")),
    // What the app does not serve.
    Case(label: "genre request to MyApp (declines genres)", request: .play(MediaSearch(genreNames: ["jazz"])),
         app: .myApp, expected: .unsupported(.unsupportedMediaType)),
    Case(label: "mediaType genre to MyApp", request: .play(MediaSearch(mediaType: .genre, genreNames: ["pop"])),
         app: .myApp, expected: .unsupported(.unsupportedMediaType)),
    Case(label: "musicVideo to ControlAudio (declined type)",
         request: .play(MediaSearch(mediaType: .musicVideo, mediaName: "Thriller")),
         expected: .unsupported(.unsupportedMediaType)),
    Case(label: "movie (video category not declared)", request: .play(MediaSearch(mediaType: .movie, mediaName: "Thriller")),
         expected: .unsupported(.unsupportedMediaType)),
    Case(label: "TV show episode to MyApp", request: .play(MediaSearch(mediaType: .tvShowEpisode, mediaName: "Pilot")),
         app: .myApp, expected: .unsupported(.unsupportedMediaType)),
    Case(label: "search for a genre in MyApp", request: .search(MediaSearch(genreNames: ["jazz"])), app: .myApp,
         expected: .unsupported(.unsupportedMediaType)),
  ]

  @Test(arguments: cases)
  func reasonFollowsAccountDeviceAndApp(_ c: Case) {
    let result = resolve(c.request, in: c.app, options: c.options)
    #expect(ExpectedResolution(result.resolution?.mediaItems) == c.expected)
    if case .unsupported = c.expected {
      // Siri does not call handle after an unsupported resolution.
      #expect(result.response == nil)
    }
  }

  /// The same reasons exist for all four intents (behaviours §5).
  @Test(arguments: [IntentKind.play, .add, .updateMediaAffinity, .searchForMedia])
  func everyIntentGetsTheReason(_ kind: IntentKind) {
    let search = MediaSearch(mediaName: "Espresso")
    let request: MediaRequest =
      switch kind {
      case .play: .play(search)
      case .add: .add(search, to: .library)
      case .updateMediaAffinity: .affinity(.like, search)
      case .searchForMedia: .search(search)
      }
    let result = resolve(request, options: .with { $0.noSubscription = true })
    #expect(result.resolution?.mediaItems == .unsupported(.subscriptionRequired))
  }

  /// A blocked best match is reported, not silently swapped for a worse, playable one.
  @Test func blockedBestMatchIsNotReplacedByAWorseMatch() {
    let result = resolve(Self.name("Not Like Us"), options: .with { $0.noSubscription = true })
    #expect(result.resolution?.mediaItems == .unsupported(.subscriptionRequired))
  }
}
