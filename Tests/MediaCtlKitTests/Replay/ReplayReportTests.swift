import Foundation
import Testing

@testable import MediaCtlKit

/// A run with passes, failures on several fields, a case that cannot run, a malformed line,
/// markup and Chinese in utterances, a command and a question; times made deterministic.
private func fixtureRun() -> Replayer.Run {
  let text = """
    play Maybe Sometime by Special Disaster Team
      code: handleInApp
      mediaSearch.mediaType: song
    play Khalid
      intent: INAddMediaIntent
      mediaSearch.mediaType: song
      item: artist-khalid
    play <b>bold</b> & "quoted", with a comma
      intent: INSearchForMediaIntent
    @devise watch
    在 ControlAudio 中播放周杰伦的夜曲
      item: song-ye-qu
    @now-playing song-push-it
    skip forward 30 seconds
      intent: skipForwardCommand
    what song is this
      dialog contains: Push It
    @catalog missing-catalog.json
    play Khalid
      code: handleInApp

    """
  let file = ReplayFileParser.parse(text, path: "fixture/report.utterances")
  var replayer = Replayer(base: ReplaySettings())
  var run = replayer.run([file])
  for i in run.cases.indices { run.cases[i].seconds = Double(run.cases.count - i) / 1000 }
  return run
}

private let fixtureContext = ReplayContext(
  command: "mediactl replay fixture/report.utterances --report html=report.html", catalogs: ["built-in Catalogs/ControlAudio.json, 661 items"])

struct ReplayReportTests {
  @Test func htmlReportStructureIsGolden() throws {
    try expectGolden(ReplayReport.render(.html, fixtureRun(), context: fixtureContext), named: "replay-report-html")
  }

  @Test func csvReportIsGolden() throws {
    try expectGolden(ReplayReport.render(.csv, fixtureRun()), named: "replay-report-csv")
  }

  @Test func tapReportIsGolden() throws {
    try expectGolden(ReplayReport.render(.tap, fixtureRun()), named: "replay-report-tap")
  }

  /// Every failure is an article with its anchor, every off-diagonal matrix cell links to an
  /// anchor on the page, and text from the run never becomes markup.
  @Test func htmlReportLinksResolveAndEscapes() {
    let page = ReplayReport.render(.html, fixtureRun(), context: fixtureContext)
    let run = fixtureRun()
    #expect(page.components(separatedBy: "<article class=\"failure\"").count - 1 == run.failed)
    #expect(page.contains("id=\"count-failed\">\(run.failed)<"))
    #expect(page.contains("id=\"count-malformed\">1<"))
    #expect(!page.contains("<b>bold</b>"))
    #expect(page.contains("play &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;, with a comma"))
    #expect(!page.contains("<script"))
    for piece in page.components(separatedBy: "href=\"#").dropFirst() {
      let anchor = piece.prefix { $0 != "\"" }
      #expect(page.contains("id=\"\(anchor)\""), "no anchor \(anchor)")
    }
    #expect(page.contains("<td class=\"miss\""))
    #expect(page.utf8.count < 200_000)
  }

