/// Ranking candidates: by the sort order said, else by match score, type priority and
/// popularity; only the best few hundred of a large set are ordered.
extension Resolver {
  /// Best first: by the sort order when one was said, else by match score, type priority and
  /// popularity. What a comparison reads is computed once per candidate.
  func rank(_ candidates: [ScoredCandidate], search: MediaSearch) -> [ScoredCandidate] {
    func date(_ item: CatalogItem) -> Int { item.releaseSortKey ?? 0 }
    let key: ((CatalogItem) -> Double)?
    switch search.sortOrder {
    case .unknown: key = nil
    case .newest: key = { Double(date($0)) }
    case .oldest: key = { item in -Double(date(item) == 0 ? Int.max / 2 : date(item)) }
    case .best: key = { $0.rating ?? -1 }
    case .worst: key = { -($0.rating ?? 6) }
    case .popular: key = { $0.popularity ?? -1 }
    case .unpopular: key = { -($0.popularity ?? 101) }
    case .trending: key = { ($0.popularity ?? 0) + Double(date($0)) / 1e6 }
    case .recommended: key = { ($0.recommended ? 100 : 0) + ($0.rating ?? 0) * 10 + ($0.popularity ?? 0) / 10 }
    }
    let keys = candidates.map { c in
      RankKey(
        score: c.score, sort: key?(c.item) ?? 0, priority: Self.priority(of: c.item.type), popularity: c.item.popularity ?? 0)
    }
    let byDefault: (Int, Int) -> Bool = { a, b in
      let ka = keys[a], kb = keys[b]
      if ka.score != kb.score { return ka.score > kb.score }
      if ka.priority != kb.priority { return ka.priority < kb.priority }
      if ka.popularity != kb.popularity { return ka.popularity > kb.popularity }
      return candidates[a].item.identifier < candidates[b].item.identifier
    }
    let all = Array(candidates.indices)
    guard key != nil else { return Self.best(all, by: byDefault).map { candidates[$0] } }
    // Sorting applies among the best-matching names only.
    let bestScore = keys.map(\.score).max() ?? 0
    let top = all.filter { keys[$0].score >= bestScore - 0.051 }
    let rest = all.filter { keys[$0].score < bestScore - 0.051 }
    let ranked = Self.best(top) { a, b in
      if keys[a].sort != keys[b].sort { return keys[a].sort > keys[b].sort }
      return byDefault(a, b)
    } + Self.best(rest, by: byDefault)
    return ranked.map { candidates[$0] }
  }

  /// What ranking compares, per candidate.
  struct RankKey {
    var score: Double
    var sort: Double
    var priority: Int
    var popularity: Double
  }

  /// A type's place in `typePriority` (types not listed come last).
  static func priority(of type: MediaItemType) -> Int {
    type.rawValue >= 0 && type.rawValue < typePriorityByRawValue.count ? typePriorityByRawValue[type.rawValue] : typePriority.count
  }

  /// `typePriority` as a table by raw value.
  static let typePriorityByRawValue: [Int] = {
    let last = MediaItemType.allCases.map(\.rawValue).max() ?? 0
    return (0...last).map { raw in MediaItemType(rawValue: raw).flatMap { typePriority.firstIndex(of: $0) } ?? typePriority.count }
  }()

  /// The first `limit` elements in order, without sorting them all: a request that matches a
  /// whole genre of a large catalog only needs its best few hundred.
  static func best<Element>(
    _ candidates: [Element], limit: Int = 200, by areInIncreasingOrder: (Element, Element) -> Bool
  ) -> [Element] {
    guard candidates.count > limit * 2 else { return candidates.sorted(by: areInIncreasingOrder) }
    var kept: [Element] = []
    kept.reserveCapacity(limit + 1)
    for c in candidates {
      if kept.count == limit, let last = kept.last, !areInIncreasingOrder(c, last) { continue }
      // Binary insertion keeps `kept` ordered.
      var low = 0
      var high = kept.count
      while low < high {
        let mid = (low + high) / 2
        if areInIncreasingOrder(kept[mid], c) { low = mid + 1 } else { high = mid }
      }
      kept.insert(c, at: low)
      if kept.count > limit { kept.removeLast() }
    }
    return kept
  }
}
