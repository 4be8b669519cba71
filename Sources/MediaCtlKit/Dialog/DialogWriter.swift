/// Picks the outcome of a request and renders it in a language.
public enum DialogWriter {
  /// `somethingPlaying`: whether an item plays when the request arrives, so "play X next"
  /// queues it (with nothing playing it plays at once).
  public static func outcome(
    intent: MediaIntent, resolution: Resolution, response: IntentResponse?, device: Device,
    somethingPlaying: Bool = false
  ) -> DialogOutcome {
    let kind = intent.kind
    switch resolution.mediaItems {
    case .needsValue:
      return .nothingPlaying
    case .disambiguation(let items):
      return .disambiguation(kind, items)
    case .unsupported(nil):
      if resolution.notes.contains(where: { $0.contains("does not declare") }) { return .intentNotSupported(kind) }
      return .notFound(kind, spokenName: intent.mediaSearch?.mediaName)
    case .unsupported(let reason?):
      return .unsupported(kind, reason)
    case .success(let items):
      let first = items.first ?? MediaItem(identifier: nil, title: nil, type: .unknown)
      switch resolution.mediaDestination {
      case .unsupported(.playlistNameNotFound)?:
        if case .add(let add) = intent, let name = add.mediaDestination?.playlistName { return .playlistNameNotFound(name) }
        return .playlistNameNotFound("")
      case .unsupported(.playlistNotEditable)?:
        if case .add(let add) = intent, let name = add.mediaDestination?.playlistName { return .playlistNotEditable(name) }
        return .playlistNotEditable("")
      default: break
      }
      if case .unsupported(let reason)? = resolution.playbackSpeed {
        return .playbackSpeed(reason, 0...0)
      }
      switch response {
      case .play?:
        guard case .play(let play) = intent else {
          return .playing(first, onPhone: device == .homepod, foreground: device == .watch)
        }
        if somethingPlaying, play.playbackQueueLocation == .next || play.playbackQueueLocation == .later {
          return .queued(first, play.playbackQueueLocation)
        }
        let manner = PlayManner(
          shuffled: play.playShuffled == true, repeatMode: play.playbackRepeatMode,
          speed: resolution.playbackSpeed.flatMap { if case .success(let v) = $0 { v } else { nil } })
        return .playing(first, onPhone: device == .homepod, foreground: device == .watch, manner: manner)
      case .searchForMedia?:
        return .showing(first)
      case .add?:
        if case .success(let destination, _)? = resolution.mediaDestination { return .added(first, to: destination) }
        return .added(first, to: .library)
      case .updateMediaAffinity?:
        if case .updateMediaAffinity(let i) = intent { return .affinity(first, i.affinityType) }
        return .affinity(first, .like)
      case nil:
        return .notFound(kind, spokenName: nil)
      }
    }
  }

  public static func dialog(
    intent: MediaIntent, resolution: Resolution, response: IntentResponse?, device: Device, app: AppDescription,
    language: any DialogLanguage = EnglishDialog(), somethingPlaying: Bool = false
  ) -> Dialog {
    var outcome = outcome(
      intent: intent, resolution: resolution, response: response, device: device, somethingPlaying: somethingPlaying)
    if case .playbackSpeed(let reason, _) = outcome { outcome = .playbackSpeed(reason, app.playbackSpeeds) }
    return language.dialog(for: outcome, app: app)
  }
}
