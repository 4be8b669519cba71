import Foundation
import Testing

@testable import MediaCtlKit

/// Catalogs are read by a direct byte reader (`CatalogItemReader`) and, when it gives up, by
/// the located parser. Both must give the same items, and a bad catalog must still get the
/// located error.
struct CatalogItemReaderTests {
  /// Every field of an item, for comparing items whole (`CatalogItem ==` compares a few).
  static func fields(_ item: CatalogItem) -> String {
    let parts: [String] = [
      item.identifier, item.type.name, item.title, item.artist ?? "∅", item.artistIdentifier ?? "∅", item.album ?? "∅",
      item.items.joined(separator: "|"), item.show ?? "∅", item.genres.joined(separator: "|"),
      item.moods.joined(separator: "|"), item.releaseDate ?? "∅", item.popularity.map { "\($0)" } ?? "∅",
      item.rating.map { "\($0)" } ?? "∅", "\(item.recommended)", "\(item.explicit)", item.duration.map { "\($0)" } ?? "∅",
      item.aliases.joined(separator: "|"), "\(item.requires.subscription)", "\(item.requires.login)",
      item.requires.regions?.joined(separator: "|") ?? "∅", "\(item.downloaded)", "\(item.restricted)",
      item.editable.map { "\($0)" } ?? "∅", item.owner ?? "∅", item.frequency ?? "∅", item.callSign ?? "∅",
      item.language ?? "∅", item.releaseSortKey.map { "\($0)" } ?? "∅",
    ]
    return parts.joined(separator: "¦")
  }

  /// The items the located parser makes of these bytes.
  static func locatedItems(_ bytes: [UInt8]) throws -> [String] {
    let (catalog, problems) = try CatalogDecoder.check(bytes: bytes, file: "c.json")
    #expect(problems.isEmpty)
    return (catalog?.items ?? []).map(fields)
  }

