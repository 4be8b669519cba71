extension String {
  /// Levenshtein distance over Unicode scalars, stopping early once `limit` is exceeded.
  public func editDistance(to other: String, limit: Int = .max) -> Int {
    let a = Array(unicodeScalars)
    let b = Array(other.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    if abs(a.count - b.count) > limit { return limit + 1 }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = Swift.min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

/// The closest candidate within a few edits, for "did you mean …?" suggestions: the smallest
/// edit distance (case aside), ties going to the first in `candidates`' order. Callers pass an
/// order that is the same on every run (a file's order, a table's, `sorted()`), never a
/// `Dictionary`'s or a `Set`'s, so a message a CI compares never changes between runs.
public func closestMatch(to word: String, in candidates: some Sequence<String>, maxDistance: Int = 3)
  -> String?
{
  var best: (String, Int)?
  let lowered = word.lowercased()
  for candidate in candidates {
    let d = lowered.editDistance(to: candidate.lowercased(), limit: maxDistance)
    if d <= maxDistance, d < (best?.1 ?? .max) { best = (candidate, d) }
  }
  return best?.0
}

/// "; did you mean 'x'?" or nothing.
func suggestion(for word: String, in candidates: some Sequence<String>) -> String {
  guard let match = closestMatch(to: word, in: candidates) else { return "" }
  return "; did you mean '\(match)'?"
}
