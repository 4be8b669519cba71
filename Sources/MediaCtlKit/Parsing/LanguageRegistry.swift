/// The languages mediactl reads and speaks. English is always there; other languages register
/// their parser and their dialog here, and the simulator picks them by the utterance's
/// locale (or by script when no locale is given).
public enum LanguageRegistry {
  /// Parsers besides English, tried by locale or script: Mandarin Chinese (`zh-CN`, chosen
  /// for any utterance with Han characters).
  public static var additionalParsers: [any LanguageParser] { [ChineseParser()] }

  /// The dialog language for a locale such as `zh-CN`; English when none matches.
  public static func dialog(for locale: String?) -> any DialogLanguage {
    if let locale, locale.lowercased().hasPrefix("zh") { return ChineseDialog() }
    return EnglishDialog()
  }
}
