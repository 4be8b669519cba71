/// An ordering qualifier ("newest", "best", "popular"). Mirrors `INMediaSortOrder`.
public enum MediaSortOrder: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(MediaSortOrder.self)
  case unknown = 0
  case newest
  case oldest
  case best
  case worst
  case popular
  case unpopular
  case trending
  case recommended
  public static let appleName = "INMediaSortOrder"
}

/// "this"/"that" (what is playing) or "my". Mirrors `INMediaReference`.
public enum MediaReference: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(MediaReference.self)
  case unknown = 0
  case currentlyPlaying
  case my
  public static let appleName = "INMediaReference"
}

/// Mirrors `INPlaybackRepeatMode` (note: numbered unlike MediaPlayer's `MPRepeatType`).
public enum PlaybackRepeatMode: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(PlaybackRepeatMode.self)
  case unknown = 0
  case none
  case all
  case one
  public static let appleName = "INPlaybackRepeatMode"
}

/// Where a play request goes in the queue. Mirrors `INPlaybackQueueLocation`.
public enum PlaybackQueueLocation: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(PlaybackQueueLocation.self)
  case unknown = 0
  case now
  case next
  case later
  public static let appleName = "INPlaybackQueueLocation"
}

/// Like or dislike. Mirrors `INMediaAffinityType`.
public enum MediaAffinityType: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(MediaAffinityType.self)
  case unknown = 0
  case like
  case dislike
  public static let appleName = "INMediaAffinityType"
}

/// Mirrors `INMediaDestinationType`.
public enum MediaDestinationType: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(MediaDestinationType.self)
  case unknown = 0
  case library
  case playlist
  public static let appleName = "INMediaDestinationType"
}

/// Mirrors `INVocabularyStringType` (the media cases a media app may register).
public enum VocabularyStringType: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(VocabularyStringType.self)
  case mediaPlaylistTitle = 700
  case mediaMusicArtistName = 701
  case mediaAudiobookTitle = 702
  case mediaAudiobookAuthorName = 703
  case mediaShowTitle = 704
  public static let appleName = "INVocabularyStringType"

  /// The media type a vocabulary hit of this kind gives the phrase.
  public var mediaType: MediaItemType {
    switch self {
    case .mediaPlaylistTitle: .playlist
    case .mediaMusicArtistName: .artist
    case .mediaAudiobookTitle: .audioBook
    case .mediaAudiobookAuthorName: .audioBook
    case .mediaShowTitle: .podcastShow
    }
  }
}
