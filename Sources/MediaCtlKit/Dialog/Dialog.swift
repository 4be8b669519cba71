/// What Siri says, and where the wording comes from.
public struct Dialog: Hashable, Sendable {
  public enum Source: Hashable, Sendable {
    /// Apple's wording, quoted in the named source (reference §6, behaviours §5).
    case apple(String)
    /// mediactl's own sentence where Apple gives no wording.
    case mediactl

    public var label: String {
      switch self {
      case .apple(let where_): "apple (\(where_))"
      case .mediactl: "mediactl"
      }
    }
  }

  public var text: String
  public var source: Source

  public init(_ text: String, source: Source) {
    self.text = text
    self.source = source
  }
}
