/// The catalog pre-ordered for requests that name nothing but constraints ("the newest song
/// from the eighties", "the best jazz albums", "something sad"): for each order a ranking of
/// every item, exactly as `Resolver.rank` would order them, and for each type, genre and mood
/// the ranks of its items, ascending. Such a request is then an intersection of these short
/// sorted lists read from the top until enough playable items are found, never a scan of the
/// catalog (`ConstraintRuns.Query`).
///
/// Built on first use (a catalog that is never asked such a request never pays for it), and
/// stored in the catalog cache, so a cached catalog has it at once.
public struct ConstraintRuns: Sendable {
  /// The orders kept: `Resolver.rank`'s comparison for each of these sort orders.
  enum Order: Int, CaseIterable, Sendable {
    /// No sort order said: type priority, then popularity.
    case relevance
    case newest, best, popular

    init?(_ sortOrder: MediaSortOrder) {
      switch sortOrder {
      case .unknown: self = .relevance
      case .newest: self = .newest
      case .best: self = .best
      case .popular: self = .popular
      default: return nil
      }
    }
  }

  /// One order: the items ranked, and each type's, genre's and mood's ranks.
  struct Run: Sendable, Equatable {
    /// Rank → item number.
    var order: [Int32] = []
    /// Type number (`CatalogIndex.typeNumbers`) → ranks, ascending; empty for the types in
    /// `unlisted`.
    var types: [[Int32]] = []
    /// Types whose items are told by type as they are read instead of by a list (none are
    /// made so: in an order led by type priority, skipping the items of other types one by
    /// one cost a decade request at a million items tens of milliseconds).
    var unlisted: [UInt8] = []
    /// Genre or mood key (`TextNormalizer.key`) → ranks, ascending.
    var genres: [String: [Int32]] = [:]
    var moods: [String: [Int32]] = [:]
    /// Release year → ranks, ascending; none in the newest order, where a year's items are
    /// one stretch of the ranking anyway.
    var years: [Int: [Int32]] = [:]
  }

  /// By `Order.rawValue`.
  var runs: [Run]

  init(runs: [Run]) { self.runs = runs }

  func run(_ order: Order) -> Run { runs[order.rawValue] }

  /// Ranks every item in every order, on every core.
  init(items: CatalogItems) {
    let identifierOrder = Self.identifierOrder(items)
    let keys = GroupKeys(items)
    let typeOf = items.map { CatalogIndex.typeNumbers[$0.type] ?? 0 }
    // Ties after the order's own key, as `Resolver.rank` breaks them: type priority, then
    // popularity (none as 0), then identifier.
    let priority = items.map { UInt64(Resolver.priority(of: $0.type)) }
    let popularity = items.map { CatalogIndex.popularityKey($0.popularity) }
    runs = Parallel.map(Order.allCases.count, worthIt: items.count > 20_000) { n in
      let order = Order.allCases[n]
      var ranked = identifierOrder
      Self.stableSort(&ranked, by: popularity)
      Self.stableSort(&ranked, by: priority)
      switch order {
      case .relevance: break
      case .newest: Self.stableSort(&ranked, by: items.map { Self.descending(Double($0.releaseSortKey ?? 0)) })
      case .best: Self.stableSort(&ranked, by: items.map { Self.descending($0.rating ?? -1) })
      case .popular: Self.stableSort(&ranked, by: items.map { Self.descending($0.popularity ?? -1) })
      }
      return Self.lists(ranked, typeOf: typeOf, keys: keys, items: order == .newest ? nil : items)
    }
  }

  /// The lists of one order's ranking.
  static func lists(_ order: [Int32], typeOf: [UInt8], keys: GroupKeys, items: CatalogItems?) -> Run {
    // Local arrays, filled in place, then moved into the run.
    var types = [[Int32]](repeating: [], count: MediaItemType.allCases.count)
    var genres = [[Int32]](repeating: [], count: keys.genreKeys.count)
    var moods = [[Int32]](repeating: [], count: keys.moodKeys.count)
    var yearNumbers: [Int: Int] = [:]
    var yearLists: [[Int32]] = []
    for (rank, item) in order.enumerated() {
      let n = Int(item)
      types[Int(typeOf[n])].append(Int32(rank))
      for g in keys.genres(of: n) { genres[Int(g)].append(Int32(rank)) }
      for m in keys.moods(of: n) { moods[Int(m)].append(Int32(rank)) }
      if let items, let date = items[n].releaseSortKey {
        let year = date / 10_000
        let number = yearNumbers[year] ?? yearLists.count
        if number == yearLists.count {
          yearNumbers[year] = number
          yearLists.append([])
        }
        yearLists[number].append(Int32(rank))
      }
    }
    var run = Run(order: order)
    run.types = types
    for (k, list) in genres.enumerated() { run.genres[keys.genreKeys[k]] = list }
    for (k, list) in moods.enumerated() { run.moods[keys.moodKeys[k]] = list }
    for (year, number) in yearNumbers { run.years[year] = yearLists[number] }
    return run
  }

  /// Each item's distinct genre and mood keys, by number, in flat arrays; each spelling is
  /// normalised once.
  struct GroupKeys {
    var genreKeys: [String] = []
    var moodKeys: [String] = []
    private var genreStarts: [Int32] = [0]
    private var genreNumbers: [Int32] = []
    private var moodStarts: [Int32] = [0]
    private var moodNumbers: [Int32] = []

