import Foundation
import Testing

@testable import MediaCtlKit

/// The binary catalog cache: a hit answers exactly as loading the JSON does; a stale,
/// truncated, damaged or other-version cache is ignored and rebuilt; a directory that cannot
/// be written is no error.
struct CatalogCacheTests {
  /// A fresh directory holding a generated catalog (large enough to be cached by default).
  struct Scratch {
    let directory: String
    let catalogPath: String
    let cacheDirectory: String

    init(items: Int = 2500) throws {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-cache-test-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      catalogPath = directory + "/catalog.json"
      cacheDirectory = directory + "/cache"
      let synthetic = SyntheticCatalog(count: items, seed: 11)
      try Data(synthetic.json).write(to: URL(fileURLWithPath: catalogPath))
    }

    var cache: CatalogCache { CatalogCache(directory: cacheDirectory) }
    var cacheFile: String { cache.file(for: catalogPath) }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
  }

  /// A directory keeps at most `maximumFiles` caches: writing one removes the least recently
  /// used beyond that (a read counts as a use), and nothing that is not mediactl's.
  @Test func theDirectoryKeepsTheMostRecentlyUsedCaches() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let fm = FileManager.default
    try fm.createDirectory(atPath: scratch.cacheDirectory, withIntermediateDirectories: true)
    func at(_ name: String) -> String { scratch.cacheDirectory + "/" + name }
    // Old caches of other catalogs, oldest first (a minute apart), and files that only look like one.
    let old = (0...CatalogCache.maximumFiles).map { String(format: "catalog-%016x.cache", 0xa0 + $0) }
    for (i, name) in old.enumerated() {
      #expect(fm.createFile(atPath: at(name), contents: Data(CatalogCache.magic + [1, 2, 3])))
      try fm.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(i - 100) * 60)], ofItemAtPath: at(name))
    }
    let foreign = ["catalog-0000000000000001.cache", "notes.txt", "catalog-XYZ.cache"]
    for name in foreign {
      #expect(fm.createFile(atPath: at(name), contents: Data("mine".utf8)))
      try fm.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -86_400)], ofItemAtPath: at(name))
    }
    // The second-oldest is read (its mtime becomes now) before the new cache is written.
    let read = old[1]
    CatalogCache.markUsed(at(read))
    _ = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: scratch.cache)
    let left = Set(try fm.contentsOfDirectory(atPath: scratch.cacheDirectory))
    let written = (scratch.cacheFile as NSString).lastPathComponent
    // Kept: the new one, the one just read and the newest others, 8 in all; gone: the two
    // least recently used; untouched: whatever is not a cache of mediactl's.
    #expect(left == Set([written, read] + old.suffix(CatalogCache.maximumFiles - 2) + foreign), "\(left.sorted())")
    #expect(!left.contains(old[0]) && !left.contains(old[2]))
  }

  static let utterances = [
    "play Northern River", "play the newest episode", "play some jazz", "play something by an artist",
    "play nlorthern river", "play music from 1993", "play the best album", "play roadtrip", "play nothing like this at all",
  ]

  /// Every answer the simulator gives for a spread of utterances, plus the catalog's titles.
  static func answers(_ simulator: Simulator) -> [String] {
    var out = utterances.map { simulator.run(utterance: $0).dialog.text }
    for item in simulator.catalog.items.prefix(300) {
      out.append(simulator.run(utterance: "play \(item.title)").dialog.text)
      out.append(simulator.run(utterance: "play \(item.title.dropLast())").dialog.text)
    }
    return out
  }

  @Test func aCacheHitAnswersAsTheJSONDoes() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let fromJSON = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: nil)
    let first = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: scratch.cache)
    #expect(FileManager.default.fileExists(atPath: scratch.cacheFile))
    let bytes = try FileInput.read(scratch.catalogPath)
    let key = try #require(CatalogCache.Key(path: scratch.catalogPath, bytes: bytes))
    let cached = try #require(scratch.cache.read(catalogPath: scratch.catalogPath, key: key))
    #expect(cached.items == fromJSON.items)
    #expect(cached.items.map(\.releaseSortKey) == fromJSON.items.map(\.releaseSortKey))
    #expect(cached.catalog.app.name == fromJSON.catalog.app.name)
    #expect(cached.catalog.library == fromJSON.catalog.library)
    #expect(cached.titles.entries == fromJSON.titles.entries)
    #expect(cached.deletions.entries == fromJSON.deletions.entries)
    #expect(cached.children.entries == fromJSON.children.entries)
    #expect(cached.vocabulary == fromJSON.vocabulary)
    #expect(cached.byType == fromJSON.byType)
    #expect(cached.byYear == fromJSON.byYear)
    #expect(cached.popularByGenre == fromJSON.popularByGenre)
    #expect(cached.popularByMood == fromJSON.popularByMood)
    #expect(cached.keyLengths == fromJSON.keyLengths)
    #expect(cached.runs.runs == fromJSON.runs.runs)
    let expected = Self.answers(Simulator(index: fromJSON))
    #expect(Self.answers(Simulator(index: cached)) == expected)
    #expect(Self.answers(Simulator(index: first)) == expected)
  }

  @Test func theCommandLineUsesTheCacheAndAnswersTheSame() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let args = ["--catalog", scratch.catalogPath, "--cache", scratch.cacheDirectory, "--json", "play Northern River"]
    let cold = try runMediactl(arguments: args)
    #expect(FileManager.default.fileExists(atPath: scratch.cacheFile))
    let warm = try runMediactl(arguments: args)
    let none = try runMediactl(arguments: ["--catalog", scratch.catalogPath, "--no-cache", "--json", "play Northern River"])
    #expect(cold.status == 0)
    #expect(warm.stdout == cold.stdout)
    #expect(none.stdout == cold.stdout)
  }

  /// Damage the cache in a way, load, and check the answers and that the cache was rebuilt.
  /// A large cache is decoded on every core, in runs of items: any cut gives the same index.
  @Test func aCacheDecodedOnSeveralCoresHoldsTheSameIndex() throws {
    let synthetic = SyntheticCatalog(count: 3000, seed: 5)
    let (catalog, skeleton) = try CatalogDecoder.loadKeepingSkeleton(bytes: synthetic.json, file: "c.json")
    let key = CatalogCache.Key(size: 1, modifiedSeconds: 2, modifiedNanoseconds: 3, contentHash: 4)
    let bytes = try CatalogCache.encodedBytes(CatalogIndex(catalog: catalog), skeleton: try #require(skeleton), key: key)
    try bytes.withUnsafeBytes { raw in
      let whole = try CatalogCache.decode(raw, key: key, origin: "c.json")
      let cut = try CatalogCache.decode(raw, key: key, origin: "c.json", itemsPerCore: 700)
      #expect(cut.items.map(CatalogItemReaderTests.fields) == whole.items.map(CatalogItemReaderTests.fields))
      #expect(cut.words.entries == whole.words.entries)
      #expect(cut.catalog.position(of: "song-100") == whole.catalog.position(of: "song-100"))
    }
  }

  func expectIgnoredAndRebuilt(_ damage: (inout [UInt8]) -> Void) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let fromJSON = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: nil)
    _ = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: scratch.cache)
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: scratch.cacheFile)))
    let good = bytes
    damage(&bytes)
    try Data(bytes).write(to: URL(fileURLWithPath: scratch.cacheFile))
    let catalogBytes = try FileInput.read(scratch.catalogPath)
    let key = try #require(CatalogCache.Key(path: scratch.catalogPath, bytes: catalogBytes))
    #expect(scratch.cache.read(catalogPath: scratch.catalogPath, key: key) == nil)
    let loaded = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: scratch.cache)
    #expect(loaded.items == fromJSON.items)
    #expect(Self.answers(Simulator(index: loaded)) == Self.answers(Simulator(index: fromJSON)))
    // Rebuilt: the file is a good cache again.
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: scratch.cacheFile))) == good)
  }

  @Test func aTruncatedCacheIsIgnoredAndRebuilt() throws {
    for keep in [0, 7, 20, CatalogCache.headerSize, CatalogCache.headerSize + 100] {
      try expectIgnoredAndRebuilt { $0 = Array($0.prefix(keep)) }
    }
    try expectIgnoredAndRebuilt { $0.removeLast(1) }
    try expectIgnoredAndRebuilt { $0 = Array($0.prefix($0.count / 2)) }
  }

  @Test func aCorruptCacheIsIgnoredAndRebuilt() throws {
    // A flipped bit anywhere (header, key, strings, items, postings), and junk appended.
    try expectIgnoredAndRebuilt { $0[3] ^= 1 }
    try expectIgnoredAndRebuilt { $0[$0.count / 3] ^= 0x10 }
    try expectIgnoredAndRebuilt { $0[$0.count / 2] ^= 0xFF }
    try expectIgnoredAndRebuilt { $0[$0.count - 1] ^= 0x01 }
    try expectIgnoredAndRebuilt { $0 += [1, 2, 3] }
    try expectIgnoredAndRebuilt { bytes in for i in stride(from: CatalogCache.headerSize, to: bytes.count, by: 97) { bytes[i] = 0xFF } }
  }

  @Test func anotherFormatVersionIsRebuilt() throws {
    // The version follows the 8-byte magic.
    try expectIgnoredAndRebuilt { $0[8] = UInt8(truncatingIfNeeded: CatalogCache.formatVersion + 1) }
  }

  @Test func anEditedCatalogMissesItsStaleCache() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: scratch.cache)
    // Same size, same modification time, one title changed: only the content hash tells.
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: scratch.catalogPath)))
    let attributes = try FileManager.default.attributesOfItem(atPath: scratch.catalogPath)
    let marker = Array("\"title\":\"".utf8)
    let at = try #require((0..<(bytes.count - marker.count)).first { bytes[$0..<($0 + marker.count)].elementsEqual(marker) })
    let letter = at + marker.count
    bytes[letter] = bytes[letter] == UInt8(ascii: "Q") ? UInt8(ascii: "Z") : UInt8(ascii: "Q")
    try Data(bytes).write(to: URL(fileURLWithPath: scratch.catalogPath))
    try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate] as Any], ofItemAtPath: scratch.catalogPath)
    let fresh = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: nil)
    let loaded = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: scratch.cache)
    #expect(loaded.items == fresh.items)
    #expect(loaded.items.map(\.title) == fresh.items.map(\.title))
    #expect(loaded.titles.entries == fresh.titles.entries)
  }

  @Test func aReadOnlyCacheDirectoryIsNoError() throws {
    let scratch = try Scratch()
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.cacheDirectory)
      scratch.remove()
    }
    try FileManager.default.createDirectory(atPath: scratch.cacheDirectory, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: scratch.cacheDirectory)
    let fromJSON = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: nil)
    let loaded = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: scratch.cache)
    #expect(loaded.items == fromJSON.items)
    // (Root may write anyway; either way loading succeeded.)
    let result = try runMediactl(arguments: ["--catalog", scratch.catalogPath, "--cache", scratch.cacheDirectory, "play Northern River"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    // A cache "directory" that is a file cannot be created: no error either.
    let blocked = try runMediactl(arguments: ["--catalog", scratch.catalogPath, "--cache", scratch.catalogPath, "play Northern River"])
    #expect(blocked.status == 0)
    #expect(blocked.stderr.isEmpty)
  }

  @Test func smallCatalogsAreNotCached() throws {
    let scratch = try Scratch(items: 200)
    defer { scratch.remove() }
    _ = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: scratch.cache)
    #expect(!FileManager.default.fileExists(atPath: scratch.cacheFile))
  }

  @Test func theDefaultDirectoryFollowsXDG() {
    #expect(CatalogCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]) == "/x/cache/mediactl")
    #expect(CatalogCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.cache/mediactl")
    #expect(CatalogCache.defaultDirectory(environment: [:]) == nil)
  }
}
