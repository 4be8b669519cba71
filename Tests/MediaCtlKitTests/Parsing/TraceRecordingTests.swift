import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Runs that nobody explains (one-shot without `--explain`, `parse`, replay, bench) parse
  /// without recording the trace: the request must be the same, only the record is missing.
  struct TraceRecordingTests {
    static let utterances = [
      "play Maybe Sometime by Special Disaster Team in ControlAudio",
      "add this song to my road trip playlist",
      "I want to hear Song For Adam",
      "put the newest episode of the daily on at one and a half speed",
      "play ninety three point five fm",
      "skip forward 30 seconds",
      "what song is this",
      "turn it up",
      "在 ControlAudio 中播放周杰伦的夜曲",
    ]

    @Test(arguments: utterances)
    func sameRequestWithoutTheRecord(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let traced = simulator.parser.parse(utterance, tracing: true)
      let untraced = simulator.parser.parse(utterance, tracing: false)
      #expect(untraced.request == traced.request)
      #expect(untraced.trace.rule == traced.trace.rule)
      #expect(!traced.trace.steps.isEmpty)
      #expect(untraced.trace.steps.isEmpty && untraced.trace.leftover.isEmpty)
    }

    @Test func simulationOptionsChooseTheRecord() throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let utterance = "play the album Outer Peace"
      #expect(simulator.run(utterance: utterance).parse?.trace.steps.isEmpty == false)
      let quiet = simulator.run(utterance: utterance, options: .untraced)
      #expect(quiet.parse?.trace.steps.isEmpty == true)
      #expect(quiet.dialog == simulator.run(utterance: utterance).dialog)
    }
  }
}
