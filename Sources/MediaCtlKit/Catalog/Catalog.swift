/// One media app as its Intents extension sees it: the app, account, device, items, library,
/// queue and user vocabulary. Loaded from the JSON catalog format (docs/catalog-format.md).
public struct Catalog: Sendable {
  public var app: AppDescription
  public var account: Account
  public var device: DeviceSettings
  public var items: [CatalogItem]
  public var library: [String]
  public var queue: Queue
  public var recentlyPlayed: [String]
  public var vocabulary: UserVocabulary
  /// Where the catalog came from, for messages (`Catalogs/ControlAudio.json`, `built-in`).
  public var origin: String

  /// Position of each identifier in `items`.
  public private(set) var indexByIdentifier: [String: Int]

  public init(
    app: AppDescription, account: Account = Account(), device: DeviceSettings = DeviceSettings(),
    items: [CatalogItem], library: [String] = [], queue: Queue = Queue(), recentlyPlayed: [String] = [],
    vocabulary: UserVocabulary = UserVocabulary(), origin: String = "catalog"
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
    var index: [String: Int] = [:]
    index.reserveCapacity(items.count)
    for (i, item) in items.enumerated() where index[item.identifier] == nil { index[item.identifier] = i }
    self.indexByIdentifier = index
  }

  public func item(_ identifier: String) -> CatalogItem? {
    indexByIdentifier[identifier].map { items[$0] }
  }

  /// Adds or replaces an item (used by sessions that create playlists).
  public mutating func upsert(_ item: CatalogItem) {
    if let i = indexByIdentifier[item.identifier] {
      items[i] = item
    } else {
      indexByIdentifier[item.identifier] = items.count
      items.append(item)
    }
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
