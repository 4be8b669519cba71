import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Everyday phrasing seen in real assistant traffic: requests Siri keeps for itself, add
  /// requests without a leading "add", qualifiers that name nothing, likes said as statements.
  struct RealSpeechTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest
      var testDescription: String { "“\(utterance)”" }
    }

    static func add(_ search: MediaSearch?, to playlist: String) -> MediaRequest {
      MediaRequest(.intent(.add(AddMediaIntent(mediaSearch: search, mediaDestination: .playlist(playlist)))))
    }
    static func like(_ search: MediaSearch, _ type: MediaAffinityType = .like) -> MediaRequest {
      MediaRequest(.intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search, affinityType: type))))
    }
    static let volume = MediaRequest(.system(.volume))
    static func play(_ search: MediaSearch) -> MediaRequest {
      MediaRequest(.intent(.play(PlayMediaIntent(mediaSearch: search))))
    }

    static let cases: [Case] = [
      // Volume and other things Siri handles itself: no media fields.
      Case(utterance: "lower your volume please", expected: volume),
      Case(utterance: "could you please lower the tone", expected: volume),
      Case(utterance: "turn it up", expected: volume),
      Case(utterance: "turn the sound down", expected: volume),
      Case(utterance: "mute", expected: volume),
      Case(utterance: "can you speak louder", expected: volume),
      Case(utterance: "turn up the volume 20 percent", expected: volume),
      // Silence asked of the assistant is a mute (VolumeSpeechTests).
      Case(utterance: "please do not respond", expected: MediaRequest(.system(.volume))),
      Case(utterance: "what are the lyrics to this song", expected: MediaRequest(.system(.other))),
      // Now-playing questions with the question word late or informal.
      Case(utterance: "who sung this", expected: MediaRequest(.question(.artist))),
      Case(utterance: "what music is it", expected: MediaRequest(.question(.title))),
      Case(utterance: "tell me the artist name", expected: MediaRequest(.question(.artist))),
      // Add requests said without a leading "add".
      Case(utterance: "I want to put goldy mcjohn on my Rock Party playlist", expected: add(MediaSearch(mediaName: "goldy mcjohn"), to: "Rock Party")),
      Case(utterance: "this track should go on my evening chill playlist",
        expected: add(MediaSearch(mediaType: .song, reference: .currentlyPlaying), to: "evening chill")),
      Case(utterance: "I want glam added to the gym strong playlist", expected: add(MediaSearch(mediaName: "glam"), to: "gym strong")),
      Case(utterance: "For my playlist wild country add the song Freedom", expected: add(MediaSearch(mediaType: .song, mediaName: "Freedom"), to: "wild country")),
      Case(utterance: "I want my Reggae Infusions playlist to have Night Owls on it", expected: add(MediaSearch(mediaName: "Night Owls"), to: "Reggae Infusions")),
      Case(utterance: "Can Blue Moon be added to my Evening playlist?", expected: add(MediaSearch(mediaName: "Blue Moon"), to: "Evening")),
      // Qualifiers that name nothing, and trailing clauses.
      Case(utterance: "please play my favorite song by bruno mars", expected: playRequest(MediaSearch(mediaType: .song, artistName: "bruno mars"))),
      Case(utterance: "play recently added audiobook", expected: playRequest(MediaSearch(mediaType: .audioBook))),
      Case(utterance: "i want to listen to my playlist will you play it now", expected: playRequest(MediaSearch(mediaType: .playlist))),
      Case(utterance: "i want some music how about playing my workout playlist", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "Workout"))),  // the fixture's playlist spelling
      Case(utterance: "i like to listen to jazz", expected: playRequest(MediaSearch(mediaType: .genre, genreNames: ["jazz"]))),
      Case(utterance: "continue playing my audiobook", expected: playRequest(MediaSearch(mediaType: .audioBook), resume: true)),
      Case(utterance: "find podcast and play it", expected: playRequest(MediaSearch(mediaType: .podcastShow))),
      // Likes said as statements.
      Case(utterance: "my favorite singer is shakira", expected: like(MediaSearch(artistName: "shakira"))),
      Case(utterance: "never ever play me any country", expected: like(MediaSearch(mediaType: .genre, genreNames: ["country"]), .dislike)),
      Case(utterance: "add this song to my favorites", expected: like(MediaSearch(mediaType: .song, reference: .currentlyPlaying))),
      Case(utterance: "that song was awesome can you repeat", expected: like(MediaSearch(mediaType: .song, reference: .currentlyPlaying))),
      // A frame keeps a name whole: after a type word, and in "my … playlist".
      Case(utterance: "Play my 70s Smash Hits playlist", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "70s Smash Hits"))),
      Case(utterance: "Play my Piano Ballads playlist", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "Piano Ballads"))),
      Case(utterance: "play my favorite playlist", expected: playRequest(MediaSearch(mediaType: .playlist))),
      Case(
        utterance: "play the album Winner Takes All by Takuro",
        expected: playRequest(MediaSearch(mediaType: .album, mediaName: "Winner Takes All", artistName: "Takuro"))),
      Case(utterance: "Play me the track Mama Liked The Roses", expected: playRequest(MediaSearch(mediaType: .song, mediaName: "Mama Liked The Roses"))),
      Case(
        utterance: "play the album a kiss before you go by Bt",
        expected: playRequest(MediaSearch(mediaType: .album, mediaName: "a kiss before you go", artistName: "Bt"))),
      Case(utterance: "play the song by Adele", expected: playRequest(MediaSearch(mediaType: .song, artistName: "Adele"))),
      Case(
        utterance: "play a new song from the eighties",
        expected: playRequest(MediaSearch(mediaType: .song, sortOrder: .newest, releaseDate: .years(1980, through: 1989)))),
      Case(utterance: "Play The New Retro playlist", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "The New Retro"))),
      Case(utterance: "Play the playlist, A Mis Niños de 30", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "A Mis Niños de 30"))),
      Case(utterance: "Start up my nostalgic playlist", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "nostalgic"))),
      // A person's name before an album or song type word is whose it is.
      Case(utterance: "play the Gary Chaw album", expected: playRequest(MediaSearch(mediaType: .album, artistName: "Gary Chaw"))),
      Case(utterance: "play a good John Maher record", expected: playRequest(MediaSearch(mediaType: .album, artistName: "John Maher"))),
      Case(utterance: "play the Proof album", expected: playRequest(MediaSearch(mediaType: .album, artistName: "Proof"))),
      // A capitalised article before a capitalised word is the name's own.
      Case(
        utterance: "play the best The Brisel Viti album",
        expected: playRequest(MediaSearch(mediaType: .album, sortOrder: .best, artistName: "The Brisel Viti"))),
      // … unless the catalog knows it as a title.
      Case(utterance: "play the Outer Peace album", expected: playRequest(MediaSearch(mediaType: .album, mediaName: "Outer Peace"))),
      // Sort orders said as "sorted by …"; apps said after "off (of)", "the service", or inside the object.
      Case(utterance: "Play music by Fidel Nadal sorted by newest", expected: playRequest(MediaSearch(sortOrder: .newest, artistName: "Fidel Nadal"))),
      Case(utterance: "Play some Rachel Stevens off of Itunes", expected: playRequest(MediaSearch(mediaName: "Rachel Stevens"), app: "Itunes")),
      Case(utterance: "Use the service Zvooq to play merengue music", expected: playRequest(MediaSearch(genreNames: ["merengue"]), app: "Zvooq")),
      Case(utterance: "play some Deezer oldies music", expected: playRequest(MediaSearch(genreNames: ["oldies"]), app: "Deezer")),
      Case(utterance: "Can i use Lastfm to listen to Twilight Time", expected: playRequest(MediaSearch(mediaName: "Twilight Time"), app: "Lastfm")),
      Case(utterance: "Open up Lastfm and play some songs", expected: playRequest(nil, app: "Lastfm")),
      // "put X on" plays X; what follows "on" is options.
      Case(
        utterance: "put the newest episode of The Daily on at one and a half speed",
        expected: playRequest(MediaSearch(mediaType: .podcastEpisode, sortOrder: .newest, mediaName: "The Daily"), speed: 1.5)),
      Case(utterance: "put Khalid on", expected: playRequest(MediaSearch(mediaName: "Khalid"))),
      Case(utterance: "put Khalid on shuffle", expected: playRequest(MediaSearch(mediaName: "Khalid"), shuffled: true)),
      Case(utterance: "put Push It on my road trip playlist", expected: add(MediaSearch(mediaName: "Push It"), to: "Road Trip")),
      Case(utterance: "Play easy listening", expected: playRequest(MediaSearch(mediaType: .genre, genreNames: ["easy listening"]))),
      Case(utterance: "Wish to hear a concerto by Diplo", expected: playRequest(MediaSearch(artistName: "Diplo"))),
      Case(utterance: "Play an album from the fourties, new first", expected: playRequest(MediaSearch(mediaType: .album, sortOrder: .newest, releaseDate: .years(1940, through: 1949)))),
      Case(utterance: "Put on Vimeo and play Khalid", expected: playRequest(MediaSearch(mediaName: "Khalid"), app: "Vimeo")),
      Case(utterance: "Use Deezer service to play Opera", expected: playRequest(MediaSearch(mediaType: .genre, genreNames: ["opera"]), app: "Deezer")),
      Case(utterance: "play James Moody ballad", expected: playRequest(MediaSearch(mediaName: "James Moody"))),
      // A piece of audio of any kind names no title ("program", "broadcast", "feed", "file").
      Case(utterance: "play this program", expected: playRequest(nil)),
      // "current" points at what is in use; only "most current" is a sort.
      Case(utterance: "play my current playlist", expected: playRequest(MediaSearch(mediaType: .playlist, reference: .currentlyPlaying))),
      Case(utterance: "put our current album on shuffle", expected: playRequest(MediaSearch(mediaType: .album, reference: .currentlyPlaying), shuffled: true)),
      Case(utterance: "play the most current episode of The Daily", expected: playRequest(MediaSearch(mediaType: .podcastEpisode, sortOrder: .newest, mediaName: "The Daily"))),
      Case(utterance: "put on my audio file", expected: playRequest(nil)),
      Case(utterance: "play Khalid's latest broadcast", expected: playRequest(MediaSearch(sortOrder: .newest, artistName: "Khalid"))),
      Case(utterance: "Play top Rosanne Cash", expected: playRequest(MediaSearch(sortOrder: .popular, mediaName: "Rosanne Cash"))),
      Case(utterance: "play some good amber gristak", expected: playRequest(MediaSearch(mediaName: "amber gristak"))),
      // Relative clauses, a named genre, a possessive before a date.
      Case(utterance: "play Netflix ballad by Mike Shinoda that is popular", expected: playRequest(MediaSearch(sortOrder: .popular, artistName: "Mike Shinoda"), app: "Netflix")),
      Case(utterance: "Play the theme tune that Christian Fennesz wrote", expected: playRequest(MediaSearch(mediaType: .song, artistName: "Christian Fennesz"))),
      Case(utterance: "Play the music genre Synthpop", expected: playRequest(MediaSearch(genreNames: ["synthpop"]))),
      Case(utterance: "Play Dj Scratch's eighties music", expected: playRequest(MediaSearch(artistName: "Dj Scratch", releaseDate: .years(1980, through: 1989)))),
      Case(utterance: "Play One Good Reason by Tommy Flanagan", expected: playRequest(MediaSearch(mediaName: "One Good Reason", artistName: "Tommy Flanagan"))),
      Case(utterance: "Play new Ian Mclagan", expected: playRequest(MediaSearch(sortOrder: .newest, mediaName: "Ian Mclagan"))),
      Case(utterance: "play New Order", expected: playRequest(MediaSearch(mediaName: "New Order"))),
      Case(
        utterance: "Play the song I Get Ideas as performed by Richard Kruspe",
        expected: playRequest(MediaSearch(mediaType: .song, mediaName: "I Get Ideas", artistName: "Richard Kruspe"))),
      Case(utterance: "play the album Queen", expected: playRequest(MediaSearch(mediaType: .album, mediaName: "Queen"))),
      // Destinations: one determiner is stripped, an owner after the name too, and the
      // destination may come first.
      Case(
        utterance: "add this Jane Olivor track to my The Sleep Machine Waterscapes",
        expected: add(MediaSearch(mediaType: .song, artistName: "Jane Olivor", reference: .currentlyPlaying), to: "The Sleep Machine Waterscapes")),
      Case(utterance: "add Rupee to Indie Español my playlist", expected: add(MediaSearch(mediaName: "Rupee"), to: "Indie Español")),
      Case(utterance: "Add to Isabella's Club Hits this song", expected: add(MediaSearch(mediaType: .song, reference: .currentlyPlaying), to: "Club Hits")),
      Case(utterance: "add to my mac 'n cheese playlist with Tsuzetsu", expected: add(MediaSearch(mediaName: "Tsuzetsu"), to: "mac 'n cheese")),
      Case(
        utterance: "Add to my verano list a song by andy lee",
        expected: add(MediaSearch(mediaType: .song, artistName: "andy lee"), to: "verano")),
      Case(
        utterance: "Add the name kids in the street to the playlist New Indie Mix",
        expected: add(MediaSearch(mediaName: "kids in the street"), to: "New Indie Mix")),
      Case(utterance: "Add Push It to the playlist with the title 50 Clásicos", expected: add(MediaSearch(mediaName: "Push It"), to: "50 Clásicos")),
      Case(utterance: "Add Push It to my playlist under Funky Jams", expected: add(MediaSearch(mediaName: "Push It"), to: "Funky Jams")),
      Case(utterance: "Add brad kane to the Pumping Iron soundtrack", expected: add(MediaSearch(mediaName: "brad kane"), to: "Pumping Iron")),
      Case(utterance: "Add the tune to Your Favorite Slaughterhouse playlist", expected: add(MediaSearch(mediaType: .song, reference: .currentlyPlaying), to: "Your Favorite Slaughterhouse")),
      Case(utterance: "Add nana tanimura to a sudden rainstorm", expected: add(MediaSearch(mediaName: "nana tanimura"), to: "a sudden rainstorm")),
      Case(
        utterance: "Add Back to the Future to my Movie Night playlist",
        expected: add(MediaSearch(mediaName: "Back to the Future"), to: "Movie Night")),
      // A capitalised type word inside a capitalised run is the title's word; lowercase, or an
      // acronym in capitals, it is a type word.
      Case(utterance: "I want to hear Song For Adam", expected: play(MediaSearch(mediaName: "Song For Adam"))),
      Case(utterance: "play The Song Remains The Same", expected: play(MediaSearch(mediaName: "The Song Remains The Same"))),
      Case(utterance: "play Morning Song", expected: play(MediaSearch(mediaName: "Morning Song"))),
      Case(utterance: "play the song Hello by Adele", expected: play(MediaSearch(mediaType: .song, mediaName: "Hello", artistName: "Adele"))),
      Case(
        utterance: "Add this tune to The Refugee Playlist",
        expected: add(MediaSearch(mediaType: .song, reference: .currentlyPlaying), to: "The Refugee Playlist")),
      Case(
        utterance: "Add this tune to my evening chill playlist",
        expected: add(MediaSearch(mediaType: .song, reference: .currentlyPlaying), to: "evening chill")),
      // Typed slips: a misspelt "play", "form" for "from", "sort (of)" beside a sort word.
      Case(utterance: "Plya a tune by Kancherla Gopanna", expected: play(MediaSearch(mediaType: .song, artistName: "Kancherla Gopanna"))),
      Case(utterance: "Play the best sort by Jan Robbe", expected: play(MediaSearch(sortOrder: .best, artistName: "Jan Robbe"))),
      Case(
        utterance: "play a popular sort of fifties tune music",
        expected: play(MediaSearch(mediaType: .song, sortOrder: .popular, releaseDate: .years(1950, through: 1959)))),
      Case(utterance: "play music form the fourties", expected: play(MediaSearch(releaseDate: .years(1940, through: 1949)))),
      Case(utterance: "play the last Chris Douglas", expected: play(MediaSearch(sortOrder: .newest, mediaName: "Chris Douglas"))),
      // Where the music is: a playlist after "on"/"from"; a lowercase article before a capitalised title.
      Case(utterance: "Play music on the playlist Electronic Gaming", expected: play(MediaSearch(mediaType: .playlist, mediaName: "Electronic Gaming"))),
      Case(utterance: "play music from the list Indie Electronics", expected: play(MediaSearch(mediaType: .playlist, mediaName: "Indie Electronics"))),
      Case(utterance: "Play something on my Classic Jazz Funk playlist", expected: play(MediaSearch(mediaType: .playlist, mediaName: "Classic Jazz Funk"))),
      Case(utterance: "Play the Mother Lode by Tamio Okuda", expected: play(MediaSearch(mediaName: "Mother Lode", artistName: "Tamio Okuda"))),
      // Nothing but an album named: the album is what to play.
      Case(utterance: "Play music by Antonella Barba from the album Bath", expected: play(MediaSearch(mediaType: .album, mediaName: "Bath", artistName: "Antonella Barba"))),
      Case(utterance: "Please play music off the soundtrack by Beau Jocque", expected: play(MediaSearch(mediaType: .album, artistName: "Beau Jocque"))),
      // A second play verb joins the halves of one request; a repeated or capitalised verb word.
      Case(utterance: "I want to hear Aki Nawaz, play the song fair annie", expected: play(MediaSearch(mediaType: .song, mediaName: "fair annie", artistName: "Aki Nawaz"))),
      Case(utterance: "Can you pull up and play something on Itunes", expected: playRequest(nil, app: "Itunes")),
      Case(utterance: "open the Canciones del Recuerdo playlist and play songs", expected: play(MediaSearch(mediaType: .playlist, mediaName: "Canciones del Recuerdo"))),
      Case(utterance: "Play Listen To The Mocking Bird by Billy Martin", expected: play(MediaSearch(mediaName: "Listen To The Mocking Bird", artistName: "Billy Martin"))),
      Case(utterance: "Play Me Against The World from Glukoza", expected: play(MediaSearch(mediaName: "Me Against The World", artistName: "Glukoza"))),
      Case(utterance: "I'm in the mood to listen to meditative music", expected: play(MediaSearch(genreNames: ["meditative"]))),
      // Apps: "turn on <app>", "<app> service"; genres: "X style music", "in the genre X".
      Case(utterance: "turn on Last Fm", expected: playRequest(nil, app: "Last Fm")),
      Case(utterance: "Can I hear a movement by rookantha gunathilake on the Vimeo service?", expected: playRequest(MediaSearch(artistName: "rookantha gunathilake"), app: "Vimeo")),
      Case(utterance: "Can I listen to merengue style music?", expected: play(MediaSearch(genreNames: ["merengue"]))),
      Case(utterance: "Play music in the genre soundtrack", expected: play(MediaSearch(genreNames: ["soundtrack"]))),
      Case(utterance: "play some best selling rave songs", expected: play(MediaSearch(sortOrder: .popular, genreNames: ["rave"]))),
      Case(
        utterance: "Play the newest released song from 1951",
        expected: play(MediaSearch(mediaType: .song, sortOrder: .newest, releaseDate: .years(1951, through: 1951)))),
      // "<person>, <title>" in a play request; an added item keeps its comma.
      Case(utterance: "Play Chantal Kreviazuk, Sister Ray", expected: play(MediaSearch(mediaName: "Sister Ray", artistName: "Chantal Kreviazuk"))),
      Case(utterance: "add Hello Central, Give Me Heaven to Indie Pop", expected: add(MediaSearch(mediaName: "Hello Central Give Me Heaven"), to: "Indie Pop")),
      Case(utterance: "Estelle should be on my spring playlist", expected: add(MediaSearch(mediaName: "Estelle"), to: "spring")),
      // Add: "this <kind> by X" is the playing item with its artist; "the current <kind>" too.
      Case(
        utterance: "add this tune by Kurt James to the playlist latin pop classics",
        expected: add(MediaSearch(mediaType: .song, artistName: "Kurt James", reference: .currentlyPlaying), to: "latin pop classics")),
      Case(utterance: "I'd like to add this whole album to the selektor", expected: add(MediaSearch(mediaType: .album, reference: .currentlyPlaying), to: "the selektor")),
      Case(utterance: "add the current tune to my Rock Gaming playlist", expected: add(MediaSearch(mediaType: .song, reference: .currentlyPlaying), to: "Rock Gaming")),
      // Which "to" opens the destination: "to the playlist X" over a title's "to"; an "on my"/"on
      // the playlist" over a "to" that opens nothing; a destination without a kind word keeps "the".
      Case(utterance: "add slave to the rhythm to the playlist Massive Soca Hits", expected: add(MediaSearch(mediaName: "slave to the rhythm"), to: "Massive Soca Hits")),
      Case(utterance: "I want to put look to you on the playlist named 80s Classic Hits", expected: add(MediaSearch(mediaName: "look to you"), to: "80s Classic Hits")),
      Case(utterance: "add come on a cone to Power Walk playlist", expected: add(MediaSearch(mediaName: "come on a cone"), to: "Power Walk")),
      Case(utterance: "Add louis nelson delisle to the pulse of americana", expected: add(MediaSearch(mediaName: "louis nelson delisle"), to: "the pulse of americana")),
      Case(utterance: "The trapaholics needs another artist added.", expected: add(MediaSearch(mediaType: .artist), to: "trapaholics")),
      // "I need another …", "I'd like another …" (each lead, whatever its first word).
      Case(utterance: "i need another song in my Funky Jams playlist", expected: add(MediaSearch(mediaType: .song), to: "Funky Jams")),
      Case(utterance: "i'd like another tune in my Funky Jams playlist", expected: add(MediaSearch(mediaType: .song), to: "Funky Jams")),
      Case(utterance: "add willie nelson live to my Acoustic Blues playlsit", expected: add(MediaSearch(mediaName: "willie nelson live"), to: "Acoustic Blues")),
      // Real speech (SLURP): a show's name with praise and mood words in it, a queue said "in
      // queue", words that ask rather than name, a break, a station's or number's "one".
      Case(utterance: "play good mythical morning podcast", expected: play(MediaSearch(mediaType: .podcastShow, mediaName: "good mythical morning"))),
      Case(
        utterance: "play episode of stuff you should know in queue",
        expected: playRequest(MediaSearch(mediaType: .podcastEpisode, mediaName: "stuff you should know"), queue: .later)),
      // Asked to be told, never to play (the corpus files it as a question about music).
      Case(utterance: "tell me a play list", expected: MediaRequest(.system(.other))),
      Case(utterance: "do you hear songs of arrahman music", expected: play(MediaSearch(artistName: "arrahman"))),
      Case(utterance: "lets have a break for five minutes", expected: MediaRequest(.command(.pauseCommand))),
      Case(utterance: "play bbc radio one", expected: play(MediaSearch(mediaName: "bbc radio one"))),
      Case(utterance: "play nine hundred and seventy one", expected: play(MediaSearch(mediaName: "nine hundred and seventy one"))),
      // "play next episode" is the show's next episode; "skip to the next episode" the next track.
      Case(utterance: "play next episode", expected: play(MediaSearch(mediaType: .podcastEpisode))),
      Case(utterance: "skip to the next episode", expected: MediaRequest(.command(.nextTrackCommand))),
      // Favourites said with a count or the word playlist are still favourites: a like.
      Case(utterance: "add that song to my top ten favorites list", expected: like(MediaSearch(mediaType: .song, reference: .currentlyPlaying))),
      Case(utterance: "please add this song to my playlist favorites", expected: like(MediaSearch(mediaType: .song, reference: .currentlyPlaying))),
      // Connectors: a capitalised "From"/"By" inside a title when another connector splits, or
      // opening the object; what a piece is "off" (before "by") is its album.
      Case(
        utterance: "I want to hear Ready by Frankenstein Drag Queens From Planet 13",
        expected: play(MediaSearch(mediaName: "Ready", artistName: "Frankenstein Drag Queens From Planet 13"))),
      Case(utterance: "play By The Sleepy Lagoon by Greg Kurstin", expected: play(MediaSearch(mediaName: "By The Sleepy Lagoon", artistName: "Greg Kurstin"))),
      Case(
        utterance: "Let me hear the Live From The Ghetto album by Beau Jocque",
        expected: play(MediaSearch(mediaType: .album, mediaName: "Live From The Ghetto", artistName: "Beau Jocque"))),
      Case(
        utterance: "Play a song off Get Up Offa That Thing by Doseone",
        expected: play(MediaSearch(mediaType: .song, artistName: "Doseone", albumName: "Get Up Offa That Thing"))),
      // "the X album": a title's small words say title, not whose; "that tune from 2010" is a date.
      Case(utterance: "Use Groove Shark to play the Today And Tomorrow album", expected: playRequest(MediaSearch(mediaType: .album, mediaName: "Today And Tomorrow"), app: "Groove Shark")),
      Case(utterance: "Put a Bunky Green tune into the Phunkadelic playlist.", expected: add(MediaSearch(mediaType: .song, artistName: "Bunky Green"), to: "Phunkadelic")),
      Case(
        utterance: "I want to hear that track from 1991",
        expected: play(MediaSearch(mediaType: .song, releaseDate: .years(1991, through: 1991)))),
      Case(
        utterance: "Put this track from The Edge on my funk soul disco playlist",
        expected: add(MediaSearch(mediaType: .song, artistName: "The Edge", reference: .currentlyPlaying), to: "funk soul disco")),
      // Real speech (SLURP): reading a book, where one paused, switching on, "next play X",
      // "and play" after a shuffle verb, a title ending in "me", "this music".
      Case(utterance: "resume the reading of the french lesson", expected: playRequest(MediaSearch(mediaType: .audioBook, mediaName: "the french lesson"), resume: true)),
      Case(utterance: "start reading fifty shades of grey", expected: play(MediaSearch(mediaType: .audioBook, mediaName: "fifty shades of grey"))),
      Case(utterance: "resume my audiobook where we paused last", expected: playRequest(MediaSearch(mediaType: .audioBook), resume: true)),
      Case(utterance: "continue with my audiobook please", expected: playRequest(MediaSearch(mediaType: .audioBook), resume: true)),
      Case(utterance: "play the podcast from the beginning", expected: play(MediaSearch(mediaType: .podcastShow))),
      Case(utterance: "switch on radio", expected: play(MediaSearch(mediaType: .radioStation))),
      Case(utterance: "radio on", expected: play(MediaSearch(mediaType: .radioStation))),
      Case(utterance: "can you start fm eight hundred and ninety radio channel", expected: play(MediaSearch(mediaType: .radioStation, mediaName: "fm eight hundred and ninety"))),
      Case(utterance: "shuffle and play blue playlist", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "blue"), shuffled: true)),
      Case(utterance: "next play atmosphere", expected: playRequest(MediaSearch(mediaName: "atmosphere"), queue: .next)),
      Case(utterance: "i want to hear love me", expected: play(MediaSearch(mediaName: "love me"))),
      Case(utterance: "play the last used playlist", expected: play(MediaSearch(mediaType: .playlist))),
      Case(utterance: "favorite this music", expected: like(MediaSearch(reference: .currentlyPlaying))),
      // Add requests that name the playlist first, or say "have … added to it", "should include",
      // "put X onto Y", "make an addition to", "play X to my Y playlist".
      Case(utterance: "Go to cali fire and add refrain to my playlist", expected: add(MediaSearch(mediaName: "refrain"), to: "cali fire")),
      Case(
        utterance: "find lesley's epic classical playlist and add this tune",
        expected: add(MediaSearch(mediaType: .song, reference: .currentlyPlaying), to: "epic classical")),
      Case(
        utterance: "edit Aux Cord Privileges playlist by putting this tune on it",
        expected: add(MediaSearch(mediaType: .song, reference: .currentlyPlaying), to: "Aux Cord Privileges")),
      Case(
        utterance: "Can my electro sur have this song added to it?",
        expected: add(MediaSearch(mediaType: .song, reference: .currentlyPlaying), to: "electro sur")),
      Case(utterance: "my timeless love songs playlist should include viderunt omnes", expected: add(MediaSearch(mediaName: "viderunt omnes"), to: "timeless love songs")),
      Case(utterance: "Love In Paris needs some frank farian", expected: add(MediaSearch(mediaName: "frank farian"), to: "Love In Paris")),
      Case(utterance: "I want to put Paul Young onto all new all now.", expected: add(MediaSearch(mediaName: "Paul Young"), to: "all new all now")),
      Case(
        utterance: "Can you make an addition to the Old Enough To Enjoy This playlist with Martin Barre?",
        expected: add(MediaSearch(mediaName: "Martin Barre"), to: "Old Enough To Enjoy This")),
      Case(
        utterance: "Play Elizeth Cardoso to my Nothing But A Party R&B playlist",
        expected: add(MediaSearch(mediaName: "Elizeth Cardoso"), to: "Nothing But A Party R&B")),
      Case(utterance: "I need to add to the funk soul disco playlist my favorite artist", expected: add(MediaSearch(mediaType: .artist), to: "funk soul disco")),
      // An added item is a title: its year, a capitalised genre run, "best of", "of the world" and
      // a name introduced by "the name" stay in it.
      Case(utterance: "add olympia 1959 to my jazz playlist", expected: add(MediaSearch(mediaName: "olympia 1959"), to: "jazz")),
      Case(utterance: "add time flies 1994-2009 to the Jazzy Romance playlist", expected: add(MediaSearch(mediaName: "time flies 1994-2009"), to: "Jazzy Romance")),
      Case(utterance: "Can you add woman of the world to my playlist entitled Duetos", expected: add(MediaSearch(mediaName: "woman of the world"), to: "Duetos")),
      Case(utterance: "add Bossa Nova Soul Samba to my jukebox playlist", expected: add(MediaSearch(mediaName: "Bossa Nova Soul Samba"), to: "jukebox")),
      Case(utterance: "Add best of uetoaya to Wild Country", expected: add(MediaSearch(mediaName: "best of uetoaya"), to: "Wild Country")),
      Case(
        utterance: "For the playlist running power add the name The Best Is Yet to Come",
        expected: add(MediaSearch(mediaName: "The Best Is Yet to Come"), to: "running power")),
      Case(utterance: "play some jazz from 1959", expected: play(MediaSearch(genreNames: ["jazz"], releaseDate: .years(1959, through: 1959)))),
      // A genre phrase cut short by a kind word still names the genre; a name ending in a band
      // ("kamp fm") after "from" is a station.
      Case(utterance: "play world music", expected: play(MediaSearch(genreNames: ["world"]))),
      Case(utterance: "get me some radio music from kamp fm", expected: play(MediaSearch(mediaType: .radioStation, mediaName: "kamp fm"))),
      // A sort word opening what follows "from" qualifies it; a bare year after "from" is when.
      Case(
        utterance: "Play some seventies track from top Rie Tomosaka",
        expected: play(MediaSearch(mediaType: .song, sortOrder: .popular, artistName: "Rie Tomosaka", releaseDate: .years(1970, through: 1979)))),
      Case(
        utterance: "play some twenties tunes from the last Olga Souza",
        expected: play(MediaSearch(sortOrder: .newest, artistName: "Olga Souza", releaseDate: .years(1920, through: 1929)))),
      Case(utterance: "Play a ballad from 2014 by Double", expected: play(MediaSearch(artistName: "Double", releaseDate: .years(2014, through: 2014)))),
      Case(utterance: "Play 1999 by Prince", expected: play(MediaSearch(mediaName: "1999", artistName: "Prince"))),
      // Video kind words frame a title and set their Apple type (an audio app answers unsupportedMediaType).
      Case(utterance: "play the movie Inception", expected: play(MediaSearch(mediaType: .movie, mediaName: "Inception"))),
      Case(utterance: "play the tv show Breaking Bad", expected: play(MediaSearch(mediaType: .tvShow, mediaName: "Breaking Bad"))),
      // Destination kind words "section", "group"; a typed "teh".
      Case(utterance: "put this album in my Fiesta section", expected: add(MediaSearch(mediaType: .album, reference: .currentlyPlaying), to: "Fiesta")),
      Case(utterance: "Add silver apples to teh sin estrés playlist.", expected: add(MediaSearch(mediaName: "silver apples"), to: "sin estrés")),
      // An added title keeps a "from" that follows its own word; "this artist named X" names X.
      Case(utterance: "Add Third Stone from the Sun to the Concentración playlist.", expected: add(MediaSearch(mediaName: "Third Stone from the Sun"), to: "Concentración")),
      Case(utterance: "Add a track from The Edge to my funk soul disco playlist", expected: add(MediaSearch(mediaType: .song, artistName: "The Edge"), to: "funk soul disco")),
      Case(
        utterance: "add this artist named Prince to the playlist all new all now",
        expected: add(MediaSearch(mediaType: .artist, artistName: "Prince"), to: "all new all now")),
      // An ordinal before a kind word says which one (no SiriKit field), not a name.
      Case(utterance: "play afi's fourth album", expected: play(MediaSearch(mediaType: .album, artistName: "afi"))),
      Case(utterance: "play the seventh episode of the morning after", expected: play(MediaSearch(mediaType: .podcastEpisode, mediaName: "the morning after"))),
      // "in my recent playlist" says where; "at nine pm" says when (no field carries it).
      Case(utterance: "play anything in my recent playlist", expected: play(MediaSearch(mediaType: .playlist, sortOrder: .newest))),
      Case(utterance: "play my favorite station at nine pm", expected: play(MediaSearch(mediaType: .radioStation))),
      // "put <playlist>" with nowhere to put it plays it; "open X and add Y to it"; "let me make
      // an addition to X with Y".
      Case(utterance: "put El Mejor Rock en Español playlist", expected: play(MediaSearch(mediaType: .playlist, mediaName: "El Mejor Rock en Español"))),
      Case(utterance: "Open this is no te va gustar and add Over the rainbow to it", expected: add(MediaSearch(mediaName: "Over the rainbow"), to: "this is no te va gustar")),
      Case(
        utterance: "Please let me make an addition to my Lo Mejor de los 00's with the artist.",
        expected: add(MediaSearch(mediaType: .artist, reference: .currentlyPlaying), to: "Lo Mejor de los 00's")),
      // "that's" is "that is"; "and sort by …" joins the sort; "something new by X"; "the new
      // Feist"; a capitalised sort word inside or opening a capitalised title; a genre after "by".
      Case(utterance: "Please play a song from Jesse Harris that's on Youtube", expected: playRequest(MediaSearch(mediaType: .song, artistName: "Jesse Harris"), app: "Youtube")),
      Case(utterance: "Play Maria Severa Onofriana and sort by most popular.", expected: play(MediaSearch(sortOrder: .popular, mediaName: "Maria Severa Onofriana"))),
      Case(utterance: "play something new by tansen", expected: play(MediaSearch(sortOrder: .newest, artistName: "tansen"))),
      Case(utterance: "play the new Feist", expected: play(MediaSearch(sortOrder: .newest, mediaName: "Feist"))),
      Case(utterance: "I would like to hear The Worst Is Yet To Come.", expected: play(MediaSearch(mediaName: "The Worst Is Yet To Come"))),
      Case(utterance: "Play New World on groove shark", expected: playRequest(MediaSearch(mediaName: "New World"), app: "groove shark")),
      Case(utterance: "Play something by Louisiana Blues", expected: play(MediaSearch(genreNames: ["louisiana blues"]))),
    ]

    @Test(arguments: cases)
    func parses(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }
  }
}
