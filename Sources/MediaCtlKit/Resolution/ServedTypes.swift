/// Which item types an app takes as answers, decided per type the first time a request's
/// candidates hold one: a type the app serves, a type of no category (a genre), or one of a
/// declared category. Two bit sets, no allocation: `applyConstraints` runs on every request,
/// and deciding all twenty types up front cost more than the rest of an exact match.
struct ServedTypes {
  private var known: UInt64 = 0
  private var served: UInt64 = 0

  mutating func contains(_ type: MediaItemType, app: AppDescription) -> Bool {
    let raw = type.rawValue
    // Raw values are small; one out of range is decided every time.
    guard raw >= 0, raw < 64 else { return Self.serves(type, app: app) }
    let bit: UInt64 = 1 << UInt64(raw)
    if known & bit == 0 {
      known |= bit
      if Self.serves(type, app: app) { served |= bit }
    }
    return served & bit != 0
  }

  static func serves(_ type: MediaItemType, app: AppDescription) -> Bool {
    app.serves(type) || type.category == nil || app.declaresCategory(of: type)
  }
}
