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
    guard let file = MappedFile(path: file(for: catalogPath)) else { return nil }
    return try? Self.decode(file.bytes, key: key, origin: catalogPath, onDemand: itemsOnDemand ? file : nil)
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
    return out.commit()
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

/// Writes a cache file through a 1 MiB buffer, hashing each chunk as it goes, through
/// `SafeFileWriter` (a temporary file that `commit` syncs and renames into place; a FIFO,
/// device or directory at the cache path is never written).
final class CacheFileWriter {
  let path: String
  private let out: SafeFileWriter
  private var buffer: [UInt8] = []
  private var chunkHashes: [UInt64] = []
  private var headerSize = 0
  private(set) var position = 0
  private var failed = false

  init?(path: String) {
    self.path = path
    guard let out = try? SafeFileWriter(path: path) else { return nil }
    self.out = out
    buffer.reserveCapacity(CatalogCache.chunkSize)
  }

  /// Abandons the file: `commit` will return false.
  func fail() { failed = true }

  /// Leaves room for the header, written last.
  func reserveHeader(_ size: Int) {
    headerSize = size
    writeAll([UInt8](repeating: 0, count: size))
  }

  private func writeAll(_ bytes: [UInt8]) {
    guard !failed else { return }
    do { try out.write(bytes) } catch { failed = true }
  }

  private func flushChunk() {
    guard !buffer.isEmpty else { return }
    chunkHashes.append(buffer.withUnsafeBytes { ContentHash.hash($0) })
    writeAll(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  func append(_ raw: UnsafeRawBufferPointer) {
    var at = 0
    while at < raw.count {
      let n = min(raw.count - at, CatalogCache.chunkSize - buffer.count)
      buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[at..<(at + n)]))
      at += n
      position += n
      if buffer.count == CatalogCache.chunkSize { flushChunk() }
    }
  }

  func append(_ bytes: [UInt8]) { bytes.withUnsafeBytes { append($0) } }

  /// A fixed-width integer, little-endian (a fast path while it fits the chunk).
  @inline(__always)
  func fixed<T: FixedWidthInteger>(_ value: T) {
    let width = MemoryLayout<T>.size
    if buffer.count + width <= CatalogCache.chunkSize {
      withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) }
      position += width
      if buffer.count == CatalogCache.chunkSize { flushChunk() }
    } else {
      withUnsafeBytes(of: value.littleEndian) { append($0) }
    }
  }

  @inline(__always) func u32(_ value: UInt32) { fixed(value) }
  @inline(__always) func u64(_ value: UInt64) { fixed(value) }

  func i64(_ value: Int64) { u64(UInt64(bitPattern: value)) }

  func u64Array(_ values: [UInt64]) {
    u64(UInt64(values.count))
    #if _endian(little)
      values.withUnsafeBytes { append($0) }
    #else
      for value in values { u64(value) }
    #endif
  }

  func i32Array(_ values: [Int32]) {
    u64(UInt64(values.count))
    #if _endian(little)
      values.withUnsafeBytes { append($0) }
    #else
      for value in values { u32(UInt32(bitPattern: value)) }
    #endif
  }

  /// Flushes the payload and writes the header (given the payload's length and hash).
  func finish(header: (Int, UInt64) -> [UInt8]) {
    flushChunk()
    let hash = chunkHashes.withUnsafeBytes { ContentHash.hash($0) }
    let bytes = header(position, hash)
    guard !failed, bytes.count == headerSize else {
      failed = true
      return
    }
    do { try out.write(bytes, at: 0) } catch { failed = true }
  }

  /// fsync, then rename over the cache file; false (and no file left) on any failure.
  func commit() -> Bool {
    guard !failed else {
      out.abandon()
      return false
    }
    do { try out.commit() } catch { return false }
    return true
  }
}

/// Strings and string lists are stored once each and named by number.
private struct PayloadWriter {
  let out: CacheFileWriter
  var strings: [String] = []
  var stringNumbers: [String: UInt32] = [:]
  var lists: [[UInt32]] = []
  var listNumbers: [[String]: UInt32] = [:]
  static let none = UInt32.max

  init(out: CacheFileWriter) { self.out = out }

