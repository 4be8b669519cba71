import Foundation
import Testing

@testable import MediaCtlKit

/// A session moves with each request, in process (the replay file Utterances/session.utterances
/// checks the same through the command line).
struct SessionTests {
  let simulator: Simulator

  init() throws {
    simulator = Simulator(catalog: try DefaultCatalog.load())
  }

  @Test func scriptedSessionMovesStateAndSaysSo() {
    var state = SessionState(catalog: simulator.catalog)
    let options = SimulationOptions()
    func say(_ utterance: String) -> SimulationResult {
      simulator.run(utterance: utterance, options: options, state: &state)
    }
    var r = say("play the album Outer Peace")
    #expect(r.response == .play(.handleInApp))
    #expect(state.nowPlaying == "song-fading")
    #expect(state.playbackState == .playing)

    r = say("play Push It next")
    #expect(state.nowPlaying == "song-fading")
    #expect(state.queue.first == "song-push-it")

    r = say("skip forward 30 seconds")
    #expect(r.dialog.text == "Skipping ahead 30 seconds.")
    #expect(state.elapsed == 30)

    r = say("I like this song")
    #expect(r.dialog.text == "OK, I'll remember that you like 'Fading' by Toro y Moi on Control Audio.")
    #expect(state.likes == ["song-fading"])

    r = say("add this to my road trip playlist")
    #expect(r.dialog.text == "OK, I added 'Fading' by Toro y Moi to your 'Road Trip' playlist.")
    #expect(state.playlists["playlist-road-trip"]?.last == "song-fading")

    r = say("what song is this?")
    #expect(r.answer == "Fading")
    #expect(r.dialog.text == "This is 'Fading' by Toro y Moi.")

    #expect(state.history.count == 6)
    #expect(state.history.map(\.outcome) == ["handleInApp", "handleInApp", "success", "success", "success", "answered"])
  }

  /// A run that records no history (a replay's) moves the session exactly as one that does,
  /// request after request, and keeps no history.
  @Test func aSessionWithoutHistoryMovesTheSameWay() {
    var recorded = SessionState(catalog: simulator.catalog)
    var unrecorded = recorded
    var quiet = SimulationOptions()
    quiet.recordsHistory = false
    for utterance in [
      "play the album Outer Peace", "play Push It next", "skip forward 30 seconds", "I like this song",
      "add this to my road trip playlist", "what song is this?", "next track", "shuffle", "play Khalid",
    ] {
      let a = simulator.run(utterance: utterance, options: SimulationOptions(), state: &recorded)
      let b = simulator.run(utterance: utterance, options: quiet, state: &unrecorded)
      #expect(a.dialog == b.dialog, "\(utterance)")
      var withoutHistory = recorded
      withoutHistory.history = []
      #expect(withoutHistory == unrecorded, "\(utterance)")
    }
    #expect(recorded.history.count == 9)
    #expect(unrecorded.history.isEmpty)
  }

  @Test func nextAndPreviousWalkTheQueueAndRepeatAllWraps() {
    var state = SessionState(catalog: simulator.catalog)
    _ = simulator.run(utterance: "play the album Outer Peace", options: SimulationOptions(), state: &state)
    let album = [state.nowPlaying ?? ""] + state.queue
    for _ in 1..<album.count { _ = simulator.run(utterance: "next track", options: SimulationOptions(), state: &state) }
    #expect(state.nowPlaying == album.last)
    _ = simulator.run(utterance: "turn on repeat", options: SimulationOptions(), state: &state)
    _ = simulator.run(utterance: "next track", options: SimulationOptions(), state: &state)
    #expect(state.nowPlaying == album.first, "repeat all starts the album again")
    _ = simulator.run(utterance: "previous track", options: SimulationOptions(), state: &state)
    #expect(state.nowPlaying == album.last)
  }

  @Test func unsupportedRequestsLeaveTheStateAlone() {
    var state = SessionState(catalog: simulator.catalog)
    let before = state
    var options = SimulationOptions()
    options.noSubscription = true
    let r = simulator.run(utterance: "play Espresso", options: options, state: &state)
    #expect(r.response == nil)
    #expect(state.nowPlaying == before.nowPlaying)
    #expect(state.queue == before.queue)
    #expect(state.history.last?.outcome == "unsupported(subscriptionRequired)")
  }

