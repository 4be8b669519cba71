import Testing

@testable import MediaCtlKit

/// What Siri says. Apple's quoted sentences exactly (reference §6, behaviours §5), and a golden
/// transcript of every outcome: one line per case, re-recorded with MEDIACTL_RECORD=1.
struct DialogTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var request: MediaRequest
    var app: SampleCatalogs.App = .controlAudio
    var options: SimulationOptions = SimulationOptions()
    var testDescription: String { label }
  }

  static func name(_ n: String) -> MediaSearch { MediaSearch(mediaName: n) }
  static let thisSong = MediaSearch(mediaType: .song, reference: .currentlyPlaying)

  static let quoted: [(Case, String, Dialog.Source)] = [
    (Case(label: "play success", request: .play(MediaSearch(mediaName: "Maybe Sometime", artistName: "Special Disaster Team"))),
     "Here's 'Maybe Sometime' by Special Disaster Team from Control Audio.", .apple("WWDC19-207")),
    (Case(label: "HomePod play", request: .play(name("Push It")), options: .with { $0.device = .homepod }),
     "'Push It' now playing from your iPhone.", .apple("WWDC23-10104")),
    (Case(label: "nothing found", request: .play(name("Zzyzx Qwerty"))),
     "I couldn't find that in your Control Audio library.", .apple("WWDC23-10104")),
    (Case(label: "unsupportedMediaType", request: .play(MediaSearch(genreNames: ["jazz"])), app: .myApp),
     "MyApp doesn't support playing that.", .apple("WWDC23-10104")),
    (Case(label: "unsupportedMediaType in ControlAudio", request: .play(MediaSearch(mediaType: .musicVideo, mediaName: "Thriller"))),
     "Control Audio doesn't support playing that.", .apple("WWDC23-10104")),
    (Case(label: "add: item not found", request: .add(name("Zzyzx Qwerty"), to: .library)),
     "I couldn't find 'Zzyzx Qwerty' on Control Audio.", .apple("Managing Audio with SiriKit sample")),
    (Case(label: "add: playlist not found", request: .add(thisSong, to: .playlist("Gym"))),
     "I couldn't find the playlist named 'Gym' on Control Audio.", .apple("Managing Audio with SiriKit sample")),
  ]

  @Test(arguments: quoted.indices)
  func applesWordingIsQuotedExactly(_ i: Int) {
    let (c, sentence, source) = Self.quoted[i]
    let result = resolve(c.request, in: c.app, options: c.options)
    #expect(result.dialog.text == sentence, "\(c.label)")
    #expect(result.dialog.source == source, "\(c.label)")
  }

  /// Every outcome, on every device where it differs.
  static let transcript: [Case] = [
    Case(label: "play song iphone", request: .play(name("Maybe Sometime"))),
    Case(label: "play song ipad", request: .play(name("Maybe Sometime")), options: .with { $0.device = .ipad }),
    Case(label: "play song carplay", request: .play(name("Maybe Sometime")), options: .with { $0.device = .carplay }),
    Case(label: "play song watch", request: .play(name("Maybe Sometime")), options: .with { $0.device = .watch }),
    Case(label: "play song homepod", request: .play(name("Push It")), options: .with { $0.device = .homepod }),
    Case(label: "play artist", request: .play(name("Khalid"))),
    Case(label: "play album", request: .play(name("Outer Peace"))),
    Case(label: "play playlist", request: .play(MediaSearch(mediaType: .playlist, mediaName: "WWDC"))),
    Case(label: "play podcast", request: .play(MediaSearch(mediaType: .podcastShow, mediaName: "Stuff You Should Know")), app: .myApp),
    Case(label: "play audiobook", request: .play(MediaSearch(mediaType: .audioBook, mediaName: "Becoming")), app: .myApp),
    Case(label: "play radio", request: .play(name("89.1 FM")), app: .myApp),
    Case(label: "play unqualified", request: .play(nil)),
    Case(label: "search iphone", request: .search(name("Billie Eilish"))),
    Case(label: "search homepod", request: .search(name("Billie Eilish")), options: .with { $0.device = .homepod }),
    Case(label: "add library", request: .add(thisSong, to: .library)),
    Case(label: "add playlist", request: .add(thisSong, to: .playlist("road trip"))),
    Case(label: "add playlistNameNotFound", request: .add(thisSong, to: .playlist("Gym"))),
    Case(label: "add playlistNotEditable", request: .add(thisSong, to: .playlist("Top Hits"))),
    Case(label: "add not found", request: .add(name("Zzyzx Qwerty"), to: .library)),
    Case(label: "like", request: .affinity(.like, thisSong)),
    Case(label: "dislike", request: .affinity(.dislike, thisSong)),
    Case(label: "like nothing playing", request: .affinity(.like, thisSong), options: .with { $0.nowPlaying = "nothing" }),
    Case(label: "not found", request: .play(name("Zzyzx Qwerty"))),
    Case(label: "search not found", request: .search(name("Zzyzx Qwerty"))),
    Case(label: "unsupportedMediaType play", request: .play(MediaSearch(genreNames: ["jazz"])), app: .myApp),
    Case(label: "unsupportedMediaType search", request: .search(MediaSearch(genreNames: ["jazz"])), app: .myApp),
    Case(label: "unsupportedMediaType add", request: .add(MediaSearch(genreNames: ["jazz"]), to: .library), app: .myApp),
    Case(label: "unsupportedMediaType like", request: .affinity(.like, MediaSearch(genreNames: ["jazz"])), app: .myApp),
    Case(label: "loginRequired", request: .play(name("Kerala")), options: .with { $0.loggedOut = true }),
    Case(label: "subscriptionRequired", request: .play(name("Espresso")), options: .with { $0.noSubscription = true }),
    Case(label: "explicitContentSettings", request: .play(name("Mile High")), options: .with { $0.explicitOff = true }),
    Case(label: "cellularDataSettings", request: .play(name("Maybe Sometime")), options: .with { $0.cellularOff = true }),
    Case(label: "restrictedContent", request: .play(name("HUMBLE.")), options: .with { $0.restricted = true }),
    Case(label: "serviceUnavailable", request: .play(name("Push It")), options: .with { $0.serviceDown = true }),
    Case(label: "regionRestriction", request: .play(name("Plastic Love"))),
    Case(label: "speed belowMinimum", request: .play(name("Stuff You Should Know"), speed: 0.25), app: .myApp),
    Case(label: "speed aboveMaximum", request: .play(name("Stuff You Should Know"), speed: 4), app: .myApp),
  ]

  @Test func transcriptOfEveryOutcome() throws {
    let lines = Self.transcript.map { c -> String in
      let result = resolve(c.request, in: c.app, options: c.options)
      let code = result.response.map { "\($0.codeName)" } ?? "-"
      return "\(c.label) | \(code) | \(result.dialog.source.label) | \(result.dialog.text)"
    }
    try expectGolden(lines.joined(separator: "\n") + "\n", named: "dialog-outcomes")
  }

  /// Every outcome gets a whole sentence: Siri never stays silent.
  @Test func everyOutcomeHasASentence() {
    for c in Self.transcript {
      let result = resolve(c.request, in: c.app, options: c.options)
      #expect(!result.dialog.text.isEmpty, "\(c.label)")
      #expect(result.dialog.text.hasSuffix(".") || result.dialog.text.hasSuffix("?"), "\(c.label)")
    }
  }

  /// Behaviours §5: a reply that helps the person fix the problem names the app.
  @Test func loginReplyTellsHowToFixIt() {
    let result = resolve(.play(Self.name("Kerala")), options: .with { $0.loggedOut = true })
    #expect(result.dialog.text.contains("sign in"))
    #expect(result.dialog.text.contains("Control Audio"))
    #expect(result.dialog.source == .mediactl)
  }
}
