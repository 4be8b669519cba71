import Foundation

extension LineEditor {
  /// Ctrl-R: incremental search of earlier lines, newest first, as in readline. Typing narrows,
  /// Ctrl-R finds an older match, Backspace widens; Enter runs the match, Ctrl-G or Ctrl-C
  /// gives the line back as it was, any other key takes the match into the line and acts.
  /// Returns a result when the search ended the line.
  mutating func reverseSearch(_ s: inout State, io: some LineEditorIO) -> Result? {
    var query: [Character] = []
    var match = history.count  // none yet
    let original = (line: s.line, cursor: s.cursor)

    func find(from start: Int) -> Int? {
      guard !query.isEmpty else { return nil }
      let needle = String(query)
      var i = min(start, history.count - 1)
      while i >= 0 {
        if history[i].contains(needle) { return i }
        i -= 1
      }
      return nil
    }
    func show(failed: Bool) {
      let found = match < history.count ? Array(history[match]) : []
      var cursor = 0
      if match < history.count, let range = history[match].range(of: String(query)) {
        cursor = history[match].distance(from: history[match].startIndex, to: range.lowerBound)
      }
      let prompt = "(\(failed ? "failed " : "")reverse-i-search)'\(String(query))': "
      io.write(s.screen.redraw(prompt: prompt, line: found, cursor: cursor))
    }
    func take() {
      if match < history.count {
        s.line = Array(history[match])
        s.cursor = s.line.count
        s.historyIndex = match
      }
      io.write(s.screen.redraw(prompt: s.prompt, line: s.line, cursor: s.cursor))
    }

    show(failed: false)
    while true {
      guard case .byte(let byte) = io.read() else {
        take()
        return nil
      }
      switch byte {
      case 18:  // Ctrl-R again: an older match
        if let older = find(from: match - 1) { match = older; show(failed: false) } else { show(failed: true) }
      case 127, 8:
        if !query.isEmpty { query.removeLast() }
        if let found = find(from: history.count - 1) { match = found } else { match = history.count }
        show(failed: false)
      case 7, 3:  // Ctrl-G, Ctrl-C: back to the line as it was
        s.line = original.line
        s.cursor = original.cursor
        io.write(s.screen.redraw(prompt: s.prompt, line: s.line, cursor: s.cursor))
        return nil
      case 13, 10:
        take()
        io.write(s.screen.finish())
        return accept(String(s.line))
      case 0x20...0x7E, 0xC0...0xF7:
        guard let ch = Self.character(startingWith: byte, io: io) else { continue }
        query.append(ch)
        if let found = find(from: match < history.count ? match : history.count - 1) {
          match = found
          show(failed: false)
        } else {
          show(failed: true)
        }
      default:
        // Any other key (arrows, Ctrl-A, Ctrl-E, …) keeps the match and edits it.
        take()
        pushBack = byte
        return nil
      }
    }
  }

  /// Tab: completes the text before the cursor (colon commands and their arguments); a second
  /// Tab lists the candidates when there are several.
  func tab(_ s: inout State, io: some LineEditorIO, listing: Bool) {
    guard let complete else { return }
    let before = String(s.line[..<s.cursor])
    let reply = complete(before)
    var candidates = reply.words
    if reply.kind == .files || reply.kind == .directories {
      candidates = Self.paths(
        String(before.dropFirst(reply.prefix.count)), extensions: reply.extensions, directoriesOnly: reply.kind == .directories
      ).map { reply.prefix + $0 }
    }
    guard !candidates.isEmpty else { return }
    var common = candidates[0]
    for candidate in candidates.dropFirst() {
      common = String(zip(common, candidate).prefix { $0 == $1 }.map(\.0))
    }
    if candidates.count == 1, !common.hasSuffix("/"), !common.hasSuffix("=") { common += " " }
    if common.count > before.count {
      s.line.replaceSubrange(0..<s.cursor, with: Array(common))
      s.cursor = common.count
    } else if listing {
      let shown = candidates.prefix(200).map { $0.split(separator: " ").last.map(String.init) ?? $0 }
      let more = candidates.count > shown.count ? "  … \(candidates.count - shown.count) more" : ""
      io.write(s.screen.finish() + Diagnostic.escapingControlCharacters(shown.joined(separator: "  ") + more) + "\r\n")
    }
  }

  /// Paths that begin with `typed` (directories end in `/`), files narrowed to `extensions`.
  static func paths(_ typed: String, extensions: [String], directoriesOnly: Bool) -> [String] {
    let slash = typed.lastIndex(of: "/")
    let directory = slash.map { String(typed[...$0]) } ?? ""
    let base = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
    let expanded = directory.hasPrefix("~/") ? NSHomeDirectory() + directory.dropFirst() : directory
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: expanded.isEmpty ? "." : expanded) else { return [] }
    var found: [String] = []
    for name in names.sorted() where name.hasPrefix(base) && (base.hasPrefix(".") || !name.hasPrefix(".")) {
      var isDirectory: ObjCBool = false
      FileManager.default.fileExists(atPath: (expanded.isEmpty ? "" : expanded) + name, isDirectory: &isDirectory)
      if isDirectory.boolValue {
        found.append(directory + name + "/")
      } else if !directoriesOnly, extensions.isEmpty || extensions.contains(where: { name.hasSuffix("." + $0) }) {
        found.append(directory + name)
      }
      if found.count >= 1000 { break }
    }
    return found
  }
}
