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
      Case(utterance: "change playback mode to repeat", expected: repeating(.all)),
      Case(utterance: "change the play mode to shuffle", expected: shuffle(.items)),
      Case(utterance: "please disable the shuffle setting", expected: shuffle(.off)),
      Case(utterance: "use shuffle mode", expected: shuffle(.items)),
      Case(utterance: "switch on random play", expected: shuffle(.items)),
      Case(utterance: "no more shuffling", expected: shuffle(.off)),
      Case(utterance: "stop repeating", expected: repeating(.off)),
      Case(utterance: "repeat this song", expected: repeating(.one)),
      Case(utterance: "loop the current track", expected: repeating(.one)),
      Case(utterance: "repeat this tune two times", expected: repeating(.one)),
      Case(utterance: "repeat album", expected: repeating(.all)),
      // "make" sets a mode as "turn on" does.
      Case(utterance: "make this loop", expected: repeating(.one)),
      Case(utterance: "make the playlist repeat", expected: repeating(.all)),
      Case(utterance: "make this track loop please", expected: repeating(.one)),
      Case(utterance: "make it shuffle", expected: shuffle(.items)),
      Case(utterance: "can you make the queue loop", expected: repeating(.all)),
      Case(utterance: "repeat the whole playlist", expected: repeating(.all)),
      Case(utterance: "turn the repeat setting off", expected: repeating(.off)),
      Case(utterance: "put the player on loop", expected: repeating(.all)),
    ]

    @Test(arguments: cases)
    func readsTheModeSetting(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request.body == c.expected)
    }

    /// Player settings no SiriKit form carries (equalizer, bass, treble, crossfade, the settings
    /// screen): Siri's own, nothing reaches the app.
    @Test(arguments: [
      "set the equaliser to rock", "switch the eq to vocal boost", "boost the bass a little", "less treble please",
      "turn crossfade on", "open the player settings", "change my audio settings", "equalize the sound of this album",
    ])
    func playerSettingsAreSirisOwn(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(utterance).request.body == .system(.other))
    }

    /// A genre that holds a setting word, or a play verb, keeps a request to play.
    @Test(arguments: [
      "play drum and bass", "some drum and bass please", "put on liquid drum and bass", "play bass music",
      "add this song to my Bass Lines playlist", "put the Treble Kids album on",
    ])
    func settingWordsInsideRequestsStay(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(utterance).request.intent != nil)
    }

    /// "repeat" or "loop" before what to play: a play request on repeat (all for a genre or a
    /// collection, one for a song).
    @Test(arguments: [
      ("repeat some reggae", PlaybackRepeatMode.all), ("loop the album Outer Peace", .all), ("repeat the song Fading", .one),
    ])
    func repeatBeforeANamePlaysOnRepeat(_ utterance: String, _ mode: PlaybackRepeatMode) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      guard case .intent(.play(let play)) = simulator.parser.parse(utterance).request.body else {
        Issue.record("“\(utterance)” is no play request")
        return
      }
      #expect(play.playbackRepeatMode == mode)
    }

    /// A name or a play verb makes a play request that starts shuffled or on repeat.
    @Test(arguments: ["shuffle my WWDC playlist", "play Fading on repeat", "shuffle the album Outer Peace", "repeat Fading"])
    func namesMakePlayRequests(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(utterance).request.intent != nil)
    }
  }
}
