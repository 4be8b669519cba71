import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Every utterance of behaviours §3 and reference §10, with exactly the fields listed there
  /// (parser output, before the simulator fills "this" from the now-playing item).
  struct SpecUtteranceTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var app: ParsingFixtures.App = .controlAudio
      var expected: MediaRequest
      var testDescription: String { "“\(utterance)”\(app == .myApp ? " (MyApp)" : "")" }
    }

    static let seventies = DateComponentsRange.years(1970, through: 1979)

    static let cases: [Case] = [
      Case(utterance: "Play ControlAudio", expected: playRequest(nil, app: "ControlAudio")),
      Case(utterance: "Play music in ControlAudio", expected: playRequest(MediaSearch(mediaType: .music), app: "ControlAudio")),
      Case(
        utterance: "Play Special Disaster Team in ControlAudio",
        expected: playRequest(MediaSearch(mediaName: "Special Disaster Team"), app: "ControlAudio")),
      Case(
        utterance: "Play Maybe Sometime by Special Disaster Team in ControlAudio",
        expected: playRequest(MediaSearch(mediaName: "Maybe Sometime", artistName: "Special Disaster Team"), app: "ControlAudio")),
      Case(
        utterance: "Play Maybe Sometime by Special Disaster Team",
        expected: playRequest(MediaSearch(mediaName: "Maybe Sometime", artistName: "Special Disaster Team"))),
      Case(
        utterance: "Play my WWDC playlist in ControlAudio",
        expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "WWDC"), app: "ControlAudio")),
      Case(
        utterance: "Play the song AwesomeSong in MyApp", app: .myApp,
        expected: playRequest(MediaSearch(mediaType: .song, mediaName: "AwesomeSong"), app: "MyApp")),
      Case(
        utterance: "Put on the Stuff You Should Know podcast from MyApp", app: .myApp,
        expected: playRequest(MediaSearch(mediaType: .podcastShow, mediaName: "Stuff You Should Know"), app: "MyApp")),
      Case(
        utterance: "Play the Stuff You Should Know podcast", app: .myApp,
        expected: playRequest(MediaSearch(mediaType: .podcastShow, mediaName: "Stuff You Should Know"))),
      Case(
        utterance: "Play the audiobook Becoming in MyApp", app: .myApp,
        expected: playRequest(MediaSearch(mediaType: .audioBook, mediaName: "Becoming"), app: "MyApp")),
      Case(
        utterance: "Play 89.1 FM in MyApp", app: .myApp,
        expected: playRequest(MediaSearch(mediaType: .radioStation, mediaName: "89.1 FM"), app: "MyApp")),
      Case(
        utterance: "Put on some '70s punk classics",
        expected: playRequest(MediaSearch(mediaName: "classics", genreNames: ["punk"], releaseDate: seventies))),
      Case(utterance: "Play popular hits", expected: playRequest(MediaSearch(sortOrder: .popular, mediaName: "music"))),
      Case(utterance: "Play Khalid next", expected: playRequest(MediaSearch(mediaName: "Khalid"), queue: .next)),
      Case(utterance: "Play Khalid later", expected: playRequest(MediaSearch(mediaName: "Khalid"), queue: .later)),
      Case(utterance: "Play Khalid shuffle", expected: playRequest(MediaSearch(mediaName: "Khalid"), shuffled: true)),
      Case(utterance: "Play Khalid shuffled", expected: playRequest(MediaSearch(mediaName: "Khalid"), shuffled: true)),
      Case(
        utterance: "Play my WWDC playlist on shuffle",
        expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "WWDC"), shuffled: true)),
      Case(
        utterance: "Play the song Maybe Sometime on repeat",
        expected: playRequest(MediaSearch(mediaType: .song, mediaName: "Maybe Sometime"), repeatMode: .one)),
      Case(
        utterance: "Play my WWDC playlist on repeat",
        expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "WWDC"), repeatMode: .all)),
      Case(
        utterance: "Resume Stuff You Should Know at double speed", app: .myApp,
        expected: playRequest(MediaSearch(mediaType: .podcastShow, mediaName: "Stuff You Should Know"), resume: true, speed: 2)),
      Case(
        utterance: "Play the newest episode of Stuff You Should Know", app: .myApp,
        expected: playRequest(MediaSearch(mediaType: .podcastEpisode, sortOrder: .newest, mediaName: "Stuff You Should Know"))),
      Case(
        utterance: "Play the new Stuff You Should Know podcast", app: .myApp,
        expected: playRequest(MediaSearch(mediaType: .podcastShow, sortOrder: .newest, mediaName: "Stuff You Should Know"))),
      Case(
        utterance: "Play the best Khalid album",
        expected: playRequest(MediaSearch(mediaType: .album, sortOrder: .best, artistName: "Khalid"))),
      Case(utterance: "Play me something good", expected: playRequest(MediaSearch(sortOrder: .recommended))),
      Case(
        utterance: "Play jazz in Control Audio",
        expected: playRequest(MediaSearch(mediaType: .genre, genreNames: ["jazz"]), app: "ControlAudio")),
      Case(utterance: "play podcasts", app: .myApp, expected: playRequest(MediaSearch(mediaType: .podcastShow))),
      Case(utterance: "play radio Jazz FM", app: .myApp, expected: playRequest(MediaSearch(mediaType: .radioStation, mediaName: "Jazz FM"))),
      Case(utterance: "play album Outer Peace", expected: playRequest(MediaSearch(mediaType: .album, mediaName: "Outer Peace"))),
      Case(utterance: "play artist Khalid", expected: playRequest(MediaSearch(mediaType: .artist, mediaName: "Khalid"))),
      Case(
        utterance: "Add this song to my library",
        expected: MediaRequest(.intent(.add(AddMediaIntent(
          mediaSearch: MediaSearch(mediaType: .song, reference: .currentlyPlaying), mediaDestination: .library))))),
      Case(
        utterance: "Add this to my library",
        expected: MediaRequest(.intent(.add(AddMediaIntent(mediaSearch: MediaSearch(reference: .currentlyPlaying), mediaDestination: .library))))),
      Case(
        utterance: "Add this song to my road trip playlist in ControlAudio",
        expected: MediaRequest(
          .intent(.add(AddMediaIntent(
            mediaSearch: MediaSearch(mediaType: .song, reference: .currentlyPlaying), mediaDestination: .playlist("Road Trip")))),
          appName: "ControlAudio")),
      Case(
        utterance: "I love this song",
        expected: MediaRequest(.intent(.updateMediaAffinity(UpdateMediaAffinityIntent(
          mediaSearch: MediaSearch(mediaType: .song, reference: .currentlyPlaying), affinityType: .like))))),
      Case(
        utterance: "I don't like this song",
        expected: MediaRequest(.intent(.updateMediaAffinity(UpdateMediaAffinityIntent(
          mediaSearch: MediaSearch(mediaType: .song, reference: .currentlyPlaying), affinityType: .dislike))))),
      Case(
        utterance: "Tell ControlAudio that I love pop music",
        expected: MediaRequest(
          .intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: MediaSearch(genreNames: ["pop"]), affinityType: .like))),
          appName: "ControlAudio")),
      Case(
        utterance: "Find Billie Eilish in ControlAudio",
        expected: MediaRequest(.intent(.searchForMedia(SearchForMediaIntent(mediaSearch: MediaSearch(mediaName: "Billie Eilish")))), appName: "ControlAudio")),
    ]

    @Test(arguments: cases)
    func yieldsExactlyTheListedFields(_ c: Case) throws {
      let simulator = try c.app.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }

    /// "Add this song to my library": the now-playing item's identifier, title and album arrive.
    @Test func thisSongArrivesWithTheNowPlayingIdentifier() throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      var options = SimulationOptions()
      options.nowPlaying = "song-maybe-sometime"
      let search = simulator.parse("Add this song to my library", options: options).request.intent?.mediaSearch
      #expect(search?.reference == .currentlyPlaying)
      #expect(search?.mediaIdentifier == "song-maybe-sometime")
      #expect(search?.mediaName == "Maybe Sometime")
    }
  }
}
