/// The intent itself in the JSON intent format (`MediaRequest+JSON.swift`): its kind's members.
extension MediaIntent {
  var jsonMembers: [(String, JSONOutput)] {
    switch self {
    case .play(let i):
      return [
        ("mediaItems", i.mediaItems.json),
        ("mediaContainer", i.mediaContainer?.json ?? .null),
        ("playShuffled", .optional(i.playShuffled)),
        ("playbackRepeatMode", .name(i.playbackRepeatMode)),
        ("resumePlayback", .optional(i.resumePlayback)),
        ("playbackQueueLocation", .name(i.playbackQueueLocation)),
        ("playbackSpeed", .optional(i.playbackSpeed)),
        ("mediaSearch", i.mediaSearch?.json ?? .null),
      ]
    case .add(let i):
      return [
        ("mediaItems", i.mediaItems.json),
        ("mediaSearch", i.mediaSearch?.json ?? .null),
        ("mediaDestination", i.mediaDestination?.json ?? .null),
      ]
    case .updateMediaAffinity(let i):
      return [
        ("mediaItems", i.mediaItems.json),
        ("mediaSearch", i.mediaSearch?.json ?? .null),
        ("affinityType", .name(i.affinityType)),
      ]
    case .searchForMedia(let i):
      return [
        ("mediaItems", i.mediaItems.json),
        ("mediaSearch", i.mediaSearch?.json ?? .null),
      ]
    }
  }

  static func decode(_ kind: IntentKind, from o: inout JSONObjectReader) throws(Diagnostic) -> MediaIntent {
    let mediaItems = try MediaItem.decodeList(&o, "mediaItems")
    let mediaSearch = try o.object("mediaSearch").map { (r: JSONObjectReader) throws(Diagnostic) in
      var reader = r
      return try MediaSearch.decode(&reader)
    }
    switch kind {
    case .play:
      var container: MediaItem?
      if var c = try o.object("mediaContainer") { container = try MediaItem.decode(&c) }
      let speed = try o.double("playbackSpeed")
      if let speed, speed <= 0, let node = o.value("playbackSpeed") {
        throw o.error("'playbackSpeed' must be greater than 0, found \(speed.formatted)", at: node)
      }
      return .play(
        PlayMediaIntent(
          mediaItems: mediaItems, mediaContainer: container, playShuffled: try o.bool("playShuffled"),
          playbackRepeatMode: try o.siriKitEnum("playbackRepeatMode") ?? .unknown,
          resumePlayback: try o.bool("resumePlayback"),
          playbackQueueLocation: try o.siriKitEnum("playbackQueueLocation") ?? .unknown,
          playbackSpeed: speed, mediaSearch: mediaSearch))
    case .add:
      var destination: MediaDestination?
      if let node = o.value("mediaDestination") {
        destination = try MediaDestination.decode(node, source: o.source, path: o.fieldPath("mediaDestination"))
      }
      return .add(AddMediaIntent(mediaItems: mediaItems, mediaSearch: mediaSearch, mediaDestination: destination))
    case .updateMediaAffinity:
      return .updateMediaAffinity(
        UpdateMediaAffinityIntent(
          mediaItems: mediaItems, mediaSearch: mediaSearch,
          affinityType: try o.siriKitEnum("affinityType") ?? .unknown))
    case .searchForMedia:
      return .searchForMedia(SearchForMediaIntent(mediaItems: mediaItems, mediaSearch: mediaSearch))
    }
  }
}
