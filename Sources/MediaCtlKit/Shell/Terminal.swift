import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw-mode access to the controlling terminal for the shell's line editor: bytes in, text out,
/// and the original settings restored when done. Only the OS (termios); no packages.
public final class Terminal {
  private var original = termios()
  private var isRaw = false
  let input: Int32
  let output: Int32

  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  /// Whether standard input is a terminal.
  public static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }

  /// Whether standard error is a terminal (progress bars are drawn only then).
  public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// No line buffering, no echo, Ctrl-C and Ctrl-D arrive as bytes; output processing kept.
  public func enableRawMode() -> Bool {
    guard tcgetattr(input, &original) == 0 else { return false }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSADRAIN, &raw) == 0 else { return false }
    isRaw = true
    return true
  }

  public func restore() {
    if isRaw {
      tcsetattr(input, TCSADRAIN, &original)
      isRaw = false
    }
  }

  deinit { restore() }

  /// One byte, or nil at end of input.
  public func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let n = read(input, &byte, 1)
      if n == 1 { return byte }
      if n < 0 && errno == EINTR { continue }
      return nil
    }
  }

  public func write(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
      if n <= 0 {
        if errno == EINTR { continue }
        return
      }
      offset += n
    }
  }
}
