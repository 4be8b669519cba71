import Testing

@testable import MediaCtlKit

/// Constraints besides the name (type, artist, album, genre, mood, release date) and every
/// `INMediaSortOrder` (behaviours §4 "Returning items").
struct ConstraintAndSortTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var search: MediaSearch
    var app: SampleCatalogs.App = .controlAudio
    var expected: String
    var testDescription: String { "\(label) → \(expected)" }
  }

  static let seventies = DateComponentsRange.years(1970, through: 1979)

  static let constraints: [Case] = [
    Case(
      label: "name + artist", search: MediaSearch(mediaName: "Maybe Sometime", artistName: "Special Disaster Team"),
      expected: "song-maybe-sometime"),
    Case(
      label: "artist picks among equal titles",
      search: MediaSearch(mediaName: "Happier Than Ever", artistName: "Billie Eilish"), expected: "album-happier-than-ever"),
    Case(
      label: "name + album", search: MediaSearch(mediaName: "Ordinary Pleasure", albumName: "Outer Peace"),
      expected: "song-ordinary-pleasure"),
    Case(
      label: "artist only, type song, popular",
      search: MediaSearch(mediaType: .song, sortOrder: .popular, artistName: "Khalid"), expected: "song-young-dumb-and-broke"),
    Case(
      label: "artist + album + type, popular",
      search: MediaSearch(mediaType: .song, sortOrder: .popular, artistName: "Khalid", albumName: "Free Spirit"),
      expected: "song-talk"),
    Case(
      label: "genre + type, popular", search: MediaSearch(mediaType: .song, sortOrder: .popular, genreNames: ["punk"]),
      expected: "song-london-calling"),
    Case(
      label: "mood + artist + type, popular",
      search: MediaSearch(mediaType: .song, sortOrder: .popular, artistName: "Khalid", moodNames: ["sad"]),
      expected: "song-another-sad-love-song"),
    Case(
      label: "release date + genre + type",
      search: MediaSearch(mediaType: .album, genreNames: ["punk"], releaseDate: seventies), expected: "album-london-calling"),
    Case(
      label: "artist misspelled", search: MediaSearch(mediaType: .album, sortOrder: .newest, artistName: "Billie Elish"),
      expected: "album-hit-me-hard-and-soft"),
  ]

  @Test(arguments: constraints)
  func constraintsNarrowTheMatches(_ c: Case) {
    #expect(ExpectedResolution(resolve(.play(c.search), in: c.app).resolution?.mediaItems) == .first(c.expected))
  }

  /// Every returned item satisfies every constraint, not just the first.
  @Test func everyReturnedItemSatisfiesTheConstraints() {
    let search = MediaSearch(mediaType: .song, artistName: "Khalid", moodNames: ["sad"])
    let items = resolve(.play(search)).resolution?.mediaItems.items ?? []
    #expect(!items.isEmpty)
    for item in items {
      let catalogItem = SampleCatalogs.controlAudio.item(item.identifier ?? "")
      #expect(item.type == .song)
      #expect(item.artist == "Khalid")
      #expect(catalogItem?.moods.contains("sad") == true, "\(item.identifier ?? "")")
    }
    let seventies = resolve(.play(MediaSearch(mediaType: .song, genreNames: ["punk"], releaseDate: Self.seventies)))
    for item in seventies.resolution?.mediaItems.items ?? [] {
      let date = SampleCatalogs.controlAudio.item(item.identifier ?? "")?.releaseDate ?? ""
      #expect(date >= "1970" && date < "1980", "\(item.identifier ?? ""): \(date)")
    }
  }

  /// Khalid's four albums: American Teen (2017, popularity 88, rating 5), Suncity (2018, 70, 3),
  /// Free Spirit (2019, 82, 4), Sincere (2024, 55, 2).
  static func khalidAlbums(_ order: MediaSortOrder) -> MediaSearch {
    MediaSearch(mediaType: .album, sortOrder: order, artistName: "Khalid")
  }

  static func showEpisodes(_ order: MediaSortOrder) -> MediaSearch {
    MediaSearch(mediaType: .podcastEpisode, sortOrder: order, mediaName: "Stuff You Should Know")
  }

  static let sortOrders: [Case] = [
    Case(label: "newest album", search: khalidAlbums(.newest), expected: "album-sincere"),
    Case(label: "oldest album", search: khalidAlbums(.oldest), expected: "album-american-teen"),
    Case(label: "best album", search: khalidAlbums(.best), expected: "album-american-teen"),
    Case(label: "worst album", search: khalidAlbums(.worst), expected: "album-sincere"),
    Case(label: "popular album", search: khalidAlbums(.popular), expected: "album-american-teen"),
    Case(label: "unpopular album", search: khalidAlbums(.unpopular), expected: "album-sincere"),
    Case(label: "trending album", search: khalidAlbums(.trending), expected: "album-american-teen"),
    Case(label: "recommended album", search: khalidAlbums(.recommended), expected: "album-american-teen"),
    Case(label: "newest episode", search: showEpisodes(.newest), app: .myApp, expected: "episode-stuff-you-should-know-2024-04-25"),
    Case(label: "oldest episode", search: showEpisodes(.oldest), app: .myApp, expected: "episode-stuff-you-should-know-2024-04-02"),
    Case(
      label: "newest episode of a show, name only",
      search: MediaSearch(sortOrder: .newest, mediaName: "The Daily"), expected: "episode-the-daily-2024-05-19"),
  ]

  @Test(arguments: sortOrders)
  func sortOrderChoosesAmongTheMatches(_ c: Case) {
    #expect(ExpectedResolution(resolve(.play(c.search), in: c.app).resolution?.mediaItems) == .first(c.expected))
  }

  /// "Play me something good": the first item is one the catalog recommends.
  @Test func recommendedWithoutANamePicksARecommendedItem() {
    let result = resolve(.play(MediaSearch(sortOrder: .recommended)))
    let first = result.resolution?.mediaItems.items.first?.identifier ?? ""
    #expect(SampleCatalogs.controlAudio.item(first)?.recommended == true, "\(first)")
  }

  /// "Play popular hits" arrives as mediaName "music" + popular: the most popular song.
  @Test func popularHitsPlaysTheMostPopularSong() {
    let result = resolve(.play(MediaSearch(sortOrder: .popular, mediaName: "music")))
    let songs = SampleCatalogs.controlAudio.items.filter { $0.type == .song }
    let top = songs.max { ($0.popularity ?? 0) < ($1.popularity ?? 0) }
    #expect(result.resolution?.mediaItems.items.first?.popularity(in: SampleCatalogs.controlAudio) == top?.popularity)
  }

  /// "Play jazz" is a genre request: the Jazz genre (or jazz itself) should play, not an artist
  /// whose genres merely include jazz.
  @Test func genreRequestPlaysTheGenre() {
    let result = resolve(.play(MediaSearch(genreNames: ["jazz"])))
    #expect(result.resolution?.mediaItems.items.first?.identifier == "genre-jazz")
    // Whatever plays must at least be jazz.
    let first = result.resolution?.mediaItems.items.first?.identifier ?? ""
    let genres = SampleCatalogs.controlAudio.item(first)?.genres ?? []
    #expect(genres.contains("jazz") || first == "genre-jazz", "\(first)")
  }
}

extension MediaItem {
  func popularity(in catalog: Catalog) -> Double? {
    identifier.flatMap(catalog.item)?.popularity
  }
}
