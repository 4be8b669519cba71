/// `PayloadReader`'s item records: each a fixed-size record of little-endian fields, its
/// strings by number or inline, read into `CatalogItem`s or only checked.
extension PayloadReader {
  /// A little-endian field of a record (whose size was checked once).
  @inline(__always)
  static func u32(_ record: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
    UInt32(littleEndian: record.loadUnaligned(fromByteOffset: at, as: UInt32.self))
  }

  @inline(__always)
  static func u64(_ record: UnsafeRawBufferPointer, _ at: Int) -> UInt64 {
    UInt64(littleEndian: record.loadUnaligned(fromByteOffset: at, as: UInt64.self))
  }

  /// `count` item records from `input`.
  func items(_ count: Int, from input: inout BinaryReader, inlineText: UnsafeRawBufferPointer) throws(CacheError) -> [CatalogItem] {
    var items: [CatalogItem] = []
    items.reserveCapacity(count)
    for _ in 0..<count { items.append(try item(from: &input, inlineText: inlineText)) }
    return items
  }

  /// Checks `count` item records as `item(from:)` reads them, making nothing: the type is
  /// one, and every string and list a record names exists (so decoding it cannot fail).
  func check(_ count: Int, from input: inout BinaryReader, inlineText: UnsafeRawBufferPointer) throws(CacheError) {
    for _ in 0..<count {
      let r = try input.bytes(CatalogCache.recordSize)
      guard MediaItemType(rawValue: Int(Int32(bitPattern: Self.u32(r, 4)))) != nil else { throw .corrupt("type") }
      for at in stride(from: 8, through: 16, by: 8) {
        let offset = Int(Self.u32(r, at))
        let length = Int(Self.u32(r, at + 4))
        guard offset <= inlineText.count, length <= inlineText.count - offset else { throw .corrupt("inline string") }
      }
      for at in stride(from: 24, through: 56, by: 4) { try checkField(Self.u32(r, at), inlineText) }
      try checkField(Self.u32(r, 112), inlineText)
      for at in stride(from: 60, through: 76, by: 4) {
        let n = Self.u32(r, at)
        guard n == UInt32.max || Int(n) < lists.count else { throw .corrupt("list number") }
      }
    }
  }

  /// What `field` checks, without making the string.
  @inline(__always)
  func checkField(_ n: UInt32, _ inlineText: UnsafeRawBufferPointer) throws(CacheError) {
    if n == UInt32.max { return }
    guard n & 0x8000_0000 != 0 else {
      guard Int(n) < strings.count else { throw .corrupt("string number") }
      return
    }
    let offset = Int(n & 0x7FFF_FFFF)
    guard offset < inlineText.count else { throw .corrupt("inline string") }
    let length = Int(inlineText[offset])
    guard length <= 15, length <= inlineText.count - offset - 1 else { throw .corrupt("inline string") }
  }

  /// The item record at `input`.
  func item(from input: inout BinaryReader, inlineText: UnsafeRawBufferPointer) throws(CacheError) -> CatalogItem {
      let r = try input.bytes(CatalogCache.recordSize)
      let flags = Self.u32(r, 0)
      func bit(_ n: Int) -> Bool { flags & (1 << UInt32(n)) != 0 }
      guard let type = MediaItemType(rawValue: Int(Int32(bitPattern: Self.u32(r, 4)))) else { throw .corrupt("type") }
      return (
        CatalogItem(
          identifier: try inline(r, 8, inlineText), type: type, title: try inline(r, 16, inlineText),
          artist: try field(Self.u32(r, 24), inlineText), artistIdentifier: try field(Self.u32(r, 28), inlineText),
          album: try field(Self.u32(r, 32), inlineText), items: try list(Self.u32(r, 60)) ?? [],
          show: try field(Self.u32(r, 36), inlineText), genres: try list(Self.u32(r, 64)) ?? [],
          moods: try list(Self.u32(r, 68)) ?? [], releaseDate: try field(Self.u32(r, 40), inlineText),
          popularity: bit(8) ? Double(bitPattern: Self.u64(r, 80)) : nil,
          rating: bit(9) ? Double(bitPattern: Self.u64(r, 88)) : nil, recommended: bit(0), explicit: bit(1),
          duration: bit(10) ? Double(bitPattern: Self.u64(r, 96)) : nil, aliases: try list(Self.u32(r, 72)) ?? [],
          requires: CatalogItem.Requirements(subscription: bit(6), login: bit(7), regions: try list(Self.u32(r, 76))),
          downloaded: bit(2), restricted: bit(3), editable: bit(4) ? bit(5) : nil,
          owner: try field(Self.u32(r, 44), inlineText), frequency: try field(Self.u32(r, 48), inlineText),
          callSign: try field(Self.u32(r, 52), inlineText), language: try field(Self.u32(r, 56), inlineText),
          url: try field(Self.u32(r, 112), inlineText),
          releaseSortKey: bit(11) ? Int(Int64(bitPattern: Self.u64(r, 104))) : nil))
  }
}
