import Foundation

/// How each outcome moves the session: play starts or queues, add changes the library or a
/// playlist, affinity records likes, commands move the transport.
extension SessionState {
  /// Applies a finished request and, when `recording`, records it in the history. `index`,
  /// the index of `catalog` when the caller has one, finds a show's episodes without reading
  /// the whole catalog.
  public mutating func apply(
    _ result: SimulationResult, catalog: Catalog, index: CatalogIndex? = nil, now: Date = Date(), recording: Bool = true
  ) {
    let left = nowPlaying.map { PlaybackPosition(identifier: $0, elapsed: elapsed) }
    switch result.request.body {
    case .intent(let intent):
      if let resolution = result.resolution, result.response != nil {
        applyIntent(intent, resolution: resolution, response: result.response, catalog: catalog, index: index)
      }
    case .command(let command):
      if result.commandStatus == .success { applyCommand(command, catalog: catalog) }
    case .question, .system, .notMedia:
      break
    }
    if let left, nowPlaying != left.identifier { remember(left) }
    guard recording else { return }
    let outcome: String
    if let response = result.response {
      outcome = response.codeName
    } else if let status = result.commandStatus {
      outcome = status.name
    } else if let resolution = result.resolution {
      switch resolution.mediaItems {
      case .unsupported(let reason?): outcome = "unsupported(\(reason.name))"
      case .unsupported(nil): outcome = "unsupported"
      case .needsValue: outcome = "needsValue"
      case .disambiguation: outcome = "disambiguation"
      case .success: outcome = "unsupported"
      }
    } else if result.routing == .otherApp {
      outcome = "otherApp"
    } else {
      outcome = result.answer == nil ? "unanswered" : "answered"
    }
    history.append(
      HistoryEntry(
        time: Self.timestamp(now), utterance: result.utterance, request: result.request.json(), outcome: outcome,
        dialog: result.dialog.text))
    // The file is rewritten on every request: an unbounded history made each one slower.
    if history.count > Self.maximumHistory { history.removeFirst(history.count - Self.maximumHistory) }
  }

  /// The most recent requests a state keeps (older ones are dropped, oldest first).
  public static let maximumHistory = 1_000

  /// The most items `leftOff` keeps (the oldest are dropped).
  public static let maximumLeftOff = 100

  /// Notes where the session left `position`'s item: first in `leftOff`, once.
  mutating func remember(_ position: PlaybackPosition) {
    leftOff.removeAll { $0.identifier == position.identifier }
    leftOff.insert(position, at: 0)
    if leftOff.count > Self.maximumLeftOff { leftOff.removeLast(leftOff.count - Self.maximumLeftOff) }
  }

