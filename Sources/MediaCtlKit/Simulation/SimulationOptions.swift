/// The settings of one run: device, account and device flags, what is playing, language.
public struct SimulationOptions: Sendable, Equatable {
  public var device: Device = .iphone
  public var loggedOut = false
  public var noSubscription = false
  public var cellularOff = false
  public var explicitOff = false
  public var restricted = false
  public var serviceDown = false
  public var region: String?
  /// `--now-playing ID`: overrides the catalog queue's now-playing item.
  public var nowPlaying: String?
  /// `--now-playing none` / `:now-playing none`: nothing plays, whatever the catalog's queue or
  /// the session says.
  public var nothingPlaying = false
  /// `--locale`: forces the parser's language.
  public var locale: String?
  /// Whether the parse records how it read the utterance and, when nothing matched, resolve
  /// names the near misses (`--explain`); the answer is the same.
  public var tracesParse = true
  /// `--path`: SiriKit (default), the App Intents `.audio` path, or both with the migration diff.
  public var path: SiriPath = .sirikit
  /// Whether each request is added to the session's history; a replay, which never reads the
  /// history, turns it off (building each entry's JSON was a visible share of long replays).
  public var recordsHistory = true

  public init() {}

  /// The defaults, without the parse trace: for runs that only read the answers.
  public static let untraced: SimulationOptions = {
    var options = SimulationOptions()
    options.tracesParse = false
    return options
  }()

  /// The catalog's defaults with these flags applied.
  public func context(for catalog: Catalog) -> ResolveContext {
    var context = ResolveContext(catalog: catalog)
    if loggedOut { context.account.loggedIn = false }
    if noSubscription { context.account.subscription = .notSubscribed }
    if let region { context.account.region = region }
    if cellularOff {
      context.device.network = .cellular
      context.device.cellularDataAllowed = false
    }
    if explicitOff { context.device.explicitContentAllowed = false }
    if restricted { context.device.contentRestrictions = true }
    if serviceDown { context.device.serviceAvailable = false }
    if let nowPlaying { context.nowPlaying = nowPlaying }
    if nothingPlaying {
      context.nowPlaying = nil
      context.queue.nowPlaying = nil
    }
    return context
  }
}
