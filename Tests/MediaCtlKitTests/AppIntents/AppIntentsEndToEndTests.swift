import Foundation
import Testing

@testable import MediaCtlKit

/// The App Intents path through the built binary: `--path`, `--json`, `--intent`, replay and
/// catalog check.
struct AppIntentsEndToEndTests {
  @Test func bothShowsBothPathsAndTheDiff() throws {
    let run = try runMediactl("--path", "both", "play Outer Peace by Toro y Moi on shuffle in ControlAudio")
    #expect(run.status == 0)
    #expect(run.stderr == "")
    for line in [
      "── SiriKit ──", "intent    INPlayMediaIntent → ControlAudio", "── App Intents (MODEL) ──",
      "schema    .audio.playAudio → ControlAudio", "criteria  AudioSearch(criteria: .searchQuery(\"Outer Peace by Toro y Moi\"))",
      "params    playbackAttributes [.shuffle] · queueLocation nil", "── migration SiriKit → App Intents ──",
      "  folded    mediaName “Outer Peace” · artistName “Toro y Moi” → words of searchQuery",
      "  kept      playShuffled=true → playbackAttributes ∋ .shuffle", "  same item yes: album-outer-peace-deluxe-edition",
    ] {
      #expect(run.stdout.contains(line), "missing: \(line)\n\(run.stdout)")
    }
  }

  @Test(arguments: [
    ["--path", "both", "play Outer Peace by Toro y Moi on shuffle in ControlAudio"],
    ["--path", "appintents", "play Outer Peace by Toro y Moi on shuffle in ControlAudio"],
    ["--path", "appintents", "在 ControlAudio 中播放周杰伦的夜曲"],
    ["--path", "both", "play the newest episode of The Daily at 1.5x speed in ControlAudio"],
    ["--path", "appintents", "--now-playing", "song-fading", "add this song to my road trip playlist in ControlAudio"],
    ["--path", "both", "--now-playing", "song-fading", "skip forward 30 seconds"],
    ["--path", "appintents", "--no-subscription", "play Espresso in ControlAudio"],
  ])
  func jsonRoundTripsThroughIntent(_ arguments: [String]) throws {
    let direct = try runMediactl(arguments: ["--json"] + arguments)
    #expect(direct.status == 0, "\(direct)")
    // The same flags (account, now playing) with the JSON instead of the words.
    let flags = Array(arguments.dropLast().filter { $0 != "--path" && SiriPath(rawValue: $0) == nil })
    let replayed = try runMediactl(arguments: ["--json", "--intent", "-"] + flags, stdin: direct.stdout)
    #expect(replayed.status == 0, "\(replayed)")
    var expected = try parseObject(direct.stdout)
    expected = expected.removingUtterances
    #expect(try parseObject(replayed.stdout) == expected)
  }

  @Test func chineseRequestReachesTheNewPath() throws {
    let json = try parseObject(try runMediactl("--json", "--path", "appintents", "在 ControlAudio 中播放周杰伦的夜曲").stdout)
    #expect(json["request"]?["criteria"]?.compact == #"{"searchQuery":"周杰伦的夜曲"}"#)
    #expect(json["chosen"]?["id"] == .string("song-ye-qu"))
    #expect(json["chosen"]?["title"] == .string("夜曲"))
    #expect(json["result"]?["dialog"]?["full"] == .string("好的，正在播放周杰伦的《夜曲》。"))
  }

  @Test func jsonUsesApplesNames() throws {
    let json = try parseObject(try runMediactl("--json", "--path", "appintents", "play Khalid next in ControlAudio").stdout)
    #expect(json.keys == ["utterance", "path", "request", "adopted", "instead", "queryParse", "entities", "chosen", "playlistEntity", "warmup", "result", "dialog", "notes"])
    #expect(json["request"]?.keys == ["schema", "appName", "siriRouting", "locale", "criteria", "playbackAttributes", "queueLocation", "dropped", "route"])
    #expect(json["request"]?["queueLocation"] == .string("next"))
    let error = try parseObject(try runMediactl("--json", "--path", "appintents", "play Zzyzx Qwerty Blorp in ControlAudio").stdout)
    #expect(error["error"] == .string("AppIntentError.Unrecoverable.entityNotFound"))
    #expect(error["result"] == nil)
  }

  @Test(arguments: [
    "play Outer Peace by Toro y Moi on shuffle in ControlAudio", "play https://example.com/ep42.mp3 in ControlAudio",
    "play something in ControlAudio", "find Billie Eilish in ControlAudio", "pause the music", "I like this song",
    "add Fading to my workout playlist in ControlAudio",
  ])
  func parseOutputReadsBackUnchanged(_ utterance: String) throws {
    let parsed = try runMediactl("parse", "--path", "appintents", utterance)
    #expect(parsed.status == 0)
    let direct = try parseObject(try runMediactl("--json", "--path", "appintents", utterance).stdout)
    let replayed = try parseObject(try runMediactl("--json", "--intent", "-", stdin: parsed.stdout).stdout)
    #expect(replayed["request"] == direct["request"])
    #expect(replayed["dialog"] == direct["dialog"])
    #expect(replayed["chosen"] == direct["chosen"])
  }

  @Test func parseBothReadsBackAsBothPaths() throws {
    let utterance = "play Khalid next in ControlAudio"
    let parsed = try runMediactl("parse", "--path", "both", utterance)
    #expect(parsed.status == 0)
    let direct = try parseObject(try runMediactl("--json", "--path", "both", utterance).stdout)
    let replayed = try parseObject(try runMediactl("--json", "--intent", "-", stdin: parsed.stdout).stdout)
    #expect(replayed == direct.removingUtterances)
  }

