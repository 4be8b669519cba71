import Testing

/// `--help` on every command exits 0 and prints usage; the main, parse and catalog texts are
/// golden files.
struct HelpEndToEndTests {
  @Test(arguments: [
    (["--help"], "help-main"), (["-h"], "help-main"), (["help"], "help-main"),
    (["parse", "--help"], "help-parse"), (["help", "parse"], "help-parse"),
    (["catalog", "--help"], "help-catalog"), (["catalog", "check", "--help"], "help-catalog"),
  ])
  func helpMatchesGolden(_ arguments: [String], _ golden: String) throws {
    let run = try runMediactl(arguments: arguments)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    try expectGolden(run.stdout, named: golden)
  }

  @Test(arguments: [["replay", "--help"], ["shell", "--help"], ["state", "--help"], ["play Khalid", "--help"]])
  func everyCommandHasHelp(_ arguments: [String]) throws {
    let run = try runMediactl(arguments: arguments)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.hasPrefix("Usage:") || run.stdout.hasPrefix("mediactl —"))
  }

  @Test func versionPrintsOneLine() throws {
    let run = try runMediactl("--version")
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("mediactl "))
    #expect(run.stdout.split(separator: "\n").count == 1)
  }
}
