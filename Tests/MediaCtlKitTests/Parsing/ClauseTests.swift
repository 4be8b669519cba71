import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Clauses around a request that name nothing: when to play it ("after this song is
  /// finished"), when it came out ("the episode that aired on Monday"), and a second clause to
  /// the assistant ("and I'll be happy"). Written for this table; none is a corpus sentence.
  /// Built-in ControlAudio catalog.
  struct ClauseTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest
      var testDescription: String { "“\(utterance)”" }
    }

    static func play(_ search: MediaSearch, queue: PlaybackQueueLocation = .unknown) -> MediaRequest { playRequest(search, queue: queue) }
    static func add(_ search: MediaSearch, to playlist: String) -> MediaRequest {
      MediaRequest(.intent(.add(AddMediaIntent(mediaSearch: search, mediaDestination: .playlist(playlist)))))
    }
    static let nineties = DateComponentsRange.years(1990, through: 1999)

    static let cases: [Case] = [
      // When the item now playing ends: play next.
      Case(utterance: "play Hey Jude after this song is finished", expected: play(MediaSearch(mediaName: "Hey Jude"), queue: .next)),
      Case(utterance: "put on Fading when the current track ends", expected: play(MediaSearch(mediaName: "Fading"), queue: .next)),
      Case(utterance: "play something by Khalid once this one is over", expected: play(MediaSearch(artistName: "Khalid"), queue: .next)),
      Case(utterance: "play the album Abbey Road after it finishes playing", expected: play(MediaSearch(mediaType: .album, mediaName: "Abbey Road"), queue: .next)),
      // When it came out: a date is read, a day has no field and goes.
      Case(utterance: "play the song that came out in 1995", expected: play(MediaSearch(mediaType: .song, releaseDate: .years(1995, through: 1995)))),
      Case(utterance: "play an album which was released in the nineties", expected: play(MediaSearch(mediaType: .album, releaseDate: nineties))),
      Case(utterance: "play the newest episode of Radiolab that dropped yesterday",
           expected: play(MediaSearch(mediaType: .podcastEpisode, sortOrder: .newest, mediaName: "Radiolab"))),
      Case(utterance: "play the song in 1995", expected: play(MediaSearch(mediaType: .song, releaseDate: .years(1995, through: 1995)))),
      Case(utterance: "play the song In the End", expected: play(MediaSearch(mediaType: .song, mediaName: "In the End"))),
      // A second clause after "and".
      Case(utterance: "play anything by Khalid and I'll be happy", expected: play(MediaSearch(artistName: "Khalid"))),
      Case(utterance: "play Fading and make it loud", expected: play(MediaSearch(mediaName: "Fading"))),
      Case(utterance: "play music by Norah Jones and you will love it", expected: play(MediaSearch(artistName: "Norah Jones"))),
      Case(utterance: "play You and I", expected: play(MediaSearch(mediaName: "You and I"))),
      // A date relative to today: no clock, so it is set aside, never a name; a title keeps it.
      Case(utterance: "play my favourite song of this year", expected: play(MediaSearch(mediaType: .song))),
      Case(utterance: "play jazz from last week", expected: play(MediaSearch(mediaType: .genre, genreNames: ["jazz"]))),
      // Each unit with "the past", "the last" and "the past few" (not only the year).
      Case(utterance: "play the best songs of the past month", expected: play(MediaSearch(sortOrder: .best))),
      Case(utterance: "play some jazz from the last few weeks", expected: play(MediaSearch(mediaType: .genre, genreNames: ["jazz"]))),
      Case(utterance: "play the song Today", expected: play(MediaSearch(mediaType: .song, mediaName: "Today"))),
      // An added item says dates the same way (the add path has no play options).
      Case(utterance: "add the best songs of last month to my gym playlist", expected: add(MediaSearch(sortOrder: .best), to: "gym")),
      Case(utterance: "put some jazz from the past few weeks on my Lantern Nights playlist",
           expected: add(MediaSearch(mediaType: .genre, genreNames: ["jazz"]), to: "Lantern Nights")),
      Case(utterance: "add the song Today to my gym playlist", expected: add(MediaSearch(mediaType: .song, mediaName: "Today"), to: "gym")),
      // (A bare day ending an added item ends its title: only a date with its preposition goes.)
      Case(utterance: "add lanterns at dusk today to my gym playlist", expected: add(MediaSearch(mediaName: "lanterns at dusk today"), to: "gym")),
      Case(utterance: "play Yesterday", expected: play(MediaSearch(mediaName: "Yesterday"))),
      // What the listener is doing: an activity the table lists is the mood; another clause goes.
      Case(utterance: "play some classical music while I cook", expected: play(MediaSearch(genreNames: ["classical"], moodNames: ["cooking"]))),
      Case(utterance: "play something while we're driving", expected: play(MediaSearch(moodNames: ["driving"]))),
      Case(utterance: "play some music while I work out", expected: play(MediaSearch(moodNames: ["work out"]))),
      Case(utterance: "play Khalid while I shower", expected: play(MediaSearch(mediaName: "Khalid"))),
      Case(utterance: "play while my guitar gently weeps", expected: play(MediaSearch(mediaName: "while my guitar gently weeps"))),
    ]

    @Test(arguments: cases)
    func parses(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }
  }
}
