import Testing

@testable import MediaCtlKit

/// `reference = currentlyPlaying`, unqualified play, add destinations, affinity and playback
/// speed (behaviours §4, §5; issue 2 item 6).
struct ReferenceAndDestinationTests {
  static let thisSong = MediaSearch(mediaType: .song, reference: .currentlyPlaying)

  // MARK: currentlyPlaying

  @Test func thisIsTheCatalogsNowPlayingItem() {
    // ControlAudio's queue is playing Maybe Sometime.
    let result = resolve(.affinity(.like, Self.thisSong))
    #expect(ExpectedResolution(result.resolution?.mediaItems) == .first("song-maybe-sometime"))
    #expect(result.resolution?.candidates.first?.kind == .nowPlaying)
  }

  @Test func nowPlayingOptionOverridesTheQueue() {
    let result = resolve(.affinity(.like, Self.thisSong), options: .with { $0.nowPlaying = "song-push-it" })
    #expect(ExpectedResolution(result.resolution?.mediaItems) == .first("song-push-it"))
    // Siri fills mediaIdentifier, mediaName and albumName from the now-playing info.
    #expect(result.request.intent?.mediaSearch?.mediaIdentifier == "song-push-it")
    #expect(result.request.intent?.mediaSearch?.mediaName == "Push It")
  }

  @Test func mediaIdentifierNamesTheItemExactly() {
    let search = MediaSearch(mediaName: "Something Else", reference: .currentlyPlaying, mediaIdentifier: "song-location")
    let result = resolve(.add(search, to: .library), options: .with { $0.nowPlaying = "song-push-it" })
    #expect(ExpectedResolution(result.resolution?.mediaItems) == .first("song-location"))
  }

  @Test func mediaIdentifierWithoutReferenceIsAlsoExact() {
    let result = resolve(.play(MediaSearch(mediaIdentifier: "album-kind-of-blue")))
    #expect(ExpectedResolution(result.resolution?.mediaItems) == .first("album-kind-of-blue"))
    #expect(result.resolution?.candidates.first?.kind == .identifier)
  }

  @Test func unknownMediaIdentifierIsNotFound() {
    let result = resolve(.play(MediaSearch(mediaIdentifier: "song-does-not-exist")))
    #expect(result.resolution?.mediaItems == .unsupported(nil))
  }

  @Test func thisWithNothingPlayingNeedsAValue() {
    let result = resolve(.affinity(.like, Self.thisSong), in: .controlAudio, options: .with { $0.nowPlaying = "no-such-item" })
    #expect(result.resolution?.mediaItems == .needsValue)
    #expect(result.response == nil)
  }

  // MARK: Unqualified play

  @Test func playTheAppResumesTheQueue() {
    let result = resolve(.play(nil))
    #expect(ExpectedResolution(result.resolution?.mediaItems) == .first("song-maybe-sometime"))
    #expect(result.resolution?.candidates.first?.kind == .unqualified)
    #expect(result.response == .play(.handleInApp))
  }

  @Test func playMusicIsUnqualifiedToo() {
    let result = resolve(.play(MediaSearch(mediaType: .music)))
    #expect(ExpectedResolution(result.resolution?.mediaItems) == .first("song-maybe-sometime"))
  }

  @Test func podcastAppResumesTheLastEpisode() {
    let result = resolve(.play(nil), in: .myApp)
    #expect(ExpectedResolution(result.resolution?.mediaItems) == .first("episode-stuff-you-should-know-2024-04-18"))
  }

