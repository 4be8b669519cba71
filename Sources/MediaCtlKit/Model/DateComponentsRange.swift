/// A range of calendar dates, as in `INDateComponentsRange` ("the seventies" → 1970…1979).
/// Only the components a person can say are kept: year, month and day.
public struct DateComponentsRange: Hashable, Sendable {
  public struct Components: Hashable, Sendable {
    public var year: Int?
    public var month: Int?
    public var day: Int?
    public init(year: Int? = nil, month: Int? = nil, day: Int? = nil) {
      self.year = year
      self.month = month
      self.day = day
    }
  }

  public var startDateComponents: Components?
  public var endDateComponents: Components?

  public init(startDateComponents: Components? = nil, endDateComponents: Components? = nil) {
    self.startDateComponents = startDateComponents
    self.endDateComponents = endDateComponents
  }

  /// The whole years `from`…`through`.
  public static func years(_ from: Int, through: Int) -> DateComponentsRange {
    DateComponentsRange(
      startDateComponents: Components(year: from), endDateComponents: Components(year: through))
  }

  /// Whether a date given as `Components.sortKey` lies in the range.
  public func contains(sortKey: Int) -> Bool {
    if let start = startDateComponents, sortKey < start.sortKey(fillingWith: 0) { return false }
    if let end = endDateComponents, sortKey > end.sortKey(fillingWith: 99) { return false }
    return true
  }

  /// Whether an ISO date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`) lies in the range, compared on the
  /// components the range names.
  public func contains(isoDate: String) -> Bool {
    guard let date = Components(isoDate: isoDate) else { return false }
    if let start = startDateComponents, date.sortKey < start.sortKey(fillingWith: 0) { return false }
    if let end = endDateComponents, date.sortKey > end.sortKey(fillingWith: 99) { return false }
    return true
  }
}

extension DateComponentsRange.Components {
  /// Parses `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
  public init?(isoDate: String) {
    let parts = isoDate.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), let year = Int(parts[0]), parts[0].count == 4 else { return nil }
    var month: Int?
    var day: Int?
    if parts.count > 1 {
      guard let m = Int(parts[1]), (1...12).contains(m) else { return nil }
      month = m
    }
    if parts.count > 2 {
      guard let d = Int(parts[2]), (1...31).contains(d) else { return nil }
      day = d
    }
    self.init(year: year, month: month, day: day)
  }

  public var sortKey: Int { sortKey(fillingWith: 0) }

  func sortKey(fillingWith filler: Int) -> Int {
    (year ?? (filler == 0 ? 0 : 9999)) * 10_000 + (month ?? filler) * 100 + (day ?? filler)
  }
}
