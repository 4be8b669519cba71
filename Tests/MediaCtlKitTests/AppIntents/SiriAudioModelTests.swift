import Foundation
import Testing

@testable import MediaCtlKit

/// The spec §6 model: what Siri sends on the App Intents path for each phrasing, table-driven.
struct SiriAudioModelTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var utterance: String
    var schema: String
    var criteria: String
    var attributes = "none"
    var queue = "none"
    var dropped = "none"
    var route = "none"
    var testDescription: String { utterance }
  }

  static let audio: Result<AudioIntentSimulator, any Error> = Result {
    AudioIntentSimulator(simulator: try ParsingFixtures.controlAudio.get())
  }

  static func request(_ utterance: String) throws -> [String: String] {
    let simulator = try audio.get()
    var options = SimulationOptions.untraced
    options.nowPlaying = "song-fading"
    let parsed = simulator.simulator.parser.parse(utterance, tracing: false)
    let run = simulator.run(utterance: utterance, parsed: parsed, options: options, context: options.context(for: simulator.catalog))
    return AudioIntentFields.values(run)
  }

  @Test(arguments: [
    // Spec §6 worked examples.
    Case(utterance: "play Outer Peace by Toro y Moi on shuffle in ControlAudio", schema: "playAudio", criteria: "searchQuery: Outer Peace by Toro y Moi", attributes: "shuffle"),
    Case(utterance: "add this song to my road trip playlist in ControlAudio", schema: "addToPlaylist", criteria: "nowPlaying"),
    Case(utterance: "I don't like this song", schema: "updateAudioAffinity", criteria: "nowPlaying"),
    Case(utterance: "play more like this", schema: "createStation", criteria: "nowPlaying"),
    Case(utterance: "what song is this?", schema: "none", criteria: "none"),
    Case(utterance: "play the newest episode of Stuff You Should Know at 1.5x speed in ControlAudio", schema: "playAudio", criteria: "searchQuery: the newest episode of Stuff You Should Know", dropped: "playbackSpeed=1.5"),
    Case(utterance: "play hip-hop in the living room on ControlAudio", schema: "playAudio", criteria: "searchQuery: hip-hop", route: "living room"),
    Case(utterance: "play something in ControlAudio", schema: "playAudio", criteria: "unspecified"),
    Case(utterance: "play the next episode in ControlAudio", schema: "playAudio", criteria: "searchQuery: the next episode"),
    Case(utterance: "在 ControlAudio 中播放周杰伦的夜曲", schema: "playAudio", criteria: "searchQuery: 周杰伦的夜曲"),
    Case(utterance: "play ControlAudio", schema: "playAudio", criteria: "unspecified"),
    Case(utterance: "play Khalid next in ControlAudio", schema: "playAudio", criteria: "searchQuery: Khalid", queue: "next"),
    Case(utterance: "play my workout playlist on repeat in ControlAudio", schema: "playAudio", criteria: "searchQuery: my workout playlist", attributes: "repeat"),
    Case(utterance: "add this song to my library in ControlAudio", schema: "addToLibrary", criteria: "nowPlaying"),
    Case(utterance: "play https://example.com/ep42.mp3 in ControlAudio", schema: "playAudio", criteria: "url: https://example.com/ep42.mp3"),
    Case(utterance: "put on some '70s punk classics in ControlAudio", schema: "playAudio", criteria: "searchQuery: some '70s punk classics"),
    Case(utterance: "find Billie Eilish in ControlAudio", schema: "searchInApp", criteria: "searchQuery: Billie Eilish"),
    // Phenomena beyond the examples.
    Case(utterance: "play Later by Khalid in ControlAudio", schema: "playAudio", criteria: "searchQuery: Later by Khalid"),
    Case(utterance: "ControlAudio, play Push It at the end of the queue", schema: "playAudio", criteria: "searchQuery: Push It", queue: "tail"),
    Case(utterance: "play the album Outer Peace shuffled and on repeat on the Control Audio app", schema: "playAudio", criteria: "searchQuery: the album Outer Peace", attributes: "shuffle, repeat"),
    Case(utterance: "resume the audiobook Just Kids in ControlAudio", schema: "playAudio", criteria: "searchQuery: the audiobook Just Kids", dropped: "resumePlayback=true"),
    Case(utterance: "play the latest episode of The Daily at 2x speed on the living room speaker in ControlAudio", schema: "playAudio", criteria: "searchQuery: the latest episode of The Daily", dropped: "playbackSpeed=2", route: "living room speaker"),
    Case(utterance: "play Khalid in order in ControlAudio", schema: "playAudio", criteria: "searchQuery: Khalid", dropped: "playShuffled=false"),
    Case(utterance: "Tell ControlAudio that I love pop music", schema: "updateAudioAffinity", criteria: "searchQuery: pop music"),
    Case(utterance: "remove my like from this song", schema: "updateAudioAffinity", criteria: "nowPlaying"),
    Case(utterance: "follow Song Exploder in ControlAudio", schema: "addToLibrary", criteria: "searchQuery: Song Exploder"),
    Case(utterance: "hey Siri, play anything in ControlAudio please", schema: "playAudio", criteria: "unspecified"),
    Case(utterance: "pause", schema: "none", criteria: "none"),
    Case(utterance: "在 ControlAudio 里随机播放周杰伦的歌", schema: "playAudio", criteria: "searchQuery: 周杰伦的歌", attributes: "shuffle"),
    Case(utterance: "接下来在 ControlAudio 中播放夜曲", schema: "playAudio", criteria: "searchQuery: 夜曲", queue: "next"),
    Case(utterance: "在客厅用 ControlAudio 播放夜曲", schema: "playAudio", criteria: "searchQuery: 夜曲", route: "客厅"),
    Case(utterance: "用 ControlAudio 以两倍速播放三体", schema: "playAudio", criteria: "searchQuery: 三体", dropped: "playbackSpeed=2"),
    Case(utterance: "在 ControlAudio 中播放一些音乐", schema: "playAudio", criteria: "unspecified"),
    Case(utterance: "我不喜欢这首歌", schema: "updateAudioAffinity", criteria: "nowPlaying"),
  ])
  func siriSends(_ c: Case) throws {
    let v = try Self.request(c.utterance)
    #expect(v["schema"] == c.schema)
    #expect(v["criteria"] == c.criteria)
    #expect(v["playbackAttributes"] == c.attributes)
    #expect(v["queueLocation"] == c.queue)
    #expect(v["dropped"] == c.dropped)
    #expect(v["route"] == c.route)
  }

  @Test func affinityStatesFollowTheVerb() throws {
    #expect(try Self.request("I like this song")["affinityState"] == "like")
    #expect(try Self.request("I don't like this song")["affinityState"] == "dislike")
    #expect(try Self.request("remove my like from this song")["affinityState"] == "unset")
  }

  @Test func addToPlaylistCarriesThePlaylistName() throws {
    // The parser reads the catalog's playlist name; the entity query then finds the entity.
    #expect(try Self.request("add this song to my road trip playlist in ControlAudio")["playlist"] == "Road Trip")
    #expect(try Self.request("add this song to my birthday party playlist in ControlAudio")["playlist"] == "birthday party")
  }
}
