import Foundation
import Testing

@testable import MediaCtlKit

/// The built binary, run as a user runs it (argument-parser's `AssertExecuteCommand` style).
struct RunCommandEndToEndTests {
  static let readmeUtterance = "play Maybe Sometime by Special Disaster Team in ControlAudio"

  /// Issue 2 "Done when": the README's run command prints Siri's sentence and handleInApp.
  @Test func readmeRunCommandPrintsSirisSentenceAndHandleInApp() throws {
    let run = try runMediactl(Self.readmeUtterance)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.contains("siri      Here's 'Maybe Sometime' by Special Disaster Team from Control Audio.\n"))
    #expect(run.stdout.contains("response  handleInApp (INPlayMediaIntentResponseCode 5)\n"))
  }

  @Test func unquotedWordsAreOneUtterance() throws {
    let quoted = try runMediactl("play Push It")
    let unquoted = try runMediactl("play", "Push", "It")
    #expect(unquoted == quoted)
    #expect(unquoted.stdout.contains("Here's 'Push It' by Dukes from Control Audio."))
  }

  /// The readable output of a few requests, whole, as golden files.
  struct TextCase: Sendable, CustomTestStringConvertible {
    var golden: String
    var arguments: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    TextCase(golden: "text-readme", arguments: [readmeUtterance]),
    TextCase(golden: "text-homepod-push-it", arguments: ["--device", "homepod", "play Push It"]),
    TextCase(golden: "text-watch-khalid", arguments: ["--device", "watch", "play Khalid"]),
    TextCase(golden: "text-no-subscription", arguments: ["--no-subscription", "play Espresso"]),
    TextCase(golden: "text-add-playlist", arguments: ["--now-playing", "song-push-it", "add this song to my road trip playlist"]),
    TextCase(golden: "text-myapp-podcast", arguments: ["--catalog", "Catalogs/MyApp.json", "put on the Stuff You Should Know podcast from MyApp"]),
    TextCase(golden: "text-other-app", arguments: ["play Outer Peace on Spotify"]),
  ])
  func textOutputMatchesGolden(_ c: TextCase) throws {
    let run = try runMediactl(arguments: c.arguments)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    try expectGolden(run.stdout, named: c.golden)
  }

  /// The README's podcast example plays the show's latest episode.
  @Test func readmeNewestEpisodeExamplePlaysTheLatestEpisode() throws {
    let run = try runMediactl("--catalog", "Catalogs/MyApp.json", "play the newest episode of Stuff You Should Know")
    #expect(run.status == 0)
    #expect(run.stdout.contains("sortOrder newest"))
    #expect(run.stdout.contains("siri      Here's 'Selects: The Dancing Plague of 1518' by iHeartPodcasts from MyApp.\n"))
  }

  /// Siri failure outcomes are normal results: exit status 0.
  @Test(arguments: [
    ["play Zzyzx Qwerty"], ["--logged-out", "play Kerala"], ["--service-down", "play Push It"],
    ["--catalog", "Catalogs/MyApp.json", "play jazz in MyApp"],
  ])
  func failureOutcomeStillExitsZero(_ arguments: [String]) throws {
    let run = try runMediactl(arguments: arguments)
    #expect(run.status == 0)
    #expect(run.stdout.contains("response  none: Siri does not call handle after this resolution"))
  }

  /// Copied elsewhere and run from another directory, the binary still has its catalog.
  @Test func copiedBinaryWorksFromAnotherDirectoryWithTheBuiltInCatalog() throws {
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    let fm = FileManager.default
    let dir = fm.temporaryDirectory.appendingPathComponent("mediactl-copy-\(UUID().uuidString)")
    let elsewhere = dir.appendingPathComponent("elsewhere")
    try fm.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: dir) }
    let copy = dir.appendingPathComponent("mediactl")
    try fm.copyItem(at: binary, to: copy)
    let run = try runMediactl(arguments: [Self.readmeUtterance], directory: elsewhere, executable: copy)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout == (try runMediactl(Self.readmeUtterance)).stdout)
  }

  /// `--intent FILE` and `--intent -` give the result of the utterance they came from.
  @Test func intentFileAndStandardInputRunLikeTheUtterance() throws {
    let fixture = TestPaths.relativeFixture("intent-play-maybe-sometime.json")
    let fromFile = try runMediactl("--json", "--intent", fixture)
    let fromStdin = try runMediactl("--json", "--intent", "-", stdin: try TestPaths.read(TestPaths.fixture("intent-play-maybe-sometime.json")))
    #expect(fromFile.status == 0)
    #expect(fromFile.stderr == "")
    #expect(fromStdin == fromFile)
    let json = try parseObject(fromFile.stdout)
    #expect(json["dialog"] == .string("Here's 'Maybe Sometime' by Special Disaster Team from Control Audio."))
    #expect(json["response"]?["code"] == .string("handleInApp"))
  }

  /// Issue 2 "Done when": `parse` output fed back through `--intent` gives the same result.
  @Test(arguments: [
    "play Maybe Sometime by Special Disaster Team in ControlAudio", "play my WWDC playlist in ControlAudio",
    "add this song to my road trip playlist", "I don't like this song", "find Billie Eilish in ControlAudio",
    "Play ControlAudio", "play jazz", "add this to the Top Hits playlist",
  ])
  func parseOutputThroughIntentGivesTheSameResult(_ utterance: String) throws {
    let parsed = try runMediactl("parse", utterance)
    #expect(parsed.status == 0)
    let direct = try parseObject(try runMediactl("--json", utterance).stdout)
    let replayed = try parseObject(try runMediactl("--json", "--intent", "-", stdin: parsed.stdout).stdout)
    #expect(replayed["resolution"] == direct["resolution"])
    #expect(replayed["response"] == direct["response"])
    #expect(replayed["dialog"] == direct["dialog"])
    #expect(replayed["intent"] == direct["intent"])
  }
}

/// Parses one JSON document printed by mediactl, keeping key order.
func parseObject(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONOutput {
  let (node, _) = try JSONParser.parse(text, file: "<stdout>")
  return node.output
}

extension JSONOutput {
  var keys: [String] {
    guard case .object(let members) = self else { return [] }
    return members.map(\.0)
  }
}
