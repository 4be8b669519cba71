import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw-mode access to the controlling terminal for the shell's line editor: bytes in, text out,
/// and the original settings restored when done — also when a signal ends or stops the process
/// (`TerminalSignals`). Only the OS (termios); no packages.
public final class Terminal: LineEditorIO {
  let input: Int32
  let output: Int32

  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  /// Whether standard input is a terminal.
  public static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }

  /// The terminal for the shell: keys from standard input, drawing on standard output, or on
  /// standard error when the output goes to a file (so `mediactl shell > log` still shows what
  /// is typed); nil when neither is a terminal.
  public static func forShell() -> Terminal? {
    guard isatty(STDIN_FILENO) != 0 else { return nil }
    if isatty(STDOUT_FILENO) != 0 { return Terminal(output: STDOUT_FILENO) }
    if isatty(STDERR_FILENO) != 0 { return Terminal(output: STDERR_FILENO) }
    return nil
  }

  /// Whether standard error is a terminal (progress bars are drawn only then).
  public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// No line buffering, no echo, Ctrl-C, Ctrl-Z and Ctrl-D arrive as bytes; output processing kept.
  public func enableRawMode() -> Bool {
    var original = termios()
    guard tcgetattr(input, &original) == 0 else { return false }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    TerminalSignals.install()
    TerminalSignals.willEnterRawMode(fd: input, original: original, raw: raw)
    guard tcsetattr(input, TCSADRAIN, &raw) == 0 else {
      TerminalSignals.didRestore()
      return false
    }
    return true
  }

  public func restore() {
    TerminalSignals.restoreNow()
  }

  deinit { restore() }

  public func read() -> LineEditorInput {
    var byte: UInt8 = 0
    while true {
      let n = Foundation.read(input, &byte, 1)
      if n == 1 { return .byte(byte) }
      if n < 0 && errno == EINTR {
        if TerminalSignals.takeContinued() { return .redraw }
        continue
      }
      return .end
    }
  }

  public var columns: Int {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  public func suspend() {
    restore()
    kill(getpid(), SIGTSTP)
    _ = enableRawMode()
    _ = TerminalSignals.takeContinued()
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
