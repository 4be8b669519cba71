/// One media app as its Intents extension sees it: the app, account, device, items, library,
/// queue and user vocabulary. Loaded from the JSON catalog format (docs/catalog-format.md).
public struct Catalog: Sendable {
  public var app: AppDescription
  public var account: Account
  public var device: DeviceSettings
  public var items: CatalogItems
  public var library: [String]
  public var queue: Queue
  public var recentlyPlayed: [String]
  public var vocabulary: UserVocabulary
  /// Where the catalog came from, for messages (`Catalogs/ControlAudio.json`, `built-in`).
  public var origin: String

  /// Position of each identifier in `items` (the first, should one repeat): a sorted table
  /// of identifier hashes, built in milliseconds even for a million items.
  private var positions: IdentifierTable

  public init(
    app: AppDescription, account: Account = Account(), device: DeviceSettings = DeviceSettings(),
    items: [CatalogItem], library: [String] = [], queue: Queue = Queue(), recentlyPlayed: [String] = [],
    vocabulary: UserVocabulary = UserVocabulary(), origin: String = "catalog"
  ) {
    self.init(
      app: app, account: account, device: device, items: CatalogItems(items), library: library, queue: queue,
      recentlyPlayed: recentlyPlayed, vocabulary: vocabulary, origin: origin, positions: nil)
  }

  /// With the identifier table already built for these items (read back from the cache).
  init(
    app: AppDescription, account: Account, device: DeviceSettings, items: CatalogItems, library: [String],
    queue: Queue, recentlyPlayed: [String], vocabulary: UserVocabulary, origin: String, positions: IdentifierTable?
  ) {
    self.app = app
    self.account = account
    self.device = device
    self.items = items
    self.library = library
    self.queue = queue
    self.recentlyPlayed = recentlyPlayed
    self.vocabulary = vocabulary
    self.origin = origin
    self.positions = positions ?? IdentifierTable(items)
  }

  /// The identifier table's entries, for the cache.
  var identifierEntries: [UInt64] { positions.entries }

  /// Where an identifier's item is in `items`.
  public func position(of identifier: String) -> Int? {
    positions.position(of: identifier, in: items)
  }

  public func item(_ identifier: String) -> CatalogItem? {
    position(of: identifier).map { items[$0] }
  }

  /// Whether every item has its own identifier.
  public var identifiersAreDistinct: Bool { positions.isDistinct(in: items) }

  /// Adds or replaces an item (used by sessions that create playlists).
  public mutating func upsert(_ item: CatalogItem) {
    if let i = position(of: item.identifier) {
      items[i] = item
    } else {
      positions.insert(item.identifier, at: items.count)
      items.append(item)
    }
  }
}

/// Identifier → position, as one sorted array of (40-bit identifier hash, 24-bit position):
/// a lookup is a binary search confirmed against the item's identifier, so hash collisions
/// cost a comparison, never a wrong answer.
struct IdentifierTable: Sendable {
  private var table: HashRuns
  var entries: [UInt64] { table.entries }

  /// Entries read back from the cache: sorted, every position below `count`.
  init?(entries: [UInt64], count: Int) {
    var previous: UInt64 = 0
    for (i, entry) in entries.enumerated() {
      if i > 0, entry <= previous { return nil }
      if Int(entry & 0xFF_FFFF) >= count { return nil }
      previous = entry
    }
    guard entries.count == count else { return nil }
    table = HashRuns(sorted: entries)
  }

  init(_ items: CatalogItems) {
    var entries: [UInt64] = []
    entries.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
      entries.append(Self.prefix(item.identifier) << 24 | UInt64(i & 0xFF_FFFF))
    }
    Postings.sort(&entries)
    table = HashRuns(sorted: entries)
  }

  static func prefix(_ identifier: String) -> UInt64 { Postings.hash(identifier) >> 24 }

  func position(of identifier: String, in items: CatalogItems) -> Int? {
    // Positions ascend within a prefix, so the first match is the first occurrence.
    for i in table.run(Self.prefix(identifier)) {
      let position = Int(entries[i] & 0xFF_FFFF)
      if position < items.count, items[position].identifier == identifier { return position }
    }
    return nil
  }

  func isDistinct(in items: CatalogItems) -> Bool {
    let entries = self.entries
    var i = 0
    while i < entries.count {
      var j = i + 1
      while j < entries.count, entries[j] >> 24 == entries[i] >> 24 { j += 1 }
      if j - i > 1 {
        var seen = Set<String>()
        for k in i..<j where !seen.insert(items[Int(entries[k] & 0xFF_FFFF)].identifier).inserted { return false }
      }
      i = j
    }
    return true
  }

  mutating func insert(_ identifier: String, at position: Int) {
    table.insert(Self.prefix(identifier) << 24 | UInt64(position & 0xFF_FFFF))
  }
}

