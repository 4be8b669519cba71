import Testing

@testable import MediaCtlKit

/// "did you mean …?": the closest candidate by edit distance (case aside), ties going to the
/// first in the order given, so the same input gets the same message on every run.
struct SuggestionTests {
  struct Case: Sendable {
    var word: String
    var candidates: [String]
    var expected: String?
  }

  @Test(arguments: [
    // The closest wins wherever it stands.
    Case(word: "albm", candidates: ["artist", "song", "album"], expected: "album"),
    Case(word: "song-abx", candidates: ["song-a", "song-xyz", "song-abc"], expected: "song-abc"),
    // Ties: the first given.
    Case(word: "song-z", candidates: ["song-f", "song-a"], expected: "song-f"),
    Case(word: "song-z", candidates: ["song-a", "song-f"], expected: "song-a"),
    Case(word: "SONG-Z", candidates: ["song-c", "song-a"], expected: "song-c"),
    // Nothing within three edits: no suggestion.
    Case(word: "podcastShow", candidates: ["song", "album"], expected: nil),
  ])
  func theClosestThenTheFirst(_ c: Case) {
    #expect(closestMatch(to: c.word, in: c.candidates) == c.expected)
    #expect(suggestion(for: c.word, in: c.candidates) == (c.expected.map { "; did you mean '\($0)'?" } ?? ""))
  }
}
