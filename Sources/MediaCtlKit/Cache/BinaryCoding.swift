/// Little-endian binary encoding for the catalog cache: a growing byte buffer to write, and a
/// bounds-checked cursor to read, which throws instead of reading past the end, so a
/// truncated or corrupt cache is an error to ignore, never a crash.
struct BinaryWriter {
  private(set) var bytes: [UInt8] = []

  mutating func reserve(_ n: Int) { bytes.reserveCapacity(n) }

  mutating func u8(_ value: UInt8) { bytes.append(value) }

  mutating func u32(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func u64(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func i64(_ value: Int64) { u64(UInt64(bitPattern: value)) }

  mutating func raw(_ data: [UInt8]) { bytes.append(contentsOf: data) }

  /// A count, then the values.
  mutating func u64Array(_ values: [UInt64]) {
    u64(UInt64(values.count))
    bytes.reserveCapacity(bytes.count + values.count * 8)
    for value in values { u64(value) }
  }

  mutating func i32Array(_ values: [Int32]) {
    u64(UInt64(values.count))
    bytes.reserveCapacity(bytes.count + values.count * 4)
    for value in values { u32(UInt32(bitPattern: value)) }
  }

  /// Overwrites 8 bytes written earlier (a length known only later).
  mutating func patchU64(at offset: Int, _ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { raw in
      for (i, byte) in raw.enumerated() { bytes[offset + i] = byte }
    }
  }
}

/// Why a cache could not be read; the cache is then ignored and rebuilt.
enum CacheError: Error, Equatable {
  case truncated
  case corrupt(String)
}

struct BinaryReader {
  let raw: UnsafeRawBufferPointer
  var offset: Int

  init(_ raw: UnsafeRawBufferPointer, offset: Int = 0) {
    self.raw = raw
    self.offset = offset
  }

  var remaining: Int { raw.count - offset }

  @inline(__always)
  mutating func need(_ n: Int) throws(CacheError) {
    guard n >= 0, n <= raw.count - offset else { throw .truncated }
  }

  mutating func u8() throws(CacheError) -> UInt8 {
    try need(1)
    defer { offset += 1 }
    return raw[offset]
  }

  mutating func u32() throws(CacheError) -> UInt32 {
    try need(4)
    defer { offset += 4 }
    return UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }

  mutating func u64() throws(CacheError) -> UInt64 {
    try need(8)
    defer { offset += 8 }
    return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  mutating func i64() throws(CacheError) -> Int64 { Int64(bitPattern: try u64()) }

  /// A count that must fit in what is left, `size` bytes per element.
  mutating func count(elementSize size: Int) throws(CacheError) -> Int {
    let n = try u64()
    guard n <= UInt64(Int.max / max(size, 1)) else { throw .corrupt("count") }
    try need(Int(n) * size)
    return Int(n)
  }

  mutating func bytes(_ n: Int) throws(CacheError) -> UnsafeRawBufferPointer {
    try need(n)
    defer { offset += n }
    return UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + n)])
  }

  mutating func u64Array() throws(CacheError) -> [UInt64] {
    let n = try count(elementSize: 8)
    let start = offset
    offset += n * 8
    return [UInt64](unsafeUninitializedCapacity: n) { buffer, initialized in
      #if _endian(little)
        // Stored little-endian: one copy.
        UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[start..<(start + n * 8)]))
      #else
        let source = raw
        for i in 0..<n { buffer[i] = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: start + i * 8, as: UInt64.self)) }
      #endif
      initialized = n
    }
  }

  mutating func i32Array() throws(CacheError) -> [Int32] {
    let n = try count(elementSize: 4)
    let start = offset
    offset += n * 4
    return [Int32](unsafeUninitializedCapacity: n) { buffer, initialized in
      let source = raw
      for i in 0..<n {
        buffer[i] = Int32(bitPattern: UInt32(littleEndian: source.loadUnaligned(fromByteOffset: start + i * 4, as: UInt32.self)))
      }
      initialized = n
    }
  }
}

/// A fast 64-bit hash of bytes (four independent multiply-rotate lanes over 8-byte words,
/// then a final mix): several GB/s, so hashing a 200 MB catalog costs tens of milliseconds.
/// It detects changed or damaged bytes, which is all the cache asks; it is not cryptographic.
enum ContentHash {
  static func hash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
    let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    var a: UInt64 = 0x6A09_E667_F3BC_C908, b: UInt64 = 0xBB67_AE85_84CA_A73B
    var c: UInt64 = 0x3C6E_F372_FE94_F82B, d: UInt64 = 0xA54F_F53A_5F1D_36F1
    @inline(__always) func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
      ((lane &+ word &* p2) << 31 | (lane &+ word &* p2) >> 33) &* p1
    }
    let n = raw.count
    var i = 0
    while i + 32 <= n {
      a = round(a, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      b = round(b, raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
      c = round(c, raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self))
      d = round(d, raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self))
      i += 32
    }
    var h = (a << 1 | a >> 63) &+ (b << 7 | b >> 57) &+ (c << 12 | c >> 52) &+ (d << 18 | d >> 46)
    h = (h ^ UInt64(n)) &* p1
    while i < n {
      h = (h ^ UInt64(raw[i])) &* p2
      h = h << 27 | h >> 37
      i += 1
    }
    h ^= h >> 33
    h = h &* 0xFF51_AFD7_ED55_8CCD
    h ^= h >> 33
    h = h &* 0xC4CE_B9FE_1A85_EC53
    h ^= h >> 33
    return h
  }

  static func hash(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { hash($0) } }

  /// The hash of the hashes of the 1 MiB chunks of `raw` (the last may be shorter), the
  /// chunks hashed on every core: a large catalog and its cache are hundreds of megabytes.
  static func chunked(_ raw: UnsafeRawBufferPointer) -> UInt64 {
    let size = CatalogCache.chunkSize
    let chunks = (raw.count + size - 1) / size
    let parts = Parallel.parts(chunks, minimumPart: 8)
    let shared = SharedBytes(raw: raw)
    let hashes = Parallel.map(parts.count) { k in
      parts[k].map { c in hash(UnsafeRawBufferPointer(rebasing: shared.raw[(c * size)..<min(shared.raw.count, (c + 1) * size)])) }
    }.flatMap { $0 }
    return hashes.withUnsafeBytes { hash($0) }
  }

  /// Bytes read by several cores.
  struct SharedBytes: @unchecked Sendable {
    let raw: UnsafeRawBufferPointer
  }
}
