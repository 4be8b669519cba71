import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// The structure people use around names the catalog knows (issue 15 item 4): "X from
  /// ALBUM", an artist and a title without "by", possessive playlist names, sort words inside
  /// known titles, charts; moods and activities in their frames; the genre lexicon's
  /// multi-word and non-English names. Built-in ControlAudio catalog.
  struct StructureAndMoodTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest
      var testDescription: String { "“\(utterance)”" }
    }

    static func play(_ search: MediaSearch) -> MediaRequest { playRequest(search) }
    static func add(_ search: MediaSearch, to playlist: String) -> MediaRequest {
      MediaRequest(.intent(.add(AddMediaIntent(mediaSearch: search, mediaDestination: .playlist(playlist)))))
    }
    static func moods(_ moods: [String], genres: [String]? = nil, date: DateComponentsRange? = nil) -> MediaRequest {
      play(MediaSearch(genreNames: genres, moodNames: moods, releaseDate: date))
    }
    static func genre(_ name: String) -> MediaRequest { play(MediaSearch(mediaType: .genre, genreNames: [name])) }
    static let current = MediaSearch(reference: .currentlyPlaying)
    static let currentSong = MediaSearch(mediaType: .song, reference: .currentlyPlaying)

    static let fromAlbum: [Case] = [
      // "X from ALBUM": an album the catalog knows is the album …
      Case(utterance: "play Come Together from Abbey Road", expected: play(MediaSearch(mediaName: "Come Together", albumName: "Abbey Road"))),
      Case(utterance: "play Here Comes the Sun from Abbey Road", expected: play(MediaSearch(mediaName: "Here Comes the Sun", albumName: "Abbey Road"))),
      Case(utterance: "play Digital Love from Discovery", expected: play(MediaSearch(mediaName: "Digital Love", albumName: "Discovery"))),
      Case(utterance: "play One More Time from Discovery", expected: play(MediaSearch(mediaName: "One More Time", albumName: "Discovery"))),
      // … anything else after "from" is the artist.
      Case(utterance: "play Don't Know Why from Norah Jones", expected: play(MediaSearch(mediaName: "Don't Know Why", artistName: "Norah Jones"))),
      Case(utterance: "play Come Together from the Beatles", expected: play(MediaSearch(mediaName: "Come Together", artistName: "Beatles"))),
      Case(utterance: "play Zzyzx Road from Qwerty Band", expected: play(MediaSearch(mediaName: "Zzyzx Road", artistName: "Qwerty Band"))),
    ]

    static let artistAndTitle: [Case] = [
      // An artist and a title the catalog knows together, said without "by", either order.
      Case(utterance: "play Norah Jones Don't Know Why", expected: play(MediaSearch(mediaName: "Don't Know Why", artistName: "Norah Jones"))),
      Case(utterance: "play Don't Know Why Norah Jones", expected: play(MediaSearch(mediaName: "Don't Know Why", artistName: "Norah Jones"))),
      Case(utterance: "play the Beatles Abbey Road", expected: play(MediaSearch(mediaName: "Abbey Road", artistName: "Beatles"))),
      Case(utterance: "play Beatles Come Together", expected: play(MediaSearch(mediaName: "Come Together", artistName: "Beatles"))),
      Case(utterance: "play Digital Love Daft Punk", expected: play(MediaSearch(mediaName: "Digital Love", artistName: "Daft Punk"))),
      // A possessive, with or without its apostrophe, and a type word after the title.
      Case(utterance: "play Daft Punks Discovery album", expected: play(MediaSearch(mediaType: .album, mediaName: "Discovery", artistName: "Daft Punk"))),
      Case(utterance: "play Daft Punk's Discovery", expected: play(MediaSearch(mediaName: "Discovery", artistName: "Daft Punk"))),
      Case(
        utterance: "play Norah Jones Come Away with Me album",
        expected: play(MediaSearch(mediaType: .album, mediaName: "Come Away with Me", artistName: "Norah Jones"))),
      // Names that do not belong together stay one name (no item of that title is theirs).
      Case(utterance: "play Norah Jones Abbey Road", expected: play(MediaSearch(mediaName: "Norah Jones Abbey Road"))),
    ]

    static let possessivePlaylists: [Case] = [
      // A possessive inside a playlist's name is the name's; a person's or a family word is the owner.
      Case(utterance: "add Formation to Editor's Picks", expected: add(MediaSearch(mediaName: "Formation"), to: "Editor's Picks")),
      Case(utterance: "add this song to Editor's Picks", expected: add(currentSong, to: "Editor's Picks")),
      Case(utterance: "add this to my mother's dinner playlist", expected: add(current, to: "dinner")),
      Case(utterance: "add Come Together to Sara's Road Trip playlist", expected: add(MediaSearch(mediaName: "Come Together"), to: "Road Trip")),
      Case(utterance: "add this song to my dad's workout playlist", expected: add(currentSong, to: "Workout")),
      Case(utterance: "add this song to Women's History Month", expected: add(currentSong, to: "Women's History Month")),
      Case(utterance: "add Come Together to Isabella's Club Hits", expected: add(MediaSearch(mediaName: "Come Together"), to: "Club Hits")),
      Case(utterance: "add Come Together to the critics' choice playlist", expected: add(MediaSearch(mediaName: "Come Together"), to: "critics' choice")),
    ]

    static let sortAndCharts: [Case] = [
      // Sort words inside a title the catalog knows stay in it.
      Case(utterance: "play Best Friends by The Weeknd", expected: play(MediaSearch(mediaName: "Best Friends", artistName: "The Weeknd"))),
      Case(utterance: "play Best Friends", expected: play(MediaSearch(mediaName: "Best Friends"))),
      Case(utterance: "play the best songs by Adele", expected: play(MediaSearch(sortOrder: .best, artistName: "Adele"))),
      // Charts → popular.
      Case(utterance: "play the top fifty", expected: play(MediaSearch(sortOrder: .popular))),
      Case(utterance: "play the top-50", expected: play(MediaSearch(sortOrder: .popular))),
      Case(utterance: "play the top 40", expected: play(MediaSearch(sortOrder: .popular))),
      Case(utterance: "play the charts", expected: play(MediaSearch(sortOrder: .popular))),
      Case(utterance: "play something from the charts", expected: play(MediaSearch(sortOrder: .popular))),
      Case(utterance: "play the Billboard top ten", expected: play(MediaSearch(sortOrder: .popular))),
      Case(utterance: "play the hot 100", expected: play(MediaSearch(sortOrder: .popular))),
      // Words of praise ask for something good as "good" does; inside a name they are the name's.
      Case(utterance: "play a great song by Orrin Vale", expected: play(MediaSearch(mediaType: .song, sortOrder: .recommended, artistName: "Orrin Vale"))),
      Case(utterance: "play some nice music", expected: play(MediaSearch(sortOrder: .recommended))),
      Case(utterance: "play something awesome", expected: play(MediaSearch(sortOrder: .recommended))),
      Case(utterance: "add a great day in the harbour to my Sunday Drive playlist", expected: add(MediaSearch(mediaName: "a great day in the harbour"), to: "Sunday Drive")),
      // A known name a recogniser split in two, one half a kind or sort word, is held whole.
      Case(utterance: "play radio head", expected: play(MediaSearch(mediaName: "radio head"))),
      Case(utterance: "I want to hear Radio head please", expected: play(MediaSearch(mediaName: "Radio head"))),
      Case(utterance: "play Creep by radio head", expected: play(MediaSearch(mediaName: "Creep", artistName: "radio head"))),
      Case(utterance: "play the radio", expected: play(MediaSearch(mediaType: .radioStation))),
    ]

    static let moodsAndActivities: [Case] = [
      Case(utterance: "play something chill", expected: moods(["chill"])),
      Case(utterance: "i want to listen to up beat music", expected: moods(["up beat"])),
      Case(utterance: "play some background music for dinner", expected: moods(["background", "dinner"])),
      Case(utterance: "play something upbeat", expected: moods(["upbeat"])),
      Case(utterance: "play anything relaxing", expected: moods(["relaxing"])),
      Case(utterance: "play chill music", expected: moods(["chill"])),
      Case(utterance: "play party music", expected: moods(["party"])),
      Case(utterance: "play something mellow for the evening", expected: moods(["mellow", "evening"])),
      Case(utterance: "play something happy for the morning", expected: moods(["happy", "morning"])),
      Case(utterance: "play romantic music for dinner", expected: moods(["romantic", "dinner"])),
      Case(utterance: "play energetic music for the gym", expected: moods(["energetic", "gym"])),
      Case(utterance: "play music for studying", expected: moods(["studying"])),
      Case(utterance: "play some music for working out", expected: moods(["working out"])),
      Case(utterance: "play music for sleep", expected: moods(["sleep"])),
      Case(utterance: "play songs to work out to", expected: moods(["work out"])),
      Case(utterance: "play something to sleep to", expected: moods(["sleep"])),
      Case(utterance: "play music to study to", expected: moods(["study"])),
      Case(utterance: "play yoga music", expected: moods(["yoga"])),
      // Genre + mood (+ decade).
      Case(utterance: "play relaxing jazz from the fifties", expected: moods(["relaxing"], genres: ["jazz"], date: .years(1950, through: 1959))),
      Case(utterance: "play some sad country songs", expected: moods(["sad"], genres: ["country"])),
      Case(utterance: "play upbeat pop music", expected: moods(["upbeat"], genres: ["pop"])),
      Case(utterance: "play some relaxing bossa nova", expected: moods(["relaxing"], genres: ["bossa nova"])),
      Case(utterance: "play mellow acoustic music for a rainy day", expected: moods(["mellow", "rainy day"], genres: ["acoustic"])),
      // A title with a mood word keeps it; a mood word alone with a title's capitals after "by" too.
      Case(utterance: "play Happy by Pharrell Williams", expected: play(MediaSearch(mediaName: "Happy", artistName: "Pharrell Williams"))),
      Case(utterance: "play Music For Airports", expected: play(MediaSearch(mediaName: "Music For Airports"))),
      // A mood word that is the whole object and a catalog title is the title; with a head, a
      // kind word or a mood the catalog has no title for, it is a mood.
      Case(utterance: "play Happy", expected: play(MediaSearch(mediaName: "Happy"))),
      Case(utterance: "play happy", expected: play(MediaSearch(mediaName: "happy"))),
      Case(utterance: "play something happy", expected: moods(["happy"])),
      Case(utterance: "play chill", expected: moods(["chill"])),
    ]

    static let genres: [Case] = [
      Case(utterance: "play progressive metal", expected: genre("progressive metal")),
      Case(utterance: "play lo-fi hip hop", expected: genre("lo-fi hip hop")),
      Case(utterance: "play k-pop", expected: genre("k-pop")),
      Case(utterance: "play britpop", expected: genre("britpop")),
      Case(utterance: "play bossa nova", expected: genre("bossa nova")),
      Case(utterance: "play reggaeton", expected: genre("reggaeton")),
      Case(utterance: "play drum and bass", expected: genre("drum and bass")),
      Case(utterance: "play some drum n bass", expected: genre("drum n bass")),
      Case(utterance: "play r&b", expected: genre("r&b")),
      Case(utterance: "play hip-hop", expected: genre("hip hop")),
      Case(utterance: "play chillhop", expected: genre("chillhop")),
      // A one-word genre heard as two words, one of them a genre or mood word, is the one word.
      Case(utterance: "play some afro beat", expected: genre("afrobeat")),
      Case(utterance: "play chill wave", expected: genre("chillwave")),
      Case(utterance: "play some dream pop", expected: genre("dream pop")),
      Case(utterance: "play uk garage", expected: genre("uk garage")),
      Case(utterance: "play east coast hip hop", expected: genre("east coast hip hop")),
      Case(utterance: "play corridos tumbados", expected: genre("corridos tumbados")),
      Case(utterance: "play schlager", expected: genre("schlager")),
      Case(utterance: "play prog rock from the seventies", expected: play(MediaSearch(genreNames: ["prog rock"], releaseDate: .years(1970, through: 1979)))),
      Case(utterance: "play bachata music", expected: play(MediaSearch(genreNames: ["bachata"]))),
    ]

    @Test(arguments: fromAlbum + artistAndTitle + possessivePlaylists + sortAndCharts + moodsAndActivities + genres)
    func parses(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }
  }
}
