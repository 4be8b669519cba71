import Foundation

/// A one-line progress bar on a terminal's standard error: how many done, the rate, and the
/// time left (from the share of the input read so far). Redrawn at most ten times a second;
/// `clear` erases it before other output and `finish` for good. Only made when standard error
/// is a terminal and `--quiet` is not given.
public final class ReplayProgress: @unchecked Sendable {
  private let write: @Sendable (String) -> Void
  private let totalBytes: Int
  private let noun: String
  private let showsRate: Bool
  private let start = DispatchTime.now().uptimeNanoseconds
  private var lastDraw: UInt64 = 0
  private var shown = false
  private var last: (done: Int, bytes: Int) = (0, 0)
  private let lock = NSLock()

  /// `write` puts text on the terminal as is (no newline added).
  public init(totalBytes: Int, noun: String = "utterances", showsRate: Bool = true, write: @escaping @Sendable (String) -> Void) {
    self.totalBytes = totalBytes
    self.noun = noun
    self.showsRate = showsRate
    self.write = write
  }

  private var timer: DispatchSourceTimer?
  private var stopped = false

  /// `done` items so far, `bytes` of the input consumed (for the time left).
  public func update(utterances done: Int, bytes: Int) {
    lock.lock()
    defer { lock.unlock() }
    last = (done, bytes)
    draw(force: false)
  }

  /// Redraws twice a second even without news, so a long step (loading a big catalog, one
  /// size of `bench`) still shows time passing.
  public func startTicking() {
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + 0.5, repeating: 0.5)
    timer.setEventHandler { [weak self] in
      guard let self else { return }
      self.lock.lock()
      defer { self.lock.unlock() }
      self.draw(force: true)
    }
    lock.withLock { self.timer = timer }
    timer.resume()
  }

  /// Caller holds the lock.
  private func draw(force: Bool) {
    guard !stopped else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    guard force || now - lastDraw >= 100_000_000 || !shown else { return }
    lastDraw = now
    write("\r" + Self.line(done: last.done, bytes: last.bytes, total: totalBytes, seconds: Double(now - start) / 1e9, noun: noun, showsRate: showsRate) + "\u{1B}[K")
    shown = true
  }

  /// Erases the bar (the next update or tick draws it again).
  public func clear() {
    lock.lock()
    defer { lock.unlock() }
    erase()
  }

  private func erase() {
    guard shown else { return }
    write("\r\u{1B}[K")
    shown = false
  }

  /// Runs `body` (which writes other output) with the bar erased and not redrawn meanwhile.
  public func around(_ body: () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    erase()
    body()
  }

  /// Erases the bar for good and stops the ticking.
  public func finish() {
    lock.lock()
    defer { lock.unlock() }
    erase()
    stopped = true
    timer?.cancel()
    timer = nil
  }

  /// `[########------------] 12,345 utterances  4,321/s  0:03 elapsed  0:12 left`.
  static func line(done: Int, bytes: Int, total: Int, seconds: Double, noun: String, showsRate: Bool = true) -> String {
    let width = 20
    let fraction = total > 0 ? min(1, Double(bytes) / Double(total)) : 0
    let filled = Int((fraction * Double(width)).rounded(.down))
    var text = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
    text += "\(grouped(done)) \(noun)"
    if showsRate && seconds > 0.2 { text += "  \(grouped(Int((Double(done) / seconds).rounded())))/s" }
    text += "  \(clock(seconds)) elapsed"
    if fraction > 0.01 && fraction < 1 { text += "  \(clock(seconds / fraction - seconds)) left" }
    return text
  }

  /// `1:05`, `1:02:03`.
  static func clock(_ seconds: Double) -> String {
    let s = max(0, Int(seconds.rounded()))
    let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return s >= 3600 ? "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
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
