import Foundation

/// Turns titles and spoken names into comparable keys: case, punctuation, diacritics, "&",
/// spelled numbers and ordinals are folded away, so "HELLO!", "hello" and "Hello" meet, and
/// "eighty-first" meets "81st".
public enum TextNormalizer {
  /// Lowercased, diacritics stripped, punctuation removed, numbers as digits, single spaces.
  public static func key(_ text: String) -> String {
    tokens(text).joined(separator: " ")
  }

  /// Letters, marks and numbers, built once: `CharacterSet.alphanumerics` makes a new set each
  /// time it is read, which `tokens` would do for every character of text that is not ASCII.
  static let alphanumerics = CharacterSet.alphanumerics

  /// The words of `key(_:)`.
  public static func tokens(_ text: String) -> [String] {
    if let ascii = asciiTokens(text) { return spellNumbers(ascii) }
    let folded = fold(text)
    var words: [String] = []
    var current = ""
    for scalar in folded.unicodeScalars {
      if alphanumerics.contains(scalar) {
        if isHan(scalar) {
          // Han characters are words of their own: titles have no spaces.
          if !current.isEmpty { words.append(current); current = "" }
          words.append(String(scalar))
        } else {
          current.unicodeScalars.append(scalar)
        }
      } else if scalar == "'" || scalar == "’" {
        continue  // "don't" → "dont", "70's" → "70s"
      } else if scalar == "&" {
        if !current.isEmpty { words.append(current); current = "" }
        words.append("and")
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return spellNumbers(words)
  }

  /// The same tokens for ASCII text, straight from the bytes (no Foundation): most titles and
  /// utterances take this path, which keeps index building and parsing fast.
  static func asciiTokens(_ text: String) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      func isAlphanumeric(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
      }
      let apostrophe = UInt8(ascii: "'")
      var words: [String] = []
      var i = 0
      let n = bytes.count
      while i < n {
        let b = bytes[i]
        if b >= 0x80 { return nil }
        if isAlphanumeric(b) || b == apostrophe {
          // A word: letters and digits, lowercased, its apostrophes dropped ("Don't" → "dont").
          var j = i
          var letters = 0
          while j < n, isAlphanumeric(bytes[j]) || bytes[j] == apostrophe {
            if bytes[j] != apostrophe { letters += 1 }
            j += 1
          }
          if letters > 0 {
            let from = i
            words.append(
              String(unsafeUninitializedCapacity: letters) { out in
                var k = 0
                for p in from..<j where bytes[p] != apostrophe {
                  out[k] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[p]) ? bytes[p] | 0x20 : bytes[p]
                  k += 1
                }
                return k
              })
          }
          i = j
        } else {
          if b == UInt8(ascii: "&") { words.append("and") }
          i += 1
        }
      }
      return words
    }
  }

  /// Lowercase and strip diacritics (ICU).
  public static func fold(_ text: String) -> String {
    let lowered = text.lowercased()
    // ICU builds a transliterator per call: only text that can carry diacritics pays for it
    // (Chinese titles, for one, cannot).
    guard lowered.unicodeScalars.contains(where: mayCarryDiacritics) else { return lowered }
    // Canonical decomposition (é → e + ◌́) then dropping the combining marks strips the same
    // diacritics as ICU's Latin transform, without building a transliterator (whose registry
    // alone cost the one-shot command several milliseconds).
    var out = String.UnicodeScalarView()
    for scalar in lowered.decomposedStringWithCanonicalMapping.unicodeScalars
    where !(0x0300...0x036F).contains(scalar.value) {
      out.append(scalar)
    }
    return String(out)
  }

  /// Latin, Greek and Cyrillic letters with marks, and combining marks themselves.
  static func mayCarryDiacritics(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00C0...0x036F, 0x0370...0x04FF, 0x1E00...0x1FFF: return true
    default: return false
    }
  }

  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    // Extensions B to I and the compatibility supplement: the simplified forms of rare name
    // characters live there (頔 is simplified to U+2CC56).
    case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2FA1F, 0x30000...0x323AF, 0xF900...0xFAFF: return true
    default: return false
    }
  }

  /// Replaces spelled numbers with digits: "eighty first" → "81st", "twenty one" → "21".
  static func spellNumbers(_ words: [String]) -> [String] {
    guard words.contains(where: NumberWords.isNumberWord) else {
      return words
    }
    var out: [String] = []
    var i = 0
    while i < words.count {
      let word = words[i]
      if let o = NumberWords.ordinals[word] {
        out.append(NumberWords.ordinalSuffix(o))
        i += 1
        continue
      }
      if let tens = NumberWords.cardinals[word], tens >= 20, tens % 10 == 0, i + 1 < words.count {
        if let unitOrdinal = NumberWords.ordinals[words[i + 1]], unitOrdinal < 10 {
          out.append(NumberWords.ordinalSuffix(tens + unitOrdinal))
          i += 2
          continue
        }
        if let unit = NumberWords.cardinals[words[i + 1]], unit > 0, unit < 10 {
          out.append(String(tens + unit))
          i += 2
          continue
        }
      }
      if let n = NumberWords.cardinals[word], word != "oh" {
        out.append(String(n))
      } else {
        out.append(word)
      }
      i += 1
    }
    return out
  }
}
