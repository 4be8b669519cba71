import Foundation

/// The process's arguments as the kernel passed them: bytes, not yet text.
///
/// Swift's `CommandLine.arguments` repairs invalid UTF-8 silently (each bad byte becomes
/// U+FFFD), so a title or path mangled by a wrong locale would run as some other text. mediactl
/// reads the raw bytes instead and refuses an argument that is not UTF-8, naming its position
/// (1 is the first argument after `mediactl`, as `$1` in a shell) and the offset of the first
/// bad byte, as a usage error (64).
public enum RawArguments {
  /// The arguments after the program name, decoded; a usage error for the first one that is
  /// not valid UTF-8.
  public static func decode(_ arguments: [[UInt8]]) throws(Diagnostic) -> [String] {
    var decoded: [String] = []
    decoded.reserveCapacity(arguments.count)
    for (index, bytes) in arguments.enumerated() {
      if let offset = firstInvalidByteOffset(bytes) {
        let byte = bytes[offset]
        let hex = String(byte, radix: 16, uppercase: true)
        throw .usage(
          "argument \(index + 1) is not valid UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex) at offset \(offset); "
            + "pass text and paths as UTF-8")
      }
      decoded.append(String(decoding: bytes, as: UTF8.self))
    }
    return decoded
  }

  /// The 0-based offset of the first byte that does not start or continue a valid UTF-8
  /// sequence (overlong forms, surrogates and code points above U+10FFFF are invalid), or nil.
  public static func firstInvalidByteOffset(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .error: return offset
      case .emptyInput: return nil
      }
    }
  }

  /// The bytes of `argv[1...]` as the C runtime holds them.
  public static func processArguments(
    count: Int32, vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> [[UInt8]] {
    guard count > 1 else { return [] }
    var arguments: [[UInt8]] = []
    arguments.reserveCapacity(Int(count) - 1)
    for index in 1..<Int(count) {
      guard let pointer = vector[index] else { break }
      arguments.append(Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))))
    }
    return arguments
  }
}

extension MediaCtl {
  /// `run(arguments:console:terminal:)` on the raw bytes of the arguments: an argument that
  /// is not valid UTF-8 is a usage error (64) before anything runs.
  public static func run(rawArguments: [[UInt8]], console: Console, terminal: Terminal? = nil) -> ExitStatus {
    do {
      return run(arguments: try RawArguments.decode(rawArguments), console: console, terminal: terminal)
    } catch {
      console.writeError(error.description)
      console.writeError("see 'mediactl --help'")
      return error.exitStatus
    }
  }
}
