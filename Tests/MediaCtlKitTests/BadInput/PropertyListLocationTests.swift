import Foundation
import Testing

@testable import MediaCtlKit

/// A property-list vocabulary file that cannot be used is one located error line (65): the
/// line and column of the element at fault in an XML plist, the byte offset in a binary one.
struct PropertyListLocationTests {
  static let good = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>ParameterVocabularies</key>
      <array>
        <dict>
          <key>ParameterNames</key>
          <array><string>INPlayMediaIntent.playlistTitle</string></array>
          <key>ParameterVocabulary</key>
          <array>
            <dict>
              <key>VocabularyItemIdentifier</key>
              <string>road trip</string>
            </dict>
          </array>
        </dict>
      </array>
    </dict>
    </plist>

    """

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// The error line after `FILE:`.
    var error: String
    var testDescription: String { name }
  }

  static func edit(_ from: String, _ to: String) -> String { good.replacingOccurrences(of: from, with: to) }

  @Test(arguments: [
    Case(
      name: "close tag that does not match", text: edit("road trip</string>", "road trip</strin>"),
      error: "14:28: error: not a readable property list: '</strin>' does not close '<string>' (opened at 14:11)"),
    Case(
      name: "a bare ampersand", text: edit("road trip", "road & trip"),
      error: "14:24: error: not a readable property list: '&' starts no entity (write '&amp;' for a literal '&')"),
    Case(
      name: "unknown element", text: edit("<string>road trip</string>", "<strng>road trip</strng>"),
      error: "14:11: error: not a readable property list: unknown element '<strng>'; a property list has array, data, date, dict, false, integer, key, plist, real, string, true"),
    Case(
      name: "file ends inside an element", text: good.components(separatedBy: "    <key>ParameterNames")[0],
      error: "8:3: error: not a readable property list: the file ends inside '<dict>' (opened at 7:5)"),
    Case(
      name: "unknown parameter name", text: edit("playlistTitle<", "playlistTitel<"),
      error: "9:14: error: unknown parameter name 'INPlayMediaIntent.playlistTitel' at 'ParameterVocabularies[0].ParameterNames[0]'; expected INPlayMediaIntent.playlistTitle, …musicArtistName, …audiobookTitle, …audiobookAuthorName or …showTitle"),
    Case(
      name: "missing identifier", text: edit("<key>VocabularyItemIdentifier</key>", "<key>VocabularyItemIdentifer</key>"),
      error: "12:9: error: missing key 'ParameterVocabularies[0].ParameterVocabulary[0].VocabularyItemIdentifier'"),
    Case(
      name: "identifier of the wrong type", text: edit("<string>road trip</string>", "<integer>7</integer>"),
      error: "14:11: error: 'ParameterVocabularies[0].ParameterVocabulary[0].VocabularyItemIdentifier' must be a non-empty string"),
    Case(
      name: "names not an array", text: edit("<array><string>INPlayMediaIntent.playlistTitle</string></array>", "<string>x</string>"),
      error: "9:7: error: 'ParameterVocabularies[0].ParameterNames' must be an array of strings"),
    Case(
      name: "root not a dictionary",
      text: #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<plist version=\"1.0\">\n  <array/>\n</plist>\n",
      error: "3:3: error: the property list's root must be a dictionary"),
  ])
  func xmlErrorsNameLineAndColumn(_ c: Case) throws {
    let scratch = try ScratchDirectory("plist")
    defer { scratch.remove() }
    let path = try scratch.file("v.plist", c.text)
    let run = try runBounded(["--vocabulary", path, "play Khalid"], timeout: 30)
    #expect(run.status == 65, "\(run)")
    #expect(run.stdout.isEmpty)
    #expect(run.stderrText == "\(path):\(c.error)\n")
  }

  @Test func theGoodFileLoads() throws {
    let scratch = try ScratchDirectory("plist")
    defer { scratch.remove() }
    let path = try scratch.file("v.plist", Self.good)
    let run = try runBounded(["--vocabulary", path, "parse", "play road trip"], timeout: 30)
    #expect(run.status == 0, "\(run)")
  }

  struct BinaryCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var error: String
    var testDescription: String { name }
  }

  /// A valid binary plist of `{"a": "b"}`, edited.
  static let binary: [UInt8] = {
    let data = try? PropertyListSerialization.data(fromPropertyList: ["a": "b"], format: .binary, options: 0)
    return data.map { [UInt8]($0) } ?? []
  }()

  static func binaryEdit(_ at: (Int) -> Int, _ value: UInt8) -> [UInt8] {
    var bytes = binary
    if !bytes.isEmpty { bytes[at(bytes.count)] = value }
    return bytes
  }

  @Test(arguments: [
    BinaryCase(
      name: "truncated", bytes: Array(binary.prefix(13)),
      error: "not a readable binary property list: the file ends before its 32-byte trailer (13 bytes in all) (at byte offset 13)"),
    BinaryCase(
      name: "offset size 0", bytes: binaryEdit({ $0 - 26 }, 0),
      error: "not a readable binary property list: offset size 0 in the trailer; expected 1 to 8 (at byte offset \(binary.count - 26))"),
    BinaryCase(
      name: "top object out of range", bytes: binaryEdit({ $0 - 9 }, 9),
      error: "not a readable binary property list: top object 9 in the trailer; there are 3 objects (at byte offset \(binary.count - 16))"),
    BinaryCase(
      name: "unknown marker", bytes: binaryEdit({ _ in 8 }, 0x7F),
      error: "not a readable binary property list: object 0 has marker byte 0x7F, which is no property-list type (at byte offset 8)"),
  ])
  func binaryErrorsNameAByteOffset(_ c: BinaryCase) throws {
    try #require(!Self.binary.isEmpty)
    let scratch = try ScratchDirectory("bplist")
    defer { scratch.remove() }
    let path = try scratch.file("v.plist", Data(c.bytes))
    let run = try runBounded(["--vocabulary", path, "play Khalid"], timeout: 30)
    #expect(run.status == 65, "\(run)")
    #expect(run.stderrText == "\(path): error: \(c.error)\n")
  }

  /// The locator on its own: a path to a value's start tag, keys with entities, arrays counted.
  @Test func locatorFindsValuesByPath() {
    let xml = "<plist><dict>\n<key>a&amp;b</key>\n<array><true/>\n  <string>x</string></array></dict></plist>"
    let locator = XMLPropertyListLocator(bytes: Array(xml.utf8))
    #expect(locator.location(of: [.key("a&b")]).map { [$0.line, $0.column] } == [3, 1])
    #expect(locator.location(of: [.key("a&b"), .index(1)]).map { [$0.line, $0.column] } == [4, 3])
    #expect(locator.location(of: [.key("a&b"), .index(2)]) == nil)
    #expect(locator.firstProblem == nil)
  }

  /// Lines end at LF, CRLF or a lone CR (as XML reads them); columns count characters.
  @Test(arguments: ["\n", "\r\n", "\r"])
  func locatorCountsEveryLineEndAndCharacters(_ end: String) {
    let xml = ["<plist><dict>", "<key>k</key>", "<string>é</strin>"].joined(separator: end)
    #expect(
      XMLPropertyListLocator(bytes: Array(xml.utf8)).firstProblem
        == .init(line: 3, column: 10, message: "'</strin>' does not close '<string>' (opened at 3:1)"))
  }
}
