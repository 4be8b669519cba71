import Foundation
import MediaCtlKit

// Every write is checked (a failed one exits 74, never traps); see `StandardStreams`.
let streams = StandardStreams()
@Sendable func writeProgress(_ text: String) { streams.writeProgress(text) }
let console = Console(
  write: { streams.writeOutput($0) },
  writeError: { streams.writeError($0) },
  readLine: { streams.readLine() },
  isInteractive: Terminal.standardInputIsTerminal,
  progress: Terminal.standardErrorIsTerminal ? writeProgress : nil
)
// Raw argv, not `CommandLine.arguments`, which silently repairs invalid UTF-8.
let status = MediaCtl.run(
  rawArguments: RawArguments.processArguments(count: CommandLine.argc, vector: CommandLine.unsafeArgv),
  console: console, terminal: Terminal())
exit(streams.finish(status))
