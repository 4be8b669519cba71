import Testing

@testable import MediaCtlKit

/// Requests with nothing but constraints are read from pre-ordered runs (`ConstraintRuns`)
/// instead of ranking every matching item: the answers must be the ones ranking every match
/// gives, and each answer must meet the constraints itself.
struct ConstraintRunsTests {
  static let index: CatalogIndex = {
    let synthetic = SyntheticCatalog(count: 6000, seed: 11)
    // The generated catalog is valid by construction; an empty one would fail every test.
    let catalog = (try? CatalogDecoder.load(bytes: synthetic.json, file: "synthetic.json")) ?? Catalog(app: AppDescription(name: "None"), items: [])
    return CatalogIndex(catalog: catalog)
  }()

  static let eighties = DateComponentsRange.years(1980, through: 1989)
  static let nineteen93 = DateComponentsRange.years(1993, through: 1993)

  /// Every combination of type, genre, mood, years and the sort orders the runs keep.
  static let searches: [MediaSearch] = {
    var out: [MediaSearch] = []
    for sort in [MediaSortOrder.unknown, .newest, .best, .popular] {
      for type in [MediaItemType.unknown, .song, .album, .playlist, .podcastEpisode, .music, .radioStation] {
        for genre in [nil, "jazz", "rock", "talk", "no such genre"] {
          for mood in [nil, "sad", "party"] {
            for range in [nil, eighties, nineteen93] {
              out.append(MediaSearch(mediaType: type, sortOrder: sort, genreNames: genre.map { [$0] }, moodNames: mood.map { [$0] }, releaseDate: range))
            }
          }
        }
      }
    }
    return out
  }()

  static func summary(_ r: Resolution) -> String {
    "\(r.mediaItems) | \(r.candidates.prefix(5).map { "\($0.item.identifier) \($0.rejection ?? "")" }) | \(r.notes)"
  }

  @Test func theRunsAnswerAsRankingEveryMatchDoes() {
    let fast = Resolver(index: Self.index)
    var full = fast
    full.usesConstraintRuns = false
    for context in [ResolveContext(), ResolveContext(account: Account(loggedIn: false)), ResolveContext(maximumResults: 2)] {
      for search in Self.searches {
        let a = fast.resolve(search, context: context)
        let b = full.resolve(search, context: context)
        #expect(Self.summary(a) == Self.summary(b), "\(search)")
      }
    }
  }

  /// Each returned item meets the constraints itself: a rock artist's pop song is no rock
  /// song, and an artist "dated" in the eighties does not make its new songs eighties songs.
  @Test func aConstraintOnlyAnswerMeetsTheConstraintsItself() throws {
    let app = AppDescription(name: "Small", supportedMediaCategories: [.music])
    let items = [
      CatalogItem(identifier: "artist-band", type: .artist, title: "The Band", genres: ["Rock"], releaseDate: "1985-01-01"),
      CatalogItem(identifier: "song-pop", type: .song, title: "Pop Tune", artist: "The Band", genres: ["Pop"], releaseDate: "2023-05-01"),
      CatalogItem(identifier: "song-rock-old", type: .song, title: "Rock Tune", artist: "The Band", genres: ["Rock"], releaseDate: "1984-02-01"),
      CatalogItem(identifier: "song-rock-new", type: .song, title: "Other Tune", artist: "Someone", genres: ["Rock"], releaseDate: "2010-03-01"),
    ]
    let resolver = Resolver(catalog: Catalog(app: app, items: items))
    var old = resolver
    old.usesConstraintRuns = false
    for r in [resolver, old] {
      let rock = r.resolve(MediaSearch(mediaType: .song, sortOrder: .newest, genreNames: ["rock"]), context: ResolveContext())
      #expect(rock.mediaItems.items.map(\.identifier) == ["song-rock-new", "song-rock-old"])
      let eighties = r.resolve(MediaSearch(mediaType: .song, sortOrder: .newest, releaseDate: Self.eighties), context: ResolveContext())
      #expect(eighties.mediaItems.items.map(\.identifier) == ["song-rock-old"])
    }
  }

  /// "Music from the eighties" takes the whole decade, not its first year's items.
  @Test func aDecadeIsEveryYearOfIt() {
    let resolver = Resolver(index: Self.index)
    let found = resolver.resolve(MediaSearch(mediaType: .song, releaseDate: Self.eighties), context: ResolveContext(maximumResults: 50))
    let years = Set(found.mediaItems.items.compactMap { $0.identifier.flatMap(Self.index.catalog.item)?.releaseSortKey.map { $0 / 10_000 } })
    #expect(years.count > 1)
    #expect(years.allSatisfy { (1980...1989).contains($0) })
  }

  /// The index's popularity order is the runs' stable radix sort: most popular first, ties in
  /// catalog order, over all four 16-bit digits (keys differing only in the top ones too).
  @Test func popularityOrderIsStableAndDescending() {
    var generator = SeededGenerator(seed: 3)
    let popularities: [Double?] = (0..<70_000).map { i in
      switch i % 7 {
      case 0: nil
      case 1: 0
      case 2: -0.0
      case 3: Double(Int.random(in: 0..<5, using: &generator))
      default: Double.random(in: -1e9...1e9, using: &generator)
      }
    }
    let keys = popularities.map(CatalogIndex.popularityKey)
    let order = CatalogIndex.popularityOrder(keys: keys)
    let expected = Array(0..<Int32(keys.count)).sorted { a, b in
      (popularities[Int(a)] ?? 0, b) > (popularities[Int(b)] ?? 0, a)
    }
    #expect(order == expected)
    #expect(CatalogIndex.popularityOrder(keys: []) == [])
    #expect(CatalogIndex.popularityOrder(keys: [5]) == [0])
  }
}
