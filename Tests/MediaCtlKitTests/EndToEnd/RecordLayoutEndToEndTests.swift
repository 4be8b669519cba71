import Foundation
import Testing

/// `replay --record` keeps a file's bytes: its line ends (CRLF, CR), its byte-order mark and a
/// missing final line end; only the expectation lines whose value changed differ afterwards.
struct RecordLayoutEndToEndTests {
  typealias Scratch = DataSafetyEndToEndTests.Scratch

  struct Layout: Sendable, CustomTestStringConvertible {
    var end: String
    var byteOrderMark: Bool
    var finalEnd: Bool
    var testDescription: String {
      "\(end == "\r\n" ? "CRLF" : end == "\r" ? "CR" : "LF")\(byteOrderMark ? "+BOM" : "")\(finalEnd ? "" : ", no final line end")"
    }

    func apply(_ lfText: String) -> [UInt8] {
      var text = lfText
      if !finalEnd, text.hasSuffix("\n") { text.removeLast() }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: end)
      return (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(lines.utf8)
    }
  }

  static let source = """
    @catalog MyApp.json
    # recorded by QA
    play Stuff You Should Know
      state.nowPlaying: none

    next

    """

  func bytes(_ s: Scratch, _ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: s.url.appendingPathComponent(name)))
  }

  func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] { bytes.split(separator: 0x0A, omittingEmptySubsequences: false) }

  @Test(arguments: [
    Layout(end: "\r\n", byteOrderMark: true, finalEnd: true),
    Layout(end: "\r\n", byteOrderMark: false, finalEnd: false),
    Layout(end: "\r", byteOrderMark: true, finalEnd: true),
    Layout(end: "\n", byteOrderMark: true, finalEnd: false),
  ])
  func recordChangesOnlyTheOutdatedExpectationLine(_ layout: Layout) throws {
    let s = try Scratch()
    // Record once in LF, so the expectations are in the recorder's order.
    try s.write("a.utterances", Self.source)
    #expect(try s.run("replay", "a.utterances", "--record").status == 0)
    let recordedLF = try s.read("a.utterances")
    #expect(recordedLF.contains("  code: handleInApp\n"), "\(recordedLF)")
    let current = layout.apply(recordedLF)
    // The same file in the layout, with one expectation outdated.
    let outdated = layout.apply(recordedLF.replacingOccurrences(of: "  code: handleInApp\n", with: "  code: continueInApp\n"))
    #expect(outdated != current)
    try Data(outdated).write(to: s.url.appendingPathComponent("a.utterances"))

    let run = try s.run("replay", "a.utterances", "--record")
    #expect(run.status == 0, "\(run)")
    let after = try bytes(s, "a.utterances")
    #expect(after == current, "\(String(decoding: after, as: UTF8.self).debugDescription)")
    if layout.end != "\r" {  // CR-only has no LF to split at: the whole-file equality above covers it
      let changed = zip(lines(outdated), lines(after)).filter { $0.0 != $0.1 }
      #expect(lines(outdated).count == lines(after).count)
      #expect(changed.count == 1)
      #expect(changed.first.map { String(decoding: $0.1, as: UTF8.self) } == "  code: handleInApp" + (layout.end == "\r\n" ? "\r" : ""))
    }
  }

  /// Recorded lines added to a CRLF file end with CRLF too, not a bare LF.
  @Test func linesAddedToACRLFFileEndWithCRLF() throws {
    let s = try Scratch()
    try Data(([0xEF, 0xBB, 0xBF] as [UInt8]) + Array("@catalog MyApp.json\r\nplay Stuff You Should Know\r\n".utf8))
      .write(to: s.url.appendingPathComponent("a.utterances"))
    #expect(try s.run("replay", "a.utterances", "--record").status == 0)
    let after = try bytes(s, "a.utterances")
    #expect(after.starts(with: [0xEF, 0xBB, 0xBF, 0x40]))
    let text = String(decoding: after.dropFirst(3), as: UTF8.self)
    #expect(text.contains("\r\n  code: handleInApp\r\n"))
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare LF in \(text.debugDescription)")
    #expect(text.hasSuffix("\r\n"))
  }
}