  /// "Resume X" after listening to something else: the item of X the session left last, from
  /// where it was left; the positions survive the state file.
  @Test func resumingContinuesWhereTheSessionLeftOff() throws {
    let simulator = Simulator(catalog: SampleCatalogs.myApp)
    var state = SessionState(catalog: simulator.catalog)
    func say(_ utterance: String) -> SimulationResult {
      simulator.run(utterance: utterance, options: SimulationOptions(), state: &state)
    }
    _ = say("play Planet Money")
    let episode = try #require(state.nowPlaying)
    #expect(episode.hasPrefix("episode-planet-money-"))
    _ = say("skip forward 90 seconds")
    _ = say("play Stuff You Should Know")
    #expect(state.leftOff.first == PlaybackPosition(identifier: episode, elapsed: 90))
    let resumed = say("resume Planet Money")
    #expect(ExpectedResolution(resumed.resolution?.mediaItems) == .first(episode), "\(resumed.resolution?.notes ?? [])")
    #expect(resumed.resolution?.notes.last?.hasSuffix("played last, left at 1:30") == true, "\(resumed.resolution?.notes ?? [])")
    #expect(state.nowPlaying == episode)
    #expect(state.elapsed == 90)
    // Without "resume", the same show starts from the top.
    _ = say("play Stuff You Should Know")
    _ = say("play Planet Money")
    #expect(state.elapsed == 0)
    // An audiobook left part-way is itself resumed from there.
    _ = say("play the audiobook Becoming")
    let book = try #require(state.nowPlaying)
    _ = say("skip forward 30 seconds")
    _ = say("play Planet Money")
    let again = say("resume the audiobook Becoming")
    #expect(again.resolution?.notes.last?.hasSuffix("where it was left, at 0:30") == true, "\(again.resolution?.notes ?? [])")
    #expect(state.nowPlaying == book)
    #expect(state.elapsed == 30)
    _ = say("play Stuff You Should Know")
    _ = say("play Planet Money")
    let decoded = try SessionState.decode(bytes: Array(state.json.pretty.utf8), file: "s.json", catalog: simulator.catalog)
    #expect(decoded == state)
    #expect(decoded.leftOff.dropFirst().first == PlaybackPosition(identifier: book, elapsed: 30), "\(decoded.leftOff)")
  }

  /// A `leftOff` that names what the catalog lacks, has a position out of range, a key it
  /// does not know or more entries than are kept is a located error, never a guess.
  @Test(arguments: [
    (#"[{"identifier": "nope", "elapsed": 1}]"#, "s.json:1:13: error: 'leftOff' names 'nope', which is not an item"),
    (#"[{"identifier": "song-push-it", "elapsed": -1}]"#, "s.json:1:56: error: 'leftOff[0].elapsed' must be from 0"),
    (#"[{"identifier": "song-push-it", "elapsd": 1}]"#, "s.json:1:45: error: unknown key 'leftOff[0].elapsd'"),
    ("[" + Array(repeating: #"{"identifier": "song-push-it"}"#, count: 101).joined(separator: ",") + "]", "s.json:1:13: error: 'leftOff' holds at most 100 items, found 101"),
  ])
  func aBadLeftOffIsALocatedError(_ leftOff: String, _ expected: String) {
    let text = #"{"leftOff": "# + leftOff + "}"
    do {
      _ = try SessionState.decode(bytes: Array(text.utf8), file: "s.json", catalog: simulator.catalog)
      Issue.record("decoded \(text)")
    } catch {
      #expect(error.description.hasPrefix(expected), "\(error.description)")
    }
  }

  @Test func stateRoundTripsThroughItsFile() throws {
    var state = SessionState(catalog: simulator.catalog)
    _ = simulator.run(utterance: "play Push It on repeat", options: SimulationOptions(), state: &state)
    _ = simulator.run(utterance: "I like this song", options: SimulationOptions(), state: &state)
    let text = state.json.pretty
    let decoded = try SessionState.decode(bytes: Array(text.utf8), file: "state.json", catalog: simulator.catalog)
    #expect(decoded == state)
  }

  /// Playing a show queues its episodes newest first; with the index they are found by lookup,
  /// and the answer is the one reading the whole catalog gives.
  @Test func playingAShowQueuesItsEpisodesNewestFirst() {
    let state = SessionState(catalog: simulator.catalog)
    let daily = state.tracks(of: "show-the-daily", catalog: simulator.catalog, index: simulator.index)
    #expect(daily.first == "episode-the-daily-2024-05-19")
    #expect(daily.count == 5)
    for show in simulator.catalog.items where show.type == .podcastShow {
      let looked = state.tracks(of: show.identifier, catalog: simulator.catalog, index: simulator.index)
      #expect(looked == state.tracks(of: show.identifier, catalog: simulator.catalog), "\(show.identifier)")
    }
    var session = SessionState(catalog: simulator.catalog)
    _ = simulator.run(utterance: "play the daily", options: SimulationOptions(), state: &session)
    #expect(session.nowPlaying == "episode-the-daily-2024-05-19")
    #expect(session.queue == Array(daily.dropFirst()))
  }

  /// A playlist that lists itself, or two that list each other, play their songs once each
  /// instead of expanding forever.
  @Test func playlistsThatListEachOtherPlayTheirSongsOnce() throws {
    let app = AppDescription(name: "Loops", supportedMediaCategories: [.music])
    let catalog = Catalog(
      app: app,
      items: [
        CatalogItem(identifier: "song-a", type: .song, title: "Alpha"),
        CatalogItem(identifier: "song-b", type: .song, title: "Bravo"),
        CatalogItem(identifier: "playlist-one", type: .playlist, title: "One", items: ["song-a", "playlist-one", "playlist-two"]),
        CatalogItem(identifier: "playlist-two", type: .playlist, title: "Two", items: ["song-b", "playlist-one"]),
      ])
    let state = SessionState(catalog: catalog)
    #expect(state.tracks(of: "playlist-one", catalog: catalog) == ["song-a", "song-b"])
    #expect(state.tracks(of: "playlist-two", catalog: catalog) == ["song-b", "song-a"])
  }
}
