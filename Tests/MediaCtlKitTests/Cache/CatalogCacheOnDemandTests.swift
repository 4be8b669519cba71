import Foundation
import Testing

@testable import MediaCtlKit

/// A one-shot request reads a cached catalog's items on demand (`ItemRecords`): it must
/// answer exactly as the JSON does, give one instance per item, refuse a damaged record even
/// when the payload's hash was forged to match, and miss the cache of an edited catalog.
struct CatalogCacheOnDemandTests {
  typealias Scratch = CatalogCacheTests.Scratch

  @Test func itemsReadOnDemandAnswerAsTheJSONDoes() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let fromJSON = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: nil)
    _ = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: scratch.cache)
    let lazy = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: scratch.cache, itemsOnDemand: true)
    #expect(lazy.items.decodesOnDemand)
    #expect(!fromJSON.items.decodesOnDemand)
    // One instance per item, however often it is read.
    #expect(lazy.items[7] === lazy.items[7])
    #expect(CatalogCacheTests.answers(Simulator(index: lazy)) == CatalogCacheTests.answers(Simulator(index: fromJSON)))
    #expect(lazy.items.map(CatalogItemReaderTests.fields) == fromJSON.items.map(CatalogItemReaderTests.fields))
    #expect(lazy.items == fromJSON.items)
    #expect(lazy.catalog.position(of: "song-100") == fromJSON.catalog.position(of: "song-100"))
  }

  @Test func theOneShotCommandAnswersFromACacheReadOnDemand() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let utterance = "play the newest song from the eighties"
    let none = try runMediactl(arguments: ["--catalog", scratch.catalogPath, "--no-cache", "--json", utterance])
    let cold = try runMediactl(arguments: ["--catalog", scratch.catalogPath, "--cache", scratch.cacheDirectory, "--json", utterance])
    #expect(FileManager.default.fileExists(atPath: scratch.cacheFile))
    let warm = try runMediactl(arguments: ["--catalog", scratch.catalogPath, "--cache", scratch.cacheDirectory, "--json", utterance])
    #expect(none.status == 0)
    #expect(cold.stdout == none.stdout)
    #expect(warm.stdout == none.stdout)
  }

  /// The payload hash is no secret (anyone can compute it): each record is checked on its
  /// own, so a record naming a string that does not exist is refused, never decoded.
  @Test func aDamagedRecordIsRefusedEvenUnderAForgedHash() throws {
    let synthetic = SyntheticCatalog(count: 3000, seed: 5)
    let (catalog, skeleton) = try CatalogDecoder.loadKeepingSkeleton(bytes: synthetic.json, file: "c.json")
    let key = CatalogCache.Key(size: 1, modifiedSeconds: 2, modifiedNanoseconds: 3, contentHash: 4)
    let good = try CatalogCache.encodedBytes(CatalogIndex(catalog: catalog), skeleton: try #require(skeleton), key: key)
    for (field, value) in [(4, UInt32(0x7FFF_FFFF)), (24, UInt32(0x7FFF_FFF0)), (60, UInt32(0x7FFF_FFF0)), (16, UInt32(0xFFFF_FF00))] {
      var bytes = good
      let body = CatalogCache.headerSize
      let trailer = bytes.count - CatalogCache.sectionCount * 8
      let itemsSection = body + Int(Self.u64(bytes, trailer + 8))
      // The count, then the records: damage the 11th record's field.
      let record = itemsSection + 8 + 10 * CatalogCache.recordSize
      Self.put(value, into: &bytes, at: record + field)
      let hash = bytes.withUnsafeBytes { CatalogCache.payloadHash(UnsafeRawBufferPointer(rebasing: $0[body...])) }
      withUnsafeBytes(of: hash.littleEndian) { for (i, b) in $0.enumerated() { bytes[body - 8 + i] = b } }
      let forged = try TemporaryDirectory("mediactl-forged")
      defer { forged.remove() }
      let path = forged.appending("forged.cache").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let file = try #require(MappedFile(path: path))
      #expect(throws: (any Error).self, "field at \(field)") {
        try CatalogCache.decode(file.bytes, key: key, origin: "c.json", onDemand: file)
      }
      #expect(throws: (any Error).self, "field at \(field)") { try CatalogCache.decode(file.bytes, key: key, origin: "c.json") }
    }
  }

  @Test func anEditedCatalogMissesItsCacheWhenReadOnDemand() throws {
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
    let loaded = try MediaCtl.loadIndex(path: scratch.catalogPath, cache: scratch.cache, itemsOnDemand: true)
    #expect(loaded.items.map(\.title) == fresh.items.map(\.title))
    #expect(loaded.titles.entries == fresh.titles.entries)
  }

  static func u64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
    (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
  }

  static func put(_ value: UInt32, into bytes: inout [UInt8], at: Int) {
    for i in 0..<4 { bytes[at + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(i))) }
  }
}
