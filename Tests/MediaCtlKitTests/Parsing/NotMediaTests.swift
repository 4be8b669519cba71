import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Requests that are not about listening get a frame with no intent and no command; a media
  /// verb or cue keeps a request media ("play" + anything is still one).
  struct NotMediaTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var domain: NotMediaDomain
      var testDescription: String { "“\(utterance)” → \(domain.rawValue)" }
    }

    static let notMedia: [Case] = [
      Case(utterance: "what's the weather", domain: .weather),
      // A television channel carrying a domain is television, not a station's content.
      Case(utterance: "find a tv channel with the news", domain: .news),
      // A device named by its letters is no call sign.
      Case(utterance: "turn on GPS", domain: .other),
      Case(utterance: "is it going to be sunny on Saturday", domain: .weather),
      Case(utterance: "will I need an umbrella later", domain: .weather),
      Case(utterance: "set a timer for 5 minutes", domain: .timer),
      Case(utterance: "cancel my timer", domain: .timer),
      Case(utterance: "wake me up at seven", domain: .alarm),
      Case(utterance: "set an alarm to play music at 7", domain: .alarm),
      Case(utterance: "remind me to call the dentist", domain: .reminder),
      Case(utterance: "remind me to listen to the new podcast tonight", domain: .reminder),
      Case(utterance: "put eggs on my shopping list", domain: .lists),
      Case(utterance: "what's on my calendar this afternoon", domain: .calendar),
      Case(utterance: "move my meeting to four", domain: .calendar),
      Case(utterance: "call mom", domain: .call),
      Case(utterance: "phone the office", domain: .call),
      Case(utterance: "text Anna that I'm running late", domain: .message),
      Case(utterance: "send a message to Chris", domain: .message),
      Case(utterance: "do I have any new emails", domain: .email),
      Case(utterance: "turn off the lights", domain: .homeControl),
      Case(utterance: "dim the bedroom lamp", domain: .homeControl),
      Case(utterance: "set the thermostat to 70", domain: .homeControl),
      Case(utterance: "how's the traffic on my way to work", domain: .navigation),
      Case(utterance: "get me directions to the airport", domain: .navigation),
      Case(utterance: "what are today's headlines", domain: .news),
      Case(utterance: "order more paper towels", domain: .shopping),
      Case(utterance: "find me a recipe for lasagne", domain: .food),
      Case(utterance: "let's play chess", domain: .game),
      Case(utterance: "tell me a joke", domain: .joke),
      Case(utterance: "what's 15 plus 27", domain: .maths),
      Case(utterance: "convert 20 dollars to euros", domain: .maths),
      Case(utterance: "what time is it in Tokyo", domain: .dateTime),
      Case(utterance: "what does ubiquitous mean", domain: .question),
      Case(utterance: "how tall is Mount Everest", domain: .question),
      Case(utterance: "who wrote Pride and Prejudice?", domain: .question),
      Case(utterance: "thank you so much", domain: .conversation),
      Case(utterance: "Hey Siri, that's wrong", domain: .conversation),
    ]

    @Test(arguments: notMedia)
    func isNotAMediaRequest(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request.body == .notMedia(NotMediaRequest(domain: c.domain)))
    }

    /// A media verb or cue makes it a media request, whatever else is said.
    @Test(arguments: [
      "play what's the weather", "play Weather Report", "play the weather channel on the radio", "put on some music",
      "listen to the news podcast", "shuffle my workout playlist", "who sings this song", "what album is this from",
      "turn it up", "mute", "I'm in a meeting, keep the volume quiet", "play the radio", "next", "skip this one",
      "I love this song", "open Spotify", "find songs by Khalid", "Push It", "some jazz",
    ])
    func staysAMediaRequest(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let body = simulator.parser.parse(utterance).request.body
      if case .notMedia = body { Issue.record("“\(utterance)” read as not media") }
    }
  }
}
