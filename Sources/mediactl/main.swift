import Foundation
import MediaCtlKit

let console = Console(
  write: { print($0) },
  writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
  readLine: { Swift.readLine(strippingNewline: true) },
  isInteractive: Terminal.standardInputIsTerminal
)
exit(MediaCtl.run(arguments: Array(CommandLine.arguments.dropFirst()), console: console, terminal: Terminal()).rawValue)