  /// Identifiers and titles, which rarely repeat: kept in their own byte area in item
  /// order, and named by offset and length, so reading makes each string straight from its
  /// bytes instead of looking it up in a table of millions.
  var inlineText: [UInt8] = []

  mutating func inline(_ s: String) {
    // Offsets are 32 bits: a catalog with more text than that is not cached.
    if inlineText.count + s.utf8.count > Int(UInt32.max) { out.fail() }
    out.u32(UInt32(truncatingIfNeeded: inlineText.count))
    out.u32(UInt32(truncatingIfNeeded: s.utf8.count))
    inlineText.append(contentsOf: s.utf8)
  }

  /// A string's reference: a short one (at most 15 UTF-8 bytes, which Swift keeps without an
  /// allocation) is written in the inline area, length first, and marked by the top bit, so
  /// reading it touches only bytes read in order; a longer one is numbered in the table of
  /// shared strings (read back once and shared by every item naming it).
  mutating func string(_ s: String?) -> UInt32 {
    guard let s else { return Self.none }
    let length = s.utf8.count
    if length <= 15, inlineText.count < Int(Self.inlineFlag) - 16 {
      let reference = Self.inlineFlag | UInt32(inlineText.count)
      inlineText.append(UInt8(length))
      inlineText.append(contentsOf: s.utf8)
      return reference
    }
    return shared(s)
  }

  static let inlineFlag: UInt32 = 0x8000_0000

  /// A string's number in the table of shared strings.
  mutating func shared(_ s: String) -> UInt32 {
    let n = UInt32(strings.count)
    strings.append(s)
    stringNumbers[s] = n
    return n
  }

  mutating func list(_ l: [String]?) -> UInt32 {
    guard let l else { return Self.none }
    if let n = listNumbers[l] { return n }
    let n = UInt32(lists.count)
    lists.append(l.map { shared($0) })
    listNumbers[l] = n
    return n
  }

  mutating func write(_ index: CatalogIndex, skeleton: [UInt8]) {
    let start = out.position
    var sections: [UInt64] = []
    func section() { sections.append(UInt64(out.position - start)) }

    section()
    out.u64(UInt64(skeleton.count))
    out.append(skeleton)

    section()
    out.u64(UInt64(index.items.count))
    for item in index.items {
      var flags: UInt32 = 0
      func set(_ bit: Int, _ on: Bool) { if on { flags |= 1 << UInt32(bit) } }
      set(0, item.recommended)
      set(1, item.explicit)
      set(2, item.downloaded)
      set(3, item.restricted)
      set(4, item.editable != nil)
      set(5, item.editable == true)
      set(6, item.requires.subscription)
      set(7, item.requires.login)
      set(8, item.popularity != nil)
      set(9, item.rating != nil)
      set(10, item.duration != nil)
      set(11, item.releaseSortKey != nil)
      out.u32(flags)
      out.u32(UInt32(truncatingIfNeeded: item.type.rawValue))
      inline(item.identifier)
      inline(item.title)
      out.u32(string(item.artist))
      out.u32(string(item.artistIdentifier))
      out.u32(string(item.album))
      out.u32(string(item.show))
      out.u32(string(item.releaseDate))
      out.u32(string(item.owner))
      out.u32(string(item.frequency))
      out.u32(string(item.callSign))
      out.u32(string(item.language))
      out.u32(list(item.items))
      out.u32(list(item.genres))
      out.u32(list(item.moods))
      out.u32(list(item.aliases))
      out.u32(list(item.requires.regions))
      out.u64((item.popularity ?? 0).bitPattern)
      out.u64((item.rating ?? 0).bitPattern)
      out.u64((item.duration ?? 0).bitPattern)
      out.i64(Int64(item.releaseSortKey ?? 0))
      out.u32(string(item.url))
    }

    section()
    for p in [index.titles, index.variants, index.aliases, index.phonetics, index.words, index.deletions,
      index.artists, index.artistWords, index.genres, index.moods, index.children] {
      out.u64Array(p.entries)
    }
    out.u64Array(index.catalog.identifierEntries)

    section()
    out.u32(list(index.vocabulary))
    out.keyedLists(index.byType, by: \.rawValue) { out.i64(Int64($0.rawValue)) }
    out.keyedLists(index.byYear) { out.i64(Int64($0)) }
    for table in [index.popularByGenre, index.popularByMood] {
      out.keyedLists(table) { out.u32(shared($0)) }
    }

    out.i32Array(index.keyLengths.map { Int32(bitPattern: $0) })

    section()
    ConstraintRunsCoding.write(index.runs, to: out) { shared($0) }

    section()
    out.u64(UInt64(strings.count))
    var total = 0
    for s in strings {
      out.u32(UInt32(s.utf8.count))
      total += s.utf8.count
    }
    out.u64(UInt64(total))
    for var s in strings {
      s.withUTF8 { out.append(UnsafeRawBufferPointer($0)) }
    }

    section()
    out.u64(UInt64(lists.count))
    for l in lists {
      out.u32(UInt32(l.count))
      for n in l { out.u32(n) }
    }

    section()
    out.u64(UInt64(inlineText.count))
    out.append(inlineText)

    for offset in sections { out.u64(offset) }
  }
}

