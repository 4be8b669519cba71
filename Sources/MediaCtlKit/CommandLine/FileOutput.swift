import Foundation

/// Writing files users asked for, all-or-nothing: a temporary file beside the target, then a
/// rename, so a crash or a kill never leaves half a file.
public enum FileOutput {
  public static func writeAtomically(_ text: String, to path: String) throws(Diagnostic) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw Diagnostic("cannot write (\(error.localizedDescription))", at: .init(file: path), exitStatus: .noInput)
    }
  }
}
