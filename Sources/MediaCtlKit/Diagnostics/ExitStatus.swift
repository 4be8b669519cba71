/// How a `mediactl` run ends (the BSD `sysexits.h` codes). Documented in the README; a Siri failure outcome is a normal result.
public enum ExitStatus: Int32, Sendable {
  /// The request ran (whatever Siri's answer), or every replayed expectation passed.
  case success = 0
  /// Ran fine, but an expectation (`--expect`, replay) did not hold.
  case expectationFailed = 1
  /// EX_USAGE: bad flags or arguments.
  case usage = 64
  /// EX_DATAERR: malformed intent, catalog, vocabulary, replay or state file.
  case dataError = 65
  /// EX_NOINPUT: a named file is missing or unreadable.
  case noInput = 66
  /// EX_SOFTWARE: a bug in mediactl.
  case internalError = 70
  /// EX_CANTCREAT: an output file cannot be created or replaced (a device, FIFO or directory
  /// at its path, a read-only file, a missing or unwritable folder).
  case cannotCreate = 73
  /// EX_IOERR: writing failed (a full disk, a closed or broken standard output or error).
  case ioError = 74

  /// The status that says most about a run of several steps: a failed write, then a missing
  /// input, malformed input, a failed expectation, success.
  public static func worst(_ statuses: [ExitStatus]) -> ExitStatus {
    let order: [ExitStatus] = [.ioError, .cannotCreate, .internalError, .noInput, .dataError, .usage, .expectationFailed]
    return order.first { statuses.contains($0) } ?? .success
  }
}
