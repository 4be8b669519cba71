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
    // Straight from the bytes (every catalog item's date is read twice while loading): up to
    // three '-'-separated runs of ASCII digits, the same answers as splitting and `Int(_:)`.
    var fields = (0, 0, 0)
    var count = 0
    var firstLength = 0
    var value = 0
    var length = 0
    func store() {
      switch count {
      case 0: fields.0 = value; firstLength = length
      case 1: fields.1 = value
      default: fields.2 = value
      }
      count += 1
    }
    for byte in isoDate.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let (scaled, o1) = value.multipliedReportingOverflow(by: 10)
        let (sum, o2) = scaled.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
        guard !o1, !o2 else { return nil }
        value = sum
        length += 1
      case UInt8(ascii: "-") where length > 0:
        guard count < 2 else { return nil }
        store()
        value = 0
        length = 0
      default:
        // Signs, empty parts and anything else: the general reading decides.
        guard let parsed = Self.parsedBySplitting(isoDate) else { return nil }
        self = parsed
        return
      }
    }
    guard length > 0 else { return nil }
    store()
    guard firstLength == 4 else { return nil }
    var month: Int?
    var day: Int?
    if count > 1 {
      guard (1...12).contains(fields.1) else { return nil }
      month = fields.1
    }
    if count > 2 {
      guard (1...31).contains(fields.2) else { return nil }
      day = fields.2
    }
    self.init(year: fields.0, month: month, day: day)
  }

  /// The general reading (signs, '+', anything `Int(_:)` accepts): the fast path's fallback.
  static func parsedBySplitting(_ isoDate: String) -> Self? {
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
    return Self(year: year, month: month, day: day)
  }

  public var sortKey: Int { sortKey(fillingWith: 0) }

  func sortKey(fillingWith filler: Int) -> Int {
    (year ?? (filler == 0 ? 0 : 9999)) * 10_000 + (month ?? filler) * 100 + (day ?? filler)
  }
}
