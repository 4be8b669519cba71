import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Behaviours §7: transport commands and now-playing questions are not intents.
  struct NowPlayingCommandTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest.Body
      var testDescription: String { "“\(utterance)”" }
    }

    static let cases: [Case] = [
      Case(utterance: "pause", expected: .command(.pauseCommand)),
      Case(utterance: "pause the music please", expected: .command(.pauseCommand)),
      Case(utterance: "stop playing", expected: .command(.pauseCommand)),
      Case(utterance: "pause music in the living room", expected: .command(.pauseCommand)),
      Case(utterance: "TV pause", expected: .command(.pauseCommand)),
      // Closing the player stops what plays.
      Case(utterance: "close the music player", expected: .command(.pauseCommand)),
      Case(utterance: "exit the audio app", expected: .command(.pauseCommand)),
      Case(utterance: "shut down the radio player", expected: .command(.pauseCommand)),
      // A stop put off until what plays ends.
      Case(utterance: "pause after this track", expected: .command(.pauseCommand)),
      Case(utterance: "stop the music after the current episode is over", expected: .command(.pauseCommand)),
      Case(utterance: "resume", expected: .command(.playCommand)),
      Case(utterance: "unpause my show in the living room", expected: .command(.playCommand)),
      Case(utterance: "keep playing", expected: .command(.playCommand)),
      Case(utterance: "next track", expected: .command(.nextTrackCommand)),
      Case(utterance: "skip this song on the TV", expected: .command(.nextTrackCommand)),
      Case(utterance: "skip to the next song", expected: .command(.nextTrackCommand)),
      Case(utterance: "go back", expected: .command(.previousTrackCommand)),
      Case(utterance: "previous track", expected: .command(.previousTrackCommand)),
      Case(utterance: "go back to the previous song in the living room", expected: .command(.previousTrackCommand)),
      Case(utterance: "replay the last track", expected: .command(.previousTrackCommand)),
      Case(utterance: "play the last song again", expected: .command(.previousTrackCommand)),
      Case(utterance: "skip forward 30 seconds", expected: .command(.skipForwardCommand(interval: 30))),
      Case(utterance: "go back fifteen seconds", expected: .command(.skipBackwardCommand(interval: 15))),
      Case(utterance: "skip ahead a minute and a half", expected: .command(.skipForwardCommand(interval: 90))),
      Case(utterance: "rewind", expected: .command(.skipBackwardCommand(interval: nil))),
      Case(utterance: "shuffle on", expected: .command(.changeShuffleModeCommand(shuffleType: .items))),
      Case(utterance: "turn off shuffle", expected: .command(.changeShuffleModeCommand(shuffleType: .off))),
      Case(utterance: "repeat off", expected: .command(.changeRepeatModeCommand(repeatType: .off))),
      Case(utterance: "repeat this song", expected: .command(.changeRepeatModeCommand(repeatType: .one))),
      Case(utterance: "play it slower", expected: .command(.changePlaybackRateCommand(playbackRate: nil, change: .slower))),
      Case(utterance: "speed it up", expected: .command(.changePlaybackRateCommand(playbackRate: nil, change: .faster))),
      Case(utterance: "play at half speed", expected: .command(.changePlaybackRateCommand(playbackRate: 0.5, change: nil))),
      Case(utterance: "What song is this?", expected: .question(.title)),
      Case(utterance: "what's playing", expected: .question(.title)),
      Case(utterance: "What band is this?", expected: .question(.artist)),
      Case(utterance: "who sings this", expected: .question(.artist)),
      Case(utterance: "What album is this?", expected: .question(.album)),
    ]

    @Test(arguments: cases)
    func parsesToACommandFrame(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request.body == c.expected)
    }

    /// Requests that begin like commands stay intents.
    @Test(arguments: [
      "play Khalid next", "play music", "play the last song by Khalid", "play ControlAudio", "play Push It",
      "resume Stuff You Should Know", "shuffle my WWDC playlist",
    ])
    func requestsStayIntents(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(utterance).request.intent != nil)
    }

    /// Closing something that is not the player is no command.
    @Test(arguments: ["close the door", "exit the highway", "quit smoking", "shut down the computer"])
    func closingOtherThingsIsNoCommand(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(utterance).request.body != .command(.pauseCommand))
    }
  }
}
