import Foundation

/// Spelled-out numbers and ordinals ("eighty-first" ↔ "81st", "ninety three point five" → 93.5).
public enum NumberWords {
  /// Spelled cardinal word (or hyphenated compound) → value, 0…99, plus the scale words.
  /// Spelled as ICU's en_US spell-out rules spell them (a test compares the two), but built
  /// from word lists: `NumberFormatter` cost the one-shot command a few milliseconds.
  public static let cardinals: [String: Int] = {
    let units = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    let teens = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    var table: [String: Int] = [:]
    table.reserveCapacity(101)
    for (n, word) in units.enumerated() { table[word] = n }
    for (n, word) in teens.enumerated() { table[word] = 10 + n }
    for (t, word) in tens.enumerated() {
      let value = 20 + 10 * t
      table[word] = value
      for u in 1...9 { table[word + "-" + units[u]] = value + u }
    }
    table["oh"] = 0
    return table
  }()

  /// Spelled ordinal ("first", "eighty-first", "twentieth") → value, 1…99.
  public static let ordinals: [String: Int] = {
    var table: [String: Int] = [:]
    for (word, n) in cardinals where n > 0 {
      table[ordinalWord(fromCardinal: word)] = n
    }
    return table
  }()

  /// English ordinal spelling from a spelled cardinal: the last word changes.
  static func ordinalWord(fromCardinal word: String) -> String {
    var parts = word.split(separator: "-").map(String.init)
    guard let last = parts.popLast() else { return word }
    let irregular = [
      "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
      "nine": "ninth", "twelve": "twelfth",
    ]
    let ordinal: String
    if let i = irregular[last] {
      ordinal = i
    } else if last.hasSuffix("y") {
      ordinal = String(last.dropLast()) + "ieth"
    } else {
      ordinal = last + "th"
    }
    return (parts + [ordinal]).joined(separator: "-")
  }

  /// "1st", "2nd", "3rd", "81st", "11th".
  public static func ordinalSuffix(_ n: Int) -> String {
    let tens = n % 100
    if (11...13).contains(tens) { return "\(n)th" }
    switch n % 10 {
    case 1: return "\(n)st"
    case 2: return "\(n)nd"
    case 3: return "\(n)rd"
    default: return "\(n)th"
    }
  }

  /// Whether `word` is a spelled cardinal or ordinal. Most words are answered from their shape
  /// (first byte and length) without hashing; see `WordSet`.
  public static func isNumberWord(_ word: String) -> Bool {
    numberWords.contains(word)
  }

  /// Every cardinal and ordinal word: title keys test each of their words against it.
  static let numberWords = WordSet(Array(cardinals.keys) + Array(ordinals.keys))

  /// The digits a title key holds for the one-word number `word` is one typo away from
  /// ("thre" → "3", "sevn" → "7", "secnd" → "2nd"): keys spell numbers as digits, so a typo in a
  /// number word is otherwise several edits from the title. Nil for number words themselves,
  /// digits and words under 3 letters; of several numbers one edit away, the smallest.
  static func digitsOfMisspeltNumber(_ word: String) -> String? {
    guard word.utf8.count >= 3, !isNumberWord(word), !(word.utf8.first.map { (0x30...0x39).contains($0) } ?? true) else { return nil }
    guard mayBeOneEditFromNumber(word) else { return nil }
    // Typo search runs this on every word of names the catalog lacks: a word within one edit
    // of a number shares a one-deletion key with it (or is one), so only the numbers filed
    // under the word's keys are compared, from the bytes.
    var best: Int?
    func consider(_ hash: UInt64) {
      for n in numberKeys[hash] ?? [] where n < (best ?? .max) && CatalogIndex.withinOneEdit(oneWordNumbers[n].word, word) {
        best = n
      }
    }
    consider(Postings.hash(word))
    CatalogIndex.forEachDeletionHash(of: word, consider)
    return best.map { oneWordNumbers[$0].digits }
  }

  /// Whether an ASCII word could be one edit from a one-word number by its length and letters:
  /// an edit adds or changes one letter, so a word longer than the longest number by two, or
  /// holding two letters no number has ("mmmjmm", "jump"), is not. Words that are not ASCII
  /// are not ruled out. Typo search asks this of every word of a name the catalog lacks
  /// before hashing the word's deletions.
  static func mayBeOneEditFromNumber(_ word: String) -> Bool {
    var foreign = 0
    var length = 0
    for byte in word.utf8 {
      guard byte < 0x80 else { return true }
      length += 1
      if byte < 0x61 || byte > 0x7A || numberLetters & (1 << UInt32(byte - 0x61)) == 0 {
        foreign += 1
        if foreign > 1 { return false }
      }
    }
    return length <= longestNumberWord + 1
  }

  /// The letters of the one-word numbers, a bit per letter a–z.
  static let numberLetters: UInt32 = oneWordNumbers.reduce(0) { bits, number in
    number.word.utf8.reduce(bits) { (0x61...0x7A).contains($1) ? $0 | 1 << UInt32($1 - 0x61) : $0 }
  }

