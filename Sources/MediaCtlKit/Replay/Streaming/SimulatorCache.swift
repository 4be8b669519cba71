import Foundation

/// Simulators shared by the threads of a replay, one per catalog and vocabulary set.
final class SimulatorCache: @unchecked Sendable {
  /// The catalog cache settings every load uses (set before any thread starts).
  var cacheDirectory: String?
  var noCache = false
  private var simulators: [String: SharedSimulator] = [:]
  private var audioSimulators: [String: AudioIntentSimulator] = [:]
  private var failures: [String: Diagnostic] = [:]
  private let lock = NSLock()

  /// The App Intents path over the same simulator, kept so its url table is built once.
  func audioSimulator(for settings: ReplaySettings) throws(Diagnostic) -> AudioIntentSimulator {
    let simulator = try shared(for: settings).simulator
    let key = ([settings.catalogPath ?? "<built-in>"] + settings.vocabularyPaths).joined(separator: "\u{1}")
    lock.lock()
    defer { lock.unlock() }
    if let cached = audioSimulators[key] { return cached }
    let audio = AudioIntentSimulator(simulator: simulator)
    audioSimulators[key] = audio
    return audio
  }

  /// The catalogs loaded so far, described for a report's header
  /// (`Catalogs/ControlAudio.json (built-in, 420 items)`, vocabulary files after it).
  var loadedCatalogs: [String] {
    lock.lock()
    defer { lock.unlock() }
    return simulators.keys.sorted().compactMap { key in
      guard let simulator = simulators[key] else { return nil }
      let parts = key.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
      let name = parts.first == "<built-in>" ? DefaultCatalog.origin : parts.first ?? ""
      var text = "\(name), \(simulator.simulator.catalog.items.count) items"
      if parts.count > 1 { text += ", vocabulary " + parts.dropFirst().joined(separator: ", ") }
      return text
    }
  }

  func simulator(for settings: ReplaySettings) throws(Diagnostic) -> Simulator {
    try shared(for: settings).simulator
  }

  /// The simulator for these settings, loaded the first time, in the box every thread shares.
  func shared(for settings: ReplaySettings) throws(Diagnostic) -> SharedSimulator {
    let key = ([settings.catalogPath ?? "<built-in>"] + settings.vocabularyPaths).joined(separator: "\u{1}")
    lock.lock()
    defer { lock.unlock() }
    if let cached = simulators[key] { return cached }
    if let failure = failures[key] { throw failure }
    var common = Invocation.Common()
    common.catalogPath = settings.catalogPath
    common.vocabularyPaths = settings.vocabularyPaths
    common.cacheDirectory = cacheDirectory
    common.noCache = noCache
    do {
      let simulator = SharedSimulator(try MediaCtl.makeSimulator(common))
      simulators[key] = simulator
      return simulator
    } catch {
      failures[key] = error
      throw error
    }
  }
}

/// A simulator shared by reference. `Simulator` is a large value (its index, and the
/// resolver's and parser's copies of it, hold a hundred and more references): copying one per
/// line, as a memo returning it by value did, was about a tenth of a long replay's time.
/// Pass `shared.simulator` straight to a function, which borrows it without a copy.
final class SharedSimulator: Sendable {
  let simulator: Simulator

  init(_ simulator: Simulator) { self.simulator = simulator }
}

/// The simulator the previous line of a session or worker ran with: consecutive lines almost
/// always share their catalog, and the shared table's key (joined paths), hashing and lock
/// were a visible share of each line's cost in long replays.
struct SimulatorMemo {
  private var catalogPath: String?
  private var vocabularyPaths: [String] = []
  private var last: SharedSimulator?

  mutating func simulator(for settings: ReplaySettings, in cache: SimulatorCache) throws(Diagnostic) -> SharedSimulator {
    if let last, catalogPath == settings.catalogPath, vocabularyPaths == settings.vocabularyPaths {
      return last
    }
    let shared = try cache.shared(for: settings)
    (catalogPath, vocabularyPaths, last) = (settings.catalogPath, settings.vocabularyPaths, shared)
    return shared
  }
}
