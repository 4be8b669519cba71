import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// A verb joined to the play verb by "and" (`EnglishParser+JoinedVerbs`): the play request
  /// after "and" is the request; verbs with a reading of their own, genres and names keep it.
  /// Written for this table; none is a corpus sentence.
  struct JoinedVerbTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest
      var testDescription: String { "“\(utterance)”" }
    }

    static let cases: [Case] = [
      Case(utterance: "download and play Outer Peace", expected: playRequest(MediaSearch(mediaName: "Outer Peace"))),
      Case(utterance: "select and play the album Outer Peace", expected: playRequest(MediaSearch(mediaType: .album, mediaName: "Outer Peace"))),
      Case(utterance: "organize and play all the songs by Khalid", expected: playRequest(MediaSearch(artistName: "Khalid"))),
      Case(utterance: "pick and play some jazz", expected: playRequest(MediaSearch(mediaType: .genre, genreNames: ["jazz"]))),
      Case(utterance: "sort then play my road trip playlist", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "Road Trip"))),
      // Before a repeat or shuffle verb.
      Case(utterance: "check and repeat this track", expected: MediaRequest(.command(.changeRepeatModeCommand(repeatType: .one)))),
      // Kept: a verb with a reading of its own, a genre.
      Case(utterance: "shuffle and play my road trip playlist", expected: playRequest(MediaSearch(mediaType: .playlist, mediaName: "Road Trip"), shuffled: true)),
      Case(utterance: "reshuffle and play music", expected: playRequest(MediaSearch(mediaType: .music), shuffled: true)),
    ]

    @Test(arguments: cases)
    func readsThePlayRequestAfterAnd(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }
  }
}
