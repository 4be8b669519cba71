import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Behaviours §6: a vocabulary hit keeps a phrase whole and sets its type; without it the same
  /// words are split into what the lexicons know.
  struct VocabularyEffectTests {
    static let utterance = "Put on some '70s punk classics"

    @Test func withoutVocabularyTheWordsAreSplit() throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let search = simulator.parser.parse(Self.utterance).request.intent?.mediaSearch
      #expect(search == MediaSearch(mediaName: "classics", genreNames: ["punk"], releaseDate: .years(1970, through: 1979)))
    }

    @Test(arguments: ["Catalogs/ControlAudio.vocabulary.json", "Catalogs/AppIntentVocabulary.plist"])
    func withVocabularyThePlaylistStaysWhole(_ file: String) throws {
      let simulator = try ParsingFixtures.withVocabulary(file)
      let result = simulator.parser.parse(Self.utterance)
      #expect(result.request.intent?.mediaSearch == MediaSearch(mediaType: .playlist, mediaName: "70s punk classics"))
      #expect(result.trace.steps.contains { $0.source == "vocabulary:mediaPlaylistTitle" })
    }

    /// A vocabulary title inside a longer name does not cut the name down to it: a name's word
    /// on either side ("vibes", "Family") means another playlist; kind, sort, owner and
    /// set-aside words around it do not (the built-in vocabulary knows "Road Trip").
    @Test(arguments: [
      ("play my road trip vibes playlist", MediaSearch(mediaType: .playlist, mediaName: "road trip vibes")),
      ("put on the Family Road Trip playlist", MediaSearch(mediaType: .playlist, mediaName: "Family Road Trip")),
      ("play my road trip playlist", MediaSearch(mediaType: .playlist, mediaName: "Road Trip")),
      ("play my favorite road trip mix", MediaSearch(mediaType: .playlist, mediaName: "Road Trip")),
      ("play road trip songs", MediaSearch(mediaType: .playlist, mediaName: "Road Trip")),
    ])
    func aVocabularyTitleInsideALongerName(_ utterance: String, _ expected: MediaSearch) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(utterance).request.intent?.mediaSearch == expected)
    }

    /// Catalog names only keep a phrase whole; they never set a type (only vocabulary does).
    @Test func catalogTitlesDoNotSetAType() throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let search = simulator.parser.parse("play Outer Peace").request.intent?.mediaSearch
      #expect(search == MediaSearch(mediaName: "Outer Peace"))
    }

    /// The vocabulary's sort and type words around a hit still count.
    @Test func wordsAroundAVocabularyHitStillCount() throws {
      let simulator = try ParsingFixtures.App.myApp.simulator()
      let search = simulator.parser.parse("play the latest episode of Stuff You Should Know").request.intent?.mediaSearch
      #expect(search?.sortOrder == .newest)
      #expect(search?.mediaType == .podcastEpisode)
    }
  }
}
