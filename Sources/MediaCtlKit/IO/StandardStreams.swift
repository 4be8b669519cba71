import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
  private let systemRead = Darwin.read
#endif

/// The process's standard output, error and input, as the executable's `Console` uses them.
///
/// Every write is checked. Standard output is buffered (64 KiB) when it is not a terminal and
/// flushed before anything goes to standard error, so `2>&1` keeps the order of lines. A write
/// that fails (a full disk, a closed stream, a broken pipe when SIGPIPE is ignored) never traps:
/// standard output failing ends the run at once with 74 (`EX_IOERR`) and one line on standard
/// error; standard error failing turns a successful exit into 74. With SIGPIPE at its default,
/// a closed pipe ends the process the way it ends `cat` or `yes`.
public final class StandardStreams: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer: [UInt8] = []
  private let buffersOutput: Bool
  private let exit: @Sendable (Int32) -> Never
  private var reader = LineReader(fd: STDIN_FILENO)
  /// Set when a write to standard error failed.
  public private(set) var errorFailed = false

  /// `exit` ends the process (tests pass their own).
  public init(exit: @escaping @Sendable (Int32) -> Never = { Foundation.exit($0) }) {
    buffersOutput = isatty(STDOUT_FILENO) == 0
    self.exit = exit
  }

  /// A line on standard output.
  public func writeOutput(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    buffer.append(contentsOf: text.utf8)
    buffer.append(0x0A)
    if !buffersOutput || buffer.count >= 1 << 16 { flushLocked() }
  }

  /// A line on standard error, after whatever standard output holds.
  public func writeError(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    flushLocked()
    var bytes = Array(text.utf8)
    bytes.append(0x0A)
    if Self.writeAll(STDERR_FILENO, bytes) != nil { errorFailed = true }
  }

  /// Writes what is buffered; a failure ends the run with 74.
  public func flush() {
    lock.lock()
    defer { lock.unlock() }
    flushLocked()
  }

  /// The status to exit with: `status` once standard output is flushed, or 74 when writing
  /// standard error failed in a run that would otherwise succeed.
  public func finish(_ status: ExitStatus) -> Int32 {
    flush()
    if errorFailed, status == .success { return ExitStatus.ioError.rawValue }
    return status.rawValue
  }

  /// The next line of standard input (see `LineReader`).
  public func readLine() -> InputLine? {
    // Output is flushed before a read that would wait, so a prompt-less shell or a `parse -`
    // coprocess shows each answer before it waits for the next line, and a file of lines
    // is still written in large blocks.
    reader.next(beforeWaiting: flush)
  }

  private func flushLocked() {
    guard !buffer.isEmpty else { return }
    let failure = Self.writeAll(STDOUT_FILENO, buffer)
    buffer.removeAll(keepingCapacity: true)
    guard let failure else { return }
    _ = Self.writeAll(STDERR_FILENO, Array("error: cannot write to standard output (\(failure))\n".utf8))
    exit(ExitStatus.ioError.rawValue)
  }

  /// Writes everything; the reason on failure.
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> String? {
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
      if n < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      if n == 0 { return "nothing written" }
      written += n
    }
    return nil
  }
}

/// One line of input: its text, cut short when the line is longer than the reader keeps.
public struct InputLine: Sendable, Equatable {
  /// The line without its end (`\n` or `\r\n`); invalid UTF-8 replaced by U+FFFD.
  public var text: String
  /// The line's real length in bytes, which is more than `text` holds when it was cut.
  public var byteCount: Int

  public init(_ text: String) {
    self.text = text
    byteCount = text.utf8.count
  }

  public init(text: String, byteCount: Int) {
    self.text = text
    self.byteCount = max(byteCount, text.utf8.count)
  }

  /// The error for a line over the utterance limit (counted in full, even when cut).
  public var lengthProblem: Diagnostic? {
    guard byteCount > UtteranceParser.maximumUTF8Bytes else { return nil }
    return Diagnostic("utterance is \(byteCount) bytes long; mediactl reads at most \(UtteranceParser.maximumUTF8Bytes)")
  }
}

/// Reads lines from a descriptor keeping at most `keep` bytes of each (the rest is counted and
/// dropped as it arrives), so an endless line costs no memory: `parse - < /dev/zero` runs in
/// constant space and reports the line's length.
public struct LineReader {
  let fd: Int32
  let keep: Int
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  private var start = 0
  private var end = 0
  private var finished = false

  public init(fd: Int32, keep: Int = UtteranceParser.maximumUTF8Bytes + 1) {
    self.fd = fd
    self.keep = keep
  }

  public mutating func next(beforeWaiting: () -> Void = {}) -> InputLine? {
    var line: [UInt8] = []
    var count = 0
    var sawAnything = false
    while true {
      if start == end {
        if !finished { beforeWaiting() }
        guard !finished, refill() else {
          return sawAnything ? Self.line(line, count: count) : nil
        }
      }
      sawAnything = true
      let available = chunk[start..<end]
      if let newline = available.firstIndex(of: 0x0A) {
        take(chunk[start..<newline], into: &line, count: &count)
        start = newline + 1
        return Self.line(line, count: count)
      }
      take(available, into: &line, count: &count)
      start = end
    }
  }

  private func take(_ bytes: ArraySlice<UInt8>, into line: inout [UInt8], count: inout Int) {
    let room = keep - line.count
    if room > 0 { line.append(contentsOf: bytes.prefix(room)) }
    count += bytes.count
  }

  private mutating func refill() -> Bool {
    while true {
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else {
        finished = true
        return false
      }
      start = 0
      end = n
      return true
    }
  }

  private static func line(_ bytes: [UInt8], count: Int) -> InputLine {
    var bytes = bytes[...]
    var count = count
    if bytes.count == count, bytes.last == 0x0D {
      bytes = bytes.dropLast()
      count -= 1
    }
    return InputLine(text: String(decoding: bytes, as: UTF8.self), byteCount: count)
  }
}
