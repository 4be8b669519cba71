// Shared by every fuzz target: compiled into each fuzzer binary beside one target file.
// The targets import the library `@testable`, so internal entry points can be driven directly.
@testable import MediaCtlKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stops the run with a message when an invariant does not hold. libFuzzer treats the abort as
/// a crash and saves the input as `crash-…`.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() {
    fputs("invariant failed: \(message())\n", stderr)
    abort()
  }
}

/// The bytes libFuzzer handed over.
func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}

/// What every error from an input path must be: a data error (65), located in the file it came
/// from, rendered as exactly one line. `lineCount` bounds the line number when known.
func requireWellFormed(_ error: Diagnostic, file: String, lineCount: Int? = nil, status: ExitStatus = .dataError) {
  require(error.exitStatus == status, "exit status \(error.exitStatus) for '\(error.description)'")
  require(!error.message.isEmpty, "empty message")
  require(error.location?.file == file, "diagnostic not located in \(file): '\(error.description)'")
  // The command line prints `printable`, which escapes line breaks from quoted input.
  let printed = error.printable.description
  require(!printed.contains(where: \.isNewline), "diagnostic spans lines: \(printed.debugDescription)")
  if let line = error.location?.line {
    require(line >= 1, "line \(line) < 1: '\(error.description)'")
    if let lineCount { require(line <= lineCount, "line \(line) past the end (\(lineCount) lines): '\(error.description)'") }
  }
  if let column = error.location?.column { require(column >= 1, "column \(column) < 1: '\(error.description)'") }
}

/// Lines the way the parsers count them: newline-separated, the last one possibly empty.
/// Lines as the readers count them: "\n", "\r\n" and a lone "\r" (old Mac files) each end one.
func lineCount(_ bytes: [UInt8]) -> Int {
  var count = 1
  var i = 0
  while i < bytes.count {
    if bytes[i] == 0x0A {
      count += 1
    } else if bytes[i] == 0x0D {
      count += 1
      if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
    }
    i += 1
  }
  return count
}

/// The built-in catalog, loaded once per process.
nonisolated(unsafe) var defaultCatalog: Catalog = {
  do {
    return try DefaultCatalog.load()
  } catch {
    fputs("the built-in catalog does not load: \(error)\n", stderr)
    abort()
  }
}()

/// A simulator over the built-in catalog, built once per process.
let simulator = Simulator(catalog: defaultCatalog)
