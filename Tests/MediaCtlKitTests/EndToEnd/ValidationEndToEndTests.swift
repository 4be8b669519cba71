import Foundation
import Testing

/// Issue 16's validation findings: what mediactl must refuse or report instead of answering
/// something wrong. Every test here failed on the build the issue was filed against.
struct ValidationEndToEndTests {
  static let tied = TestPaths.relativeFixture("catalog-tied-titles.json")

  // MARK: - catalog check

  /// One broken item that others name: its own problem only, and a run prints that one.
  @Test(arguments: [
    ("catalog-bad-date-on-referenced-album.json", "'items[1].releaseDate' must be YYYY, YYYY-MM or YYYY-MM-DD, found '1998/04/20'"),
    ("catalog-misspelt-type-on-referenced-album.json", "unknown type 'albm' at 'items[1].type'"),
  ])
  func oneBrokenItemIsOneProblem(_ name: String, _ message: String) throws {
    let path = TestPaths.relativeFixture("bad/\(name)")
    let check = try runMediactl("catalog", "check", path)
    #expect(check.status == 65)
    let lines = check.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(check)")
    #expect(lines.first?.contains(message) == true, "\(check)")
    #expect(lines.last == "\(path): 1 problem")
    let run = try runMediactl("--catalog", path, "play Teardrop")
    #expect(run.status == 65)
    #expect(run.stderr.contains(message), "\(run)")
    #expect(!run.stderr.contains("which is not an item"))
  }

  /// Documented ranges: popularity 0…100, rating 0…5, durations not negative, regions ISO codes.
  @Test func valuesOutOfRangeAreProblems() throws {
    let path = TestPaths.relativeFixture("bad/catalog-values-out-of-range.json")
    let check = try runMediactl("catalog", "check", path)
    #expect(check.status == 65)
    for expected in [
      "'items[2].popularity' must be from 0 to 100, found 101", "'items[3].rating' must be from 0 to 5, found 6",
      "'items[4].duration' must be from 0 to 31536000, found -5",
      "'items[5].requires.regions[0]' must be a two-letter country code (ISO 3166-1, e.g. US), found 'USA'",
      "\(path): 4 problems",
    ] {
      #expect(check.stderr.contains(expected), "\(check)")
    }
    let run = try runMediactl("--catalog", path, "play Teardrop")
    #expect(run.status == 65)
    #expect(run.stderr.contains("(and 3 more problems: mediactl catalog check \(path))"), "\(run)")
  }

  // MARK: - State bound to its catalog

  @Test func stateKeepsTheCatalogItWasRecordedWith() throws {
    let dir = try WrongAnswersEndToEndTests.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let state = dir.appendingPathComponent("s.json").path
    _ = try runMediactl("--catalog", Self.tied, "--state", state, "play Teardrop")
    let show = try runMediactl("state", "show", "--state", state)
    #expect(show.status == 0, "\(show)")
    #expect(show.stdout.contains("now         song-teardrop “Teardrop” by Massive Attack · playing"), "\(show)")
    let mixed = try runMediactl("--catalog", "Catalogs/MyApp.json", "--state", state, "play Radiolab")
    #expect(mixed.status == 65)
    #expect(mixed.stderr.hasPrefix("\(state): error: was recorded with the catalog '"), "\(mixed)")
    #expect(mixed.stderr.contains("mediactl state reset --state \(state) --catalog Catalogs/MyApp.json"))
    #expect(mixed.stdout == "")
  }

  @Test func stateNamingItemsTheCatalogLacksIsAnError() throws {
    let dir = try WrongAnswersEndToEndTests.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let state = dir.appendingPathComponent("s.json")
    try #"{"formatVersion": 1, "catalog": "built-in Catalogs/ControlAudio.json", "nowPlaying": "nope-1", "elapsed": 0}"#
      .write(to: state, atomically: true, encoding: .utf8)
    let run = try runMediactl("--state", state.path, "skip forward 30 seconds")
    #expect(run.status == 65)
    #expect(run.stderr.contains("'nowPlaying' names 'nope-1', which is not an item"), "\(run)")
    try #"{"formatVersion": 1, "catalog": "built-in Catalogs/ControlAudio.json", "elapsed": -1e300, "playbackRate": 1e308}"#
      .write(to: state, atomically: true, encoding: .utf8)
    let negative = try runMediactl("state", "show", "--state", state.path)
    #expect(negative.status == 65)
    #expect(negative.stderr.contains("'elapsed' must be from 0"), "\(negative)")
  }

