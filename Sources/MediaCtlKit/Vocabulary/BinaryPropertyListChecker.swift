/// The first structural problem of a binary property list (`bplist00`) and its byte offset,
/// for a located error where Foundation only says "not in the correct format".
///
/// Checks, in order: the header, the 32-byte trailer (integer sizes, object count, top object,
/// offset table position), every entry of the offset table, and the marker byte of every
/// object. Linear in the file's size; reads nothing outside it.
enum BinaryPropertyListChecker {
  struct Problem: Equatable, Sendable {
    var offset: Int
    var message: String
  }

  static let header = Array("bplist0".utf8)

  static func firstProblem(_ bytes: [UInt8]) -> Problem? {
    guard bytes.count >= 8, bytes.starts(with: header) else {
      return Problem(offset: 0, message: "a binary property list starts with 'bplist00'")
    }
    guard bytes.count >= 8 + 32 else {
      return Problem(offset: bytes.count, message: "the file ends before its 32-byte trailer (\(bytes.count) bytes in all)")
    }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize) else {
      return Problem(offset: trailer + 6, message: "offset size \(offsetSize) in the trailer; expected 1 to 8")
    }
    guard (1...8).contains(referenceSize) else {
      return Problem(offset: trailer + 7, message: "object reference size \(referenceSize) in the trailer; expected 1 to 8")
    }
    let objectCount = integer(bytes, at: trailer + 8, size: 8)
    let topObject = integer(bytes, at: trailer + 16, size: 8)
    let tableOffset = integer(bytes, at: trailer + 24, size: 8)
    guard objectCount >= 1, objectCount <= UInt64(bytes.count) else {
      return Problem(offset: trailer + 8, message: "object count \(objectCount) in the trailer does not fit a \(bytes.count)-byte file")
    }
    guard topObject < objectCount else {
      return Problem(offset: trailer + 16, message: "top object \(topObject) in the trailer; there are \(objectCount) objects")
    }
    let count = Int(objectCount)
    guard tableOffset >= 8, tableOffset <= UInt64(trailer), UInt64(trailer) - tableOffset >= UInt64(count * offsetSize) else {
      return Problem(
        offset: trailer + 24,
        message: "offset table at \(tableOffset) with \(count) entries of \(offsetSize) bytes does not fit before the trailer at \(trailer)")
    }
    let table = Int(tableOffset)
    for n in 0..<count {
      let entry = table + n * offsetSize
      let objectOffset = integer(bytes, at: entry, size: offsetSize)
      guard objectOffset >= 8, objectOffset < tableOffset else {
        return Problem(offset: entry, message: "object \(n) is said to start at \(objectOffset), outside the objects (8..<\(table))")
      }
      let marker = bytes[Int(objectOffset)]
      guard isKnownMarker(marker) else {
        return Problem(
          offset: Int(objectOffset),
          message: "object \(n) has marker byte 0x\(String(marker, radix: 16, uppercase: true)), which is no property-list type")
      }
    }
    return nil
  }

  /// Marker bytes of the types a `bplist00` holds (null, booleans, fill, integers, reals, a
  /// date, data, ASCII and UTF-16 strings, UIDs, arrays, sets and dictionaries).
  static func isKnownMarker(_ marker: UInt8) -> Bool {
    switch marker >> 4 {
    case 0x0: return [0x00, 0x08, 0x09, 0x0F].contains(marker)
    case 0x1, 0x2: return marker & 0x0F <= 4
    case 0x3: return marker == 0x33
    case 0x4, 0x5, 0x6, 0x8, 0xA, 0xC, 0xD: return true
    default: return false
    }
  }

  /// A big-endian unsigned integer of `size` bytes (the caller keeps it inside the file).
  static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for i in offset..<(offset + size) { value = value << 8 | UInt64(bytes[i]) }
    return value
  }
}
