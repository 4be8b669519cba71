import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Reading the files users name, with the error each failure deserves.
///
/// Every path is opened non-blocking and checked with `fstat` before a byte is read, so a FIFO
/// or a device at the path can never hang or flood a run: only regular files are read, plus
/// `-` (standard input) and the pipes of process substitution (`<(…)`, `/dev/fd/N`), which are
/// read as streams. Every read has a size limit, checked while reading.
public enum FileInput {
  /// The most bytes mediactl reads from one file unless a smaller limit is asked: 1 GiB (a
  /// million-item catalog is about 200 MB).
  public static let maximumBytes = 1 << 30
  /// The most bytes of a JSON intent (`--intent FILE|-`): 1 MiB.
  public static let maximumIntentBytes = 1 << 20
  /// The most bytes of a vocabulary file: 64 MiB.
  public static let maximumVocabularyBytes = 64 << 20

  /// The bytes of a file, or `-` for standard input, at most `limit` of them.
  public static func read(_ path: String, limit: Int = maximumBytes) throws(Diagnostic) -> [UInt8] {
    if path == "-" { return try readStream(fd: 0, name: "<stdin>", limit: limit) }
    let (fd, info) = try openChecked(path)
    defer { close(fd) }
    if info.st_mode & S_IFMT == S_IFREG {
      guard Int(info.st_size) <= limit else {
        throw Diagnostic("file is \(info.st_size) bytes; mediactl reads at most \(limit)", at: .init(file: path))
      }
      return try readStream(fd: fd, name: path, limit: limit, expected: Int(info.st_size))
    }
    return try readStream(fd: fd, name: path, limit: limit)
  }

  /// Opens a path for reading without ever blocking on the open (a FIFO or device is refused,
  /// not waited on) and checks what it is: a regular file, or the pipe of a process
  /// substitution; anything else is the error it deserves (66). The descriptor is still
  /// non-blocking, and the caller closes it.
  static func openChecked(_ path: String) throws(Diagnostic) -> (fd: Int32, info: stat) {
    guard !path.isEmpty else { throw Diagnostic("the file name is empty", exitStatus: .noInput) }
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      switch errno {
      case ENOENT: throw .noInput(path, "no such file")
      case EACCES: throw .noInput(path, "permission denied")
      case ENOTDIR: throw .noInput(path, "no such file (a part of the path is not a folder)")
      case ELOOP: throw .noInput(path, "too many levels of symbolic links")
      default: throw .noInput(path, "cannot open (\(String(cString: strerror(errno))))")
      }
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw .noInput(path, "cannot read (\(reason))")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return (fd, info)
    case S_IFIFO where isProcessSubstitution(path): return (fd, info)
    case S_IFDIR:
      close(fd)
      throw .noInput(path, "is a directory, expected a file")
    default:
      close(fd)
      throw .noInput(path, "is \(kindName(info.st_mode)), not a regular file")
    }
  }

  /// `/dev/fd/N`, `/proc/self/fd/N`, `/dev/stdin`: a pipe the shell made for this run.
  static func isProcessSubstitution(_ path: String) -> Bool {
    path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/") || path == "/dev/stdin"
  }

  /// "a FIFO", "a character device", … for messages.
  static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFDIR: "a directory"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }

  /// Reads to the end (blocking again if the descriptor was opened non-blocking), failing as
  /// soon as more than `limit` bytes arrive.
  static func readStream(fd: Int32, name: String, limit: Int, expected: Int = 0) throws(Diagnostic) -> [UInt8] {
    let flags = fcntl(fd, F_GETFL)
    if flags >= 0, flags & O_NONBLOCK != 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(expected, limit) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .noInput(name, "cannot read (\(String(cString: strerror(errno))))")
      }
      if n == 0 { return bytes }
      guard bytes.count + n <= limit else {
        throw Diagnostic("input is more than \(limit) bytes; mediactl reads at most \(limit)", at: .init(file: name))
      }
      bytes.append(contentsOf: chunk[0..<n])
    }
  }

  /// UTF-8 text of a file; invalid UTF-8 is a data error naming the line.
  public static func readText(_ path: String) throws(Diagnostic) -> String {
    let bytes = try read(path)
    return try decodeUTF8(bytes, file: path)
  }

  public static func decodeUTF8(_ bytes: [UInt8], file: String) throws(Diagnostic) -> String {
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    if let text = String(validating: body, as: UTF8.self) { return text }
    // Find the first bad line for the message.
    var line = 1
    var lineStart = body.startIndex
    for i in body.indices where body[i] == 0x0A {
      if String(validating: body[lineStart..<i], as: UTF8.self) == nil { break }
      line += 1
      lineStart = i + 1
    }
    throw Diagnostic("invalid UTF-8", at: .init(file: file, line: line, column: 1))
  }
}
