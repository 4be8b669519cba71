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
        let sorted = table.sorted { $0.key < $1.key }
        out.u64(UInt64(sorted.count))
        for (key, ranks) in sorted {
          out.u32(string(key))
          out.i32Array(ranks)
        }
      }
      let years = run.years.sorted { $0.key < $1.key }
      out.u64(UInt64(years.count))
      for (year, ranks) in years {
        out.i64(Int64(year))
        out.i32Array(ranks)
      }
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
      for k in 0..<2 {
        var table: [String: [Int32]] = [:]
        for _ in 0..<(try input.count(elementSize: 12)) {
          let key = try string(try input.u32())
          table[key] = try input.i32Array()
        }
        if k == 0 { run.genres = table } else { run.moods = table }
      }
      for _ in 0..<(try input.count(elementSize: 16)) {
        let year = Int(try input.i64())
        run.years[year] = try input.i32Array()
      }
      runs.append(run)
    }
    guard input.remaining == 0 else { throw .corrupt("runs") }
    let read = ConstraintRuns(runs: runs)
    guard read.isValid(itemCount: itemCount) else { throw .corrupt("runs") }
    return read
  }
}