  @Test func nowPlayingNoneStopsTheSession() throws {
    let dir = try WrongAnswersEndToEndTests.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let state = dir.appendingPathComponent("s.json").path
    _ = try runMediactl("--state", state, "play Push It")
    let run = try runMediactl("--state", state, "--now-playing", "none", "what song is this")
    #expect(run.stdout.hasSuffix("siri      Nothing is playing on Control Audio right now.\n"), "\(run)")
    let show = try runMediactl("state", "show", "--state", state)
    #expect(show.stdout.contains("now         nothing (stopped)\n"), "\(show)")
    let shell = try runMediactl(
      "shell", "--state", state,
      stdin: "play Push It\n:now-playing none\nwhat song is this\n")
    #expect(shell.stdout.hasSuffix("siri      Nothing is playing on Control Audio right now.\n"), "\(shell)")
  }

  // MARK: - Command line

  @Test(arguments: [
    (["--now-playing", "song-maybe-sometim", "I like this song"], "did you mean 'song-maybe-sometime'?"),
    (["-v"], "unknown option '-v'"),
    (["-x", "play Khalid"], "unknown option '-x'"),
    ([""], "the utterance is empty"),
    (["   "], "the utterance is empty"),
    (["parse", ""], "the utterance is empty"),
    (["--catalog", "--json", "play jazz"], "option '--catalog' needs a value, found the option '--json'"),
    (["--version", "extra"], "unexpected argument 'extra' after --version"),
  ])
  func usageErrors(_ arguments: [String], _ message: String) throws {
    let run = try runMediactl(arguments: arguments)
    #expect(run.status == 64, "\(run)")
    #expect(run.stdout == "")
    #expect(run.stderr.contains(message), "\(run)")
  }

