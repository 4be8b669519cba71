/// Reads the catalog JSON format into a `Catalog`, collecting every problem it finds
/// (`mediactl catalog check` lists them all; loading stops at the first).
public struct CatalogDecoder {
  /// Collects problems while decoding continues past them.
  final class ProblemList {
    var problems: [Diagnostic] = []
    /// Each decoded item's position in the file's `items`, for reference paths (items that
    /// failed to decode are skipped, so positions in the decoded list differ).
    var fileIndex: [String: Int] = [:]
    /// Identifiers of items that failed to decode: references to them are not reported
    /// again (the item's own problem is the real one, not every use of it).
    var undecoded: Set<String> = []
  }

  let collected = ProblemList()
  let source: JSONSource

  public var problems: [Diagnostic] { collected.problems }

  private init(source: JSONSource) { self.source = source }

  /// Loads and validates; throws the first problem.
  ///
  /// Items are decoded as the parser reaches them and never kept as a JSON tree, so memory
  /// stays near the size of the catalog itself. When anything is wrong, the whole file is
  /// checked again the thorough way (`check`) so the error reported is the first in the file.
  public static func load(bytes: [UInt8], file: String) throws(Diagnostic) -> Catalog {
    var range: Range<Int>?
    return try load(bytes: bytes, file: file, itemsRange: &range)
  }

  /// `load`, also returning the catalog's JSON with an empty `items` array (the skeleton the
  /// cache keeps, so everything but the items is read back by this same decoder), or nil
  /// when the items could not be cut out.
  public static func loadKeepingSkeleton(bytes: [UInt8], file: String) throws(Diagnostic) -> (catalog: Catalog, skeleton: [UInt8]?) {
    var range: Range<Int>?
    let catalog = try load(bytes: bytes, file: file, itemsRange: &range)
    return (catalog, range.flatMap { skeleton(of: bytes, itemsRange: $0) })
  }

  /// The catalog's bytes with `[]` in place of the items array at `itemsRange`.
  static func skeleton(of bytes: [UInt8], itemsRange range: Range<Int>) -> [UInt8]? {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
    var skeleton = Array(bytes[..<range.lowerBound])
    skeleton.append(contentsOf: Array("[]".utf8))
    skeleton.append(contentsOf: bytes[range.upperBound...])
    return skeleton
  }

  /// A catalog from its skeleton and items decoded elsewhere (the cache); throws if they do
  /// not make a valid catalog.
  static func load(skeleton: [UInt8], items: CatalogItems, positions: IdentifierTable? = nil, file: String) throws(Diagnostic) -> Catalog {
    let (top, source) = try JSONParser.parse(skeleton, file: file)
    let decoder = CatalogDecoder(source: source)
    // References were checked when the catalog was first loaded, and the cache's hash says
    // these are the same bytes; identifiers must still be distinct for lookups to hold.
    guard let catalog = decoder.decode(top, streamed: items, positions: positions), decoder.problems.isEmpty,
      catalog.identifiersAreDistinct
    else { throw Diagnostic("the cached catalog is not valid", at: .init(file: file)) }
    return catalog
  }

  static func load(bytes: [UInt8], file: String, itemsRange: inout Range<Int>?) throws(Diagnostic) -> Catalog {
    // Items read straight from the bytes on every core; at the least doubt, the streaming
    // parse below (and, for a problem, the thorough check) reads the file again.
    if let (items, range) = CatalogItemReader.read(bytes), items.count <= Postings.maximumItems,
      let skeleton = skeleton(of: bytes, itemsRange: range),
      let (top, source) = try? JSONParser.parse(skeleton, file: file),
      let catalog = validCatalog(top, source: source, items: items)
    {
      itemsRange = range
      return catalog
    }
    var items: [CatalogItem] = []
    do {
      let (top, source) = try JSONParser.parseStreaming(bytes, file: file, arrayKey: "items", arrayRange: &itemsRange) {
        (node: JSONNode, source: JSONSource, i: Int) throws(Diagnostic) in
        let item = try decodeItem(node, source: source, path: "items[\(i)]")
        if items.count >= Postings.maximumItems {
          throw Diagnostic("more than \(Postings.maximumItems) items; mediactl indexes at most that many", at: source.location(of: node.offset))
        }
        items.append(item)
      }
      if let catalog = validCatalog(top, source: source, items: items) { return catalog }
    } catch {
      // Fall through to the thorough check, which reports the first problem in file order.
    }
    let (catalog, problems) = try check(bytes: bytes, file: file)
    if var first = problems.first {
      if problems.count > 1 {
        first.message += " (and \(problems.count - 1) more problem\(problems.count == 2 ? "" : "s"): mediactl catalog check \(file))"
      }
      throw first
    }
    guard let catalog else { throw Diagnostic("catalog could not be read", at: .init(file: file)) }
    return catalog
  }

