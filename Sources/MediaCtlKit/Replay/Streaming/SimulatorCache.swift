import Foundation

/// Simulators shared by the threads of a replay, one per catalog and vocabulary set.
final class SimulatorCache: @unchecked Sendable {
  /// The catalog cache settings every load uses (set before any thread starts).
  var cacheDirectory: String?
  var noCache = false
  private var simulators: [String: Simulator] = [:]
  private var audioSimulators: [String: AudioIntentSimulator] = [:]
  private var failures: [String: Diagnostic] = [:]
  private let lock = NSLock()

  /// The App Intents path over the same simulator, kept so its url table is built once.
  func audioSimulator(for settings: ReplaySettings) throws(Diagnostic) -> AudioIntentSimulator {
    let simulator = try self.simulator(for: settings)
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
      var text = "\(name), \(simulator.catalog.items.count) items"
      if parts.count > 1 { text += ", vocabulary " + parts.dropFirst().joined(separator: ", ") }
      return text
    }
  }

  func simulator(for settings: ReplaySettings) throws(Diagnostic) -> Simulator {
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
      let simulator = try MediaCtl.makeSimulator(common)
      simulators[key] = simulator
      return simulator
    } catch {
      failures[key] = error
      throw error
    }
  }
}

/// The simulator the previous line of a session or worker ran with: consecutive lines almost
/// always share their catalog, and the shared table's key (joined paths), hashing and lock
/// were a visible share of each line's cost in long replays.
struct SimulatorMemo {
  private var last: (catalogPath: String?, vocabularyPaths: [String], simulator: Simulator)?

  mutating func simulator(for settings: ReplaySettings, in cache: SimulatorCache) throws(Diagnostic) -> Simulator {
    if let last, last.catalogPath == settings.catalogPath, last.vocabularyPaths == settings.vocabularyPaths {
      return last.simulator
    }
    let simulator = try cache.simulator(for: settings)
    last = (settings.catalogPath, settings.vocabularyPaths, simulator)
    return simulator
  }
}
