import Foundation
import Testing

@testable import MediaCtlKit

/// Collects what a streamed run hands to its reports.
final class CollectingSink: ReplaySink {
  var files: [String] = []
  var problems: [Diagnostic] = []
  var results: [Replayer.CaseResult] = []
  var failures: [Int?] = []
  var summary: ReplaySummary?

  func beginFile(_ path: String) { files.append(path) }
  func problem(_ problem: Diagnostic) { problems.append(problem) }
  func add(_ c: Replayer.CaseResult, failure: Int?) {
    results.append(c)
    failures.append(failure)
  }
  func finish(_ summary: ReplaySummary) throws(Diagnostic) { self.summary = summary }
}

private func stream(_ paths: [String], chunk: Int) -> CollectingSink {
  let sink = CollectingSink()
  let reporter = ReplayReporter(sinks: [sink], context: ReplayContext(command: "test"))
  var replayer = Replayer(base: ReplaySettings())
  replayer.stream(paths, into: reporter, chunk: chunk)
  _ = reporter.finish()
  return sink
}

struct StreamingReplayTests {
  /// A long file streamed a chunk at a time (answered ahead in each chunk, the session carried
  /// across chunks) gives the results of one sequential pass over the whole file.
  @Test func streamingInChunksGivesTheSequentialResults() throws {
    let named = ["play Push It", "play the album Outer Peace", "play Khalid", "play jazz from the seventies", "add Push It to my road trip playlist"]
    let session = ["I like this song", "next track", "play music", "what song is this", "play Outer Peace next", "pause", "resume"]
    var lines = ["@now-playing song-push-it"]
    for i in 0..<1500 {
      lines.append(named[i % named.count])
      if i % 7 == 3 { lines.append(session[(i / 7) % session.count]) }
      if i == 700 { lines.append("@reset") }
      if i % 50 == 49 { lines.append("  state.queue contains: song") }
      if i % 97 == 5 { lines.append("  code: handleInApp") }
    }
    let text = lines.joined(separator: "\n") + "\n"
    let scratch = try TemporaryDirectory("mediactl-stream")
    defer { scratch.remove() }
    let dir = scratch.url
    let path = dir.appendingPathComponent("long.utterances").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    var sequential = Replayer(base: ReplaySettings())
    let expected = sequential.replaySequentially(ReplayFileParser.parse(text, path: path))
    let streamed = stream([path], chunk: 500)
    #expect(streamed.results.count == expected.count)
    for (a, e) in zip(streamed.results, expected) {
      #expect(a.utterance.line == e.utterance.line)
      #expect(a.result?.dialog == e.result?.dialog, "line \(a.utterance.line)")
      #expect(a.outcomes.map(\.passed) == e.outcomes.map(\.passed), "line \(a.utterance.line)")
    }
    #expect(streamed.summary?.tally.files.map(\.utterances) == [expected.count])
  }

  /// The next chunk is answered ahead while the current one is walked in order: directives
  /// that change the settings mid-chunk and at a chunk's last line must reach the next
  /// chunk's answers as a sequential pass gives them.
  @Test func settingsChangedInOneChunkReachTheNextChunksAnswers() throws {
    var lines: [String] = []
    for i in 0..<2400 {
      if i == 399 { lines.append("@no-subscription") }
      if i == 800 { lines.append("@device homepod") }
      if i == 1199 { lines.append("@reset") }
      if i == 1500 { lines.append("@logged-out") }
      lines.append(["play Push It", "play Khalid", "find the album Outer Peace", "play something relaxing"][i % 4])
    }
    let text = lines.joined(separator: "\n") + "\n"
    let scratch = try TemporaryDirectory("mediactl-stream")
    defer { scratch.remove() }
    let dir = scratch.url
    let path = dir.appendingPathComponent("settings.utterances").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    var sequential = Replayer(base: ReplaySettings())
    let expected = sequential.replaySequentially(ReplayFileParser.parse(text, path: path))
    let streamed = stream([path], chunk: 400)
    #expect(streamed.results.count == expected.count)
    #expect(Set(expected.compactMap { $0.result?.dialog.text }).count > 4, "the settings change the answers")
    for (a, e) in zip(streamed.results, expected) {
      #expect(a.utterance.line == e.utterance.line)
      #expect(a.result?.dialog == e.result?.dialog, "line \(a.utterance.line)")
      #expect(a.result?.response == e.result?.response, "line \(a.utterance.line)")
    }
  }

