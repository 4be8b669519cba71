import Dispatch

/// Reads a catalog's `items` straight from its UTF-8 bytes into `CatalogItem`s: no JSON tree,
/// no readers per object, on every core. It accepts exactly what the located decoder
/// (`CatalogDecoder.decodeItem` over `JSONParser`) accepts and makes the same items; anything
/// else — every problem, and rarer valid forms such as a type given as a raw number or a key
/// spelled with escapes — makes it give up, and the located decoder reads the file instead
/// and reports problems with file:line:column.
enum CatalogItemReader {
  /// The items, and where the top-level `items` array is (its '[' to after its ']'); nil
  /// when the reader cannot read them.
  static func read(_ bytes: [UInt8], workers: Int = Parallel.cores * 2) -> (items: [CatalogItem], range: Range<Int>)? {
    bytes.withUnsafeBufferPointer { buffer -> (items: [CatalogItem], range: Range<Int>)? in
      guard let open = itemsArrayStart(buffer) else { return nil }
      let input = Input(bytes: bytes, buffer: buffer)
      let chunks = split(input, from: open + 1, into: max(1, workers))
      // Chunks that do not meet (a start guessed inside a string) are read again in one piece.
      guard let read = (chunks.count > 1 ? readChunks(input, chunks) : nil) ?? readChunks(input, [open + 1]) else {
        return nil
      }
      return (read.items, open..<read.end)
    }
  }

  /// What the workers share: the bytes (the array, for the located parser's string decoding
  /// of escapes) and a pointer to them. Only read.
  struct Input: @unchecked Sendable {
    let bytes: [UInt8]
    let buffer: UnsafeBufferPointer<UInt8>
  }

  /// Reads the chunks starting at `starts` (the first just after the '['), each on its own
  /// core; nil when a chunk could not be read or did not end where the next one starts.
  static func readChunks(_ input: Input, _ starts: [Int]) -> (items: [CatalogItem], end: Int)? {
    let results = Parallel.map(starts.count) { n -> ChunkResult? in
      var reader = ItemReader(input)
      return reader.readChunk(from: starts[n], stoppingAt: n + 1 < starts.count ? starts[n + 1] : nil)
    }
    var items: [CatalogItem] = []
    var end = 0
    for (n, result) in results.enumerated() {
      guard let result, n + 1 == starts.count || result.end == starts[n + 1] else { return nil }
      if items.isEmpty { items = result.items } else { items.append(contentsOf: result.items) }
      end = result.end
    }
    return (items, end)
  }

  struct ChunkResult: Sendable {
    var items: [CatalogItem]
    /// Where reading stopped: the next chunk's start, or after the array's ']'.
    var end: Int
  }

  /// Where the chunks start: the first at `first`; the others at an item's '{' found after an
  /// equal share of the bytes (`}` `,` `{` with whitespace between). A guess may fall inside
  /// a string; the chunk before it then does not end there and the array is read whole.
  static func split(_ input: Input, from first: Int, into parts: Int) -> [Int] {
    let p = input.buffer
    var starts = [first]
    guard parts > 1, p.count - first >= minimumChunkBytes * 2 else { return starts }
    let share = (p.count - first) / parts
    for part in 1..<parts {
      var i = first + share * part
      var found: Int?
      while i < p.count, found == nil {
        if p[i] == UInt8(ascii: "}") {
          var j = skipWhitespace(p, i + 1)
          if j < p.count, p[j] == UInt8(ascii: ",") {
            j = skipWhitespace(p, j + 1)
            if j < p.count, p[j] == UInt8(ascii: "{") { found = j }
          }
        }
        i += 1
      }
      guard let found, found > starts[starts.count - 1] else { break }
      starts.append(found)
    }
    return starts
  }

  /// Catalogs smaller than this are read on one core.
  static let minimumChunkBytes = 1 << 20

  // MARK: - The top level

