/// `ItemReader`'s values: strings (shared when they repeat), lists, numbers, Booleans, literals,
/// the media type and the requirements object. Each returns nil for anything the located
/// decoder would report, so that the reader gives up on it.
extension ItemReader {
  /// Not empty and not only white space (`JSONObjectReader.nonEmptyString`): any ASCII byte
  /// that is not white space settles it without looking at characters.
  static func isNotBlank(_ s: String) -> Bool {
    for byte in s.utf8 where byte < 0x80 {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: continue
      default: return true
      }
    }
    return !s.allSatisfy(\.isWhitespace)
  }

  /// A string or null (`.some(nil)`); nil when the value is neither or not valid.
  mutating func string(shared: Bool = false) -> String?? {
    if literal("null") { return .some(nil) }
    guard byte(i) == UInt8(ascii: "\"") else { return nil }
    return stringValue(shared: shared).map { .some($0) }
  }

  /// The string at `i` (its opening quote).
  mutating func stringValue(shared: Bool) -> String? {
    let start = i + 1
    var j = start
    var high: UInt8 = 0
    while j < p.count {
      let b = p[j]
      if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
      high |= b
      j += 1
    }
    // Too long: the located parser reports it.
    guard j - start <= JSONParser.maximumStringBytes else { return nil }
    guard j < p.count, p[j] == UInt8(ascii: "\"") else {
      // Escapes: decoded as the located parser decodes them (which also rejects what is invalid).
      guard let (s, end) = JSONParser.string(in: input.bytes, at: i) else { return nil }
      i = end
      return s
    }
    i = j + 1
    let text = UnsafeBufferPointer(rebasing: p[start..<j])
    if shared, text.count > 15 {
      return strings.value(for: text) { Self.makeString(text, ascii: high < 0x80) }
    }
    return Self.makeString(text, ascii: high < 0x80)
  }

  static func makeString(_ text: UnsafeBufferPointer<UInt8>, ascii: Bool) -> String? {
    ascii ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
  }

  /// A list of strings or null (`.some(nil)`). Lists that repeat byte for byte are shared
  /// when `shared`.
  mutating func list(shared: Bool) -> [String]?? {
    if literal("null") { return .some(nil) }
    guard byte(i) == UInt8(ascii: "[") else { return nil }
    let start = i
    i += 1
    var out: [String] = []
    skipWhitespace()
    if byte(i) == UInt8(ascii: "]") {
      i += 1
      return .some([])
    }
    while true {
      skipWhitespace()
      guard byte(i) == UInt8(ascii: "\""), let s = stringValue(shared: false) else { return nil }
      out.append(s)
      skipWhitespace()
      if byte(i) == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard byte(i) == UInt8(ascii: "]") else { return nil }
      i += 1
      break
    }
    guard shared else { return .some(out) }
    let text = UnsafeBufferPointer(rebasing: p[start..<i])
    return .some(lists.value(for: text) { out })
  }

  /// A number or null (`.some(nil)`), by the grammar of `JSONParser.parseNumber`.
  mutating func number() -> Double?? {
    if literal("null") { return .some(nil) }
    let start = i
    var negative = false
    if byte(i) == UInt8(ascii: "-") {
      negative = true
      i += 1
    }
    let first = byte(i)
    guard Self.isDigit(first) else { return nil }
    var value: Int64 = 0
    var digits = 0
    if first == UInt8(ascii: "0") {
      i += 1
      if Self.isDigit(byte(i)) { return nil }
      digits = 1
    } else {
      while Self.isDigit(byte(i)) {
        if digits < 18 { value = value * 10 + Int64(byte(i) - UInt8(ascii: "0")) }
        digits += 1
        i += 1
      }
    }
    var plain = digits <= 15
    if byte(i) == UInt8(ascii: ".") {
      plain = false
      i += 1
      guard Self.isDigit(byte(i)) else { return nil }
      while Self.isDigit(byte(i)) { i += 1 }
    }
    if byte(i) == UInt8(ascii: "e") || byte(i) == UInt8(ascii: "E") {
      plain = false
      i += 1
      if byte(i) == UInt8(ascii: "+") || byte(i) == UInt8(ascii: "-") { i += 1 }
      guard Self.isDigit(byte(i)) else { return nil }
      while Self.isDigit(byte(i)) { i += 1 }
    }
    // Whole numbers of up to 15 digits are exact as doubles; others are read as the located
    // parser reads them.
    if plain { return .some(negative ? -Double(value) : Double(value)) }
    let text = String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self)
    guard let parsed = Double(text), parsed.isFinite else { return nil }
    return .some(parsed)
  }

  @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

  /// true, false or null (`.some(nil)`).
  mutating func bool() -> Bool?? {
    if literal("true") { return .some(true) }
    if literal("false") { return .some(false) }
    if literal("null") { return .some(nil) }
    return nil
  }

  /// Whether `word` is at `i` (then skipped).
  mutating func literal(_ word: StaticString) -> Bool {
    let length = word.utf8CodeUnitCount
    guard i + length <= p.count else { return false }
    let matches = word.withUTF8Buffer { p[i..<(i + length)].elementsEqual($0) }
    if matches { i += length }
    return matches
  }

  /// A media type by name (the located decoder also takes raw values: those give up here).
  mutating func mediaType() -> MediaItemType? {
    let start = i + 1
    var j = start
    while j < p.count, p[j] != UInt8(ascii: "\""), p[j] != UInt8(ascii: "\\"), p[j] >= 0x20 { j += 1 }
    guard j < p.count, p[j] == UInt8(ascii: "\"") else { return nil }
    i = j + 1
    for n in types.indices where typeNames.equals(n, p, start, j) { return types[n] }
    guard let text = String(validating: p[start..<j], as: UTF8.self), let type = MediaItemType(name: text) else { return nil }
    typeNames.append(UnsafeBufferPointer(rebasing: p[start..<j]))
    types.append(type)
    return type
  }

  /// `requires`: null, or an object of `subscription`, `login` and `regions`.
  mutating func requirements() -> CatalogItem.Requirements? {
    if literal("null") { return CatalogItem.Requirements() }
    var subscription: Bool?
    var login: Bool?
    var regions: [String]?
    let valid = object(field: { reader, start, end in
      Self.bytes(reader.p, start, end, equal: "subscription") ? 0 : Self.bytes(reader.p, start, end, equal: "login") ? 1
        : Self.bytes(reader.p, start, end, equal: "regions") ? 2 : nil
    }) { reader, field in
      switch field {
      case 0: guard let b = reader.bool() else { return false }; subscription = b
      case 1: guard let b = reader.bool() else { return false }; login = b
      default: guard let l = reader.list(shared: true) else { return false }; regions = l
      }
      return true
    }
    guard valid else { return nil }
    return CatalogItem.Requirements(subscription: subscription ?? false, login: login ?? false, regions: regions)
  }
}
