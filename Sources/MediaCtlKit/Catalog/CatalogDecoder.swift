/// Reads the catalog JSON format into a `Catalog`, collecting every problem it finds
/// (`mediactl catalog check` lists them all; loading stops at the first).
public struct CatalogDecoder {
  /// Collects problems while decoding continues past them.
  private final class ProblemList {
    var problems: [Diagnostic] = []
    /// Each decoded item's position in the file's `items`, for reference paths (items that
    /// failed to decode are skipped, so positions in the decoded list differ).
    var fileIndex: [String: Int] = [:]
    /// Identifiers of items that failed to decode: references to them are not reported
    /// again (the item's own problem is the real one, not every use of it).
    var undecoded: Set<String> = []
  }

  private let collected = ProblemList()
  private let source: JSONSource

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

  private func attempt<T>(_ body: () throws(Diagnostic) -> T) -> T? {
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

  private func decodeApp(_ top: inout JSONObjectReader) -> AppDescription? {
    guard let appReader = attempt({ () throws(Diagnostic) in try top.object("app") }) else { return nil }
    guard var o = appReader else {
      collected.problems.append(Diagnostic("missing key 'app'", at: source.location(of: top.node.offset)))
      return nil
    }
    return attempt { () throws(Diagnostic) in
      let name = try o.nonEmptyString("name")
      var categories = Set<MediaCategory>()
      let categoryNodes = try o.array("supportedMediaCategories")
      guard let categoryNodes else {
        throw Diagnostic("missing key 'app.supportedMediaCategories'", at: source.location(of: o.node.offset))
      }
      for (i, node) in categoryNodes.enumerated() {
        guard case .string(let s) = node.value, let c = MediaCategory(spelling: s) else {
          throw o.error(
            "unknown media category at 'app.supportedMediaCategories[\(i)]'; expected music, podcasts, audiobooks, radio, general",
            at: node)
        }
        categories.insert(c)
      }
      var unsupported = Set<MediaItemType>()
      for (i, node) in (try o.array("unsupportedMediaTypes") ?? []).enumerated() {
        unsupported.insert(
          try JSONObjectReader.decodeEnum(node, as: MediaItemType.self, path: "app.unsupportedMediaTypes[\(i)]", source: source))
      }
      var intents = Set(IntentKind.allCases)
      if let names = try o.array("supportedIntents") {
        intents = []
        for node in names {
          guard case .string(let s) = node.value, let kind = IntentKind(rawValue: s) else {
            throw o.error("unknown intent in 'app.supportedIntents'; expected INPlayMediaIntent, INAddMediaIntent, INUpdateMediaAffinityIntent or INSearchForMediaIntent", at: node)
          }
          intents.insert(kind)
        }
      }
      var unqualified = AppDescription.UnqualifiedPlay()
      if var u = try o.object("unqualifiedPlay") {
        unqualified = AppDescription.UnqualifiedPlay(
          resumeQueue: try u.bool("resumeQueue") ?? true, fallback: try u.string("fallback"))
        try u.finish()
      }
      var speeds = 0.5...2.0
      if var s = try o.object("playbackSpeeds") {
        let minimum = try s.double("minimum") ?? 0.5
        let maximum = try s.double("maximum") ?? 2.0
        guard minimum > 0, minimum <= maximum else {
          throw s.error("'app.playbackSpeeds' needs 0 < minimum <= maximum", at: s.node)
        }
        speeds = minimum...maximum
        try s.finish()
      }
      var commands = AppDescription.RemoteCommandSupport()
      if var r = try o.object("remoteCommands") {
        func names(_ key: String, _ r: inout JSONObjectReader) throws(Diagnostic) -> Set<String>? {
          guard let nodes = try r.array(key) else { return nil }
          var out = Set<String>()
          for node in nodes {
            guard case .string(let s) = node.value, RemoteCommand.allNames.contains(s) else {
              let spelled: String
              if case .string(let s) = node.value { spelled = s } else { spelled = node.kindName }
              throw r.error(
                "unknown remote command '\(spelled)' in 'app.remoteCommands.\(key)'\(suggestion(for: spelled, in: RemoteCommand.allNames))",
                at: node)
            }
            out.insert(s)
          }
          return out
        }
        commands = AppDescription.RemoteCommandSupport(
          supported: try names("supported", &r), disabled: try names("disabled", &r) ?? [],
          failing: try names("failing", &r) ?? [])
        try r.finish()
      }
      var app = AppDescription(
        name: name, displayName: try o.string("displayName"),
        alternativeNames: try o.stringArray("alternativeNames") ?? [],
        supportedMediaCategories: categories, unsupportedMediaTypes: unsupported,
        supportedIntents: intents, unqualifiedPlay: unqualified, playbackSpeeds: speeds,
        remoteCommands: commands)
      try decodeAppIntents(&o, into: &app)
      try o.finish()
      return app
    }
  }

  /// `app.appIntents` (schema names) and `app.appEntities` (entity kinds), each name checked.
  private func decodeAppIntents(_ o: inout JSONObjectReader, into app: inout AppDescription) throws(Diagnostic) {
    if let nodes = try o.array("appIntents") {
      var declared: [DeclaredAppIntent] = []
      for (i, node) in nodes.enumerated() {
        guard case .string(let s) = node.value, let intent = DeclaredAppIntent(name: s) else {
          let spelled: String
          if case .string(let s) = node.value { spelled = s } else { spelled = node.kindName }
          throw o.error(
            "unknown schema '\(spelled)' at 'app.appIntents[\(i)]'\(suggestion(for: spelled, in: DeclaredAppIntent.allNames)); expected one of \(DeclaredAppIntent.allNames.joined(separator: ", "))",
            at: node)
        }
        if !declared.contains(intent) { declared.append(intent) }
      }
      app.appIntents = declared
    }
    if let nodes = try o.array("appEntities") {
      var kinds: [AudioEntityKind] = []
      let names = AudioEntityKind.allCases.map(\.rawValue)
      for (i, node) in nodes.enumerated() {
        guard case .string(let s) = node.value, let kind = AudioEntityKind(rawValue: s) else {
          let spelled: String
          if case .string(let s) = node.value { spelled = s } else { spelled = node.kindName }
          throw o.error(
            "unknown entity kind '\(spelled)' at 'app.appEntities[\(i)]'\(suggestion(for: spelled, in: names)); expected one of \(names.joined(separator: ", "))",
            at: node)
        }
        if !kinds.contains(kind) { kinds.append(kind) }
      }
      app.appEntities = kinds
    }
  }

  private func decodeAccount(_ top: inout JSONObjectReader) -> Account {
    guard let reader = attempt({ () throws(Diagnostic) in try top.object("account") }), var o = reader else {
      return Account()
    }
    return attempt { () throws(Diagnostic) in
      let account = Account(
        loggedIn: try o.bool("loggedIn") ?? true,
        subscription: try o.siriKitEnum("subscription") ?? .subscribed,
        region: try o.string("region") ?? "US")
      try o.finish()
      return account
    } ?? Account()
  }

  private func decodeDevice(_ top: inout JSONObjectReader) -> DeviceSettings {
    guard let reader = attempt({ () throws(Diagnostic) in try top.object("device") }), var o = reader else {
      return DeviceSettings()
    }
    return attempt { () throws(Diagnostic) in
      var network = DeviceSettings.Network.wifi
      if let spelled = try o.string("network") {
        guard let n = DeviceSettings.Network(rawValue: spelled), let node = o.value("network") ?? Optional(o.node) else {
          throw o.error("unknown network '\(spelled)' at 'device.network'; expected wifi, cellular or offline", at: o.node)
        }
        _ = node
        network = n
      }
      let device = DeviceSettings(
        network: network, cellularDataAllowed: try o.bool("cellularDataAllowed") ?? true,
        explicitContentAllowed: try o.bool("explicitContentAllowed") ?? true,
        contentRestrictions: try o.bool("contentRestrictions") ?? false,
        serviceAvailable: try o.bool("serviceAvailable") ?? true)
      try o.finish()
      return device
    } ?? DeviceSettings()
  }

  /// Items with the node each came from, for reference errors.
  private func decodeItems(_ top: inout JSONObjectReader) -> [(CatalogItem, JSONNode)] {
    let present = top.value("items") != nil
    guard let nodes = attempt({ () throws(Diagnostic) in try top.array("items") }) ?? nil else {
      // Present but not an array: `attempt` has already reported the type.
      if !present { collected.problems.append(Diagnostic("missing key 'items'", at: source.location(of: top.node.offset))) }
      return []
    }
    var out: [(CatalogItem, JSONNode)] = []
    out.reserveCapacity(nodes.count)
    var seen: [String: Int] = [:]
    for (i, node) in nodes.enumerated() {
      let path = "items[\(i)]"
      guard let item = attempt({ () throws(Diagnostic) in try Self.decodeItem(node, source: source, path: path) }) else {
        if case .object(let members) = node.value, case .string(let id)? = members.first(where: { $0.key == "identifier" })?.value.value {
          collected.undecoded.insert(id)
        }
        continue
      }
      if let first = seen[item.identifier] {
        collected.problems.append(
          Diagnostic(
            "duplicate identifier '\(item.identifier)' at '\(path)' (first used at 'items[\(first)]')",
            at: source.location(of: node.offset)))
        continue
      }
      seen[item.identifier] = i
      collected.fileIndex[item.identifier] = i
      out.append((item, node))
    }
    return out
  }

  static func decodeItem(_ node: JSONNode, source: JSONSource, path: String) throws(Diagnostic) -> CatalogItem {
    var o = try JSONObjectReader(node, source: source, path: path)
    let identifier = try o.nonEmptyString("identifier")
    guard let typeNode = o.value("type") else {
      throw Diagnostic("missing key '\(path).type'", at: source.location(of: node.offset))
    }
    let type = try JSONObjectReader.decodeEnum(typeNode, as: MediaItemType.self, path: "\(path).type", source: source)
    if type == .unknown { throw o.error("'\(path).type' must name a media type, not unknown", at: typeNode) }
    var requirements = CatalogItem.Requirements()
    if var r = try o.object("requires") {
      requirements = CatalogItem.Requirements(
        subscription: try r.bool("subscription") ?? false, login: try r.bool("login") ?? false,
        regions: try r.stringArray("regions"))
      for (j, code) in (requirements.regions ?? []).enumerated() where !CatalogItem.isRegionCode(code) {
        throw o.error(
          "'\(path).requires.regions[\(j)]' must be a two-letter country code (ISO 3166-1, e.g. US), found '\(code)'",
          at: r.node)
      }
      try r.finish()
    }
    var releaseDate = try o.string("releaseDate")
    if let date = releaseDate, DateComponentsRange.Components(isoDate: date) == nil, let n = o.value("releaseDate") {
      throw o.error("'\(path).releaseDate' must be YYYY, YYYY-MM or YYYY-MM-DD, found '\(date)'", at: n)
    }
    if releaseDate?.isEmpty == true { releaseDate = nil }
    let item = CatalogItem(
      identifier: identifier, type: type, title: try o.nonEmptyString("title"), artist: try o.string("artist"),
      artistIdentifier: try o.string("artistIdentifier"), album: try o.string("album"),
      items: try o.stringArray("items") ?? [], show: try o.string("show"),
      genres: try o.stringArray("genres") ?? [], moods: try o.stringArray("moods") ?? [],
      releaseDate: releaseDate, popularity: try ranged(&o, "popularity", path, CatalogItem.popularityRange),
      rating: try ranged(&o, "rating", path, CatalogItem.ratingRange),
      recommended: try o.bool("recommended") ?? false, explicit: try o.bool("explicit") ?? false,
      duration: try ranged(&o, "duration", path, CatalogItem.durationRange), aliases: try o.stringArray("aliases") ?? [],
      requires: requirements, downloaded: try o.bool("downloaded") ?? false,
      restricted: try o.bool("restricted") ?? false, editable: try o.bool("editable"),
      owner: try o.string("owner"), frequency: try o.string("frequency"), callSign: try o.string("callSign"),
      language: try o.string("language"), url: try o.string("url"))
    try o.finish()
    return item
  }

  /// Dangling references: every id a catalog names must be an item.
  private func validateReferences(_ catalog: Catalog, items: [(CatalogItem, JSONNode)], root: JSONNode) {
    var hintsLeft = 20
    func member(_ node: JSONNode, _ key: String) -> JSONNode? {
      guard case .object(let members) = node.value else { return nil }
      return members.first { $0.key == key }?.value
    }
    func check(_ id: String, _ path: String, _ node: JSONNode?, expecting types: Set<MediaItemType>? = nil) {
      // Locations cost a scan of the file: compute them only for problems.
      var at: Diagnostic.Location { source.location(of: node?.offset ?? root.offset) }
      guard let target = catalog.item(id) else {
        if collected.undecoded.contains(id) { return }
        // Candidates in file order: dictionary order would break ties differently from run to run.
        // A hint compares with every item, so only the first few dangling references get one:
        // 100,000 of them would otherwise cost items × references.
        hintsLeft -= 1
        let hint = hintsLeft < 0 ? "" : suggestion(for: id, in: catalog.items.lazy.map(\.identifier).filter { $0.first == id.first })
        collected.problems.append(Diagnostic("'\(path)' names '\(id)', which is not an item\(hint)", at: at))
        return
      }
      if let types, !types.contains(target.type) {
        collected.problems.append(
          Diagnostic("'\(path)' names '\(id)', \(target.type.name.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(target.type.name); expected \(types.map(\.name).sorted().joined(separator: " or "))", at: at))
      }
    }
    for (position, (item, node)) in items.enumerated() {
      let path = "items[\(collected.fileIndex[item.identifier] ?? position)]"
      if let album = item.album { check(album, "\(path).album", member(node, "album"), expecting: [.album]) }
      if let artist = item.artistIdentifier {
        check(artist, "\(path).artistIdentifier", member(node, "artistIdentifier"), expecting: [.artist])
      }
      if let show = item.show {
        check(show, "\(path).show", member(node, "show"), expecting: [.podcastShow, .podcastPlaylist, .podcastStation])
      }
      let itemsNode = member(node, "items")
      for (j, id) in item.items.enumerated() {
        var elementNode: JSONNode?
        if case .array(let elements)? = itemsNode?.value, j < elements.count { elementNode = elements[j] }
        check(id, "\(path).items[\(j)]", elementNode)
      }
    }
    func checkList(_ ids: [String], _ key: String, _ node: JSONNode?) {
      for (j, id) in ids.enumerated() {
        var elementNode = node
        if case .array(let elements)? = node?.value, j < elements.count { elementNode = elements[j] }
        check(id, "\(key)[\(j)]", elementNode)
      }
    }
    checkList(catalog.library, "library", member(root, "library"))
    checkList(catalog.recentlyPlayed, "recentlyPlayed", member(root, "recentlyPlayed"))
    let queueNode = member(root, "queue")
    checkList(catalog.queue.items, "queue.items", queueNode.flatMap { member($0, "items") })
    if let now = catalog.queue.nowPlaying {
      check(now, "queue.nowPlaying", queueNode.flatMap { member($0, "nowPlaying") })
    }
    if let fallback = catalog.app.unqualifiedPlay.fallback {
      let appNode = member(root, "app")
      check(fallback, "app.unqualifiedPlay.fallback", appNode.flatMap { member($0, "unqualifiedPlay") }.flatMap { member($0, "fallback") })
    }
  }
}
