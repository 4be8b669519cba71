import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a text file a block at a time and hands out its lines, so a file of any length is
/// read in constant memory. Lines split at every line feed, a carriage return before it
/// dropped, a UTF-8 byte-order mark at the start skipped. A line that is not UTF-8 or longer
/// than `maximumLineBytes` is a located problem, and reading goes on after it.
final class LineReader {
  enum Line {
    case text(String, number: Int)
    case problem(Diagnostic)
  }

  static let maximumLineBytes = 1 << 20
  private static let blockSize = 1 << 16

  let path: String
  private let descriptor: Int32
  private var block = [UInt8](repeating: 0, count: LineReader.blockSize)
  private var pending: [UInt8] = []
  private var start = 0
  private var end = 0
  private var atEnd = false
  private var lineNumber = 0
  private var skippingLongLine = false
  /// Bytes consumed so far, for progress.
  private(set) var bytesRead = 0

  /// Opens the file; a missing, unreadable file or a directory is the error it deserves.
  init(path: String) throws(Diagnostic) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .noInput(path, "no such file") }
    if isDirectory.boolValue { throw .noInput(path, "is a directory, expected a file") }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw .noInput(path, errno == EACCES ? "permission denied" : "cannot open (\(String(cString: strerror(errno))))") }
    self.path = path
    self.descriptor = fd
  }

  deinit { close(descriptor) }

  /// The next line, or nil at the end of the file.
  func next() throws(Diagnostic) -> Line? {
    while true {
      if let newline = block[start..<end].firstIndex(of: 0x0A) {
        let slice = block[start..<newline]
        start = newline + 1
        bytesRead += slice.count + 1
        return take(slice)
      }
      // No line feed in what is buffered: keep it and read on.
      if start < end {
        if !skippingLongLine { pending.append(contentsOf: block[start..<end]) }
        bytesRead += end - start
        if pending.count > Self.maximumLineBytes { skippingLongLine = true; pending.removeAll() }
      }
      start = 0
      end = 0
      if atEnd { return finalLine() }
      let n = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, Self.blockSize) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .noInput(path, "cannot read (\(String(cString: strerror(errno))))")
      }
      if n == 0 { atEnd = true } else { end = n }
    }
  }

  private func finalLine() -> Line? {
    guard !pending.isEmpty || skippingLongLine else { return nil }
    let rest = pending[...]
    pending = []
    return take(rest)
  }

  /// The line made of what is pending plus `slice`.
  private func take(_ slice: ArraySlice<UInt8>) -> Line {
    lineNumber += 1
    defer { pending.removeAll(keepingCapacity: true) }
    if skippingLongLine || pending.count + slice.count > Self.maximumLineBytes {
      skippingLongLine = false
      return .problem(Diagnostic("line longer than \(Self.maximumLineBytes / 1024) KiB", at: .init(file: path, line: lineNumber, column: 1)))
    }
    var bytes = slice
    if !pending.isEmpty {
      pending.append(contentsOf: slice)
      bytes = pending[...]
    }
    if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    if bytes.last == 0x0D { bytes = bytes.dropLast() }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .problem(Diagnostic("invalid UTF-8", at: .init(file: path, line: lineNumber, column: 1)))
    }
    return .text(text, number: lineNumber)
  }
}
