import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing files users asked for, all-or-nothing: a temporary file beside the target, then a
/// rename, so a crash or a kill never leaves half a file. Every file mediactl writes goes
/// through here (`writeAtomically` for text made at once, `Stream` for text written as it is
/// produced), so how files are written is decided in one place.
public enum FileOutput {
  public static func writeAtomically(_ text: String, to path: String) throws(Diagnostic) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw Diagnostic("cannot write (\(error.localizedDescription))", at: .init(file: path), exitStatus: .noInput)
    }
  }

  /// A file written piece by piece into a temporary file beside the target, which replaces
  /// the target only at `commit`; `discard` (or dropping it uncommitted) leaves the target as
  /// it was.
  public final class Stream {
    public let path: String
    private let temporary: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var failure: Diagnostic?

    public init(path: String) throws(Diagnostic) {
      let directory = (path as NSString).deletingLastPathComponent
      let name = (path as NSString).lastPathComponent
      var template = Array(((directory.isEmpty ? "." : directory) + "/.\(name).mediactl-XXXXXX").utf8CString)
      let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard fd >= 0 else {
        throw Diagnostic("cannot write (\(String(cString: strerror(errno))))", at: .init(file: path), exitStatus: .noInput)
      }
      fchmod(fd, 0o644 & ~Self.umaskValue)
      self.path = path
      self.temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
      self.descriptor = fd
      buffer.reserveCapacity(1 << 16)
    }

    deinit { discard() }

    private static let umaskValue: mode_t = {
      let old = umask(0o022)
      umask(old)
      return old
    }()

    public func write(_ text: String) {
      write(bytes: text.utf8)
    }

    public func write<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
      buffer.append(contentsOf: bytes)
      if buffer.count >= 1 << 16 { flush() }
    }

    private func flush() {
      guard failure == nil, descriptor >= 0 else { return }
      var offset = 0
      while offset < buffer.count {
        let n = buffer[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
        if n < 0 {
          if errno == EINTR { continue }
          failure = Diagnostic("cannot write (\(String(cString: strerror(errno))))", at: .init(file: path), exitStatus: .noInput)
          break
        }
        offset += n
      }
      buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and moves the file into place.
    public func commit() throws(Diagnostic) {
      flush()
      if failure == nil, fsync(descriptor) != 0 {
        failure = Diagnostic("cannot write (\(String(cString: strerror(errno))))", at: .init(file: path), exitStatus: .noInput)
      }
      close(descriptor)
      descriptor = -1
      if let failure {
        unlink(temporary)
        throw failure
      }
      guard rename(temporary, path) == 0 else {
        let message = String(cString: strerror(errno))
        unlink(temporary)
        throw Diagnostic("cannot write (\(message))", at: .init(file: path), exitStatus: .noInput)
      }
    }

    /// Drops what was written; the target stays as it was.
    public func discard() {
      guard descriptor >= 0 else { return }
      close(descriptor)
      descriptor = -1
      unlink(temporary)
    }
  }
}

/// `write(2)`, named apart from the stream's own `write`.
func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
  #else
    Darwin.write(fd, bytes, count)
  #endif
}
