import Foundation

/// What is happening on the device, as Siri and the app see it: the now-playing item and
/// position, playing or paused, the queue, shuffle, repeat, rate, the user's library and
/// playlists, likes and dislikes, and every request made since the last reset.
///
/// Starts from the catalog (its queue, library and playlists) and moves with each request.
public struct SessionState: Sendable, Equatable {
  public enum PlaybackState: String, Sendable, CaseIterable { case playing, paused, stopped }

  /// One request and what came of it, for auditing a run.
  public struct HistoryEntry: Sendable, Equatable {
    public var time: String
    public var utterance: String?
    /// The request as JSON, so the run can be replayed.
    public var request: JSONOutput
    public var outcome: String
    public var dialog: String
  }

  /// The catalog the state was made from (its `origin`), to notice a different catalog.
  public var catalog: String
  public var nowPlaying: String?
  public var elapsed: Double
  public var playbackState: PlaybackState
  /// What plays after the now-playing item, in order.
  public var queue: [String]
  /// What played before, most recent last (for "previous track").
  public var played: [String]
  /// Items moved away from before their end, most recent first, each once, with where it was
  /// left (at most `maximumLeftOff`): "resume X" continues there.
  public var leftOff: [PlaybackPosition]
  public var shuffle: ShuffleType
  public var repeatMode: RepeatType
  public var playbackRate: Double
  public var library: [String]
  /// Playlist identifier → its items.
  public var playlists: [String: [String]]
  public var likes: [String]
  public var dislikes: [String]
  public var history: [HistoryEntry]

  public init(catalog: Catalog) {
    // A catalog file by its absolute path, so the state stays bound to it from any directory.
    self.catalog =
      catalog.origin != DefaultCatalog.origin && FileManager.default.fileExists(atPath: catalog.origin)
      ? StateCatalogBinding.identity(ofCatalogPath: catalog.origin) : catalog.origin
    nowPlaying = catalog.queue.nowPlaying
    elapsed = catalog.queue.elapsed
    playbackState = catalog.queue.nowPlaying == nil ? .stopped : .paused
    if let now = catalog.queue.nowPlaying, let i = catalog.queue.items.firstIndex(of: now) {
      queue = Array(catalog.queue.items[(i + 1)...])
      played = Array(catalog.queue.items[..<i])
    } else {
      queue = catalog.queue.items.filter { $0 != catalog.queue.nowPlaying }
      played = []
    }
    shuffle = .off
    repeatMode = .off
    playbackRate = 1
    library = catalog.library
    var lists: [String: [String]] = [:]
    for item in catalog.items where item.type == .playlist { lists[item.identifier] = item.items }
    playlists = lists
    likes = []
    dislikes = []
    history = []
    leftOff = []
  }

  /// The context resolve runs in: the catalog's account and device with this state's queue.
  public func context(for catalog: Catalog, options: SimulationOptions) -> ResolveContext {
    var context = options.context(for: catalog)
    context.nowPlaying = options.nowPlaying ?? (options.nothingPlaying ? nil : nowPlaying)
    context.queue = Queue(items: (nowPlaying.map { [$0] } ?? []) + queue, nowPlaying: nowPlaying, elapsed: elapsed)
    context.repeatMode = repeatMode
    context.leftOff = leftOff
    context.playbackRate = playbackRate
    return context
  }
}
