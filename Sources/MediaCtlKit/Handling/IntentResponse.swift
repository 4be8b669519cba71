/// The response `handle` returns, typed per intent: only codes the intent has can be written.
public enum IntentResponse: Hashable, Sendable {
  case play(PlayMediaIntentResponseCode)
  case add(AddMediaIntentResponseCode)
  case updateMediaAffinity(UpdateMediaAffinityIntentResponseCode)
  case searchForMedia(SearchForMediaIntentResponseCode)

  /// The Swift case name of the code (`handleInApp`).
  public var codeName: String {
    switch self {
    case .play(let c): c.name
    case .add(let c): c.name
    case .updateMediaAffinity(let c): c.name
    case .searchForMedia(let c): c.name
    }
  }

  public var rawValue: Int {
    switch self {
    case .play(let c): c.rawValue
    case .add(let c): c.rawValue
    case .updateMediaAffinity(let c): c.rawValue
    case .searchForMedia(let c): c.rawValue
    }
  }

  /// The code's enum, e.g. `INPlayMediaIntentResponseCode`.
  public var codeTypeName: String {
    switch self {
    case .play: PlayMediaIntentResponseCode.appleName
    case .add: AddMediaIntentResponseCode.appleName
    case .updateMediaAffinity: UpdateMediaAffinityIntentResponseCode.appleName
    case .searchForMedia: SearchForMediaIntentResponseCode.appleName
    }
  }
}
