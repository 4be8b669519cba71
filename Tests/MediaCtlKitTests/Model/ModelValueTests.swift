import Testing

@testable import MediaCtlKit

/// The value types behave like their SiriKit counterparts (reference §1, §2, §4).
struct ModelValueTests {
  struct PhraseCase: Sendable, CustomTestStringConvertible {
    var item: MediaItem
    var expected: String
    var testDescription: String { expected }
  }

  /// How the framework speaks an item: "<title> by <artist>", else title, else artist, else identifier.
  @Test(arguments: [
    PhraseCase(item: MediaItem(identifier: "s", title: "Push It", type: .song, artist: "Dukes"), expected: "Push It by Dukes"),
    PhraseCase(item: MediaItem(identifier: "s", title: "Push It", type: .song), expected: "Push It"),
    PhraseCase(item: MediaItem(identifier: "s", title: nil, type: .song, artist: "Dukes"), expected: "Dukes"),
    PhraseCase(item: MediaItem(identifier: "song-42", title: nil, type: .song), expected: "song-42"),
  ])
  func spokenPhraseFollowsTheFramework(_ c: PhraseCase) {
    #expect(c.item.spokenPhrase == c.expected)
  }

  @Test func destinationHasTypeAndPlaylistName() {
    #expect(MediaDestination.library.mediaDestinationType == .library)
    #expect(MediaDestination.library.playlistName == nil)
    #expect(MediaDestination.playlist("Road Trip").mediaDestinationType == .playlist)
    #expect(MediaDestination.playlist("Road Trip").playlistName == "Road Trip")
  }

  /// Equality compares all ten fields; an empty search is the one "Play ControlAudio" never sends.
  @Test func searchEqualityCoversEveryField() {
    let fields: [MediaSearch] = [
      MediaSearch(mediaType: .song), MediaSearch(sortOrder: .newest), MediaSearch(mediaName: "x"),
      MediaSearch(artistName: "x"), MediaSearch(albumName: "x"), MediaSearch(genreNames: ["x"]),
      MediaSearch(moodNames: ["x"]), MediaSearch(releaseDate: .years(1970, through: 1979)),
      MediaSearch(reference: .my), MediaSearch(mediaIdentifier: "x"),
    ]
    for search in fields {
      #expect(search != MediaSearch())
      #expect(!search.isEmpty)
    }
    #expect(MediaSearch().isEmpty)
    #expect(Set(fields).count == 10)
  }

  struct DateCase: Sendable, CustomTestStringConvertible {
    var date: String
    var inSeventies: Bool
    var testDescription: String { date }
  }

  @Test(arguments: [
    DateCase(date: "1970", inSeventies: true), DateCase(date: "1979-12-31", inSeventies: true),
    DateCase(date: "1975-06", inSeventies: true), DateCase(date: "1969-12-31", inSeventies: false),
    DateCase(date: "1980-01-01", inSeventies: false), DateCase(date: "70s", inSeventies: false),
  ])
  func decadeRangeContainsItsDates(_ c: DateCase) {
    #expect(DateComponentsRange.years(1970, through: 1979).contains(isoDate: c.date) == c.inSeventies)
  }

  /// Intents default like Apple's Swift initialisers: enums `.unknown`, optionals nil.
  @Test func intentsDefaultLikeApplesInitialisers() {
    let play = PlayMediaIntent()
    #expect(play.playbackRepeatMode == .unknown)
    #expect(play.playbackQueueLocation == .unknown)
    #expect(play.playShuffled == nil && play.resumePlayback == nil && play.playbackSpeed == nil)
    #expect(play.mediaSearch == nil && play.mediaItems == nil && play.mediaContainer == nil)
    #expect(UpdateMediaAffinityIntent().affinityType == .unknown)
    #expect(AddMediaIntent().mediaDestination == nil)
    #expect(IntentKind.allCases.map(\.rawValue) == [
      "INPlayMediaIntent", "INAddMediaIntent", "INUpdateMediaAffinityIntent", "INSearchForMediaIntent",
    ])
  }
}
