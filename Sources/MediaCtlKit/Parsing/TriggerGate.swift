/// Which of a parser's readers may find anything in an utterance, decided once per utterance
/// from the word keys it already has: no strings built, nothing allocated per reader.
///
/// Each row names a reader and its trigger words: words one of which every utterance the
/// reader answers must contain (`anyOf`, anywhere in the words), or that the live words must
/// start with (`firstWord`, tested when the reader is asked). A reader with both runs when
/// either holds. A reader without a row is never gated. The words of every row go into one
/// table, word key → the readers it opens (a bit each), so a parse looks each of its words up
/// once and ORs the bits (`present`); asking for a reader is then a bit test (`opens`).
///
/// A trigger set must be complete: a word a reader can answer without is a request the gate
/// turns away. So a row lists the reader's own lexicon tables, not sample sentences, and the
/// tests parse whole corpora with the gate on and off (`TriggerGateTests`).
struct TriggerGate<Reader: RawRepresentable & Sendable>: Sendable where Reader.RawValue == Int {
  struct Row: Sendable {
    let reader: Reader
    let anyOf: [String]
    let firstWord: [String]

    init(_ reader: Reader, anyOf: [String] = [], firstWord: [String] = []) {
      self.reader = reader
      self.anyOf = anyOf
      self.firstWord = firstWord
    }

    init(_ reader: Reader, anyOf: [WordSet], firstWord: [WordSet] = []) {
      self.init(reader, anyOf: anyOf.flatMap(\.words), firstWord: firstWord.flatMap(\.words))
    }
  }

  /// Word key → the readers (bits) it opens anywhere in the words.
  private let anywhere: WordTable<UInt64>
  /// Word key → the readers (bits) it opens as the first live word.
  private let first: WordTable<UInt64>
  /// The readers that have a row: any other reader always opens.
  private let gated: UInt64
  /// The readers with first words: the only ones a first word can open (`opensByFirstWord`).
  let firstWordReaders: UInt64
  /// A mask with every bit set: what `present` is when gating is off.
  static var all: UInt64 { ~0 }

  init(_ rows: [Row]) {
    var anywhere: [String: UInt64] = [:]
    var first: [String: UInt64] = [:]
    var gated: UInt64 = 0
    var firstWordReaders: UInt64 = 0
    for row in rows {
      precondition((0..<64).contains(row.reader.rawValue), "a trigger gate holds 64 readers")
      let bit: UInt64 = 1 << UInt64(row.reader.rawValue)
      gated |= bit
      if !row.firstWord.isEmpty { firstWordReaders |= bit }
      // An entry of several words ("can't stand", "star-rating") is present only when each of
      // its words is: any of them is a trigger, so all are (a wider set is still complete).
      for entry in row.anyOf { for token in Token.tokenize(entry) { anywhere[token.lower, default: 0] |= bit } }
      // A first-word entry of several words: its first word starts the live words.
      for entry in row.firstWord { if let token = Token.tokenize(entry).first { first[token.lower, default: 0] |= bit } }
    }
    self.anywhere = WordTable(anywhere.map { ($0.key, $0.value) })
    self.first = WordTable(first.map { ($0.key, $0.value) })
    self.gated = gated
    self.firstWordReaders = firstWordReaders
  }

  /// The readers some word of `keys` opens anywhere, and the readers without a row, as bits:
  /// one table lookup per word.
  func present(_ keys: [WordKey]) -> UInt64 {
    var mask: UInt64 = ~gated
    for key in keys { mask |= anywhere[key] ?? 0 }
    return mask
  }

  /// The bits of `present` when one word becomes `key` (a word rewritten during the parse).
  func adding(_ key: WordKey, to mask: UInt64) -> UInt64 { mask | (anywhere[key] ?? 0) }

  /// Whether `reader` may find anything: it has no row, a trigger word is among the words
  /// (`present`), or the live words start with one of its first words.
  @inline(__always)
  func opens(_ reader: Reader, present: UInt64, firstWord: WordKey) -> Bool {
    let bit: UInt64 = 1 << UInt64(reader.rawValue)
    return gated & bit == 0 || present & bit != 0 || firstWordReaders & bit != 0 && opensByFirstWord(bit, firstWord)
  }

  /// Whether `firstWord` opens the reader of `bit` (a table lookup, kept out of line: most
  /// readers are answered by `present` alone, and a parse asks many of them).
  @inline(never)
  func opensByFirstWord(_ bit: UInt64, _ firstWord: WordKey) -> Bool {
    (first[firstWord] ?? 0) & bit != 0
  }
}
