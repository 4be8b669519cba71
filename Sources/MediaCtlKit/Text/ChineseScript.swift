/// Traditional and simplified Chinese characters. Titles in a catalog may be in either script
/// and people (or recognisers) write either, so titles and spoken names are compared in
/// simplified form. One to one, character by character, from `ChineseScriptTable`.
public enum ChineseScript {
  /// Traditional → simplified, built on first use.
  static let toSimplified: [Character: Character] = {
    let traditional = ChineseScriptTable.traditional.filter { $0 != "\n" }
    let simplified = ChineseScriptTable.simplified.filter { $0 != "\n" }
    var table: [Character: Character] = [:]
    table.reserveCapacity(traditional.count)
    for (t, s) in zip(traditional, simplified) { table[t] = s }
    return table
  }()

  /// The simplified form of one character (itself when it has none).
  public static func simplified(_ ch: Character) -> Character {
    guard let scalar = ch.unicodeScalars.first, scalar.value >= 0x4E00 else { return ch }
    return toSimplified[ch] ?? ch
  }

  /// The text with every traditional character replaced by its simplified form. Characters
  /// stay one for one, so positions in the result are positions in the input.
  public static func simplified(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: TextNormalizer.isHan) else { return text }
    return String(text.map(simplified))
  }
}
