import Testing

@testable import MediaCtlKit

/// Expectations that could never pass or never fail are malformed lines (65, located), not
/// mismatches or silent passes; replay files end lines with LF, CRLF or CR.
struct ExpectationValidationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var line: String
    /// nil: accepted.
    var error: String?
    var testDescription: String { line }
  }

  @Test(arguments: [
    Case(line: "state.bogus: x", error: "unknown state field 'state.bogus'"),
    Case(line: "state.nowPlayng: none", error: "unknown state field 'state.nowPlayng'; did you mean 'state.nowPlaying'?"),
    Case(line: "state.playlist.road-trip: a, b", error: nil),
    Case(line: "state.nowPlaying: song-x", error: nil),
    Case(line: "code: notACode", error: "'notACode' is not a value of 'code'"),
    Case(line: "code: handleinapp", error: "'handleinapp' is not a value of 'code'; did you mean 'handleInApp'?"),
    Case(line: "code: handleInApp", error: nil),
    Case(line: "code: none", error: nil),
    Case(line: "not code: bogus", error: "'bogus' is not a value of 'code'"),
    Case(line: "speed: fast", error: "'fast' is not a value of 'speed'"),
    Case(line: "speed: aboveMaximum", error: nil),
    Case(line: "speed: 1.5", error: nil),
    Case(line: "mediaSearch.mediaType: sng", error: "'sng' is not a value of 'mediaSearch.mediaType'; did you mean 'song'?"),
    Case(line: "state.shuffle: items", error: nil),
    Case(line: "state.playbackState: dancing", error: "'dancing' is not a value of 'state.playbackState'"),
    Case(line: "playbackSpeed: quick", error: "'quick' is not a number, which 'playbackSpeed' is"),
    Case(line: "intent: nextTrackCommand", error: nil),
    Case(line: "intent: question.title", error: nil),
    Case(line: "result: sucess", error: "'sucess' is not a value of 'result'; did you mean 'success'?"),
    Case(line: "dialog contains: anything at all", error: nil),
    Case(line: "routing: otherApp", error: nil),
  ])
  func expectationLine(_ c: Case) {
    do {
      _ = try ReplayFileParser.parseExpectation(c.line, line: 7, file: "f.utterances", column: 3)
      #expect(c.error == nil, "accepted '\(c.line)'")
    } catch {
      guard let expected = c.error else {
        Issue.record("rejected '\(c.line)': \(error)")
        return
      }
      #expect(error.description.hasPrefix("f.utterances:7:3: error: \(expected)"), "\(error)")
      #expect(error.exitStatus == .dataError)
    }
  }

  @Test(arguments: [
    ("a\nb\n", ["a", "b", ""]),
    ("a\r\nb\r\n", ["a", "b", ""]),
    ("a\rb\r", ["a", "b", ""]),
    ("a\r\rb", ["a", "", "b"]),
    ("a\n\r\nb", ["a", "", "b"]),
    ("one line", ["one line"]),
  ])
  func lineEndings(_ text: String, _ lines: [String]) {
    #expect(text.fileLines == lines)
  }

  @Test func crOnlyFileKeepsItsExpectations() {
    let file = ReplayFileParser.parse("play jazz\r  code: handleInApp\rplay Khalid\r  item: artist-khalid\r", path: "cr.utterances")
    #expect(file.cases.map(\.text) == ["play jazz", "play Khalid"])
    #expect(file.cases.map(\.expectations.count) == [1, 1])
  }
}
