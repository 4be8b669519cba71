import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// The one way mediactl writes a file. Replay reports, `replay --record`, `--state`, the
/// catalog cache and `bench --write-catalog` all go through it; so must any new output file.
///
/// ```swift
/// try SafeFileWriter.write(text, to: path)       // a whole file at once
///
/// let out = try SafeFileWriter(path: path)       // or streamed: checks the target first,
/// try out.write(bytes)                           // writes a temporary file beside it,
/// try out.commit()                               // and replaces the target only here
/// ```
///
/// What it guarantees:
/// - **All or nothing.** The bytes go to a temporary file beside the target, are synced and
///   renamed over it: a crash, a kill or a full disk leaves the old file or the new one.
/// - **Symbolic links are followed.** The link's target is replaced; the link stays a link.
/// - **Mode and owner are kept** (a new file gets 0666 less the umask).
/// - **Refusals**, before anything is written, as one line naming the path with exit 73
///   (`EX_CANTCREAT`): a directory, device, FIFO or socket at the path; a read-only or
///   unwritable file; a file with other hard links (replacing it would split them); a missing
///   or unwritable folder; a symbolic-link loop.
/// - **A failed write** (a full disk, an I/O error) is exit 74 (`EX_IOERR`); the target is
///   unchanged and the temporary file removed.
/// - **Stale temporary files** left by writers that were killed (their process is gone) are
///   removed the next time the same file is written.
///
/// Abandoning a writer without `commit()` removes its temporary file.
public final class SafeFileWriter {
  /// The path as given, which messages name.
  public let path: String
  /// The file that `commit()` replaces: `path` with symbolic links followed.
  public let target: String
  private let temporary: String
  private var fd: Int32

