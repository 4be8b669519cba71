import Foundation
import Testing

@testable import MediaCtlKit

/// `mediactl bench` checks every answer it times: the requests with no name get the answer
/// their constraints and sort order call for, and real speech is measured per file.
struct BenchmarkTests {
  @Test func requestsWithNoNameAreMeasuredPathByPathWithTheirAnswersChecked() throws {
    let speech = [Benchmark.SpeechSet(name: "tiny", texts: ["play some jazz", "add this song to my road trip playlist", "play Yo Ho from the new york pops"])]
    let result = try Benchmark.measure(size: 3000, utterances: 90, seed: 3, speech: speech)
    #expect(result.wrong == [])
    #expect(result.constraintOnly.map(\.path) == ["decade", "genre+sort", "type+sort", "mood"])
    #expect(result.constraintOnly.allSatisfy { $0.checked == 100 })
    #expect(result.speech.map(\.name) == ["tiny"])
    #expect(result.speech.first?.utterances == 3)
    #expect((result.speech.first?.replayUtterancesPerSecond ?? 0) > 0)
    let table = BenchmarkReport.table([result])
    #expect(table.contains("requests with no name"))
    #expect(table.contains("tiny"))
  }

  /// Each constraint-only case states an answer that the catalog's own fields decide.
  @Test func constraintOnlyCasesExpectWhatTheCatalogSays() {
    let synthetic = SyntheticCatalog(count: 3000, seed: 3)
    let cases = BenchmarkCase.makeConstraintOnly(from: synthetic, count: 40)
    #expect(Set(cases.map(\.path)) == Set(BenchmarkCase.Path.constraintOnly))
    let byID = Dictionary(uniqueKeysWithValues: synthetic.entries.map { ($0.identifier, $0) })
    for c in cases where c.utterance.hasPrefix("play the newest song from the") {
      let dates = c.expected.compactMap { byID[$0]?.releaseDate }
      #expect(Set(dates).count == 1, "\(c.utterance)")
      let newest = synthetic.entries.filter { $0.type == .song && (c.years?.contains(Int($0.releaseDate.prefix(4)) ?? 0) ?? false) }.map(\.releaseDate).max()
      #expect(dates.first == newest)
    }
  }

  @Test func speechFilesAreReadAsReplayFiles() throws {
    let scratch = try TemporaryDirectory("mediactl-speech")
    defer { scratch.remove() }
    let folder = scratch.url
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Benchmarks"), withIntermediateDirectories: true)
    try "# a comment\nplay some jazz\n\nplay Push It\n".write(to: folder.appendingPathComponent("Benchmarks/b.txt"), atomically: true, encoding: .utf8)
    try "play x\n".write(to: folder.appendingPathComponent("Benchmarks/a.txt"), atomically: true, encoding: .utf8)
    let paths = Benchmark.defaultSpeechPaths(in: folder.path)
    #expect(paths.map { ($0 as NSString).lastPathComponent } == ["a.txt", "b.txt"])
    let sets = try Benchmark.speechSets(paths)
    #expect(sets.map(\.name) == ["a", "b"])
    #expect(sets.last?.texts == ["play some jazz", "play Push It"])
    #expect(Benchmark.defaultSpeechPaths(in: folder.appendingPathComponent("Benchmarks").path) == [])
  }
}