    init(_ items: CatalogItems) {
      var genreOf: [String: Int32] = [:]
      var moodOf: [String: Int32] = [:]
      var genreKeyNumbers: [String: Int32] = [:]
      var moodKeyNumbers: [String: Int32] = [:]
      func number(_ spelling: String, _ of: inout [String: Int32], _ keyNumbers: inout [String: Int32], _ keys: inout [String]) -> Int32 {
        if let n = of[spelling] { return n }
        let key = TextNormalizer.key(spelling)
        let n = keyNumbers[key] ?? Int32(keys.count)
        if n == Int32(keys.count) {
          keys.append(key)
          keyNumbers[key] = n
        }
        of[spelling] = n
        return n
      }
      for item in items {
        for g in item.genres {
          let n = number(g, &genreOf, &genreKeyNumbers, &genreKeys)
          if !genreNumbers[Int(genreStarts.last ?? 0)...].contains(n) { genreNumbers.append(n) }
        }
        genreStarts.append(Int32(genreNumbers.count))
        for m in item.moods {
          let n = number(m, &moodOf, &moodKeyNumbers, &moodKeys)
          if !moodNumbers[Int(moodStarts.last ?? 0)...].contains(n) { moodNumbers.append(n) }
        }
        moodStarts.append(Int32(moodNumbers.count))
      }
    }

    func genres(of item: Int) -> ArraySlice<Int32> { genreNumbers[Int(genreStarts[item])..<Int(genreStarts[item + 1])] }
    func moods(of item: Int) -> ArraySlice<Int32> { moodNumbers[Int(moodStarts[item])..<Int(moodStarts[item + 1])] }
  }

  /// A key that sorts ascending as `x` sorts descending (0 and -0 alike).
  static func descending(_ x: Double) -> UInt64 {
    let bits = (x + 0.0).bitPattern
    return ~(bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63))
  }

  /// Item numbers in ascending order of their identifiers, as `String`'s `<` orders them.
  /// ASCII identifiers are radix-sorted on their first 16 bytes, and only runs sharing those
  /// are compared as strings (sorting a million identifiers as strings takes a second).
  static func identifierOrder(_ items: CatalogItems) -> [Int32] {
    var ascii = true
    var high = [UInt64](repeating: 0, count: items.count)
    var low = [UInt64](repeating: 0, count: items.count)
    for (n, item) in items.enumerated() {
      var a: UInt64 = 0
      var b: UInt64 = 0
      var i = 0
      for byte in item.identifier.utf8 {
        if byte >= 0x80 { ascii = false }
        if i < 8 { a |= UInt64(byte) << UInt64(56 - 8 * i) } else if i < 16 { b |= UInt64(byte) << UInt64(56 - 8 * (i - 8)) }
        i += 1
      }
      high[n] = a
      low[n] = b
    }
    var order = (0..<Int32(items.count)).map { $0 }
    guard ascii else { return order.sorted { items[Int($0)].identifier < items[Int($1)].identifier } }
    stableSort(&order, by: low)
    stableSort(&order, by: high)
    // Runs with the same first 16 bytes: longer identifiers (or the same ones) decide.
    var start = 0
    while start < order.count {
      var end = start + 1
      let a = high[Int(order[start])]
      let b = low[Int(order[start])]
      while end < order.count, high[Int(order[end])] == a, low[Int(order[end])] == b { end += 1 }
      if end - start > 1 {
        order[start..<end].sort { items[Int($0)].identifier < items[Int($1)].identifier }
      }
      start = end
    }
    return order
  }

  /// Sorts `order` stably by `keys[item]`: a least-significant-digit radix sort on 16-bit
  /// digits, skipping the digits every key shares.
  static func stableSort(_ order: inout [Int32], by keys: [UInt64]) {
    guard order.count > 1 else { return }
    var current = order.map { keys[Int($0)] }
    var differing: UInt64 = 0
    let first = current[0]
    for key in current { differing |= key ^ first }
    guard differing != 0 else { return }
    var scratchKeys = current
    var scratchOrder = order
    var counts = [Int](repeating: 0, count: 1 << 16)
    for pass in 0..<4 {
      let shift = UInt64(pass * 16)
      guard (differing >> shift) & 0xFFFF != 0 else { continue }
      for i in counts.indices { counts[i] = 0 }
      for key in current { counts[Int((key >> shift) & 0xFFFF)] += 1 }
      var total = 0
      for i in counts.indices {
        let c = counts[i]
        counts[i] = total
        total += c
      }
      for i in current.indices {
        let bucket = Int((current[i] >> shift) & 0xFFFF)
        scratchKeys[counts[bucket]] = current[i]
        scratchOrder[counts[bucket]] = order[i]
        counts[bucket] += 1
      }
      swap(&current, &scratchKeys)
      swap(&order, &scratchOrder)
    }
  }

  /// Whether every list names ranks below the item count in ascending order and every order
  /// is a permutation of the items: what a query relies on, checked on runs read from a cache.
  func isValid(itemCount: Int) -> Bool {
    guard runs.count == Order.allCases.count else { return false }
    for run in runs {
      guard run.order.count == itemCount, run.types.count == MediaItemType.allCases.count,
        run.unlisted.allSatisfy({ Int($0) < run.types.count })
      else { return false }
      var seen = [Bool](repeating: false, count: itemCount)
      for item in run.order {
        guard item >= 0, Int(item) < itemCount, !seen[Int(item)] else { return false }
        seen[Int(item)] = true
      }
      for list in run.types + Array(run.genres.values) + Array(run.moods.values) + Array(run.years.values) {
        var previous: Int32 = -1
        for rank in list {
          guard rank > previous, Int(rank) < itemCount else { return false }
          previous = rank
        }
      }
    }
    return true
  }
}
