/// A response code of one intent. Each intent has its own enum, as in SiriKit, so a code the
/// intent does not have (`handleInApp` for search) cannot be written down.
public protocol IntentResponseCode: SiriKitEnum {}

/// Mirrors `INPlayMediaIntentResponseCode`.
public enum PlayMediaIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready
  case continueInApp
  case inProgress
  case success
  /// Unavailable on watchOS.
  case handleInApp
  case failure
  case failureRequiringAppLaunch
  case failureUnknownMediaType
  case failureNoUnplayedContent
  case failureRestrictedContent
  /// iOS 15.4 / watchOS 8.5 / tvOS 15.4.
  case failureMaxStreamLimitReached
  public static let appleName = "INPlayMediaIntentResponseCode"
}

/// Mirrors `INAddMediaIntentResponseCode` (has `handleInApp`, no `continueInApp`).
public enum AddMediaIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready
  case inProgress
  case success
  /// Unavailable on watchOS.
  case handleInApp
  case failure
  case failureRequiringAppLaunch
  public static let appleName = "INAddMediaIntentResponseCode"
}

/// Mirrors `INUpdateMediaAffinityIntentResponseCode` (neither `handleInApp` nor `continueInApp`).
public enum UpdateMediaAffinityIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready
  case inProgress
  case success
  case failure
  case failureRequiringAppLaunch
  public static let appleName = "INUpdateMediaAffinityIntentResponseCode"
}

/// Mirrors `INSearchForMediaIntentResponseCode` (has `continueInApp`, no `handleInApp`).
public enum SearchForMediaIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready
  case continueInApp
  case inProgress
  case success
  case failure
  case failureRequiringAppLaunch
  public static let appleName = "INSearchForMediaIntentResponseCode"
}
