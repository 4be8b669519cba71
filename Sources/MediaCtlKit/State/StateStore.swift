import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// A session kept in a file across runs (`--state FILE`). Every update holds an advisory lock
/// (`flock` on `FILE.lock`) from read to write, and writes a temporary file, syncs it and
/// renames it over the old one: a run killed at any moment leaves the old or the new state,
/// never half of one, and concurrent runs never lose an update.
public struct StateStore: Sendable {
  public var path: String

  public init(path: String) {
    self.path = path
  }

  /// Reads the state (fresh from the catalog when the file does not exist yet).
  public func read(catalog: Catalog) throws(Diagnostic) -> SessionState {
    guard FileManager.default.fileExists(atPath: path) else { return SessionState(catalog: catalog) }
    return try SessionState.decode(bytes: FileInput.read(path), file: path, catalog: catalog)
  }

  /// Reads, changes and writes the state under the lock. Nothing is written when the file
  /// cannot be read or `body` throws.
  public func update<T>(catalog: Catalog, _ body: (inout SessionState) throws(Diagnostic) -> T) throws(Diagnostic) -> T {
    try refuseDirectory()
    let lock = try Lock(path: path + ".lock")
    defer { lock.release() }
    var state = try read(catalog: catalog)
    let value = try body(&state)
    try write(state)
    return value
  }

  /// Replaces the state with `state` under the lock.
  public func reset(to state: SessionState) throws(Diagnostic) {
    try refuseDirectory()
    let lock = try Lock(path: path + ".lock")
    defer { lock.release() }
    try write(state)
  }

  /// A directory given as the state file is refused before anything is created beside it (no
  /// stray `DIR.lock`).
  func refuseDirectory() throws(Diagnostic) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw Diagnostic("is a directory, expected a file", at: .init(file: path), exitStatus: .noInput)
    }
  }

  func write(_ state: SessionState) throws(Diagnostic) {
    try Self.writeDurably(state.json.pretty + "\n", to: path)
  }

  /// Temporary file in the same directory → fsync → rename.
  public static func writeDurably(_ text: String, to path: String) throws(Diagnostic) {
    let temporary = "\(path).tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw Diagnostic("cannot write (\(String(cString: strerror(errno))))", at: .init(file: path), exitStatus: .noInput) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        close(fd)
        unlink(temporary)
        throw Diagnostic("cannot write (\(reason))", at: .init(file: path), exitStatus: .noInput)
      }
      written += n
    }
    fsync(fd)
    close(fd)
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw Diagnostic("cannot replace the file (\(reason))", at: .init(file: path), exitStatus: .noInput)
    }
  }

  /// An exclusive `flock` held until released.
  struct Lock {
    let fd: Int32

    init(path: String) throws(Diagnostic) {
      fd = open(path, O_RDWR | O_CREAT, 0o644)
      guard fd >= 0 else {
        throw Diagnostic("cannot open the lock file (\(String(cString: strerror(errno))))", at: .init(file: path), exitStatus: .noInput)
      }
      while flock(fd, LOCK_EX) != 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        close(fd)
        throw Diagnostic("cannot lock (\(reason))", at: .init(file: path), exitStatus: .noInput)
      }
    }

    func release() {
      flock(fd, LOCK_UN)
      close(fd)
    }
  }
}
