/// Everything one request went through: the words, the request Siri builds, resolve,
/// handle and what Siri says.
public struct SimulationResult: Sendable {
  public var utterance: String?
  public var parse: ParseResult?
  /// The request as it reaches the app (now-playing details filled in for "this").
  public var request: MediaRequest
  public var routing: SiriRouting
  public var resolution: Resolution?
  public var response: IntentResponse?
  public var commandStatus: RemoteCommandStatus?
  public var answer: String?
  public var dialog: Dialog
  public var app: AppDescription
}

/// Mirrors `MPRemoteCommandHandlerStatus`.
public enum RemoteCommandStatus: Int, SiriKitEnum {
  public static let nameTable = EnumNames.Table(RemoteCommandStatus.self)
  case success = 0
  case noSuchContent = 100
  case noActionableNowPlayingItem = 110
  case deviceNotFound = 120
  case commandFailed = 200
  public static let appleName = "MPRemoteCommandHandlerStatus"
}
