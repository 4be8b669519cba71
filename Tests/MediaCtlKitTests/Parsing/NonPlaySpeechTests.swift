import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Speech that is not a play request, each family with rows that must stay what they are:
  /// how-to questions (`+HelpQuestions`), a listening verb on another domain's thing
  /// (`+DomainObjects`), the order asked for instead of shuffle (`+ModeSettings`), a wish
  /// before a command (`+Address`), thanks said with "appreciate" (`+Thanks`), what plays
  /// turned off, and a suggestion of something to play. Written for this table; none is a
  /// corpus sentence.
  struct NonPlaySpeechTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var body: MediaRequest.Body
      var testDescription: String { "“\(utterance)” → \(body)" }
    }

    static let helpQuestions: [Case] = [
      Case(utterance: "how do I shuffle my songs", body: .system(.other)),
      Case(utterance: "how to loop a track", body: .system(.other)),
      Case(utterance: "how can we make a new playlist", body: .system(.other)),
      Case(utterance: "how would you skip a song", body: .system(.other)),
      Case(utterance: "how should I turn the volume down", body: .system(.other)),
      Case(utterance: "how does one rate an album", body: .system(.other)),
      Case(utterance: "how do I fix a flat tyre", body: .notMedia(NotMediaRequest(domain: .question))),
      Case(utterance: "how can I cook rice", body: .notMedia(NotMediaRequest(domain: .food))),
    ]

    static let domainThings: [Case] = [
      Case(utterance: "read me my lists", body: .notMedia(NotMediaRequest(domain: .lists))),
      Case(utterance: "read out my notes from this morning", body: .notMedia(NotMediaRequest(domain: .lists))),
      Case(utterance: "read me my new emails", body: .notMedia(NotMediaRequest(domain: .email))),
      Case(utterance: "can you read me the latest texts", body: .notMedia(NotMediaRequest(domain: .message))),
      Case(utterance: "play back the last message", body: .notMedia(NotMediaRequest(domain: .message))),
      Case(utterance: "play my voicemails", body: .notMedia(NotMediaRequest(domain: .call))),
      Case(utterance: "play the message from Priya", body: .notMedia(NotMediaRequest(domain: .message))),
      Case(utterance: "play the alarm", body: .notMedia(NotMediaRequest(domain: .alarm))),
      Case(utterance: "shuffle the lamp colours", body: .notMedia(NotMediaRequest(domain: .homeControl))),
      Case(utterance: "what's playing at the Odeon tonight", body: .notMedia(NotMediaRequest(domain: .events))),
      Case(utterance: "which films are showing at Cinema City", body: .notMedia(NotMediaRequest(domain: .events))),
      Case(utterance: "what is on at the Rex this weekend", body: .notMedia(NotMediaRequest(domain: .events))),
      Case(utterance: "cancel my wake-up calls for next week", body: .notMedia(NotMediaRequest(domain: .alarm))),
    ]

    static let commands: [Case] = [
      Case(utterance: "play in order", body: .command(.changeShuffleModeCommand(shuffleType: .off))),
      Case(utterance: "play the tracks in order", body: .command(.changeShuffleModeCommand(shuffleType: .off))),
      Case(utterance: "play the playlist in its original order", body: .command(.changeShuffleModeCommand(shuffleType: .off))),
      Case(utterance: "play sequentially", body: .command(.changeShuffleModeCommand(shuffleType: .off))),
      Case(utterance: "I want you stop", body: .command(.pauseCommand)),
      Case(utterance: "we need you just pause it", body: .command(.pauseCommand)),
      Case(utterance: "Max, I'd like you stop", body: .command(.pauseCommand)),
      Case(utterance: "turn it off", body: .command(.pauseCommand)),
      Case(utterance: "shut that off please", body: .command(.pauseCommand)),
      Case(utterance: "switch it off", body: .command(.pauseCommand)),
    ]

    static let thanks: [Case] = [
      Case(utterance: "I appreciate it, that's great", body: .notMedia(NotMediaRequest(domain: .conversation))),
      Case(utterance: "I really appreciate your help", body: .notMedia(NotMediaRequest(domain: .conversation))),
      Case(utterance: "we appreciate it so much, amazing work", body: .notMedia(NotMediaRequest(domain: .conversation))),
      Case(utterance: "much appreciated", body: .notMedia(NotMediaRequest(domain: .conversation))),
    ]

    static let toldOrLouder: [Case] = [
      Case(utterance: "tell me a good playlist", body: .system(.other)),
      Case(utterance: "tell us something about this band", body: .system(.other)),
      Case(utterance: "tell me my favourite songs", body: .system(.other)),
      Case(utterance: "tell me a riddle", body: .notMedia(NotMediaRequest(domain: .joke))),
      Case(utterance: "recommend artists like Khalid", body: .system(.other)),
      Case(utterance: "suggest me some bands similar to this one", body: .system(.other)),
      Case(utterance: "what playlist is on shuffle", body: .system(.other)),
      Case(utterance: "get the music lower", body: .system(.volume)),
      Case(utterance: "the sound a little softer please", body: .system(.volume)),
      Case(utterance: "tirn the speaker louder", body: .system(.volume)),
      Case(utterance: "make it much quieter", body: .system(.volume)),
      Case(utterance: "hold for the next hour", body: .command(.pauseCommand)),
      Case(utterance: "pause for the next twenty minutes", body: .command(.pauseCommand)),
    ]

    @Test(arguments: helpQuestions + domainThings + commands + thanks + toldOrLouder)
    func readsTheRequest(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request.body == c.body)
    }

    /// The same shapes with something to listen to, or a name, stay media requests.
    @Test(arguments: [
      "how about some jazz", "how about you play my road trip playlist", "what about something relaxing",
      "read me a book", "read me the next chapter", "read me the notes of this album", "play Message in a Bottle",
      "play my list", "shuffle my playlist", "play my jazz playlist in order", "I want you back", "I appreciate this song",
      "I appreciate jazz", "play the news",
    ])
    func staysAMediaRequest(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let body = simulator.parser.parse(utterance).request.body
      switch body {
      case .notMedia, .system: Issue.record("“\(utterance)” → \(body)")
      default: break
      }
    }

    /// A transport word inside a longer sentence, or "like" after "would", is an ordinary word:
    /// with no other cue the sentence is not about listening.
    @Test(arguments: [
      "my landlord never called me back", "let me know when the next ferry leaves", "anything fun on next Saturday",
      "I would like to attend the town fair", "we'd like to visit grandma again soon", "read back what I wrote on my shopping list",
    ])
    func anOrdinaryWordIsNoCue(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let body = simulator.parser.parse(utterance).request.body
      guard case .notMedia = body else {
        Issue.record("“\(utterance)” → \(body)")
        return
      }
    }

    /// The same words said as the request stay media requests.
    @Test(arguments: ["next", "go back again", "the next one please", "stop it now", "again please", "I would like some jazz", "I'd love some Khalid", "previous", "continue reading The Weather Diaries", "suggest a song and play it", "what's playing", "what's playing on the radio right now"])
    func aTransportWordSaidAsTheRequestStays(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let body = simulator.parser.parse(utterance).request.body
      if case .notMedia = body { Issue.record("“\(utterance)” read as not media") }
    }

    /// Turning off what is not playing is not a pause: "shut off the lights", a device told to
    /// shut itself off, "the lights, turn off".
    @Test(arguments: ["shut off the lights", "switch off the heater", "please shut off", "LIGHTS turn off", "turn the lamp lower"])
    func turningOffAnotherThingIsNoPause(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let body = simulator.parser.parse(utterance).request.body
      if case .command = body { Issue.record("“\(utterance)” → \(body)") }
    }
  }
}
