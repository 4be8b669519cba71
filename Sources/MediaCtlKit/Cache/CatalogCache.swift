import Foundation

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// A binary cache of a parsed and indexed catalog, so a large `--catalog FILE` loads in a
/// fraction of the time decoding and indexing its JSON takes.
///
/// Where: one file per catalog path in the cache directory (`--cache DIR`, else
/// `$XDG_CACHE_HOME/mediactl`, else `~/.cache/mediactl`); `--no-cache` turns it off. Only
/// catalogs of `minimumItems` or more are cached: smaller ones load faster than a cache reads.
///
/// Keyed by the catalog's size, modification time and a hash of its bytes (`ContentHash`,
/// the whole file): a file edited in place, even to the same size and time, misses.
/// Versioned (`formatVersion`): any other version is rebuilt. Validated: the payload carries
/// its own length and hash, and every read is bounds-checked, so a truncated or damaged cache
/// is ignored (and rewritten), never trusted. Written atomically (temporary file, fsync,
/// rename); a directory that cannot be written is not an error, there is just no cache.
/// Bounded: the least recently used beyond `maximumFiles` are removed (`CatalogCache+Pruning`).
public struct CatalogCache: Sendable {
  public static let formatVersion: UInt32 = 9  // 8: typo-search letter sets; 9: station frequencies and call signs filed with the aliases
  static let magic: [UInt8] = Array("MCTLCACH".utf8)
  /// Catalogs with fewer items are not cached.
  public static let defaultMinimumItems = 2000

  public var directory: String
  public var minimumItems: Int

  public init(directory: String, minimumItems: Int = CatalogCache.defaultMinimumItems) {
    self.directory = directory
    self.minimumItems = minimumItems
  }

