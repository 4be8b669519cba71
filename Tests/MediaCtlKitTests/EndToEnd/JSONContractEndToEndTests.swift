import Foundation
import Testing

@testable import MediaCtlKit

/// `--json` and `parse -` follow the contract of issue 2 exactly.
struct JSONContractEndToEndTests {
  struct KeysCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var resolutionKeys: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    KeysCase(arguments: ["play Khalid"], resolutionKeys: ["result", "mediaItems"]),
    KeysCase(arguments: ["--no-subscription", "play Espresso"], resolutionKeys: ["result", "reason", "mediaItems"]),
    KeysCase(arguments: ["add Push It to my road trip playlist"], resolutionKeys: ["result", "mediaItems", "mediaDestination"]),
    KeysCase(arguments: ["add this song to my library"], resolutionKeys: ["result", "mediaItems", "mediaDestination"]),
    KeysCase(arguments: ["find Billie Eilish in ControlAudio"], resolutionKeys: ["result", "mediaItems"]),
  ])
  func jsonHasExactlyTheContractsKeys(_ c: KeysCase) throws {
    let run = try runMediactl(arguments: ["--json"] + c.arguments)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let json = try parseObject(run.stdout)
    #expect(json.keys == ["utterance", "intent", "resolution", "response", "dialog"])
    #expect(json["utterance"] == .string(c.arguments.last ?? ""))
    #expect(json["resolution"]?.keys == c.resolutionKeys)
    #expect(json["response"]?.keys.first == "code")
    if case .array(let items)? = json["resolution"]?["mediaItems"] {
      for item in items { #expect(item.keys == ["identifier", "title", "type", "artist"]) }
    }
    if case .string(let dialog)? = json["dialog"] { #expect(!dialog.isEmpty) } else { Issue.record("dialog is not a string") }
  }

  @Test func explainAddsOneKeyAtTheEnd() throws {
    let json = try parseObject(try runMediactl("--json", "--explain", "play Khalid").stdout)
    #expect(json.keys == ["utterance", "intent", "resolution", "response", "dialog", "explain"])
  }

  @Test func intentInputHasNoUtteranceKey() throws {
    let run = try runMediactl("--json", "--intent", TestPaths.relativeFixture("intent-play-maybe-sometime.json"))
    #expect(try parseObject(run.stdout).keys == ["intent", "resolution", "response", "dialog"])
  }

  @Test func unsupportedDestinationCarriesItsReason() throws {
    let json = try parseObject(try runMediactl("--json", "add this to the Top Hits playlist").stdout)
    #expect(json["resolution"]?["mediaDestination"]?.compact == #"{"result":"unsupported","reason":"playlistNotEditable"}"#)
    #expect(json["response"]?["code"] == .null)
  }

  /// One JSON object per input line, in order, also for an empty and a garbage line.
  @Test func parseDashWritesOneObjectPerLineInOrder() throws {
    let lines = [
      "play Khalid in ControlAudio", "", "%%$$ garbage !!", "pause", "what song is this",
      "add this to my library", "   ", "find Billie Eilish",
    ]
    let run = try runMediactl("parse", "-", stdin: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let output = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(output.count == lines.count)
    for (line, json) in zip(lines, output) {
      let object = try parseObject(String(json))
      #expect(!object.keys.isEmpty, "“\(line)”")
      if line.trimmingCharacters(in: .whitespaces).isEmpty {
        #expect(object["error"] == .string("empty utterance"))
      } else {
        // The same object `parse UTTERANCE` prints for that line alone.
        #expect(String(json) + "\n" == (try runMediactl("parse", line)).stdout, "“\(line)”")
      }
    }
    #expect(try parseObject(String(output[0]))["mediaSearch"]?["mediaName"] == .string("Khalid"))
    #expect(try parseObject(String(output[3]))["command"] == .string("pauseCommand"))
    #expect(try parseObject(String(output[4]))["nowPlayingQuestion"] == .string("title"))
  }

  @Test func parseDashWithoutATrailingNewlineStillAnswersTheLastLine() throws {
    let run = try runMediactl("parse", "-", stdin: "play Khalid\nplay Push It")
    #expect(run.stdout.split(separator: "\n").count == 2)
  }

  @Test func parseOutputIsCompactJSONLines() throws {
    let run = try runMediactl("parse", "play Khalid in ControlAudio")
    #expect(
      run.stdout
        == #"{"intent":"INPlayMediaIntent","appName":"ControlAudio","siriRouting":"thisApp","mediaItems":null,"mediaContainer":null,"playShuffled":null,"playbackRepeatMode":"unknown","resumePlayback":null,"playbackQueueLocation":"unknown","playbackSpeed":null,"mediaSearch":{"mediaType":"unknown","sortOrder":"unknown","mediaName":"Khalid","artistName":null,"albumName":null,"genreNames":null,"moodNames":null,"releaseDate":null,"reference":"unknown","mediaIdentifier":null}}"#
          + "\n")
  }
}

/// A request that is not about listening: no intent, command or question key, and Siri
/// answers without the app (`resolution` and `response` null).
struct NotMediaEndToEndTests {
  @Test func jsonHasNoIntentAndNullResponse() throws {
    let run = try runMediactl("--json", "what's the weather")
    #expect(run.status == 0)
    let json = try parseObject(run.stdout)
    #expect(json.keys == ["utterance", "intent", "resolution", "response", "dialog"])
    #expect(json["intent"]?.compact == #"{"notMediaRequest":true,"domain":"weather","appName":null,"siriRouting":"defaultApp"}"#)
    #expect(json["resolution"] == .null)
    #expect(json["response"] == .null)
  }

  @Test func parseWritesTheNotMediaFrameAndReadsItBack() throws {
    let run = try runMediactl("parse", "set a timer for 5 minutes")
    #expect(run.stdout == #"{"notMediaRequest":true,"domain":"timer","appName":null,"siriRouting":"defaultApp"}"# + "\n")
    let back = try MediaRequest.decode(json: Array(run.stdout.utf8), file: "-")
    #expect(back.body == .notMedia(NotMediaRequest(domain: .timer)))
  }

  @Test func textSaysNothingReachesTheApp() throws {
    let run = try runMediactl("call mom")
    #expect(run.stdout.contains("not media call: not a media request; Siri handles it itself and nothing reaches the app"))
    #expect(!run.stdout.contains("intent "))
  }

  @Test func unknownDomainIsALocatedError() throws {
    #expect(throws: Diagnostic.self) {
      try MediaRequest.decode(json: Array(#"{"notMediaRequest": true, "domain": "sports"}"#.utf8), file: "f.json")
    }
  }
}
