import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Typed short forms of a request's own words ("pls", "can u", "nxt", "vol") read as the words
  /// they spell, wherever the word is read; a title's words keep their spelling ("Thank U, Next"
  /// is asked for as said). Written for this table; none is a corpus sentence. Built-in
  /// ControlAudio catalog.
  struct ChatSpellingTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest
      var testDescription: String { "“\(utterance)”" }
    }

    static let cases: [Case] = [
      Case(utterance: "pls play lantern moths", expected: playRequest(MediaSearch(mediaName: "lantern moths"))),
      Case(utterance: "play lantern moths plz", expected: playRequest(MediaSearch(mediaName: "lantern moths"))),
      Case(utterance: "can u play some jazz", expected: playRequest(MediaSearch(mediaType: .genre, genreNames: ["jazz"]))),
      Case(utterance: "could u put on lantern moths", expected: playRequest(MediaSearch(mediaName: "lantern moths"))),
      Case(utterance: "play somthing by Orrin Vale", expected: playRequest(MediaSearch(artistName: "Orrin Vale"))),
      Case(utterance: "play teh song lantern moths", expected: playRequest(MediaSearch(mediaType: .song, mediaName: "lantern moths"))),
      Case(utterance: "nxt song", expected: MediaRequest(.command(.nextTrackCommand))),
      Case(utterance: "turn the vol down", expected: MediaRequest(.system(.volume))),
      // A name's "u" is the name's: not after an asking auxiliary.
      Case(utterance: "play Thank U, Next", expected: playRequest(MediaSearch(mediaName: "Thank U Next"))),
    ]

    @Test(arguments: cases)
    func parses(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }
  }
}
