import Foundation

/// Reads a cache payload (`CatalogCache`): every section bounds-checked, the items decoded on
/// every core or, for one request, checked and left to decode on demand (`ItemRecords`).
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
