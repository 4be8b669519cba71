import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a text file a block at a time and hands out its lines, so a file of any length is
/// read in constant memory. Lines end with "\n", "\r\n" or a lone "\r" (old Mac exports), as
/// `String.fileLines` reads them; a UTF-8 byte-order mark at the start is skipped. A line that is not UTF-8 or longer
/// than `maximumLineBytes` is a located problem, and reading goes on after it; only the first line
/// that is not UTF-8 is reported, so a binary file is one error, not one per "line" of it.
final class ReplayLineReader {
  enum Line {
    case text(String, number: Int)
    case problem(Diagnostic)
  }

  static let maximumLineBytes = 1 << 20
  private static let blockSize = 1 << 16

  let path: String
  private let descriptor: Int32
  private var block = [UInt8](repeating: 0, count: ReplayLineReader.blockSize)
  private var pending: [UInt8] = []
  private var start = 0
  private var end = 0
  private var atEnd = false
  private var lineNumber = 0
  private var skippingLongLine = false
  /// A line ended at "\r": a "\n" right after it belongs to that line end.
  private var skipLineFeed = false
  /// A line that is not UTF-8 was reported: later ones are skipped without a word.
  private var reportedInvalidText = false
  /// Bytes consumed so far, for progress.
  private(set) var bytesRead = 0

  /// Opens the file with the checks of `FileInput.read` (a missing or unreadable file, a
  /// directory, a FIFO or device is the error it deserves); no limit on its size, since it is
  /// read a block at a time.
  init(path: String) throws(Diagnostic) {
    let (fd, _) = try FileInput.openChecked(path)
    // Opened non-blocking only so a FIFO could not hang the open; reads block.
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    self.path = path
    self.descriptor = fd
  }

  deinit { close(descriptor) }

  /// The next line, or nil at the end of the file.
  func next() throws(Diagnostic) -> Line? {
    while let line = try nextLine() {
      if case .problem(let problem) = line, problem.message == Self.invalidText {
        if reportedInvalidText { continue }
        reportedInvalidText = true
      }
      return line
    }
    return nil
  }

  private static let invalidText = "invalid UTF-8"

  private func nextLine() throws(Diagnostic) -> Line? {
    while true {
      if skipLineFeed && start < end {
        // The line feed of a "\r\n" split across two blocks.
        if block[start] == 0x0A {
          start += 1
          bytesRead += 1
        }
        skipLineFeed = false
      }
      if let newline = block[start..<end].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
        let slice = block[start..<newline]
        start = newline + 1
        bytesRead += slice.count + 1
        if block[newline] == 0x0D { skipLineFeed = true }
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
      return .problem(Diagnostic(Self.invalidText, at: .init(file: path, line: lineNumber, column: 1)))
    }
    return .text(text, number: lineNumber)
  }
}
