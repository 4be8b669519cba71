/// The cache section holding `ConstraintRuns`: for each order, its ranking, then the ranks of
/// each type, genre, mood and year. Genre and mood keys are numbered in the shared string
/// table, which is written after this section.
enum ConstraintRunsCoding {
  static func write(_ runs: ConstraintRuns, to out: CacheFileWriter, string: (String) -> UInt32) {
    for run in runs.runs {
      out.i32Array(run.order)
      for list in run.types { out.i32Array(list) }
      out.i32Array(run.unlisted.map { Int32($0) })
      for table in [run.genres, run.moods] {
        out.keyedLists(table) { out.u32(string($0)) }
      }
      out.keyedLists(run.years) { out.i64(Int64($0)) }
    }
  }

  /// The runs of a catalog of `itemCount` items, checked (`ConstraintRuns.isValid`).
  static func read(_ input: inout BinaryReader, itemCount: Int, string: (UInt32) throws(CacheError) -> String) throws(CacheError) -> ConstraintRuns {
    var runs: [ConstraintRuns.Run] = []
    for _ in ConstraintRuns.Order.allCases {
      var run = ConstraintRuns.Run()
      run.order = try input.i32Array()
      for _ in MediaItemType.allCases { run.types.append(try input.i32Array()) }
      let unlisted = try input.i32Array()
      guard unlisted.allSatisfy({ (0..<Int32(MediaItemType.allCases.count)).contains($0) }) else { throw .corrupt("runs") }
      run.unlisted = unlisted.map { UInt8($0) }
      // Ranks are checked with the whole runs (`isValid`).
      run.genres = try input.keyedLists(keySize: 4) { input throws(CacheError) in try string(try input.u32()) }
      run.moods = try input.keyedLists(keySize: 4) { input throws(CacheError) in try string(try input.u32()) }
      run.years = try input.keyedLists(keySize: 8) { input throws(CacheError) in Int(try input.i64()) }
      runs.append(run)
    }
    guard input.remaining == 0 else { throw .corrupt("runs") }
    let read = ConstraintRuns(runs: runs)
    guard read.isValid(itemCount: itemCount) else { throw .corrupt("runs") }
    return read
  }
}

extension CacheFileWriter {
  /// A table of lists (item numbers or ranks) in key order: the count, then each key (written
  /// by `key`) and its list. `by` orders the keys.
  func keyedLists<Key, Order: Comparable>(_ table: [Key: [Int32]], by order: (Key) -> Order, key: (Key) -> Void) {
    let sorted = table.sorted { order($0.key) < order($1.key) }
    u64(UInt64(sorted.count))
    for (k, list) in sorted {
      key(k)
      i32Array(list)
    }
  }

  func keyedLists<Key: Comparable>(_ table: [Key: [Int32]], key: (Key) -> Void) {
    keyedLists(table, by: { $0 }, key: key)
  }
}

extension BinaryReader {
  /// A table written by `CacheFileWriter.keyedLists`: each key (`keySize` bytes, read by
  /// `key`) and its list, whose numbers must be below `limit` when one is given.
  mutating func keyedLists<Key: Hashable>(
    keySize: Int, below limit: Int? = nil, key: (inout BinaryReader) throws(CacheError) -> Key
  ) throws(CacheError) -> [Key: [Int32]] {
    var table: [Key: [Int32]] = [:]
    // Each entry is at least its key and its list's count.
    for _ in 0..<(try count(elementSize: keySize + 8)) {
      let k = try key(&self)
      let list = try i32Array()
      if let limit, !list.allSatisfy({ $0 >= 0 && Int($0) < limit }) { throw .corrupt("item number") }
      table[k] = list
    }
    return table
  }
}
