import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Radio, podcasts, audiobooks, resume phrases, wake words and library scoping as people say
  /// them (issue 15 item 4): one table per family, each row the frame Siri would send.
  struct ListeningTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest
      var testDescription: String { "“\(utterance)”" }
      init(_ utterance: String, _ expected: MediaRequest) {
        self.utterance = utterance
        self.expected = expected
      }
    }

    static func station(_ name: String) -> MediaRequest { playRequest(MediaSearch(mediaType: .radioStation, mediaName: name)) }
    static func genreStation(_ genre: String) -> MediaRequest { playRequest(MediaSearch(mediaType: .radioStation, genreNames: [genre])) }

    static let radio: [Case] = [
      Case("play 90.3 FM", station("90.3 FM")),
      Case("play FM 90.3", station("90.3 FM")),
      Case("put on f m ninety point three", station("90.3 FM")),
      Case("tune to ninety point three", station("90.3 FM")),
      Case("tune to 90.3", station("90.3 FM")),
      Case("tune in to 101.1", station("101.1 FM")),
      Case("tune into one oh one point one", station("101.1 FM")),
      Case("play the radio station 89.1", station("89.1 FM")),
      Case("play the station at 88.5", station("88.5 FM")),
      Case("put on the radio station ten ten", station("1010")),
      Case("play 1010 AM", station("1010 AM")),
      Case("turn on channel nine hundred and fifty one", station("951")),
      Case("play 89.1 on the radio", station("89.1 FM")),
      Case("play 90.3", station("90.3 FM")),
      Case("play indie radio", genreStation("indie")),
      Case("play my rock station", genreStation("rock")),
      Case("play a pop station", genreStation("pop")),
      Case("put on some jazz radio", genreStation("jazz")),
      Case("play a radio channel for trance music", genreStation("trance")),
      Case("play a station playing country music", genreStation("country")),
      // What a station carries, when it is no genre: the station to find.
      Case("play a radio station with the traffic reports", playRequest(MediaSearch(mediaType: .radioStation, mediaName: "traffic reports"))),
      Case("find and play a local station carrying the cricket",
        playRequest(MediaSearch(mediaType: .radioStation, mediaName: "cricket"))),
      Case("search and play a radio channel with the weather", playRequest(MediaSearch(mediaType: .radioStation, mediaName: "weather"))),
      Case("play a station for me", playRequest(MediaSearch(mediaType: .radioStation))),
      // A call sign in capitals turned on.
      Case("turn on KQED", playRequest(MediaSearch(mediaName: "KQED"))),
      Case("could you switch WNYC on", playRequest(MediaSearch(mediaName: "WNYC"))),
      Case("turn on the KFOG FM", playRequest(MediaSearch(mediaType: .radioStation, mediaName: "KFOG FM"))),
      Case("play the radio", playRequest(MediaSearch(mediaType: .radioStation))),
      Case("turn on the radio", playRequest(MediaSearch(mediaType: .radioStation))),
      Case("play KBPR", playRequest(MediaSearch(mediaName: "KBPR"))),
      Case("play 22", playRequest(MediaSearch(mediaName: "22"))),
      Case("play 1999", playRequest(MediaSearch(mediaName: "1999"))),
    ]

    static let podcasts: [Case] = [
      Case("play the Radiolab episode Cruel Optimism",
        playRequest(MediaSearch(mediaType: .podcastEpisode, mediaName: "Cruel Optimism", albumName: "Radiolab"))),
      Case("play the Vergecast episode about WWDC",
        playRequest(MediaSearch(mediaType: .podcastEpisode, mediaName: "WWDC", albumName: "Vergecast"))),
      Case("play the Radiolab podcast episode called Colors",
        playRequest(MediaSearch(mediaType: .podcastEpisode, mediaName: "Colors", albumName: "Radiolab"))),
      Case("play the Cruel Optimism episode of Radiolab",
        playRequest(MediaSearch(mediaType: .podcastEpisode, mediaName: "Cruel Optimism", albumName: "Radiolab"))),
      Case("play Radiolab episode 23", playRequest(MediaSearch(mediaType: .podcastEpisode, mediaName: "Radiolab"))),
      Case("play unplayed episodes of Radiolab", playRequest(MediaSearch(mediaType: .podcastEpisode, mediaName: "Radiolab"))),
      Case("play new episodes from The Daily", playRequest(MediaSearch(mediaType: .podcastEpisode, mediaName: "The Daily"))),
      Case("play the latest episode of Radiolab", playRequest(MediaSearch(mediaType: .podcastEpisode, sortOrder: .newest, mediaName: "Radiolab"))),
      Case("play a podcast about cooking", playRequest(MediaSearch(mediaType: .podcastShow, genreNames: ["cooking"]))),
      Case("play podcasts on science", playRequest(MediaSearch(mediaType: .podcastShow, genreNames: ["science"]))),
      Case("find a podcast about the stock market", MediaRequest(.intent(.searchForMedia(SearchForMediaIntent(
        mediaSearch: MediaSearch(mediaType: .podcastShow, genreNames: ["stock market"])))))),
      // "show" said first as a verb: a search, never a podcast show.
      Case("show my podcasts", MediaRequest(.intent(.searchForMedia(SearchForMediaIntent(mediaSearch: MediaSearch(mediaType: .podcastShow)))))),
      Case("show the album Outer Peace", MediaRequest(.intent(.searchForMedia(SearchForMediaIntent(
        mediaSearch: MediaSearch(mediaType: .album, mediaName: "Outer Peace")))))),
      Case("play Joe Rogan's podcast", playRequest(MediaSearch(mediaType: .podcastShow, mediaName: "Joe Rogan"))),
      Case("play Hrishikesh Hirway's show", playRequest(MediaSearch(mediaType: .podcastShow, mediaName: "Hrishikesh Hirway"))),
    ]

    static let audiobooks: [Case] = [
      Case("play chapter 7 of Dune", playRequest(MediaSearch(mediaType: .audioBook, mediaName: "Dune"))),
      Case("play chapter seven of Dune", playRequest(MediaSearch(mediaType: .audioBook, mediaName: "Dune"))),
      Case("read the third chapter of Just Kids", playRequest(MediaSearch(mediaType: .audioBook, mediaName: "Just Kids"))),
      Case("play the book Dune by Frank Herbert", playRequest(MediaSearch(mediaType: .audioBook, mediaName: "Dune", artistName: "Frank Herbert"))),
      Case("play the audiobook Just Kids", playRequest(MediaSearch(mediaType: .audioBook, mediaName: "Just Kids"))),
      Case("play the audio book called Dune", playRequest(MediaSearch(mediaType: .audioBook, mediaName: "Dune"))),
      Case("resume my audiobook", playRequest(MediaSearch(mediaType: .audioBook), resume: true)),
      Case("continue my audiobook", playRequest(MediaSearch(mediaType: .audioBook), resume: true)),
      Case("keep reading", playRequest(nil, resume: true)),
      Case("start reading Dune from chapter four", playRequest(MediaSearch(mediaType: .audioBook, mediaName: "Dune"))),
      Case("play Just Kids chapter 3", playRequest(MediaSearch(mediaType: .audioBook, mediaName: "Just Kids"))),
      Case("keep listening to Dune", playRequest(MediaSearch(mediaName: "Dune"), resume: true)),
    ]

    static let resume: [Case] = [
      Case("play Dune where I left off", playRequest(MediaSearch(mediaName: "Dune"), resume: true)),
      Case("continue where I last stopped", playRequest(nil, resume: true)),
      Case("play from the place I stopped", playRequest(nil, resume: true)),
      Case("pick up where we left off", playRequest(nil, resume: true)),
      Case("play The Daily from the point where I paused", playRequest(MediaSearch(mediaName: "The Daily"), resume: true)),
      Case("play Just Kids starting where I left off last time", playRequest(MediaSearch(mediaName: "Just Kids"), resume: true)),
      Case("play my audiobook from where I was", playRequest(MediaSearch(mediaType: .audioBook), resume: true)),
      Case("play Radiolab right where I stopped listening", playRequest(MediaSearch(mediaName: "Radiolab"), resume: true)),
    ]

    static let wakeWords: [Case] = [
      Case("ok google, play Khalid", playRequest(MediaSearch(mediaName: "Khalid"))),
      Case("hey google play Khalid", playRequest(MediaSearch(mediaName: "Khalid"))),
      Case("alexa, play Khalid please", playRequest(MediaSearch(mediaName: "Khalid"))),
      Case("Cortana, play Khalid", playRequest(MediaSearch(mediaName: "Khalid"))),
      Case("hey Bixby play Khalid", playRequest(MediaSearch(mediaName: "Khalid"))),
      Case("hey siri, play Khalid", playRequest(MediaSearch(mediaName: "Khalid"))),
      Case("Olly, play Khalid", playRequest(MediaSearch(mediaName: "Khalid"))),
      Case("play Khalid, Olly", playRequest(MediaSearch(mediaName: "Khalid"))),
      Case("start the radio Olly", playRequest(MediaSearch(mediaType: .radioStation))),
      Case("play Khalid please alexa", playRequest(MediaSearch(mediaName: "Khalid"))),
      Case("play songs by Alexa", playRequest(MediaSearch(artistName: "Alexa"))),
      // An assistant's name that is an everyday word ends a title unless it is set off.
      Case("play Khalid, Echo", playRequest(MediaSearch(mediaName: "Khalid"))),
      Case("play some jazz for me Echo", playRequest(MediaSearch(mediaType: .genre, genreNames: ["jazz"]))),
      Case("play canyon night echo", playRequest(MediaSearch(mediaName: "canyon night echo"))),
      Case("play Canyon Night Echo", playRequest(MediaSearch(mediaName: "Canyon Night Echo"))),
    ]

    static let library: [Case] = [
      Case("play my podcasts", playRequest(MediaSearch(mediaType: .podcastShow, reference: .my))),
      Case("play my library", playRequest(MediaSearch(reference: .my))),
      Case("play my library on shuffle", playRequest(MediaSearch(reference: .my), shuffled: true)),
      Case("play songs from my library by Radiohead", playRequest(MediaSearch(artistName: "Radiohead", reference: .my))),
      Case("play my liked songs", playRequest(MediaSearch(mediaType: .song, reference: .my))),
      Case("play my subscribed podcasts", playRequest(MediaSearch(mediaType: .podcastShow, reference: .my))),
      Case("play my followed shows", playRequest(MediaSearch(mediaType: .podcastShow, reference: .my))),
      Case("play my favorite songs", playRequest(MediaSearch(mediaType: .song, reference: .my))),
      Case("play my audiobooks", playRequest(MediaSearch(mediaType: .audioBook, reference: .my))),
      Case("play Khalid from my collection", playRequest(MediaSearch(mediaName: "Khalid", reference: .my))),
      Case("play my music", playRequest(MediaSearch(reference: .my))),
      Case("play my road trip playlist", playRequest(MediaSearch(mediaType: .playlist, mediaName: "Road Trip"))),
      // A kind or naming word before "my" introduces a name that begins with it.
      Case("play the playlist My Favorites", playRequest(MediaSearch(mediaType: .playlist, mediaName: "My Favorites"))),
      Case("play the album My Music", playRequest(MediaSearch(mediaType: .album, mediaName: "My Music"))),
    ]

    static func check(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }

    @Test(arguments: radio) func radioStations(_ c: Case) throws { try Self.check(c) }
    @Test(arguments: podcasts) func podcastsAndEpisodes(_ c: Case) throws { try Self.check(c) }
    @Test(arguments: audiobooks) func audiobooksAndChapters(_ c: Case) throws { try Self.check(c) }
    @Test(arguments: resume) func resumePhrases(_ c: Case) throws { try Self.check(c) }
    @Test(arguments: wakeWords) func wakeWordsAtTheEdges(_ c: Case) throws { try Self.check(c) }
    @Test(arguments: library) func libraryScoping(_ c: Case) throws { try Self.check(c) }
  }
}

