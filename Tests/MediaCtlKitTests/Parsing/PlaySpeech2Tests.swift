import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Play requests in real speech, second set (issue 15): stepping to the next or previous
  /// episode said as a motion, order words that name nothing, a misheard play verb. One table
  /// per phenomenon; the sentences and names are this suite's own.
  struct PlaySpeech2Tests {
    typealias Case = PlaySpeechTests.Case

    static func search(
      _ type: MediaItemType = .unknown, name: String? = nil, artist: String? = nil, genres: [String]? = nil, reference: MediaReference = .unknown
    ) -> MediaSearch {
      MediaSearch(mediaType: type, mediaName: name, artistName: artist, genreNames: genres, reference: reference)
    }

    static let next = MediaRequest(.command(.nextTrackCommand))
    static let previous = MediaRequest(.command(.previousTrackCommand))

    /// A motion toward the next or previous item steps through the queue: a Now Playing
    /// command, whatever place or politeness follows.
    static let steppingThroughEpisodes: [Case] = [
      Case("move on to the next episode", next),
      Case("move forward to the following episode please", next),
      Case("proceed to the next chapter", next),
      Case("skip to the next episode of this podcast", next),
      Case("jump ahead to the next episode in the series", next),
      Case("continue with the next podcast episode", next),
      Case("carry on to the next lecture", next),
      Case("go on to the next track now", next),
      Case("advance to the upcoming episode", next),
      Case("go back to the previous episode of the show", previous),
      Case("return to the previous chapter", previous),
      Case("step back to the prior episode", previous),
      Case("switch to the previous song", previous),
    ]

    /// Not a step: no kind word, a name after the kind, "last" (newest or before?), another domain.
    static let notSteps: [Case] = [
      Case("go to the next episode of Night Owls", playRequest(search(.podcastEpisode, name: "Night Owls"))),
      Case("play the next episode", playRequest(search(.podcastEpisode))),
    ]

    @Test(arguments: ["move to the next slide", "switch to the next tab", "proceed to the next step", "go back to the previous page"])
    func stepsOfOtherThingsAreNoCommand(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      if case .command = simulator.parser.parse(utterance).request.body {
        Issue.record("“\(utterance)” is not a media step")
      }
    }

    /// Order and position words left over once the kind is read name nothing: no title "next",
    /// "random" or "new" is searched for, even when the catalog has an album "Next".
    static let orderWordsNameNothing: [Case] = [
      Case("play the next podcast episode", playRequest(search(.podcastEpisode))),
      Case("play a random radio station", playRequest(search(.radioStation))),
      Case("play podcast episode new", playRequest(search(.podcastEpisode))),
      Case("play the previous audiobook", playRequest(search(.audioBook))),
    ]

    /// A first word one letter from "play" that is no English word is the play verb misheard.
    static let misheardPlayVerb: [Case] = [
      Case("plau Khalid", playRequest(search(name: "Khalid"))),
      Case("plai some jazz", playRequest(search(.genre, genres: ["jazz"]))),
      Case("pley the song Harbor Lights", playRequest(search(.song, name: "Harbor Lights"))),
    ]

    @Test(arguments: ["plan a trip to Rome", "plat the hair", "plans for tonight"])
    func wordsNearPlayAreNotPlay(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      if case .intent = simulator.parser.parse(utterance).request.body {
        Issue.record("“\(utterance)” is not a play request")
      }
    }

    /// A word of style or period before a genre makes one genre phrase, not a genre and a
    /// title; a capitalised run, a playlist's name or a title the lexicon holds whole stays as it is.
    static let styledGenres: [Case] = [
      Case("play some modern jazz", playRequest(search(.genre, genres: ["modern jazz"]))),
      Case("put on old fashioned country music", playRequest(search(genres: ["old fashioned country"]))),
      Case("play traditional irish folk", playRequest(search(.genre, genres: ["traditional irish folk"]))),
      Case("play early blues by Mabel Ortiz", playRequest(search(artist: "Mabel Ortiz", genres: ["early blues"]))),
      Case("play classic rock", playRequest(search(.genre, genres: ["classic rock"]))),
      Case("play Modern Jazz Quintet", playRequest(search(name: "Modern Jazz Quintet"))),
      Case("play my classic soul playlist", playRequest(search(.playlist, name: "classic soul"))),
    ]

    /// Qualifiers of one's own items, phrase after phrase, name no playlist or show.
    static let qualifiersNameNothing: [Case] = [
      Case("play my last used playlist", playRequest(search(.playlist))),
      Case("play my most recently played playlist", playRequest(search(.playlist))),
      Case("start my most recently played podcast", playRequest(search(.podcastShow))),
      Case("play my bookmarked audiobook", playRequest(search(.audioBook))),
      Case("play my starred songs", playRequest(search(.song, reference: .my))),
    ]

    /// An order word before a show's name and its kind says which episode: the name is the words
    /// between, as in "the next episode of …".
    static let orderBeforeAName: [Case] = [
      Case("play the next Night Owls episode", playRequest(search(.podcastEpisode, name: "Night Owls"))),
      Case("play next lunar diaries episode", playRequest(search(.podcastEpisode, name: "lunar diaries"))),
      Case("play the previous Deep Field podcast", playRequest(search(.podcastShow, name: "Deep Field"))),
    ]

    /// The play verb said after the kind ("radio play") is the verb; a title the catalog knows
    /// keeps it ("the song Play").
    static let latePlayVerb: [Case] = [
      Case("begin radio play", playRequest(search(.radioStation))),
      Case("play the song Play", playRequest(search(.song, name: "Play"))),
    ]

    /// A seek said as a bare motion or by its button is the skip command.
    static let bareSeeks: [Case] = [
      Case("go forward please", MediaRequest(.command(.skipForwardCommand(interval: nil)))),
      Case("move forward please", MediaRequest(.command(.skipForwardCommand(interval: nil)))),
      Case("forward this one", MediaRequest(.command(.skipForwardCommand(interval: nil)))),
      Case("rewind button", MediaRequest(.command(.skipBackwardCommand(interval: nil)))),
    ]

    @Test(arguments: ["forward this email to Dana", "go forward with the plan"])
    func forwardingOtherThingsIsNoSeek(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      if case .command = simulator.parser.parse(utterance).request.body {
        Issue.record("“\(utterance)” is not a seek")
      }
    }

    /// A time said as a possessive says when, not whose; a capitalised one opens a title and a
    /// contraction before an article is a verb.
    static let timePossessives: [Case] = [
      Case("play today's podcast", playRequest(search(.podcastShow))),
      Case("I want to hear this week's Harbor Talk", playRequest(search(name: "Harbor Talk"))),
      Case("listen to this mornings Dana and Lee podcast", playRequest(search(.podcastShow, name: "Dana and Lee"))),
      Case("play Today's Top Hits", playRequest(search(name: "Today's Top Hits"))),
      Case("play tonights the night", playRequest(search(name: "tonights the night"))),
    ]

    @Test(arguments: timePossessives) func timePossessiveIsNoOwner(_ c: Case) throws { try PlaySpeechTests.check(c) }
    @Test(arguments: latePlayVerb) func latePlayVerbIsNoTitle(_ c: Case) throws { try PlaySpeechTests.check(c) }
    @Test(arguments: bareSeeks) func bareMotionIsASeek(_ c: Case) throws { try PlaySpeechTests.check(c) }
    @Test(arguments: orderBeforeAName) func orderWordBeforeANameIsNoTitle(_ c: Case) throws { try PlaySpeechTests.check(c) }
    @Test(arguments: styledGenres) func styleAndGenreAreOneGenre(_ c: Case) throws { try PlaySpeechTests.check(c) }
    @Test(arguments: qualifiersNameNothing) func qualifiersAreNoName(_ c: Case) throws { try PlaySpeechTests.check(c) }
    @Test(arguments: steppingThroughEpisodes) func motionStepsThroughTheQueue(_ c: Case) throws { try PlaySpeechTests.check(c) }
    @Test(arguments: notSteps) func requestsThatAreNoStep(_ c: Case) throws { try PlaySpeechTests.check(c) }
    @Test(arguments: orderWordsNameNothing) func orderWordsAreNoTitle(_ c: Case) throws { try PlaySpeechTests.check(c) }
    @Test(arguments: misheardPlayVerb) func misheardVerbIsPlay(_ c: Case) throws { try PlaySpeechTests.check(c) }
  }
}
