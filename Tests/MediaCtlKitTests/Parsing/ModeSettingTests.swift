import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Shuffle and repeat set on what plays, read from mode, switch and target words in any order
  /// (`EnglishParser+ModeSettings`); naming something makes a play request instead. Written for
  /// this table; none is a corpus sentence.
  struct ModeSettingTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest.Body
      var testDescription: String { "“\(utterance)”" }
    }

    static func shuffle(_ type: ShuffleType) -> MediaRequest.Body { .command(.changeShuffleModeCommand(shuffleType: type)) }
    static func repeating(_ type: RepeatType) -> MediaRequest.Body { .command(.changeRepeatModeCommand(repeatType: type)) }

    static let cases: [Case] = [
      Case(utterance: "turn shuffle off", expected: shuffle(.off)),
      Case(utterance: "shuffle on", expected: shuffle(.items)),
      Case(utterance: "please disable the shuffle setting", expected: shuffle(.off)),
      Case(utterance: "use shuffle mode", expected: shuffle(.items)),
      Case(utterance: "switch on random play", expected: shuffle(.items)),
      Case(utterance: "no more shuffling", expected: shuffle(.off)),
      Case(utterance: "stop repeating", expected: repeating(.off)),
      Case(utterance: "repeat this song", expected: repeating(.one)),
      Case(utterance: "loop the current track", expected: repeating(.one)),
      Case(utterance: "repeat this tune two times", expected: repeating(.one)),
      Case(utterance: "repeat album", expected: repeating(.all)),
      Case(utterance: "repeat the whole playlist", expected: repeating(.all)),
      Case(utterance: "turn the repeat setting off", expected: repeating(.off)),
      Case(utterance: "put the player on loop", expected: repeating(.all)),
    ]

    @Test(arguments: cases)
    func readsTheModeSetting(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request.body == c.expected)
    }

    /// A name or a play verb makes a play request that starts shuffled or on repeat.
    @Test(arguments: ["shuffle my WWDC playlist", "play Fading on repeat", "shuffle the album Outer Peace", "repeat Fading"])
    func namesMakePlayRequests(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(utterance).request.intent != nil)
    }
  }
}