extension ParsingTests.ListeningTests {
  static let moreRadioAndPodcasts: [Case] = [
    Case("play a pop station on the radio", genreStation("pop")),
    Case("play the local latin music channel on the radio", genreStation("latin")),
    Case("play any country music station", genreStation("country")),
    Case("tune in to my favorite radio station", playRequest(MediaSearch(mediaType: .radioStation))),
    Case("I want to listen to a new podcast on healthcare", playRequest(MediaSearch(mediaType: .podcastShow, sortOrder: .newest, genreNames: ["healthcare"]))),
    Case("play TuneIn", playRequest(nil, app: "TuneIn")),
    Case("play my audiobook from the beginning", playRequest(MediaSearch(mediaType: .audioBook))),
  ]

  @Test(arguments: moreRadioAndPodcasts) func moreStationsAndTopics(_ c: Case) throws { try Self.check(c) }
}

extension ParsingTests.ListeningTests {
  static let edges: [Case] = [
    Case("turn on 90.3", station("90.3 FM")),
    Case("put on ninety point seven", station("90.7 FM")),
    Case("play radio 90.7", station("90.7 FM")),
    Case("play 90.7 fm radio", station("90.7 FM")),
    Case("play KEXP radio", playRequest(MediaSearch(mediaType: .radioStation, mediaName: "KEXP"))),
    Case("play my playlists", playRequest(MediaSearch(mediaType: .playlist, reference: .my))),
    Case("keep reading Dune", playRequest(MediaSearch(mediaType: .audioBook, mediaName: "Dune"), resume: true)),
    Case("resume my podcast where I left off", playRequest(MediaSearch(mediaType: .podcastShow), resume: true)),
    Case("I want to listen to the book Just Kids by Patti Smith",
      playRequest(MediaSearch(mediaType: .audioBook, mediaName: "Just Kids", artistName: "Patti Smith"))),
  ]

  @Test(arguments: edges) func stationsBooksAndLibraryEdges(_ c: Case) throws { try Self.check(c) }

  /// "my" after "by" is whose the artists are, never a library scope.
  @Test func myAfterStructureIsNoLibrary() throws {
    let simulator = try ParsingFixtures.App.controlAudio.simulator()
    let search = simulator.parser.parse("play songs by my favorite artists").request.intent?.mediaSearch
    #expect(search?.reference != .my)
    #expect(search?.mediaName != "by")
  }
}