  /// `2026-11-22T00:32:28.428Z`, formatted by hand: a formatter per request was a visible share
  /// of long replays.
  static func timestamp(_ date: Date) -> String {
    let interval = date.timeIntervalSince1970
    var seconds = time_t(interval.rounded(.down))
    let millis = Int((interval - interval.rounded(.down)) * 1000)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func pad(_ n: Int32, _ width: Int) -> String {
      let s = String(n)
      return String(repeating: "0", count: max(0, width - s.count)) + s
    }
    return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
      + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).\(pad(Int32(millis), 3))Z"
  }

  /// The playable items an item stands for: an album's tracks, a playlist's entries, a show's
  /// newest episode first, an artist's top items; a song is itself. A collection met again
  /// inside itself (a playlist listing itself, two albums naming each other) is skipped.
  /// `index`, the index of `catalog` when there is one, finds a show's episodes by lookup; without
  /// it they are found by reading the catalog.
  public func tracks(of id: String, catalog: Catalog, index: CatalogIndex? = nil) -> [String] {
    var inside: Set<String> = []
    return tracks(of: id, catalog: catalog, index: index, inside: &inside)
  }

  /// `inside`: the collections being expanded, outermost first.
  private func tracks(of id: String, catalog: Catalog, index: CatalogIndex?, inside: inout Set<String>) -> [String] {
    guard let item = catalog.item(id) else { return [] }
    func expand(_ child: String, limit: Int) -> [String] {
      guard !inside.contains(child) else { return [] }
      return Array(tracks(of: child, catalog: catalog, index: index, inside: &inside).prefix(limit))
    }
    switch item.type {
    case .playlist:
      inside.insert(id)
      defer { inside.remove(id) }
      let entries = playlists[id] ?? item.items
      return entries.flatMap { entry in catalog.item(entry).map { $0.type.isCollection ? expand(entry, limit: Int.max) : [entry] } ?? [] }
    case .album, .artist, .genre, .musicStation, .station, .podcastPlaylist, .algorithmicRadioStation, .music:
      let children = item.items.filter { catalog.item($0) != nil }
      if children.isEmpty { return [id] }
      inside.insert(id)
      defer { inside.remove(id) }
      return children.flatMap { child in
        (catalog.item(child)?.type.isCollection ?? false) && child != id ? expand(child, limit: 20) : [child]
      }
    case .podcastShow:
      let episodes: [CatalogItem]
      if let index, index.catalog.items.count == catalog.items.count {
        // The index's lookup, in catalog order as the reading below gives them.
        let items = index.items
        episodes = index.episodes(of: id).map { items[Int($0)] }
      } else {
        episodes = catalog.items.filter { $0.show == id }
      }
      let newestFirst = episodes.sorted { ($0.releaseDate ?? "") > ($1.releaseDate ?? "") }
      return newestFirst.isEmpty ? [id] : newestFirst.map(\.identifier)
    default:
      return [id]
    }
  }

  mutating func applyIntent(_ intent: MediaIntent, resolution: Resolution, response: IntentResponse?, catalog: Catalog, index: CatalogIndex? = nil) {
    let ids = resolution.mediaItems.items.compactMap(\.identifier)
    switch intent {
    case .play(let play):
      guard let first = ids.first else { return }
      var tracks = self.tracks(of: first, catalog: catalog, index: index)
      if ids.count > 1, catalog.item(first)?.type.isCollection == false {
        // Several songs found: play them in order.
        tracks = ids.filter { catalog.item($0)?.type.isCollection == false }
      }
      if play.playShuffled == true {
        shuffle = .items
        tracks = Self.shuffled(tracks)
      } else if play.playShuffled == false {
        shuffle = .off
      }
      switch play.playbackRepeatMode {
      case .none: repeatMode = .off
      case .one: repeatMode = .one
      case .all: repeatMode = .all
      case .unknown: break
      }
      if let speed = play.playbackSpeed { playbackRate = speed }
      switch play.playbackQueueLocation {
      case .next:
        queue.insert(contentsOf: tracks, at: 0)
        if nowPlaying == nil { advance() }
      case .later:
        queue.append(contentsOf: tracks)
        if nowPlaying == nil { advance() }
      case .now, .unknown:
        guard let head = tracks.first else { return }
        let resuming = play.resumePlayback == true || (play.mediaSearch == nil && head == nowPlaying)
        // A new play starts a new context: "previous" and repeat-all stay within it.
        if head != nowPlaying { played = [] }
        if !(resuming && head == nowPlaying) {
          // "Resume X" where X was left earlier in the session: from there.
          let left = play.resumePlayback == true ? leftOff.first { $0.identifier == head } : nil
          elapsed = left?.elapsed ?? 0
        }
        nowPlaying = head
        queue = Array(tracks.dropFirst())
        playbackState = .playing
      }
    case .add:
      guard case .success(let destination, let playlistID)? = resolution.mediaDestination else { return }
      switch destination {
      case .library:
        for id in ids where !library.contains(id) { library.append(id) }
      case .playlist:
        guard let playlistID else { return }
        var entries = playlists[playlistID] ?? []
        for id in ids where !entries.contains(id) { entries.append(id) }
        playlists[playlistID] = entries
      }
    case .updateMediaAffinity(let affinity):
      for id in ids {
        switch affinity.affinityType {
        case .like:
          dislikes.removeAll { $0 == id }
          if !likes.contains(id) { likes.append(id) }
        case .dislike:
          likes.removeAll { $0 == id }
          if !dislikes.contains(id) { dislikes.append(id) }
        case .unknown: break
        }
      }
    case .searchForMedia:
      // On HomePod a find request plays.
      if case .play? = response, let first = ids.first {
        applyIntent(.play(PlayMediaIntent(mediaSearch: nil)), resolution: Resolution(mediaItems: .success([MediaItem(identifier: first, title: nil, type: .unknown)])), response: response, catalog: catalog, index: index)
      }
    }
  }

  /// Moves to the next queued item (repeat all wraps around).
  mutating func advance() {
    if let current = nowPlaying { played.append(current) }
    if queue.isEmpty, repeatMode == .all, !played.isEmpty {
      queue = played
      played = []
    }
    nowPlaying = queue.isEmpty ? nil : queue.removeFirst()
    elapsed = 0
    playbackState = nowPlaying == nil ? .stopped : .playing
  }

  mutating func applyCommand(_ command: RemoteCommand, catalog: Catalog) {
    switch command {
    case .pauseCommand: playbackState = .paused
    case .stopCommand: playbackState = .stopped
    case .playCommand: if nowPlaying != nil { playbackState = .playing }
    case .togglePlayPauseCommand: playbackState = playbackState == .playing ? .paused : .playing
    case .nextTrackCommand:
      if repeatMode == .one { elapsed = 0 } else { advance() }
    case .previousTrackCommand:
      if played.isEmpty, elapsed <= 3, repeatMode == .all, let last = queue.popLast() {
        // With repeat all, previous from the first item wraps to the last.
        if let current = nowPlaying { queue.insert(current, at: 0) }
        nowPlaying = last
        elapsed = 0
      } else if elapsed > 3 || played.isEmpty {
        elapsed = 0
      } else if let previous = played.popLast() {
        if let current = nowPlaying { queue.insert(current, at: 0) }
        nowPlaying = previous
        elapsed = 0
      }
      if nowPlaying != nil { playbackState = .playing }
    case .skipForwardCommand(let interval):
      let duration = nowPlaying.flatMap(catalog.item)?.duration ?? .infinity
      elapsed = min(elapsed + (interval ?? 15), duration)
    case .skipBackwardCommand(let interval):
      elapsed = max(elapsed - (interval ?? 15), 0)
    case .changeRepeatModeCommand(let type): repeatMode = type
    case .changeShuffleModeCommand(let type):
      if type != .off && shuffle == .off { queue = Self.shuffled(queue) }
      shuffle = type
    case .changePlaybackRateCommand(let rate, let change):
      if let rate {
        playbackRate = rate
      } else if let next = RemoteCommands.steppedRate(from: playbackRate, change: change, app: catalog.app) {
        playbackRate = next
      }
    }
  }

  /// A deterministic shuffle (same items → same order), so sessions replay identically.
  static func shuffled(_ ids: [String]) -> [String] {
    func hash(_ s: String) -> UInt64 {
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for b in s.utf8 {
        h ^= UInt64(b)
        h = h &* 0x100_0000_01b3
      }
      return h
    }
    return ids.sorted { (hash($0), $0) < (hash($1), $1) }
  }
}
