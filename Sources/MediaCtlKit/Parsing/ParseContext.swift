/// What the parser may know besides the words: the app (its names and declared categories),
/// other apps' names, the user's vocabulary, and the catalog's names for finding where a name
/// begins and ends. Only vocabulary sets a type; catalog names only keep a phrase whole.
public struct ParseContext: Sendable {
  public var app: AppDescription
  public var vocabulary: UserVocabulary
  /// Normalised catalog titles (and their noise-free variants).
  public var knownTitles: Set<String>
  /// Normalised catalog artist names.
  public var knownArtists: Set<String>

  public init(app: AppDescription, vocabulary: UserVocabulary = UserVocabulary(), knownTitles: Set<String> = [], knownArtists: Set<String> = []) {
    self.app = app
    self.vocabulary = vocabulary
    self.knownTitles = knownTitles
    self.knownArtists = knownArtists
  }

  /// From a catalog index, with extra vocabulary (`--vocabulary`) merged after the catalog's.
  public init(index: CatalogIndex, extraVocabulary: UserVocabulary = UserVocabulary()) {
    var vocabulary = index.catalog.vocabulary
    vocabulary.merge(extraVocabulary)
    // Artist items are names of people, not titles: they go to knownArtists only.
    var titles = Set<String>()
    for (i, item) in index.items.enumerated() where item.type != .artist {
      titles.formUnion(index.itemKeys[i])
    }
    self.init(app: index.catalog.app, vocabulary: vocabulary, knownTitles: titles, knownArtists: index.artistKeySet)
  }

  public func isKnownTitle(_ text: String) -> Bool { knownTitles.contains(TextNormalizer.key(text)) }
  public func isKnownArtist(_ text: String) -> Bool { knownArtists.contains(TextNormalizer.key(text)) }
}
