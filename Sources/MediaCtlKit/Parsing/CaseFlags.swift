/// A word's capitals, read once per token: whether it starts with an uppercase or a lowercase
/// letter, and whether a lowercase letter follows its first character ("Song", not "EP").
public struct CaseFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public static let startsUppercase = CaseFlags(rawValue: 1)
  public static let startsLowercase = CaseFlags(rawValue: 2)
  public static let lowercaseAfterFirst = CaseFlags(rawValue: 4)

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// From an ASCII word's bytes (the tokeniser has them at hand).
  @inline(__always)
  init(ascii bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    var raw: UInt8 = 0
    if let first = bytes.first {
      if (0x41...0x5A).contains(first) { raw |= 1 } else if (0x61...0x7A).contains(first) { raw |= 2 }
      if bytes.dropFirst().contains(where: { (0x61...0x7A).contains($0) }) { raw |= 4 }
    }
    self.init(rawValue: raw)
  }

  init(_ text: String) {
    var text = text
    // ASCII (nearly every word): one pass over the bytes; else by characters.
    let ascii: CaseFlags? = text.withUTF8 { bytes in
      guard let first = bytes.first else { return [] }
      var flags: CaseFlags = []
      if (0x41...0x5A).contains(first) { flags.insert(.startsUppercase) }
      if (0x61...0x7A).contains(first) { flags.insert(.startsLowercase) }
      for b in bytes.dropFirst() {
        if b >= 0x80 { return nil }
        if (0x61...0x7A).contains(b) { flags.insert(.lowercaseAfterFirst) }
      }
      return first < 0x80 ? flags : nil
    }
    if let ascii {
      self = ascii
      return
    }
    var flags: CaseFlags = []
    if text.startsUppercase { flags.insert(.startsUppercase) }
    if text.startsLowercase { flags.insert(.startsLowercase) }
    if text.dropFirst().contains(where: \.isLowercase) { flags.insert(.lowercaseAfterFirst) }
    self = flags
  }
}
