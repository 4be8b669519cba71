import Foundation

/// A value the index makes on first use (`ConstraintRuns`, the app's recommendations), shared
/// by every copy of the index and every thread resolving against it.
final class Lazy<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var made: Value?

  init(_ value: Value? = nil) { made = value }

  /// The value, made by `make` the first time.
  func value(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let made { return made }
    let value = make()
    made = value
    return value
  }

  /// Sets the value (read from a cache).
  func set(_ value: Value) {
    lock.lock()
    made = value
    lock.unlock()
  }
}
