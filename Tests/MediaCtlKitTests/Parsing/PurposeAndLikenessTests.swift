import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// What the music is for and what it resembles, said around what is asked for: an activity as
  /// its base verb in "songs to X to" and "music to help me X" (a mood, `activityVerbRows`), and
  /// a likeness ("something like X", "songs similar to X") set aside with the name after it read
  /// as usual. Written for this table with invented names; none is a corpus sentence. Built-in
  /// ControlAudio catalog.
  struct PurposeAndLikenessTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var expected: MediaSearch
      var testDescription: String { "“\(utterance)”" }
    }

    static let purposes: [Case] = [
      Case(utterance: "play songs to relax to", expected: MediaSearch(moodNames: ["relax"])),
      Case(utterance: "play something to dance to", expected: MediaSearch(moodNames: ["dance"])),
      Case(utterance: "put on music to fall asleep to", expected: MediaSearch(moodNames: ["fall asleep"])),
      Case(utterance: "play some music to clean the house to", expected: MediaSearch(moodNames: ["clean the house"])),
      Case(utterance: "play music to help me sleep", expected: MediaSearch(moodNames: ["sleep"])),
      Case(utterance: "play something to help me unwind", expected: MediaSearch(moodNames: ["unwind"])),
      // The base verb alone, or before a kind word, is no activity.
      Case(utterance: "play clean songs", expected: MediaSearch(mediaName: "clean")),
      Case(utterance: "play Run to the Harbour", expected: MediaSearch(mediaName: "Run to the Harbour")),
    ]

    static let likenesses: [Case] = [
      Case(utterance: "play something like velvet harrow", expected: MediaSearch(mediaName: "velvet harrow")),
      Case(utterance: "play songs similar to Orrin Vale", expected: MediaSearch(mediaName: "Orrin Vale")),
      Case(utterance: "play some stuff like Orrin Vale", expected: MediaSearch(mediaName: "Orrin Vale")),
      Case(utterance: "play music that sounds like Orrin Vale", expected: MediaSearch(mediaName: "Orrin Vale")),
      Case(utterance: "play music in the style of Orrin Vale", expected: MediaSearch(mediaName: "Orrin Vale")),
      // Not without something asked for before it.
      Case(utterance: "play like a lantern", expected: MediaSearch(mediaName: "like a lantern")),
    ]

    @Test(arguments: purposes + likenesses)
    func parses(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse(c.utterance).request.intent?.mediaSearch == c.expected)
    }
  }
}
