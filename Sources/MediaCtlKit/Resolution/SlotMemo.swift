import Foundation

/// A fixed number of remembered values, shared by every copy of an index and every thread
/// resolving against it: each key has one slot (from its hash), which keeps the last value
/// made for a key there. Typo search asks for the same titles' keys and the same words' near
/// words request after request (real speech repeats its words); remembering them cost a
/// lock, making them again cost normalising titles and reading postings. Memory is bounded by
/// the slot count, whatever the catalog's size or the traffic.
final class SlotMemo<Key: Equatable & Sendable, Value: Sendable>: @unchecked Sendable {
  private var slots: [(key: Key, value: Value)?]
  private let mask: Int
  private let lock = NSLock()

  /// `slotBits`: 2^slotBits slots.
  init(slotBits: Int) {
    slots = Array(repeating: nil, count: 1 << slotBits)
    mask = (1 << slotBits) - 1
  }

  /// The value for `key` (whose slot `hash` chooses), made by `make` unless its slot holds it.
  func value(_ key: Key, hash: Int, make: () -> Value) -> Value {
    let slot = hash & mask
    lock.lock()
    if let held = slots[slot], held.key == key {
      lock.unlock()
      return held.value
    }
    lock.unlock()
    let value = make()
    lock.lock()
    slots[slot] = (key, value)
    lock.unlock()
    return value
  }
}

/// What typo search remembers of a catalog (`CatalogIndex.typoMemo`).
final class TypoMemo: Sendable {
  /// An item's title keys as typo search compares them: the first three joined, and the
  /// first one's words.
  struct TitleKeys: Sendable {
    var keys: [String]
    var firstWords: [String]
  }

  let titles = SlotMemo<Int32, TitleKeys>(slotBits: 14)
  /// Artist names as items spell them → their `TextNormalizer.key` (`KeyMemo`).
  let artistKeys = SlotMemo<String, String>(slotBits: 12)
  let nearWords = SlotMemo<String, [String]>(slotBits: 12)

  /// A playlist name as `Resolver.findPlaylist` was asked it (and whether typo search was
  /// bounded): add requests name the same few playlists again and again, most of them
  /// names the catalog does not have, each a typo search.
  struct PlaylistName: Equatable, Sendable {
    var name: String
    var bounded: Bool
  }

  let playlists = SlotMemo<PlaylistName, CatalogItem?>(slotBits: 10)
}
