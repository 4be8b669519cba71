/// Expected against got for one field (the intent, `mediaSearch.mediaType`, …), counted from
/// the positive exact expectations on that field. Generic over the field: another matrix is
/// one more entry in `ConfusionMatrix.reported`. Labels and the utterances kept per cell are
/// bounded, so the matrix stays small whatever the run's length.
public struct ConfusionMatrix: Sendable {
  /// The fields a replay report draws a matrix for: (expectation field, title).
  public static let reported: [(field: String, title: String)] = [
    ("intent", "intent"),
    ("mediaSearch.mediaType", "mediaType"),
    ("schema", "App Intents schema"),
  ]
  static let maximumLabels = 40
  static let otherLabel = "(other)"

  public struct Example: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var text: String
    /// The failure's number in the report (its anchor), when the case failed.
    public var failure: Int?
  }

  public struct Cell: Hashable, Sendable {
    public var expected: String
    public var got: String
  }

  public let field: String
  public let title: String
  public let examplesPerCell: Int
  public private(set) var counts: [Cell: Int] = [:]
  /// Off-diagonal cells only: the first utterances that landed there.
  public private(set) var examples: [Cell: [Example]] = [:]
  private var labelSet: Set<String> = []

  public init(field: String, title: String, examplesPerCell: Int = 25) {
    self.field = field
    self.title = title
    self.examplesPerCell = examplesPerCell
  }

  public var total: Int { counts.values.reduce(0, +) }
  public var isEmpty: Bool { counts.isEmpty }

  /// Every label seen, expected or got, sorted (the overflow label last).
  public var labels: [String] {
    labelSet.sorted { a, b in
      if a == Self.otherLabel || b == Self.otherLabel { return b == Self.otherLabel && a != b }
      return a < b
    }
  }

  public func count(expected: String, got: String) -> Int { counts[Cell(expected: expected, got: got)] ?? 0 }

  public func rowTotal(_ expected: String) -> Int {
    counts.reduce(0) { $1.key.expected == expected ? $0 + $1.value : $0 }
  }

  /// Counts the case when it has a positive exact expectation on the field.
  mutating func add(_ c: Replayer.CaseResult, failure: Int?) {
    for o in c.outcomes where o.expectation.field == field && !o.expectation.negated && !o.expectation.contains {
      let cell = Cell(expected: label(o.expectation.value), got: label(o.passed ? o.expectation.value : o.actual))
      counts[cell, default: 0] += 1
      if cell.expected != cell.got, examples[cell, default: []].count < examplesPerCell {
        examples[cell, default: []].append(Example(file: c.file, line: c.utterance.line, text: c.utterance.text, failure: failure))
      }
    }
  }

  private mutating func label(_ value: String) -> String {
    if labelSet.contains(value) { return value }
    if labelSet.count >= Self.maximumLabels - 1 {
      labelSet.insert(Self.otherLabel)
      return Self.otherLabel
    }
    labelSet.insert(value)
    return value
  }
}