  struct BadIntent: Sendable, CustomTestStringConvertible {
    var json: String
    var message: String
    var testDescription: String { json }
  }

  @Test(arguments: [
    BadIntent(json: #"{"schema": "playAudoi"}"#, message: "<stdin>:1:12: error: unknown schema 'playAudoi'; did you mean 'playAudio'?"),
    BadIntent(json: #"{"schema": "playAudio", "criteria": {"searchQuery": 3}}"#, message: "<stdin>:1:53: error: expected {\"searchQuery\": \"…\"}"),
    BadIntent(json: #"{"schema": "playAudio", "queueLocation": "now"}"#, message: "error: unknown queueLocation 'now'; expected next, tail or null"),
    BadIntent(json: #"{"schema": "playAudio", "shuffle": true}"#, message: "<stdin>:1:25: error: unknown key 'shuffle'"),
    BadIntent(json: #"{"schema": "addToPlaylist", "audioEntity": "nowPlaying"}"#, message: "error: addToPlaylist needs 'playlist'"),
  ])
  func malformedRequestsAreLocatedErrors(_ c: BadIntent) throws {
    let run = try runMediactl("--intent", "-", stdin: c.json)
    #expect(run.status == 65)
    #expect(run.stdout == "")
    #expect(run.stderr.contains(c.message), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1)
  }

  @Test func unknownPathIsAUsageError() throws {
    let run = try runMediactl("--path", "appintent", "play Khalid")
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("error: unknown path 'appintent'; did you mean 'appintents'?; expected sirikit, appintents or both"))
  }

  @Test func replayCoversAndLintsTheNewPath() throws {
    let run = try runMediactl("replay", "--coverage", "Utterances/appintents.utterances")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("App Intents coverage of 74 utterances:"))
    #expect(run.stdout.contains("  criteria: 4/4"))
    let lint = try runMediactl("replay", "--coverage", "Utterances/conformance.utterances")
    #expect(lint.stdout.contains("App Intents lint:"))
    #expect(lint.stdout.contains("relies on repeat one (collapses into .repeat), which only SiriKit sends"))
  }

  @Test func catalogCheckWarnsAboutDeclarations() throws {
    let run = try runMediactl("catalog", "check", TestPaths.relativeFixture("catalog-appintents.json"))
    #expect(run.status == 0)
    #expect(run.stderr.contains("warning: Waves adopts playAudio but not warmupAudioQueue"))
    #expect(run.stderr.contains("warning: Waves declares entity kind newsBrief, but no item is one: it is never returned"))
    #expect(run.stderr.contains("warning: 1 item of kind album can never be returned"))
  }

  @Test func sessionMovesWithThePathThatRan() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-h18-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let state = dir.appendingPathComponent("s.json").path
    #expect(try runMediactl("--state", state, "--path", "appintents", "play Fading in ControlAudio").status == 0)
    let disliked = try runMediactl("--state", state, "--path", "appintents", "--expect", "entity=song-fading", "I don't like this song")
    #expect(disliked.status == 0, "\(disliked)")
    let show = try runMediactl("state", "show", "--json", "--state", state)
    #expect(try parseObject(show.stdout)["dislikes"] == .array([.string("song-fading")]))
  }
}

extension JSONOutput {
  /// The same JSON without any `utterance` key (what `--intent` cannot know).
  var removingUtterances: JSONOutput {
    switch self {
    case .object(let members): .object(members.filter { $0.0 != "utterance" }.map { ($0.0, $0.1.removingUtterances) })
    case .array(let elements): .array(elements.map(\.removingUtterances))
    default: self
    }
  }

  subscript(key: String) -> JSONOutput? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }
}

/// `:path` in the shell, scripted from standard input.
struct AppIntentsShellTests {
  @Test func pathSwitchesTheShellsPathAndTheSessionFollows() throws {
    let script = """
      :path appintents
      play Fading in ControlAudio
      I like this song
      :path sirikit
      what song is this
      :path nowhere
      :state
      """
    let run = try runMediactl("shell", stdin: script)
    // A scripted shell with a line in error (':path nowhere') ends with 65.
    #expect(run.status == 65, "\(run)")
    #expect(run.stdout.contains("path appintents"))
    #expect(run.stdout.contains("schema    .audio.playAudio → ControlAudio"))
    #expect(run.stdout.contains("schema    .audio.updateAudioAffinity"))
    #expect(run.stdout.contains("siri      This is 'Fading' by Toro y Moi."))
    #expect(run.stderr.contains("error: ':path' takes sirikit, appintents or both"))
    #expect(run.stdout.contains("song-fading"))
  }
}

/// `--record` on the new path rewrites its own fields, so recording the committed file gives it back.
struct AppIntentsRecordTests {
  @Test func recordingTheCommittedFileGivesTheSameBytes() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-h18-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("Utterances"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("Catalogs"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let original = try TestPaths.read(TestPaths.packageRoot.appendingPathComponent("Utterances/appintents.utterances").path)
    let copy = dir.appendingPathComponent("Utterances/appintents.utterances")
    try original.write(to: copy, atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      atPath: TestPaths.catalog("ControlAudio.json"), toPath: dir.appendingPathComponent("Catalogs/ControlAudio.json").path)
    let run = try runMediactl("replay", "--record", copy.path)
    #expect(run.status == 0, "\(run)")
    #expect(try TestPaths.read(copy.path) == original)
  }
}
