import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bad input, end to end through the built binary: every file under `Fixtures/bad/` and every
/// generated monster (deep nesting, a 1 MB line, 100k-line files) gets exactly one located
/// error line and its documented exit status, or a correct result — never a crash or a hang.
struct BadInputTests {
  /// What a run must end in.
  enum Outcome: Sendable {
    /// `status`, nothing on stdout, exactly one stderr line: `<location>: error: …<containing>…`.
    case error(Int32, at: String, containing: String)
    /// `replay`'s report: status, nothing on stderr, the located problem line once on stdout.
    case reportProblem(Int32, at: String, containing: String)
    /// Exit 0 with `containing` on stdout and nothing on stderr.
    case result(containing: String)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var fixture: String
    /// Arguments; `FILE` stands for the fixture's path relative to the package root.
    var arguments: [String]
    var outcome: Outcome
    var testDescription: String { "\(fixture): \(arguments.joined(separator: " "))" }

    init(_ fixture: String, _ arguments: [String], _ outcome: Outcome) {
      self.fixture = fixture
      self.arguments = arguments
      self.outcome = outcome
    }

    var path: String { TestPaths.relativeFixture("bad/\(fixture)") }
  }

  static func at(_ fixture: String, _ line: Int? = nil, _ column: Int? = nil) -> String {
    var location = TestPaths.relativeFixture("bad/\(fixture)")
    if let line { location += ":\(line)" }
    if let column { location += ":\(column)" }
    return location
  }

  static let intent = ["--intent", "FILE"]
  static let catalog = ["--catalog", "FILE", "play Khalid"]
  static let vocabulary = ["--vocabulary", "FILE", "play Khalid"]
  static let state = ["--state", "FILE", "play Khalid"]
  static let replay = ["replay", "FILE"]

