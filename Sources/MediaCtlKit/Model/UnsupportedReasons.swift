/// Why a media item cannot be served. SiriKit declares four identical enums, one per intent
/// (`INPlayMediaMediaItemUnsupportedReason`, …); they share one Swift type here, named per intent
/// below, because their cases and raw values are the same. Starts at 1: there is no unknown case.
public enum MediaItemUnsupportedReason: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(MediaItemUnsupportedReason.self)
  case loginRequired = 1
  case subscriptionRequired
  case unsupportedMediaType
  case explicitContentSettings
  case cellularDataSettings
  case restrictedContent
  /// iOS 14.0 / watchOS 7.0.
  case serviceUnavailable
  /// iOS 14.0 / watchOS 7.0.
  case regionRestriction
  public static let appleName = "INPlayMediaMediaItemUnsupportedReason"
}

public typealias PlayMediaMediaItemUnsupportedReason = MediaItemUnsupportedReason
public typealias AddMediaMediaItemUnsupportedReason = MediaItemUnsupportedReason
public typealias UpdateMediaAffinityMediaItemUnsupportedReason = MediaItemUnsupportedReason
public typealias SearchForMediaMediaItemUnsupportedReason = MediaItemUnsupportedReason

/// Mirrors `INAddMediaMediaDestinationUnsupportedReason`.
public enum AddMediaMediaDestinationUnsupportedReason: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(AddMediaMediaDestinationUnsupportedReason.self)
  case playlistNameNotFound = 1
  /// iOS 14.0 / watchOS 7.0.
  case playlistNotEditable
  public static let appleName = "INAddMediaMediaDestinationUnsupportedReason"
}

/// Mirrors `INPlayMediaPlaybackSpeedUnsupportedReason`.
public enum PlayMediaPlaybackSpeedUnsupportedReason: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(PlayMediaPlaybackSpeedUnsupportedReason.self)
  case belowMinimum = 1
  case aboveMaximum
  public static let appleName = "INPlayMediaPlaybackSpeedUnsupportedReason"
}