struct PayloadReader {
  let body: UnsafeRawBufferPointer
  /// Where each section starts, and where the trailer starts (the last section's end).
  let bounds: [Int]
  var strings: [String] = []
  var lists: [[String]] = []

  init(_ body: UnsafeRawBufferPointer) throws(CacheError) {
    self.body = body
    let trailer = CatalogCache.sectionCount * 8
    guard body.count >= trailer else { throw .truncated }
    var reader = BinaryReader(body, offset: body.count - trailer)
    var bounds: [Int] = []
    for _ in 0..<CatalogCache.sectionCount {
      let offset = try reader.u64()
      guard offset <= UInt64(body.count - trailer), bounds.last.map({ UInt64($0) <= offset }) ?? (offset == 0) else {
        throw .corrupt("sections")
      }
      bounds.append(Int(offset))
    }
    bounds.append(body.count - trailer)
    self.bounds = bounds
  }

  /// A reader over section `n` only.
  func section(_ n: Int) -> BinaryReader {
    BinaryReader(UnsafeRawBufferPointer(rebasing: body[bounds[n]..<bounds[n + 1]]))
  }

  func string(_ n: UInt32) throws(CacheError) -> String? {
    if n == UInt32.max { return nil }
    guard Int(n) < strings.count else { throw .corrupt("string number") }
    return strings[Int(n)]
  }

  /// A string field: nil, a short string from the inline area, or a table string.
  @inline(__always)
  func field(_ n: UInt32, _ inlineText: UnsafeRawBufferPointer) throws(CacheError) -> String? {
    if n == UInt32.max { return nil }
    guard n & 0x8000_0000 != 0 else { return try string(n) }
    let offset = Int(n & 0x7FFF_FFFF)
    guard offset < inlineText.count else { throw .corrupt("inline string") }
    let length = Int(inlineText[offset])
    guard length <= 15, length <= inlineText.count - offset - 1 else { throw .corrupt("inline string") }
    return String(
      decoding: UnsafeRawBufferPointer(rebasing: inlineText[(offset + 1)..<(offset + 1 + length)]).assumingMemoryBound(to: UInt8.self),
      as: UTF8.self)
  }

  func requiredString(_ n: UInt32) throws(CacheError) -> String {
    guard let s = try string(n) else { throw .corrupt("missing string") }
    return s
  }

  func list(_ n: UInt32) throws(CacheError) -> [String]? {
    if n == UInt32.max { return nil }
    guard Int(n) < lists.count else { throw .corrupt("list number") }
    return lists[Int(n)]
  }

  mutating func read(origin: String, itemsPerCore: Int, onDemand: MappedFile? = nil) throws -> CatalogIndex {
    // Strings and lists first: everything else names them.
    var input = section(5)
    let stringCount = try input.count(elementSize: 4)
    let lengths = try input.bytes(stringCount * 4)
    let total = try input.count(elementSize: 1)
    let text = try input.bytes(total)
    guard input.remaining == 0 else { throw CacheError.corrupt("strings") }
    strings.reserveCapacity(stringCount)
    var at = 0
    for i in 0..<stringCount {
      let length = Int(UInt32(littleEndian: lengths.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)))
      guard length <= total - at else { throw CacheError.corrupt("string lengths") }
      // The payload hash vouches for the bytes; decoding (not validating) is the fast path.
      strings.append(String(decoding: UnsafeRawBufferPointer(rebasing: text[at..<(at + length)]).assumingMemoryBound(to: UInt8.self), as: UTF8.self))
      at += length
    }
    guard at == total else { throw CacheError.corrupt("string bytes") }

