import Foundation
import Testing

@testable import MediaCtlKit

/// What replay prints and records reads the way the README names things: a command is recorded
/// as `command:`, a question as `question:`, and an utterance that could not run shows its
/// located error once ("file:line:col: error: …", not "error: file: error: …").
struct ReplayWordingEndToEndTests {
  typealias Scratch = DataSafetyEndToEndTests.Scratch

  @Test func recordPinsCommandsAndQuestionsByTheirOwnField() throws {
    let s = try Scratch()
    try s.write("a.utterances", "@catalog MyApp.json\nnext\nwhat song is this\nplay Stuff You Should Know\n")
    let run = try s.run("replay", "a.utterances", "--record")
    #expect(run.status == 0, "\(run)")
    let text = try s.read("a.utterances")
    #expect(text.contains("next\n  command: nextTrackCommand\n"), "\(text)")
    #expect(text.contains("what song is this\n  question: title\n"), "\(text)")
    #expect(text.contains("play Stuff You Should Know\n  intent: INPlayMediaIntent\n"), "\(text)")
    #expect(!text.contains("intent: nextTrackCommand") && !text.contains("intent: question."), "\(text)")
    // What it recorded holds on the next run.
    #expect(try s.run("replay", "a.utterances").status == 0)
  }

  @Test func anUtteranceThatCouldNotRunShowsItsLocatedErrorOnce() throws {
    let s = try Scratch()
    try s.write("dup.json", #"{"formatVersion":1,"app":{"name":"A","supportedMediaCategories":["music"]},"items":[{"identifier":"a","type":"song","title":"A"},{"identifier":"a","type":"song","title":"B"}]}"#)
    try s.write("a.utterances", "@catalog dup.json\nplay A\n")
    let run = try s.run("replay", "a.utterances")
    #expect(run.status == 1, "\(run)")  // a case that could not run fails (66 only for a missing file)
    #expect(run.stdout.contains("a.utterances:2: FAIL “play A”\n    dup.json:1:130: error: duplicate identifier 'a'"), "\(run)")
    #expect(!run.stdout.contains("error: dup.json"), "\(run)")
  }

  /// Five-digit counts keep the accuracy column apart ("12500/12501  100%", not "12500/12501100%").
  @Test func fieldTableKeepsColumnsApartAtFiveDigits() {
    var big = FieldScore()
    big.passed = 12_500
    big.total = 12_501
    var small = FieldScore()
    small.passed = 3
    small.total = 4
    let table = ReplayReport.fieldTable(["code": big, "dialog": small])
    #expect(table == ["  code        12500/12501  100%", "  dialog      3/4          75%"])
  }
}
