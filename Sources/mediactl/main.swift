import Foundation
import MediaCtlKit

// Every write is checked (a failed one exits 74, never traps); see `StandardStreams`.
let streams = StandardStreams()
let console = Console(
  write: { streams.writeOutput($0) },
  writeError: { streams.writeError($0) },
  readLine: { streams.readLine() },
  isInteractive: Terminal.standardInputIsTerminal
)
let status = MediaCtl.run(arguments: Array(CommandLine.arguments.dropFirst()), console: console, terminal: Terminal())
exit(streams.finish(status))
