#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// A file mapped read-only into memory: the cache and the catalog's bytes are read (and
/// hashed) in place, without copying hundreds of megabytes into arrays.
final class MappedFile {
  let bytes: UnsafeRawBufferPointer
  let modifiedSeconds: Int64
  let modifiedNanoseconds: Int64

  /// nil when the file cannot be opened, is empty or cannot be mapped.
  init?(path: String) {
    // Non-blocking, so a FIFO at the path cannot hang the open; fstat then refuses it.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
    let size = Int(info.st_size)
    // Every byte is read (hashed, then decoded): on Linux the pages are mapped at once rather
    // than fault by fault (a million-item catalog and its cache are half a gigabyte).
    #if canImport(Glibc)
      let flags = MAP_PRIVATE | MAP_POPULATE
    #else
      let flags = MAP_PRIVATE
    #endif
    guard let address = mmap(nil, size, PROT_READ, flags, fd, 0), address != MAP_FAILED else { return nil }
    bytes = UnsafeRawBufferPointer(start: address, count: size)
    (modifiedSeconds, modifiedNanoseconds) = Self.modificationTime(info)
  }

  /// A file's modification time, seconds and nanoseconds (Linux and Darwin name them apart).
  static func modificationTime(_ info: stat) -> (seconds: Int64, nanoseconds: Int64) {
    #if canImport(Glibc)
      (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
    #else
      (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
    #endif
  }

  deinit {
    if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
  }
}
