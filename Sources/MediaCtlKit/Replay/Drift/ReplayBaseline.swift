/// An earlier run's JSON report (`--report json=FILE`), read for `--baseline`: per utterance
/// whether it passed and the flattened fields of its result. Utterances are matched by file,
/// text and occurrence of that text in the file, so lines moving within a file still match.
public struct ReplayBaseline: Sendable {
  struct Key: Hashable, Sendable {
    var file: String
    var text: String
    var occurrence: Int
  }

  struct Entry: Sendable {
    var passed: Bool
    /// The fields as `path U+1 value` pairs joined by U+2: one string per utterance, a
    /// fraction of a dictionary's memory for a baseline of many utterances.
    private var packed: String

    init(passed: Bool, fields: [String: String]) {
      self.passed = passed
      packed = fields.map { "\($0.key)\u{1}\($0.value)" }.joined(separator: "\u{2}")
    }

    var fields: [String: String] {
      var out: [String: String] = [:]
      for pair in packed.split(separator: "\u{2}") {
        let parts = pair.split(separator: "\u{1}", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2 { out[String(parts[0])] = String(parts[1]) }
      }
      return out
    }
  }

  /// The largest baseline read (the JSON report of a run of about a million utterances).
  static let maximumBytes = 2_000_000_000

  private(set) var entries: [Key: Entry] = [:]
  public var count: Int { entries.count }

  public init() {}

  /// Reads a JSON report; anything else is a located error.
  public static func load(path: String) throws(Diagnostic) -> ReplayBaseline {
    if Replayer.size(of: path) > maximumBytes { throw Diagnostic("baseline larger than \(maximumBytes / 1_000_000) MB", at: .init(file: path)) }
    let bytes = try FileInput.read(path)
    var baseline = ReplayBaseline()
    var occurrences: [Key: Int] = [:]
    var sawResults = false
    let (root, source) = try JSONParser.parseStreaming(bytes, file: path, arrayKey: "results") {
      (node: JSONNode, source: JSONSource, _: Int) throws(Diagnostic) in
      sawResults = true
      guard case .object(let members) = node.value else {
        throw Diagnostic("expected a result object in 'results'", at: source.location(of: node.offset))
      }
      var file: String?
      var text: String?
      var passed: Bool?
      var fields: [String: String] = [:]
      for m in members {
        switch (m.key, m.value.value) {
        case ("file", .string(let s)): file = s
        case ("utterance", .string(let s)): text = s
        case ("passed", .bool(let b)): passed = b
        case ("result", _): flatten(m.value, prefix: "", into: &fields)
        default: break
        }
      }
      guard let file, let text, let passed else {
        throw Diagnostic("a result needs 'file', 'utterance' and 'passed' (is this a 'replay --report json=FILE' report?)", at: source.location(of: node.offset))
      }
      var key = Key(file: file, text: text, occurrence: 0)
      key.occurrence = occurrences[key, default: 0]
      occurrences[Key(file: file, text: text, occurrence: 0)] = key.occurrence + 1
      baseline.entries[key] = Entry(passed: passed, fields: fields)
    }
    guard case .object = root.value, sawResults || hasResultsKey(root) else {
      throw Diagnostic("expected the JSON report of 'mediactl replay --report json=FILE' (an object with 'results')", at: source.location(of: root.offset))
    }
    return baseline
  }

  private static func hasResultsKey(_ root: JSONNode) -> Bool {
    guard case .object(let members) = root.value else { return false }
    return members.contains { $0.key == "results" }
  }

  func entry(_ key: Key) -> Entry? { entries[key] }

  /// `path → value` for every leaf: objects by dotted path, arrays of strings joined with
  /// ", ", other arrays by index; null is `none`. The same for the baseline and this run.
  static func flatten(_ node: JSONNode, prefix: String, into fields: inout [String: String]) {
    switch node.value {
    case .object(let members):
      for m in members { flatten(m.value, prefix: prefix.isEmpty ? m.key : "\(prefix).\(m.key)", into: &fields) }
    case .array(let elements):
      let strings = elements.compactMap { if case .string(let s) = $0.value { s } else { nil } }
      if strings.count == elements.count {
        fields[prefix] = strings.joined(separator: ", ")
      } else {
        for (i, e) in elements.enumerated() { flatten(e, prefix: "\(prefix)[\(i)]", into: &fields) }
      }
    case .null: fields[prefix] = "none"
    case .bool(let b): fields[prefix] = b ? "true" : "false"
    case .number(let d): fields[prefix] = d.formatted
    case .string(let s): fields[prefix] = s
    }
  }
}