  /// The position of the '[' of the top-level object's "items" array, or nil.
  static func itemsArrayStart(_ p: UnsafeBufferPointer<UInt8>) -> Int? {
    var i = 0
    if p.count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
    i = skipWhitespace(p, i)
    guard i < p.count, p[i] == UInt8(ascii: "{") else { return nil }
    i += 1
    while true {
      i = skipWhitespace(p, i)
      guard i < p.count, p[i] == UInt8(ascii: "\"") else { return nil }
      let keyStart = i + 1
      var j = keyStart
      while j < p.count, p[j] != UInt8(ascii: "\"") {
        if p[j] == UInt8(ascii: "\\") { return nil }
        j += 1
      }
      guard j < p.count else { return nil }
      let isItems = j - keyStart == 5 && p[keyStart..<j].elementsEqual("items".utf8)
      i = skipWhitespace(p, j + 1)
      guard i < p.count, p[i] == UInt8(ascii: ":") else { return nil }
      i = skipWhitespace(p, i + 1)
      if isItems { return i < p.count && p[i] == UInt8(ascii: "[") ? i : nil }
      guard let next = skipValue(p, i) else { return nil }
      i = skipWhitespace(p, next)
      guard i < p.count, p[i] == UInt8(ascii: ",") else { return nil }
      i += 1
    }
  }

  /// The position after the value at `start`, found by its brackets and quotes alone (the
  /// located parser checks everything outside the items).
  static func skipValue(_ p: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
    var i = start
    var depth = 0
    repeat {
      guard i < p.count else { return nil }
      switch p[i] {
      case UInt8(ascii: "\""):
        i += 1
        while i < p.count, p[i] != UInt8(ascii: "\"") { i += p[i] == UInt8(ascii: "\\") ? 2 : 1 }
        guard i < p.count else { return nil }
        i += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        i += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard depth > 0 else { return nil }
        depth -= 1
        i += 1
      default:
        guard depth == 0 else {
          i += 1
          continue
        }
        // A number or a literal: up to the next delimiter.
        while i < p.count {
          switch p[i] {
          case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return i > start ? i : nil
          default: i += 1
          }
        }
        return i > start ? i : nil
      }
    } while depth > 0
    return i
  }

  @inline(__always)
  static func skipWhitespace(_ p: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
    var i = start
    while i < p.count {
      switch p[i] {
      case 0x20, 0x0A, 0x0D, 0x09: i += 1
      default: return i
      }
    }
    return i
  }
}

/// One worker's reader of consecutive items.
private struct ItemReader {
  let input: CatalogItemReader.Input
  let p: UnsafeBufferPointer<UInt8>
  var i = 0
  /// Long strings and string lists that repeat (an artist on each of their songs, a list of
  /// genres) are made once and shared.
  var strings = Interner<String>()
  var lists = Interner<[String]>()
  /// Type names met so far (their bytes one after another) and their types.
  var typeNames = FlatStrings()
  var types: [MediaItemType] = []

  init(_ input: CatalogItemReader.Input) {
    self.input = input
    p = input.buffer
  }

  @inline(__always) func byte(_ at: Int) -> UInt8 { at < p.count ? p[at] : 0 }
  @inline(__always) mutating func skipWhitespace() { i = CatalogItemReader.skipWhitespace(p, i) }

  /// Items from `start` (an item's '{', or whitespace and ']' for an empty array) until the
  /// position `stop` is reached after an item's ',' or, without `stop`, the array's ']'.
  mutating func readChunk(from start: Int, stoppingAt stop: Int?) -> CatalogItemReader.ChunkResult? {
    i = start
    var items: [CatalogItem] = []
    skipWhitespace()
    if stop == nil, byte(i) == UInt8(ascii: "]") { return .init(items: [], end: i + 1) }
    while true {
      skipWhitespace()
      guard let item = readItem() else { return nil }
      items.append(item)
      skipWhitespace()
      switch byte(i) {
      case UInt8(ascii: ","):
        i += 1
        skipWhitespace()
        if let stop, i >= stop { return .init(items: items, end: i) }
      case UInt8(ascii: "]"):
        return .init(items: items, end: i + 1)
      default:
        return nil
      }
    }
  }

