import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// A statement of taste told to the assistant to keep (`EnglishParser+TasteMemo`): the lead is
  /// set aside and the rest read as any statement of taste; a memo that holds no taste is read as
  /// it was (a reminder, a note). Written for this table; none is a corpus sentence.
  struct TasteMemoTests {
    typealias Case = AffinitySpeechTests.Case

    static let cases: [Case] = [
      Case(utterance: "remember that I love Khalid", affinity: .like, field: .name("Khalid")),
      Case(utterance: "please remember I really enjoy bluegrass", affinity: .like, field: .genre("bluegrass")),
      Case(utterance: "make a note: I like reggae", affinity: .like, field: .genre("reggae")),
      Case(utterance: "for the record, I can't stand this song", affinity: .dislike, field: .playing),
      Case(utterance: "just so you know, we don't like country", affinity: .dislike, field: .genre("country")),
      Case(utterance: "I want you to know that I hate techno", affinity: .dislike, field: .genre("techno")),
      Case(utterance: "note that this song is great", affinity: .like, field: .playing),
      Case(utterance: "keep in mind that polka is not for me", affinity: .dislike, field: .genre("polka")),
      Case(utterance: "don't forget I'm a huge fan of hip hop", affinity: .like, field: .genre("hip hop")),
      Case(utterance: "remember this, I love the song playing now", affinity: .like, field: .playing),
    ]

    @Test(arguments: cases)
    func readsTheTasteBehindTheMemo(_ c: Case) throws {
      try AffinitySpeechTests().readsTheAffinity(c)
    }

    /// Every lead says one of the reader's trigger words (the gate opens it).
    @Test func everyLeadSaysAKeyWord() {
      for lead in EnglishLexicon.TasteMemo.leads {
        #expect(lead.split(separator: " ").contains { EnglishLexicon.TasteMemo.keyWords.contains(String($0)) }, "\(lead)")
      }
    }

    /// A memo with no taste in it stays what it was: never an affinity.
    @Test(arguments: [
      "remember to call Mom", "make a note to buy milk", "remember that the meeting is at noon",
      "note that I will be late", "keep in mind that I'm allergic to nuts", "for the record, I was right",
    ])
    func aMemoWithoutTasteIsNoAffinity(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      if case .intent(.updateMediaAffinity) = simulator.parser.parse(utterance).request.body {
        Issue.record("“\(utterance)” read as an affinity")
      }
    }
  }
}
