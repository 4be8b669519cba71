/// One hand-written expectation under an utterance: `code: handleInApp`,
/// `mediaSearch.artistName: Khalid`, `not intent: INAddMediaIntent`.
public struct Expectation: Sendable, Hashable {
  /// The field path: a short name (`code`, `dialog`, `item`, …) or an intent field path.
  public var field: String
  public var value: String
  /// `not …`: the field must not have this value (`not resolved`: must not resolve).
  public var negated: Bool
  /// `dialog contains: …`: a substring check.
  public var contains: Bool
  /// 1-based line in its file (0 for `--expect`).
  public var line: Int

  public init(field: String, value: String, negated: Bool = false, contains: Bool = false, line: Int = 0) {
    self.field = field
    self.value = value
    self.negated = negated
    self.contains = contains
    self.line = line
  }

  /// Short names and what they read. Any other name is a path into the intent JSON
  /// (`mediaSearch.mediaType`, `playbackSpeed`, `mediaDestination.playlistName`).
  public static let shortFields: [String: String] = [
    "code": "the response code (handleInApp, success, none when Siri stops at resolve)",
    "dialog": "what Siri says",
    "result": "the media-item resolution: success, unsupported, needsValue",
    "reason": "the unsupported reason (subscriptionRequired, …), or none",
    "item": "the first resolved item's identifier",
    "items": "all resolved identifiers, comma-separated, in order",
    "intent": "the intent class, the command / question name, or none (not a media request)",
    "command": "the MPRemoteCommand name",
    "question": "the now-playing question (title, artist, album)",
    "answer": "the now-playing answer",
    "destination": "library, or the resolved playlist's title",
    "destinationReason": "playlistNameNotFound or playlistNotEditable",
    "speed": "the playback-speed resolution: the speed, belowMinimum or aboveMaximum",
    "name": "mediaName, artistName or albumName — whichever holds it",
    "app": "the app named in the utterance",
    "routing": "thisApp, otherApp or defaultApp",
    "resolved": "with `not`: the request must not resolve to items",
  ]

  /// How the expectation reads in a file.
  public var text: String {
    (negated ? "not " : "") + field + (contains ? " contains" : "") + (field == "resolved" ? "" : ": \(value)")
  }

  /// Checks this expectation against a result's fields.
  public func check(_ fields: ResultFields) -> ExpectationOutcome {
    if field == "resolved" {
      let resolved = fields.value("result") == "success"
      return ExpectationOutcome(expectation: self, passed: negated ? !resolved : resolved, actual: fields.value("result") ?? "none")
    }
    if field == "name" {
      let names = ["mediaSearch.mediaName", "mediaSearch.artistName", "mediaSearch.albumName"].compactMap { fields.value($0) }
      let hit = names.contains { Self.same($0, value, contains: contains) }
      return ExpectationOutcome(expectation: self, passed: hit != negated, actual: names.isEmpty ? "none" : names.joined(separator: " | "))
    }
    let actual = fields.value(field) ?? "none"
    let hit = Self.same(actual, value, contains: contains)
    return ExpectationOutcome(expectation: self, passed: hit != negated, actual: actual)
  }

  /// Exact text, or the same number (`2` = `2.0`), or a case-insensitive substring for `contains`.
  static func same(_ actual: String, _ expected: String, contains: Bool) -> Bool {
    if contains { return actual.lowercased().contains(expected.lowercased()) }
    if actual == expected { return true }
    if let a = Double(actual), let b = Double(expected) { return a == b }
    return false
  }
}

public struct ExpectationOutcome: Sendable, Hashable {
  public var expectation: Expectation
  public var passed: Bool
  public var actual: String
}
