import Dispatch

/// Reads a catalog's `items` straight from its UTF-8 bytes into `CatalogItem`s: no JSON tree,
/// no readers per object, on every core. It accepts exactly what the located decoder
/// (`CatalogDecoder.decodeItem` over `JSONParser`) accepts and makes the same items; anything
/// else — every problem, and rarer valid forms such as a type given as a raw number or a key
/// spelled with escapes — makes it give up, and the located decoder reads the file instead
/// and reports problems with file:line:column.
enum CatalogItemReader {
  /// The items, and where the top-level `items` array is (its '[' to after its ']'); nil
  /// when the reader cannot read them.
  static func read(_ bytes: [UInt8], workers: Int = Parallel.cores * 2) -> (items: [CatalogItem], range: Range<Int>)? {
    bytes.withUnsafeBufferPointer { buffer -> (items: [CatalogItem], range: Range<Int>)? in
      guard let open = itemsArrayStart(buffer) else { return nil }
      let input = Input(bytes: bytes, buffer: buffer)
      let chunks = split(input, from: open + 1, into: max(1, workers))
      // Chunks that do not meet (a start guessed inside a string) are read again in one piece.
      guard let read = (chunks.count > 1 ? readChunks(input, chunks) : nil) ?? readChunks(input, [open + 1]) else {
        return nil
      }
      return (read.items, open..<read.end)
    }
  }

  /// What the workers share: the bytes (the array, for the located parser's string decoding
  /// of escapes) and a pointer to them. Only read.
  struct Input: @unchecked Sendable {
    let bytes: [UInt8]
    let buffer: UnsafeBufferPointer<UInt8>
  }

  /// Reads the chunks starting at `starts` (the first just after the '['), each on its own
  /// core; nil when a chunk could not be read or did not end where the next one starts.
  static func readChunks(_ input: Input, _ starts: [Int]) -> (items: [CatalogItem], end: Int)? {
    let results = Parallel.map(starts.count) { n -> ChunkResult? in
      var reader = ItemReader(input)
      return reader.readChunk(from: starts[n], stoppingAt: n + 1 < starts.count ? starts[n + 1] : nil)
    }
    var items: [CatalogItem] = []
    var end = 0
    for (n, result) in results.enumerated() {
      guard let result, n + 1 == starts.count || result.end == starts[n + 1] else { return nil }
      if items.isEmpty { items = result.items } else { items.append(contentsOf: result.items) }
      end = result.end
    }
    return (items, end)
  }

  struct ChunkResult: Sendable {
    var items: [CatalogItem]
    /// Where reading stopped: the next chunk's start, or after the array's ']'.
    var end: Int
  }

  /// Where the chunks start: the first at `first`; the others at an item's '{' found after an
  /// equal share of the bytes (`}` `,` `{` with whitespace between). A guess may fall inside
  /// a string; the chunk before it then does not end there and the array is read whole.
  static func split(_ input: Input, from first: Int, into parts: Int) -> [Int] {
    let p = input.buffer
    var starts = [first]
    guard parts > 1, p.count - first >= minimumChunkBytes * 2 else { return starts }
    let share = (p.count - first) / parts
    for part in 1..<parts {
      var i = first + share * part
      var found: Int?
      while i < p.count, found == nil {
        if p[i] == UInt8(ascii: "}") {
          var j = skipWhitespace(p, i + 1)
          if j < p.count, p[j] == UInt8(ascii: ",") {
            j = skipWhitespace(p, j + 1)
            if j < p.count, p[j] == UInt8(ascii: "{") { found = j }
          }
        }
        i += 1
      }
      guard let found, found > starts[starts.count - 1] else { break }
      starts.append(found)
    }
    return starts
  }

  /// Catalogs smaller than this are read on one core.
  static let minimumChunkBytes = 1 << 20

  // MARK: - The top level

  /// The position of the '[' of the top-level object's "items" array, or nil.
  static func itemsArrayStart(_ p: UnsafeBufferPointer<UInt8>) -> Int? {
    var i = 0
    if p.count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
    i = skipWhitespace(p, i)
    guard i < p.count, p[i] == UInt8(ascii: "{") else { return nil }
    i += 1
    while true {
      i = skipWhitespace(p, i)
      guard i < p.count, p[i] == UInt8(ascii: "\"") else { return nil }
      let keyStart = i + 1
      var j = keyStart
      while j < p.count, p[j] != UInt8(ascii: "\"") {
        if p[j] == UInt8(ascii: "\\") { return nil }
        j += 1
      }
      guard j < p.count else { return nil }
      let isItems = j - keyStart == 5 && p[keyStart..<j].elementsEqual("items".utf8)
      i = skipWhitespace(p, j + 1)
      guard i < p.count, p[i] == UInt8(ascii: ":") else { return nil }
      i = skipWhitespace(p, i + 1)
      if isItems { return i < p.count && p[i] == UInt8(ascii: "[") ? i : nil }
      guard let next = skipValue(p, i) else { return nil }
      i = skipWhitespace(p, next)
      guard i < p.count, p[i] == UInt8(ascii: ",") else { return nil }
      i += 1
    }
  }

  /// The position after the value at `start`, found by its brackets and quotes alone (the
  /// located parser checks everything outside the items).
  static func skipValue(_ p: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
    var i = start
    var depth = 0
    repeat {
      guard i < p.count else { return nil }
      switch p[i] {
      case UInt8(ascii: "\""):
        i += 1
        while i < p.count, p[i] != UInt8(ascii: "\"") { i += p[i] == UInt8(ascii: "\\") ? 2 : 1 }
        guard i < p.count else { return nil }
        i += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        i += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard depth > 0 else { return nil }
        depth -= 1
        i += 1
      default:
        guard depth == 0 else {
          i += 1
          continue
        }
        // A number or a literal: up to the next delimiter.
        while i < p.count {
          switch p[i] {
          case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return i > start ? i : nil
          default: i += 1
          }
        }
        return i > start ? i : nil
      }
    } while depth > 0
    return i
  }

  @inline(__always)
  static func skipWhitespace(_ p: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
    var i = start
    while i < p.count {
      switch p[i] {
      case 0x20, 0x0A, 0x0D, 0x09: i += 1
      default: return i
      }
    }
    return i
  }
}
