import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Likes and dislikes said as judgements of what plays ("that's a good song"): the shape
  /// (subject, linking verb, evaluative word, "not"), not a list of sentences. Written for this
  /// table; none is a corpus sentence.
  struct JudgementTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var affinity: MediaAffinityType?
      var testDescription: String { "“\(utterance)” → \(affinity?.name ?? "no judgement")" }
    }

    static let cases: [Case] = [
      Case(utterance: "that's a good song", affinity: .like),
      Case(utterance: "this track is brilliant", affinity: .like),
      Case(utterance: "this tune was really catchy!", affinity: .like),
      Case(utterance: "this is one of the best songs ever", affinity: .like),
      Case(utterance: "the song you are playing right now is gorgeous", affinity: .like),
      Case(utterance: "the album on now sounds fantastic", affinity: .like),
      Case(utterance: "I'm really enjoying this track", affinity: .like),
      Case(utterance: "i am loving this song", affinity: .like),
      Case(utterance: "wow this record rocks", affinity: .like),
      Case(utterance: "I think this song is wonderful", affinity: .like),
      Case(utterance: "this is my favourite song", affinity: .like),
      Case(utterance: "this song is not good", affinity: .dislike),
      Case(utterance: "that tune is so annoying", affinity: .dislike),
      Case(utterance: "this podcast episode was boring", affinity: .dislike),
      Case(utterance: "the song playing now is terrible", affinity: .dislike),
      Case(utterance: "this band sucks", affinity: .dislike),
      Case(utterance: "I'm hating this song", affinity: .dislike),
      Case(utterance: "this song isn't great", affinity: .dislike),
      Case(utterance: "it's a great song", affinity: .like),
      Case(utterance: "that is great", affinity: .like),
      Case(utterance: "that's a good one, thanks", affinity: nil),
      // A judgement asked to be agreed with says it.
      Case(utterance: "isn't this song gorgeous", affinity: .like),
      Case(utterance: "wasn't that track amazing?", affinity: .like),
      Case(utterance: "isn't this album really soothing", affinity: .like),
      Case(utterance: "isn't the song terrible", affinity: .dislike),
      Case(utterance: "wow isn't this tune catchy", affinity: .like),
      Case(utterance: "isn't it nice outside", affinity: nil),
      Case(utterance: "isn't the weather great", affinity: nil),
      // No judgement: the evaluative word is about something else, or there is none.
      Case(utterance: "that is a good idea", affinity: nil),
      Case(utterance: "it's nice outside", affinity: nil),
      Case(utterance: "it's good", affinity: nil),
      Case(utterance: "this is america", affinity: nil),
      Case(utterance: "the weather is great today", affinity: nil),
      Case(utterance: "play a good song", affinity: nil),
      Case(utterance: "I'm going to the best restaurant", affinity: nil),
    ]

    @Test(arguments: cases)
    func readsTheJudgement(_ c: Case) {
      #expect(Judgement.affinity(Token.tokenize(c.utterance).map(\.text)) == c.affinity)
    }

    /// Through the parser: a judgement is an affinity intent on what plays, never a play
    /// request for a name like "is not good" or a not-media frame.
    /// Small talk with the assistant stays out of the media app: a bare judgement with thanks.
    @Test(arguments: ["that's a good one, thank you", "that is excellent, thanks"])
    func bareJudgementsWithThanksAreNotMedia(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let body = simulator.parser.parse(utterance).request.body
      guard case .notMedia = body else {
        Issue.record("“\(utterance)” → \(body)")
        return
      }
    }

    @Test(arguments: cases.filter { $0.affinity != nil && Judgement.namesMedia(Token.tokenize($0.utterance).map(\.text)) })
    func judgementsAreAffinityIntents(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let body = simulator.parser.parse(c.utterance).request.body
      guard case .intent(.updateMediaAffinity(let intent)) = body else {
        Issue.record("“\(c.utterance)” → \(body)")
        return
      }
      #expect(intent.affinityType == c.affinity)
      #expect(intent.mediaSearch?.reference == .currentlyPlaying)
    }
  }
}
