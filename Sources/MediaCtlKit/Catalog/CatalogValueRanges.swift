/// The documented ranges of an item's numbers (docs/catalog-format.md), checked on load.
extension CatalogItem {
  public static let popularityRange: ClosedRange<Double> = 0...100
  public static let ratingRange: ClosedRange<Double> = 0...5
  /// Seconds: none negative; at most a year, which no track, episode or book reaches.
  public static let durationRange: ClosedRange<Double> = 0...31_536_000

  static func describe(_ range: ClosedRange<Double>) -> String {
    "from \(range.lowerBound.formatted) to \(range.upperBound.formatted)"
  }

  /// An ISO 3166-1 alpha-2 code as `requires.regions` takes it ("US", "de").
  static func isRegionCode(_ code: String) -> Bool {
    code.unicodeScalars.count == 2 && code.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
  }

  /// Whether every number and region code is in its documented range.
  var valuesAreInRange: Bool {
    if let p = popularity, !Self.popularityRange.contains(p) { return false }
    if let r = rating, !Self.ratingRange.contains(r) { return false }
    if let d = duration, !Self.durationRange.contains(d) { return false }
    return (requires.regions ?? []).allSatisfy(Self.isRegionCode)
  }
}

extension CatalogDecoder {
  /// A number that must lie in a documented range (popularity 0…100, rating 0…5, a duration of
  /// zero or more seconds).
  static func ranged(
    _ o: inout JSONObjectReader, _ key: String, _ path: String, _ range: ClosedRange<Double>
  ) throws(Diagnostic) -> Double? {
    guard let value = try o.double(key) else { return nil }
    guard range.contains(value) else {
      throw o.error("'\(path).\(key)' must be \(CatalogItem.describe(range)), found \(value.formatted)", at: o.value(key) ?? o.node)
    }
    return value
  }
}