/// The app's declaration: names, media categories, intents, and what unqualified play does.
public struct AppDescription: Sendable {
  public var name: String
  public var displayName: String
  public var alternativeNames: [String]
  public var supportedMediaCategories: Set<MediaCategory>
  public var unsupportedMediaTypes: Set<MediaItemType>
  public var supportedIntents: Set<IntentKind>
  public var unqualifiedPlay: UnqualifiedPlay
  public var playbackSpeeds: ClosedRange<Double>
  public var remoteCommands: RemoteCommandSupport
  /// `appIntents`: the App Intents schemas the app adopts (`playAudio`, …, and `searchInApp`);
  /// nil when the app declares none, so Siri uses its SiriKit extension only.
  public var appIntents: [DeclaredAppIntent]? = nil
  /// `appEntities`: the entity kinds its `values(for:)` returns; nil: every kind its items map to.
  public var appEntities: [AudioEntityKind]? = nil

  public init(
    name: String, displayName: String? = nil, alternativeNames: [String] = [],
    supportedMediaCategories: Set<MediaCategory> = [.music],
    unsupportedMediaTypes: Set<MediaItemType> = [],
    supportedIntents: Set<IntentKind> = Set(IntentKind.allCases),
    unqualifiedPlay: UnqualifiedPlay = UnqualifiedPlay(),
    playbackSpeeds: ClosedRange<Double> = 0.5...2.0,
    remoteCommands: RemoteCommandSupport = RemoteCommandSupport()
  ) {
    self.name = name
    self.displayName = displayName ?? name
    self.alternativeNames = alternativeNames
    self.supportedMediaCategories = supportedMediaCategories
    self.unsupportedMediaTypes = unsupportedMediaTypes
    self.supportedIntents = supportedIntents
    self.unqualifiedPlay = unqualifiedPlay
    self.playbackSpeeds = playbackSpeeds
    self.remoteCommands = remoteCommands
  }

  /// Every name the app answers to.
  public var allNames: [String] { [name, displayName] + alternativeNames }

  /// Whether the app declares the category a type belongs to and does not decline the type.
  public func serves(_ type: MediaItemType) -> Bool {
    guard type != .unknown else { return true }
    guard let category = type.category else { return false }
    return supportedMediaCategories.contains(category) && !unsupportedMediaTypes.contains(type)
  }

  /// Whether a type word of this type may set `mediaType` (its category is declared).
  public func declaresCategory(of type: MediaItemType) -> Bool {
    guard let category = type.category else { return false }
    return supportedMediaCategories.contains(category)
  }

  public struct UnqualifiedPlay: Sendable {
    public var resumeQueue: Bool
    public var fallback: String?
    public init(resumeQueue: Bool = true, fallback: String? = nil) {
      self.resumeQueue = resumeQueue
      self.fallback = fallback
    }
  }

  public struct RemoteCommandSupport: Sendable {
    /// Command names the app installed handlers for; nil means all.
    public var supported: Set<String>?
    public var disabled: Set<String>
    public var failing: Set<String>
    public init(supported: Set<String>? = nil, disabled: Set<String> = [], failing: Set<String> = []) {
      self.supported = supported
      self.disabled = disabled
      self.failing = failing
    }
  }
}

/// The signed-in user (`INMediaUserContext`).
public struct Account: Sendable, Equatable {
  public enum SubscriptionStatus: Int, SiriKitEnum {
    case unknown = 0
    case notSubscribed
    case subscribed
    public static let appleName = "INMediaUserContext.SubscriptionStatus"
  }

  public var loggedIn: Bool
  public var subscription: SubscriptionStatus
  public var region: String

  public init(loggedIn: Bool = true, subscription: SubscriptionStatus = .subscribed, region: String = "US") {
    self.loggedIn = loggedIn
    self.subscription = subscription
    self.region = region
  }
}

/// Device settings that decide unsupported reasons.
public struct DeviceSettings: Sendable, Equatable {
  public enum Network: String, CaseIterable, Sendable { case wifi, cellular, offline }

  public var network: Network
  public var cellularDataAllowed: Bool
  public var explicitContentAllowed: Bool
  public var contentRestrictions: Bool
  public var serviceAvailable: Bool

  public init(
    network: Network = .wifi, cellularDataAllowed: Bool = true, explicitContentAllowed: Bool = true,
    contentRestrictions: Bool = false, serviceAvailable: Bool = true
  ) {
    self.network = network
    self.cellularDataAllowed = cellularDataAllowed
    self.explicitContentAllowed = explicitContentAllowed
    self.contentRestrictions = contentRestrictions
    self.serviceAvailable = serviceAvailable
  }
}

/// The play queue the app would resume.
public struct Queue: Sendable, Equatable {
  public var items: [String]
  public var nowPlaying: String?
  public var elapsed: Double
  public init(items: [String] = [], nowPlaying: String? = nil, elapsed: Double = 0) {
    self.items = items
    self.nowPlaying = nowPlaying
    self.elapsed = elapsed
  }
}
