import Foundation

/// Finds and reads what `replay` is given: replay files, directories of them, and the
/// formats of other tools (Home Assistant test YAML, Botium utterances, JSON Lines).
public enum ReplaySources {
  /// File endings `replay` picks up inside a directory.
  public static let extensions = [".utterances", ".utterances.txt", ".yaml", ".yml", ".jsonl"]

  /// Expands directories (recursively, sorted for a stable order) into files. A folder that
  /// cannot be listed is a problem (66) in `unreadable`, never skipped without a word;
  /// symbolic links to folders are not followed (no loops). A missing path throws (66).
  public static func expand(_ paths: [String], unreadable: inout [Diagnostic]) throws(Diagnostic) -> [String] {
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
      var found: [String] = []
      walk(path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path, into: &found, unreadable: &unreadable)
      files += found.sorted()
    }
    return files
  }

  private static func walk(_ folder: String, into found: inout [String], unreadable: inout [Diagnostic]) {
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      let reason = access(folder, R_OK | X_OK) == 0 ? "cannot list the folder" : "cannot list the folder (permission denied)"
      unreadable.append(.noInput(folder, reason))
      return
    }
    for entry in entries.sorted() {
      let path = folder + "/" + entry
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      if info.st_mode & S_IFMT == S_IFDIR {
        walk(path, into: &found, unreadable: &unreadable)
      } else if extensions.contains(where: { entry.hasSuffix($0) }) {
        found.append(path)
      }
    }
  }

  /// Reads one file in whichever format its name and content say.
  public static func load(_ path: String) throws(Diagnostic) -> ReplayFile {
    let bytes = try FileInput.read(path)
    let text = try FileInput.decodeUTF8(bytes, file: path)
    if path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
      return try HomeAssistantTestImporter.importFile(text, path: path)
    }
    if path.hasSuffix(".jsonl") {
      return JSONLinesImporter.importFile(text, path: path)
    }
    if path.hasSuffix(".utterances.txt") {
      return BotiumImporter.importFile(text, path: path)
    }
    var file = ReplayFileParser.parse(text, path: path)
    file.hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    return file
  }
}
