import Foundation
import Testing

/// Issue 16's wrong answers, each as a user meets it: the built binary, its text and JSON.
/// Every test here failed on the build the issue was filed against.
struct WrongAnswersEndToEndTests {
  static let tied = TestPaths.relativeFixture("catalog-tied-titles.json")

  /// A fresh scratch folder for state and replay files.
  static func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-h16b-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func json(_ run: Run) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
  }

  // MARK: - Disambiguation

  /// Three songs called "Angel": Siri asks which one instead of liking one silently.
  @Test func tiedTitlesAskWhichOne() throws {
    let run = try runMediactl("--catalog", Self.tied, "like Angel")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains(
      "resolve   disambiguation(with: 3 items): song-angel-shaggy “Angel” by Shaggy · song-angel-sarah “Angel” by Sarah McLachlan · song-angel-massive-attack “Angel” by Massive Attack\n"))
    #expect(run.stdout.contains("response  none: Siri does not call handle after this resolution\n"))
    #expect(run.stdout.hasSuffix(
      "siri      Which one? 'Angel' by Shaggy, 'Angel' by Sarah McLachlan, or 'Angel' by Massive Attack?\n"))
  }

  @Test func disambiguationInJSONListsTheTiedItemsAndNoCode() throws {
    let run = try runMediactl("--catalog", Self.tied, "--json", "play Angel")
    #expect(run.status == 0, "\(run)")
    let object = try Self.json(run)
    let resolution = try #require(object["resolution"] as? [String: Any])
    #expect(resolution["result"] as? String == "disambiguation")
    let items = try #require(resolution["mediaItems"] as? [[String: Any]])
    #expect(items.compactMap { $0["identifier"] as? String } == ["song-angel-shaggy", "song-angel-sarah", "song-angel-massive-attack"])
    let response = try #require(object["response"] as? [String: Any])
    #expect(response["code"] is NSNull)
    #expect((object["dialog"] as? String)?.hasPrefix("Which one? ") == true)
  }

  /// Saying the artist removes the ambiguity; a search shows every match and never asks.
  @Test(arguments: [
    (["like Angel by Shaggy"], "resolve   success: song-angel-shaggy"),
    (["find Angel"], "resolve   success: song-angel-shaggy"),
  ])
  func narrowedOrSearchedTitlesDoNotAsk(_ arguments: [String], _ line: String) throws {
    let run = try runMediactl(arguments: ["--catalog", Self.tied] + arguments)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains(line), "\(run)")
  }

  /// A replay file can expect the disambiguation and its choices.
  @Test func replayExpectsADisambiguation() throws {
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("tie.utterances")
    try """
      @catalog \(TestPaths.fixture("catalog-tied-titles.json"))
      play Angel
        result: disambiguation
        items: song-angel-shaggy, song-angel-sarah, song-angel-massive-attack
        code: none
        dialog contains: Which one?
      play Angel by Massive Attack
        result: success
        item: song-angel-massive-attack

      """.write(to: file, atomically: true, encoding: .utf8)
    let run = try runMediactl("replay", file.path)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasSuffix("2 passed, 0 failed\n"), "\(run)")
  }

  // MARK: - Dialog that says what happened

  @Test(arguments: [
    (["--now-playing", "song-maybe-sometime", "play Push It next"], "siri      OK, 'Push It' by Dukes will play next on Control Audio.\n"),
    (["--now-playing", "song-maybe-sometime", "play Push It later"],
     "siri      OK, 'Push It' by Dukes will play later, after the rest of your Control Audio queue.\n"),
    (["play Outer Peace on shuffle"], "from Control Audio, shuffled.\n"),
  ])
  func dialogSaysQueuedOrShuffled(_ arguments: [String], _ line: String) throws {
    let run = try runMediactl(arguments: arguments)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasSuffix(line), "\(run)")
  }

  /// Long replay files answer independent lines ahead on every core: "play X next" depends on
  /// what plays, so it is answered in order, as in a short file.
  @Test func longReplayQueuesNextAfterWhatPlays() throws {
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("long.utterances")
    var text = "@now-playing none\n"
    for _ in 0..<400 { text += "play Khalid\n" }
    text += "play Push It next\n  dialog: OK, 'Push It' by Dukes will play next on Control Audio.\n  state.next: song-push-it\n"
    try text.write(to: file, atomically: true, encoding: .utf8)
    let run = try runMediactl("replay", file.path)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasSuffix("401 passed, 0 failed\n"), "\(run)")
  }

  @Test func dialogSaysShuffleRepeatAndSpeed() throws {
    let intent = """
      {"intent": "INPlayMediaIntent", "playShuffled": true, "playbackRepeatMode": "all", "playbackSpeed": 1.5,
       "mediaSearch": {"mediaName": "Outer Peace"}}
      """
    let run = try runMediactl("--intent", "-", stdin: intent)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasSuffix(
      "siri      Here's 'Outer Peace (Deluxe Edition)' by Toro y Moi from Control Audio, shuffled, on repeat, at 1.5× speed.\n"), "\(run)")
  }

  // MARK: - Routing and devices

  /// "… on Spotify": Siri sends it to Spotify; this app neither resolves nor handles it.
  @Test func otherAppStopsBeforeResolve() throws {
    let run = try runMediactl("play Outer Peace on Spotify")
    #expect(run.status == 0, "\(run)")
    #expect(!run.stdout.contains("\nresolve   "))
    #expect(!run.stdout.contains("\nresponse  "))
    #expect(run.stdout.contains("routing   Siri would send this to Spotify; ControlAudio receives nothing (no resolve, no handle)\n"))
    #expect(run.stdout.hasSuffix("siri      Siri would send this to Spotify; Control Audio receives nothing.\n"), "\(run)")
    let json = try Self.json(try runMediactl("--json", "play Outer Peace on Spotify"))
    #expect(json["resolution"] is NSNull)
    #expect((json["response"] as? [String: Any])?["code"] is NSNull)
  }

  /// HomePod has no search intent: the find request arrives as a play, and the code's type says so.
  @Test func homePodFindArrivesAsPlayWithANote() throws {
    let run = try runMediactl("--device", "homepod", "find Khalid")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("intent    INPlayMediaIntent\n"), "\(run)")
    #expect(run.stdout.contains("HomePod does not support INSearchForMediaIntent: Siri sends this find request as INPlayMediaIntent"))
    #expect(run.stdout.contains("response  handleInApp (INPlayMediaIntentResponseCode 5)\n"))
  }

  // MARK: - "This album", "this artist"

  @Test(arguments: [
    ("add this album to my library", "resolve   success: album-mezzanine “Mezzanine” by Massive Attack (album), nowPlaying match · destination library"),
    ("like this artist", "resolve   success: artist-massive-attack “Massive Attack” (artist), nowPlaying match"),
    ("like this song", "resolve   success: song-teardrop “Teardrop” by Massive Attack (song), nowPlaying match"),
  ])
  func thisAlbumOrArtistActsOnTheContainer(_ utterance: String, _ line: String) throws {
    let run = try runMediactl("--catalog", Self.tied, "--now-playing", "song-teardrop", utterance)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains(line + "\n"), "\(run)")
  }

  // MARK: - Remote commands in a session

  /// The app plays 0.5×–2×: 3× on the remote-command path fails as the intent path does.
  @Test func rateBeyondTheAppsRangeFails() throws {
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let state = dir.appendingPathComponent("s.json").path
    _ = try runMediactl("--catalog", Self.tied, "--state", state, "play Teardrop")
    let run = try runMediactl("--catalog", Self.tied, "--state", state, "play at 3x speed")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("handler   MPRemoteCommandHandlerStatus.commandFailed\n"), "\(run)")
    #expect(run.stdout.hasSuffix("siri      Tied Tunes can't play faster than 2×.\n"), "\(run)")
    let show = try runMediactl("state", "show", "--state", state)
    #expect(show.stdout.contains("rate 1×"), "\(show)")
  }

  /// A JSON command with an absurd rate is refused the same way, not "Playing at 1e+308× speed".
  @Test(arguments: [("1e308", "faster than 2×"), ("-1", "slower than 0.5×")])
  func jsonRateCommandOutsideTheRangeFails(_ rate: String, _ words: String) throws {
    let run = try runMediactl(
      "--catalog", Self.tied, "--now-playing", "song-teardrop", "--intent", "-",
      stdin: #"{"command": "changePlaybackRateCommand", "playbackRate": \#(rate)}"#)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("handler   MPRemoteCommandHandlerStatus.commandFailed\n"), "\(run)")
    #expect(run.stdout.hasSuffix("siri      Tied Tunes can't play \(words).\n"), "\(run)")
  }

  /// One song and nothing queued: "next" does not claim to skip, and the song stays.
  @Test func skippingPastTheEndOfTheQueueDoesNotClaimSuccess() throws {
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let state = dir.appendingPathComponent("s.json").path
    _ = try runMediactl("--catalog", Self.tied, "--state", state, "play Teardrop")
    let run = try runMediactl("--catalog", Self.tied, "--state", state, "skip")
    #expect(run.stdout.contains("handler   MPRemoteCommandHandlerStatus.noSuchContent\n"), "\(run)")
    #expect(run.stdout.hasSuffix("siri      There's nothing after this in your Tied Tunes queue.\n"), "\(run)")
    let now = try runMediactl("--state", state, "what song is this")
    #expect(now.stdout.hasSuffix("siri      This is 'Teardrop' by Massive Attack.\n"), "\(now)")
  }
}
