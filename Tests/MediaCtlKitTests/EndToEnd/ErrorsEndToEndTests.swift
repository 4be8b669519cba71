import Foundation
import Testing

@testable import MediaCtlKit

/// Usage errors (64), malformed input (65) and missing files (66): one diagnostic line on
/// standard error (usage errors add a pointer to --help), nothing on standard output.
struct ErrorsEndToEndTests {
  static let seeHelp = "see 'mediactl --help'\n"

  struct UsageCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    UsageCase(arguments: ["--catalgo", "Catalogs/MyApp.json", "play x"], message: "error: unknown option '--catalgo'; did you mean '--catalog'?"),
    UsageCase(arguments: ["--jsn", "play x"], message: "error: unknown option '--jsn'; did you mean '--json'?"),
    UsageCase(arguments: ["play x", "--device"], message: "error: option '--device' needs a value"),
    UsageCase(arguments: ["--intent"], message: "error: option '--intent' needs a value"),
    UsageCase(
      arguments: ["--device", "hompod", "play x"],
      message: "error: unknown device 'hompod'; did you mean 'homepod'?; expected one of iphone, ipad, watch, homepod, carplay"),
    UsageCase(arguments: ["--json=1", "play x"], message: "error: option '--json' takes no value"),
    UsageCase(arguments: ["--intent", "x.json", "play x"], message: "error: give either an utterance or --intent, not both"),
    UsageCase(arguments: ["--region", "USA", "play x"], message: "error: --region takes a two-letter country code, e.g. US"),
    UsageCase(
      arguments: ["parse"], message: "error: 'parse' needs an utterance, or '-' to read one per line from standard input"),
  ])
  func usageErrorExits64WithNothingOnStandardOutput(_ c: UsageCase) throws {
    let run = try runMediactl(arguments: c.arguments)
    #expect(run == Run(status: 64, stdout: "", stderr: c.message + "\n" + Self.seeHelp))
  }

  @Test func misspelledCatalogSubcommandSuggestsCheck() throws {
    let run = try runMediactl("catalog", "chek", "Catalogs/MyApp.json")
    #expect(run.status == 64)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("did you mean 'check'?"))
  }

  struct InputCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var message: String
    var testDescription: String { fixture }
  }

  @Test(arguments: MalformedIntentTests.cases.map { InputCase(fixture: $0.fixture, message: $0.expected) })
  func malformedIntentExits65WithOneLine(_ c: InputCase) throws {
    let path = TestPaths.relativeFixture(c.fixture)
    let run = try runMediactl("--intent", path)
    #expect(run == Run(status: 65, stdout: "", stderr: "\(path):\(c.message)\n"))
  }

  @Test func malformedIntentOnStandardInputIsNamedStdin() throws {
    let run = try runMediactl("--intent", "-", stdin: "{\"intent\": \"INPlayMediaIntent\",}")
    #expect(run == Run(status: 65, stdout: "", stderr: "<stdin>:1:32: error: expected a quoted key, found '}'\n"))
  }

  @Test func missingFileExits66() throws {
    #expect(
      try runMediactl("--intent", "no-such-intent.json")
        == Run(status: 66, stdout: "", stderr: "no-such-intent.json: error: no such file\n"))
    #expect(
      try runMediactl("--catalog", "no-such-catalog.json", "play x")
        == Run(status: 66, stdout: "", stderr: "no-such-catalog.json: error: no such file\n"))
    #expect(
      try runMediactl("catalog", "check", "no-such-catalog.json")
        == Run(status: 66, stdout: "", stderr: "no-such-catalog.json: error: no such file\n"))
  }

  @Test func directoryExits66() throws {
    #expect(
      try runMediactl("--intent", "Catalogs")
        == Run(status: 66, stdout: "", stderr: "Catalogs: error: is a directory, expected a file\n"))
    #expect(
      try runMediactl("--catalog", "Catalogs", "play x")
        == Run(status: 66, stdout: "", stderr: "Catalogs: error: is a directory, expected a file\n"))
  }

  @Test(arguments: [
    ("catalog-duplicate-id.json", "6:5: error: duplicate identifier 'song-a' at 'items[1]' (first used at 'items[0]')"),
    ("catalog-dangling-album.json", "5:70: error: 'items[0].album' names 'album-missing', which is not an item"),
  ])
  func brokenCatalogExits65(_ fixture: String, _ message: String) throws {
    let path = TestPaths.relativeFixture(fixture)
    #expect(try runMediactl("--catalog", path, "play A") == Run(status: 65, stdout: "", stderr: "\(path):\(message)\n"))
    #expect(
      try runMediactl("catalog", "check", path)
        == Run(status: 65, stdout: "", stderr: "\(path):\(message)\n\(path): 1 problem\n"))
  }

  @Test func catalogCheckListsEveryProblemAndSummarises() throws {
    let path = TestPaths.relativeFixture("catalog-several-problems.json")
    let run = try runMediactl("catalog", "check", path)
    #expect(run.status == 65)
    #expect(run.stdout == "")
    let lines = run.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 7)
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("\(path):") && $0.contains(": error: ") })
    #expect(lines.last == "\(path): 6 problems")
  }

  @Test func catalogCheckOfGoodCatalogsExitsZero() throws {
    let run = try runMediactl("catalog", "check", "Catalogs/ControlAudio.json", "Catalogs/MyApp.json")
    #expect(
      run
        == Run(
          status: 0,
          stdout: "Catalogs/ControlAudio.json: ok (\(SampleCatalogs.controlAudio.items.count) items, app ControlAudio)\nCatalogs/MyApp.json: ok (\(SampleCatalogs.myApp.items.count) items, app MyApp)\n",
          stderr: ""))
  }

  /// The same broken file must get the same message on every run (a CI compares it). The
  /// did-you-mean for a dangling id is the closest identifier, ties going to the first in the
  /// catalog: 'song-z' is one edit from song-a, song-c, song-d, song-e and song-f, so 'song-a'.
  @Test func catalogCheckIsDeterministicAcrossRuns() throws {
    let path = TestPaths.relativeFixture("catalog-several-problems.json")
    var outputs = Set<String>()
    for _ in 0..<6 { outputs.insert(try runMediactl("catalog", "check", path).stderr) }
    #expect(outputs.count == 1, "\(outputs.sorted())")
    #expect(
      outputs.first?.contains("\(path):12:15: error: 'library[0]' names 'song-z', which is not an item; did you mean 'song-a'?\n") == true,
      "\(outputs.sorted())")
  }
}