  /// Checks the target and opens a temporary file beside it.
  public init(path: String) throws(Diagnostic) {
    self.path = path
    let resolved = try Self.checkTarget(path)
    target = resolved.path
    let directory = Self.directory(of: target)
    let name = Self.name(of: target)
    Self.removeStaleTemporaries(of: name, in: directory)
    temporary = directory + "/." + name + Self.temporaryMarker + String(getpid())
    unlink(temporary)  // one left by an earlier process that had our pid
    // A new file gets 0666 less the umask; a replaced one gets its old mode and owner below.
    fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, resolved.existing == nil ? 0o666 : 0o600)
    guard fd >= 0 else {
      let reason = Self.reason()
      throw Diagnostic("cannot create a file in '\(directory)' (\(reason))", at: .init(file: path), exitStatus: .cannotCreate)
    }
    if let old = resolved.existing {
      fchmod(fd, old.st_mode & 0o7777)
      if fchown(fd, old.st_uid, old.st_gid) != 0 {
        _ = fchown(fd, uid_t.max, old.st_gid)  // not root: keep at least the group when we are in it
      }
    }
  }

  deinit { abandon() }

  /// Writes the whole text as the file's new content.
  public static func write(_ text: String, to path: String) throws(Diagnostic) {
    try write(Array(text.utf8), to: path)
  }

  /// Writes the bytes as the file's new content.
  public static func write(_ bytes: [UInt8], to path: String) throws(Diagnostic) {
    let out = try SafeFileWriter(path: path)
    try out.write(bytes)
    try out.commit()
  }

  /// Appends bytes to the temporary file.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(Diagnostic) {
    guard fd >= 0 else { throw Diagnostic("write after commit", at: .init(file: path), exitStatus: .internalError) }
    var written = 0
    while written < bytes.count {
      let n = systemWrite(fd, bytes.baseAddress.map { $0 + written }, bytes.count - written)
      if n < 0 {
        if errno == EINTR { continue }
        throw failed("cannot write")
      }
      written += n
    }
  }

  public func write(_ bytes: [UInt8]) throws(Diagnostic) {
    guard fd >= 0 else { throw Diagnostic("write after commit", at: .init(file: path), exitStatus: .internalError) }
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
      if n < 0 {
        if errno == EINTR { continue }
        throw failed("cannot write")
      }
      written += n
    }
  }

  /// Overwrites bytes already written, at `offset` (a header written last).
  public func write(_ bytes: [UInt8], at offset: Int) throws(Diagnostic) {
    guard fd >= 0 else { throw Diagnostic("write after commit", at: .init(file: path), exitStatus: .internalError) }
    let n = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(offset)) }
    guard n == bytes.count else { throw failed("cannot write") }
  }

  /// Syncs the temporary file and renames it over the target.
  public func commit() throws(Diagnostic) {
    guard fd >= 0 else { throw Diagnostic("commit twice", at: .init(file: path), exitStatus: .internalError) }
    guard fsync(fd) == 0 else { throw failed("cannot write") }
    guard close(fd) == 0 else {
      fd = -1
      unlink(temporary)
      throw Diagnostic("cannot write (\(Self.reason()))", at: .init(file: path), exitStatus: .ioError)
    }
    fd = -1
    guard rename(temporary, target) == 0 else {
      let reason = Self.reason()
      unlink(temporary)
      throw Diagnostic("cannot replace the file (\(reason))", at: .init(file: path), exitStatus: .cannotCreate)
    }
    // The rename itself durable (best effort: some file systems refuse to sync a directory).
    let dir = open(Self.directory(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if dir >= 0 {
      fsync(dir)
      close(dir)
    }
  }

  /// Drops the temporary file; the target is untouched. Safe to call more than once.
  public func abandon() {
    guard fd >= 0 else { return }
    close(fd)
    fd = -1
    unlink(temporary)
  }

  private func failed(_ what: String) -> Diagnostic {
    let reason = Self.reason()
    abandon()
    return Diagnostic("\(what) (\(reason))", at: .init(file: path), exitStatus: .ioError)
  }

  // MARK: - The target

  /// The file a write to `path` would replace, and its status when it exists.
  public struct Target {
    public var path: String
    public var existing: stat?
  }

  /// Follows symbolic links and checks that the file at the end can be replaced (see the type's
  /// refusals). `createFolders` first creates missing folders on the way (0777 less the umask).
  @discardableResult
  public static func checkTarget(_ path: String, createFolders: Bool = false) throws(Diagnostic) -> Target {
    func refuse(_ message: String) -> Diagnostic { Diagnostic(message, at: .init(file: path), exitStatus: .cannotCreate) }
    guard !path.isEmpty else { throw refuse("empty file name") }
    var current = path
    var hops = 0
    var info = stat()
    func isStream(_ p: String) -> Bool {
      ["/dev/stdout", "/dev/stderr", "/dev/stdin"].contains(p) || p.hasPrefix("/dev/fd/")
        || (p.hasPrefix("/proc/") && p.contains("/fd/"))
    }
    while true {
      if isStream(current) {
        throw refuse("names a standard stream or an open descriptor ('\(current)'), not a file; mediactl writes only regular files")
      }
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { break }
      hops += 1
      guard hops <= 40 else { throw refuse("too many levels of symbolic links") }
      guard let link = readLink(current) else { throw refuse("cannot read the symbolic link (\(reason()))") }
      current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
    }
    if lstat(current, &info) != 0 {
      guard errno == ENOENT else { throw refuse("cannot check the file (\(reason()))") }
      let folder = directory(of: current)
      var folderInfo = stat()
      if stat(folder, &folderInfo) != 0 {
        guard createFolders else { throw refuse("the folder '\(folder)' does not exist") }
        do {
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
          throw refuse("cannot create the folder '\(folder)' (\(reason()))")
        }
      } else if (folderInfo.st_mode & S_IFMT) != S_IFDIR {
        throw refuse("'\(folder)' is not a folder")
      }
      guard access(folder, W_OK) == 0 else { throw refuse("cannot create a file in '\(folder)' (\(reason()))") }
      return Target(path: current, existing: nil)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw refuse("is a directory, expected a file")
    default: throw refuse("is \(FileInput.kindName(info.st_mode)), not a regular file; mediactl writes only regular files")
    }
    guard info.st_mode & 0o222 != 0 else {
      throw refuse("is read-only (mode 0\(String(info.st_mode & 0o7777, radix: 8))); mediactl does not replace it")
    }
    guard access(current, W_OK) == 0 else { throw refuse("is not writable (\(reason()))") }
    guard access(directory(of: current), W_OK) == 0 else {
      throw refuse("cannot replace it: its folder is not writable (\(reason()))")
    }
    guard info.st_nlink <= 1 else {
      throw refuse("has \(info.st_nlink) hard links; replacing it would leave the others unchanged")
    }
    return Target(path: current, existing: info)
  }

  // MARK: - Temporary files

  /// Temporary files are `.NAME.mediactl-tmp-PID` beside the target.
  static let temporaryMarker = ".mediactl-tmp-"

  /// Removes temporary files of `name` whose writer process is gone: ours
  /// (`.NAME.mediactl-tmp-PID`) and those of earlier versions (`NAME.tmp-PID`).
  static func removeStaleTemporaries(of name: String, in directory: String) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    let prefixes = ["." + name + temporaryMarker, name + ".tmp-"]
    for entry in entries {
      guard let prefix = prefixes.first(where: { entry.hasPrefix($0) }) else { continue }
      let digits = entry.dropFirst(prefix.count)
      guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
        let pid = Int32(digits), pid > 0
      else { continue }
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }  // its writer may still be running
      let file = directory + "/" + entry
      var info = stat()
      guard lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      unlink(file)
    }
  }

  // MARK: - Helpers

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let head = String(path[..<slash])
    return head.isEmpty ? "/" : head
  }

  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink(path, &buffer, buffer.count - 1)
    guard n >= 0 else { return nil }
    return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  static func reason() -> String { String(cString: strerror(errno)) }
}
