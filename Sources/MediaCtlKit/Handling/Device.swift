/// The device the request was spoken to; it changes the response code and the dialog.
public enum Device: String, CaseIterable, Sendable, Hashable {
  case iphone, ipad, watch, homepod, carplay

  /// How Siri refers to the device that actually plays on HomePod (the owner's phone).
  public var displayName: String {
    switch self {
    case .iphone: "iPhone"
    case .ipad: "iPad"
    case .watch: "Apple Watch"
    case .homepod: "HomePod"
    case .carplay: "CarPlay"
    }
  }
}
