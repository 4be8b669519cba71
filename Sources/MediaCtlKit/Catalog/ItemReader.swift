/// One worker's reader of consecutive items.
struct ItemReader {
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
}
