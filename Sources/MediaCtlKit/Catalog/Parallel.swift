import Dispatch
import Foundation

/// Work split over the machine's cores (loading and indexing a large catalog).
enum Parallel {
  static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// `body(n)` for every `n` in `0..<count`, on every core (on this thread alone when not
  /// `worthIt`: starting the workers costs more than a small catalog's work); the results
  /// in order.
  static func map<T: Sendable>(_ count: Int, worthIt: Bool = true, _ body: @Sendable (Int) -> T) -> [T] {
    guard count > 1, worthIt, cores > 1 else { return (0..<count).map(body) }
    let results = Results<T>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { n in results.set(n, body(n)) }
    return results.values
  }

  /// Whether `test` holds for every part of `0..<count` cut into one range per core.
  static func all(_ count: Int, minimumPart: Int = 10_000, _ test: @Sendable (Range<Int>) -> Bool) -> Bool {
    let ranges = parts(count, minimumPart: minimumPart)
    return map(ranges.count) { test(ranges[$0]) }.allSatisfy { $0 }
  }

  /// `0..<count` cut into `perCore` ranges per core (fewer when a range would hold less
  /// than `minimumPart`); more than one per core lets a core that finishes early take more.
  static func parts(_ count: Int, minimumPart: Int, perCore: Int = 1) -> [Range<Int>] {
    let n = max(1, min(cores * perCore, count / max(1, minimumPart)))
    return (0..<n).map { k in (count * k / n)..<(count * (k + 1) / n) }
  }

  /// Slots written once each by several workers.
  private final class Results<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ n: Int, _ value: T) {
      lock.lock()
      slots[n] = value
      lock.unlock()
    }

    /// Every slot's value (all were set: `concurrentPerform` returns when every worker has).
    var values: [T] {
      lock.lock()
      defer { lock.unlock() }
      return slots.compactMap { $0 }
    }
  }
}
