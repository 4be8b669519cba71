import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Seeking, skipping and the playback rate as people say them: remote commands, not intents
  /// (reference §8). Written for this table; none is a corpus sentence.
  struct SeekSkipRateTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest.Body
      var testDescription: String { "“\(utterance)”" }
    }

    static let cases: [Case] = [
      // Seek by an interval, said or not.
      Case(utterance: "go back thirty seconds", expected: .command(.skipBackwardCommand(interval: 30))),
      Case(utterance: "rewind a bit", expected: .command(.skipBackwardCommand(interval: nil))),
      Case(utterance: "fast forward two minutes", expected: .command(.skipForwardCommand(interval: 120))),
      Case(utterance: "jump ahead 45 seconds", expected: .command(.skipForwardCommand(interval: 45))),
      Case(utterance: "skip back ten seconds in this episode", expected: .command(.skipBackwardCommand(interval: 10))),
      Case(utterance: "rewind by a minute", expected: .command(.skipBackwardCommand(interval: 60))),
      Case(utterance: "rewind back ten seconds", expected: .command(.skipBackwardCommand(interval: 10))),
      Case(utterance: "rewind it back a bit", expected: .command(.skipBackwardCommand(interval: nil))),
      // Skip to another item.
      Case(utterance: "skip this one", expected: .command(.nextTrackCommand)),
      Case(utterance: "next song please", expected: .command(.nextTrackCommand)),
      Case(utterance: "the previous one", expected: .command(.previousTrackCommand)),
      Case(utterance: "go back to the previous track", expected: .command(.previousTrackCommand)),
      Case(utterance: "restart this song", expected: .command(.previousTrackCommand)),
      Case(utterance: "start this track over", expected: .command(.previousTrackCommand)),
      Case(utterance: "go back to the beginning of the song", expected: .command(.previousTrackCommand)),
      // Where in what plays, after the lead: a command still, never a name ("rewind" was one).
      Case(utterance: "rewind the episode of the podcast", expected: .command(.skipBackwardCommand(interval: nil))),
      Case(utterance: "skip ahead in this episode", expected: .command(.skipForwardCommand(interval: nil))),
      Case(utterance: "could you go forward in the song", expected: .command(.skipForwardCommand(interval: nil))),
      Case(utterance: "can you forward a bit in the audiobook", expected: .command(.skipForwardCommand(interval: nil))),
      Case(utterance: "skip an episode", expected: .command(.nextTrackCommand)),
      Case(utterance: "next in the queue", expected: .command(.nextTrackCommand)),
      Case(utterance: "go to the next chapter of this book", expected: .command(.nextTrackCommand)),
      // A count of items after a verb of moving: the track command (it has no count).
      Case(utterance: "skip three tracks", expected: .command(.nextTrackCommand)),
      Case(utterance: "skip ahead 2 songs", expected: .command(.nextTrackCommand)),
      Case(utterance: "skip a couple of tunes", expected: .command(.nextTrackCommand)),
      Case(utterance: "go back two episodes", expected: .command(.previousTrackCommand)),
      // The rate.
      Case(utterance: "speed up to 2x", expected: .command(.changePlaybackRateCommand(playbackRate: 2, change: nil))),
      Case(utterance: "set playback speed to 1.25", expected: .command(.changePlaybackRateCommand(playbackRate: 1.25, change: nil))),
      Case(utterance: "slow down", expected: .command(.changePlaybackRateCommand(playbackRate: nil, change: .slower))),
      Case(utterance: "play this a little faster", expected: .command(.changePlaybackRateCommand(playbackRate: nil, change: .faster))),
      Case(utterance: "change the speed to one and a half", expected: .command(.changePlaybackRateCommand(playbackRate: 1.5, change: nil))),
      Case(utterance: "slow it down to half speed", expected: .command(.changePlaybackRateCommand(playbackRate: 0.5, change: nil))),
    ]

    @Test(arguments: cases)
    func readsTheCommand(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request.body == c.expected)
    }
  }
}
