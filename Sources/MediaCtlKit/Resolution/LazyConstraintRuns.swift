import Foundation

/// `ConstraintRuns` made on first use and shared by every copy of the index (and every
/// thread resolving against it).
final class LazyConstraintRuns: @unchecked Sendable {
  private let lock = NSLock()
  private var runs: ConstraintRuns?

  init(_ runs: ConstraintRuns? = nil) { self.runs = runs }

  /// The runs, made from `items` the first time.
  func value(_ items: [CatalogItem]) -> ConstraintRuns {
    lock.lock()
    defer { lock.unlock() }
    if let runs { return runs }
    let made = ConstraintRuns(items: items)
    runs = made
    return made
  }

  /// Sets the runs read from a cache.
  func set(_ runs: ConstraintRuns) {
    lock.lock()
    self.runs = runs
    lock.unlock()
  }
}
