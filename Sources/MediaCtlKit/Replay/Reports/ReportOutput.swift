import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Where one report goes: a file, written through `SafeFileWriter` (the target replaced only
/// when the report is complete), or standard output for `-`, a line at a time as produced.
public final class ReportOutput {
  private enum Target {
    case file(SafeFileWriter)
    case lines(@Sendable (String) -> Void)
  }

  private let target: Target
  /// Bytes not yet handed on: a file's next block, or a line not yet complete.
  private var pending: [UInt8] = []
  /// The first failure to write the file, reported by `finish`.
  private var failure: Diagnostic?

  /// `-` is standard output (through `console`), anything else a file.
  public init(path: String, console: @escaping @Sendable (String) -> Void) throws(Diagnostic) {
    target = path == "-" ? .lines(console) : .file(try SafeFileWriter(path: path))
  }

  /// A report collected in memory (tests, the whole-run helpers of `ReplayReport`).
  init(collecting: @escaping @Sendable (String) -> Void) { target = .lines(collecting) }

  public func write(_ text: String) { write(bytes: text.utf8) }

  public func write<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
    switch target {
    case .file(let writer):
      pending.append(contentsOf: bytes)
      if pending.count >= 1 << 16 { flush(writer) }
    case .lines(let emit):
      pending.append(contentsOf: bytes)
      guard let lastNewline = pending.lastIndex(of: 0x0A) else { return }
      var start = 0
      while start <= lastNewline, let end = pending[start...lastNewline].firstIndex(of: 0x0A) {
        emit(String(decoding: pending[start..<end], as: UTF8.self))
        start = end + 1
      }
      pending.removeFirst(start)
    }
  }

  private func flush(_ writer: SafeFileWriter) {
    guard failure == nil else { return pending.removeAll(keepingCapacity: true) }
    do {
      try writer.write(pending)
    } catch {
      failure = error
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Completes the report: the file replaces its target; standard output gets the last line.
  public func finish() throws(Diagnostic) {
    switch target {
    case .file(let writer):
      flush(writer)
      if let failure {
        writer.abandon()
        throw failure
      }
      try writer.commit()
    case .lines(let emit):
      if !pending.isEmpty { emit(String(decoding: pending, as: UTF8.self)) }
      pending = []
    }
  }

  /// Abandons the report: a file target stays as it was.
  public func discard() {
    if case .file(let writer) = target { writer.abandon() }
  }
}

/// Text kept aside on disk until the report that needs it is assembled (a report whose
/// header counts come before its body). The file is unlinked at once: nothing is left behind.
final class Spool {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private(set) var size = 0

  init() throws(Diagnostic) {
    var template = Array((NSTemporaryDirectory() + "/mediactl-spool-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
    guard fd >= 0 else { throw Diagnostic("cannot create a temporary file (\(String(cString: strerror(errno))))", exitStatus: .noInput) }
    template.withUnsafeBufferPointer { buffer in if let path = buffer.baseAddress { _ = unlink(path) } }
    descriptor = fd
  }

  deinit { close(descriptor) }

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    size += text.utf8.count
    if buffer.count >= 1 << 16 { flush() }
  }

  private func flush() {
    var offset = 0
    while offset < buffer.count {
      let n = buffer[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        break
      }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Copies bytes `range` of what was written into `output`.
  func copy(_ range: Range<Int>? = nil, to output: ReportOutput) throws(Diagnostic) {
    flush()
    let range = range ?? 0..<size
    var block = [UInt8](repeating: 0, count: 1 << 16)
    var position = range.lowerBound
    while position < range.upperBound {
      let want = min(block.count, range.upperBound - position)
      let n = block.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, want, off_t(position)) }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { throw Diagnostic("cannot read a temporary file back (\(String(cString: strerror(errno))))", exitStatus: .internalError) }
      output.write(bytes: block[0..<n])
      position += n
    }
  }
}