  /// The length of the longest one-word number ("seventeenth").
  static let longestNumberWord = oneWordNumbers.map(\.word.utf8.count).max() ?? 0

  /// One-word cardinals ("three", "twenty") and ordinals ("third", "twentieth"), smallest first,
  /// with the digits keys hold for them.
  static let oneWordNumbers: [(word: String, digits: String)] = {
    let single = { (word: String) in !word.contains("-") && word != "oh" }
    let spelled = cardinals.filter { single($0.key) }.map { (word: $0.key, value: $0.value, digits: String($0.value)) }
      + ordinals.filter { single($0.key) }.map { (word: $0.key, value: $0.value, digits: ordinalSuffix($0.value)) }
    return spelled.sorted { ($0.value, $0.word) < ($1.value, $1.word) }.map { (word: $0.word, digits: $0.digits) }
  }()

  /// Each one-word number (its place in `oneWordNumbers`) under its own hash and the hashes of
  /// its one-deletion keys (`CatalogIndex.forEachDeletionHash`).
  static let numberKeys: [UInt64: [Int]] = {
    var keys: [UInt64: [Int]] = [:]
    for (n, number) in oneWordNumbers.enumerated() {
      keys[Postings.hash(number.word), default: []].append(n)
      CatalogIndex.forEachDeletionHash(of: number.word) { if keys[$0]?.last != n { keys[$0, default: []].append(n) } }
    }
    return keys
  }()

  static let scales: [String: Int] = ["hundred": 100, "thousand": 1000, "million": 1_000_000]

  /// Reads a number at `start`: digits ("93.5", "2x" is not a number), or spelled words
  /// ("ninety three point five", "nine hundred and eighty seven", "one and a half",
  /// "nineteen sixty nine" as a year). Returns the value and how many words it used.
  public static func parse(_ words: [String], at start: Int) -> (value: Double, length: Int)? {
    guard start < words.count else { return nil }
    // Digits: only ASCII ones make a Double, so the first byte decides.
    if let b = words[start].utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b),
      let d = Double(words[start].contains(",") ? words[start].replacingOccurrences(of: ",", with: "") : words[start])
    {
      var value = d
      var length = 1
      if start + 3 < words.count + 1, start + 3 <= words.count, words.count > start + 2,
        words[start + 1] == "and", words[start + 2] == "a", start + 3 < words.count, words[start + 3] == "half"
      {
        value += 0.5
        length = 4
      }
      return (value, length)
    }
    // Only spelled numbers go further: a word that starts no number ends here, allocation-free.
    guard cardinals[words[start]] != nil || words[start] == "a" || words[start] == "an" else { return nil }
    var i = start
    var total = 0
    var group = 0
    var sawNumber = false
    var lastWasUnitAfterTens = false
    while i < words.count {
      let word = words[i]
      if let n = cardinals[word], word != "oh" || sawNumber {
        if sawNumber {
          // "nineteen sixty nine", "twenty twenty", "twenty twelve": year-style pairs of two-digit
          // groups. Of the round tens only "twenty" opens one (the years 2010–2099 said in pairs;
          // "ninety ninety" is no number anyone says).
          if group >= 10, group < 100, group % 10 != 0 || group < 20 || group == 20, n >= 10, total == 0 {
            group = group * 100 + n
            lastWasUnitAfterTens = n % 10 == 0 && n >= 20
            i += 1
            continue
          }
          if group % 100 >= 20, group % 10 == 0, n < 10, n > 0 {
            group += n
            i += 1
            lastWasUnitAfterTens = false
            continue
          }
          if lastWasUnitAfterTens, n < 10, n > 0 {
            group += n
            lastWasUnitAfterTens = false
            i += 1
            continue
          }
          if group % 100 == 0, group > 0 || total > 0, n < 100 {
            group += n
            i += 1
            continue
          }
          break
        }
        group = n
        sawNumber = true
        i += 1
      } else if sawNumber, let scale = scales[word] {
        if scale == 100 {
          group = max(group, 1) * 100
        } else {
          total += max(group, 1) * scale
          group = 0
        }
        i += 1
      } else if sawNumber, word == "and", i + 1 < words.count, let next = cardinals[words[i + 1]], next < 100,
        group % 100 == 0 || total > 0
      {
        i += 1
      } else if !sawNumber, word == "a" || word == "an", i + 1 < words.count, words[i + 1] == "half" {
        return (0.5, 2)
      } else {
        break
      }
    }
    guard sawNumber else { return nil }
    var value = Double(total + group)
    if i + 2 < words.count + 0, i + 2 <= words.count - 1, words[i] == "and", words[i + 1] == "a", words[i + 2] == "half" {
      value += 0.5
      i += 3
    } else if i + 1 < words.count, words[i] == "point" {
      var digits = ""
      var j = i + 1
      while j < words.count, let d = cardinals[words[j]], d < 10 {
        digits += String(d)
        j += 1
      }
      if !digits.isEmpty, let fraction = Double("0." + digits) {
        value += fraction
        i = j
      }
    }
    return (value, i - start)
  }
}
