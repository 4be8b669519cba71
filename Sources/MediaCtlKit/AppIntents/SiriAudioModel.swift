/// mediactl's MODEL of what Siri sends on the App Intents path (spec §6): the schema from the
/// verb frame (M2), the parameters from shuffle, repeat and queue words (M3), and the
/// `AudioSearch.Criteria` from what is left of the words once the wake word, politeness, the
/// app phrase, rooms, the verb and the parameter words are removed (M4), casing and inner
/// words kept as said. Apple documents none of this; it is a model, labelled as one.
///
/// The frame and the options are read by the SiriKit parser (one reading of English and
/// Chinese for both paths, catalog names read before words are stripped); the media part is
/// cut from the utterance as said.
public struct SiriAudioModel: Sendable {
  /// The app's names, as keys without spaces ("controlaudio").
  let appNameKeys: Set<String>

  public init(app: AppDescription) {
    appNameKeys = Set(app.allNames.map(Simulator.routingKey))
  }

  /// What Siri sends for an utterance the SiriKit parser read as `parsed`.
  public func request(for utterance: String, parsed: ParseResult) -> AudioIntentRequest {
    let sirikit = parsed.request
    // Another app named ("on Spotify") leaves the text as this app's name does.
    let other = sirikit.appName.map(Simulator.routingKey).flatMap { appNameKeys.contains($0) ? nil : $0 }
    var cut = parsed.locale.hasPrefix("zh")
      ? MediaPart.chinese(utterance, appNames: other.map { appNameKeys.union([$0]) } ?? appNameKeys, sirikit: sirikit)
      : MediaPart.english(utterance, appNames: appNameKeys, extraApp: other, sirikit: sirikit)
    var request = AudioIntentRequest(body: .schema(.playAudio), appName: sirikit.appName)
    request.route = cut.route
    switch cut.frame ?? Self.frame(of: sirikit) {
    case .station:
      request.body = .schema(.createStation)
      request.target = .nowPlaying
      if !cut.media.isEmpty, !cut.isThis { request.dropped.append(DroppedValue("stationSeed", cut.media)) }
      return request
    case .affinity(let state):
      request.body = .schema(.updateAudioAffinity)
      request.affinityState = state
    case .follow:
      request.body = .schema(.addToLibrary)
    case .add(let destination):
      if case .playlist(let name)? = destination {
        request.body = .schema(.addToPlaylist)
        request.playlist = name
      } else {
        request.body = .schema(.addToLibrary)
      }
    case .search:
      request.body = .searchInApp(term: cut.media)
      return request
    case .play:
      request.body = .schema(.playAudio)
    case .other(let body):
      request.body = .sirikit(body)
      return request
    }
    if case .play(let play)? = sirikit.intent {
      Self.parameters(of: play, into: &request, cut: &cut)
    } else if cut.shuffle || cut.repeats || cut.next {
      Self.parameters(of: PlayMediaIntent(), into: &request, cut: &cut)
    }
    request.target = target(cut, sirikit: sirikit, schema: request.schema)
    return request
  }

  /// The frame a request's words ask for (M2), when the model's own phrases did not decide it.
  enum Frame: Equatable {
    case play, add(MediaDestination?), affinity(AffinityState), station, follow, search
    case other(MediaRequest.Body)
  }

  static func frame(of request: MediaRequest) -> Frame {
    switch request.body {
    case .intent(.play): return .play
    case .intent(.add(let add)): return .add(add.mediaDestination)
    case .intent(.updateMediaAffinity(let u)): return .affinity(u.affinityType == .dislike ? .dislike : .like)
    case .intent(.searchForMedia): return .search
    case .command, .question, .system, .notMedia: return .other(request.body)
    }
  }

  /// M3: shuffle → `.shuffle`; repeat (one or all) → `.repeat`; next → `.next`, later → `.tail`.
  /// What no parameter carries is reported as dropped.
  static func parameters(of play: PlayMediaIntent, into request: inout AudioIntentRequest, cut: inout MediaPart) {
    if play.playShuffled == true || cut.shuffle { request.playbackAttributes.insert(.shuffle) }
    if play.playShuffled == false { request.dropped.append(DroppedValue("playShuffled", "false")) }
    switch play.playbackRepeatMode {
    case .one, .all: request.playbackAttributes.insert(.repeat)
    case .none: request.dropped.append(DroppedValue("playbackRepeatMode", "none"))
    case .unknown: if cut.repeats { request.playbackAttributes.insert(.repeat) }
    }
    switch play.playbackQueueLocation {
    case .next: request.queueLocation = .next
    case .later: request.queueLocation = .tail
    case .now, .unknown: if cut.next { request.queueLocation = .next }
    }
    if let speed = play.playbackSpeed ?? cut.speed {
      request.dropped.append(DroppedValue("playbackSpeed", speed.formatted))
    } else if cut.speedWords != nil {
      request.dropped.append(DroppedValue("playbackSpeed", cut.speedWords ?? ""))
    }
    if play.resumePlayback == true { request.dropped.append(DroppedValue("resumePlayback", "true")) }
  }

  /// M4: a URL → `.url`; "this" → the now-playing entity; nothing but generic words or the
  /// app's name → `.unspecified`; anything else → `.searchQuery`.
  /// Adding or liking with nothing named means what is playing, as on the SiriKit path.
  func target(_ cut: MediaPart, sirikit: MediaRequest, schema: AudioIntentSchema?) -> AudioIntentRequest.Target {
    if !cut.urls.isEmpty { return .search(AudioSearch(criteria: .url(cut.urls))) }
    if cut.isThis || sirikit.intent?.mediaSearch?.reference == .currentlyPlaying { return .nowPlaying }
    if cut.media.isEmpty, schema != .playAudio { return .nowPlaying }
    if cut.media.isEmpty || cut.isGeneric { return .search(AudioSearch(criteria: .unspecified)) }
    return .search(AudioSearch(criteria: .searchQuery(cut.media)))
  }
}

/// What the model cut out of an utterance.
struct MediaPart {
  /// The media part as said.
  var media = ""
  var urls: [String] = []
  var route: String?
  /// Set when the model's own phrases decided the frame (station, follow, remove my like).
  var frame: SiriAudioModel.Frame?
  var isThis = false
  var isGeneric = false
  /// Parameter words the SiriKit parser may not read (Chinese 随机播放, 循环播放, 接下来).
  var shuffle = false
  var repeats = false
  var next = false
  var speed: Double?
  /// A speed phrase said but not read as a number.
  var speedWords: String?
}