  /// `$XDG_CACHE_HOME/mediactl`, else `$HOME/.cache/mediactl`; nil when neither is set.
  public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/mediactl" }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/mediactl" }
    return nil
  }

  /// What identifies the catalog's bytes.
  public struct Key: Equatable, Sendable {
    public var size: UInt64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64
    public var contentHash: UInt64

    /// The key of a file whose bytes were just read (nil when it cannot be stat'ed).
    public init?(path: String, bytes: [UInt8]) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      size = UInt64(bytes.count)
      (modifiedSeconds, modifiedNanoseconds) = MappedFile.modificationTime(info)
      contentHash = bytes.withUnsafeBytes { ContentHash.chunked($0) }
    }

    /// The key of a mapped file, hashed in place.
    init(_ file: MappedFile) {
      size = UInt64(file.bytes.count)
      modifiedSeconds = file.modifiedSeconds
      modifiedNanoseconds = file.modifiedNanoseconds
      contentHash = ContentHash.chunked(file.bytes)
    }

    init(size: UInt64, modifiedSeconds: Int64, modifiedNanoseconds: Int64, contentHash: UInt64) {
      self.size = size
      self.modifiedSeconds = modifiedSeconds
      self.modifiedNanoseconds = modifiedNanoseconds
      self.contentHash = contentHash
    }

    /// The key of a catalog file as it is now (nil when it cannot be mapped).
    public static func current(path: String) -> Key? { MappedFile(path: path).map(Key.init) }
  }

  /// The cache file for a catalog path: named by a hash of its absolute path, so each catalog
  /// keeps its own cache.
  public func file(for catalogPath: String) -> String {
    let absolute = catalogPath.hasPrefix("/") ? catalogPath : FileManager.default.currentDirectoryPath + "/" + catalogPath
    let name = String(Postings.hash(absolute), radix: 16)
    return directory + "/catalog-" + name + ".cache"
  }

  /// The cached index for the catalog with this key, or nil (missing, stale, another version,
  /// truncated or damaged). `catalogPath` names the catalog in messages, as a JSON load does.
  /// `itemsOnDemand`: items are decoded as they are first read (`ItemRecords`), not all at
  /// once (a one-shot request reads a handful of a million); every record is checked either way.
  public func read(catalogPath: String, key: Key, itemsOnDemand: Bool = false) -> CatalogIndex? {
    let path = file(for: catalogPath)
    guard let file = MappedFile(path: path),
      let index = try? Self.decode(file.bytes, key: key, origin: catalogPath, onDemand: itemsOnDemand ? file : nil)
    else { return nil }
    Self.markUsed(path)
    return index
  }

  /// Writes the cache for a catalog; false when it was not written (too small, or the
  /// directory cannot be created or written). Never throws: a cache is an optimisation.
  @discardableResult
  public func write(_ index: CatalogIndex, skeleton: [UInt8], catalogPath: String, key: Key) -> Bool {
    guard index.items.count >= minimumItems else { return false }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      return false
    }
    let path = file(for: catalogPath)
    guard let out = CacheFileWriter(path: path) else { return false }
    Self.encode(index, skeleton: skeleton, key: key, to: out)
    guard out.commit() else { return false }
    prune(keeping: path)
    return true
  }

  /// The bytes a cache file for `index` would hold (written through a temporary file).
  static func encodedBytes(_ index: CatalogIndex, skeleton: [UInt8], key: Key) throws -> [UInt8] {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-encode-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
    guard let out = CacheFileWriter(path: path) else { throw CacheError.corrupt("cannot write \(path)") }
    encode(index, skeleton: skeleton, key: key, to: out)
    guard out.commit() else { throw CacheError.corrupt("cannot write \(path)") }
    defer { unlink(path) }
    guard let file = MappedFile(path: path) else { throw CacheError.corrupt("cannot read \(path)") }
    return Array(file.bytes)
  }

  // MARK: - Format
  //
  // Header: magic "MCTLCACH" · version u32 · key (size u64, mtime s i64, ns i64, hash u64 of
  //   the catalog's bytes as the payload's is taken)
  //   · payload length u64 · payload hash u64 (the hash of the hashes of its 1 MiB chunks).
  // Payload sections: skeleton (the catalog JSON with an empty items array) · items (fixed
  //   records naming strings and string lists by number) · postings ×11 and the catalog's
  //   identifier table · tables (vocabulary,
  //   byType, byYear, popularByGenre, popularByMood) · constraint runs (`ConstraintRunsCoding`)
  //   · strings · string lists · and a trailer
  //   of the sections' offsets. Strings and lists come last because the items number them as
  //   they are written, so nothing but the string table is held in memory while writing.

  static let headerSize = 8 + 4 + 8 * 4 + 8 + 8
  static let chunkSize = 1 << 20
  static let sectionCount = 8
  static let recordSize = 4 + 4 + 2 * 8 + 9 * 4 + 5 * 4 + 4 * 8 + 4

  static func header(key: Key, payloadLength: Int, payloadHash: UInt64) -> [UInt8] {
    var out = BinaryWriter()
    out.raw(magic)
    out.u32(formatVersion)
    out.u64(key.size)
    out.i64(key.modifiedSeconds)
    out.i64(key.modifiedNanoseconds)
    out.u64(key.contentHash)
    out.u64(UInt64(payloadLength))
    out.u64(payloadHash)
    return out.bytes
  }

  /// The payload's hash: every 1 MiB chunk hashed, then the list of those hashes.
  static func payloadHash(_ payload: UnsafeRawBufferPointer) -> UInt64 { ContentHash.chunked(payload) }

  static func encode(_ index: CatalogIndex, skeleton: [UInt8], key: Key, to out: CacheFileWriter) {
    out.reserveHeader(headerSize)
    var payload = PayloadWriter(out: out)
    payload.write(index, skeleton: skeleton)
    out.finish { length, hash in header(key: key, payloadLength: length, payloadHash: hash) }
  }

  /// `itemsPerCore`: no run of items decoded on one core is shorter than this.
  /// `onDemand`: the mapped file `raw` lies in, whose item records are then decoded as they
  /// are read (the file stays mapped while the catalog lives).
  static func decode(
    _ raw: UnsafeRawBufferPointer, key: Key, origin: String, itemsPerCore: Int = 50_000, onDemand: MappedFile? = nil
  ) throws -> CatalogIndex {
    var header = BinaryReader(raw)
    let magic = try header.bytes(8)
    guard magic.elementsEqual(Self.magic) else { throw CacheError.corrupt("magic") }
    guard try header.u32() == formatVersion else { throw CacheError.corrupt("version") }
    let stored = Key(size: try header.u64(), modifiedSeconds: try header.i64(), modifiedNanoseconds: try header.i64(), contentHash: try header.u64())
    guard stored == key else { throw CacheError.corrupt("stale") }
    let length = try header.u64()
    let expectedHash = try header.u64()
    guard length == UInt64(header.remaining) else { throw CacheError.truncated }
    let body = try header.bytes(Int(length))
    guard payloadHash(body) == expectedHash else { throw CacheError.corrupt("payload hash") }
    var reader = try PayloadReader(body)
    return try reader.read(origin: origin, itemsPerCore: itemsPerCore, onDemand: onDemand)
  }
}
