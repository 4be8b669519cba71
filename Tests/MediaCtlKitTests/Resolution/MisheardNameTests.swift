import Testing

@testable import MediaCtlKit

/// Names that reach the resolver misheard or cut up, as `bench` found them over many seeds:
/// words of a title read as genres in front of a name the catalog does not have as said, and
/// a typo whose sound code happens to be another title's. Each row is the search the parser
/// hands over and the item a person means (nil: nothing may be picked).
struct MisheardNameTests {
  static let app = AppDescription(name: "MisheardApp", supportedMediaCategories: [.music, .podcasts])

  static let items: [CatalogItem] = [
    CatalogItem(identifier: "song-lantern", type: .song, title: "Dance Dance Lantern", artist: "Orvel Tamsin", genres: ["pop"]),
    CatalogItem(identifier: "song-harbor", type: .song, title: "Soul Harbor Velvet", artist: "Orvel Tamsin", genres: ["rock"]),
    CatalogItem(identifier: "song-quay", type: .song, title: "Quay Lights", artist: "Bren Askew", genres: ["jazz"]),
    CatalogItem(identifier: "song-meadow", type: .song, title: "Meadow", artist: "Bren Askew", genres: ["rock"]),
    CatalogItem(identifier: "show-comet", type: .podcastShow, title: "Disco Velvet Comet Podcast"),
    CatalogItem(
      identifier: "ep-comet-1", type: .podcastEpisode, title: "Pilot", show: "show-comet", releaseDate: "2024-01-02"),
    CatalogItem(
      identifier: "ep-comet-2", type: .podcastEpisode, title: "Second Orbit", show: "show-comet", releaseDate: "2024-03-09"),
    // A typo of the song's last word has the sound code of the album's edition word.
    CatalogItem(identifier: "album-maple", type: .album, title: "Maple Road (Remastered)", artist: "Sil Varden", popularity: 90),
    CatalogItem(identifier: "song-maple", type: .song, title: "Maple Road Rocket", artist: "Ilse Morrow", popularity: 10),
    CatalogItem(identifier: "album-cinder", type: .album, title: "Remastered Cinder", artist: "Sil Varden"),
    CatalogItem(identifier: "song-cherry", type: .song, title: "Cherry Lantern", artist: "Ilse Morrow"),
  ]

  static let resolver = Resolver(catalog: Catalog(app: app, items: items))

  struct Case: Sendable, CustomTestStringConvertible {
    var search: MediaSearch
    var expected: String?
    var kind: MatchKind? = nil
    var testDescription: String {
      "genres \(search.genreNames ?? []) name '\(search.mediaName ?? "")' → \(expected ?? "nothing")"
    }
  }

  static let cases: [Case] = [
    // Genre words read in front of a name with a typo: the words are the title's start.
    Case(search: MediaSearch(mediaName: "lmantern", genreNames: ["dance", "dance"]), expected: "song-lantern", kind: .fuzzy),
    Case(search: MediaSearch(mediaName: "harbor velvet", genreNames: ["soul"]), expected: "song-harbor", kind: .exact),
    // The newest episode of a show whose name starts with genre words.
    Case(
      search: MediaSearch(mediaType: .podcastEpisode, sortOrder: .newest, mediaName: "Comet", genreNames: ["disco", "velvet"]),
      expected: "ep-comet-2"),
    // A name that matches with its genre keeps its genre: no retry.
    Case(search: MediaSearch(mediaName: "quay lights", genreNames: ["jazz"]), expected: "song-quay", kind: .exact),
    // Nothing of the genre and no title of the words together: nothing is picked.
    Case(search: MediaSearch(mediaName: "meadow", genreNames: ["jazz"]), expected: nil),
    // Genre words and name that only hold a title's words, not make it: no retry answer.
    Case(search: MediaSearch(mediaName: "velvet", genreNames: ["soul"]), expected: nil),
    // A genre that is no word of any title starts no title: a rock song three edits from
    // "ska harbor velvet" is not what was asked for.
    Case(search: MediaSearch(mediaName: "harbor velvet", genreNames: ["ska"]), expected: nil),
    // A sound-alike far in spelling gives way to a title one typo away.
    Case(search: MediaSearch(mediaName: "maple road rmocket"), expected: "song-maple", kind: .fuzzy),
    // A sound-alike one vowel away stays a sound-alike match.
    Case(search: MediaSearch(mediaName: "charry lantern"), expected: "song-cherry", kind: .phonetic),
    // A sound-alike far in spelling, with no title a typo away, is still found.
    Case(search: MediaSearch(mediaName: "rmocket cinder"), expected: "album-cinder", kind: .phonetic),
  ]

  /// The title as written, as the sound-alike check compares it first.
  @Test(arguments: [
    ("Cherry Lantern (Live)", "cherry lantern live"), ("  Maple--Road  ", "maple road"), ("AC/DC 2", "ac dc 2"),
    ("Café Blue", nil),
  ] as [(String, String?)])
  func foldedTitles(_ title: String, _ folded: String?) {
    #expect(Resolver.foldedASCII(title) == folded)
  }

  @Test(arguments: cases)
  func theMeantItemIsFirst(_ c: Case) {
    let resolution = Self.resolver.resolve(c.search, context: ResolveContext())
    let first = resolution.mediaItems.items.first?.identifier
    #expect(first == c.expected, "\(resolution.notes)")
    if let kind = c.kind {
      #expect(resolution.candidates.first?.kind == kind)
    }
  }
}
