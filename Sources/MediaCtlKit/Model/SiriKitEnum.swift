/// An Intents enumeration mirrored from SiriKit: an `Int` raw value equal to Apple's and a
/// case name equal to Apple's Swift case name, which is the spelling used in JSON and output.
public protocol SiriKitEnum: CaseIterable, Hashable, Sendable, RawRepresentable
where RawValue == Int, AllCases: RandomAccessCollection {
  /// Apple's type name, as users see it in Xcode (`INMediaItemType`).
  static var appleName: String { get }
  /// Other spellings accepted on input (Apple's private JSON encoder writes `TVShow`).
  static var inputAliases: [String: Self] { get }
}

extension SiriKitEnum {
  public static var inputAliases: [String: Self] { [:] }

  /// The Swift case name, e.g. `podcastShow` (the enum's default description).
  public var name: String { String(describing: self) }

  /// Looks a case up by its Swift name or an accepted alias; case-sensitive like Swift.
  public init?(name: String) {
    if let alias = Self.inputAliases[name] {
      self = alias
      return
    }
    guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = match
  }

  /// All case names in Apple's order, for error messages and `--help`.
  public static var caseNames: [String] { allCases.map(\.name) }
}
