import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Ways people phrase add requests (issue 15, SNIPS AddToPlaylist): a word for a list entry
  /// before the item, words around the destination's name that are not the name, run-together
  /// and clipped words, and capitals that say where names are. Invented sentences; built-in
  /// ControlAudio catalog, no vocabulary.
  struct AddPhrasingTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaRequest
      var testDescription: String { "“\(utterance)”" }
    }

    static func add(_ search: MediaSearch, to playlist: String = "Sunday Drive") -> MediaRequest {
      MediaRequest(.intent(.add(AddMediaIntent(mediaSearch: search, mediaDestination: .playlist(playlist)))))
    }
    static func name(_ name: String, _ type: MediaItemType = .unknown) -> MediaSearch { MediaSearch(mediaType: type, mediaName: name) }
    static func artist(_ name: String, _ type: MediaItemType = .unknown) -> MediaSearch { MediaSearch(mediaType: type, artistName: name) }

    static let itemLeads: [Case] = [
      // "the entity X", "an entry for X": the lead says a name follows.
      Case(utterance: "add the entity Lanterns at Dusk to my Sunday Drive playlist", expected: add(name("Lanterns at Dusk"))),
      Case(utterance: "add entity quiet harbour to my Sunday Drive playlist", expected: add(name("quiet harbour"))),
      Case(utterance: "add an entry for the long way round in my Sunday Drive playlist", expected: add(name("the long way round"))),
      Case(utterance: "add a new entry for paper boats to my Sunday Drive playlist", expected: add(name("paper boats"))),
    ]

    static let destinationWords: [Case] = [
      // A relative clause before the naming verb.
      Case(utterance: "add Quiet Harbour to the playlist that is called, Sunday Drive", expected: add(name("Quiet Harbour"))),
      Case(utterance: "add Quiet Harbour to my list which is named Sunday Drive", expected: add(name("Quiet Harbour"))),
      Case(utterance: "add Quiet Harbour to the playlist that's titled Sunday Drive", expected: add(name("Quiet Harbour"))),
      // "current" after the owner; "he" heard for "the".
      Case(utterance: "add Quiet Harbour to my current Sunday Drive playlist", expected: add(name("Quiet Harbour"))),
      Case(utterance: "add quiet harbour to he Sunday Drive playlist", expected: add(name("quiet harbour"))),
      // (Not a pronoun that opens a name with no playlist word.)
      Case(utterance: "add quiet harbour to he is risen", expected: add(name("quiet harbour"), to: "he is risen")),
      // The destination first, then a generic head with its source.
      Case(utterance: "add to my Sunday Drive list the music of Mara Quill", expected: add(artist("Mara Quill"))),
      Case(utterance: "add to my Sunday Drive playlist the songs by Mara Quill", expected: add(artist("Mara Quill"))),
    ]

    static let runTogether: [Case] = [
      Case(utterance: "add Quiet Harbour tomy Sunday Drive playlist", expected: add(name("Quiet Harbour"))),
      Case(utterance: "put Quiet Harbour inmy Sunday Drive playlist", expected: add(name("Quiet Harbour"))),
      // "add" heard as "a".
      Case(utterance: "A Mara Quill to the Sunday Drive playlist", expected: add(name("Mara Quill"))),
    ]

    static let capitals: [Case] = [
      // A whole item in title case keeps its sort, kind and piece words.
      Case(utterance: "add Our Favorite Evenings to my Sunday Drive playlist", expected: add(name("Our Favorite Evenings"))),
      Case(utterance: "put Book of Tides on my Sunday Drive playlist", expected: add(name("Book of Tides"))),
      Case(utterance: "add Opus de Lune to my Sunday Drive playlist", expected: add(name("Opus de Lune"))),
      Case(utterance: "add Lost in the Show to my Sunday Drive playlist", expected: add(name("Lost in the Show"))),
      // (In lowercase the words are read as usual.)
      Case(utterance: "add our favorite evenings to my Sunday Drive playlist", expected: add(name("evenings"))),
      // A lowercase piece kind between two capitalised names: artist, kind, title.
      Case(utterance: "add the Mara Quill tune Quiet Harbour to my Sunday Drive playlist",
        expected: add(MediaSearch(mediaType: .song, mediaName: "Quiet Harbour", artistName: "Mara Quill"))),
      Case(utterance: "add the Mara Quill single Quiet Harbour to my Sunday Drive playlist",
        expected: add(MediaSearch(mediaType: .song, mediaName: "Quiet Harbour", artistName: "Mara Quill"))),
      Case(utterance: "add the Mara Quill record Quiet Harbour to my Sunday Drive playlist",
        expected: add(MediaSearch(mediaType: .album, mediaName: "Quiet Harbour", artistName: "Mara Quill"))),
    ]

    @Test(arguments: itemLeads + destinationWords + runTogether + capitals)
    func parses(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request == c.expected)
    }

    /// "A" opens other sentences too: without a destination a playlist word ends, no add.
    @Test(arguments: ["A priest walks into a bar", "a song to sing in the car"])
    func articleFirstWithoutPlaylistIsNoAdd(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      if case .intent(.add) = simulator.parser.parse(utterance).request.body { Issue.record("read as an add request") }
    }
  }
}