    input = section(6)
    let listCount = try input.count(elementSize: 4)
    lists.reserveCapacity(listCount)
    for _ in 0..<listCount {
      let n = Int(try input.u32())
      try input.need(n * 4)
      var l: [String] = []
      l.reserveCapacity(n)
      for _ in 0..<n { l.append(try requiredString(try input.u32())) }
      lists.append(l)
    }
    guard input.remaining == 0 else { throw CacheError.corrupt("lists") }

    input = section(0)
    let skeletonLength = try input.count(elementSize: 1)
    let skeleton = Array(try input.bytes(skeletonLength))
    guard input.remaining == 0 else { throw CacheError.corrupt("skeleton") }

    input = section(7)
    let inlineLength = try input.count(elementSize: 1)
    let inlineText = try input.bytes(inlineLength)
    guard input.remaining == 0 else { throw CacheError.corrupt("inline strings") }

    input = section(1)
    let itemCount = try input.count(elementSize: CatalogCache.recordSize)
    guard input.remaining == itemCount * CatalogCache.recordSize else { throw CacheError.corrupt("items") }
    let records = input.offset
    // The postings and the items, in runs, are decoded on every core (the postings first,
    // and several runs per core, so that the cores finish together).
    let runs = Parallel.parts(itemCount, minimumPart: itemsPerCore, perCore: 4)
    let shared = Shared(reader: self, inlineText: inlineText, checkOnly: onDemand != nil)
    let parts = Parallel.map(runs.count + 2, worthIt: runs.count > 1) { n -> Result<Decoded, CacheError> in
      do throws(CacheError) {
        if n == 0 { return .success(.postings(try shared.reader.postings())) }
        if n == 1 {
          var input = shared.reader.section(4)
          return .success(.constraintRuns(try ConstraintRunsCoding.read(&input, itemCount: itemCount) { n throws(CacheError) in try shared.reader.requiredString(n) }))
        }
        let run = runs[n - 2]
        var input = shared.reader.section(1)
        input.offset = records + run.lowerBound * CatalogCache.recordSize
        if shared.checkOnly {
          try shared.reader.check(run.count, from: &input, inlineText: shared.inlineText)
          return .success(.checked)
        }
        return .success(.items(try shared.reader.items(run.count, from: &input, inlineText: shared.inlineText)))
      } catch {
        return .failure(error)
      }
    }
    var items: [CatalogItem] = []
    items.reserveCapacity(itemCount)
    var postings: [Postings] = []
    var identifierEntries: [UInt64] = []
    var constraintRuns: ConstraintRuns?
    for part in parts {
      switch try part.get() {
      case .items(let run): items.append(contentsOf: run)
      case .postings(let decoded): (postings, identifierEntries) = decoded
      case .constraintRuns(let decoded): constraintRuns = decoded
      case .checked: break
      }
    }

    input = section(3)
    let vocabulary = try list(try input.u32()) ?? []
    let byType = try input.keyedLists(keySize: 8, below: itemCount) { input throws(CacheError) in
      guard let type = MediaItemType(rawValue: Int(try input.i64())) else { throw CacheError.corrupt("type") }
      return type
    }
    let byYear = try input.keyedLists(keySize: 8, below: itemCount) { input throws(CacheError) in Int(try input.i64()) }
    var popular: [[String: [Int32]]] = []
    for _ in 0..<2 {
      popular.append(try input.keyedLists(keySize: 4, below: itemCount) { input throws(CacheError) in try requiredString(try input.u32()) })
    }
    let keyLengths = try input.i32Array().map { UInt32(bitPattern: $0) }
    guard keyLengths.count == itemCount, input.remaining == 0 else { throw CacheError.corrupt("tables") }
    // Deletion keys number vocabulary words; every other list numbers items.
    for (k, p) in postings.enumerated() where !p.isValid(limit: k == 5 ? vocabulary.count : itemCount) {
      throw CacheError.corrupt("postings")
    }

