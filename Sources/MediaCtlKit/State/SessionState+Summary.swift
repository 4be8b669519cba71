/// `mediactl state show`: the session for people.
extension SessionState {
  public func summary(catalog: Catalog) -> String {
    func name(_ id: String) -> String {
      guard let item = catalog.item(id) else { return id }
      return "\(id) “\(item.title)”" + (item.artist.map { " by \($0)" } ?? "")
    }
    var lines: [String] = []
    func row(_ label: String, _ value: String) { lines.append(label.padding(toLength: 12, withPad: " ", startingAt: 0) + value) }
    row("catalog", self.catalog)
    row("now", nowPlaying.map { "\(name($0)) · \(playbackState.rawValue) at \(RemoteCommands.durationPhrase(elapsed))" } ?? "nothing (\(playbackState.rawValue))")
    row("modes", "shuffle \(shuffle.name) · repeat \(repeatMode.name) · rate \(playbackRate.formatted)×")
    row("queue", queue.isEmpty ? "empty" : "\(queue.count) item\(queue.count == 1 ? "" : "s")")
    for id in queue.prefix(10) { lines.append("            \(name(id))") }
    if queue.count > 10 { lines.append("            … \(queue.count - 10) more") }
    if let last = leftOff.first {
      row("left off", "\(name(last.identifier)) at \(RemoteCommands.durationPhrase(last.elapsed))")
      for p in leftOff.dropFirst().prefix(4) { lines.append("            \(name(p.identifier)) at \(RemoteCommands.durationPhrase(p.elapsed))") }
      if leftOff.count > 5 { lines.append("            … \(leftOff.count - 5) more") }
    }
    row("library", "\(library.count) items")
    row("likes", likes.isEmpty ? "none" : likes.map(name).joined(separator: ", "))
    row("dislikes", dislikes.isEmpty ? "none" : dislikes.map(name).joined(separator: ", "))
    let changed = playlists.keys.sorted().filter { id in playlists[id] != catalog.item(id)?.items }
    for id in changed { row("playlist", "\(name(id)): \(playlists[id]?.count ?? 0) items (changed)") }
    row("history", "\(history.count) request\(history.count == 1 ? "" : "s")")
    if history.count > 5 { lines.append("            … \(history.count - 5) earlier") }
    for h in history.suffix(5) { lines.append("            \(h.time)  \(h.utterance ?? "(intent)") → \(h.outcome)") }
    return lines.map(TerminalText.escaped).joined(separator: "\n")
  }
}
