import Foundation

/// Reading the files users name, with the error each failure deserves.
public enum FileInput {
  /// The bytes of a file, or `-` for standard input.
  public static func read(_ path: String, console: Console? = nil) throws(Diagnostic) -> [UInt8] {
    if path == "-" {
      var data = Data()
      while let chunk = try? FileHandle.standardInput.readToEnd(), !chunk.isEmpty { data.append(chunk) }
      return Array(data)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .noInput(path, "no such file")
    }
    if isDirectory.boolValue { throw .noInput(path, "is a directory, expected a file") }
    guard FileManager.default.isReadableFile(atPath: path) else { throw .noInput(path, "permission denied") }
    do {
      return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw .noInput(path, "cannot read (\(error.localizedDescription))")
    }
  }

  /// UTF-8 text of a file; invalid UTF-8 is a data error naming the line.
  public static func readText(_ path: String) throws(Diagnostic) -> String {
    let bytes = try read(path)
    return try decodeUTF8(bytes, file: path)
  }

  public static func decodeUTF8(_ bytes: [UInt8], file: String) throws(Diagnostic) -> String {
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    if let text = String(validating: body, as: UTF8.self) { return text }
    // Find the first bad line for the message.
    var line = 1
    var lineStart = body.startIndex
    for i in body.indices where body[i] == 0x0A {
      if String(validating: body[lineStart..<i], as: UTF8.self) == nil { break }
      line += 1
      lineStart = i + 1
    }
    throw Diagnostic("invalid UTF-8", at: .init(file: file, line: line, column: 1))
  }
}
