/// The handle step: which response code a well-built extension returns for a resolved intent
/// on each device (reference §5, behaviours §1 and §8).
public enum Handler {
  /// The response, or nil when resolve ended the request (Siri does not call handle after an
  /// unsupported or needsValue resolution).
  public static func handle(_ intent: MediaIntent, resolution: Resolution, device: Device) -> IntentResponse? {
    guard resolution.canHandle else { return nil }
    switch intent {
    case .play:
      // Extensions are too short-lived to play audio: background launch, except on the watch,
      // which has no handleInApp and launches the app in the foreground.
      return .play(device == .watch ? .continueInApp : .handleInApp)
    case .add:
      return .add(.success)
    case .updateMediaAffinity:
      return .updateMediaAffinity(.success)
    case .searchForMedia:
      // Search has only continueInApp. (On HomePod Siri sends a find request as a play
      // intent instead, so a search intent never reaches handle there.)
      return .searchForMedia(.continueInApp)
    }
  }
}
