/// The iOS 27 App Intents `.audio` domain, by Apple's names: the intent schemas
/// (`AppSchema.AudioIntent`), the entity schemas (`AppSchema.AudioEntity`) and the enum schemas
/// (`AppSchema.AudioEnum`). Raw values are the Swift case names users see in Xcode.

/// An intent schema, `@AppIntent(schema: .audio.<name>)`.
public enum AudioIntentSchema: String, CaseIterable, Sendable, Hashable {
  case playAudio
  case addToLibrary
  case addToPlaylist
  case createStation
  case recognizeAudio
  case updateAudioAffinity
  case warmupAudioQueue

  /// As an app names it: `.audio.playAudio`.
  public var qualifiedName: String { ".audio.\(rawValue)" }

  /// The SiriKit intent that served the same request, for apps that keep the legacy path.
  public var sirikitCounterpart: IntentKind? {
    switch self {
    case .playAudio, .warmupAudioQueue: .play
    case .addToLibrary, .addToPlaylist: .add
    case .updateAudioAffinity: .updateMediaAffinity
    case .createStation, .recognizeAudio: nil
    }
  }
}

/// What a catalog's `app.appIntents` may declare: the audio schemas, and the system intent
/// `searchInApp` (`.system.searchInApp`), the nearest thing to a search in the new path.
public enum DeclaredAppIntent: Hashable, Sendable {
  case audio(AudioIntentSchema)
  case searchInApp

  public var name: String {
    switch self {
    case .audio(let schema): schema.rawValue
    case .searchInApp: "searchInApp"
    }
  }

  public init?(name: String) {
    if name == "searchInApp" {
      self = .searchInApp
    } else if let schema = AudioIntentSchema(rawValue: name) {
      self = .audio(schema)
    } else {
      return nil
    }
  }

  public static let allNames = AudioIntentSchema.allCases.map(\.rawValue) + ["searchInApp"]
}

/// An entity schema, `@AppEntity(schema: .audio.<kind>)`: the content kinds (the 18th,
/// `warmupAudioQueueResult`, is a marker with no content and is not listed).
public enum AudioEntityKind: String, CaseIterable, Sendable, Hashable {
  case album
  case algorithmicRadioStation
  case ambientSound
  case artist
  case audiobook
  case classicalMusicRecording
  case liveRadioStation
  case newsBrief
  case newsProvider
  case playlist
  case podcastCollection
  case podcastEpisode
  case podcastShow
  case radioShow
  case radioShowEpisode
  case song
  case songCollection

  /// The kind an app returns for an item of a SiriKit type (spec §5). Same names keep their
  /// name; `audioBook` → `audiobook`, `radioStation` → `liveRadioStation`, `genre` →
  /// `songCollection` (as VLC does). The unclear ones follow the nearest reading:
  /// `musicStation`/`station` → `algorithmicRadioStation`, `podcastPlaylist`/`podcastStation`
  /// → `podcastCollection`, `news` → `newsBrief`. Video types and `unknown`/`music` have none.
  public init?(_ type: MediaItemType) {
    switch type {
    case .song: self = .song
    case .album: self = .album
    case .artist: self = .artist
    case .playlist: self = .playlist
    case .podcastShow: self = .podcastShow
    case .podcastEpisode: self = .podcastEpisode
    case .algorithmicRadioStation, .musicStation, .station: self = .algorithmicRadioStation
    case .audioBook: self = .audiobook
    case .radioStation: self = .liveRadioStation
    case .genre: self = .songCollection
    case .podcastPlaylist, .podcastStation: self = .podcastCollection
    case .news: self = .newsBrief
    case .unknown, .music, .movie, .tvShow, .tvShowEpisode, .musicVideo: return nil
    }
  }

  /// Whether Apple's template for the kind is confirmed; the others follow §5's nearest reading.
  public var isMappingUnclear: Bool {
    [.algorithmicRadioStation, .podcastCollection, .newsBrief].contains(self)
  }
}

/// `AppSchema.AudioEnum.playbackAttributes`: a `Set`, so both can be present.
public enum PlaybackAttribute: String, CaseIterable, Sendable, Hashable, Comparable {
  case shuffle
  case `repeat`

  public static func < (a: PlaybackAttribute, b: PlaybackAttribute) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }
}

/// `AppSchema.AudioEnum.queueInsertionLocation`. There is no "now": `nil` means play now.
public enum QueueInsertionLocation: String, CaseIterable, Sendable, Hashable {
  case next
  case tail
}

/// `AppSchema.AudioEnum.affinityState`.
public enum AffinityState: String, CaseIterable, Sendable, Hashable {
  case like
  case dislike
  case unset
}
