/// Edit distance with a limit, for typo search's comparisons of a name with title keys:
/// `String.editDistance(to:limit:)`'s answer up to the limit (`limit + 1` or more when
/// further), computed on the bytes of ASCII text and only within `limit` cells either side of
/// the table's diagonal (no path further out stays within the limit), not over the whole
/// table. Text that is not ASCII goes to `String.editDistance`.
enum BoundedEditDistance {
  static func distance(_ a: String, _ b: String, limit: Int) -> Int {
    let x = a.utf8
    let y = b.utf8
    guard limit >= 0, x.allSatisfy({ $0 < 0x80 }), y.allSatisfy({ $0 < 0x80 }) else {
      return a.editDistance(to: b, limit: limit)
    }
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    if abs(x.count - y.count) > limit { return limit + 1 }
    let far = limit + 1
    let n = x.count
    let m = y.count
    return Array(x).withUnsafeBufferPointer { s in
      Array(y).withUnsafeBufferPointer { t in
        // previous[j], current[j]: distance of s[..<i] and t[..<j]; cells outside the band are `far`.
        var previous = [Int](repeating: far, count: m + 1)
        var current = [Int](repeating: far, count: m + 1)
        for j in 0...min(m, limit) { previous[j] = j }
        for i in 1...n {
          let low = max(1, i - limit)
          let high = min(m, i + limit)
          current[low - 1] = low == 1 && i <= limit ? i : far
          var rowMinimum = current[low - 1]
          if low > high { return far }
          for j in low...high {
            let cost = s[i - 1] == t[j - 1] ? 0 : 1
            let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, far)
            current[j] = value
            rowMinimum = min(rowMinimum, value)
          }
          if high < m { current[high + 1] = far }
          if rowMinimum > limit { return far }
          swap(&previous, &current)
        }
        return min(previous[m], far)
      }
    }
  }
}
