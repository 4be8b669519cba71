/// Reads an utterance as Siri would and returns the request it hands to the app.
///
/// A language parser per locale; the language is chosen from the script (Han → Chinese) or
/// given explicitly. Rules and word lists are data (see `English/Lexicon/`).
public protocol LanguageParser: Sendable {
  var locale: String { get }
  func parse(_ text: String, context: ParseContext) -> ParseResult
}

public struct UtteranceParser: Sendable {
  /// The longest utterance the command line and replay files hand to a parser, in UTF-8 bytes.
  /// Spoken requests are a sentence or two; a longer line is a pasted file, and parsing cost
  /// grows with length (a megabyte takes most of a minute in a debug build).
  public static let maximumUTF8Bytes = 10_000

  /// The error for an utterance over `maximumUTF8Bytes`, or nil when it is short enough.
  public static func lengthProblem(_ text: String, at location: Diagnostic.Location? = nil) -> Diagnostic? {
    let bytes = text.utf8.count
    guard bytes > maximumUTF8Bytes else { return nil }
    return Diagnostic("utterance is \(bytes) bytes long; mediactl reads at most \(maximumUTF8Bytes)", at: location)
  }

  public var context: ParseContext
  public var english: any LanguageParser
  public var others: [any LanguageParser]

  public init(context: ParseContext, english: any LanguageParser = EnglishParser(), others: [any LanguageParser] = []) {
    self.context = context
    self.english = english
    self.others = others
  }

  /// Parses with the parser for `locale` ("en-US", "zh-CN"), or by script when nil. Without
  /// `tracing` the result's trace is empty (its rule aside): nothing will explain it.
  public func parse(_ text: String, locale: String? = nil, tracing: Bool = true) -> ParseResult {
    let parser = parser(for: text, locale: locale)
    guard tracing != context.recordsTrace else { return parser.parse(text, context: context) }
    var context = self.context
    context.recordsTrace = tracing
    return parser.parse(text, context: context)
  }

  func parser(for text: String, locale: String?) -> any LanguageParser {
    if let locale {
      let language = locale.prefix(2).lowercased()
      return others.first { $0.locale.prefix(2).lowercased() == language } ?? english
    }
    if text.unicodeScalars.contains(where: TextNormalizer.isHan),
      let chinese = others.first(where: { $0.locale.hasPrefix("zh") })
    {
      return chinese
    }
    return english
  }
}
