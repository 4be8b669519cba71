/// The account, device and playback state a request is resolved against: the catalog's
/// defaults with the command line's flags (`--logged-out`, `--cellular-off`, …) applied.
public struct ResolveContext: Sendable, Equatable {
  public var account: Account
  public var device: DeviceSettings
  /// The now-playing item's identifier (`MPNowPlayingInfoPropertyExternalContentIdentifier`).
  public var nowPlaying: String?
  /// The queue to resume when the request names nothing.
  public var queue: Queue
  /// At most this many items are returned (Siri speaks about the first).
  public var maximumResults: Int
  /// The session's repeat mode and rate, which decide whether "next" has somewhere to go and
  /// how far "faster" can step.
  public var repeatMode: RepeatType = .off
  public var playbackRate: Double = 1
  /// Items a session moved away from before their end, most recent first, with where each was
  /// left: "resume X" continues the one of X's played last (before the catalog's
  /// `recentlyPlayed`).
  public var leftOff: [PlaybackPosition] = []

  public init(
    account: Account = Account(), device: DeviceSettings = DeviceSettings(), nowPlaying: String? = nil,
    queue: Queue = Queue(), maximumResults: Int = 10
  ) {
    self.account = account
    self.device = device
    self.nowPlaying = nowPlaying
    self.queue = queue
    self.maximumResults = maximumResults
  }

  /// The catalog's own defaults.
  public init(catalog: Catalog) {
    self.init(
      account: catalog.account, device: catalog.device, nowPlaying: catalog.queue.nowPlaying,
      queue: catalog.queue)
  }

  /// What plays after the now-playing item: the queue after it (all of it when the
  /// now-playing item is not in the queue).
  public var upcoming: ArraySlice<String> {
    guard let now = nowPlaying ?? queue.nowPlaying, let i = queue.items.firstIndex(of: now) else {
      return queue.items[...]
    }
    return queue.items[(i + 1)...]
  }

  /// Why this account and device cannot play `item`, or nil when it can.
  public func blockingReason(for item: CatalogItem) -> MediaItemUnsupportedReason? {
    if !device.serviceAvailable { return .serviceUnavailable }
    if device.network == .offline && !item.downloaded { return .serviceUnavailable }
    if !account.loggedIn && (item.requires.login || item.requires.subscription) { return .loginRequired }
    if item.requires.subscription && account.subscription != .subscribed { return .subscriptionRequired }
    if let regions = item.requires.regions, !regions.contains(where: { $0.caseInsensitiveCompare(account.region) == .orderedSame }) {
      return .regionRestriction
    }
    if item.explicit && !device.explicitContentAllowed { return .explicitContentSettings }
    if item.restricted && device.contentRestrictions { return .restrictedContent }
    if device.network == .cellular && !device.cellularDataAllowed && !item.downloaded { return .cellularDataSettings }
    return nil
  }
}

/// Where an item was left: its identifier and the seconds played.
public struct PlaybackPosition: Sendable, Equatable {
  public var identifier: String
  public var elapsed: Double

  public init(identifier: String, elapsed: Double) {
    self.identifier = identifier
    self.elapsed = elapsed
  }
}
