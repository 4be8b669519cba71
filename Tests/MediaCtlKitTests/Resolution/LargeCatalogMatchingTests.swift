import Testing

@testable import MediaCtlKit

/// Matching that must not depend on how many items share a title's words or a name: in a
/// large catalog, a typo or an artist's "The" still finds the item people mean.
struct LargeCatalogMatchingTests {
  static let app = AppDescription(name: "BigApp", supportedMediaCategories: [.music, .audiobooks])

  static func resolver(_ items: [CatalogItem]) -> Resolver {
    Resolver(catalog: Catalog(app: app, items: items))
  }

  static func first(_ search: MediaSearch, in resolver: Resolver) -> String? {
    resolver.resolve(search, context: ResolveContext()).mediaItems.items.first?.identifier
  }

  /// The song comes after hundreds of items with the same words: the typo search used to
  /// compare only the first few hundred of them.
  @Test func aTypoFindsATitleWhoseWordsManyItemsShare() {
    let words = ["love", "night", "summer", "heart", "light", "dream", "fire", "river", "blue", "gold"]
    var items: [CatalogItem] = []
    for (i, a) in words.enumerated() {
      for (j, b) in words.enumerated() {
        for k in 0..<5 {
          items.append(CatalogItem(identifier: "song-\(i)-\(j)-\(k)", type: .song, title: "Cherry Quiet \(a) \(b) \(k)"))
        }
      }
    }
    items.append(CatalogItem(identifier: "song-target", type: .song, title: "Cherry Quiet Cherry"))
    let resolver = Self.resolver(items)
    #expect(Self.first(MediaSearch(mediaName: "cmherry quiet cherry"), in: resolver) == "song-target")
    #expect(Self.first(MediaSearch(mediaName: "cherry quiet chery"), in: resolver) == "song-target")
    let found = resolver.resolve(MediaSearch(mediaName: "cmherry quiet cherry"), context: ResolveContext())
    #expect(found.candidates.first?.kind == .fuzzy)
  }

  /// "The best Elkel Rasa album": the only items by "Elkel Rasa" are an author's audiobooks,
  /// so the albums are those of the band The Elkel Rasa.
  @Test func anArtistWithoutTheAskedTypeGivesWayToTheArtistTheNameMeans() {
    let resolver = Self.resolver([
      CatalogItem(identifier: "book-1", type: .audioBook, title: "The Golden Canyon", artist: "Elkel Rasa"),
      CatalogItem(identifier: "artist-1", type: .artist, title: "The Elkel Rasa"),
      CatalogItem(identifier: "album-1", type: .album, title: "Blue River", artist: "The Elkel Rasa", rating: 3),
      CatalogItem(identifier: "album-2", type: .album, title: "Gold Light", artist: "The Elkel Rasa", rating: 5),
    ])
    #expect(Self.first(MediaSearch(mediaType: .album, sortOrder: .best, artistName: "Elkel Rasa"), in: resolver) == "album-2")
    // The author is still who "Elkel Rasa" means for an audiobook.
    #expect(Self.first(MediaSearch(mediaType: .audioBook, artistName: "Elkel Rasa"), in: resolver) == "book-1")
  }

  /// Two artists whose names differ by "The": each request gets the one it names, although a
  /// name inside the other otherwise matches ("The Beatles" for "Beatles").
  static let twoArtists = [
    CatalogItem(identifier: "artist-the", type: .artist, title: "The Brisel Viti"),
    CatalogItem(identifier: "artist-bare", type: .artist, title: "Brisel Viti"),
    CatalogItem(identifier: "album-the", type: .album, title: "Ghost Tonight Orbit (Remastered)", artist: "The Brisel Viti", rating: 2),
    CatalogItem(identifier: "album-bare", type: .album, title: "Garden Morning Sun", artist: "Brisel Viti", rating: 3),
  ]

  @Test func anArtistNamedToTheLetterWinsOverOneThatOnlyContainsTheName() {
    let resolver = Self.resolver(Self.twoArtists)
    #expect(Self.first(MediaSearch(mediaType: .album, sortOrder: .best, artistName: "The Brisel Viti"), in: resolver) == "album-the")
    #expect(Self.first(MediaSearch(mediaType: .album, sortOrder: .best, artistName: "Brisel Viti"), in: resolver) == "album-bare")
    // With no artist named exactly, the near one still answers.
    #expect(Self.first(MediaSearch(mediaType: .album, sortOrder: .best, artistName: "Brisel Vitti"), in: resolver) == "album-bare")
  }

  /// The same title by both: the exact artist's, unless only the near one's meets the other
  /// criteria (then it is still the answer, not nothing).
  @Test func anExactArtistOnlyWinsAmongItemsThatMeetEveryCriterion() {
    let resolver = Self.resolver([
      CatalogItem(identifier: "artist-the", type: .artist, title: "The Brisel Viti"),
      CatalogItem(identifier: "artist-bare", type: .artist, title: "Brisel Viti"),
      CatalogItem(identifier: "album-the", type: .album, title: "Morning Sun", artist: "The Brisel Viti", releaseDate: "2021-06-23"),
      CatalogItem(identifier: "album-bare", type: .album, title: "Morning Sun", artist: "Brisel Viti", releaseDate: "1974-09-20"),
    ])
    let search = MediaSearch(mediaType: .album, mediaName: "Morning Sun", artistName: "The Brisel Viti")
    #expect(Self.first(search, in: resolver) == "album-the")
    var seventies = search
    seventies.releaseDate = .years(1970, through: 1979)
    #expect(Self.first(seventies, in: resolver) == "album-bare")
  }

  @Test func theParserKeepsTheArticleTheCatalogKnowsTheNameWith() {
    let context = ParseContext(index: CatalogIndex(catalog: Catalog(app: Self.app, items: Self.twoArtists)))
    for (text, artist) in [("play the best The Brisel Viti album", "The Brisel Viti"), ("play the best Brisel Viti album", "Brisel Viti")] {
      guard case .intent(.play(let play)) = EnglishParser().parse(text, context: context).request.body else {
        Issue.record("“\(text)” is not a play request")
        continue
      }
      #expect(play.mediaSearch?.artistName == artist, "“\(text)”")
    }
  }
}