  static let cases: [Case] = [
    // Truncated and invalid JSON.
    Case("intent-truncated-in-object.json", intent, .error(65, at: at("intent-truncated-in-object.json", 1, 70), containing: "expected ',' or '}' in object, found end of input")),
    Case("intent-truncated-in-string.json", intent, .error(65, at: at("intent-truncated-in-string.json", 1, 62), containing: "unterminated string")),
    Case("intent-invalid-literal.json", intent, .error(65, at: at("intent-invalid-literal.json", 2, 18), containing: "unexpected 't'; expected a JSON value")),
    Case("intent-single-quotes.json", intent, .error(65, at: at("intent-single-quotes.json", 1, 2), containing: "expected a quoted key")),
    Case("catalog-truncated.json", catalog, .error(65, at: at("catalog-truncated.json", 4, 28), containing: "unterminated string")),
    Case("catalog-truncated.json", ["catalog", "check", "FILE"], .error(65, at: at("catalog-truncated.json", 4, 28), containing: "unterminated string")),
    Case("state-truncated.json", state, .error(65, at: at("state-truncated.json", 1, 67), containing: "unexpected end of input")),
    Case("vocabulary-truncated.plist", vocabulary, .error(65, at: at("vocabulary-truncated.plist", 6, 1), containing: "not a readable property list: the file ends inside '<array>' (opened at 5:1)")),
    Case("requests-truncated-line.jsonl", replay, .reportProblem(65, at: at("requests-truncated-line.jsonl", 2, 21), containing: "expected ',' or '}' in object")),
    // Wrong types.
    Case("intent-wrong-type-mediaSearch.json", intent, .error(65, at: at("intent-wrong-type-mediaSearch.json", 2, 17), containing: "expected an object at 'mediaSearch', found an array")),
    Case("intent-wrong-type-mediaName.json", intent, .error(65, at: at("intent-wrong-type-mediaName.json", 2, 31), containing: "expected a string for 'mediaSearch.mediaName', found a number")),
    Case("catalog-wrong-type-items.json", catalog, .error(65, at: at("catalog-wrong-type-items.json", 2, 11), containing: "expected an array for 'items', found an object")),
    Case("state-wrong-type-queue.json", state, .error(65, at: at("state-wrong-type-queue.json", 2, 11), containing: "expected an array for 'queue', found a string")),
    Case("vocabulary-wrong-type.json", vocabulary, .error(65, at: at("vocabulary-wrong-type.json", 1, 24), containing: "expected an array of strings for 'mediaPlaylistTitle'")),
    // Unknown keys and enum values.
    Case("intent-unknown-key-nested.json", intent, .error(65, at: at("intent-unknown-key-nested.json", 2, 41), containing: "unknown key 'mediaSearch.mediaNmae'; did you mean 'mediaName'?")),
    Case("intent-unknown-sortOrder.json", intent, .error(65, at: at("intent-unknown-sortOrder.json", 2, 31), containing: "unknown sortOrder 'newst'")),
    Case("catalog-unknown-type.json", catalog, .error(65, at: at("catalog-unknown-type.json", 3, 37), containing: "'albm'")),
    Case("state-unknown-key.json", state, .error(65, at: at("state-unknown-key.json", 2, 2), containing: "unknown key 'nowPlayng'; did you mean 'nowPlaying'?")),
    Case("state-unknown-playbackState.json", state, .error(65, at: at("state-unknown-playbackState.json", 2, 19), containing: "unknown playbackState 'stoped'")),
    Case("vocabulary-unknown-type.json", vocabulary, .error(65, at: at("vocabulary-unknown-type.json", 1, 2), containing: "unknown vocabulary type 'mediaPlaylistTitel'")),
    Case("replay-unknown-directive.utterances", replay, .reportProblem(65, at: at("replay-unknown-directive.utterances", 2, 1), containing: "unknown directive '@devic'; did you mean '@device'?")),
    // Duplicate keys.
    Case("intent-duplicate-key-nested.json", intent, .error(65, at: at("intent-duplicate-key-nested.json", 3, 3), containing: "duplicate key 'mediaName'")),
    // Huge numbers.
    Case("intent-huge-exponent.json", intent, .error(65, at: at("intent-huge-exponent.json", 2, 19), containing: "number '1e400' is out of range")),
    Case("intent-huge-integer.json", intent, .error(65, at: at("intent-huge-integer.json", 2, 14), containing: "'interval'")),
    Case("intent-huge-year.json", intent, .error(65, at: at("intent-huge-year.json", 2, 66), containing: "expected a whole number for 'mediaSearch.releaseDate.startDateComponents.year'")),
    Case("catalog-huge-number.json", catalog, .error(65, at: at("catalog-huge-number.json", 1, 19), containing: "number '1e400' is out of range")),
    // Invalid UTF-8, a byte order mark, empty and binary files.
    Case("intent-invalid-utf8.json", intent, .error(65, at: at("intent-invalid-utf8.json", 2, 31), containing: "invalid UTF-8 in string")),
    Case("replay-invalid-utf8.utterances", replay, .reportProblem(65, at: at("replay-invalid-utf8.utterances", 3, 1), containing: "invalid UTF-8")),
    Case("intent-bom.json", intent, .result(containing: "resolve   success: song-maybe-sometime")),
    Case("replay-bom.utterances", replay, .result(containing: "1 passed, 0 failed")),
    Case("intent-bom-only.json", intent, .error(65, at: at("intent-bom-only.json", 1, 1), containing: "expected a JSON value, found the end of the input")),
    Case("empty.json", intent, .error(65, at: at("empty.json", 1, 1), containing: "expected a JSON value, found the end of the input")),
    Case("empty.json", catalog, .error(65, at: at("empty.json", 1, 1), containing: "expected a JSON value, found the end of the input")),
    Case("empty.json", vocabulary, .error(65, at: at("empty.json", 1, 1), containing: "expected a JSON value, found the end of the input")),
    Case("empty.json", state, .error(65, at: at("empty.json", 1, 1), containing: "expected a JSON value, found the end of the input")),
    Case("whitespace-only.json", intent, .error(65, at: at("whitespace-only.json", 3, 1), containing: "expected a JSON value, found the end of the input")),
    Case("binary.bin", intent, .error(65, at: at("binary.bin", 1, 1), containing: "unexpected byte 0x7F")),
    Case("binary.bin", catalog, .error(65, at: at("binary.bin", 1, 1), containing: "unexpected byte 0x7F")),
    Case("binary.bin", state, .error(65, at: at("binary.bin", 1, 1), containing: "unexpected byte 0x7F")),
    Case("binary.bin", ["catalog", "check", "FILE"], .error(65, at: at("binary.bin", 1, 1), containing: "unexpected byte 0x7F")),
    Case("binary.bin", replay, .reportProblem(65, at: at("binary.bin", 1, 1), containing: "invalid UTF-8")),
    Case("vocabulary-binary-garbage.plist", vocabulary, .error(65, at: at("vocabulary-binary-garbage.plist"), containing: "not a readable binary property list: the file ends before its 32-byte trailer (13 bytes in all) (at byte offset 13)")),
    // The YAML subset: what it does not read is an error, not a guess.
    Case("ha-flow-sequence.yaml", replay, .reportProblem(65, at: at("ha-flow-sequence.yaml", 3, 5), containing: "unsupported YAML")),
    Case("ha-tab-indent.yaml", replay, .reportProblem(65, at: at("ha-tab-indent.yaml", 3, 1), containing: "tabs are not allowed")),
    Case("ha-no-tests.yaml", replay, .reportProblem(65, at: at("ha-no-tests.yaml", 1), containing: "expected a 'tests' list")),
    Case("ha-unterminated-quote.yaml", replay, .reportProblem(65, at: at("ha-unterminated-quote.yaml", 4, 1), containing: "unterminated quoted string")),
    Case("ha-dedented.yaml", replay, .reportProblem(65, at: at("ha-dedented.yaml", 5, 3), containing: "unexpected indentation")),
    Case("ha-indented-first-line.yaml", replay, .reportProblem(65, at: at("ha-indented-first-line.yaml", 2, 1), containing: "unexpected indentation")),
    // A quoted token with a line break still prints as one line.
    Case("intent-newline-in-key.json", intent, .error(65, at: at("intent-newline-in-key.json", 1, 49), containing: #"unknown key 'mediaSearch.media\nName'"#)),
    Case("catalog-newline-in-key.json", ["catalog", "check", "FILE"], .error(65, at: at("catalog-newline-in-key.json", 1, 19), containing: #"duplicate key 'a\u{0}\nb'"#)),
    Case("replay-control-characters.yaml", replay, .reportProblem(65, at: at("replay-control-characters.yaml", 3, 1), containing: #"expected 'key: value', found 'x:\u{0}y'"#)),
    // Directories passed as files.
    Case("a-directory", intent, .error(66, at: at("a-directory"), containing: "is a directory, expected a file")),
    Case("a-directory", catalog, .error(66, at: at("a-directory"), containing: "is a directory, expected a file")),
    Case("a-directory", vocabulary, .error(66, at: at("a-directory"), containing: "is a directory, expected a file")),
    Case("a-directory", ["catalog", "check", "FILE"], .error(66, at: at("a-directory"), containing: "is a directory, expected a file")),
    // Paths with spaces.
    Case("with spaces/play maybe sometime.json", intent, .result(containing: "resolve   success: song-maybe-sometime")),
    Case("with spaces/no such file.json", intent, .error(66, at: at("with spaces/no such file.json"), containing: "no such file")),
  ]

  @Test(arguments: cases)
  func answersWithOneLocatedErrorOrAResult(_ c: Case) throws {
    let arguments = c.arguments.map { $0 == "FILE" ? c.path : $0 }
    // `--state FILE` takes its lock in `FILE.lock` and removes it: the fixtures stay clean.
    let lock = TestPaths.packageRoot.appendingPathComponent(c.path + ".lock").path
    let run = try runBounded(arguments)
    try expect(run, c.outcome)
    #expect(!FileManager.default.fileExists(atPath: lock), "\(lock) is left")
  }

  /// Checks a run against its outcome; shared with the generated cases.
  func expect(_ run: BoundedRun, _ outcome: Outcome, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(!run.timedOut, "hung: \(run)", sourceLocation: sourceLocation)
    #expect(String(validating: run.stdout, as: UTF8.self) != nil, "stdout is not UTF-8", sourceLocation: sourceLocation)
    switch outcome {
    case .error(let status, let location, let containing):
      #expect(run.status == status, "\(run)", sourceLocation: sourceLocation)
      #expect(run.stdout.isEmpty, "\(run)", sourceLocation: sourceLocation)
      #expect(run.stderrLines.count == 1, "\(run)", sourceLocation: sourceLocation)
      let line = String(run.stderrLines.first ?? "")
      #expect(line.hasPrefix("\(location): error: "), "\(run)", sourceLocation: sourceLocation)
      #expect(line.contains(containing), "\(run)", sourceLocation: sourceLocation)
    case .reportProblem(let status, let location, let containing):
      #expect(run.status == status, "\(run)", sourceLocation: sourceLocation)
      #expect(run.stderr.isEmpty, "\(run)", sourceLocation: sourceLocation)
      let problems = run.stdoutText.split(separator: "\n").filter { $0.contains(": error: ") }
      #expect(problems.count == 1, "\(run)", sourceLocation: sourceLocation)
      let line = String(problems.first ?? "")
      #expect(line.hasPrefix("\(location): error: "), "\(run)", sourceLocation: sourceLocation)
      #expect(line.contains(containing), "\(run)", sourceLocation: sourceLocation)
    case .result(let containing):
      #expect(run.status == 0, "\(run)", sourceLocation: sourceLocation)
      #expect(run.stderr.isEmpty, "\(run)", sourceLocation: sourceLocation)
      #expect(run.stdoutText.contains(containing), "\(run)", sourceLocation: sourceLocation)
    }
  }

  // MARK: Generated at test time

  /// 10,000 levels of nesting: rejected at the parser's depth bound, not by the stack.
  @Test(arguments: ["--intent", "--catalog", "--vocabulary", "--state"])
  func deepJSONNestingIsRejectedAtTheDepthBound(_ option: String) throws {
    let scratch = try ScratchDirectory("deep")
    defer { scratch.remove() }
    let path = try scratch.file("deep.json", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
    let run = try runBounded(option == "--intent" ? [option, path] : [option, path, "play Khalid"], timeout: 20)
    try expect(run, .error(65, at: "\(path):1:257", containing: "JSON nested deeper than 256 levels"))
    #expect(run.seconds < 10, "\(run)")
  }

  @Test func deepObjectNestingInAnIntentIsRejectedAtTheDepthBound() throws {
    let scratch = try ScratchDirectory("deep")
    defer { scratch.remove() }
    let path = try scratch.file(
      "deep.json", String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000))
    let run = try runBounded(["--intent", path], timeout: 20)
    try expect(run, .error(65, at: "\(path):1:1281", containing: "JSON nested deeper than 256 levels"))
  }

  @Test func deepPlistNestingIsAnErrorNotACrash() throws {
    let scratch = try ScratchDirectory("deep")
    defer { scratch.remove() }
    let body = String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000)
    let path = try scratch.file(
      "deep.plist", #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>ParameterVocabularies</key>"#
        + body + "</dict></plist>")
    let run = try runBounded(["--vocabulary", path, "play Khalid"], timeout: 20)
    try expect(run, .error(65, at: "\(path):1:1876", containing: "not a readable property list: nested deeper than 256 levels"))
  }

  /// Home Assistant YAML nested far deeper than any test file: an error at the bound.
  @Test func deepYAMLNestingIsRejectedAtTheDepthBound() throws {
    let scratch = try ScratchDirectory("deep")
    defer { scratch.remove() }
    var text = "tests:\n"
    for level in 1...2_000 { text += String(repeating: " ", count: level) + "k:\n" }
    let path = try scratch.file("deep.yaml", text)
    let run = try runBounded(["replay", path], timeout: 20)
    try expect(run, .reportProblem(65, at: "\(path):65:65", containing: "YAML nested deeper than 64 levels"))
  }

  static let megabyteUtterance: String = {
    // "play " and words until 1 MB: no name in the catalog matches, so every stage sees it all.
    let words = ["quiet", "storm", "lantern", "river", "静", "夜", "and", "the", "by", "songs", "from", "1970s"]
    var text = "play"
    var i = 0
    while text.utf8.count < 1_000_000 {
      text += " " + words[i % words.count]
      i += 1
    }
    return text
  }()

  /// `parse -`: the overlong line gets an error object (as an empty line does), the next line
  /// still parses.
  @Test func aMegabyteLineOnStandardInputIsRefusedQuickly() throws {
    let run = try runBounded(["parse", "-"], stdin: Data((Self.megabyteUtterance + "\nplay jazz\n").utf8), timeout: 60)
    #expect(!run.timedOut, "\(run)")
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    let lines = run.stdoutText.split(separator: "\n")
    #expect(lines.count == 2, "one JSON object per input line: \(run)")
    #expect(
      lines.first == #"{"intent":null,"appName":null,"error":"utterance is 1000002 bytes long; mediactl reads at most 10000"}"#,
      "\(run)")
    #expect(lines.last?.contains(#""genreNames":["jazz"]"#) == true, "\(run)")
    #expect(run.seconds < 10, "\(run)")
  }

  /// One-shot: the words arrive as separate arguments (one argument may not exceed 128 kB).
  @Test(arguments: [[String](), ["parse"]])
  func aMegabyteOneShotUtteranceIsRefusedQuickly(_ command: [String]) throws {
    var arguments = command
    var chunk = ""
    for word in Self.megabyteUtterance.split(separator: " ") {
      chunk += chunk.isEmpty ? String(word) : " " + word
      if chunk.utf8.count > 100 {
        arguments.append(chunk)
        chunk = ""
      }
    }
    if !chunk.isEmpty { arguments.append(chunk) }
    let run = try runBounded(arguments, timeout: 60)
    #expect(run.stderrText == "error: utterance is 1000002 bytes long; mediactl reads at most 10000\n", "\(run)")
    #expect(run.status == 65, "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
    #expect(run.seconds < 10, "\(run)")
  }

  /// Just under the limit still runs, and quickly.
  @Test func anUtteranceAtTheLimitRuns() throws {
    var text = "play"
    for word in Self.megabyteUtterance.split(separator: " ").dropFirst() {
      guard text.utf8.count + 1 + word.utf8.count <= 10_000 else { break }
      text += " " + word
    }
    let run = try runBounded(["parse", text], timeout: 60)
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    #expect(run.seconds < 10, "\(run)")
  }

  @Test func anOverlongReplayLineIsALocatedProblem() throws {
    let scratch = try ScratchDirectory("long-line")
    defer { scratch.remove() }
    let path = try scratch.file("long.utterances", "play Maybe Sometime\n  item: song-maybe-sometime\n" + Self.megabyteUtterance + "\n")
    let run = try runBounded(["replay", path], timeout: 60)
    try expect(run, .reportProblem(65, at: "\(path):3:1", containing: "utterance is 1000002 bytes long; mediactl reads at most 10000"))
    #expect(run.seconds < 10, "\(run)")
  }

  /// 100,000 lines: one utterance with 99,999 expectations under it.
  @Test func aHundredThousandLineReplayFileRunsQuickly() throws {
    let scratch = try ScratchDirectory("long")
    defer { scratch.remove() }
    var text = "play Maybe Sometime\n"
    for i in 1..<100_000 { text += i % 2 == 0 ? "  code: handleInApp\n" : "  item: song-maybe-sometime\n" }
    let path = try scratch.file("long.utterances", text)
    let run = try runBounded(["replay", path], timeout: 60)
    try expect(run, .result(containing: "1 passed, 0 failed"))
    #expect(run.seconds < 20, "\(run)")
  }

  /// 100,000 lines of comments, blank lines and directives, with one bad line at the end.
  @Test func aHundredThousandLineReplayFileReportsItsLastLine() throws {
    let scratch = try ScratchDirectory("long")
    defer { scratch.remove() }
    var text = ""
    for i in 1..<100_000 { text += i % 3 == 0 ? "# comment \(i)\n" : i % 3 == 1 ? "\n" : "@device iphone\n" }
    text += "@devic homepod\n"
    let path = try scratch.file("long.utterances", text)
    let run = try runBounded(["replay", path], timeout: 60)
    try expect(run, .reportProblem(65, at: "\(path):100000:1", containing: "unknown directive '@devic'"))
    #expect(run.seconds < 20, "\(run)")
  }

  /// 100,000 lines of a Home Assistant test file (one sentence, the rest comments and a long
  /// slot list), and of JSON Lines where every line is malformed but one.
  @Test func aHundredThousandLineImportedFileRunsQuickly() throws {
    let scratch = try ScratchDirectory("long")
    defer { scratch.remove() }
    var yaml = "language: en\ntests:\n  - sentences:\n      - play jazz\n    intent:\n      name: HassMediaSearchAndPlay\n      slots:\n"
    for i in 7..<100_000 { yaml += "        slot\(i): value \(i)\n" }
    let yamlPath = try scratch.file("long.yaml", yaml)
    let run = try runBounded(["replay", yamlPath], timeout: 60)
    #expect(!run.timedOut, "\(run)")
    #expect(run.status == 0 || run.status == 1, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    #expect(run.seconds < 20, "\(run)")

    var jsonl = ""
    for i in 1..<100_000 { jsonl += "{\"text\": \"play \(i)\"\n" }
    jsonl += "{\"text\": \"play jazz\"}\n"
    let jsonlPath = try scratch.file("long.jsonl", jsonl)
    let lines = try runBounded(["replay", jsonlPath], timeout: 60)
    #expect(!lines.timedOut, "\(lines)")
    #expect(lines.status == 65, "\(lines)")
    #expect(lines.stdoutText.contains("\(jsonlPath):99999:"), "\(lines)")
    #expect(lines.seconds < 20, "\(lines)")
  }

  @Test func aDirectoryAsTheStateFileIsNotAFile() throws {
    let scratch = try ScratchDirectory("state-dir")
    defer { scratch.remove() }
    let directory = scratch.url.appendingPathComponent("state.json")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let run = try runBounded(["--state", directory.path, "play Khalid"])
    // The state file is written: a directory there is a file that cannot be created (73).
    try expect(run, .error(73, at: directory.path, containing: "is a directory, expected a file"))
    #expect(!FileManager.default.fileExists(atPath: directory.path + ".lock"), "nothing is created beside it")
  }

  /// A directory named like a replay file, given by name: not a file.
  @Test func aDirectoryNamedLikeAReplayFileIsExpanded() throws {
    let scratch = try ScratchDirectory("replay-dir")
    defer { scratch.remove() }
    let directory = scratch.url.appendingPathComponent("x.utterances")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    _ = try scratch.file("x.utterances/a.utterances", "play Maybe Sometime\n  item: song-maybe-sometime\n")
    let run = try runBounded(["replay", directory.path])
    try expect(run, .result(containing: "1 passed, 0 failed"))
  }

  static let runningAsRoot = getuid() == 0

  /// chmod 000. Root reads any file, so the check cannot fail there: skipped, not faked.
  @Test(.disabled(if: runningAsRoot, "running as root: permission bits do not stop reads"), arguments: [
    ["--intent", "FILE"], ["--catalog", "FILE", "play Khalid"], ["--vocabulary", "FILE", "play Khalid"],
    ["--state", "FILE", "play Khalid"], ["catalog", "check", "FILE"],
  ])
  func anUnreadableFileIsANoInputError(_ arguments: [String]) throws {
    let scratch = try ScratchDirectory("unreadable")
    defer { scratch.remove() }
    let path = try scratch.file("locked file.json", "{}")
    chmod(path, 0)
    defer { chmod(path, 0o644) }
    let run = try runBounded(arguments.map { $0 == "FILE" ? path : $0 })
    try expect(run, .error(66, at: path, containing: "permission denied"))
  }

  /// Several identifiers are one edit away: the suggestion is the first in the file, the same
  /// on every run (it came from dictionary order, which changes from process to process).
  @Test(arguments: [["catalog", "check", "FILE"], ["--catalog", "FILE", "play Khalid"]])
  func aDanglingReferenceSuggestsTheSameIdentifierEveryRun(_ arguments: [String]) throws {
    let fixture = "catalog-dangling-reference-tie.json"
    let path = TestPaths.relativeFixture("bad/\(fixture)")
    for _ in 0..<4 {
      let run = try runBounded(arguments.map { $0 == "FILE" ? path : $0 })
      let line = run.stderrText.split(separator: "\n").first.map(String.init) ?? ""
      #expect(line == "\(path):6:14: error: 'library[0]' names 'song-z', which is not an item; did you mean 'song-b'?", "\(run)")
      #expect(run.status == 65, "\(run)")
    }
  }

  @Test func invalidJSONOnStandardInputIsLocatedInStdin() throws {
    let run = try runBounded(["--intent", "-"], stdin: Data([0x7B, 0x22, 0xFF, 0x22, 0x3A]))
    try expect(run, .error(65, at: "<stdin>:1:2", containing: "invalid UTF-8 in string"))
  }

  @Test func invalidUTF8OnStandardInputStillParses() throws {
    let run = try runBounded(["parse", "-"], stdin: Data([0x70, 0x6C, 0x61, 0x79, 0x20, 0xFF, 0xFE, 0x0A]))
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    #expect(run.stdoutText.split(separator: "\n").count == 1, "\(run)")
  }
}