  /// The catalog of a top-level object (its items streamed) and its items, when it has no
  /// problem at all (no locations: the thorough check finds them when this says no).
  private static func validCatalog(_ top: JSONNode, source: JSONSource, items: [CatalogItem]) -> Catalog? {
    let decoder = CatalogDecoder(source: source)
    // Duplicate identifiers are found by the catalog's identifier table (no set of a
    // million strings); the thorough check then locates them.
    guard let catalog = decoder.decode(top, streamed: CatalogItems(items)), decoder.problems.isEmpty, catalog.identifiersAreDistinct,
      items.allSatisfy(\.valuesAreInRange), referencesAreValid(catalog)
    else { return nil }
    return catalog
  }

  /// Whether every identifier the catalog names exists, with the right type (no locations:
  /// the thorough check finds them when this says no). The items are checked on every core.
  static func referencesAreValid(_ catalog: Catalog) -> Bool {
    @Sendable func has(_ id: String, _ types: (MediaItemType) -> Bool = { _ in true }) -> Bool {
      guard let item = catalog.item(id) else { return false }
      return types(item.type)
    }
    let itemsAreValid = Parallel.all(catalog.items.count) { range in
      // Albums, artists and shows are named by many items: each is looked up once.
      var containers: [String: MediaItemType] = [:]
      func container(_ id: String, _ types: (MediaItemType) -> Bool) -> Bool {
        if let known = containers[id] { return types(known) }
        guard let item = catalog.item(id) else { return false }
        containers[id] = item.type
        return types(item.type)
      }
      for item in catalog.items[range] {
        if let album = item.album, !container(album, { $0 == .album }) { return false }
        if let artist = item.artistIdentifier, !container(artist, { $0 == .artist }) { return false }
        if let show = item.show, !container(show, { $0 == .podcastShow || $0 == .podcastPlaylist || $0 == .podcastStation }) {
          return false
        }
        if !item.items.allSatisfy({ has($0) }) { return false }
      }
      return true
    }
    guard itemsAreValid else { return false }
    let lists = catalog.library + catalog.recentlyPlayed + catalog.queue.items
    if !lists.allSatisfy({ has($0) }) { return false }
    if let now = catalog.queue.nowPlaying, !has(now) { return false }
    if let fallback = catalog.app.unqualifiedPlay.fallback, !has(fallback) { return false }
    return true
  }

  /// Every problem in the file, in file order, plus the catalog when it could be built.
  public static func check(bytes: [UInt8], file: String) throws(Diagnostic) -> (Catalog?, [Diagnostic]) {
    let (root, source) = try JSONParser.parse(bytes, file: file)
    let decoder = CatalogDecoder(source: source)
    let catalog = decoder.decode(root)
    let sorted = decoder.problems.sorted {
      ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0)
    }
    return (catalog, sorted)
  }

  func attempt<T>(_ body: () throws(Diagnostic) -> T) -> T? {
    do {
      return try body()
    } catch {
      collected.problems.append(error)
      return nil
    }
  }

  private func decode(_ root: JSONNode, streamed: CatalogItems? = nil, positions: IdentifierTable? = nil) -> Catalog? {
    guard var top = attempt({ () throws(Diagnostic) in try JSONObjectReader(root, source: source, path: "") }) else {
      return nil
    }
    if let version = attempt({ () throws(Diagnostic) in try top.int("formatVersion") }) ?? nil, version != 1,
      let node = top.value("formatVersion")
    {
      collected.problems.append(top.error("unsupported formatVersion \(version); this mediactl reads version 1", at: node))
    }
    let app = decodeApp(&top)
    let account = decodeAccount(&top)
    let device = decodeDevice(&top)
    // Streamed items are used as they are (no array of item-and-node pairs for a million items).
    let decoded = streamed == nil ? decodeItems(&top) : []
    let items = streamed ?? CatalogItems(decoded.map(\.0))
    if streamed != nil {
      // Streaming only reads an array: a missing or mistyped 'items' gets its problem here.
      if case .array? = top.value("items")?.value {} else { _ = decodeItems(&top) }
    }
    let library = attempt({ () throws(Diagnostic) in try top.stringArray("library") }) ?? nil
    var queue = Queue()
    if let q = attempt({ () throws(Diagnostic) in try top.object("queue") }), var q {
      queue = attempt({ () throws(Diagnostic) in
        let value = Queue(
          items: try q.stringArray("items") ?? [], nowPlaying: try q.string("nowPlaying"),
          elapsed: try CatalogDecoder.ranged(&q, "elapsed", "queue", CatalogItem.durationRange) ?? 0)
        try q.finish()
        return value
      }) ?? Queue()
    }
    let recent = attempt({ () throws(Diagnostic) in try top.stringArray("recentlyPlayed") }) ?? nil
    var vocabulary = UserVocabulary()
    if let node = top.value("vocabulary") {
      vocabulary = attempt({ () throws(Diagnostic) in try VocabularyLoader.userVocabulary(node, source: source, path: "vocabulary") }) ?? UserVocabulary()
    }
    attempt({ () throws(Diagnostic) in try top.finish() })

    guard let app else { return nil }
    let catalog = Catalog(
      app: app, account: account, device: device, items: items, library: library ?? [],
      queue: queue, recentlyPlayed: recent ?? [], vocabulary: vocabulary, origin: source.file, positions: positions)
    if streamed == nil { validateReferences(catalog, items: decoded, root: root) }
    return catalog
  }
}
