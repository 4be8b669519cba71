/// An error a user can act on: where, what, and how the run ends.
///
/// Rendered as one line in the form compilers and CI already parse:
/// `Catalogs/demo.json:3:14: error: unknown mediaType 'albm'; did you mean 'album'?`
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  /// 1-based file position. Nested so it does not clash with Swift Testing's `SourceLocation`.
  public struct Location: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
      self.file = file
      self.line = line
      self.column = column
    }

    public var description: String {
      switch (line, column) {
      case let (line?, column?): "\(file):\(line):\(column)"
      case let (line?, nil): "\(file):\(line)"
      default: file
      }
    }
  }

  public var location: Location?
  /// One line, lowercase, quoting the offending token.
  public var message: String
  public var exitStatus: ExitStatus

  public init(_ message: String, at location: Location? = nil, exitStatus: ExitStatus = .dataError) {
    self.location = location
    self.message = message
    self.exitStatus = exitStatus
  }

  public var description: String {
    if let location { return "\(location): error: \(message)" }
    return "error: \(message)"
  }

  /// Places the diagnostic in `file` when it has no location yet, or names the file on one
  /// that only has a line.
  public func inFile(_ file: String) -> Diagnostic {
    var copy = self
    if copy.location == nil {
      copy.location = Location(file: file)
    } else if copy.location?.file.isEmpty == true {
      copy.location?.file = file
    }
    return copy
  }

  public static func usage(_ message: String) -> Diagnostic {
    Diagnostic(message, exitStatus: .usage)
  }

  public static func noInput(_ path: String, _ reason: String) -> Diagnostic {
    Diagnostic(reason, at: Location(file: path), exitStatus: .noInput)
  }
}
