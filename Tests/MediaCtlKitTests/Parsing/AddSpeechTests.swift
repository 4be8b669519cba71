import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// How an added item is read (issue 15 items 1 and 4): one title, its first words included;
  /// whose song it is when a kind word follows a name; the playing item named by its kind alone;
  /// names the catalog knows before kind, command and option words; video kinds as Apple's
  /// types; instruments as styles. Built-in ControlAudio catalog, no vocabulary.
  struct AddSpeechTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest
      var testDescription: String { "“\(utterance)”" }
    }

    static func play(_ search: MediaSearch) -> MediaRequest { playRequest(search) }
    static func add(_ search: MediaSearch, to playlist: String = "Sunday Drive") -> MediaRequest {
      MediaRequest(.intent(.add(AddMediaIntent(mediaSearch: search, mediaDestination: .playlist(playlist)))))
    }
    static func name(_ name: String, _ type: MediaItemType = .unknown) -> MediaSearch { MediaSearch(mediaType: type, mediaName: name) }
    static func artist(_ name: String, _ type: MediaItemType = .unknown) -> MediaSearch { MediaSearch(mediaType: type, artistName: name) }
    static func playing(_ type: MediaItemType) -> MediaSearch { MediaSearch(mediaType: type, reference: .currentlyPlaying) }

    static let titleOpeners: [Case] = [
      // An added item names one thing: an article, "little", "something", "your", "all" that
      // opens it is the title's first word …
      Case(utterance: "add a walk in the orchard to my Sunday Drive playlist", expected: add(name("a walk in the orchard"))),
      Case(utterance: "add little marigold to my Sunday Drive playlist", expected: add(name("little marigold"))),
      Case(utterance: "add something so plain to my Sunday Drive playlist", expected: add(name("something so plain"))),
      Case(utterance: "add your paper lantern to my Sunday Drive playlist", expected: add(name("your paper lantern"))),
      Case(utterance: "add these are the evenings to my Sunday Drive playlist", expected: add(name("these are the evenings"))),
      Case(utterance: "add all along the harbour to my Sunday Drive playlist", expected: add(name("all along the harbour"))),
      Case(utterance: "play little marigold", expected: play(name("little marigold"))),
      // (A play request asks for any one: "play a ballad from 2014", "play me a Mara Quill".)
      Case(utterance: "play a ballad by Adele", expected: play(artist("Adele"))),
      // … but not before a kind word, a style, a name the catalog knows, or another determiner.
      Case(utterance: "add a song by Adele to my Sunday Drive playlist", expected: add(artist("Adele", .song))),
      Case(utterance: "add a little Adele to my Sunday Drive playlist", expected: add(artist("Adele"))),
      Case(utterance: "play a little jazz", expected: play(MediaSearch(mediaType: .genre, genreNames: ["jazz"]))),
      // A connector or a piece word with "of" that opens the item is the title's.
      Case(utterance: "add From the Lighthouse to my Sunday Drive playlist", expected: add(name("From the Lighthouse"))),
      Case(utterance: "add by the old mill to my Sunday Drive playlist", expected: add(name("by the old mill"))),
      Case(utterance: "put Lullaby of the Hollow onto my Sunday Drive playlist", expected: add(name("Lullaby of the Hollow"))),
      Case(utterance: "add Anthem of the Tides to my Sunday Drive playlist", expected: add(name("Anthem of the Tides"))),
      Case(utterance: "add a track from Adele to my Sunday Drive playlist", expected: add(artist("Adele", .song))),
    ]

    static let whoseItem: [Case] = [
      // A name then a kind word opening an added item: that artist's song or album.
      Case(utterance: "add Mara Quill song to my Sunday Drive playlist", expected: add(artist("Mara Quill", .song))),
      Case(utterance: "add Dusk Parade track to my Sunday Drive playlist", expected: add(artist("Dusk Parade", .song))),
      Case(utterance: "add Orrin Vale album to my Sunday Drive playlist", expected: add(artist("Orrin Vale", .album))),
      Case(utterance: "add a Mara Quill tune to my Sunday Drive playlist", expected: add(artist("Mara Quill", .song))),
      Case(utterance: "add the newest Mara Quill track to my Sunday Drive playlist", expected: add(MediaSearch(mediaType: .song, sortOrder: .newest, artistName: "Mara Quill"))),
      Case(utterance: "add Mara Quill newest tune to my Sunday Drive playlist", expected: add(MediaSearch(mediaType: .song, sortOrder: .newest, artistName: "Mara Quill"))),
      // Played alike: one title has no newest or best, so the name a sort word frames with a kind
      // word after is whose (any name, not only a person's).
      Case(utterance: "play the new velvet harrow album", expected: play(MediaSearch(mediaType: .album, sortOrder: .newest, artistName: "velvet harrow"))),
      Case(utterance: "play Orrin Vale latest album", expected: play(MediaSearch(mediaType: .album, sortOrder: .newest, artistName: "Orrin Vale"))),
      Case(utterance: "play the most popular Dusk Parade song", expected: play(MediaSearch(mediaType: .song, sortOrder: .popular, artistName: "Dusk Parade"))),
      // A title the catalog knows stays the title; the kind word first frames a title.
      Case(utterance: "add Abbey Road album to my Sunday Drive playlist", expected: add(name("Abbey Road", .album))),
      Case(utterance: "add the song Quiet Harbour to my Sunday Drive playlist", expected: add(name("Quiet Harbour", .song))),
      // A bare name is the artist only when the catalog knows the artist; a person-shaped name
      // it does not know is a title as often ("Billie Jean"), so it stays a mediaName.
      Case(utterance: "add Molly Brennan to my Sunday Drive playlist", expected: add(name("Molly Brennan"))),
      Case(utterance: "add Khalid to my Sunday Drive playlist", expected: add(artist("Khalid"))),
      Case(utterance: "add Norah Jones to my Sunday Drive playlist", expected: add(artist("Norah Jones"))),
      Case(utterance: "add the artist Mara Quill to my Sunday Drive playlist", expected: add(artist("Mara Quill", .artist))),
      // "the singer X", "the rapper X": an artist.
      Case(utterance: "add the singer Mara Quill to my Sunday Drive playlist", expected: add(artist("Mara Quill", .artist))),
      Case(utterance: "add the rapper Dusk Parade to my Sunday Drive playlist", expected: add(artist("Dusk Parade", .artist))),
      Case(utterance: "play the singer Mara Quill", expected: play(name("Mara Quill", .artist))),
      Case(utterance: "add the singer Mara Quill album to my Sunday Drive playlist", expected: add(artist("Mara Quill", .album))),
      // "little" first is a stage name's word.
      Case(utterance: "add little marigold track to my Sunday Drive playlist", expected: add(artist("little marigold", .song))),
    ]

    static let playingKind: [Case] = [
      // The kind word alone (with "the", "current", "entire", "playing"): the playing item.
      Case(utterance: "add the album to my Sunday Drive playlist", expected: add(playing(.album))),
      Case(utterance: "add current track to my Sunday Drive playlist", expected: add(playing(.song))),
      Case(utterance: "put the song playing on my Sunday Drive playlist", expected: add(playing(.song))),
      Case(utterance: "add the entire album to my Sunday Drive playlist", expected: add(playing(.album))),
      Case(utterance: "add the song that's playing to my Sunday Drive playlist", expected: add(playing(.song))),
      Case(utterance: "add the tune i'm listening to to my Sunday Drive playlist", expected: add(playing(.song))),
      // "one of my playlists, X": the playlist named after.
      Case(utterance: "add this song to one of my playlists, Quiet Evening Picks", expected: add(playing(.song), to: "Quiet Evening Picks")),
      Case(utterance: "add Khalid to one of my playlists called Quiet Evening", expected: add(artist("Khalid"), to: "Quiet Evening")),
      // Written as the title the catalog knows, it is that item.
      Case(utterance: "add The Album to my Sunday Drive playlist", expected: add(name("The Album"))),
    ]

    static let knownTitleFrames: [Case] = [
      // A kind, command or option word the catalog knows as a title is the title in a title
      // frame: after a type word, before "by" its artist, or with more words than the one word.
      Case(utterance: "play the album Next", expected: play(name("Next", .album))),
      Case(utterance: "play the song Again", expected: play(name("Again", .song))),
      Case(utterance: "play the song Music", expected: play(name("Music", .song))),
      Case(utterance: "play the song Radio", expected: play(name("Radio", .song))),
      Case(utterance: "play Music by Madonna", expected: play(MediaSearch(mediaName: "Music", artistName: "Madonna"))),
      Case(utterance: "play Everything Now", expected: play(name("Everything Now"))),
      Case(utterance: "play ME!", expected: play(name("ME"))),
      // Alone, or lowercase before "by" as people ask for an artist's work, they keep their meaning.
      Case(utterance: "play music by Madonna", expected: play(artist("Madonna"))),
      Case(utterance: "play music", expected: play(MediaSearch(mediaType: .music))),
      Case(utterance: "play the radio", expected: play(MediaSearch(mediaType: .radioStation))),
      Case(utterance: "play Hello now", expected: playRequest(name("Hello"), queue: .now)),
      Case(utterance: "play Don't Know Why from Come Away with Me", expected: play(MediaSearch(mediaName: "Don't Know Why", albumName: "Come Away with Me"))),
    ]

    static let videoAndStyles: [Case] = [
      // Video kinds are Apple's types (an audio app answers unsupportedMediaType).
      Case(utterance: "play the movie Northern Harbour", expected: play(name("Northern Harbour", .movie))),
      Case(utterance: "play the film Northern Harbour", expected: play(name("Northern Harbour", .movie))),
      Case(utterance: "play the tv show Quiet Harbour", expected: play(name("Quiet Harbour", .tvShow))),
      // An instrument is a style: a genre where a genre would be.
      Case(utterance: "play calm piano music", expected: play(MediaSearch(genreNames: ["piano"], moodNames: ["calm"]))),
      Case(utterance: "play some cello", expected: play(MediaSearch(mediaType: .genre, genreNames: ["cello"]))),
      Case(utterance: "play relaxing harp music", expected: play(MediaSearch(genreNames: ["harp"], moodNames: ["relaxing"]))),
      Case(utterance: "play jazz guitar", expected: play(MediaSearch(mediaType: .genre, genreNames: ["jazz", "guitar"]))),
      // Inside a name it is the name's.
      Case(utterance: "add harmonica sunrise to my Sunday Drive playlist", expected: add(name("harmonica sunrise"))),
      Case(utterance: "add rusty banjo blues to my Sunday Drive playlist", expected: add(name("rusty banjo blues"))),
    ]

    @Test(arguments: titleOpeners + whoseItem + playingKind + knownTitleFrames + videoAndStyles)
    func parses(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }

    /// A lone generic word after a determiner and a wake word is a pronoun, not a request.
    @Test(arguments: ["any one, siri", "hey siri, the one", "any one, alexa."])
    func loneGenericWordIsNotMedia(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(utterance).request.body == .notMedia(NotMediaRequest(domain: .other)))
    }
  }
}