  static func bytes(ofCatalog name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: TestPaths.catalog(name))))
  }

  @Test(arguments: ["ControlAudio.json", "MyApp.json"])
  func theShippedCatalogsReadAsTheLocatedParserReadsThem(_ name: String) throws {
    let bytes = try Self.bytes(ofCatalog: name)
    let read = try #require(CatalogItemReader.read(bytes))
    #expect(read.items.map(Self.fields) == (try Self.locatedItems(bytes)))
    #expect(bytes[read.range.lowerBound] == UInt8(ascii: "["))
    #expect(bytes[read.range.upperBound - 1] == UInt8(ascii: "]"))
  }

  /// A generated catalog large enough to be read in chunks on several cores.
  @Test(arguments: [1, 2, 3, 8])
  func aGeneratedCatalogReadsTheSameOnAnyNumberOfCores(_ workers: Int) throws {
    let bytes = SyntheticCatalog(count: 12_000, seed: 11).json
    let read = try #require(CatalogItemReader.read(bytes, workers: workers))
    #expect(read.items.map(Self.fields) == (try Self.locatedItems(bytes)))
  }

  /// Titles full of the bytes that separate items: a chunk may start inside a string, and the
  /// reader must notice and read the array in one piece.
  @Test func chunksThatStartInsideAStringAreNoticed() throws {
    var json = #"{"app": {"name": "T", "supportedMediaCategories": ["music"]}, "items": ["#
    for i in 0..<30_000 {
      if i > 0 { json += "," }
      json += #"{"identifier": "s\#(i)", "type": "song", "title": "a},{\"x} , {\"identifier\": \"t\#(i)\"", "popularity": 1.5e1}"#
    }
    json += "]}"
    let bytes = Array(json.utf8)
    let read = try #require(CatalogItemReader.read(bytes, workers: 4))
    #expect(read.items.count == 30_000)
    #expect(read.items.map(Self.fields) == (try Self.locatedItems(bytes)))
  }

  /// Every value form the item fields take, escapes, nulls and other numbers included.
  @Test func everyFieldFormReadsAsTheLocatedParserReadsIt() throws {
    let json = #"""
      {"formatVersion": 1, "app": {"name": "T", "supportedMediaCategories": ["music", "podcasts", "radio"]},
       "items": [
        {"identifier": "a1", "type": "artist", "title": "The \"Quoted\" Band \u00e9\ud83c\udfb5", "aliases": ["Q Band"]},
        {"identifier": "al1", "type": "album", "title": "Café", "artist": "The \"Quoted\" Band \u00e9\ud83c\udfb5",
         "artistIdentifier": "a1", "releaseDate": "1999-12", "popularity": -0, "rating": 4.25, "explicit": true,
         "genres": ["rock", "Rock"], "moods": [], "requires": {"subscription": true, "login": null, "regions": ["US", "ca"]},
         "downloaded": false, "restricted": null, "editable": null, "language": "fr"},
        {"identifier": "s1", "type": "song", "title": "  padded\ttitle  ", "album": "al1", "duration": 2.5E+2,
         "releaseDate": null, "recommended": true, "owner": null, "show": null, "popularity": 12345678901234567890e-18},
        {"identifier": "p1", "type": "playlist", "title": "Mine", "items": ["s1", "al1"], "owner": "me", "editable": true,
         "requires": null, "callSign": "WXYZ", "frequency": "101.1 FM", "rating": 1e-3}
       ]}
      """#
    let bytes = Array(json.utf8)
    let read = try #require(CatalogItemReader.read(bytes))
    #expect(read.items.map(Self.fields) == (try Self.locatedItems(bytes)))
  }

  /// Valid forms the byte reader leaves to the located parser: loading still succeeds.
  @Test(arguments: [
    #"{"identifier": "s", "type": 1, "title": "S"}"#,
    #"{"identifier": "s", "ty\u0070e": "song", "title": "S"}"#,
  ])
  func rarerValidFormsLoadThroughTheLocatedParser(_ item: String) throws {
    let bytes = Array(#"{"app": {"name": "T", "supportedMediaCategories": ["music"]}, "items": [\#(item)]}"#.utf8)
    #expect(CatalogItemReader.read(bytes) == nil)
    let catalog = try CatalogDecoder.load(bytes: bytes, file: "c.json")
    #expect(catalog.items.map(Self.fields) == (try Self.locatedItems(bytes)))
  }

  /// Broken catalogs: loading reports exactly the first problem the thorough check finds.
  @Test(arguments: [
    #"{"identifier": "s", "type": "song", "title": "S", "titel": "x"}"#,
    #"{"identifier": "s", "type": "song", "title": "S", "title": "T"}"#,
    #"{"identifier": "s", "type": "song", "title": 5}"#,
    #"{"identifier": "s", "type": "song", "title": "S", "popularity": 01}"#,
    #"{"identifier": "s", "type": "song", "title": "S", "popularity": 1e999}"#,
    #"{"identifier": "s", "type": "song", "title": "S", "rating": -}"#,
    #"{"identifier": "s", "type": "song", "title": "S", "releaseDate": "1970s"}"#,
    #"{"identifier": " ", "type": "song", "title": "S"}"#,
    #"{"identifier": null, "type": "song", "title": "S"}"#,
    #"{"identifier": "s", "type": "sng", "title": "S"}"#,
    #"{"identifier": "s", "type": "unknown", "title": "S"}"#,
    #"{"identifier": "s", "type": "song", "title": "S", "genres": ["a", 1]}"#,
    #"{"identifier": "s", "type": "song", "title": "S", "explicit": "yes"}"#,
    #"{"identifier": "s", "type": "song", "title": "S", "requires": {"login": true, "region": []}}"#,
    #"{"identifier": "s", "type": "song", "title": "S", "album": "missing"}"#,
    #"{"identifier": "s", "type": "song", "title": "S"}, {"identifier": "s", "type": "song", "title": "T"}"#,
    #"{"identifier": "s", "type": "song", "title": "S",}"#,
    #"{"identifier": "s", "type": "song", "title": "S\#u{01}"}"#,
    #"{"identifier": "s", "type": "song", "title": "S\u12"}"#,
    #"{"identifier": "s", "type": "song", "title": "S"} {"identifier": "t"}"#,
    #"{"identifier": "s", "type": "song", "title": "S""#,
    #"[]"#,
  ])
  func brokenItemsGetTheLocatedError(_ item: String) throws {
    let bytes = Array(#"{"app": {"name": "T", "supportedMediaCategories": ["music"]}, "items": [\#(item)]}"#.utf8)
    try Self.expectTheLocatedError(bytes)
  }

  @Test func invalidUTF8GetsTheLocatedError() throws {
    var bytes = Array(#"{"app": {"name": "T", "supportedMediaCategories": ["music"]}, "items": [{"identifier": "s", "type": "song", "title": "S"#.utf8)
    bytes += [0xC3, 0x28]
    bytes += Array(#""}]}"#.utf8)
    try Self.expectTheLocatedError(bytes)
  }

  @Test(arguments: [
    #"{"app": {"name": "T", "supportedMediaCategories": ["music"]}, "items": {}}"#,
    #"{"app": {"name": "T", "supportedMediaCategories": ["music"]}, "items": [], "items": []}"#,
    #"{"app": {"name": "T", "supportedMediaCategories": ["music"]}, "items": []} x"#,
    #"{"app": {"name": "T", "supportedMediaCategories": ["music"]} "items": []}"#,
  ])
  func brokenTopLevelsGetTheLocatedError(_ json: String) throws {
    try Self.expectTheLocatedError(Array(json.utf8))
  }

  static func expectTheLocatedError(_ bytes: [UInt8]) throws {
    let expected: String
    do {
      let (_, problems) = try CatalogDecoder.check(bytes: bytes, file: "c.json")
      expected = try #require(problems.first).description
    } catch let error as Diagnostic {
      expected = error.description
    }
    #expect(throws: Diagnostic.self) { try CatalogDecoder.load(bytes: bytes, file: "c.json") }
    do {
      _ = try CatalogDecoder.load(bytes: bytes, file: "c.json")
    } catch {
      #expect(error.description == expected)
    }
  }
}
