import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Questions that browse for a station or a show to tune into (`EnglishParser+BrowseQuestions`):
  /// the noun phrase after the question word is what to play. Questions about songs and albums,
  /// and anything else said after the question word, stay questions. Written for this table.
  struct BrowseQuestionTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var type: MediaItemType
      var sort: MediaSortOrder = .unknown
      var genre: String?
      var testDescription: String { "“\(utterance)”" }
    }

    static let cases: [Case] = [
      Case(utterance: "what are the latest blues stations?", type: .radioStation, sort: .newest, genre: "blues"),
      Case(utterance: "which are the best reggae radio stations", type: .radioStation, sort: .best, genre: "reggae"),
      Case(utterance: "what's the most popular podcast right now", type: .podcastShow, sort: .popular),
      Case(utterance: "what are our most listened podcasts", type: .podcastShow),
      Case(utterance: "which is my highest rated podcast", type: .podcastShow, sort: .best),
      Case(utterance: "what are some good folk stations this evening", type: .radioStation, genre: "folk"),
      Case(utterance: "what are the trending podcasts today", type: .podcastShow, sort: .trending),
    ]

    @Test(arguments: cases)
    func browsingPlaysTheKind(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let play = try #require(simulator.parser.parse(c.utterance).request.play)
      let search = try #require(play.mediaSearch)
      #expect(search.mediaType == c.type)
      if c.sort != .unknown { #expect(search.sortOrder == c.sort) }
      if let genre = c.genre { #expect(search.genreNames == [genre]) }
      #expect(search.mediaName == nil)
    }

    /// Questions about listening, and questions with other words in them, are no requests.
    @Test(arguments: [
      "what is my most played album", "which songs are the most popular", "what TV show is she on",
      "which station does the train leave from", "what is my podcast", "what are the best songs of the year",
    ])
    func otherQuestionsStayQuestions(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(utterance).request.intent == nil)
    }
  }
}
