extension ConstraintRuns {
  /// What a request without a name asks of the runs.
  struct Query {
    var order: Order
    /// Type numbers (`CatalogIndex.typeNumbers`) any of which will do; nil: any type.
    var types: [UInt8]?
    /// Genre and mood keys (`TextNormalizer.key`).
    var genre: String?
    var mood: String?
    var range: DateComponentsRange?
    /// The whole years `range` covers, when it is a few decades at most.
    var years: ClosedRange<Int>?

    /// Whether the query narrows the catalog by some list: otherwise it is no job for the runs.
    var isNarrowed: Bool { types != nil || genre != nil || mood != nil || years != nil }
  }

  /// The items meeting the query, best ranked first, given to `body` until it returns false.
  /// Each constraint is a sorted list of ranks (several lists, as for a set of types or of
  /// years, read as their union); the lists are intersected by leapfrogging, each skipping
  /// ahead by galloping search to the highest rank any of them is at, so the work follows the
  /// shortest list and the number of items read, not the catalog's size. Dates are checked
  /// exactly on each item found (year lists and the newest ranking's stretch of years only
  /// narrow the search).
  func forEach(_ query: Query, items: CatalogItems, _ body: (Int32) -> Bool) {
    let run = self.run(query.order)
    var streams: [RankStream] = []
    if let genre = query.genre { streams.append(RankStream([run.genres[genre] ?? []])) }
    if let mood = query.mood { streams.append(RankStream([run.moods[mood] ?? []])) }
    // Types: a list of their ranks, unless one of them is too common to be listed; then each
    // item found is told by its type.
    var allowed: [Bool]?
    if let types = query.types {
      if types.contains(where: run.unlisted.contains) {
        var table = [Bool](repeating: false, count: MediaItemType.allCases.count)
        for t in types where Int(t) < table.count { table[Int(t)] = true }
        allowed = table
      } else {
        streams.append(RankStream(types.map { run.types[Int($0)] }))
      }
    }
    var low: Int32 = 0
    var high = Int32(run.order.count)
    if let years = query.years {
      if query.order == .newest {
        // Newest first: the years asked for are one stretch of the ranking.
        let latest = (years.upperBound + 1) * 10_000
        let earliest = years.lowerBound * 10_000
        low = Self.firstRank(run.order, items) { $0 < latest }
        high = Self.firstRank(run.order, items) { $0 < earliest }
      } else {
        streams.append(RankStream(years.compactMap { run.years[$0] }))
      }
    }
    // The shortest list leads.
    streams.sort { $0.count < $1.count }
    var rank = low
    while rank < high {
      var agreed = true
      for s in streams.indices {
        guard let next = streams[s].seek(rank) else { return }
        if next != rank {
          rank = next
          agreed = false
          break
        }
      }
      guard agreed else { continue }
      guard rank < high else { return }
      let item = run.order[Int(rank)]
      if let allowed, !allowed[Int(CatalogIndex.typeNumbers[items[Int(item)].type] ?? 0)] {
        rank += 1
        continue
      }
      if let range = query.range {
        guard let date = items[Int(item)].releaseSortKey, range.contains(sortKey: date) else {
          rank += 1
          continue
        }
      }
      if !body(item) { return }
      rank += 1
    }
  }

  /// The first rank whose item's date (no date as 0) passes `isBefore`, in a ranking newest
  /// first (binary search: `isBefore` turns true once and stays so).
  static func firstRank(_ order: [Int32], _ items: CatalogItems, where isBefore: (Int) -> Bool) -> Int32 {
    var low = 0
    var high = order.count
    while low < high {
      let mid = (low + high) / 2
      if isBefore(items[Int(order[mid])].releaseSortKey ?? 0) { high = mid } else { low = mid + 1 }
    }
    return Int32(low)
  }
}

/// The union of a few ascending lists of ranks, read by seeking forward.
struct RankStream {
  private var lists: [[Int32]]
  private var at: [Int]
  /// How many ranks the lists hold together.
  let count: Int

  init(_ lists: [[Int32]]) {
    self.lists = lists
    at = [Int](repeating: 0, count: lists.count)
    count = lists.reduce(0) { $0 + $1.count }
  }

  /// The lowest rank at or after `rank` in any list, or nil when none is left.
  mutating func seek(_ rank: Int32) -> Int32? {
    var best: Int32?
    for k in lists.indices {
      var i = at[k]
      lists[k].withUnsafeBufferPointer { list in
        guard i < list.count, list[i] < rank else { return }
        // Galloping: double the step until past `rank`, then search that stretch.
        var step = 1
        var bound = i + 1
        while bound < list.count, list[bound] < rank {
          i = bound
          step *= 2
          bound = i + step
        }
        var low = i + 1
        var high = min(bound, list.count)
        while low < high {
          let mid = (low + high) / 2
          if list[mid] < rank { low = mid + 1 } else { high = mid }
        }
        i = low
      }
      at[k] = i
      if i < lists[k].count { best = min(best ?? Int32.max, lists[k][i]) }
    }
    return best
  }
}
