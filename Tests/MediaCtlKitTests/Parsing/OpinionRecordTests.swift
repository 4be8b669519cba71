import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// A view of media asked to be kept, with no view said (`EnglishParser+OpinionRecords`): an
  /// affinity whose type is unknown, on what plays, the item named or the kind said. Written for
  /// this table; none is a corpus sentence.
  struct OpinionRecordTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var search: Search
      var testDescription: String { "“\(utterance)”" }
    }

    enum Search: Sendable {
      /// What plays, with the kind said.
      case playing(MediaItemType)
      /// A kind of media in general.
      case kind(MediaItemType)
      case name(String)
      /// The app keeps it; no search.
      case none(app: String)
    }

    static let cases: [Case] = [
      Case(utterance: "save my opinion about this track", search: .playing(.song)),
      Case(utterance: "please record my rating on the current song", search: .playing(.song)),
      Case(utterance: "keep the comments I made on this album", search: .playing(.album)),
      Case(utterance: "note what I just said about the song that is playing now", search: .playing(.song)),
      Case(utterance: "store our feedback for this episode", search: .playing(.podcastEpisode)),
      Case(utterance: "log my thoughts regarding the tune being played", search: .playing(.song)),
      Case(utterance: "save the verdict of the whole family on this one", search: .playing(.unknown)),
      Case(utterance: "remember my reaction to this album", search: .playing(.album)),
      Case(utterance: "save this tune and my remarks", search: .playing(.song)),
      Case(utterance: "save my music preferences", search: .kind(.music)),
      Case(utterance: "store my podcast likes and dislikes", search: .kind(.podcastShow)),
      Case(utterance: "record all of my ratings for albums", search: .kind(.album)),
      Case(utterance: "save my opinion of Outer Peace", search: .name("Outer Peace")),
      Case(utterance: "save my ControlAudio preferences", search: .none(app: "ControlAudio")),
      Case(utterance: "rate this song", search: .playing(.song)),
      Case(utterance: "please rate the track that is playing", search: .playing(.song)),
      Case(utterance: "grade the current album", search: .playing(.album)),
    ]

    @Test(arguments: cases)
    func keepsAnUnknownView(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let request = simulator.parser.parse(c.utterance).request
      guard case .intent(.updateMediaAffinity(let intent)) = request.body else {
        Issue.record("“\(c.utterance)” → \(request.body)")
        return
      }
      #expect(intent.affinityType == .unknown)
      let search = intent.mediaSearch
      switch c.search {
      case .playing(let type):
        #expect(search?.reference == .currentlyPlaying)
        #expect(search?.mediaType == type)
      case .kind(let type):
        #expect(search == MediaSearch(mediaType: type))
      case .name(let name): #expect(search?.mediaName == name)
      case .none(let app):
        #expect(search == nil)
        #expect(request.appName == app)
      }
    }

    /// A view that names no media, or a view that is said, is not read here.
    @Test(arguments: [
      "save my preferences", "record my opinion of the meeting", "save my comments on the document",
      "what is your opinion on this", "rate my day", "save this song", "rate this song five stars",
    ])
    func notAnUnknownView(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      if case .intent(.updateMediaAffinity(let intent)) = simulator.parser.parse(utterance).request.body {
        #expect(intent.affinityType != .unknown, "“\(utterance)” read as an unknown view")
      }
    }

    /// Every view phrase, and every rating verb, opens the reader: the gate never skips it.
    @Test func everyViewStartsWithATrigger() {
      for phrase in EnglishLexicon.OpinionRecord.views + Array(EnglishLexicon.OpinionRecord.rateVerbs.words) {
        let keys = Token.tokenize("save my \(phrase) about this song").map(\.key)
        let present = EnglishParser.readerGate.present(keys)
        #expect(EnglishParser.readerGate.opens(.opinionRecord, present: present, firstWord: keys[0]), "\(phrase)")
      }
    }
  }
}