  /// "Resume Stuff You Should Know" (resumePlayback = true): the episode in progress, not the
  /// show from the top. MyApp's queue is 10 minutes into "The History of the Tuxedo".
  @Test func resumingAShowContinuesTheEpisodeInProgress() {
    let search = MediaSearch(mediaType: .podcastShow, mediaName: "Stuff You Should Know")
    let request = MediaRequest(.intent(.play(PlayMediaIntent(resumePlayback: true, mediaSearch: search))))
    let result = resolve(request, in: .myApp)
    #expect(ExpectedResolution(result.resolution?.mediaItems) == .first("episode-stuff-you-should-know-2024-04-18"))
    #expect(result.resolution?.candidates.first?.kind == .inProgress)
    #expect(result.resolution?.notes.contains { $0.contains("in progress at 10:00") } == true, "\(result.resolution?.notes ?? [])")
    // Without resumePlayback the same search plays the show.
    let plain = resolve(MediaRequest(.intent(.play(PlayMediaIntent(mediaSearch: search)))), in: .myApp)
    #expect(ExpectedResolution(plain.resolution?.mediaItems) == .first("show-stuff-you-should-know"))
  }

  struct ResumeCase: Sendable, CustomTestStringConvertible {
    var nowPlaying: String?
    var recentlyPlayed: [String] = []
    var named: MediaSearch
    var expected: String
    var testDescription: String { "\(named.mediaName ?? "") with \(nowPlaying ?? "nothing") playing → \(expected)" }
  }

  /// Which item "resume X" plays, table-driven over what is in progress and what was played.
  @Test(arguments: [
    // A show whose episode is in progress: that episode.
    ResumeCase(nowPlaying: "episode-planet-money-2024-03-15", named: MediaSearch(mediaType: .podcastShow, mediaName: "Planet Money"), expected: "episode-planet-money-2024-03-15"),
    // Another show's episode in progress, this one's played before: the one played last.
    ResumeCase(
      nowPlaying: "episode-planet-money-2024-03-15", recentlyPlayed: ["episode-99-invisible-2024-03-05", "episode-stuff-you-should-know-2024-04-23"],
      named: MediaSearch(mediaType: .podcastShow, mediaName: "Stuff You Should Know"), expected: "episode-stuff-you-should-know-2024-04-23"),
    // Nothing of the show in progress or played: the show, as a plain play starts it.
    ResumeCase(nowPlaying: "episode-planet-money-2024-03-15", named: MediaSearch(mediaType: .podcastShow, mediaName: "Stuff You Should Know"), expected: "show-stuff-you-should-know"),
    // An audiobook in progress is itself resumed (at its position).
    ResumeCase(nowPlaying: "book-becoming", named: MediaSearch(mediaType: .audioBook, mediaName: "Becoming"), expected: "book-becoming"),
  ])
  func resumeFindsWhereTheListenerLeftOff(_ c: ResumeCase) {
    var catalog = SampleCatalogs.myApp
    catalog.queue = Queue(items: c.nowPlaying.map { [$0] } ?? [], nowPlaying: c.nowPlaying, elapsed: 90)
    catalog.recentlyPlayed = c.recentlyPlayed
    let result = Simulator(catalog: catalog).run(request: MediaRequest(.intent(.play(PlayMediaIntent(resumePlayback: true, mediaSearch: c.named)))))
    #expect(ExpectedResolution(result.resolution.map(\.mediaItems)) == .first(c.expected), "\(result.resolution?.notes ?? [])")
  }

  @Test func withoutAQueueTheCatalogsFallbackPlays() {
    var catalog = SampleCatalogs.controlAudio
    catalog.queue = Queue()
    let result = Simulator(catalog: catalog).run(request: .play(nil))
    #expect(ExpectedResolution(result.resolution.map(\.mediaItems)) == .first("playlist-personal-mix"))
  }

  // MARK: Add destinations

  struct DestinationCase: Sendable, CustomTestStringConvertible {
    var said: MediaDestination?
    var expected: MediaDestinationResolution
    var testDescription: String {
      switch said {
      case .library?: "library"
      case .playlist(let name)?: "playlist “\(name)”"
      case nil: "no destination"
      }
    }
  }

