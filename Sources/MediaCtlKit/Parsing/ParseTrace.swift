/// What the parser did, for `--explain`: the rule that matched, which words went to which
/// field through which normaliser, lexicon or vocabulary entry, and the words left over.
public struct ParseTrace: Sendable, Hashable {
  public struct Step: Sendable, Hashable {
    /// `rule`, `app`, `verb`, `lexicon:genres`, `normaliser:decade`, `vocabulary:mediaPlaylistTitle`, `catalog`…
    public var source: String
    /// The words as said.
    public var words: String
    /// The field set (`mediaSearch.genreNames`), or `-` for words that only steer.
    public var field: String
    public var value: String
  }

  public var language: String = "en"
  public var rule: String = ""
  public var steps: [Step] = []
  public var leftover: [String] = []
  /// Off, `note` records nothing and builds none of its strings: a parse that nobody will
  /// explain reads the same, without the record (`ParseContext.recordsTrace`).
  public var isRecording = true

  public mutating func note(_ source: String, _ words: String, _ field: String, _ value: String) {
    guard isRecording else { return }
    steps.append(Step(source: source, words: words, field: field, value: value))
  }
}

/// A parsed utterance: the request Siri would hand over, and how it was found.
public struct ParseResult: Sendable, Hashable {
  public var request: MediaRequest
  public var trace: ParseTrace
  /// The language the utterance was read as (`en-US`, `zh-CN`).
  public var locale: String

  public init(request: MediaRequest, trace: ParseTrace, locale: String) {
    self.request = request
    self.trace = trace
    self.locale = locale
  }
}
