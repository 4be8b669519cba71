import Testing

@testable import MediaCtlKit

/// Genres and moods as the reference app matches them (`StyleNames`): a genre by every
/// spelling of its row, a mood or activity by the catalog moods it stands for when the
/// catalog files no music under the word said. Each row checks the first item found carries
/// one of the genres or moods allowed, so the test fails if the request finds nothing or the
/// wrong kind of item.
struct StyleNameMatchingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var search: MediaSearch
    /// The item's genres (or moods) must contain one of these.
    var genres: [String] = []
    var moods: [String] = []
    var testDescription: String { "genres \(search.genreNames ?? []) moods \(search.moodNames ?? [])" }
  }

  static let cases: [Case] = [
    // Spellings of one genre: the catalog files these under "hip-hop" and "r&b".
    Case(search: MediaSearch(mediaType: .genre, genreNames: ["hiphop"]), genres: ["hip-hop", "hip hop"]),
    Case(search: MediaSearch(mediaType: .genre, genreNames: ["hip hop"]), genres: ["hip-hop", "hip hop"]),
    Case(search: MediaSearch(mediaType: .genre, genreNames: ["rnb"]), genres: ["r&b"]),
    Case(search: MediaSearch(mediaType: .genre, genreNames: ["r n b"]), genres: ["r&b"]),
    Case(search: MediaSearch(mediaType: .genre, genreNames: ["rhythm and blues"]), genres: ["r&b"]),
    Case(search: MediaSearch(mediaType: .genre, genreNames: ["trip hop"]), genres: ["trip-hop"]),
    // Moods said otherwise than the catalog's, and activities.
    Case(search: MediaSearch(moodNames: ["mellow"]), moods: ["chill", "relaxing"]),
    Case(search: MediaSearch(moodNames: ["calm"]), moods: ["relaxing", "chill"]),
    Case(search: MediaSearch(moodNames: ["studying"]), moods: ["focus"]),
    Case(search: MediaSearch(moodNames: ["working out"]), moods: ["energetic"]),
    Case(search: MediaSearch(moodNames: ["dinner"]), moods: ["romantic", "relaxing", "chill"]),
    Case(search: MediaSearch(moodNames: ["cheerful"]), moods: ["happy"]),
    Case(search: MediaSearch(moodNames: ["melancholy"]), moods: ["sad"]),
    // A mood the catalog has is matched as itself.
    Case(search: MediaSearch(moodNames: ["chill"]), moods: ["chill"]),
    Case(search: MediaSearch(moodNames: ["focus"]), moods: ["focus"]),
    // A genre narrowed by a word of style finds the genre it narrows ("modern jazz").
    Case(search: MediaSearch(mediaType: .genre, genreNames: ["modern jazz"]), genres: ["jazz"]),
    Case(search: MediaSearch(genreNames: ["traditional folk"]), genres: ["folk"]),
    Case(search: MediaSearch(mediaType: .genre, genreNames: ["old-fashioned hip hop"]), genres: ["hip-hop", "hip hop"]),
    // Genre + mood + decade together.
    Case(search: MediaSearch(genreNames: ["pop"], moodNames: ["upbeat"]), genres: ["pop"], moods: ["energetic"]),
  ]

  @Test(arguments: cases)
  func firstItemCarriesTheStyle(_ c: Case) throws {
    let result = resolve(.play(c.search))
    guard case .success(let items)? = result.resolution?.mediaItems, let id = items.first?.identifier,
      let item = SampleCatalogs.controlAudio.item(id)
    else {
      Issue.record("nothing found for \(c.testDescription): \(String(describing: result.resolution?.mediaItems))")
      return
    }
    // A genre item ("Hip Hop") answers a genre request as itself.
    let genres = item.type == .genre ? [item.title.lowercased()] : item.genres
    if !c.genres.isEmpty { #expect(genres.contains(where: c.genres.contains), "\(id) has genres \(genres)") }
    if !c.moods.isEmpty { #expect(item.moods.contains(where: c.moods.contains), "\(id) has moods \(item.moods)") }
  }
}
