import Foundation

/// The reference `IntentValueQuery.values(for: AudioSearch)` (spec §7, MODEL): what a
/// well-built app does with each criteria. `.searchQuery` is parsed alone — no structure from
/// Siri — by the same parser and resolver the SiriKit path uses, so the split of "X by Y",
/// type words, sort words, decades, genres and forgiving title matching are the app's work.
public struct ReferenceAudioQuery: Sendable {
  let parser: UtteranceParser
  let resolver: Resolver
  private let urls: URLTable

  /// At most this many entities are returned: rank, and return few (§7).
  public static let maximumEntities = 5

  public init(simulator: Simulator) {
    parser = simulator.parser
    resolver = simulator.resolver
    urls = URLTable(catalog: simulator.catalog)
  }

  var catalog: Catalog { resolver.catalog }

  /// What `values(for:)` returned and how.
  public struct Answer: Sendable {
    /// What the app's own parse read from the query string (`.searchQuery` only).
    public var search: MediaSearch?
    public var entities: [AudioEntity] = []
    /// The catalog items behind the entities, in the same order.
    public var items: [CatalogItem] = []
    /// The best match cannot play on this account or device: `perform()` throws for it.
    public var blocked: MediaItemUnsupportedReason?
    /// Notes for people ("resumed the queue", "2 items of undeclared kinds left out").
    public var notes: [String] = []
  }

  public func values(for search: AudioSearch, context: ResolveContext) -> Answer {
    switch search.criteria {
    case .searchQuery(let query):
      return values(forQuery: query, context: context)
    case .url(let list):
      var answer = Answer()
      var found: [CatalogItem] = []
      for url in list {
        if let item = urls.item(for: url), !found.contains(where: { $0 === item }) { found.append(item) }
      }
      if found.isEmpty { answer.notes.append("no catalog item has url \(list.joined(separator: ", "))") }
      fill(&answer, with: found, context: context)
      return answer
    case .unspecified:
      // Never `[]`: resume what was playing, else the app's choice, else recommendations.
      let resolution = resolver.resolve(.play(PlayMediaIntent()), context: context)
      var answer = Answer()
      answer.notes = resolution.notes
      var items = resolution.candidates.map(\.item)
      if items.isEmpty, let first = catalog.items.first(where: { AudioEntityKind($0.type) != nil }) {
        items = [first]
        answer.notes.append("no queue and no recommendations: the catalog's first item")
      }
      fill(&answer, with: items, context: context)
      return answer
    }
  }

  /// The query parsed as a play request of its own words ("play " + query, "播放" + query: the
  /// parser reads media phrases after a verb), then resolved.
  func values(forQuery query: String, context: ResolveContext) -> Answer {
    let chinese = query.unicodeScalars.contains(where: TextNormalizer.isHan)
    let parsed = parser.parse(chinese ? "播放" + query : "play " + query, locale: chinese ? "zh-CN" : "en-US", tracing: false)
    var search = MediaSearch(mediaName: query)
    if case .intent(let intent) = parsed.request.body {
      search = intent.mediaSearch ?? MediaSearch()
    }
    var answer = Answer()
    answer.search = search
    let resolution = resolver.resolve(.play(PlayMediaIntent(mediaSearch: search)), context: context)
    answer.notes = resolution.notes
    switch resolution.mediaItems {
    case .success(let items):
      fill(&answer, with: items.compactMap { $0.identifier.flatMap(catalog.item) }, context: context)
    case .unsupported(let reason?):
      if let best = resolution.candidates.first?.item {
        fill(&answer, with: [best], context: context)
        answer.blocked = reason
      } else {
        answer.blocked = reason
      }
    case .disambiguation(let items):
      // Tied candidates: every one is an entity, and the system asks the user to choose.
      fill(&answer, with: items.compactMap { $0.identifier.flatMap(catalog.item) }, context: context)
    case .unsupported(nil), .needsValue:
      break
    }
    return answer
  }

  /// The entities for items, few, of the kinds the app declares.
  func fill(_ answer: inout Answer, with items: [CatalogItem], context: ResolveContext) {
    let declared = catalog.app.appEntities.map(Set.init)
    var left = 0
    var noKind: Set<String> = []
    for item in items {
      guard answer.entities.count < Self.maximumEntities else { break }
      guard let entity = AudioEntity(item, catalog: catalog) else {
        noKind.insert(item.type.name)
        continue
      }
      if let declared, !declared.contains(entity.kind) {
        left += 1
        continue
      }
      answer.entities.append(entity)
      answer.items.append(item)
    }
    if !noKind.isEmpty {
      answer.notes.append("\(noKind.sorted().joined(separator: ", ")) items have no audio entity kind (the domain is audio only)")
      if answer.entities.isEmpty { answer.blocked = .unsupportedMediaType }
    }
    if left > 0 { answer.notes.append("\(left) item\(left == 1 ? "" : "s") of kinds the app does not return left out") }
    if answer.blocked == nil, let first = answer.items.first { answer.blocked = context.blockingReason(for: first) }
  }
}

/// Items by their `url`, built on first use (most runs never ask).
final class URLTable: @unchecked Sendable {
  private let catalog: Catalog
  private var table: [String: Int]?
  private let lock = NSLock()

  init(catalog: Catalog) { self.catalog = catalog }

  /// Compared without a trailing slash and with the scheme and host lowercased.
  static func key(_ url: String) -> String {
    var s = url.trimmingWhitespace
    while s.hasSuffix("/") { s.removeLast() }
    guard let schemeEnd = s.range(of: "://") else { return s }
    let rest = s[schemeEnd.upperBound...]
    let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
    return s[..<hostEnd].lowercased() + s[hostEnd...]
  }

  func item(for url: String) -> CatalogItem? {
    lock.lock()
    defer { lock.unlock() }
    if table == nil {
      var built: [String: Int] = [:]
      for (i, item) in catalog.items.enumerated() {
        if let u = item.url, built[Self.key(u)] == nil { built[Self.key(u)] = i }
      }
      table = built
    }
    guard let i = table?[Self.key(url)] else { return nil }
    return catalog.items[i]
  }
}
