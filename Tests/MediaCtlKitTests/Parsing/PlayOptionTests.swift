import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Options of the play intent and the sort words: repeat (one for an item, all for a
  /// collection), shuffle, queue location now/next/later, resume, and INMediaSortOrder.
  struct PlayOptionTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest
      var testDescription: String { "“\(utterance)”" }
    }

    static let cases: [Case] = [
      Case(utterance: "play the song Push It on repeat", expected: playRequest(MediaSearch(mediaType: .song, mediaName: "Push It"), repeatMode: .one)),
      Case(utterance: "play the album Outer Peace on repeat", expected: playRequest(MediaSearch(mediaType: .album, mediaName: "Outer Peace"), repeatMode: .all)),
      Case(utterance: "play Khalid on repeat", expected: playRequest(MediaSearch(mediaName: "Khalid"), repeatMode: .all)),
      Case(utterance: "play Khalid on shuffle", expected: playRequest(MediaSearch(mediaName: "Khalid"), shuffled: true)),
      Case(utterance: "shuffle my WWDC playlist", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "WWDC"), shuffled: true)),
      Case(utterance: "randomize my WWDC playlist", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "WWDC"), shuffled: true)),
      Case(utterance: "play something I would like", expected: playRequest(MediaSearch(sortOrder: .recommended))),
      Case(utterance: "reshuffle my WWDC playlist", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "WWDC"), shuffled: true)),
      Case(utterance: "play Outer Peace in order", expected: playRequest(MediaSearch(mediaName: "Outer Peace"), shuffled: false)),
      Case(utterance: "play Khalid now", expected: playRequest(MediaSearch(mediaName: "Khalid"), queue: .now)),
      Case(utterance: "play Push It after this song", expected: playRequest(MediaSearch(mediaName: "Push It"), queue: .next)),
      Case(utterance: "add Push It to the queue", expected: playRequest(MediaSearch(mediaName: "Push It"), queue: .later)),
      Case(utterance: "resume Outer Peace", expected: playRequest(MediaSearch(mediaName: "Outer Peace"), resume: true)),
      Case(utterance: "play Outer Peace from where I left off", expected: playRequest(MediaSearch(mediaName: "Outer Peace"), resume: true)),
      Case(utterance: "play the newest album by Khalid", expected: playRequest(MediaSearch(mediaType: .album, sortOrder: .newest, artistName: "Khalid"))),
      Case(utterance: "play the most popular song by Khalid", expected: playRequest(MediaSearch(mediaType: .song, sortOrder: .popular, artistName: "Khalid"))),
      Case(utterance: "play Khalid's greatest hits", expected: playRequest(MediaSearch(sortOrder: .best, artistName: "Khalid"))),
      Case(utterance: "play the top 20 songs from the eighties", expected: playRequest(MediaSearch(sortOrder: .popular, releaseDate: .years(1980, through: 1989)))),
      Case(utterance: "play the oldest episode of Stuff You Should Know", expected: playRequest(MediaSearch(mediaType: .podcastEpisode, sortOrder: .oldest, mediaName: "Stuff You Should Know"))),
      Case(utterance: "play trending songs", expected: playRequest(MediaSearch(sortOrder: .trending))),
      Case(utterance: "play New Order", expected: playRequest(MediaSearch(mediaName: "New Order"))),
      // "needs" after "play" is no add ("my X playlist needs Y" is one): a play request stays one.
      Case(utterance: "play a song that everyone needs to hear", expected: playRequest(MediaSearch(mediaType: .song))),
    ]

    @Test(arguments: cases)
    func setsTheOptions(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }

    /// Everyday phrasing from the corpora's sentence shapes (names invented here).
    static let phrasing: [Case] = [
      Case(utterance: "I want to hear some seventies soul from Bill Withers on shuffle",
           expected: playRequest(MediaSearch(artistName: "Bill Withers", genreNames: ["soul"], releaseDate: .years(1970, through: 1979)), shuffled: true)),
      Case(utterance: "play a song from the thirties", expected: playRequest(MediaSearch(mediaType: .song, releaseDate: .years(1930, through: 1939)))),
      Case(utterance: "play Nocturne from the album Night Songs by Ann Lake",
           expected: playRequest(MediaSearch(mediaName: "Nocturne", artistName: "Ann Lake", albumName: "Night Songs"))),
      Case(utterance: "play Ann Lake's Nocturne", expected: playRequest(MediaSearch(mediaName: "Nocturne", artistName: "Ann Lake"))),
      Case(utterance: "can you put on some punk", expected: playRequest(MediaSearch(mediaType: .genre, genreNames: ["punk"]))),
      Case(utterance: "play the playlist Night Drive", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "Night Drive"))),
      Case(utterance: "play a 1957 ep by Ann Lake on Deezer", expected: playRequest(MediaSearch(mediaType: .album, artistName: "Ann Lake", releaseDate: .years(1957, through: 1957)), app: "Deezer")),
    ]

    @Test(arguments: phrasing)
    func readsEverydayPhrasing(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }

    struct AddCase: Sendable, CustomTestStringConvertible {
      var utterance: String
      var search: MediaSearch
      var destination: MediaDestination
      var testDescription: String { "“\(utterance)”" }
    }

    static let adds: [AddCase] = [
      AddCase(utterance: "add Back to Black to my sunday playlist", search: MediaSearch(mediaName: "Back to Black"), destination: .playlist("sunday")),
      AddCase(utterance: "add Kirk Lane to Geraldine's pop punk playlist", search: MediaSearch(mediaName: "Kirk Lane"), destination: .playlist("pop punk")),
      AddCase(utterance: "add the song Feel the Rain to the playlist called Rainy Days", search: MediaSearch(mediaType: .song, mediaName: "Feel the Rain"), destination: .playlist("Rainy Days")),
      AddCase(utterance: "put this album on my summer list", search: MediaSearch(mediaType: .album, reference: .currentlyPlaying), destination: .playlist("summer")),
      AddCase(utterance: "my rainy day playlist needs more Feel the Rain", search: MediaSearch(mediaName: "Feel the Rain"), destination: .playlist("rainy day")),
      // "play" is an add verb only with a playlist said last.
      AddCase(utterance: "play Blue Morning to my sunday playlist", search: MediaSearch(mediaName: "Blue Morning"), destination: .playlist("sunday")),
    ]

    @Test(arguments: adds)
    func addsToADestination(_ c: AddCase) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let expected = MediaRequest(.intent(.add(AddMediaIntent(mediaSearch: c.search, mediaDestination: c.destination))))
      #expect(simulator.parser.parse(c.utterance).request == expected)
    }
  }
}
