/// Strings and string lists are stored once each and named by number.
struct PayloadWriter {
  let out: CacheFileWriter
  var strings: [String] = []
  var stringNumbers: [String: UInt32] = [:]
  var lists: [[UInt32]] = []
  var listNumbers: [[String]: UInt32] = [:]
  static let none = UInt32.max

  init(out: CacheFileWriter) { self.out = out }

  /// Identifiers and titles, which rarely repeat: kept in their own byte area in item
  /// order, and named by offset and length, so reading makes each string straight from its
  /// bytes instead of looking it up in a table of millions.
  var inlineText: [UInt8] = []

  mutating func inline(_ s: String) {
    // Offsets are 32 bits: a catalog with more text than that is not cached.
    if inlineText.count + s.utf8.count > Int(UInt32.max) { out.fail() }
    out.u32(UInt32(truncatingIfNeeded: inlineText.count))
    out.u32(UInt32(truncatingIfNeeded: s.utf8.count))
    inlineText.append(contentsOf: s.utf8)
  }

  /// A string's reference: a short one (at most 15 UTF-8 bytes, which Swift keeps without an
  /// allocation) is written in the inline area, length first, and marked by the top bit, so
  /// reading it touches only bytes read in order; a longer one is numbered in the table of
  /// shared strings (read back once and shared by every item naming it).
  mutating func string(_ s: String?) -> UInt32 {
    guard let s else { return Self.none }
    let length = s.utf8.count
    if length <= 15, inlineText.count < Int(Self.inlineFlag) - 16 {
      let reference = Self.inlineFlag | UInt32(inlineText.count)
      inlineText.append(UInt8(length))
      inlineText.append(contentsOf: s.utf8)
      return reference
    }
    return shared(s)
  }

  static let inlineFlag: UInt32 = 0x8000_0000

  /// A string's number in the table of shared strings.
  mutating func shared(_ s: String) -> UInt32 {
    let n = UInt32(strings.count)
    strings.append(s)
    stringNumbers[s] = n
    return n
  }

  mutating func list(_ l: [String]?) -> UInt32 {
    guard let l else { return Self.none }
    if let n = listNumbers[l] { return n }
    let n = UInt32(lists.count)
    lists.append(l.map { shared($0) })
    listNumbers[l] = n
    return n
  }

  mutating func write(_ index: CatalogIndex, skeleton: [UInt8]) {
    let start = out.position
    var sections: [UInt64] = []
    func section() { sections.append(UInt64(out.position - start)) }

    section()
    out.u64(UInt64(skeleton.count))
    out.append(skeleton)

    section()
    out.u64(UInt64(index.items.count))
    for item in index.items {
      var flags: UInt32 = 0
      func set(_ bit: Int, _ on: Bool) { if on { flags |= 1 << UInt32(bit) } }
      set(0, item.recommended)
      set(1, item.explicit)
      set(2, item.downloaded)
      set(3, item.restricted)
      set(4, item.editable != nil)
      set(5, item.editable == true)
      set(6, item.requires.subscription)
      set(7, item.requires.login)
      set(8, item.popularity != nil)
      set(9, item.rating != nil)
      set(10, item.duration != nil)
      set(11, item.releaseSortKey != nil)
      out.u32(flags)
      out.u32(UInt32(truncatingIfNeeded: item.type.rawValue))
      inline(item.identifier)
      inline(item.title)
      out.u32(string(item.artist))
      out.u32(string(item.artistIdentifier))
      out.u32(string(item.album))
      out.u32(string(item.show))
      out.u32(string(item.releaseDate))
      out.u32(string(item.owner))
      out.u32(string(item.frequency))
      out.u32(string(item.callSign))
      out.u32(string(item.language))
      out.u32(list(item.items))
      out.u32(list(item.genres))
      out.u32(list(item.moods))
      out.u32(list(item.aliases))
      out.u32(list(item.requires.regions))
      out.u64((item.popularity ?? 0).bitPattern)
      out.u64((item.rating ?? 0).bitPattern)
      out.u64((item.duration ?? 0).bitPattern)
      out.i64(Int64(item.releaseSortKey ?? 0))
      out.u32(string(item.url))
    }

    section()
    for p in [index.titles, index.variants, index.aliases, index.phonetics, index.words, index.deletions,
      index.artists, index.artistWords, index.genres, index.moods, index.children] {
      out.u64Array(p.entries)
    }
    out.u64Array(index.catalog.identifierEntries)

    section()
    out.u32(list(index.vocabulary))
    out.keyedLists(index.byType, by: \.rawValue) { out.i64(Int64($0.rawValue)) }
    out.keyedLists(index.byYear) { out.i64(Int64($0)) }
    for table in [index.popularByGenre, index.popularByMood] {
      out.keyedLists(table) { out.u32(shared($0)) }
    }

    out.i32Array(index.keyLengths.map { Int32(bitPattern: $0) })

    section()
    ConstraintRunsCoding.write(index.runs, to: out) { shared($0) }

    section()
    out.u64(UInt64(strings.count))
    var total = 0
    for s in strings {
      out.u32(UInt32(s.utf8.count))
      total += s.utf8.count
    }
    out.u64(UInt64(total))
    for var s in strings {
      s.withUTF8 { out.append(UnsafeRawBufferPointer($0)) }
    }

    section()
    out.u64(UInt64(lists.count))
    for l in lists {
      out.u32(UInt32(l.count))
      for n in l { out.u32(n) }
    }

    section()
    out.u64(UInt64(inlineText.count))
    out.append(inlineText)

    for offset in sections { out.u64(offset) }
  }
}