  @Test(arguments: [
    DestinationCase(said: .library, expected: .success(.library, playlistIdentifier: nil)),
    DestinationCase(said: nil, expected: .success(.library, playlistIdentifier: nil)),
    DestinationCase(said: .playlist("Road Trip"), expected: .success(.playlist("Road Trip"), playlistIdentifier: "playlist-road-trip")),
    DestinationCase(said: .playlist("road trip"), expected: .success(.playlist("Road Trip"), playlistIdentifier: "playlist-road-trip")),
    DestinationCase(said: .playlist("roadtrip"), expected: .success(.playlist("Road Trip"), playlistIdentifier: "playlist-road-trip")),
    DestinationCase(said: .playlist("Road Trip playlist"), expected: .success(.playlist("Road Trip"), playlistIdentifier: "playlist-road-trip")),
    DestinationCase(said: .playlist("the workout playlist"), expected: .success(.playlist("Workout"), playlistIdentifier: "playlist-workout")),
    DestinationCase(said: .playlist("chill-evening"), expected: .success(.playlist("Chill Evening"), playlistIdentifier: "playlist-chill-evening")),
    DestinationCase(said: .playlist("wwdc"), expected: .success(.playlist("WWDC"), playlistIdentifier: "playlist-wwdc")),
    DestinationCase(said: .playlist("Gym"), expected: .unsupported(.playlistNameNotFound)),
    DestinationCase(said: .playlist("Top Hits"), expected: .unsupported(.playlistNotEditable)),
    DestinationCase(said: .playlist("Jazz Essentials"), expected: .unsupported(.playlistNotEditable)),
  ])
  func addDestinationResolves(_ c: DestinationCase) {
    let result = resolve(.add(Self.thisSong, to: c.said))
    #expect(result.resolution?.mediaDestination == c.expected)
    if case .unsupported = c.expected {
      #expect(result.response == nil)
    } else {
      #expect(result.response == .add(.success))
    }
  }

  /// A name that matches an item that is not a playlist: "Khalid" is an artist.
  @Test func addToANonPlaylistNameIsNotFound() {
    let result = resolve(.add(Self.thisSong, to: .playlist("Khalid")))
    #expect(result.resolution?.mediaDestination == .unsupported(.playlistNameNotFound))
  }

  // MARK: Affinity

  @Test(arguments: [MediaAffinityType.like, .dislike])
  func affinityResolvesTheItemAndSucceeds(_ type: MediaAffinityType) {
    let result = resolve(.affinity(type, MediaSearch(mediaName: "Push It")))
    #expect(ExpectedResolution(result.resolution?.mediaItems) == .first("song-push-it"))
    #expect(result.response == .updateMediaAffinity(.success))
  }

  // MARK: Playback speed

  struct SpeedCase: Sendable, CustomTestStringConvertible {
    var speed: Double
    var app: SampleCatalogs.App
    var expected: PlaybackSpeedResolution
    var testDescription: String { "\(speed)× in \(app)" }
  }

  /// Both sample apps accept 0.5…3.0.
  @Test(arguments: [
    SpeedCase(speed: 0.25, app: .myApp, expected: .unsupported(.belowMinimum)),
    SpeedCase(speed: 0.5, app: .myApp, expected: .success(0.5)),
    SpeedCase(speed: 2, app: .myApp, expected: .success(2)),
    SpeedCase(speed: 3, app: .myApp, expected: .success(3)),
    SpeedCase(speed: 3.5, app: .myApp, expected: .unsupported(.aboveMaximum)),
    SpeedCase(speed: 4, app: .controlAudio, expected: .unsupported(.aboveMaximum)),
    SpeedCase(speed: 0.1, app: .controlAudio, expected: .unsupported(.belowMinimum)),
  ])
  func playbackSpeedOutsideTheAppsRangeIsUnsupported(_ c: SpeedCase) {
    let search = MediaSearch(mediaName: c.app == .myApp ? "Stuff You Should Know" : "Push It")
    let result = resolve(.play(search, speed: c.speed), in: c.app)
    #expect(result.resolution?.playbackSpeed == c.expected)
    if case .unsupported = c.expected {
      #expect(result.response == nil)
    } else {
      #expect(result.response == .play(.handleInApp))
    }
  }
}
