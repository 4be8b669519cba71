import Foundation

/// Located errors for a property-list vocabulary file: `file:line:column` of the element at
/// fault in an XML plist, the byte offset of the first broken structure in a binary one.
/// Foundation's `PropertyListSerialization` says only that the data "is not in the correct
/// format"; mediactl finds the place itself, and only after Foundation refused the file.
struct PropertyListDiagnostics {
  typealias Path = [XMLPropertyListLocator.PathComponent]

  let bytes: [UInt8]
  let file: String

  var isBinary: Bool { bytes.starts(with: BinaryPropertyListChecker.header) }

  /// The error for a file Foundation could not read.
  func unreadable(_ error: any Error) -> Diagnostic {
    if isBinary {
      if let problem = BinaryPropertyListChecker.firstProblem(bytes) {
        return Diagnostic(
          "not a readable binary property list: \(problem.message) (at byte offset \(problem.offset))", at: .init(file: file))
      }
      return Diagnostic("not a readable binary property list (Foundation: \(Self.reason(error)))", at: .init(file: file))
    }
    if let problem = XMLPropertyListLocator(bytes: bytes).firstProblem {
      return Diagnostic(
        "not a readable property list: \(problem.message)", at: .init(file: file, line: problem.line, column: problem.column))
    }
    if let line = Self.line(in: error) {
      return Diagnostic("not a readable property list (\(Self.reason(error)))", at: .init(file: file, line: line))
    }
    return Diagnostic("not a readable property list (Foundation: \(Self.reason(error)))", at: .init(file: file))
  }

  /// An error about the value at `path`, placed at its start tag in an XML plist (a binary
  /// plist names the path in the message only).
  func error(_ message: String, at path: Path) -> Diagnostic {
    guard !isBinary, let place = XMLPropertyListLocator(bytes: bytes).location(of: path) else {
      return Diagnostic(message, at: .init(file: file))
    }
    return Diagnostic(message, at: .init(file: file, line: place.line, column: place.column))
  }

  /// Foundation's most specific words for the error: its debug description when it has one.
  static func reason(_ error: any Error) -> String {
    let ns = error as NSError
    if let debug = ns.userInfo[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty { return debug }
    return ns.localizedDescription
  }

  /// "… on line 14 …" in Foundation's debug description.
  static func line(in error: any Error) -> Int? {
    let words = reason(error).split(separator: " ")
    for (i, word) in words.enumerated() where word == "line" && i + 1 < words.count {
      if let n = Int(words[i + 1].trimmingCharacters(in: .punctuationCharacters)), n >= 1 { return n }
    }
    return nil
  }
}
