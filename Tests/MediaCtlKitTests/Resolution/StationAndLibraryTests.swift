import Testing

@testable import MediaCtlKit

/// Stations found by their `frequency` and `callSign` through the index (new-user report H2),
/// by genre, and `reference = my` answered from the library (issue 15 item 4).
struct StationAndLibraryTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var search: MediaSearch
    var app: SampleCatalogs.App = .controlAudio
    var expected: ExpectedResolution
    var testDescription: String { "\(search.mediaName ?? search.genreNames?.joined() ?? "-") in \(app) \(expected)" }
  }

  static let rows: [Row] = [
    // Frequency as Siri writes it, without its band, and said in words.
    Row(search: MediaSearch(mediaType: .radioStation, mediaName: "90.3 FM"), expected: .first("station-kexp")),
    Row(search: MediaSearch(mediaType: .radioStation, mediaName: "90.7 FM"), expected: .first("station-wfuv")),
    Row(search: MediaSearch(mediaName: "88.5"), expected: .first("station-wxpn")),
    Row(search: MediaSearch(mediaName: "ninety point three"), expected: .first("station-kexp")),
    Row(search: MediaSearch(mediaName: "one oh one point one"), expected: .first("station-ktrc")),
    Row(search: MediaSearch(mediaType: .radioStation, mediaName: "1010 AM"), expected: .first("station-kpop-am")),
    Row(search: MediaSearch(mediaType: .radioStation, mediaName: "89.1 FM"), app: .myApp, expected: .first("station-89-1-fm")),
    Row(search: MediaSearch(mediaType: .radioStation, mediaName: "93.5 FM"), app: .myApp, expected: .first("station-93-5-fm")),
    // Call signs.
    Row(search: MediaSearch(mediaName: "KBPR"), expected: .first("station-kbpr")),
    Row(search: MediaSearch(mediaName: "KBPR"), app: .myApp, expected: .first("station-89-1-fm")),
    Row(search: MediaSearch(mediaName: "wxpn"), expected: .first("station-wxpn")),
    Row(search: MediaSearch(mediaType: .radioStation, mediaName: "KEXP"), expected: .first("station-kexp")),
    // A frequency no station has finds nothing; a number title stays a title.
    Row(search: MediaSearch(mediaType: .radioStation, mediaName: "99.9 FM"), expected: .unsupported(nil)),
    Row(search: MediaSearch(mediaName: "1999"), expected: .first("song-1999")),
    // Stations by genre.
    Row(search: MediaSearch(mediaType: .radioStation, genreNames: ["trance"]), expected: .first("station-ktrc")),
    Row(search: MediaSearch(mediaType: .radioStation, genreNames: ["folk"]), expected: .first("station-wfuv")),
    // An episode by its show (albumName: the episode's container).
    Row(search: MediaSearch(mediaType: .podcastEpisode, mediaName: "Cruel Optimism", albumName: "Radiolab"), expected: .first("episode-radiolab-cruel-optimism")),
    Row(search: MediaSearch(mediaType: .podcastEpisode, mediaName: "WWDC", albumName: "Vergecast"), expected: .first("episode-the-vergecast-wwdc")),
    Row(search: MediaSearch(mediaType: .podcastShow, genreNames: ["science"]), expected: .first("show-radiolab")),
    Row(search: MediaSearch(mediaName: "Cruel Optimism", artistName: "Radiolab"), expected: .first("episode-radiolab-cruel-optimism")),
    Row(search: MediaSearch(mediaName: "Cruel Optimism", albumName: "Radiolab"), expected: .first("episode-radiolab-cruel-optimism")),
    Row(search: MediaSearch(mediaType: .audioBook, mediaName: "Dune", artistName: "Frank Herbert"), expected: .first("book-dune")),
    Row(search: MediaSearch(mediaType: .podcastEpisode, mediaName: "phones", albumName: "The Vergecast"), expected: .first("episode-the-vergecast-phones")),
    // reference = my: the library only.
    Row(search: MediaSearch(mediaType: .podcastShow, reference: .my), expected: .first("show-the-daily")),
    Row(search: MediaSearch(mediaType: .audioBook, reference: .my), expected: .first("book-just-kids")),
    Row(search: MediaSearch(mediaName: "Talk", reference: .my), expected: .first("song-talk")),
    Row(search: MediaSearch(artistName: "Radiohead", reference: .my), expected: .unsupported(nil)),
    Row(search: MediaSearch(mediaType: .radioStation, reference: .my), expected: .unsupported(nil)),
  ]

  @Test(arguments: rows)
  func resolves(_ row: Row) {
    let result = resolve(.play(row.search), in: row.app)
    #expect(ExpectedResolution(result.resolution?.mediaItems) == row.expected)
  }

  @Test func myLibraryNamesOnlyLibraryItems() {
    let result = resolve(.play(MediaSearch(reference: .my)))
    let library = Set(SampleCatalogs.controlAudio.library)
    let ids = result.resolution?.candidates.map(\.item.identifier) ?? []
    #expect(!ids.isEmpty)
    // Every candidate is listed in the library or is a track of a listed album or an episode of a listed show.
    for id in ids {
      guard let item = SampleCatalogs.controlAudio.item(id) else { continue }
      #expect(library.contains(id) || item.album.map(library.contains) == true || item.show.map(library.contains) == true)
    }
  }

  @Test func stationKeysFileFrequencyAndCallSign() {
    #expect(StationKeys.keyTokens(frequency: "90.3 FM", callSign: "KEXP") == [["90", "3", "fm"], ["90", "3"], ["kexp"]])
    #expect(StationKeys.frequencyTokens(["90", "point", "3"]) == ["90", "3"])
    #expect(StationKeys.frequencyTokens(["1", "oh", "1", "point", "1"]) == ["101", "1"])
    #expect(StationKeys.frequencyTokens(["hey", "jude"]) == nil)
  }
}
