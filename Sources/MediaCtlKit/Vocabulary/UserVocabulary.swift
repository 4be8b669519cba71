/// Vocabulary Siri knows for this user and app: phrases that stay whole and take a type.
///
/// User vocabulary (`INVocabulary.setVocabularyStrings(_:of:)`) is ordered, most important
/// first; global vocabulary (`AppIntentVocabulary.plist`) maps an identifier and its synonym
/// phrases to a parameter. Either kind makes "70s punk classics" arrive as a playlist.
public struct UserVocabulary: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    /// What arrives in `mediaName` (the string itself, or a global `VocabularyItemIdentifier`).
    public var identifier: String
    /// Phrases a person says for it (the identifier itself included).
    public var phrases: [String]
    public var type: VocabularyStringType
    /// Where it came from: `user` or `global`.
    public var source: String

    public init(identifier: String, phrases: [String]? = nil, type: VocabularyStringType, source: String = "user") {
      self.identifier = identifier
      self.phrases = phrases ?? [identifier]
      self.type = type
      self.source = source
    }
  }

  /// Each string is limited to 1024 bytes in UTF-16; longer ones are dropped by Siri.
  public static let maximumUTF16Bytes = 1024

  /// mediactl reads at most this many strings per vocabulary file (a located error beyond).
  public static let maximumStrings = 100_000

  public private(set) var entries: [Entry] = []
  /// The (type, identifier) pairs in `entries`, so adding is constant time.
  private var known: Set<Key> = []

  private struct Key: Hashable, Sendable {
    var type: VocabularyStringType
    var identifier: String
  }

  public static func == (a: UserVocabulary, b: UserVocabulary) -> Bool { a.entries == b.entries }

  public init(entries: [Entry] = []) {
    for entry in entries { add(entry) }
  }

  public var isEmpty: Bool { entries.isEmpty }

  /// Appends an entry unless an identical phrase of the same type is already known.
  public mutating func add(_ entry: Entry) {
    guard known.insert(Key(type: entry.type, identifier: entry.identifier)).inserted else { return }
    entries.append(entry)
  }

  public mutating func merge(_ other: UserVocabulary) {
    for entry in other.entries { add(entry) }
  }

  public func strings(of type: VocabularyStringType) -> [String] {
    entries.filter { $0.type == type }.map(\.identifier)
  }
}
