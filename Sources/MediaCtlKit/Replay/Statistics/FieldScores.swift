/// Per-field counts of expectations: how many held, and for positive exact expectations the
/// true/false positives and false negatives that give precision, recall and F1 (as Rasa's
/// per-entity report: expecting a value and getting none is a miss, getting a value where
/// none or another was expected is a false alarm).
public struct FieldScore: Sendable, Equatable {
  public var passed = 0
  public var total = 0
  public var truePositives = 0
  public var falsePositives = 0
  public var falseNegatives = 0
  /// Positive exact expectations counted for precision and recall.
  public var scored = 0

  public var accuracy: Double { total == 0 ? 1 : Double(passed) / Double(total) }
  public var precision: Double? {
    truePositives + falsePositives == 0 ? nil : Double(truePositives) / Double(truePositives + falsePositives)
  }
  public var recall: Double? {
    truePositives + falseNegatives == 0 ? nil : Double(truePositives) / Double(truePositives + falseNegatives)
  }
  public var f1: Double? {
    guard let p = precision, let r = recall, p + r > 0 else { return scored > 0 && precision != nil && recall != nil ? 0 : nil }
    return 2 * p * r / (p + r)
  }

  mutating func add(_ outcome: ExpectationOutcome) {
    total += 1
    if outcome.passed { passed += 1 }
    let e = outcome.expectation
    guard !e.negated, !e.contains, e.field != "resolved" else { return }
    scored += 1
    let expectedNone = e.value == "none"
    let actualNone = outcome.actual == "none" || outcome.actual.isEmpty
    if outcome.passed {
      if !expectedNone { truePositives += 1 }
    } else {
      if !actualNone { falsePositives += 1 }
      if !expectedNone { falseNegatives += 1 }
    }
  }

  /// The table's key for an expectation: `field`, or `not field`.
  static func key(_ e: Expectation) -> String { (e.negated ? "not " : "") + e.field }
}

/// The slowest utterances of a run, the `limit` longest kept (bounded memory).
public struct SlowestCases: Sendable {
  public struct Entry: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var text: String
    public var seconds: Double
    public var passed: Bool
  }

  public let limit: Int
  /// Longest first.
  public private(set) var entries: [Entry] = []

  public init(limit: Int = 20) { self.limit = limit }

  mutating func add(_ c: Replayer.CaseResult) {
    guard c.result != nil else { return }
    if entries.count == limit, let last = entries.last, last.seconds >= c.seconds { return }
    let entry = Entry(file: c.file, line: c.utterance.line, text: c.utterance.text, seconds: c.seconds, passed: c.passed)
    let at = entries.firstIndex { $0.seconds < c.seconds } ?? entries.count
    entries.insert(entry, at: at)
    if entries.count > limit { entries.removeLast() }
  }
}
