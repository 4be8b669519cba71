/// What the parser may know besides the words: the app (its names and declared categories),
/// other apps' names, the user's vocabulary, and the catalog's names for finding where a name
/// begins and ends. Only vocabulary sets a type; catalog names only keep a phrase whole.
public struct ParseContext: Sendable {
  public var app: AppDescription
  public var vocabulary: UserVocabulary
  /// Normalised catalog titles (and their noise-free variants).
  public var knownTitles: KeyLookup
  /// Normalised catalog artist names.
  public var knownArtists: KeyLookup

  public init(app: AppDescription, vocabulary: UserVocabulary = UserVocabulary(), knownTitles: Set<String> = [], knownArtists: Set<String> = []) {
    self.app = app
    self.vocabulary = vocabulary
    self.knownTitles = KeyLookup(knownTitles)
    self.knownArtists = KeyLookup(knownArtists)
  }

  /// From a catalog index, with extra vocabulary (`--vocabulary`) merged after the catalog's.
  public init(index: CatalogIndex, extraVocabulary: UserVocabulary = UserVocabulary()) {
    var vocabulary = index.catalog.vocabulary
    vocabulary.merge(extraVocabulary)
    // Asks the index: no copy of the catalog's names, however large it is. Artist items are
    // names of people, not titles: they answer knownArtists only.
    self.init(app: index.catalog.app, vocabulary: vocabulary)
    knownTitles = KeyLookup { index.isTitle($0) }
    knownArtists = KeyLookup { index.isArtist($0) }
  }

  public func isKnownTitle(_ text: String) -> Bool { knownTitles.contains(TextNormalizer.key(text)) }
  public func isKnownArtist(_ text: String) -> Bool { knownArtists.contains(TextNormalizer.key(text)) }
}

/// A set of normalised names to ask "is this one of them?".
public struct KeyLookup: Sendable {
  private let test: @Sendable (String) -> Bool

  public init(_ keys: Set<String>) { test = { keys.contains($0) } }

  public init(_ test: @escaping @Sendable (String) -> Bool) { self.test = test }

  public func contains(_ key: String) -> Bool { test(key) }
}
