import Foundation
import Testing

@testable import MediaCtlKit

/// `docs/mediactl.1` is made from the `--help` texts; when help or options change, it must be
/// regenerated.
struct ManPageTests {
  @Test func theManPageMatchesTheHelp() throws {
    let path = TestPaths.packageRoot.appendingPathComponent("docs/mediactl.1").path
    let file = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      file == ManPage.text,
      "docs/mediactl.1 differs from mediactl's --help texts: regenerate it with scripts/generate-man (and commit it)")
  }

  @Test func everyOptionAndCommandHasItsEntry() {
    let page = ManPage.text
    for option in CommandTable.common where !option.forms.isEmpty {
      #expect(page.contains(".TP\n\\fB" + option.forms[0].term.replacingOccurrences(of: "-", with: "\\-")), "\(option.name)")
    }
    for topic in ["parse", "catalog", "replay", "shell", "state", "bench", "completions"] {
      #expect(page.contains(".SS mediactl \(topic)\n"))
    }
    #expect(page.contains(".SH EXIT STATUS"))
    #expect(!page.unicodeScalars.contains { !$0.isASCII }, "non-ASCII is written as \\[uXXXX]")
  }

  @Test func roffSpecialsAreEscaped() {
    #expect(ManPage.roffLine(".start") == "\\&.start")
    #expect(ManPage.escape("a\\b --x", dashes: true) == "a\\eb \\-\\-x")
    #expect(ManPage.roffLine("“x”") == "\\[u201C]x\\[u201D]")
  }
}
