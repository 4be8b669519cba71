import Foundation
import Testing

@testable import MediaCtlKit

/// An argument that is not valid UTF-8 is refused (64) with its position and the offset of the
/// first bad byte, instead of running as text with U+FFFD in it.
struct RawArgumentsEndToEndTests {
  struct OffsetCase: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var offset: Int?
    var testDescription: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }
  }

  @Test(arguments: [
    OffsetCase(bytes: Array("play Björk".utf8), offset: nil),
    OffsetCase(bytes: Array("播放周杰伦 🎵".utf8), offset: nil),
    OffsetCase(bytes: [], offset: nil),
    OffsetCase(bytes: [0x70, 0x6C, 0xFF, 0x61], offset: 2),  // a byte that is never UTF-8
    OffsetCase(bytes: [0x61, 0xC3], offset: 1),  // a sequence cut at the end
    OffsetCase(bytes: [0x61, 0x62, 0xC3, 0x28], offset: 2),  // a lead byte without its continuation
    OffsetCase(bytes: [0x80, 0x61], offset: 0),  // a lone continuation byte
    OffsetCase(bytes: [0x61, 0xC0, 0xAF], offset: 1),  // an overlong '/'
    OffsetCase(bytes: [0x61, 0xED, 0xA0, 0x80], offset: 1),  // a UTF-16 surrogate
    OffsetCase(bytes: [0xF4, 0x90, 0x80, 0x80], offset: 0),  // above U+10FFFF
    OffsetCase(bytes: Array("é".utf8) + [0xE9], offset: 2),  // Latin-1 é after a UTF-8 one
  ])
  func firstInvalidByteOffset(_ c: OffsetCase) {
    #expect(RawArguments.firstInvalidByteOffset(c.bytes) == c.offset)
  }

  /// The binary started by /bin/sh with a raw 0xFF byte in its second argument.
  @Test func invalidUTF8ArgumentExits64NamingPositionAndOffset() throws {
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    let run = try runProgram(
      "/bin/sh", ["-c", #"exec "$0" parse "$(printf 'play caf\351 music')""#, binary.path],
      directory: TestPaths.packageRoot.path)
    #expect(run.status == 64)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "error: argument 2 is not valid UTF-8: byte 0xE9 at offset 8; pass text and paths as UTF-8\nsee 'mediactl --help'\n")
  }

  /// The same utterance in UTF-8 runs: only the encoding is refused, not the text.
  @Test func validUTF8ArgumentStillRuns() throws {
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    let run = try runProgram(
      "/bin/sh", ["-c", #"exec "$0" parse "$(printf 'play caf\303\251 music')""#, binary.path],
      directory: TestPaths.packageRoot.path)
    #expect(run.status == 0)
    #expect(run.stdout.contains("\"mediaName\":\"café\""))
  }

  /// A bad path is refused before it is opened, so no file is looked up under a repaired name.
  @Test func invalidUTF8PathIsRefusedBeforeAnythingRuns() throws {
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    let run = try runProgram(
      "/bin/sh", ["-c", #"exec "$0" --catalog "$(printf 'x\377.json')" "play x""#, binary.path],
      directory: TestPaths.packageRoot.path)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("error: argument 2 is not valid UTF-8: byte 0xFF at offset 1;"))
  }
}
