import Foundation

/// The built-in catalog, ControlAudio, compiled into the binary so `mediactl` works from any
/// directory with no flags. Its source of truth is Catalogs/ControlAudio.json.
public enum DefaultCatalog {
  /// How the built-in catalog is named in messages.
  public static let origin = "built-in Catalogs/ControlAudio.json"

  /// The source text; a multi-line raw string literal ends with a newline the file also has.
  public static var text: String { json }

  public static func load() throws(Diagnostic) -> Catalog {
    try CatalogDecoder.load(bytes: Array(json.utf8), file: origin)
  }

  /// The built-in catalog, parsed and indexed: read from its precomputed cache
  /// (`cacheBase64`), which takes a fraction of a millisecond where decoding the JSON and
  /// building the index took most of the one-shot command's time. The cache is used only
  /// when it was made from exactly this JSON (its key holds the JSON's size and hash);
  /// otherwise the JSON is decoded and indexed as before. A test keeps the two in step.
  public static func index() throws(Diagnostic) -> CatalogIndex {
    if let index = precomputedIndex() { return index }
    return CatalogIndex(catalog: try load())
  }

  /// What the precomputed cache must be keyed by: this JSON (no file, so no time).
  static var cacheKey: CatalogCache.Key {
    let bytes = Array(json.utf8)
    return CatalogCache.Key(size: UInt64(bytes.count), modifiedSeconds: 0, modifiedNanoseconds: 0, contentHash: bytes.withUnsafeBytes { ContentHash.chunked($0) })
  }

  static func precomputedIndex() -> CatalogIndex? {
    guard !cacheBase64.isEmpty, let data = Data(base64Encoded: cacheBase64) else { return nil }
    return data.withUnsafeBytes { raw in try? CatalogCache.decode(raw, key: cacheKey, origin: origin) }
  }

  /// The cache bytes for the JSON as it is now (what `cacheBase64` must decode to).
  static func encodedCache() throws -> [UInt8] {
    let (catalog, skeleton) = try CatalogDecoder.loadKeepingSkeleton(bytes: Array(json.utf8), file: origin)
    guard let skeleton else { throw CacheError.corrupt("no items array") }
    return try CatalogCache.encodedBytes(CatalogIndex(catalog: catalog), skeleton: skeleton, key: cacheKey)
  }
}
