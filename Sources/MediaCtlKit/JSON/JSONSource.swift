import Foundation

/// The text a JSON document came from, to turn byte offsets into `file:line:column`.
///
/// Locating is linear over a whole run of errors, however many there are: line starts are
/// found once (on the first error) and looked up by binary search, and the column of an offset
/// on the same line as the previous one continues from it instead of rescanning the line, so a
/// catalog with 100,000 errors on one minified line still reports them in one pass.
public struct JSONSource: Sendable {
  public var file: String
  let bytes: [UInt8]
  private let locator: Locator

  public init(file: String, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
    locator = Locator()
  }

  /// 1-based line and column (in characters) of a byte offset.
  public func location(of offset: Int) -> Diagnostic.Location {
    let end = min(max(offset, 0), bytes.count)
    let (line, column) = locator.position(of: end, in: bytes)
    return Diagnostic.Location(file: file, line: line, column: column)
  }

  /// Line starts and the last position found, computed on first use and shared by copies.
  private final class Locator: @unchecked Sendable {
    private let lock = NSLock()
    private var lineStarts: [Int]?
    /// The last answer: (offset, line index, column), for a forward scan on the same line.
    private var last: (offset: Int, line: Int, column: Int)?

    func position(of end: Int, in bytes: [UInt8]) -> (Int, Int) {
      lock.lock()
      defer { lock.unlock() }
      let starts = lineStarts ?? Self.lineStarts(bytes)
      lineStarts = starts
      // The last line start at or before `end`.
      var low = 0
      var high = starts.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if starts[mid] <= end { low = mid } else { high = mid - 1 }
      }
      let lineStart = starts[low]
      var from = lineStart
      var column = 1
      if let last, last.line == low, last.offset <= end {
        from = last.offset
        column = last.column
      } else if lineStart == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), end >= 3 {
        from = 3  // a BOM is not a column
      }
      // Count UTF-8 lead bytes, so a column counts characters, not bytes.
      var i = from
      while i < end {
        if bytes[i] & 0xC0 != 0x80 { column += 1 }
        i += 1
      }
      last = (end, low, column)
      return (low + 1, column)
    }

    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
      var starts = [0]
      for i in bytes.indices where bytes[i] == 0x0A { starts.append(i + 1) }
      return starts
    }
  }
}
