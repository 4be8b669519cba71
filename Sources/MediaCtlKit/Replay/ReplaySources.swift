import Foundation

/// Finds and reads what `replay` is given: replay files, directories of them, and the
/// formats of other tools (Home Assistant test YAML, Botium utterances, JSON Lines).
public enum ReplaySources {
  /// File endings `replay` picks up inside a directory.
  public static let extensions = [".utterances", ".utterances.txt", ".yaml", ".yml", ".jsonl"]

  /// Expands directories (recursively, sorted for a stable order) into files.
  public static func expand(_ paths: [String]) throws(Diagnostic) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .noInput(path, "no such file or directory")
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      guard let enumerator = FileManager.default.enumerator(atPath: path) else {
        throw .noInput(path, "cannot list the directory")
      }
      var found: [String] = []
      while let relative = enumerator.nextObject() as? String {
        if extensions.contains(where: { relative.hasSuffix($0) }) {
          found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
        }
      }
      files += found.sorted()
    }
    return files
  }

  /// Reads one file in whichever format its name and content say.
  public static func load(_ path: String) throws(Diagnostic) -> ReplayFile {
    let text = try FileInput.readText(path)
    if path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
      return try HomeAssistantTestImporter.importFile(text, path: path)
    }
    if path.hasSuffix(".jsonl") {
      return JSONLinesImporter.importFile(text, path: path)
    }
    if path.hasSuffix(".utterances.txt") {
      return BotiumImporter.importFile(text, path: path)
    }
    return ReplayFileParser.parse(text, path: path)
  }
}
