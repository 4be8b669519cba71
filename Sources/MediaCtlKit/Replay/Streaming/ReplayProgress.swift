import Foundation

/// A one-line progress bar on a terminal's standard error: how many done, the rate, and the
/// time left (from the share of the input read so far). Redrawn at most ten times a second;
/// `clear` erases it before other output and `finish` for good. Only made when standard error
/// is a terminal and `--quiet` is not given.
public final class ReplayProgress: @unchecked Sendable {
  private let write: @Sendable (String) -> Void
  private let totalBytes: Int
  private let noun: String
  private let start = DispatchTime.now().uptimeNanoseconds
  private var lastDraw: UInt64 = 0
  private var shown = false
  private var last: (done: Int, bytes: Int) = (0, 0)
  private let lock = NSLock()

  /// `write` puts text on the terminal as is (no newline added).
  public init(totalBytes: Int, noun: String = "utterances", write: @escaping @Sendable (String) -> Void) {
    self.totalBytes = totalBytes
    self.noun = noun
    self.write = write
  }

  /// `done` items so far, `bytes` of the input consumed (for the time left).
  public func update(utterances done: Int, bytes: Int) {
    lock.lock()
    defer { lock.unlock() }
    last = (done, bytes)
    let now = DispatchTime.now().uptimeNanoseconds
    guard now - lastDraw >= 100_000_000 || !shown else { return }
    lastDraw = now
    write("\r" + Self.line(done: done, bytes: bytes, total: totalBytes, seconds: Double(now - start) / 1e9, noun: noun) + "\u{1B}[K")
    shown = true
  }

  /// Erases the bar (the next update draws it again).
  public func clear() {
    lock.lock()
    defer { lock.unlock() }
    guard shown else { return }
    write("\r\u{1B}[K")
    shown = false
  }

  /// `[########------------]  12,345 utterances  4,321/s  0:12 left`.
  static func line(done: Int, bytes: Int, total: Int, seconds: Double, noun: String) -> String {
    let width = 20
    let fraction = total > 0 ? min(1, Double(bytes) / Double(total)) : 0
    let filled = Int((fraction * Double(width)).rounded(.down))
    var text = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
    text += "\(grouped(done)) \(noun)"
    if seconds > 0.2 {
      text += "  \(grouped(Int((Double(done) / seconds).rounded())))/s"
      if fraction > 0.01 && fraction < 1 {
        let left = Int((seconds / fraction - seconds).rounded())
        text += "  \(left / 60):\(String(format: "%02d", left % 60)) left"
      }
    }
    return text
  }

  static func grouped(_ n: Int) -> String {
    let digits = String(n)
    var out = ""
    for (i, ch) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
      out.append(ch)
    }
    return out
  }
}
