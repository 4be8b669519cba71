/// One word of an utterance: as said (for field values) and folded (for matching).
public struct Token: Sendable, Hashable {
  /// The word as written, trailing punctuation removed ("Youtube." → "Youtube").
  public var text: String
  /// Lowercased, curly apostrophes straightened; what lexicons match against.
  public var lower: String
  /// Joined to the previous word by a hyphen in the original ("top-twenty").
  public var hyphenated: Bool
  /// A comma followed the word ("ControlAudio, play …").
  public var commaAfter: Bool
  /// `lower` as a lookup key.
  public var key: WordKey
  /// The word opened a quotation ("play 'Night Train'"): the quote itself is not in `text`.
  public var quoted = false
  /// `lower` is ASCII letters and digits only ("abba", "2x"; not "don't", "café"): it is its
  /// own title-key word.
  public var isPlain: Bool
  /// The word's capitals (`CaseFlags`), read once when the word is made.
  public var caseFlags: CaseFlags

  public init(
    text: String, lower: String, hyphenated: Bool, commaAfter: Bool, key: WordKey? = nil, isPlain: Bool? = nil, caseFlags: CaseFlags? = nil
  ) {
    self.text = text
    self.lower = lower
    self.hyphenated = hyphenated
    self.commaAfter = commaAfter
    self.key = key ?? WordKey(lower)
    self.isPlain = isPlain ?? Self.isPlain(lower)
    self.caseFlags = caseFlags ?? CaseFlags(text)
  }

  /// Whether a lowercased word is ASCII letters and digits only.
  public static func isPlain(_ lower: String) -> Bool {
    lower.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
  }

  /// Splits an utterance into tokens. Hyphenated words become separate tokens that remember
  /// their hyphen, so "top-twenty" matches "top twenty" and values keep their spelling.
  ///
  /// Works on Unicode scalars, not Characters: every separator and punctuation mark here is one
  /// scalar, and grapheme breaking was the parser's largest single cost.
  public static func tokenize(_ text: String) -> [Token] {
    if let tokens = tokenizeASCII(text) { return tokens }
    return tokenizeScalars(text)
  }

