import Foundation

/// Writes a cache file through a 1 MiB buffer, hashing each chunk as it goes, through
/// `SafeFileWriter` (a temporary file that `commit` syncs and renames into place; a FIFO,
/// device or directory at the cache path is never written).
final class CacheFileWriter {
  let path: String
  private let out: SafeFileWriter
  private var buffer: [UInt8] = []
  private var chunkHashes: [UInt64] = []
  private var headerSize = 0
  private(set) var position = 0
  private var failed = false

  init?(path: String) {
    self.path = path
    guard let out = try? SafeFileWriter(path: path) else { return nil }
    self.out = out
    buffer.reserveCapacity(CatalogCache.chunkSize)
  }

  /// Abandons the file: `commit` will return false.
  func fail() { failed = true }

  /// Leaves room for the header, written last.
  func reserveHeader(_ size: Int) {
    headerSize = size
    writeAll([UInt8](repeating: 0, count: size))
  }

  private func writeAll(_ bytes: [UInt8]) {
    guard !failed else { return }
    do { try out.write(bytes) } catch { failed = true }
  }

  private func flushChunk() {
    guard !buffer.isEmpty else { return }
    chunkHashes.append(buffer.withUnsafeBytes { ContentHash.hash($0) })
    writeAll(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  func append(_ raw: UnsafeRawBufferPointer) {
    var at = 0
    while at < raw.count {
      let n = min(raw.count - at, CatalogCache.chunkSize - buffer.count)
      buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[at..<(at + n)]))
      at += n
      position += n
      if buffer.count == CatalogCache.chunkSize { flushChunk() }
    }
  }

  func append(_ bytes: [UInt8]) { bytes.withUnsafeBytes { append($0) } }

  /// A fixed-width integer, little-endian (a fast path while it fits the chunk).
  @inline(__always)
  func fixed<T: FixedWidthInteger>(_ value: T) {
    let width = MemoryLayout<T>.size
    if buffer.count + width <= CatalogCache.chunkSize {
      withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) }
      position += width
      if buffer.count == CatalogCache.chunkSize { flushChunk() }
    } else {
      withUnsafeBytes(of: value.littleEndian) { append($0) }
    }
  }

  @inline(__always) func u32(_ value: UInt32) { fixed(value) }
  @inline(__always) func u64(_ value: UInt64) { fixed(value) }

  func i64(_ value: Int64) { u64(UInt64(bitPattern: value)) }

  func u64Array(_ values: [UInt64]) {
    u64(UInt64(values.count))
    #if _endian(little)
      values.withUnsafeBytes { append($0) }
    #else
      for value in values { u64(value) }
    #endif
  }

  func i32Array(_ values: [Int32]) {
    u64(UInt64(values.count))
    #if _endian(little)
      values.withUnsafeBytes { append($0) }
    #else
      for value in values { u32(UInt32(bitPattern: value)) }
    #endif
  }

  /// Flushes the payload and writes the header (given the payload's length and hash).
  func finish(header: (Int, UInt64) -> [UInt8]) {
    flushChunk()
    let hash = chunkHashes.withUnsafeBytes { ContentHash.hash($0) }
    let bytes = header(position, hash)
    guard !failed, bytes.count == headerSize else {
      failed = true
      return
    }
    do { try out.write(bytes, at: 0) } catch { failed = true }
  }

  /// fsync, then rename over the cache file; false (and no file left) on any failure.
  func commit() -> Bool {
    guard !failed else {
      out.abandon()
      return false
    }
    do { try out.commit() } catch { return false }
    return true
  }
}

/// A large index loaded for one one-shot command stays referenced until the process exits:
/// freeing a million items one by one when the command returns cost about a tenth of a
/// second, and the exit frees them at once. (Only the one-shot `run` path keeps one; the
/// shell, replay and library users free theirs as usual.)
enum KeptUntilExit {
  static let minimumItems = 100_000
  nonisolated(unsafe) private static var kept: [CatalogIndex] = []
  private static let lock = NSLock()

  static func keepIfLarge(_ index: CatalogIndex) {
    if index.items.count >= minimumItems { keep(index) }
  }

  static func keep(_ index: CatalogIndex) {
    lock.lock()
    kept.append(index)
    lock.unlock()
  }
}