    // The identifier table is checked (sorted, positions in range); lookups confirm the
    // identifier itself, so it can never name a wrong item.
    guard let positions = IdentifierTable(entries: identifierEntries, count: itemCount) else { throw CacheError.corrupt("identifiers") }
    let catalogItems =
      onDemand.map { CatalogItems(records: ItemRecords(file: $0, reader: self, start: records, count: itemCount, inlineText: inlineText)) }
      ?? CatalogItems(items)
    let catalog = try CatalogDecoder.load(skeleton: skeleton, items: catalogItems, positions: positions, file: origin)
    var index = CatalogIndex(restoring: catalog)
    index.titles = postings[0]
    index.variants = postings[1]
    index.aliases = postings[2]
    index.phonetics = postings[3]
    index.words = postings[4]
    index.deletions = postings[5]
    index.artists = postings[6]
    index.artistWords = postings[7]
    index.genres = postings[8]
    index.moods = postings[9]
    index.children = postings[10]
    index.vocabulary = vocabulary
    index.byType = byType
    index.byYear = byYear
    index.popularByGenre = popular[0]
    index.popularByMood = popular[1]
    index.keyLengths = keyLengths
    if let constraintRuns { index.lazyRuns.set(constraintRuns) }
    return index
  }

  /// What one core decodes.
  enum Decoded: Sendable {
    case items([CatalogItem])
    case postings(([Postings], [UInt64]))
    case constraintRuns(ConstraintRuns)
    /// Item records checked, to be decoded on demand.
    case checked
  }

  /// The reader and the inline strings, shared by the cores (read only).
  struct Shared: @unchecked Sendable {
    let reader: PayloadReader
    let inlineText: UnsafeRawBufferPointer
    let checkOnly: Bool
  }

  /// A string written inline, by offset and length (the record's `at` and `at + 4`).
  func inline(_ record: UnsafeRawBufferPointer, _ at: Int, _ inlineText: UnsafeRawBufferPointer) throws(CacheError) -> String {
    let offset = Int(Self.u32(record, at))
    let length = Int(Self.u32(record, at + 4))
    guard offset <= inlineText.count, length <= inlineText.count - offset else { throw .corrupt("inline string") }
    return String(decoding: UnsafeRawBufferPointer(rebasing: inlineText[offset..<(offset + length)]).assumingMemoryBound(to: UInt8.self), as: UTF8.self)
  }

  /// A little-endian field of a record (whose size was checked once).
  @inline(__always)
  static func u32(_ record: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
    UInt32(littleEndian: record.loadUnaligned(fromByteOffset: at, as: UInt32.self))
  }

  @inline(__always)
  static func u64(_ record: UnsafeRawBufferPointer, _ at: Int) -> UInt64 {
    UInt64(littleEndian: record.loadUnaligned(fromByteOffset: at, as: UInt64.self))
  }

  /// `count` item records from `input`.
  func items(_ count: Int, from input: inout BinaryReader, inlineText: UnsafeRawBufferPointer) throws(CacheError) -> [CatalogItem] {
    var items: [CatalogItem] = []
    items.reserveCapacity(count)
    for _ in 0..<count { items.append(try item(from: &input, inlineText: inlineText)) }
    return items
  }

  /// Checks `count` item records as `item(from:)` reads them, making nothing: the type is
  /// one, and every string and list a record names exists (so decoding it cannot fail).
  func check(_ count: Int, from input: inout BinaryReader, inlineText: UnsafeRawBufferPointer) throws(CacheError) {
    for _ in 0..<count {
      let r = try input.bytes(CatalogCache.recordSize)
      guard MediaItemType(rawValue: Int(Int32(bitPattern: Self.u32(r, 4)))) != nil else { throw .corrupt("type") }
      for at in stride(from: 8, through: 16, by: 8) {
        let offset = Int(Self.u32(r, at))
        let length = Int(Self.u32(r, at + 4))
        guard offset <= inlineText.count, length <= inlineText.count - offset else { throw .corrupt("inline string") }
      }
      for at in stride(from: 24, through: 56, by: 4) { try checkField(Self.u32(r, at), inlineText) }
      try checkField(Self.u32(r, 112), inlineText)
      for at in stride(from: 60, through: 76, by: 4) {
        let n = Self.u32(r, at)
        guard n == UInt32.max || Int(n) < lists.count else { throw .corrupt("list number") }
      }
    }
  }

  /// What `field` checks, without making the string.
  @inline(__always)
  func checkField(_ n: UInt32, _ inlineText: UnsafeRawBufferPointer) throws(CacheError) {
    if n == UInt32.max { return }
    guard n & 0x8000_0000 != 0 else {
      guard Int(n) < strings.count else { throw .corrupt("string number") }
      return
    }
    let offset = Int(n & 0x7FFF_FFFF)
    guard offset < inlineText.count else { throw .corrupt("inline string") }
    let length = Int(inlineText[offset])
    guard length <= 15, length <= inlineText.count - offset - 1 else { throw .corrupt("inline string") }
  }

  /// The item record at `input`.
  func item(from input: inout BinaryReader, inlineText: UnsafeRawBufferPointer) throws(CacheError) -> CatalogItem {
      let r = try input.bytes(CatalogCache.recordSize)
      let flags = Self.u32(r, 0)
      func bit(_ n: Int) -> Bool { flags & (1 << UInt32(n)) != 0 }
      guard let type = MediaItemType(rawValue: Int(Int32(bitPattern: Self.u32(r, 4)))) else { throw .corrupt("type") }
      return (
        CatalogItem(
          identifier: try inline(r, 8, inlineText), type: type, title: try inline(r, 16, inlineText),
          artist: try field(Self.u32(r, 24), inlineText), artistIdentifier: try field(Self.u32(r, 28), inlineText),
          album: try field(Self.u32(r, 32), inlineText), items: try list(Self.u32(r, 60)) ?? [],
          show: try field(Self.u32(r, 36), inlineText), genres: try list(Self.u32(r, 64)) ?? [],
          moods: try list(Self.u32(r, 68)) ?? [], releaseDate: try field(Self.u32(r, 40), inlineText),
          popularity: bit(8) ? Double(bitPattern: Self.u64(r, 80)) : nil,
          rating: bit(9) ? Double(bitPattern: Self.u64(r, 88)) : nil, recommended: bit(0), explicit: bit(1),
          duration: bit(10) ? Double(bitPattern: Self.u64(r, 96)) : nil, aliases: try list(Self.u32(r, 72)) ?? [],
          requires: CatalogItem.Requirements(subscription: bit(6), login: bit(7), regions: try list(Self.u32(r, 76))),
          downloaded: bit(2), restricted: bit(3), editable: bit(4) ? bit(5) : nil,
          owner: try field(Self.u32(r, 44), inlineText), frequency: try field(Self.u32(r, 48), inlineText),
          callSign: try field(Self.u32(r, 52), inlineText), language: try field(Self.u32(r, 56), inlineText),
          url: try field(Self.u32(r, 112), inlineText),
          releaseSortKey: bit(11) ? Int(Int64(bitPattern: Self.u64(r, 104))) : nil))
  }

  /// The 11 posting lists and the identifier table's entries.
  func postings() throws(CacheError) -> ([Postings], [UInt64]) {
    var input = section(2)
    var postings: [Postings] = []
    for _ in 0..<11 { postings.append(Postings(sortedEntries: try input.u64Array())) }
    let identifierEntries = try input.u64Array()
    guard input.remaining == 0 else { throw .corrupt("postings") }
    return (postings, identifierEntries)
  }

}

/// A large index loaded for one one-shot command stays referenced until the process exits:
/// freeing a million items one by one when the command returns cost about a tenth of a
/// second, and the exit frees them at once. (Only the one-shot `run` path keeps one; the
/// shell, replay and library users free theirs as usual.)
enum KeptUntilExit {
  static let minimumItems = 100_000
  nonisolated(unsafe) private static var kept: [CatalogIndex] = []
  private static let lock = NSLock()

  static func keepIfLarge(_ index: CatalogIndex) {
    if index.items.count >= minimumItems { keep(index) }
  }

  static func keep(_ index: CatalogIndex) {
    lock.lock()
    kept.append(index)
    lock.unlock()
  }
}