  /// `tokenizeScalars` for ASCII text, from the bytes: the same tokens without grapheme
  /// breaking (phrase tables tokenise hundreds of phrases at start-up, and most utterances
  /// are ASCII). Whitespace is Unicode's (tab through carriage return, and space).
  static func tokenizeASCII(_ text: String) -> [Token]? {
    var text = text
    return text.withUTF8 { bytes -> [Token]? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }
      func isTrailing(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ";"), UInt8(ascii: ":"),
          UInt8(ascii: "\""), UInt8(ascii: ")"), UInt8(ascii: "("):
          return true
        default: return false
        }
      }
      func isLeading(_ b: UInt8) -> Bool { b == UInt8(ascii: "\"") || b == UInt8(ascii: "(") }
      func string(_ lo: Int, _ hi: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[lo..<hi]), as: UTF8.self) }
      func isUpper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
      func lower(_ lo: Int, _ hi: Int, _ text: String) -> String {
        guard bytes[lo..<hi].contains(where: isUpper) else { return text }
        return String(unsafeUninitializedCapacity: hi - lo) { out in
          for i in lo..<hi { out[i - lo] = isUpper(bytes[i]) ? bytes[i] | 0x20 : bytes[i] }
          return hi - lo
        }
      }
      func token(_ lo: Int, _ hi: Int, hyphenated: Bool) -> Token {
        let text = string(lo, hi)
        let plain = bytes[lo..<hi].allSatisfy { (0x61...0x7A).contains($0 | 0x20) || (0x30...0x39).contains($0) }
        return Token(
          text: text, lower: lower(lo, hi, text), hyphenated: hyphenated, commaAfter: false,
          key: WordKey(asciiLowercasing: bytes[lo..<hi]), isPlain: plain, caseFlags: CaseFlags(ascii: bytes[lo..<hi]))
      }
      var tokens: [Token] = []
      tokens.reserveCapacity(16)
      var i = 0
      let n = bytes.count
      while i < n {
        while i < n, isSpace(bytes[i]) { i += 1 }
        guard i < n else { break }
        var hi = i
        while hi < n, !isSpace(bytes[hi]) { hi += 1 }
        let next = hi
        var lo = i
        var comma = false
        while hi > lo, isTrailing(bytes[hi - 1]) {
          if bytes[hi - 1] == UInt8(ascii: ",") || bytes[hi - 1] == UInt8(ascii: ";") { comma = true }
          hi -= 1
        }
        while lo < hi, isLeading(bytes[lo]) { lo += 1 }
        // An opening single quote before a letter ("play 'Night Train'"), not an elision ('til, '70s).
        var quoted = false
        if hi - lo >= 2, bytes[lo] == UInt8(ascii: "'"), (0x61...0x7A).contains(bytes[lo + 1] | 0x20), !Token.elisions.contains(lower(lo + 1, hi, string(lo + 1, hi))) {
          lo += 1
          quoted = true
        }
        if hi > lo, bytes[hi - 1] == UInt8(ascii: "'"), !(hi - lo >= 2 && bytes[hi - 2] == UInt8(ascii: "s")) { hi -= 1 }
        i = next
        guard hi > lo else {
          if comma, !tokens.isEmpty { tokens[tokens.count - 1].commaAfter = true }
          continue
        }
        let firstIndex = tokens.count
        if bytes[lo] != UInt8(ascii: "-"), bytes[lo..<hi].contains(UInt8(ascii: "-")) {
          var part = lo
          var index = 0
          while part < hi {
            var end = part
            while end < hi, bytes[end] != UInt8(ascii: "-") { end += 1 }
            if end > part {
              tokens.append(token(part, end, hyphenated: index > 0))
              index += 1
            }
            part = end + 1
          }
        } else {
          tokens.append(token(lo, hi, hyphenated: false))
        }
        if quoted, firstIndex < tokens.count { tokens[firstIndex].quoted = true }
        if comma { tokens[tokens.count - 1].commaAfter = true }
      }
      return tokens
    }
  }

  /// The general tokeniser, by Unicode scalars.
  static func tokenizeScalars(_ text: String) -> [Token] {
    var tokens: [Token] = []
    tokens.reserveCapacity(16)
    let scalars = text.unicodeScalars
    var i = scalars.startIndex
    while i < scalars.endIndex {
      while i < scalars.endIndex, isSeparator(scalars[i]) { i = scalars.index(after: i) }
      guard i < scalars.endIndex else { break }
      var j = scalars.index(after: i)
      while j < scalars.endIndex, !isSeparator(scalars[j]) { j = scalars.index(after: j) }
      appendWord(scalars[i..<j], to: &tokens)
      i = j
    }
    return tokens
  }

  @inline(__always)
  static func isSeparator(_ s: Unicode.Scalar) -> Bool {
    s.value == 0x20 || (0x09...0x0D).contains(s.value) || s.value >= 0x80 && s.properties.isWhitespace
  }

  static func isTrailingPunctuation(_ s: Unicode.Scalar) -> Bool {
    switch s {
    case ",", ".", "!", "?", ";", ":", "\"", "\u{201D}", "\u{201C}", ")", "(", "\u{2026}": true
    default: false
    }
  }

  /// Words spelled with a leading apostrophe: it is theirs, not an opening quote.
  static let elisions: Set<String> = ["em", "til", "tis", "twas", "cause", "bout", "n", "round", "nuff", "sup", "kay", "cos", "s"]

  static func isLeadingPunctuation(_ s: Unicode.Scalar) -> Bool {
    switch s {
    case "\"", "\u{201C}", "\u{201D}", "(", "\u{2018}": true
    default: false
    }
  }

  /// One whitespace-separated word: surrounding punctuation stripped (keeping a leading
  /// apostrophe on years, '70s), curly apostrophes straightened, split at hyphens.
  static func appendWord(_ raw: Substring.UnicodeScalarView, to tokens: inout [Token]) {
    var word = raw
    var comma = false
    while let last = word.last, isTrailingPunctuation(last) {
      if last == "," || last == ";" { comma = true }
      word.removeLast()
    }
    while let first = word.first, isLeadingPunctuation(first) { word.removeFirst() }
    // An opening single quote before a letter ("play 'Night Train'"), not an elision ('til, '70s).
    var quoted = false
    if word.first == "'", let second = word.dropFirst().first, second.properties.isAlphabetic,
      !elisions.contains(String(word.dropFirst()).lowercased())
    {
      word.removeFirst()
      quoted = true
    }
    var w = String(word)
    if word.contains("\u{2019}") { w = w.replacingCurlyApostrophes }
    if w.hasSuffix("'") && !w.hasSuffix("s'") { w.removeLast() }
    guard !w.isEmpty else {
      if comma, !tokens.isEmpty { tokens[tokens.count - 1].commaAfter = true }
      return
    }
    let firstIndex = tokens.count
    if w.utf8.contains(UInt8(ascii: "-")), w.utf8.first != UInt8(ascii: "-") {
      let parts = w.split(separator: "-", omittingEmptySubsequences: true)
      for (i, part) in parts.enumerated() {
        tokens.append(Token(text: String(part), lower: part.lowercased(), hyphenated: i > 0, commaAfter: false))
      }
    } else {
      tokens.append(Token(text: w, lower: w.lowercased(), hyphenated: false, commaAfter: false))
    }
    if quoted, firstIndex < tokens.count { tokens[firstIndex].quoted = true }
    if comma { tokens[tokens.count - 1].commaAfter = true }
  }
}

