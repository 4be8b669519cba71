import Foundation

/// The "; did you mean …?; expected one of …" tail of an unknown-name error, made once per
/// (vocabulary, spelling): a generated catalog with the same misspelt `type` on 100,000 items
/// would otherwise compare every spelling with every name and join the list 100,000 times.
/// Bounded: past `capacity` entries a tail is made each time and not kept.
enum SuggestionMemo {
  static let capacity = 4_096
  private static let lock = NSLock()
  nonisolated(unsafe) private static var tails: [String: String] = [:]

  /// `make()` for this vocabulary and spelling, from the memo when it was made before.
  static func tail(vocabulary: String, name: String, _ make: () -> String) -> String {
    let key = vocabulary + "\u{0}" + name
    lock.lock()
    let known = tails[key]
    lock.unlock()
    if let known { return known }
    let made = make()
    lock.lock()
    if tails.count < capacity { tails[key] = made }
    lock.unlock()
    return made
  }
}
