import Testing

@testable import MediaCtlKit

/// The handle step per intent and device (reference §5, behaviours §1 and §8): play is
/// handleInApp (continueInApp on the watch, which has no handleInApp); add and affinity finish
/// in the extension with success; search has only continueInApp, and on HomePod it plays.
struct HandlerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var intent: IntentKind
    var device: Device
    var expected: IntentResponse
    var testDescription: String { "\(intent.rawValue) on \(device.rawValue) → \(expected.codeName)" }
  }

  static let expectations: [IntentKind: [Device: IntentResponse]] = [
    .play: [
      .iphone: .play(.handleInApp), .ipad: .play(.handleInApp), .watch: .play(.continueInApp),
      .homepod: .play(.handleInApp), .carplay: .play(.handleInApp),
    ],
    .add: [
      .iphone: .add(.success), .ipad: .add(.success), .watch: .add(.success), .homepod: .add(.success),
      .carplay: .add(.success),
    ],
    .updateMediaAffinity: [
      .iphone: .updateMediaAffinity(.success), .ipad: .updateMediaAffinity(.success),
      .watch: .updateMediaAffinity(.success), .homepod: .updateMediaAffinity(.success),
      .carplay: .updateMediaAffinity(.success),
    ],
    .searchForMedia: [
      .iphone: .searchForMedia(.continueInApp), .ipad: .searchForMedia(.continueInApp),
      // On HomePod Siri sends a find request as INPlayMediaIntent, which plays.
      .watch: .searchForMedia(.continueInApp), .homepod: .play(.handleInApp),
      .carplay: .searchForMedia(.continueInApp),
    ],
  ]

  static let cases: [Case] = IntentKind.allCases.flatMap { intent in
    Device.allCases.map { device in
      Case(intent: intent, device: device, expected: expectations[intent]?[device] ?? .play(.unspecified))
    }
  }

  static func request(_ kind: IntentKind) -> MediaRequest {
    let search = MediaSearch(mediaName: "Push It")
    return switch kind {
    case .play: .play(search)
    case .add: .add(search, to: .library)
    case .updateMediaAffinity: .affinity(.like, search)
    case .searchForMedia: .search(search)
    }
  }

  @Test(arguments: cases)
  func responseCodeDependsOnIntentAndDevice(_ c: Case) {
    #expect(Self.cases.count == 20)
    let result = resolve(Self.request(c.intent), options: .with { $0.device = c.device })
    #expect(result.response == c.expected)
    // The same through the Handler API directly.
    if let intent = Self.request(c.intent).intent, let resolution = result.resolution {
      // A search intent itself only has continueInApp; on HomePod it never reaches handle.
      let direct = c.intent == .searchForMedia && c.device == .homepod ? .searchForMedia(.continueInApp) : c.expected
      #expect(Handler.handle(intent, resolution: resolution, device: c.device) == direct)
    }
  }

  /// Handle is not called after resolve failed: no code at all.
  @Test(arguments: Device.allCases)
  func noResponseAfterAnUnsupportedResolution(_ device: Device) {
    let result = resolve(.play(MediaSearch(mediaName: "Zzyzx Qwerty")), options: .with { $0.device = device })
    #expect(result.response == nil)
  }

  /// An app whose extension does not declare an intent: resolve ends the request.
  @Test func undeclaredIntentIsNotHandled() {
    var catalog = SampleCatalogs.controlAudio
    catalog.app.supportedIntents = [.play]
    let result = Simulator(catalog: catalog).run(request: .search(MediaSearch(mediaName: "Push It")))
    #expect(result.resolution?.mediaItems == .unsupported(nil))
    #expect(result.response == nil)
    #expect(result.dialog.text == "Control Audio can't do that: it doesn't handle INSearchForMediaIntent.")
  }
}
