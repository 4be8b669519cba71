import Foundation
import Testing

@testable import MediaCtlKit

/// Malformed JSON intents get one located line, `file:line:col: error: …`, and exit status 65.
/// Each fixture under Fixtures/ is named for what it breaks.
struct MalformedIntentTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var fixture: String
    /// The diagnostic after `<file>:`.
    var expected: String
    var testDescription: String { fixture }
  }

  static let mediaTypeNames =
    "unknown, song, album, artist, genre, playlist, podcastShow, podcastEpisode, podcastPlaylist, musicStation, audioBook, movie, tvShow, tvShowEpisode, musicVideo, podcastStation, radioStation, station, music, algorithmicRadioStation, news"

  static let cases: [Case] = [
    Case(fixture: "intent-truncated.json", expected: "1:68: error: expected ',' or '}' in object, found end of input"),
    Case(fixture: "intent-trailing-comma.json", expected: "4:1: error: expected a quoted key, found '}'"),
    Case(fixture: "intent-empty.json", expected: "1:1: error: expected a JSON value, found the end of the input"),
    Case(
      fixture: "intent-unknown-mediaType.json",
      expected:
        "4:18: error: unknown mediaType 'albm' at 'mediaSearch.mediaType'; did you mean 'album'?; expected one of \(mediaTypeNames)"
    ),
    Case(
      fixture: "intent-mediaType-raw-value-out-of-range.json",
      expected: "3:32: error: INMediaItemType has no raw value 21 (at 'mediaSearch.mediaType')"),
    Case(fixture: "intent-unknown-key.json", expected: "3:3: error: unknown key 'playShufled'; did you mean 'playShuffled'?"),
    Case(fixture: "intent-duplicate-key.json", expected: "4:3: error: duplicate key 'playShuffled'"),
    Case(
      fixture: "intent-wrong-type-playShuffled.json",
      expected: "3:19: error: expected true, false or null for 'playShuffled', found a string"),
    Case(
      fixture: "intent-zero-playbackSpeed.json", expected: "3:20: error: 'playbackSpeed' must be greater than 0, found 0"),
    Case(
      fixture: "intent-playlist-destination-without-name.json",
      expected: "3:23: error: missing key 'mediaDestination.playlistName'"),
  ]

  func decodeFixture(_ name: String) throws -> Diagnostic? {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture(name))))
    do {
      _ = try MediaRequest.decode(json: bytes, file: TestPaths.relativeFixture(name))
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: cases)
  func reportsOneLocatedLine(_ c: Case) throws {
    let diagnostic = try decodeFixture(c.fixture)
    #expect(diagnostic?.description == "\(TestPaths.relativeFixture(c.fixture)):\(c.expected)")
    #expect(diagnostic?.exitStatus == .dataError)
    #expect(diagnostic?.description.contains("\n") == false)
  }

  /// A misspelled intent class deserves the same "did you mean" as a misspelled key.
  @Test func misspelledIntentClassSuggestsTheRightOne() throws {
    let diagnostic = try decodeFixture("intent-unknown-intent.json")
    #expect(diagnostic?.location?.line == 2)
    #expect(diagnostic?.location?.column == 13)
    #expect(diagnostic?.message.contains("did you mean 'INPlayMediaIntent'?") == true)
  }

  @Test func missingIntentKeyNamesTheChoices() throws {
    #expect(throws: Diagnostic.self) { try decodeRequest(#"{"mediaSearch": {}}"#) }
    do {
      _ = try decodeRequest(#"{"mediaSearch": {}}"#, file: "x.json")
    } catch {
      #expect(
        error.description
          == "x.json:1:1: error: missing key 'intent'; expected one of INPlayMediaIntent, INAddMediaIntent, INUpdateMediaAffinityIntent, INSearchForMediaIntent"
      )
    }
  }

  struct InlineCase: Sendable, CustomTestStringConvertible {
    var json: String
    var expected: String
    var testDescription: String { json }
  }

  /// Problems nested deeper are located where they are and named by their field path.
  @Test(arguments: [
    InlineCase(
      json: #"{"intent": "INPlayMediaIntent", "mediaSearch": {"genreNames": "jazz"}}"#,
      expected: "x.json:1:63: error: expected an array for 'mediaSearch.genreNames', found a string"),
    InlineCase(
      json: #"{"intent": "INPlayMediaIntent", "mediaSearch": {"genreNames": ["jazz", 3]}}"#,
      expected: "x.json:1:72: error: expected a string for 'mediaSearch.genreNames[1]', found a number"),
    InlineCase(
      json: #"{"intent": "INPlayMediaIntent", "mediaSearch": {"sortOrder": "newst"}}"#,
      expected:
        "x.json:1:62: error: unknown sortOrder 'newst' at 'mediaSearch.sortOrder'; did you mean 'newest'?; expected one of unknown, newest, oldest, best, worst, popular, unpopular, trending, recommended"
    ),
    InlineCase(
      json: #"{"intent": "INPlayMediaIntent", "mediaItems": [{"title": "x", "kind": "song"}]}"#,
      expected: "x.json:1:63: error: unknown key 'mediaItems[0].kind'"),
    InlineCase(
      json: #"{"intent": "INPlayMediaIntent", "mediaSearch": {"releaseDate": {"startDateComponents": {"month": 13}}}}"#,
      expected: "x.json:1:98: error: 'mediaSearch.releaseDate.startDateComponents.month' must be 1 to 12, found 13"),
    InlineCase(
      json: #"{"intent": "INPlayMediaIntent", "playbackRepeatMode": true}"#,
      expected:
        "x.json:1:55: error: expected a case name or raw value of INPlaybackRepeatMode for 'playbackRepeatMode', found a Boolean"
    ),
    InlineCase(
      json: #"{"intent": "INAddMediaIntent", "mediaDestination": "libary"}"#,
      expected: "x.json:1:52: error: expected 'library' or an object for 'mediaDestination', found 'libary'"),
    InlineCase(
      json: #"[{"intent": "INPlayMediaIntent"}]"#, expected: "x.json:1:1: error: expected an object, found an array"),
  ])
  func nestedProblemsNameTheFieldPath(_ c: InlineCase) {
    do {
      _ = try decodeRequest(c.json, file: "x.json")
      Issue.record("decoded without an error")
    } catch {
      #expect(error.description == c.expected)
      #expect(error.exitStatus == .dataError)
    }
  }
}
