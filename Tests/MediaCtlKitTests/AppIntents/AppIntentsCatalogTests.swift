import Foundation
import Testing

@testable import MediaCtlKit

/// The catalog's App Intents fields: `url` on items (every reader and the cache keep it) and
/// `app.appIntents` / `app.appEntities`, checked by name.
struct AppIntentsCatalogTests {
  static func catalogJSON(items: Int, app: String = #""appIntents": ["playAudio", "warmupAudioQueue"]"#) -> String {
    var rows: [String] = []
    for i in 0..<items {
      rows.append(#"{"identifier": "song-\#(i)", "type": "song", "title": "Song \#(i)", "url": "https://x.example/s/\#(i)"}"#)
    }
    return #"{"formatVersion": 1, "app": {"name": "X", "supportedMediaCategories": ["music"], \#(app)}, "items": [\#(rows.joined(separator: ",\n"))]}"#
  }

  @Test func urlSurvivesEveryReaderAndTheCache() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-h18-url-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/catalog.json"
    try Data(Self.catalogJSON(items: 2100).utf8).write(to: URL(fileURLWithPath: path))
    let cache = CatalogCache(directory: directory + "/cache")
    let fromJSON = try MediaCtl.loadIndex(path: path, cache: nil)
    _ = try MediaCtl.loadIndex(path: path, cache: cache)
    let cached = try MediaCtl.loadIndex(path: path, cache: cache)
    let located = try #require(try CatalogDecoder.check(bytes: FileInput.read(path), file: path).0)
    for catalog in [fromJSON.catalog, cached.catalog, located] {
      #expect(catalog.item("song-2099")?.url == "https://x.example/s/2099")
      #expect(catalog.app.appIntents == [DeclaredAppIntent.audio(.playAudio), .audio(.warmupAudioQueue)])
    }
  }

  @Test func theBuiltInCatalogShipsItsURLsAndDeclarations() throws {
    let index = try DefaultCatalog.index()
    #expect(index.catalog.item("song-fading")?.url == "https://controlaudio.example/song/fading")
    #expect(index.catalog.item("episode-the-daily-2024-05-13")?.url == "https://example.com/ep42.mp3")
    #expect(index.catalog.app.appIntents?.contains(.audio(.warmupAudioQueue)) == true)
    #expect(index.catalog.app.appEntities?.contains(.songCollection) == true)
    #expect(AppIntentsLint.entityKinds(index.catalog) + AppIntentsLint.declarations(index.catalog.app) == [])
  }

  @Test(arguments: [
    (#""appIntents": ["playAudio", "playAudoi"]"#, "unknown schema 'playAudoi' at 'app.appIntents[1]'; did you mean 'playAudio'?"),
    (#""appEntities": ["song", "audioBook"]"#, "unknown entity kind 'audioBook' at 'app.appEntities[1]'; did you mean 'audiobook'?"),
    (#""appIntents": "playAudio""#, "expected an array for 'app.appIntents', found a string"),
  ])
  func undeclaredNamesAreLocatedErrors(_ c: (String, String)) throws {
    let bytes = Array(Self.catalogJSON(items: 1, app: c.0).utf8)
    #expect(throws: Diagnostic.self) { try CatalogDecoder.load(bytes: bytes, file: "c.json") }
    do {
      _ = try CatalogDecoder.load(bytes: bytes, file: "c.json")
    } catch {
      #expect(error.description.contains(c.1), "\(error.description)")
      #expect(error.description.hasPrefix("c.json:1:"))
    }
  }
}
