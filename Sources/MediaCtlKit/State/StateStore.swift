import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A session kept in a file across runs (`--state FILE`). Every update holds an advisory lock
/// (`flock` on `FILE.lock`, removed when the update is done) from read to write, and writes through `SafeFileWriter` (a
/// temporary file, synced and renamed over the old one; links followed, mode kept): a run killed at any moment leaves the old or the new state,
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
    let lock = try lockTarget()
    defer { lock.release() }
    var state = try read(catalog: catalog)
    let value = try body(&state)
    try write(state)
    return value
  }

  /// Replaces the state with `state` under the lock.
  public func reset(to state: SessionState) throws(Diagnostic) {
    let lock = try lockTarget()
    defer { lock.release() }
    try write(state)
  }

  /// Checks that the state file can be replaced (not a directory, device, FIFO or read-only
  /// file: refused before anything is created beside it, so no stray `.lock`), then locks
  /// `TARGET.lock` beside the file a symbolic link points to, so every path to one state
  /// shares one lock.
  func lockTarget() throws(Diagnostic) -> Lock {
    let target = try SafeFileWriter.checkTarget(path)
    return try Lock(path: target.path + ".lock", naming: path)
  }

  func write(_ state: SessionState) throws(Diagnostic) {
    try SafeFileWriter.write(state.json.pretty + "\n", to: path)
  }

  /// An exclusive `flock` on a lock file, held until released. The file exists only while a
  /// run holds it: `release()` removes it (before unlocking), so `--state s.json` leaves no
  /// `s.json.lock` beside the user's file. A run that was waiting on a removed file finds, once
  /// it has the lock, that the path no longer names that file, and locks the one there now:
  /// two runs never hold "the" lock at once. (A run killed while holding it leaves the file;
  /// the next run takes it over and removes it.)
  struct Lock {
    let fd: Int32
    let path: String

    /// `naming` is the state file's path as given, which messages name.
    init(path: String, naming: String) throws(Diagnostic) {
      // Each retry means another run took the lock and finished in between: bounded only so
      // that no loop here can be endless.
      for _ in 0..<10_000 {
        let fd = try Self.lockedDescriptor(path, naming: naming)
        var held = stat()
        var there = stat()
        if fstat(fd, &held) == 0, lstat(path, &there) == 0, held.st_dev == there.st_dev, held.st_ino == there.st_ino {
          self.fd = fd
          self.path = path
          return
        }
        close(fd)
      }
      throw Diagnostic("cannot lock '\(path)' (it keeps being replaced)", at: .init(file: naming), exitStatus: .cannotCreate)
    }

    /// Opens (creating) the lock file and waits for its lock.
    private static func lockedDescriptor(_ path: String, naming: String) throws(Diagnostic) -> Int32 {
      let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
      guard fd >= 0 else {
        throw Diagnostic(
          "cannot create the lock file '\(path)' (\(String(cString: strerror(errno))))", at: .init(file: naming), exitStatus: .cannotCreate)
      }
      var info = stat()
      guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
        close(fd)
        throw Diagnostic("the lock file '\(path)' is not a regular file", at: .init(file: naming), exitStatus: .cannotCreate)
      }
      while flock(fd, LOCK_EX) != 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        close(fd)
        throw Diagnostic("cannot lock '\(path)' (\(reason))", at: .init(file: naming), exitStatus: .cannotCreate)
      }
      return fd
    }

    /// Removes the lock file, then lets go of the lock. Only an empty file is removed: the
    /// lock files mediactl makes are, so a user's own non-empty `FILE.lock` is locked but kept.
    func release() {
      var held = stat()
      if fstat(fd, &held) == 0, held.st_size == 0 { unlink(path) }
      flock(fd, LOCK_UN)
      close(fd)
    }
  }
}