  @Test(arguments: [
    ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""), ("cr\r\nlf", "\"cr\r\nlf\""),
  ])
  func csvFieldsAreQuotedPerRFC4180(_ field: String, _ expected: String) {
    #expect(CSVReportSink.quoted(field) == expected)
  }

  @Test func htmlEscapesEveryMarkupCharacterAndControls() {
    #expect(HTMLText.html("<a href='x'>&\"\u{7}") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;\u{FFFD}")
  }

  /// `-` is standard output for every report kind (it used to write a file named `-`), and
  /// the text report moves to standard error so the report can be piped.
  @Test(arguments: ReplayReport.Kind.allCases)
  func dashWritesTheReportToStandardOutput(_ kind: ReplayReport.Kind) throws {
    let scratch = try TemporaryDirectory("mediactl-report")
    defer { scratch.remove() }
    let dir = scratch.url
    let file = dir.appendingPathComponent("one.utterances")
    try "play Push It\n  item: song-push-it\n".write(to: file, atomically: true, encoding: .utf8)
    let run = try runMediactl("replay", file.path, "--report", "\(kind.rawValue)=-", directory: dir)
    #expect(run.status == 0, "\(run)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path))
    #expect(run.stderr.hasSuffix("1 passed, 0 failed\n"))
    let first: String = switch kind {
    case .junit: "<?xml"
    case .json: "{"
    case .html: "<!DOCTYPE html>"
    case .csv: "file,line,utterance"
    case .tap: "TAP version 13"
    }
    #expect(run.stdout.hasPrefix(first), "\(run.stdout.prefix(200))")
  }

  /// Done-when of drift: one wrong expectation and one changed dialog against a baseline show
  /// one newly failing and one changed-while-passing utterance in text, JSON and HTML.
  @Test func driftAgainstABaselineInTextJSONAndHTML() throws {
    let scratch = try TemporaryDirectory("mediactl-report")
    defer { scratch.remove() }
    let dir = scratch.url
    let file = dir.appendingPathComponent("drift.utterances")
    try "play Maybe Sometime by Special Disaster Team\n  code: handleInApp\nplay Khalid\n  intent: INPlayMediaIntent\nplay Push It\n  item: song-push-it\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let baseline = dir.appendingPathComponent("old.json").path
    #expect(try runMediactl("replay", file.path, "--report", "json=\(baseline)").status == 0)

    // Only the dialog changes: passing still, exit 0 unless --fail-on-drift.
    try "play Maybe Sometime by Special Disaster Team\n  code: handleInApp\nplay Khalid\n  intent: INPlayMediaIntent\n@device homepod\nplay Push It\n  item: song-push-it\n"
      .write(to: file, atomically: true, encoding: .utf8)
    #expect(try runMediactl("replay", file.path, "--baseline", baseline).status == 0)
    let failing = try runMediactl("replay", file.path, "--baseline", baseline, "--fail-on-drift", "--quiet")
    #expect(failing.status == 1)
    #expect(failing.stdout.contains("0 newly failing, 0 newly passing, 1 changed while passing"))

    try "play Maybe Sometime by Special Disaster Team\n  code: continueInApp\nplay Khalid\n  intent: INPlayMediaIntent\n@device homepod\nplay Push It\n  item: song-push-it\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let json = dir.appendingPathComponent("new.json").path
    let html = dir.appendingPathComponent("new.html").path
    let run = try runMediactl("replay", file.path, "--baseline", baseline, "--report", "json=\(json)", "--report", "html=\(html)")
    #expect(run.status == 1)
    #expect(run.stdout.contains("drift against \(baseline): 1 newly failing, 0 newly passing, 1 changed while passing"))
    #expect(run.stdout.contains("  newly failing: \(file.path):1 “play Maybe Sometime by Special Disaster Team”"))
    #expect(run.stdout.contains("  changed while passing: \(file.path):6 “play Push It”"))
    #expect(run.stdout.contains("      dialog: “Here's 'Push It' by Dukes from Control Audio.” → “'Push It' now playing from your iPhone.”"))
    let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
    let drift = report?["drift"] as? [String: Any]
    #expect(drift?["newlyFailing"] as? Int == 1)
    #expect(drift?["changedWhilePassing"] as? Int == 1)
    #expect((drift?["changedWhilePassingResults"] as? [[String: Any]])?.first?["line"] as? Int == 6)
    let page = try String(contentsOfFile: html, encoding: .utf8)
    #expect(page.contains("id=\"drift-newly-failing\">1<"))
    #expect(page.contains("id=\"drift-changed\">1<"))
    #expect(page.contains("<li class=\"drift-changed\">"))
  }

  @Test func aBaselineThatIsNotAReportIsALocatedError() throws {
    let scratch = try TemporaryDirectory("mediactl-report")
    defer { scratch.remove() }
    let dir = scratch.url
    let bad = dir.appendingPathComponent("bad.json")
    try "{\"results\": [{\"file\": \"x\"}]}".write(to: bad, atomically: true, encoding: .utf8)
    let run = try runMediactl("replay", "Utterances/myapp.utterances", "--baseline", bad.path)
    #expect(run.status == 65)
    #expect(run.stderr.contains("\(bad.path):1:14: error: a result needs 'file', 'utterance' and 'passed'"))
  }

  @Test(arguments: [
    (["--report", "junit=-", "--report", "json=-"], "only one --report can go to standard output"),
    (["--report", "htm=r.html"], "did you mean 'html'?"),
    (["--fail-on-drift"], "--fail-on-drift needs --baseline"),
    (["--report", "csv=a.csv", "--report", "tap=a.csv"], "two reports name the same file 'a.csv'"),
  ])
  func reportOptionMistakesAreUsageErrors(_ options: [String], _ message: String) throws {
    let run = try runMediactl(arguments: ["replay", "Utterances/myapp.utterances"] + options)
    #expect(run.status == 64)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  /// A report that cannot be written fails before the run, and leaves nothing behind.
  @Test func anUnwritableReportFailsFirst() throws {
    let scratch = try TemporaryDirectory("mediactl-report")
    defer { scratch.remove() }
    let dir = scratch.url
    let notAFolder = dir.appendingPathComponent("plain-file")
    try "x".write(to: notAFolder, atomically: true, encoding: .utf8)
    let run = try runMediactl("replay", "Utterances/myapp.utterances", "--report", "html=\(notAFolder.path)/r.html")
    #expect(run.status == 73, "\(run)")
    #expect(run.stderr.contains("\(notAFolder.path)/r.html: error:"), "\(run)")
    #expect(run.stdout.isEmpty)
  }
}
