import Foundation

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// A cache directory stays bounded: each catalog path has its own file, so a CI that loads
/// generated catalogs under new names each run would otherwise add one (tens or hundreds of
/// megabytes) per run, forever. After a cache is written, the least recently used beyond
/// `maximumFiles` are removed; a cache read marks its file used. Only mediactl's own files go:
/// named `catalog-<hex>.cache`, regular, and starting with the cache's magic bytes.
extension CatalogCache {
  /// The most cache files one directory keeps.
  public static let maximumFiles = 8

  /// Marks a cache file as just used (its modification time), for `prune`.
  static func markUsed(_ path: String) { _ = utimes(path, nil) }

  /// Removes the least recently used cache files beyond `maximumFiles`, never `keeping`.
  func prune(keeping path: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    var others: [(path: String, used: Date)] = []
    for name in names where Self.isCacheFileName(name) {
      let other = directory + "/" + name
      guard other != path, let attributes = try? FileManager.default.attributesOfItem(atPath: other),
        attributes[.type] as? FileAttributeType == .typeRegular, let used = attributes[.modificationDate] as? Date
      else { continue }
      others.append((other, used))
    }
    guard others.count >= Self.maximumFiles else { return }
    let newestFirst = others.sorted { $0.used != $1.used ? $0.used > $1.used : $0.path < $1.path }
    for old in newestFirst.dropFirst(Self.maximumFiles - 1) where Self.startsWithMagic(old.path) {
      unlink(old.path)
    }
  }

  /// `catalog-` + lower-case hex digits + `.cache`, as `file(for:)` names them.
  static func isCacheFileName(_ name: String) -> Bool {
    guard name.hasPrefix("catalog-"), name.hasSuffix(".cache") else { return false }
    let digits = name.utf8.dropFirst("catalog-".utf8.count).dropLast(".cache".utf8.count)
    return !digits.isEmpty && digits.count <= 16
      && digits.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// Whether the file starts with the cache's magic bytes (read without following a link or
  /// blocking on a FIFO).
  static func startsWithMagic(_ path: String) -> Bool {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var head = [UInt8](repeating: 0, count: magic.count)
    #if canImport(Glibc)
      let count = head.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, magic.count) }
    #else
      let count = head.withUnsafeMutableBytes { Darwin.read(fd, $0.baseAddress, magic.count) }
    #endif
    return count == magic.count && head == magic
  }
}
