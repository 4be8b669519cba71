/// Traditional and simplified Chinese characters. Titles in a catalog may be in either script
/// and people (or recognisers) write either, so titles and spoken names are compared in
/// simplified form. One to one, character by character, from `ChineseScriptTable`.
public enum ChineseScript {
  /// Traditional → simplified for U+4E00…U+9FFF as scalar values (0: unchanged), built on
  /// first use by walking the two strings of `ChineseScriptTable` side by side.
  static let toSimplified: [UInt32] = {
    var table = [UInt32](repeating: 0, count: 0x9FFF - 0x4E00 + 1)
    let traditional = ChineseScriptTable.traditional.unicodeScalars.filter { $0 != "\n" }
    let simplified = ChineseScriptTable.simplified.unicodeScalars.filter { $0 != "\n" }
    for (t, s) in zip(traditional, simplified) where t.value >= 0x4E00 && t.value <= 0x9FFF {
      table[Int(t.value - 0x4E00)] = s.value
    }
    return table
  }()

  /// The simplified form of one character (itself when it has none).
  public static func simplified(_ ch: Character) -> Character {
    guard ch.unicodeScalars.count == 1, let scalar = ch.unicodeScalars.first, scalar.value >= 0x4E00, scalar.value <= 0x9FFF
    else { return ch }
    let mapped = toSimplified[Int(scalar.value - 0x4E00)]
    guard mapped != 0, let simple = Unicode.Scalar(mapped) else { return ch }
    return Character(simple)
  }

  /// The text with every traditional character replaced by its simplified form. Characters
  /// stay one for one, so positions in the result are positions in the input.
  public static func simplified(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: TextNormalizer.isHan) else { return text }
    return String(text.map(simplified))
  }
}