  /// Short files are run side by side but reported in order, each file's problems first.
  @Test func batchedFilesAreReportedInOrder() throws {
    let scratch = try TemporaryDirectory("mediactl-stream")
    defer { scratch.remove() }
    let dir = scratch.url
    var paths: [String] = []
    for i in 0..<6 {
      let path = dir.appendingPathComponent("f\(i).utterances").path
      try "play Push It\n  item: song-push-it\n@devise watch\nplay Khalid\n".write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    let sink = stream(paths, chunk: 5)
    #expect(sink.files == paths)
    #expect(sink.results.map(\.file) == paths.flatMap { [$0, $0] })
    #expect(sink.problems.map { $0.location?.file } == paths)
    #expect(sink.summary?.tally.files.map(\.malformed) == Array(repeating: 1, count: 6))
  }

  /// The line reader: CRLF, a byte-order mark, no final line feed; a line that is not UTF-8
  /// or too long is a located problem and the lines after it still run.
  @Test func lineReaderReadsLineByLineAndLocatesBadLines() throws {
    let scratch = try TemporaryDirectory("mediactl-stream")
    defer { scratch.remove() }
    let dir = scratch.url
    let path = dir.appendingPathComponent("mixed.utterances").path
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("play Push It\r\n".utf8)
    bytes += [0x70, 0xFF, 0x0A]  // line 2: invalid UTF-8
    bytes += Array(String(repeating: "a", count: ReplayLineReader.maximumLineBytes + 10).utf8) + [0x0A]  // line 3: too long
    bytes += Array("play Khalid\rplay jazz\r\n".utf8)  // lines 4 and 5: a lone CR ends a line too
    bytes += Array("play Outer Peace".utf8)  // line 6, no line end
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let reader = try ReplayLineReader(path: path)
    var texts: [String] = []
    var problems: [String] = []
    while let line = try reader.next() {
      switch line {
      case .text(let text, let number): texts.append("\(number):\(text)")
      case .problem(let d): problems.append("\(d.location?.line ?? 0):\(d.message)")
      }
    }
    #expect(texts == ["1:play Push It", "4:play Khalid", "5:play jazz", "6:play Outer Peace"])
    #expect(problems == ["2:invalid UTF-8", "3:line longer than 1024 KiB"])
    #expect(reader.bytesRead == bytes.count)
  }

  @Test func confusionMatrixIsGenericOverItsField() {
    var matrix = ConfusionMatrix(field: "code", title: "code", examplesPerCell: 1)
    func run(_ line: Int, expected: String, actual: String) -> Replayer.CaseResult {
      let e = Expectation(field: "code", value: expected, line: line + 1)
      return Replayer.CaseResult(
        file: "f", utterance: .init(text: "u\(line)", line: line, expectations: [e]), result: nil,
        outcomes: [ExpectationOutcome(expectation: e, passed: expected == actual, actual: actual)])
    }
    matrix.add(run(1, expected: "handleInApp", actual: "handleInApp"), failure: nil)
    matrix.add(run(3, expected: "handleInApp", actual: "continueInApp"), failure: 1)
    matrix.add(run(5, expected: "handleInApp", actual: "continueInApp"), failure: 2)
    #expect(matrix.labels == ["continueInApp", "handleInApp"])
    #expect(matrix.count(expected: "handleInApp", got: "handleInApp") == 1)
    #expect(matrix.count(expected: "handleInApp", got: "continueInApp") == 2)
    #expect(matrix.rowTotal("handleInApp") == 3)
    // Examples are bounded per cell; the count is not.
    #expect(matrix.examples[.init(expected: "handleInApp", got: "continueInApp")]?.map(\.failure) == [1])
  }

  @Test(arguments: [
    (0, 0, 1000, 0.0, "[--------------------] 0 utterances  0:00 elapsed"),
    (12345, 500, 1000, 2.0, "[##########----------] 12,345 utterances  6,173/s  0:02 elapsed  0:02 left"),
    (1, 1000, 1000, 3700.0, "[####################] 1 utterances  0/s  1:01:40 elapsed"),
  ])
  func progressLine(_ done: Int, _ bytes: Int, _ total: Int, _ seconds: Double, _ expected: String) {
    #expect(ReplayProgress.line(done: done, bytes: bytes, total: total, seconds: seconds, noun: "utterances") == expected)
  }

  /// Precision and recall: expecting a value and getting another is a miss and a false alarm;
  /// getting a value where none was expected is a false alarm only.
  @Test func fieldScoresCountMissesAndFalseAlarms() {
    var score = FieldScore()
    func outcome(_ expected: String, _ actual: String) -> ExpectationOutcome {
      ExpectationOutcome(expectation: Expectation(field: "item", value: expected), passed: expected == actual, actual: actual)
    }
    score.add(outcome("a", "a"))
    score.add(outcome("a", "b"))
    score.add(outcome("none", "c"))
    score.add(outcome("d", "none"))
    score.add(ExpectationOutcome(expectation: Expectation(field: "item", value: "x", negated: true), passed: true, actual: "y"))
    #expect(score.passed == 2 && score.total == 5)
    #expect(score.truePositives == 1 && score.falsePositives == 2 && score.falseNegatives == 2)
    #expect(score.precision == 1.0 / 3.0)
    #expect(score.recall == 1.0 / 3.0)
  }
}
