/// What changed since a baseline run: utterances newly failing, newly passing, and changed
/// while still passing (another item, another dialog, another value of a field no expectation
/// pins). Each list keeps its first `limit` entries and counts the rest.
public struct ReplayDrift: Sendable {
  public enum Kind: String, Sendable, CaseIterable {
    case newlyFailing = "newly failing"
    case newlyPassing = "newly passing"
    case changed = "changed while passing"
  }

  public struct Change: Sendable, Equatable {
    public var field: String
    public var before: String
    public var after: String
  }

  public struct Entry: Sendable, Equatable {
    public var kind: Kind
    public var file: String
    public var line: Int
    public var text: String
    public var changes: [Change]
    /// The failure's number in the report, when it fails now.
    public var failure: Int?
  }

  public static let limit = 10_000
  /// Fields that say how the run went rather than what Siri answered.
  static let ignoredFields: Set<String> = ["utterance"]

  public private(set) var entries: [Kind: [Entry]] = [:]
  public private(set) var counts: [Kind: Int] = [:]
  /// Utterances of this run the baseline does not have, and baseline utterances not run now.
  public private(set) var added = 0
  public private(set) var removed = 0
  public let baselinePath: String

  private let baseline: ReplayBaseline
  private var matched = 0
  private var occurrences: [ReplayBaseline.Key: Int] = [:]

  public init(baseline: ReplayBaseline, path: String) {
    self.baseline = baseline
    self.baselinePath = path
  }

  public func count(_ kind: Kind) -> Int { counts[kind] ?? 0 }
  public var total: Int { Kind.allCases.reduce(0) { $0 + count($1) } }

  mutating func add(_ c: Replayer.CaseResult, failure: Int?) {
    var key = ReplayBaseline.Key(file: c.file, text: c.utterance.text, occurrence: 0)
    key.occurrence = occurrences[key, default: 0]
    occurrences[ReplayBaseline.Key(file: c.file, text: c.utterance.text, occurrence: 0)] = key.occurrence + 1
    guard let old = baseline.entry(key) else {
      added += 1
      return
    }
    matched += 1
    let now = Self.fields(c)
    let then = old.fields
    var changes: [Change] = []
    for field in Set(then.keys).union(now.keys).sorted() where !Self.ignoredFields.contains(field) {
      let before = then[field] ?? "none"
      let after = now[field] ?? "none"
      if before != after { changes.append(Change(field: field, before: before, after: after)) }
    }
    let kind: Kind
    switch (old.passed, c.passed) {
    case (true, false): kind = .newlyFailing
    case (false, true): kind = .newlyPassing
    case (true, true) where !changes.isEmpty: kind = .changed
    default: return
    }
    counts[kind, default: 0] += 1
    if entries[kind, default: []].count < Self.limit {
      entries[kind, default: []].append(
        Entry(kind: kind, file: c.file, line: c.utterance.line, text: c.utterance.text, changes: changes, failure: failure))
    }
  }

  /// Counts the baseline utterances this run never matched.
  mutating func finish() { removed = max(0, baseline.count - matched) }

  /// The result's fields as the JSON report writes them, flattened like the baseline's.
  static func fields(_ c: Replayer.CaseResult) -> [String: String] {
    guard let result = c.result, let parsed = try? JSONParser.parse(result.json().compact, file: "") else { return [:] }
    var fields: [String: String] = [:]
    ReplayBaseline.flatten(parsed.0, prefix: "", into: &fields)
    return fields
  }

  /// `field: “before” → “after”` for the text report.
  public static func describe(_ change: Change) -> String { "\(change.field): “\(change.before)” → “\(change.after)”" }
}
