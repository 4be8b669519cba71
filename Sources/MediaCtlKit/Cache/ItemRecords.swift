import Foundation

/// The item records of a catalog cache, each decoded the first time it is read and kept, so a
/// one-shot request against a million-item catalog decodes the handful of items it reads
/// (decoding all of them was most of its time and memory). Every record was checked when the
/// cache was read (`PayloadReader.check`), so decoding one cannot fail; the cache file stays
/// mapped as long as the records live.
final class ItemRecords: @unchecked Sendable {
  let count: Int
  /// Keeps `reader`'s bytes mapped.
  private let file: MappedFile
  private let reader: PayloadReader
  /// Where the first record starts in the items section.
  private let start: Int
  private let inlineText: UnsafeRawBufferPointer
  private let lock = NSLock()
  private var decoded: [CatalogItem?]

  init(file: MappedFile, reader: PayloadReader, start: Int, count: Int, inlineText: UnsafeRawBufferPointer) {
    self.file = file
    self.reader = reader
    self.start = start
    self.count = count
    self.inlineText = inlineText
    decoded = [CatalogItem?](repeating: nil, count: count)
  }

  /// The item at `position` (in `0..<count`).
  func item(_ position: Int) -> CatalogItem {
    lock.lock()
    defer { lock.unlock() }
    if let item = decoded[position] { return item }
    let item = decode(position)
    decoded[position] = item
    return item
  }

  /// Every item, in order.
  func all() -> [CatalogItem] { (0..<count).map(item) }

  private func decode(_ position: Int) -> CatalogItem {
    var input = reader.section(1)
    input.offset = start + position * CatalogCache.recordSize
    // Checked when the cache was read: this cannot fail; should it, the item says so.
    guard let item = try? reader.item(from: &input, inlineText: inlineText) else {
      return CatalogItem(identifier: "damaged-cache-record-\(position)", type: .unknown, title: "damaged cache record")
    }
    return item
  }
}
