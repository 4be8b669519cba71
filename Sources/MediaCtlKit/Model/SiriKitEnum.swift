/// An Intents enumeration mirrored from SiriKit: an `Int` raw value equal to Apple's and a
/// case name equal to Apple's Swift case name, which is the spelling used in JSON and output.
public protocol SiriKitEnum: CaseIterable, Hashable, Sendable, RawRepresentable
where RawValue == Int, AllCases: RandomAccessCollection {
  /// Apple's type name, as users see it in Xcode (`INMediaItemType`).
  static var appleName: String { get }
  /// Other spellings accepted on input (Apple's private JSON encoder writes `TVShow`).
  static var inputAliases: [String: Self] { get }
  /// The case names by raw value and back. Each enum declares it as a `static let`, so it is
  /// computed once and read without a lock (the default computes it under one).
  static var nameTable: EnumNames.Table { get }
}

extension SiriKitEnum {
  public static var inputAliases: [String: Self] { [:] }
  public static var nameTable: EnumNames.Table { EnumNames.table(for: Self.self) }

  /// The Swift case name, e.g. `podcastShow` (the enum's default description, cached: reading
  /// it by reflection for every catalog item was a measurable share of loading).
  public var name: String { Self.nameTable.names[rawValue] ?? String(describing: self) }

  /// Looks a case up by its Swift name or an accepted alias; case-sensitive like Swift.
  public init?(name: String) {
    if let alias = Self.inputAliases[name] {
      self = alias
      return
    }
    if let raw = Self.nameTable.values[name], let match = Self(rawValue: raw) {
      self = match
      return
    }
    // The Objective-C constant Xcode prints, `INMediaItemTypeSong`: the enum's name and the case.
    guard name.hasPrefix(Self.appleName), name.count > Self.appleName.count else { return nil }
    let rest = String(name.dropFirst(Self.appleName.count))
    if let alias = Self.inputAliases[rest] {
      self = alias
      return
    }
    let swiftName = rest.prefix(1).lowercased() + rest.dropFirst()
    guard let raw = Self.nameTable.values[swiftName], let match = Self(rawValue: raw) else { return nil }
    self = match
  }

  /// All case names in Apple's order, for error messages and `--help`.
  public static var caseNames: [String] { allCases.map(\.name) }
}

import Foundation

/// Case names of each SiriKit enum, computed once per type.
public enum EnumNames {
  public struct Table: Sendable {
    var names: [Int: String]
    var values: [String: Int]

    /// The table of `type`, read from its cases.
    public init<E: SiriKitEnum>(_ type: E.Type) {
      names = [:]
      values = [:]
      for value in E.allCases {
        let name = String(describing: value)
        names[value.rawValue] = name
        values[name] = value.rawValue
      }
    }
  }

  nonisolated(unsafe) private static var tables: [ObjectIdentifier: Table] = [:]
  private static let lock = NSLock()

  static func table<E: SiriKitEnum>(for type: E.Type) -> Table {
    let id = ObjectIdentifier(type)
    lock.lock()
    defer { lock.unlock() }
    if let table = tables[id] { return table }
    let table = Table(type)
    tables[id] = table
    return table
  }
}
