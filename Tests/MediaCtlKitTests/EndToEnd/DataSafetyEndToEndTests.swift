import Foundation
import Testing

/// Files mediactl writes (`--report`, `--record`, `--state`) are never destroyed, never written
/// through a device or FIFO, and follow symbolic links; every write is checked. These run the
/// built binary in a scratch folder, through `/bin/sh` where a redirection is the point.
struct DataSafetyEndToEndTests {
  /// A scratch folder with a copy of `Catalogs/MyApp.json` and a small replay file.
  final class Scratch {
    let url: URL
    var path: String { url.path }

    init() throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("mediactl-safety-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: TestPaths.packageRoot.appendingPathComponent("Catalogs/MyApp.json"), to: url.appendingPathComponent("MyApp.json"))
      try write("a.utterances", "@catalog MyApp.json\nplay Stuff You Should Know\n  code: handleInApp\n")
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ text: String) throws {
      try text.write(to: url.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }

    func read(_ name: String) throws -> String { try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) }

    func mode(_ name: String) throws -> Int {
      (try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path)[.posixPermissions] as? Int) ?? -1
    }

    func type(_ name: String) throws -> FileAttributeType? {
      try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path)[.type] as? FileAttributeType
    }

    func run(_ args: String..., stdin: String? = nil) throws -> Run {
      try runMediactl(arguments: args, stdin: stdin, directory: url)
    }

    /// `script` under `/bin/sh` in the folder, with `$M` the binary.
    func shell(_ script: String) throws -> BoundedRun {
      guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
      return try runBounded(
        ["-c", "M='\(binary.path)'; " + script], directory: url, executable: URL(fileURLWithPath: "/bin/sh"), timeout: 60)
    }
  }

  // MARK: Standard streams

  @Test func fullStandardOutputExits74() throws {
    let s = try Scratch()
    let run = try s.shell("\"$M\" 'play jazz' > /dev/full")
    #expect(run.status == 74, "\(run)")
    #expect(run.stderrText == "error: cannot write to standard output (No space left on device)\n")
  }

  @Test(arguments: ["2>/dev/full", "2>&-"])
  func unwritableStandardErrorIsNoCrash(_ redirection: String) throws {
    let s = try Scratch()
    let usage = try s.shell("\"$M\" --frobnicate \(redirection)")
    #expect(usage.status == 64, "\(usage)")
    let missing = try s.shell("\"$M\" --catalog nothere.json 'play x' \(redirection)")
    #expect(missing.status == 66, "\(missing)")
  }

  @Test func brokenPipeWithSigpipeIgnoredIsAnErrorNotACrash() throws {
    let s = try Scratch()
    let run = try s.shell(
      "trap '' PIPE; yes 'play jazz' | head -n 20000 > in.txt; { \"$M\" parse - < in.txt; echo $? > rc; } | head -n 1 > /dev/null; cat rc")
    #expect(run.stdoutText == "74\n", "\(run)")
    #expect(run.stderrText.contains("error: cannot write to standard output (Broken pipe)\n"), "\(run)")
  }

  // MARK: --report

  @Test func reportIntoMissingFolderCreatesIt() throws {
    let s = try Scratch()
    let run = try s.run("replay", "a.utterances", "--report", "junit=out/sub/junit.xml")
    #expect(run.status == 0, "\(run)")
    #expect(try s.read("out/sub/junit.xml").contains("<testsuites"))
  }

  @Test func reportOntoFIFOIsRefusedBeforeTheRun() throws {
    let s = try Scratch()
    #expect(mkfifo(s.url.appendingPathComponent("fifo").path, 0o644) == 0)
    let run = try s.run("replay", "a.utterances", "--report", "junit=fifo")
    #expect(run.status == 73, "\(run)")
    #expect(run.stdout == "")
    #expect(run.stderr == "fifo: error: is a FIFO, not a regular file; mediactl writes only regular files\n")
    #expect(try s.type("fifo") != .typeRegular)
  }

  @Test func reportThroughSymlinkWritesItsTarget() throws {
    let s = try Scratch()
    try s.write("target.json", "keep\n")
    try FileManager.default.createSymbolicLink(atPath: s.path + "/link.json", withDestinationPath: "target.json")
    let run = try s.run("replay", "a.utterances", "--report", "json=link.json")
    #expect(run.status == 0, "\(run)")
    #expect(try s.type("link.json") == .typeSymbolicLink)
    #expect(try s.read("target.json").hasPrefix("{"))
  }

  // MARK: --record

  @Test func recordKeepsWhatItCannotRecompute() throws {
    let s = try Scratch()
    let hand = [
      "  app: MyApp", "  state.nowPlaying: none", "  dialog contains: Stuff", "  not intent: INAddMediaIntent", "  routing: defaultApp",
    ]
    try s.write("a.utterances", "@catalog MyApp.json\nplay Stuff You Should Know\n  code: continueInApp\n" + hand.joined(separator: "\n") + "\n")
    let run = try s.run("replay", "a.utterances", "--record")
    #expect(run.status == 0, "\(run)")
    let text = try s.read("a.utterances")
    for line in hand { #expect(text.contains(line + "\n"), "\(line) lost:\n\(text)") }
    #expect(text.contains("  code: handleInApp\n"))
    #expect(!text.contains("continueInApp"))
  }

  @Test func recordWithAMissingCatalogLeavesTheFileByteIdentical() throws {
    let s = try Scratch()
    let original = "@catalog nothere.json\nplay Stuff You Should Know\n  code: handleInApp\n  state.likes: none\n"
    try s.write("a.utterances", original)
    let run = try s.run("replay", "a.utterances", "--record")
    #expect(run.status == 66, "\(run)")
    #expect(run.stderr.contains("a.utterances: error: not recorded: 1 utterance could not run"))
    #expect(try s.read("a.utterances") == original)
  }

  @Test func recordAfterAMalformedDirectiveLeavesTheFileByteIdentical() throws {
    let s = try Scratch()
    let original = "@catalog MyApp.json\n@devise homepod\nplay Stuff You Should Know\n  code: handleInApp\n"
    try s.write("a.utterances", original)
    let run = try s.run("replay", "a.utterances", "--record")
    #expect(run.status == 65, "\(run)")
    #expect(try s.read("a.utterances") == original)
  }

  @Test func recordRefusesAReadOnlyFile() throws {
    let s = try Scratch()
    let original = try s.read("a.utterances")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: s.path + "/a.utterances")
    let run = try s.run("replay", "a.utterances", "--record")
    #expect(run.status == 73, "\(run)")
    #expect(run.stderr.contains("a.utterances: error: is read-only (mode 0444); mediactl does not replace it"))
    #expect(try s.read("a.utterances") == original)
    #expect(try s.mode("a.utterances") == 0o444)
  }

  @Test func recordThroughSymlinkRewritesTheTargetAndKeepsItsMode() throws {
    let s = try Scratch()
    try FileManager.default.createDirectory(atPath: s.path + "/real", withIntermediateDirectories: true)
    try s.write("real/t.utterances", "@catalog \(s.path)/MyApp.json\nplay Stuff You Should Know\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: s.path + "/real/t.utterances")
    try FileManager.default.createSymbolicLink(atPath: s.path + "/l.utterances", withDestinationPath: "real/t.utterances")
    let run = try s.run("replay", "real/t.utterances", "--record")
    #expect(run.status == 0, "\(run)")
    let viaLink = try s.shell("\"$M\" replay l.utterances --record >/dev/null; echo rc=$?")
    #expect(viaLink.stdoutText == "rc=0\n", "\(viaLink)")
    #expect(try s.type("l.utterances") == .typeSymbolicLink)
    #expect(try s.read("real/t.utterances").contains("  code: handleInApp\n"))
    #expect(try s.mode("real/t.utterances") == 0o640)
  }

  // MARK: --state

  @Test func stateThroughSymlinkUpdatesTheRealFileAndKeepsAPrivateMode() throws {
    let s = try Scratch()
    #expect(try s.run("--state", "real.json", "play jazz").status == 0)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: s.path + "/real.json")
    try FileManager.default.createSymbolicLink(atPath: s.path + "/link.json", withDestinationPath: "real.json")
    let run = try s.run("--state", "link.json", "next")
    #expect(run.status == 0, "\(run)")
    #expect(try s.type("link.json") == .typeSymbolicLink)
    #expect(try s.read("real.json").contains("next"))
    #expect(try s.mode("real.json") == 0o600)
  }

  @Test func stateOnAFIFOIsRefusedWithoutALockFile() throws {
    let s = try Scratch()
    #expect(mkfifo(s.url.appendingPathComponent("fifo.json").path, 0o644) == 0)
    let run = try s.run("--state", "fifo.json", "play jazz")
    #expect(run.status == 73, "\(run)")
    #expect(!FileManager.default.fileExists(atPath: s.path + "/fifo.json.lock"))
  }

  @Test func staleTemporaryFilesOfDeadWritersAreRemoved() throws {
    let s = try Scratch()
    try s.write(".s.json.mediactl-tmp-999999999", "half")
    try s.write("s.json.tmp-999999998", "half")
    try s.write("s.json.tmp-notapid", "a user's file")
    #expect(try s.run("--state", "s.json", "play jazz").status == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: s.path).filter { $0.contains("tmp") }
    #expect(left == ["s.json.tmp-notapid"])
  }

  // MARK: Reading

  @Test func catalogFIFOFailsAtOnce() throws {
    let s = try Scratch()
    #expect(mkfifo(s.url.appendingPathComponent("fifo").path, 0o644) == 0)
    for args in [["--catalog", "fifo", "play x"], ["--cache", s.path + "/cache", "--catalog", "fifo", "play x"], ["catalog", "check", "fifo"]] {
      let run = try runBounded(args, directory: s.url, timeout: 20)
      #expect(!run.timedOut && run.status == 66, "\(args): \(run)")
      #expect(run.stderrText == "fifo: error: is a FIFO, not a regular file\n", "\(args)")
    }
  }

  @Test func shellCatalogFIFODoesNotHang() throws {
    let s = try Scratch()
    #expect(mkfifo(s.url.appendingPathComponent("fifo").path, 0o644) == 0)
    let run = try runBounded(["shell"], stdin: Data(":catalog fifo\nplay jazz\n".utf8), directory: s.url, timeout: 20)
    #expect(!run.timedOut, "\(run)")
    #expect(run.status == 65, "\(run)")
  }

  @Test func endlessLineOnStandardInputIsBoundedAndCounted() throws {
    let s = try Scratch()
    let long = String(repeating: "a", count: 3_000_000)
    let run = try s.run("parse", "-", stdin: "play jazz\n\(long)\nplay khalid\n")
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1] == #"{"intent":null,"appName":null,"error":"utterance is 3000000 bytes long; mediactl reads at most 10000"}"#)
    #expect(lines[2].contains("khalid"))
  }

  @Test func oversizedIntentOnStandardInputIsALocatedError() throws {
    let s = try Scratch()
    let run = try s.run("--intent", "-", stdin: String(repeating: " ", count: 2 << 20))
    #expect(run.status == 65, "\(run)")
    #expect(run.stderr == "<stdin>: error: input is more than 1048576 bytes; mediactl reads at most 1048576\n")
  }
}
