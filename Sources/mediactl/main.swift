import Foundation
import MediaCtlKit

@Sendable func writeProgress(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
let progress: (@Sendable (String) -> Void)? = Terminal.standardErrorIsTerminal ? writeProgress : nil
let console = Console(
  write: { print($0) },
  writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
  readLine: { Swift.readLine(strippingNewline: true) },
  isInteractive: Terminal.standardInputIsTerminal,
  progress: progress
)
exit(MediaCtl.run(arguments: Array(CommandLine.arguments.dropFirst()), console: console, terminal: Terminal()).rawValue)
