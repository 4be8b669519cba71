import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shell's history across runs: `$XDG_STATE_HOME/mediactl/history`, else
/// `~/.local/state/mediactl/history`; one line per entry, the newest last, at most `limit`.
/// Each entered line is added under a lock (`history.lock`) by re-reading the file, appending
/// and writing it whole to a temporary file renamed into place, so shells running at once
/// never lose each other's lines and a killed shell never leaves half a file.
public struct ShellHistory: Sendable {
  public var path: String
  public var limit = 1000
  /// The file is read up to this size (its end: the newest lines).
  public static let maximumBytes = 1 << 20

  public init(path: String) { self.path = path }

  /// The default place, or nil without `XDG_STATE_HOME` or `HOME`.
  public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/mediactl/history" }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.local/state/mediactl/history"
  }

  /// The lines kept, oldest first; none when there is no file yet. Lines with control
  /// characters or over the utterance limit are skipped; only a regular file is read.
  public func load() throws(Diagnostic) -> [String] {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT { return [] }
      throw Diagnostic("cannot read the history (\(String(cString: strerror(errno))))", at: .init(file: path), exitStatus: .noInput)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw Diagnostic("the history is not a regular file", at: .init(file: path), exitStatus: .noInput)
    }
    let size = Int(info.st_size)
    let skip = max(0, size - Self.maximumBytes)
    if skip > 0 { lseek(fd, off_t(skip), SEEK_SET) }
    var bytes = [UInt8](repeating: 0, count: min(size, Self.maximumBytes))
    var filled = 0
    while filled < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return read(fd, base + filled, buffer.count - filled)
      }
      if n < 0, errno == EINTR { continue }
      if n <= 0 { break }
      filled += n
    }
    var lines = bytes[..<filled].split(separator: 0x0A, omittingEmptySubsequences: true)
    if skip > 0, !lines.isEmpty { lines.removeFirst() }  // cut in the middle
    let entries = lines.compactMap { line -> String? in
      guard line.count <= UtteranceParser.maximumUTF8Bytes, let text = String(validating: line, as: UTF8.self),
        !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { return nil }
      return text
    }
    return Array(entries.suffix(limit))
  }

  /// Adds `line` to the file (made with its folder if missing), keeping the newest `limit`.
  public func append(_ line: String) throws(Diagnostic) {
    guard !line.contains(where: \.isNewline), line.utf8.count <= UtteranceParser.maximumUTF8Bytes else { return }
    let directory = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw Diagnostic("cannot create the history folder (\(error.localizedDescription))", at: .init(file: directory), exitStatus: .noInput)
    }
    let lock = try StateStore.Lock(path: path + ".lock", naming: path)
    defer { lock.release() }
    var lines = try load()
    if lines.last != line { lines.append(line) }
    try Self.writeAtomically(lines.suffix(limit).map { $0 + "\n" }.joined(), to: path)
  }

  /// The one place the history is written: a private temporary file beside it, synced, then
  /// renamed over it.
  static func writeAtomically(_ text: String, to path: String) throws(Diagnostic) {
    let temporary = path + ".tmp.\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw Diagnostic("cannot write the history (\(String(cString: strerror(errno))))", at: .init(file: path), exitStatus: .noInput)
    }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return write(fd, base + written, buffer.count - written)
      }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { break }
      written += n
    }
    let synced = written == bytes.count && fsync(fd) == 0
    let reason = String(cString: strerror(errno))
    close(fd)
    guard synced, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw Diagnostic("cannot write the history (\(reason))", at: .init(file: path), exitStatus: .noInput)
    }
  }
}