  /// "pause" and "Play" are requests, not misspelt subcommands ("did you mean 'parse'?").
  @Test(arguments: [["pause"], ["Play"], ["--", "pause"], ["Pause."]])
  func oneWordRequestsRun(_ arguments: [String]) throws {
    let run = try runMediactl(arguments: arguments)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("command   "), "\(run)")
  }

  /// Options said before a subcommand keep it a subcommand ("--catalog c.json parse -" was the
  /// utterance "parse -", a not-media reply); "replay" is one only before "-" or a path, and
  /// nothing after "--" is.
  @Test(arguments: [
    (["--json", "parse", "play Hey Jude"], "\"intent\":\"INPlayMediaIntent\""),
    (["--catalog", "Catalogs/ControlAudio.json", "parse", "-"], "\"mediaName\":\"Hey Jude\""),
    (["--json", "replay", "this", "song"], "\"utterance\": \"replay this song\""),
    (["--json", "--", "parse", "this"], "\"notMediaRequest\": true"),
  ])
  func subcommandsAfterOptions(_ arguments: [String], _ expected: String) throws {
    let run = try runMediactl(arguments: arguments, stdin: "play Hey Jude\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains(expected), "\(run)")
  }

  /// A replay line under `@now-playing` of an unknown id fails with that error instead of
  /// running as if nothing played.
  @Test func replayRefusesAnUnknownNowPlayingId() throws {
    let dir = try WrongAnswersEndToEndTests.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("np.utterances")
    try "@now-playing does-not-exist\nwhat song is this\n".write(to: file, atomically: true, encoding: .utf8)
    let run = try runMediactl("replay", file.path)
    #expect(run.status != 0, "\(run)")
    #expect(run.stdout.contains("@now-playing names no item 'does-not-exist'"), "\(run)")
    #expect(run.stdout.contains("1 utterance in 1 file, 0 expectations"), "\(run)")
  }

  /// JSON intents: Xcode's Objective-C spelling of an enum is read; a frame of two kinds is
  /// refused by name.
  @Test func jsonIntentSpellingsAndFrames() throws {
    let objc = try runMediactl(
      "--intent", "-", stdin: #"{"intent": "INPlayMediaIntent", "mediaSearch": {"mediaType": "INMediaItemTypeSong", "mediaName": "Push It"}}"#)
    #expect(objc.status == 0, "\(objc)")
    #expect(objc.stdout.contains("search    mediaType song · mediaName “Push It”"), "\(objc)")
    let both = try runMediactl("--intent", "-", stdin: #"{"intent": "INPlayMediaIntent", "command": "pauseCommand"}"#)
    #expect(both.status == 65)
    #expect(both.stderr.contains("a request is one of 'intent', 'command', 'nowPlayingQuestion' or 'systemRequest', not several; found 'intent' and 'command'"), "\(both)")
  }

  /// A backslash before a tab or a non-ASCII byte is named by the byte, not shown as '\\t' or 'ð'.
  @Test(arguments: [("[\"\\\t\"]", "0x09"), ("[\"\\\u{E5}\"]", "0xC3")])
  func invalidEscapesNameTheByte(_ json: String, _ byte: String) throws {
    let run = try runMediactl("--intent", "-", stdin: json)
    #expect(run.status == 65)
    #expect(run.stderr.contains("invalid escape '\\' followed by byte \(byte)"), "\(run)")
  }

  @Test func shellVocabularySaysWhatTheFileAdded() throws {
    let run = try runMediactl("shell", stdin: ":vocabulary Catalogs/ControlAudio.vocabulary.json\n")
    #expect(run.stdout.hasPrefix("vocabulary Catalogs/ControlAudio.vocabulary.json: "), "\(run)")
    #expect(run.stdout.contains(" strings added\n") || run.stdout.contains(" string added\n"), "\(run)")
    #expect(!run.stdout.contains("items"), "\(run)")
  }

  @Test func stateShowOfAMissingFileIsNoInput() throws {
    let run = try runMediactl("state", "show", "--state", "/nonexistent-mediactl-dir/s.json")
    #expect(run.status == 66, "\(run)")
    #expect(run.stderr.hasPrefix("/nonexistent-mediactl-dir/s.json: error: no such state file"), "\(run)")
  }

  /// Six requests: the five latest are listed and the line before says one more came earlier.
  @Test func stateShowCountsTheEarlierHistory() throws {
    let dir = try WrongAnswersEndToEndTests.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let state = dir.appendingPathComponent("s.json").path
    for utterance in ["play Push It", "next", "next", "pause", "play", "what song is this"] {
      _ = try runMediactl("--state", state, utterance)
    }
    let show = try runMediactl("state", "show", "--state", state)
    #expect(show.stdout.contains("history     6 requests\n            … 1 earlier\n"), "\(show)")
  }

  @Test func referenceOfTheWrongTypeSaysAnAlbum() throws {
    let dir = try WrongAnswersEndToEndTests.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let catalog = dir.appendingPathComponent("c.json")
    try #"""
      {"formatVersion": 1, "app": {"name": "A", "supportedMediaCategories": ["music"]},
       "items": [{"identifier": "album-x", "type": "album", "title": "X"},
                 {"identifier": "song-y", "type": "song", "title": "Y", "artistIdentifier": "album-x"}]}
      """#.write(to: catalog, atomically: true, encoding: .utf8)
    let run = try runMediactl("catalog", "check", catalog.path)
    #expect(run.stderr.contains("names 'album-x', an album; expected artist"), "\(run)")
  }

  @Test func catalogCheckSummaryEscapesThePath() throws {
    let dir = try WrongAnswersEndToEndTests.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let catalog = dir.appendingPathComponent("bad\u{1B}[31m.json")
    try #"{"formatVersion": 1}"#.write(to: catalog, atomically: true, encoding: .utf8)
    let run = try runMediactl("catalog", "check", catalog.path)
    #expect(run.status == 65)
    #expect(!run.stderr.unicodeScalars.contains("\u{1B}"), "\(run)")
    #expect(run.stderr.contains("bad\\u{1B}[31m.json: 2 problems"), "\(run)")
  }

  @Test func shellRefusesAnUnknownLocale() throws {
    let run = try runMediactl("shell", stdin: ":locale xx\n")
    #expect(run.stderr.contains("unsupported locale 'xx'"), "\(run)")
  }

  /// After `--`, a dash word is said, not an option.
  @Test func aDashWordAfterDoubleDashIsSaid() throws {
    let run = try runMediactl("--", "-v")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("heard     “-v”\n"))
  }

  /// "-", "''", a zero-width space: nothing to match, so nothing is played.
  @Test(arguments: ["play -", "play ''", "play \u{200B}"])
  func aNameWithNothingToMatchFindsNothing(_ utterance: String) throws {
    let run = try runMediactl(utterance)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("resolve   unsupported() — nothing matched\n"), "\(run)")
  }

  // MARK: - Terminal safety

  @Test func controlCharactersAreEscapedInTextOutput() throws {
    let run = try runMediactl("play \u{1B}[31mRED\u{1B}[0m song\u{07} \u{202E}evil")
    #expect(run.status == 0, "\(run)")
    #expect(!run.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" })
    #expect(run.stdout.contains("heard     “play \\u{1B}[31mRED\\u{1B}[0m song\\u{7} \\u{202E}evil”\n"), "\(run)")
  }

  @Test func controlCharactersInCatalogTitlesAreEscaped() throws {
    let dir = try WrongAnswersEndToEndTests.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let catalog = dir.appendingPathComponent("ansi.json")
    try #"""
      {"formatVersion": 1, "app": {"name": "Evil", "supportedMediaCategories": ["music"]},
       "items": [{"identifier": "song-evil", "type": "song", "title": "Evil \u001b[31mRED\u001b[0m \u0007 Title\nSecond line"}]}
      """#.write(to: catalog, atomically: true, encoding: .utf8)
    let run = try runMediactl("--catalog", catalog.path, "play Evil")
    #expect(run.status == 0, "\(run)")
    #expect(!run.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
    #expect(run.stdout.hasSuffix("siri      Here's 'Evil \\u{1B}[31mRED\\u{1B}[0m \\u{7} Title\\nSecond line' from Evil.\n"), "\(run)")
  }
}
