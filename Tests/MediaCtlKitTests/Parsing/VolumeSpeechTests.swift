import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// The speaker's volume asked for in everyday words (Siri sets it; nothing reaches the app):
  /// read by shape (`EnglishParser+VolumeSpeech`). Written for this table; none is a corpus sentence.
  struct VolumeSpeechTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest.Body
      var testDescription: String { "“\(utterance)”" }
    }

    static let volume = MediaRequest.Body.system(.volume)

    static let cases: [Case] = [
      // A voice verb and a direction.
      Case(utterance: "speak louder", expected: volume),
      // A small step said as an amount.
      Case(utterance: "turn it up a notch", expected: volume),
      Case(utterance: "turn the sound down a tad", expected: volume),
      Case(utterance: "turn the music up a touch please", expected: volume),
      Case(utterance: "turn it down a smidge", expected: volume),
      Case(utterance: "turn the speakers down slightly", expected: volume),
      Case(utterance: "could you talk a bit more quietly", expected: volume),
      Case(utterance: "please speak up", expected: volume),
      Case(utterance: "sing as loud as you can", expected: volume),
      // Not hearing.
      Case(utterance: "I can't hear it", expected: volume),
      Case(utterance: "we cannot hear the radio at all", expected: volume),
      Case(utterance: "i am unable to hear you", expected: volume),
      // Loudness judged.
      Case(utterance: "too loud", expected: volume),
      Case(utterance: "the music is way too quiet", expected: volume),
      Case(utterance: "that's much too loud for me", expected: volume),
      Case(utterance: "it's a little too soft, can you turn it up", expected: volume),
      // Sound switched, or a verb with its own direction.
      Case(utterance: "sound off", expected: volume),
      Case(utterance: "turn the speakers off please", expected: volume),
      Case(utterance: "audio on", expected: volume),
      Case(utterance: "lower the speaker", expected: volume),
      Case(utterance: "boost the sound", expected: volume),
      // Muting, as a state and for a while.
      Case(utterance: "mute", expected: volume),
      Case(utterance: "unmute", expected: volume),
      Case(utterance: "go silent for twenty minutes", expected: volume),
      Case(utterance: "switch to silent mode", expected: volume),
      Case(utterance: "be silent until the morning", expected: volume),
      // Silence asked of the assistant (a mute), with a lead, a tail or how long.
      Case(utterance: "stop talking for a few minutes", expected: volume),
      Case(utterance: "please don't say anything until the call is over", expected: volume),
      Case(utterance: "could you not answer right now", expected: volume),
      Case(utterance: "I need you to stop responding", expected: volume),
      Case(utterance: "no chatting please", expected: volume),
      Case(utterance: "shut up now", expected: volume),
      Case(utterance: "we don't want any noise", expected: volume),
      Case(utterance: "keep quite for a bit", expected: volume),
      Case(utterance: "would you put the audio on mute", expected: volume),
      Case(utterance: "be very quiet while the kids nap", expected: volume),
      Case(utterance: "go to sleep for now", expected: volume),
      Case(utterance: "hush", expected: volume),
      // The assistant's name at either edge.
      Case(utterance: "hush PDA", expected: volume),
      Case(utterance: "hey echo, stay silent", expected: volume),
      // Voice verbs that say their own direction.
      Case(utterance: "can you shout the reply", expected: volume),
      Case(utterance: "whisper it to me", expected: volume),
      // "volume" as it is often typed, and a direction with "higher"/"lower".
      Case(utterance: "raise the volumne", expected: volume),
      Case(utterance: "valume down please", expected: volume),
      Case(utterance: "turn the speaker lower", expected: volume),
      Case(utterance: "turn your voice higher", expected: volume),
      // The sound itself judged, and a request after it without a comma.
      Case(utterance: "the sound is low", expected: volume),
      Case(utterance: "speakers are quiet could you fix that", expected: volume),
      // A verb with its own direction on "it"; "quiet down"; "no more" before a voice verb.
      Case(utterance: "could you reduce it a little", expected: volume),
      Case(utterance: "quiet down now", expected: volume),
      Case(utterance: "no more chatting", expected: volume),
      Case(utterance: "it's way too loud in here", expected: volume),
      Case(utterance: "please stop that noise", expected: volume),
      // A sound thing set to a level, or switched to a direction.
      Case(utterance: "adjust the speaker to a quieter setting", expected: volume),
      Case(utterance: "set the sound a notch lower", expected: volume),
      Case(utterance: "I'd like the audio switched up high", expected: volume),
      // The words "volume", "quieter" and a direction alone.
      Case(utterance: "quieter please", expected: volume),
      Case(utterance: "turn it up", expected: volume),
      Case(utterance: "volume to 5", expected: volume),
      Case(utterance: "up", expected: volume),
      Case(utterance: "louder", expected: volume),
    ]

    @Test(arguments: cases)
    func readsTheVolumeRequest(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request.body == c.expected)
    }

    /// The reader's trigger words hold a word of every silence head, or the gate would close on it.
    @Test func everySilenceHeadHasATriggerWord() {
      for head in EnglishLexicon.VolumeSpeech.silenceHeads {
        #expect(head.split(separator: " ").contains { EnglishLexicon.VolumeSpeech.silenceTriggers.contains(String($0)) }, "\(head)")
      }
    }

    /// Words about loudness or hearing that ask for something else stay what they are.
    @Test(arguments: [
      "play Too Loud", "play something loud", "I want to hear some jazz", "I don't want to hear this song again",
      "play the album Silence", "play some quiet music", "quiet music please", "stop talking about the weather",
      "don't talk to me like that", "I need sleep", "set a sleep timer", "I'm quite sure", "the music is soft", "adjust the speakers to face the sofa", "drop it like it's hot",
    ])
    func otherRequestsAreNoVolume(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(utterance).request.body != Self.volume)
    }
  }
}