  /// The number of the item key (those `CatalogDecoder.decodeItem` reads) whose bytes are
  /// `start..<end`.
  func key(_ start: Int, _ end: Int) -> Int? {
    func named(_ name: StaticString) -> Bool { Self.bytes(p, start, end, equal: name) }
    switch p[start] {
    case UInt8(ascii: "i"): return named("identifier") ? 0 : named("items") ? 6 : nil
    case UInt8(ascii: "t"): return named("type") ? 1 : named("title") ? 2 : nil
    case UInt8(ascii: "a"):
      return named("artist") ? 3 : named("artistIdentifier") ? 4 : named("album") ? 5 : named("aliases") ? 16 : nil
    case UInt8(ascii: "s"): return named("show") ? 7 : nil
    case UInt8(ascii: "g"): return named("genres") ? 8 : nil
    case UInt8(ascii: "m"): return named("moods") ? 9 : nil
    case UInt8(ascii: "r"):
      return named("releaseDate") ? 10 : named("rating") ? 12 : named("recommended") ? 13 : named("requires") ? 17
        : named("restricted") ? 19 : nil
    case UInt8(ascii: "p"): return named("popularity") ? 11 : nil
    case UInt8(ascii: "e"): return named("explicit") ? 14 : named("editable") ? 20 : nil
    case UInt8(ascii: "d"): return named("duration") ? 15 : named("downloaded") ? 18 : nil
    case UInt8(ascii: "o"): return named("owner") ? 21 : nil
    case UInt8(ascii: "f"): return named("frequency") ? 22 : nil
    case UInt8(ascii: "c"): return named("callSign") ? 23 : nil
    case UInt8(ascii: "l"): return named("language") ? 24 : nil
    case UInt8(ascii: "u"): return named("url") ? 25 : nil
    default: return nil
    }
  }

  /// Whether the bytes `start..<end` are `name`'s.
  @inline(__always)
  static func bytes(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, equal name: StaticString) -> Bool {
    guard name.utf8CodeUnitCount == end - start, end <= p.count else { return false }
    return name.withUTF8Buffer { name in
      for k in 0..<name.count where p[start + k] != name[k] { return false }
      return true
    }
  }

  /// Whether the bytes `start..<end` of `p` are those of `q` from `from`.
  @inline(__always)
  static func bytes(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, equal q: UnsafeBufferPointer<UInt8>, from: Int)
    -> Bool
  {
    guard end <= p.count, from + (end - start) <= q.count else { return false }
    for k in 0..<(end - start) where p[start + k] != q[from + k] { return false }
    return true
  }

  /// Reads the object at `i` member by member: `field` numbers a key's bytes (nil: not a
  /// key this object may have), `value` reads that field's value. False when the object is
  /// not valid JSON, a key is unknown or repeated, or `value` says its value is not valid.
  mutating func object(field: (ItemReader, Int, Int) -> Int?, value: (inout ItemReader, Int) -> Bool) -> Bool {
    guard byte(i) == UInt8(ascii: "{") else { return false }
    i += 1
    var seen: UInt32 = 0
    skipWhitespace()
    if byte(i) == UInt8(ascii: "}") {
      i += 1
      return true
    }
    while true {
      skipWhitespace()
      guard byte(i) == UInt8(ascii: "\"") else { return false }
      let keyStart = i + 1
      var j = keyStart
      while j < p.count, p[j] != UInt8(ascii: "\""), p[j] != UInt8(ascii: "\\") { j += 1 }
      guard j < p.count, p[j] == UInt8(ascii: "\""), let number = field(self, keyStart, j), number < 32 else { return false }
      let bit: UInt32 = 1 << UInt32(number)
      guard seen & bit == 0 else { return false }
      seen |= bit
      i = j + 1
      skipWhitespace()
      guard byte(i) == UInt8(ascii: ":") else { return false }
      i += 1
      skipWhitespace()
      guard value(&self, number) else { return false }
      skipWhitespace()
      switch byte(i) {
      case UInt8(ascii: ","): i += 1
      case UInt8(ascii: "}"):
        i += 1
        return true
      default: return false
      }
    }
  }

