/// Sets of words as the parser asks them, thousands of times per second: "is this word one of
/// these?". Most words are not, and their shape (first byte and length) says so without
/// hashing them.

/// A set of words' shapes (first byte, UTF-8 length up to 31): a word whose shape is absent is
/// not in the set, known without hashing it.
struct WordShapes: Sendable {
  private var lengths = [UInt32](repeating: 0, count: 256)

  @inline(__always)
  private static func bit(_ word: String) -> (Int, UInt32)? {
    guard let first = word.utf8.first else { return nil }
    return (Int(first), 1 << UInt32(min(word.utf8.count, 31)))
  }

  mutating func insert(_ word: String) {
    guard let (row, bit) = Self.bit(word) else { return }
    lengths[row] |= bit
  }

  @inline(__always)
  func mayContain(_ word: String) -> Bool {
    guard let (row, bit) = Self.bit(word) else { return false }
    return lengths[row] & bit != 0
  }
}

/// A lexicon's set of lowercased words, answering `contains` from the word's shape first.
public struct WordSet: Sendable, ExpressibleByArrayLiteral, Sequence {
  public let words: Set<String>
  private let shapes: WordShapes

  public init(_ words: some Sequence<String>) {
    self.words = Set(words)
    var shapes = WordShapes()
    for word in self.words { shapes.insert(word) }
    self.shapes = shapes
  }

  public init(arrayLiteral elements: String...) {
    self.init(elements)
  }

  @inline(__always)
  public func contains(_ word: String) -> Bool {
    shapes.mayContain(word) && words.contains(word)
  }

  public func makeIterator() -> Set<String>.Iterator { words.makeIterator() }
}
