import Testing

@testable import MediaCtlKit

/// Every report format escapes through one loop with its own table: what each format makes
/// of the characters that would break it (quotes, markup, line breaks, control characters).
struct EscapingTests {
  static let text = "a\"b\\c<d>&'e\nf\tg\u{1}h\u{7F}i\u{85}j é"

  @Test(arguments: [
    ("json", "\"a\\\"b\\\\c<d>&'e\\nf\\tg\\u0001h\u{7F}i\u{85}j é\""),
    ("xml", "a&quot;b\\c&lt;d&gt;&amp;&apos;e\nf\tg h\u{7F}i\u{85}j é"),
    ("html", "a&quot;b\\c&lt;d&gt;&amp;&#39;e\nf\tg\u{FFFD}h\u{FFFD}i\u{FFFD}j é"),
    ("yaml", "\"a\\\"b\\\\c<d>&'e\\nf\\tg\\x01h\\x7Fi\u{85}j é\""),
  ])
  func eachFormatEscapesByItsTable(format: String, expected: String) {
    let escaped: String
    switch format {
    case "json":
      var out = ""
      JSONOutput.writeString(Self.text, to: &out)
      escaped = out
    case "xml": escaped = ReplayReport.xml(Self.text)
    case "html": escaped = HTMLText.html(Self.text)
    default: escaped = TAPReportSink.yaml(Self.text)
    }
    #expect(escaped == expected)
  }

  @Test func textWithNothingToEscapeIsKept() {
    let plain = "Play “Maybe Sometime” by 王菲 🎵"
    #expect(ReplayReport.xml(plain) == plain)
    #expect(HTMLText.html(plain) == plain)
    #expect(TAPReportSink.yaml(plain) == "\"" + plain + "\"")
  }
}