  mutating func readItem() -> CatalogItem? {
    var identifier: String?
    var type: MediaItemType?
    var title: String?
    var artist: String?
    var artistIdentifier: String?
    var album: String?
    var children: [String]?
    var show: String?
    var genres: [String]?
    var moods: [String]?
    var releaseDate: String?
    var popularity: Double?
    var rating: Double?
    var recommended: Bool?
    var explicit: Bool?
    var duration: Double?
    var aliases: [String]?
    var requires = CatalogItem.Requirements()
    var downloaded: Bool?
    var restricted: Bool?
    var editable: Bool?
    var owner: String?
    var frequency: String?
    var callSign: String?
    var language: String?
    var url: String?
    let valid = object(field: { reader, start, end in reader.key(start, end) }) { reader, field in
      switch field {
      case 0: guard let s = reader.string(), let s else { return false }; identifier = s
      case 1:
        guard reader.byte(reader.i) == UInt8(ascii: "\""), let t = reader.mediaType() else { return false }
        type = t
      case 2: guard let s = reader.string(), let s else { return false }; title = s
      case 3: guard let s = reader.string(shared: true) else { return false }; artist = s
      case 4: guard let s = reader.string(shared: true) else { return false }; artistIdentifier = s
      case 5: guard let s = reader.string(shared: true) else { return false }; album = s
      case 6: guard let l = reader.list(shared: false) else { return false }; children = l
      case 7: guard let s = reader.string(shared: true) else { return false }; show = s
      case 8: guard let l = reader.list(shared: true) else { return false }; genres = l
      case 9: guard let l = reader.list(shared: true) else { return false }; moods = l
      case 10: guard let s = reader.string() else { return false }; releaseDate = s
      case 11: guard let d = reader.number() else { return false }; popularity = d
      case 12: guard let d = reader.number() else { return false }; rating = d
      case 13: guard let b = reader.bool() else { return false }; recommended = b
      case 14: guard let b = reader.bool() else { return false }; explicit = b
      case 15: guard let d = reader.number() else { return false }; duration = d
      case 16: guard let l = reader.list(shared: false) else { return false }; aliases = l
      case 17: guard let r = reader.requirements() else { return false }; requires = r
      case 18: guard let b = reader.bool() else { return false }; downloaded = b
      case 19: guard let b = reader.bool() else { return false }; restricted = b
      case 20: guard let b = reader.bool() else { return false }; editable = b
      case 21: guard let s = reader.string(shared: true) else { return false }; owner = s
      case 22: guard let s = reader.string(shared: true) else { return false }; frequency = s
      case 23: guard let s = reader.string(shared: true) else { return false }; callSign = s
      case 24: guard let s = reader.string(shared: true) else { return false }; language = s
      case 25: guard let s = reader.string() else { return false }; url = s
      default: return false
      }
      return true
    }
    guard valid else { return nil }
    // What `decodeItem` requires of the values.
    guard let identifier, Self.isNotBlank(identifier), let type, type != .unknown, let title, Self.isNotBlank(title) else {
      return nil
    }
    var sortKey: Int?
    if let date = releaseDate {
      guard let components = DateComponentsRange.Components(isoDate: date) else { return nil }
      if date.isEmpty { releaseDate = nil } else { sortKey = components.sortKey }
    }
    return CatalogItem(
      identifier: identifier, type: type, title: title, artist: artist, artistIdentifier: artistIdentifier, album: album,
      items: children ?? [], show: show, genres: genres ?? [], moods: moods ?? [], releaseDate: releaseDate,
      popularity: popularity, rating: rating, recommended: recommended ?? false, explicit: explicit ?? false,
      duration: duration, aliases: aliases ?? [], requires: requires, downloaded: downloaded ?? false,
      restricted: restricted ?? false, editable: editable, owner: owner, frequency: frequency, callSign: callSign,
      language: language, url: url, releaseSortKey: sortKey)
  }

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

/// Values made from byte strings, kept by their bytes so that the same bytes give the same
/// (shared) value. It stops taking new values at `capacity` (values that do not repeat are
/// just made each time).
private struct Interner<Value> {
  private var keys = FlatStrings()
  private var values: [Value] = []
  private var slots = HashSlots()
  static var capacity: Int { 1 << 16 }

  mutating func value(for bytes: UnsafeBufferPointer<UInt8>, make: () -> Value?) -> Value? {
    var hasher = Postings.KeyHasher()
    for b in bytes { hasher.add(byte: b) }
    let hash = hasher.value
    if let n = slots.find(hash, { keys.equals($0, bytes, 0, bytes.count) }) { return values[n] }
    guard let value = make() else { return nil }
    guard values.count < Self.capacity else { return value }
    _ = slots.insert(hash)
    keys.append(bytes)
    values.append(value)
    return value
  }
}

/// Byte strings one after another in one array, by number.
private struct FlatStrings {
  private var bytes: [UInt8] = []
  private var ends: [Int] = []

  mutating func append(_ string: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: string)
    ends.append(bytes.count)
  }

  /// Whether string `n` is the bytes `start..<end` of `p`.
  func equals(_ n: Int, _ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    let from = n == 0 ? 0 : ends[n - 1]
    guard ends[n] - from == end - start else { return false }
    return bytes.withUnsafeBufferPointer { ItemReader.bytes(p, start, end, equal: $0, from: from) }
  }
}
