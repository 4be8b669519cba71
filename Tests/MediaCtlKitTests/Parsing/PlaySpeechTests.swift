import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Play requests as people say them in free speech (issue 15): talk around the request that
  /// names nothing, a name the assistant is called by, resume phrases before what is resumed,
  /// and titles after verbs that are no media verbs on their own. One table per phenomenon; the
  /// sentences and names are this suite's own.
  struct PlaySpeechTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest
      var testDescription: String { "“\(utterance)”" }
      init(_ utterance: String, _ expected: MediaRequest) {
        self.utterance = utterance
        self.expected = expected
      }
    }

    static func search(_ type: MediaItemType = .unknown, name: String? = nil, artist: String? = nil, genres: [String]? = nil, reference: MediaReference = .unknown)
      -> MediaSearch
    {
      MediaSearch(mediaType: type, mediaName: name, artistName: artist, genreNames: genres, reference: reference)
    }

    /// Function words, request verbs and generic nouns left between the marked words are talk,
    /// never a title or an artist; a name that structure, quotes, a frame or capitals mark stays.
    static let talkAroundTheRequest: [Case] = [
      Case("Activate the radio", playRequest(search(.radioStation))),
      Case("let's have the radio on please", playRequest(search(.radioStation))),
      Case("switch the radio on for me", playRequest(search(.radioStation))),
      Case("put the next episode on in the podcast", playRequest(search(.podcastEpisode))),
      Case("press play on the radio", playRequest(search(.radioStation))),
      Case("I want to listen blues", playRequest(search(.genre, genres: ["blues"]))),
      Case("begin playing the audiobook 'Night Train'", playRequest(search(.audioBook, name: "Night Train"))),
      // Names that structure or capitals mark stay, even when every word is a small word.
      Case("play take on me", playRequest(search(name: "take on me"))),
      Case("play i want you by marvin gaye", playRequest(search(name: "i want you", artist: "marvin gaye"))),
      Case("play the song I Want You", playRequest(search(.song, name: "I Want You"))),
      Case("play Let It Be on the radio", playRequest(search(.radioStation, name: "Let It Be"))),
    ]

    /// A clause about what the listener heard before ("I have liked", "we were listening to")
    /// qualifies what to play; it names nothing.
    static let clausesAboutWhatWasHeard: [Case] = [
      Case("play the album I've heard the least", playRequest(search(.album))),
      Case("play the podcast we were listening to", playRequest(search(.podcastShow))),
      Case("play a song that will cheer me up", playRequest(search(.song))),
      Case("play some music I have saved", playRequest(nil)),
      Case("play the book that I was reading yesterday", playRequest(search(.audioBook))),
      Case("put on the jazz album we played last night", playRequest(MediaSearch(mediaType: .album, genreNames: ["jazz"]))),
    ]

    /// A word the assistant is called by, said before the request, is no part of it.
    static let addressingTheAssistant: [Case] = [
      Case("Max, play the radio", playRequest(search(.radioStation))),
      Case("hey Max play Khalid", playRequest(search(name: "Khalid"))),
      Case("JARVIS play this audiobook", playRequest(search(.audioBook, reference: .currentlyPlaying))),
      Case("Robin, could you put on some jazz", playRequest(search(.genre, genres: ["jazz"]))),
      Case("Friday, please play Dune", playRequest(search(name: "Dune"))),
      // Not an address: a name the catalog knows, a verb, a type word.
      Case("play Hey Jude", playRequest(search(name: "Hey Jude"))),
    ]

    /// A resume phrase before what is resumed, joined by a preposition, or said as a position.
    static let resumingATitle: [Case] = [
      Case("pick up where I left off on Just Kids", playRequest(search(name: "Just Kids"), resume: true)),
      Case("start playing from where I left off on The Daily", playRequest(search(name: "The Daily"), resume: true)),
      Case("carry on from where we stopped in Dune", playRequest(search(name: "Dune"), resume: true)),
      Case("resume audio playback of Dune", playRequest(search(name: "Dune"), resume: true)),
      Case("play Dune from my last session", playRequest(search(name: "Dune"), resume: true)),
      Case("play from the last paused point of my audiobook", playRequest(search(.audioBook), resume: true)),
      Case("play the Dune audiobook from the last chapter I was on", playRequest(search(.audioBook, name: "Dune"), resume: true)),
      Case("open Dune and play from last time", playRequest(search(name: "Dune"), resume: true)),
      Case("I want to resume where I left off in my audiobook", playRequest(search(.audioBook), resume: true)),
      Case("play Just Kids from the place I last stopped listening on", playRequest(search(name: "Just Kids"), resume: true)),
      // Not a resume: a bare start or a chapter.
      Case("play my audiobook from the beginning", playRequest(search(.audioBook))),
    ]

    /// Book frames whose words are only talk keep the book type and name nothing.
    static let bookTalk: [Case] = [
      Case("resume audiobook playback", playRequest(search(.audioBook), resume: true)),
      Case("find me an audio book version of Dune and play it", playRequest(search(.audioBook, name: "Dune"))),
      Case("please resume this playback in the audiobook", playRequest(search(.audioBook, reference: .currentlyPlaying), resume: true)),
      Case("play this programme on the radio", playRequest(search(.radioStation, reference: .currentlyPlaying))),
    ]

    /// Titles after "open", "continue reading", "resume playing" are media requests, even when a
    /// title's word is a word of another domain.
    static let titlesAfterOtherVerbs: [Case] = [
      Case("continue reading The Weather Diaries", playRequest(search(.audioBook, name: "The Weather Diaries"), resume: true)),
      Case("open Dune and play", playRequest(search(name: "Dune"))),
      Case("Max, open 'Dune'", playRequest(search(name: "Dune"))),
    ]

    static func check(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }

    @Test(arguments: talkAroundTheRequest) func talkNamesNothing(_ c: Case) throws { try Self.check(c) }
    @Test(arguments: clausesAboutWhatWasHeard) func clausesNameNothing(_ c: Case) throws { try Self.check(c) }
    @Test(arguments: addressingTheAssistant) func addressIsStripped(_ c: Case) throws { try Self.check(c) }
    @Test(arguments: resumingATitle) func resumePhraseBeforeATitle(_ c: Case) throws { try Self.check(c) }
    @Test(arguments: bookTalk) func bookFramesOfTalk(_ c: Case) throws { try Self.check(c) }
    @Test(arguments: titlesAfterOtherVerbs) func titlesAfterOtherVerbsAreMedia(_ c: Case) throws { try Self.check(c) }

    /// Not media, still: the address stripped leaves Siri's own requests.
    @Test(arguments: ["Max, tell me a joke", "I want to listen to a joke", "Max, play this game with me", "open the card game and play it with me"])
    func addressedRequestsOfOtherDomains(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      guard case .notMedia = simulator.parser.parse(utterance).request.body else {
        Issue.record("“\(utterance)” should be a not-media frame")
        return
      }
    }
  }
}
