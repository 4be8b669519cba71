/// The kind of a media item or of what a search asks for. Mirrors `INMediaItemType`.
public enum MediaItemType: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(MediaItemType.self)
  case unknown = 0
  case song
  case album
  case artist
  case genre
  case playlist
  case podcastShow
  case podcastEpisode
  case podcastPlaylist
  case musicStation
  case audioBook
  case movie
  case tvShow
  case tvShowEpisode
  case musicVideo
  case podcastStation
  case radioStation
  case station
  case music
  case algorithmicRadioStation
  case news

  public static let appleName = "INMediaItemType"
  public static let inputAliases: [String: MediaItemType] = [
    "TVShow": .tvShow, "TVShowEpisode": .tvShowEpisode,
  ]

  /// The media category (Info.plist `SupportedMediaCategories`) an app must declare to serve this type.
  public var category: MediaCategory? {
    switch self {
    case .song, .album, .artist, .genre, .playlist, .musicStation, .music, .musicVideo,
      .algorithmicRadioStation:
      return .music
    case .podcastShow, .podcastEpisode, .podcastPlaylist, .podcastStation:
      return .podcasts
    case .audioBook:
      return .audiobooks
    case .radioStation, .station:
      return .radio
    case .news:
      return .general
    case .movie, .tvShow, .tvShowEpisode:
      return .video
    case .unknown:
      return nil
    }
  }

  /// True for types that hold other items (play them as a collection: repeat all, shuffle).
  public var isCollection: Bool {
    switch self {
    case .album, .artist, .genre, .playlist, .podcastShow, .podcastPlaylist, .musicStation,
      .podcastStation, .radioStation, .station, .music, .algorithmicRadioStation, .tvShow:
      return true
    default:
      return false
    }
  }
}

/// Media categories an app declares (`INMediaCategory…` in `SupportedMediaCategories`).
public enum MediaCategory: String, CaseIterable, Sendable, Hashable {
  case audiobooks = "INMediaCategoryAudiobooks"
  case music = "INMediaCategoryMusic"
  case general = "INMediaCategoryGeneral"
  case podcasts = "INMediaCategoryPodcasts"
  case radio = "INMediaCategoryRadio"
  /// Found in system binaries but not documented by Apple.
  case video = "INMediaCategoryVideo"

  /// The short spelling catalogs may use (`"music"`).
  public var shortName: String {
    switch self {
    case .audiobooks: "audiobooks"
    case .music: "music"
    case .general: "general"
    case .podcasts: "podcasts"
    case .radio: "radio"
    case .video: "video"
    }
  }

  public init?(spelling: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue == spelling || $0.shortName == spelling })
    else { return nil }
    self = match
  }
}