extension String {
  /// Whether the first character is an uppercase letter; ASCII from the first byte.
  var startsUppercase: Bool {
    guard let b = utf8.first else { return false }
    return b < 0x80 ? (0x41...0x5A).contains(b) : first?.isUppercase == true
  }

  /// Whether the first character is a lowercase letter; ASCII from the first byte.
  var startsLowercase: Bool {
    guard let b = utf8.first else { return false }
    return b < 0x80 ? (0x61...0x7A).contains(b) : first?.isLowercase == true
  }

  /// ’ → ' (speech recognisers and phones type the curly one).
  fileprivate var replacingCurlyApostrophes: String {
    var out = String.UnicodeScalarView()
    for scalar in unicodeScalars { out.append(scalar == "\u{2019}" ? "'" : scalar) }
    return String(out)
  }
}

extension Sequence where Element == Token {
  /// The words as said, hyphens restored: the value a field gets.
  public var spoken: String {
    var out = ""
    // One allocation for names longer than a small string's 15 bytes, not one per append.
    let length = reduce(0) { $0 + $1.text.utf8.count + 1 }
    if length > 16 { out.reserveCapacity(length) }
    for token in self {
      if !out.isEmpty { out += token.hyphenated ? "-" : " " }
      out += token.text
    }
    return out
  }

  public var lowerWords: [String] { map(\.lower) }
}

extension String {
  /// Every occurrence of `placeholder` replaced by `replacement` ("turn on NAME" → "turn on
  /// shuffle", "unNAME" → "unshuffle"): phrase templates, filled byte by byte without
  /// Foundation's string search.
  func replacingWord(_ placeholder: String, with replacement: String) -> String {
    let text = Array(utf8)
    let target = Array(placeholder.utf8)
    guard !target.isEmpty, text.count >= target.count else { return self }
    var out: [UInt8] = []
    out.reserveCapacity(text.count + replacement.utf8.count)
    var i = 0
    while i < text.count {
      if i + target.count <= text.count, text[i..<(i + target.count)].elementsEqual(target) {
        out.append(contentsOf: replacement.utf8)
        i += target.count
      } else {
        out.append(text[i])
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}

