import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Questions about what plays and about music, read by their parts (`EnglishParser+MusicQuestions`):
  /// asked of what plays, a now-playing question; a detail or a name asked about, Siri's own
  /// answer (`systemRequest: other`); never a play request. Written for this table.
  struct MusicQuestionTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest.Body
      var testDescription: String { "“\(utterance)”" }
    }

    static let siri = MediaRequest.Body.system(.other)

    static let cases: [Case] = [
      // The artist of what plays.
      Case(utterance: "who sings this", expected: .question(.artist)),
      Case(utterance: "tell me the artist of this song", expected: .question(.artist)),
      Case(utterance: "can you tell me the name of the band playing", expected: .question(.artist)),
      Case(utterance: "name the performer", expected: .question(.artist)),
      Case(utterance: "this track is sung by whom?", expected: .question(.artist)),
      Case(utterance: "whose tune is this", expected: .question(.artist)),
      Case(utterance: "do you know who the singer is", expected: .question(.artist)),
      // The title.
      Case(utterance: "what's this song called", expected: .question(.title)),
      Case(utterance: "what is the current track called?", expected: .question(.title)),
      Case(utterance: "give me the title of this tune", expected: .question(.title)),
      Case(utterance: "tell me the song that's on right now", expected: .question(.title)),
      // Asked to listen to what plays: recognise it.
      Case(utterance: "listen to this track", expected: .question(.title)),
      Case(utterance: "can you listen to this tune", expected: .question(.title)),
      Case(utterance: "could you listen to that song", expected: .question(.title)),
      Case(utterance: "listen to this music", expected: .question(.title)),
      Case(utterance: "would you listen to that track", expected: .question(.title)),
      // The album.
      Case(utterance: "what album is this from", expected: .question(.album)),
      Case(utterance: "which record is this track on", expected: .question(.album)),
      // How long.
      Case(utterance: "how long is this song", expected: .question(.duration)),
      Case(utterance: "what's the length of this track", expected: .question(.duration)),
      // Details and names: Siri answers them itself.
      Case(utterance: "what genre is this", expected: siri),
      Case(utterance: "when was this song released", expected: siri),
      Case(utterance: "who sings Purple Rain", expected: siri),
      Case(utterance: "what kind of music is in my library", expected: siri),
      Case(utterance: "is this song by Prince", expected: siri),
      Case(utterance: "what is my most played album", expected: siri),
      // Advice asked for, as a question or a noun: Siri answers (as "recommend me a song").
      Case(utterance: "what should we listen to tonight", expected: siri),
      Case(utterance: "what album could I hear now", expected: siri),
      Case(utterance: "got any podcast recommendations", expected: siri),
      // One's own listening asked about: the verb is asked about, not asked for.
      Case(utterance: "which albums do I play the most", expected: siri),
      Case(utterance: "what did we listen to yesterday", expected: siri),
      Case(utterance: "what have I been listening to this week", expected: siri),
      // Details no now-playing key holds, asked with a request to be shown or given.
      Case(utterance: "show me a photo of this band", expected: siri),
      Case(utterance: "give me the title and type of this track", expected: siri),
      Case(utterance: "display info about the singer of this tune", expected: siri),
      Case(utterance: "tell me the biography of the artist", expected: siri),
      Case(utterance: "give me the details of the song Fading", expected: siri),
      Case(utterance: "could you pull up info about this singer", expected: siri),
      Case(utterance: "tell me about this album", expected: siri),
      Case(utterance: "what is this tune about", expected: siri),
    ]

    @Test(arguments: cases)
    func readsTheQuestion(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request.body == c.expected)
    }

    /// Requests that mention an artist or a name and ask to play stay requests.
    @Test(arguments: [
      "play songs by this artist", "play the song called Fading", "play who let the dogs out",
      "show me albums by the artist of this song", "listen to the music", "I want to listen to this song again",
      "listen to this song by Khalid",
    ])
    func requestsStayRequests(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(utterance).request.intent != nil)
    }

    /// "How long is this song" answers from `MPMediaItemPropertyPlaybackDuration`, as a clock reads it.
    @Test func durationIsAnsweredFromNowPlaying() throws {
      let catalog = try DefaultCatalog.load()
      let item = try #require(catalog.items.first { $0.type == .song && $0.duration != nil })
      let info = NowPlayingInfo(item: item, catalog: catalog)
      let answer = try #require(info.value(for: .duration))
      let seconds = Int((item.duration ?? 0).rounded())
      #expect(answer == "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)")
      #expect(NowPlayingQuestion.duration.propertyKey == "MPMediaItemPropertyPlaybackDuration")
    }
  }
}
