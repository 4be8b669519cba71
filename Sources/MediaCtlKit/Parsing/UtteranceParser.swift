/// Reads an utterance as Siri would and returns the request it hands to the app.
///
/// A language parser per locale; the language is chosen from the script (Han → Chinese) or
/// given explicitly. Rules and word lists are data (see `English/Lexicon/`).
public protocol LanguageParser: Sendable {
  var locale: String { get }
  func parse(_ text: String, context: ParseContext) -> ParseResult
}

public struct UtteranceParser: Sendable {
  public var context: ParseContext
  public var english: any LanguageParser
  public var others: [any LanguageParser]

  public init(context: ParseContext, english: any LanguageParser = EnglishParser(), others: [any LanguageParser] = []) {
    self.context = context
    self.english = english
    self.others = others
  }

  /// Parses with the parser for `locale` ("en-US", "zh-CN"), or by script when nil.
  public func parse(_ text: String, locale: String? = nil) -> ParseResult {
    parser(for: text, locale: locale).parse(text, context: context)
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
