/// Where the command line reads and writes: real streams in the executable, recorders in tests.
public struct Console: Sendable {
  public var write: @Sendable (String) -> Void
  public var writeError: @Sendable (String) -> Void
  /// The next line of input (bounded: a line longer than an utterance may be comes back cut,
  /// with its real length), nil at the end.
  public var readLine: @Sendable () -> InputLine?
  /// Whether standard input is a terminal (the shell prompts and edits lines only then).
  public var isInteractive: Bool

  public init(
    write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
    readLine: @escaping @Sendable () -> InputLine?, isInteractive: Bool = false
  ) {
    self.write = write
    self.writeError = writeError
    self.readLine = readLine
    self.isInteractive = isInteractive
  }
}
