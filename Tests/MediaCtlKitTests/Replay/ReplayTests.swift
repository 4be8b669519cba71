import Foundation
import Testing

@testable import MediaCtlKit

/// The package root, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func fixture(_ name: String) -> String {
  packageRoot.appendingPathComponent("Tests/MediaCtlKitTests/Fixtures/replay/\(name)").path
}

/// Runs `mediactl` in-process with recorded streams.
private func mediactl(_ arguments: [String]) -> (status: MediaCtlKit.ExitStatus, out: String, err: String) {
  final class Box: @unchecked Sendable {
    var out = ""
    var err = ""
    let lock = NSLock()
  }
  let box = Box()
  let console = Console(
    write: { s in box.lock.withLock { box.out += s + "\n" } },
    writeError: { s in box.lock.withLock { box.err += s + "\n" } },
    readLine: { nil })
  let status = MediaCtl.run(arguments: arguments, console: console)
  return (status, box.out, box.err)
}

struct ReplayTests {
  /// Every file in Utterances/ passes: the same check CI runs with the built binary.
  @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Utterances").path).filter { $0.hasSuffix(".utterances") }.sorted())
  func utterancesFilePasses(_ name: String) throws {
    let path = packageRoot.appendingPathComponent("Utterances/\(name)").path
    let run = mediactl(["replay", path])
    #expect(run.status == .success, "\(run.out)\(run.err)")
    #expect(run.out.hasSuffix(" 0 failed\n"))
  }

