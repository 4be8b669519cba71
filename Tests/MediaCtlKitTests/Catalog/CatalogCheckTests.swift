import Foundation
import Testing

@testable import MediaCtlKit

/// `catalog check` and catalog loading: one located error per problem, in file order.
struct CatalogCheckTests {
  func check(fixture name: String) throws -> (Catalog?, [String]) {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture(name))))
    let (catalog, problems) = try CatalogDecoder.check(bytes: bytes, file: TestPaths.relativeFixture(name))
    return (catalog, problems.map(\.description))
  }

  func check(json: String) throws -> [String] {
    try CatalogDecoder.check(bytes: Array(json.utf8), file: "c.json").1.map(\.description)
  }

  @Test(arguments: ["ControlAudio.json", "MyApp.json"])
  func sampleCatalogsHaveNoProblems(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: TestPaths.catalog(name))))
    let (catalog, problems) = try CatalogDecoder.check(bytes: bytes, file: name)
    #expect(problems.map(\.description) == [])
    #expect(catalog != nil)
  }

  @Test func sampleCatalogsHaveTheRequiredSize() {
    // Issue 2: at least 300 plausible items in ControlAudio.
    #expect(SampleCatalogs.controlAudio.items.count >= 300)
    #expect(SampleCatalogs.controlAudio.app.name == "ControlAudio")
    #expect(SampleCatalogs.controlAudio.app.displayName == "Control Audio")
    #expect(SampleCatalogs.myApp.app.name == "MyApp")
  }

  @Test func duplicateIdentifierIsOneLocatedError() throws {
    let (_, problems) = try check(fixture: "catalog-duplicate-id.json")
    #expect(
      problems == [
        "Tests/MediaCtlKitTests/Fixtures/catalog-duplicate-id.json:6:5: error: duplicate identifier 'song-a' at 'items[1]' (first used at 'items[0]')"
      ])
  }

  @Test func danglingReferenceIsLocatedAtTheValue() throws {
    let (_, problems) = try check(fixture: "catalog-dangling-album.json")
    #expect(
      problems == [
        "Tests/MediaCtlKitTests/Fixtures/catalog-dangling-album.json:5:70: error: 'items[0].album' names 'album-missing', which is not an item"
      ])
  }

  @Test func loadingStopsAtTheFirstProblemWithExitStatus65() throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("catalog-duplicate-id.json"))))
    #expect(throws: Diagnostic.self) { try CatalogDecoder.load(bytes: bytes, file: "c.json") }
    do {
      _ = try CatalogDecoder.load(bytes: bytes, file: "c.json")
    } catch {
      #expect(error.exitStatus == .dataError)
      #expect(error.description.hasPrefix("c.json:6:5: error: duplicate identifier 'song-a'"))
    }
  }

  @Test func checkListsEveryProblemInFileOrder() throws {
    let (_, problems) = try check(fixture: "catalog-several-problems.json")
    let file = "Tests/MediaCtlKitTests/Fixtures/catalog-several-problems.json"
    #expect(problems.count == 6)
    #expect(problems.first == "\(file):6:5: error: duplicate identifier 'song-a' at 'items[1]' (first used at 'items[0]')")
    #expect(problems.dropFirst().first?.hasPrefix("\(file):7:39: error: unknown type 'sng' at 'items[2].type'; did you mean 'song'?") == true)
    #expect(problems.dropFirst(2).first == "\(file):8:56: error: 'items[3].title' must not be empty")
    #expect(problems.dropFirst(3).first == "\(file):9:61: error: unknown key 'items[4].albun'; did you mean 'album'?")
    #expect(problems.last?.hasPrefix("\(file):12:15: error: 'library[0]' names 'song-z', which is not an item; did you mean 'song-a'?") == true)
    // The dangling album sits on line 10 in items[5]; the path must name that item.
    #expect(problems.dropFirst(4).first == "\(file):10:70: error: 'items[5].album' names 'album-x', which is not an item")
  }

  struct InlineCase: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let tinyApp = #""app": {"name": "Tiny", "supportedMediaCategories": ["music"]}"#

  @Test(arguments: [
    InlineCase(
      name: "missing items", json: #"{\#(tinyApp)}"#, expected: ["c.json:1:1: error: missing key 'items'"]),
    InlineCase(
      name: "missing app", json: #"{"items": []}"#, expected: ["c.json:1:1: error: missing key 'app'"]),
    InlineCase(
      name: "unknown app key", json: #"{"app": {"name": "T", "supportedMediaCategories": ["music"], "displayNme": "x"}, "items": []}"#,
      expected: ["c.json:1:62: error: unknown key 'app.displayNme'; did you mean 'displayName'?"]),
    InlineCase(
      name: "unknown top-level key", json: #"{\#(tinyApp), "items": [], "libary": []}"#,
      expected: ["c.json:1:79: error: unknown key 'libary'; did you mean 'library'?"]),
    InlineCase(
      name: "queue names a missing item", json: #"{\#(tinyApp), "items": [], "queue": {"nowPlaying": "song-x"}}"#,
      expected: ["c.json:1:103: error: 'queue.nowPlaying' names 'song-x', which is not an item"]),
    InlineCase(
      name: "episode's show is not a show",
      json:
        #"{\#(tinyApp), "items": [{"identifier": "s", "type": "song", "title": "S"}, {"identifier": "e", "type": "podcastEpisode", "title": "E", "show": "s"}]}"#,
      expected: [
        "c.json:1:195: error: 'items[1].show' names 's', a song; expected podcastPlaylist or podcastShow or podcastStation"
      ]),
    InlineCase(
      name: "bad release date",
      json: #"{\#(tinyApp), "items": [{"identifier": "s", "type": "song", "title": "S", "releaseDate": "1970s"}]}"#,
      expected: ["c.json:1:141: error: 'items[0].releaseDate' must be YYYY, YYYY-MM or YYYY-MM-DD, found '1970s'"]),
    InlineCase(
      name: "blank identifier", json: #"{\#(tinyApp), "items": [{"identifier": " ", "type": "song", "title": "S"}]}"#,
      expected: ["c.json:1:91: error: 'items[0].identifier' must not be empty"]),
  ])
  func structuralProblemsAreLocated(_ c: InlineCase) throws {
    #expect(try check(json: c.json) == c.expected)
  }

  @Test func validFixtureChecksClean() throws {
    let (catalog, problems) = try check(fixture: "catalog-tiny-valid.json")
    #expect(problems == [])
    #expect(catalog?.items.map(\.identifier) == ["album-x", "song-a"])
    #expect(catalog?.app.displayName == "Tiny Tunes")
    #expect(catalog?.queue.nowPlaying == "song-a")
  }
}

/// The default catalog is compiled into the binary; it must stay the same as the file.
struct DefaultCatalogTests {
  @Test func embeddedTextEqualsCatalogsControlAudioJSON() throws {
    let file = try TestPaths.read(TestPaths.catalog("ControlAudio.json"))
    let embedded = DefaultCatalog.text
    #expect(embedded == file || embedded + "\n" == file || embedded == file + "\n")
  }

  @Test func embeddedCatalogLoadsLikeTheFile() throws {
    let builtIn = try DefaultCatalog.load()
    #expect(builtIn.items == SampleCatalogs.controlAudio.items)
    #expect(builtIn.library == SampleCatalogs.controlAudio.library)
    #expect(builtIn.queue == SampleCatalogs.controlAudio.queue)
    #expect(builtIn.app.name == "ControlAudio")
  }
}
