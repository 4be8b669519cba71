import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Requests that are not about listening by their shape (`EnglishParser+NotMediaShapes`): a
  /// game played together or a sport, an add filed under a date, a list of things or its own
  /// domain, an edit of a library SiriKit cannot ask for. Each family has rows that must stay
  /// media requests, so that the shape is the rule and not one of its words.
  struct NotMediaShapeTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var domain: NotMediaDomain
      var testDescription: String { "“\(utterance)” → \(domain.rawValue)" }
    }

    static let games: [Case] = [
      Case(utterance: "let's play charades", domain: .game),
      Case(utterance: "lets play hide and seek", domain: .game),
      Case(utterance: "let us play a word guessing thing", domain: .game),
      Case(utterance: "can we play twenty questions", domain: .game),
      Case(utterance: "shall we play Pictionary", domain: .game),
      Case(utterance: "do you want to play?", domain: .game),
      Case(utterance: "play golf", domain: .game),
      Case(utterance: "play some tennis with me", domain: .game),
      Case(utterance: "play a round of darts", domain: .game),
      Case(utterance: "play basketball now", domain: .game),
      Case(utterance: "play a racing game", domain: .game),
      Case(utterance: "play my puzzle game", domain: .game),
      Case(utterance: "play the game Lost Kingdom", domain: .game),
      Case(utterance: "play Speed Racer 2 game", domain: .game),
    ]

    static let filedElsewhere: [Case] = [
      Case(utterance: "add dinner with Sam on 3 June at 7pm", domain: .calendar),
      Case(utterance: "add yoga class to Thursday the 12th at 6 pm", domain: .calendar),
      Case(utterance: "add the school fair on May fifth", domain: .calendar),
      Case(utterance: "put parents evening on next Tuesday", domain: .calendar),
      Case(utterance: "add a call with the bank at 9:30am", domain: .calendar),
      Case(utterance: "add picnic with the cousins next week", domain: .calendar),
      Case(utterance: "add Tom to my list of guests", domain: .lists),
      Case(utterance: "put the tent on my list of things to pack", domain: .lists),
      Case(utterance: "add batteries to the packing list", domain: .lists),
      Case(utterance: "add a new item", domain: .lists),
      Case(utterance: "add the dentist appointment to my week", domain: .calendar),
      Case(utterance: "add this email to the project folder", domain: .email),
      Case(utterance: "put my holiday photo on instagram", domain: .message),
      Case(utterance: "put the fan heater on", domain: .homeControl),
      Case(utterance: "could you put the porch lights on", domain: .homeControl),
      Case(utterance: "put in an order for two pizzas from Luigi's", domain: .shopping),
      Case(utterance: "place an order at the noodle bar", domain: .shopping),
      Case(utterance: "I'd like a latte please", domain: .food),
      Case(utterance: "add Jo's number to my address book", domain: .call),
    ]

    static let edits: [Case] = [
      Case(utterance: "delete my old workout playlist", domain: .other),
      Case(utterance: "remove the last song I added", domain: .other),
      Case(utterance: "erase everything in my library", domain: .other),
      Case(utterance: "clear my listening history", domain: .other),
      Case(utterance: "delete the alarm for tomorrow", domain: .alarm),
      Case(utterance: "create a list of gifts to buy", domain: .lists),
      Case(utterance: "make a new list for the trip", domain: .lists),
      Case(utterance: "let's play space explorers", domain: .game),
    ]

    @Test(arguments: games + filedElsewhere + edits)
    func isNotAMediaRequest(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request.body == .notMedia(NotMediaRequest(domain: c.domain)))
    }

    /// The same shapes with something to listen to stay media requests: a media word, a genre,
    /// a decade, a name the catalog knows, a broadcast of a game, a playlist named "… list".
    @Test(arguments: [
      "let's play some jazz", "let's play my running playlist", "can we play something from the eighties",
      "let's play Khalid", "play the Lakers game", "play the college football game on the radio",
      "play the song Games by Disturbed", "play the album Golf", "add this song to my road trip list",
      "add Khalid to my list", "add Mara Quill to my chill list", "add Mara Quill to Sunday Drive",
      "add Blue Monday to my dance playlist", "add Tonight Tonight to my late list", "add this album to my library",
      "play golf podcasts", "listen to the cricket on the radio", "let's play some space rock", "let's play chill music",
      "make a playlist of upbeat songs and play it", "create a theme station with funk records", "put some disco on",
      "add Pizza Party to my Sunday Drive playlist",
    ])
    func staysAMediaRequest(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let body = simulator.parser.parse(utterance).request.body
      if case .notMedia = body { Issue.record("“\(utterance)” read as not media") }
    }
  }
}