  @Test func wrongExpectationFailsWithDiffLineAndJUnit() throws {
    let scratch = try TemporaryDirectory("mediactl-replay")
    defer { scratch.remove() }
    let dir = scratch.url
    let file = dir.appendingPathComponent("wrong.utterances")
    try """
      @catalog \(packageRoot.path)/Catalogs/ControlAudio.json
      play Maybe Sometime by Special Disaster Team
        code: handleInApp
      play Push It
        code: continueInApp
        item: song-push-it
      """.write(to: file, atomically: true, encoding: .utf8)
    let junit = dir.appendingPathComponent("report.xml").path
    // End to end: the built binary, as CI runs it.
    let run = try runMediactl("replay", file.path, "--report", "junit=\(junit)")
    #expect(run.status == 1)
    #expect(run.stdout.contains("\(file.path):4: FAIL “play Push It”"))
    #expect(run.stdout.contains("code: expected “continueInApp”, got “handleInApp” (line 5)"))
    #expect(run.stdout.hasSuffix("1 passed, 1 failed\n"))
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("<testsuites name=\"mediactl replay\" tests=\"2\" failures=\"1\""))
    #expect(xml.contains("<failure message=\"code: expected “continueInApp”, got “handleInApp” (line 5)\">"))
  }

  @Test func malformedLinesAreReportedAndTheRestRuns() throws {
    let scratch = try TemporaryDirectory("mediactl-replay")
    defer { scratch.remove() }
    let dir = scratch.url
    let file = dir.appendingPathComponent("bad.utterances")
    try """
        code: handleInApp
      @devise watch
      play Khalid
        this is not an expectation
        code: handleInApp
      """.write(to: file, atomically: true, encoding: .utf8)
    let run = mediactl(["replay", file.path])
    #expect(run.status == .dataError)
    #expect(run.out.contains("\(file.path):1:1: error: expectation 'code: handleInApp' has no utterance above it"))
    #expect(run.out.contains("\(file.path):2:1: error: unknown directive '@devise'; did you mean '@device'?"))
    #expect(run.out.contains("\(file.path):4:3: error: expected 'field: value'"))
    #expect(run.out.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test func recordThenReplayRoundTripsAndIsDeterministic() throws {
    let scratch = try TemporaryDirectory("mediactl-replay")
    defer { scratch.remove() }
    let dir = scratch.url
    let file = dir.appendingPathComponent("golden.utterances")
    let source = """
      # recorded by the test
      @catalog \(packageRoot.path)/Catalogs/ControlAudio.json
      play Maybe Sometime by Special Disaster Team
        not intent: INAddMediaIntent
      @no-subscription
      play Espresso
      @now-playing song-maybe-sometime
      I like this song
      skip forward 30 seconds

      """
    try source.write(to: file, atomically: true, encoding: .utf8)
    #expect(mediactl(["replay", "--record", file.path]).status == .success)
    let first = try String(contentsOf: file, encoding: .utf8)
    #expect(first.contains("  not intent: INAddMediaIntent"))
    #expect(first.contains("  reason: subscriptionRequired\n"))
    #expect(first.contains("  item: song-maybe-sometime\n"))
    #expect(first.contains("  interval: 30\n"))
    #expect(first.contains("# recorded by the test\n"))
    #expect(mediactl(["replay", "--record", file.path]).status == .success)
    #expect(try String(contentsOf: file, encoding: .utf8) == first)
    let replay = mediactl(["replay", file.path])
    #expect(replay.status == .success)
    #expect(replay.out.hasSuffix("4 passed, 0 failed\n"))
  }

  @Test func oneShotExpectationsExitOneWithTheDiff() {
    let pass = mediactl(["play Push It", "--expect", "code=handleInApp", "--expect", "item=song-push-it"])
    #expect(pass.status == .success)
    let fail = mediactl(["play Push It", "--expect", "mediaSearch.artistName=Khalid", "--expect", "code=handleInApp"])
    #expect(fail.status == .expectationFailed)
    #expect(fail.err == "expectation failed: mediaSearch.artistName: expected “Khalid”, got “none”\n")
    let bad = mediactl(["play Push It", "--expect", "cod=handleInApp"])
    #expect(bad.status == .usage)
    #expect(bad.err.contains("unknown expectation field 'cod'; did you mean 'code'?"))
  }

  /// Found by fuzzing: a huge spoken interval used to trap converting to Int.
  @Test func hugeSkipIntervalIsSpokenNotTrapped() {
    let run = mediactl(["--now-playing", "song-push-it", "skip forward 99999999999999999999 seconds"])
    #expect(run.status == .success)
    #expect(run.out.contains("siri      Skipping ahead"))
    let zh = mediactl(["--now-playing", "song-push-it", "快进99999999999999999999秒"])
    #expect(zh.status == .success)
  }

  @Test func homeAssistantTestsImportWithExpectations() throws {
    let file = try ReplaySources.load(fixture("media_player_HassMediaSearchAndPlay.yaml"))
    #expect(file.problems.isEmpty)
    #expect(file.cases.map(\.text) == ["play Maybe Sometime", "play the song Maybe Sometime", "pause", "pause the music", "skip to the next song"])
    #expect(file.cases[0].expectations.map(\.text) == ["intent: INPlayMediaIntent", "name: Maybe Sometime"])
    #expect(file.cases[3].expectations.map(\.text) == ["intent: pauseCommand"])
    let run = mediactl(["replay", fixture("media_player_HassMediaSearchAndPlay.yaml")])
    #expect(run.status == .success, "\(run.out)")
  }

  @Test func botiumUtterancesImportWithoutTheListName() throws {
    let file = try ReplaySources.load(fixture("smoke.utterances.txt"))
    #expect(file.cases.map(\.text) == ["play Khalid", "play Maybe Sometime by Special Disaster Team"])
    #expect(file.cases.allSatisfy { $0.expectations.isEmpty })
  }

  @Test func jsonLinesImportKeepsExpectationKeysAndReportsBadLines() throws {
    let file = try ReplaySources.load(fixture("requests.jsonl"))
    #expect(file.cases.count == 3)
    #expect(file.cases[0].expectations.map(\.text) == ["intent: INPlayMediaIntent", "item: song-push-it"])
    #expect(file.cases[1].expectations.map(\.text) == ["command: pauseCommand"])
    #expect(file.cases[2].expectations.isEmpty, "corpus labels such as PlayMusic are not SiriKit names")
    #expect(file.problems.count == 1)
    #expect(file.problems.first?.location?.line == 4)
  }

  @Test func coverageNamesWhatWasNeverExercised() {
    let run = mediactl(["replay", "--coverage", packageRoot.appendingPathComponent("Utterances/myapp.utterances").path])
    #expect(run.out.contains("coverage of "))
    #expect(run.out.contains("  intents: 1/4"))
    #expect(run.out.contains("never:     INAddMediaIntent, INUpdateMediaAffinityIntent, INSearchForMediaIntent"))
  }

  @Test(arguments: [
    ("code: handleInApp", "code", "handleInApp", false, false),
    ("not intent: INAddMediaIntent", "intent", "INAddMediaIntent", true, false),
    ("dialog contains: Push It", "dialog", "Push It", false, true),
    ("mediaSearch.releaseDate.startDateComponents.year: 1970", "mediaSearch.releaseDate.startDateComponents.year", "1970", false, false),
  ])
  func expectationLinesParse(_ line: String, _ field: String, _ value: String, _ negated: Bool, _ contains: Bool) throws {
    let e = try ReplayFileParser.parseExpectation(line, line: 7, file: "f")
    #expect(e == Expectation(field: field, value: value, negated: negated, contains: contains, line: 7))
    #expect(e.text == line)
  }

  /// After `@now-playing`, the session moves on: "next track" plays what was queued next
  /// (the directive's item was re-adopted on every line before).
  @Test func nowPlayingDirectiveLetsTheSessionMoveOn() {
    let text = "@now-playing song-push-it\nplay Outer Peace next\nnext track\n  state.nowPlaying: song-fading\nwhat song is this\n  dialog contains: Fading\n"
    let file = ReplayFileParser.parse(text, path: "session.utterances")
    var replayer = Replayer(base: ReplaySettings())
    let results = replayer.replaySequentially(file)
    #expect(results.count == 3)
    let passed = results.map(\.passed)
    #expect(passed == [true, true, true], "\(results.map(\.outcomes))")
  }

  /// A long file is answered ahead on every core, then in order: the results are the same as
  /// a purely sequential run, including lines that need the session ("this", commands,
  /// unqualified play, questions) and state checks.
  @Test func runningAheadGivesTheSequentialResults() {
    let named = ["play Push It", "play the album Outer Peace", "play Khalid", "play jazz from the seventies", "add Push It to my road trip playlist", "play Maybe Sometime by Special Disaster Team"]
    let session = ["I like this song", "next track", "play music", "what song is this", "play Outer Peace next", "pause", "add this to my road trip playlist", "resume"]
    var lines = ["@now-playing song-push-it"]
    for i in 0..<600 {
      lines.append(named[i % named.count])
      if i % 7 == 3 { lines.append(session[(i / 7) % session.count]) }
      if i == 300 { lines.append("@reset") }
      if i % 50 == 49 { lines.append("  state.queue contains: song") }
    }
    let file = ReplayFileParser.parse(lines.joined(separator: "\n") + "\n", path: "long.utterances")
    #expect(file.cases.count > 600)
    var sequential = Replayer(base: ReplaySettings())
    var ahead = Replayer(base: ReplaySettings())
    let expected = sequential.replaySequentially(file)
    let actual = ahead.replay(file)
    #expect(actual.count == expected.count)
    for (a, e) in zip(actual, expected) {
      #expect(a.result?.dialog == e.result?.dialog, "line \(a.utterance.line)")
      #expect(a.result?.request == e.result?.request, "line \(a.utterance.line)")
      #expect(a.outcomes.map(\.passed) == e.outcomes.map(\.passed), "line \(a.utterance.line)")
    }
  }

  /// Windows line endings: every format reads the same lines as with "\n" (Swift's "\r\n" is
  /// one Character, and a Character split read the whole file as one line; found by fuzzing).
  @Test func crlfFilesReadLineByLine() throws {
    let replay = ReplayFileParser.parse("play Push It\r\n  item: song-push-it\r\nplay Khalid\r\n", path: "w.utterances")
    #expect(replay.cases.map(\.text) == ["play Push It", "play Khalid"])
    #expect(replay.cases.first?.expectations.count == 1)
    #expect(replay.lines?.count == 4)
    let jsonl = JSONLinesImporter.importFile("{\"text\": \"play Push It\"}\r\n{\"text\": \"play Khalid\"}\r\n", path: "w.jsonl")
    #expect(jsonl.cases.map(\.text) == ["play Push It", "play Khalid"])
    let botium = BotiumImporter.importFile("songs\r\nplay Push It\r\nplay Khalid\r\n", path: "w.utterances.txt")
    #expect(botium.cases.map(\.text) == ["play Push It", "play Khalid"])
  }
}
