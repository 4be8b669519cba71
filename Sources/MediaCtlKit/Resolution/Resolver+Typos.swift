/// Typo search: names the catalog does not have as said, within a few edits of a title.
extension Resolver {
  /// Typos. First the name with each word replaced by a title word within one edit of it
  /// ("cmherry quiet cherry" → "cherry quiet cherry"), looked up whole: this finds a title
  /// however many items share its words. Only when that finds nothing, every word of the name
  /// is looked up as itself or within one edit of a title word; items holding all of them (the
  /// rarest word's items first) are compared by edit distance. Only those candidates are
  /// compared, never the whole catalog.
  ///
  /// Titles are keyed with numbers as digits ("Three Little Birds" → "3 little birds"), so a
  /// typo in a number word ("thre") is as far from the key as the whole word. When the name as
  /// said finds nothing, each word one edit from a number word is respelled as its digits and
  /// the search runs again, the respelling counted as one edit each ("thre little birds" is one
  /// edit from "Three Little Birds").
  func fuzzyMatches(
    _ key: String, words queryWords: [String], only: MediaItemType? = nil, into found: inout [Int32: (MatchKind, Double)]
  ) {
    let limit = Self.typoLimit(key)
    fuzzyMatches(key, words: queryWords, limit: limit, respellings: 0, only: only, into: &found)
    guard found.isEmpty else { return }
    var respellings = 0
    // Only a word no title has, respelled as digits some title has: "light" (one edit from
    // "eight") in a catalog that has it, or "for" (→ "4") where no title has a 4, would only
    // make typo search run twice.
    // (The closure holds the word postings, not a copy of the resolver and its index.)
    let titleWords = index.words
    let respelled = queryWords.map { word in
      guard let digits = NumberWords.digitsOfMisspeltNumber(word), titleWords.count(Postings.hash(word)) == 0,
        titleWords.count(Postings.hash(digits)) > 0
      else { return word }
      respellings += 1
      return digits
    }
    guard respellings > 0, respellings <= limit else { return }
    fuzzyMatches(respelled.joined(separator: " "), words: respelled, limit: limit, respellings: respellings, only: only, into: &found)
  }

  /// The edits a name of this key may be from a title: 1 up to 4 characters, 2 up to 12, else 3.
  static func typoLimit(_ key: String) -> Int { key.count <= 4 ? 1 : (key.count <= 12 ? 2 : 3) }

  /// `fuzzyMatches` of one spelling of the name: `limit` edits in all, `respellings` of them
  /// made already.
  private func fuzzyMatches(
    _ key: String, words queryWords: [String], limit: Int, respellings: Int, only: MediaItemType?,
    into found: inout [Int32: (MatchKind, Double)]
  ) {
    guard !queryWords.isEmpty, queryWords.count <= 12 else { return }
    let limit = limit - respellings
    let near = queryWords.map { index.wordsNear($0) }
    // A title whose keys are within `limit` edits of the name: fuzzy, by its distance. (For
    // ASCII, lengths further apart than the limit settle it without the distance.)
    let keyLength = key.utf8.allSatisfy({ $0 < 0x80 }) ? key.utf8.count : nil
    func compare(_ id: Int32, keys: [String]) -> Bool {
      var best = Int.max
      for k in keys.prefix(3) {
        if let keyLength, abs(k.utf8.count - keyLength) > limit, k.utf8.allSatisfy({ $0 < 0x80 }) { continue }
        best = min(best, BoundedEditDistance.distance(key, k, limit: limit))
      }
      guard best <= limit else { return false }
      let score = 0.8 - 0.05 * Double(best + respellings)
      if (found[id]?.1 ?? -1) < score { found[id] = (.fuzzy, score) }
      return true
    }
    var corrected = false
    let items = index.items
    // The closure holds the memo and the items, not a copy of the resolver and its index.
    let memo = index.typoMemo
    Self.correctedNames(queryWords, near: near, titles: index.titles, variants: index.variants) { id in
      if let only, corrected, items[Int(id)].type != only { return }
      if compare(id, keys: memo.titleKeys(id, items: items).keys) { corrected = true }
    }
    if corrected { return }
    // Each query word's possible title words, counted without reading their postings; the
    // items holding any of them are read (merged sorted lists) for the rarest word only, and
    // narrowed by each other word in turn, rarest first: by merging with its items when they
    // are few, else by looking each candidate up in its postings, so a common word's tens of
    // thousands of items are never gathered to meet a rare word's few.
    var perWord: [(hashes: [UInt64], count: Int)] = []
    for words in near {
      var hashes: [UInt64] = []
      var count = 0
      for w in words {
        let hash = Postings.hash(w)
        let n = index.words.count(hash)
        if n > 50_000 || n == 0 { continue }  // too common to narrow anything, or no title's
        hashes.append(hash)
        count += n
      }
      if count > 0 { perWord.append((hashes, count)) }
    }
    guard !perWord.isEmpty else { return }
    perWord.sort { $0.count < $1.count }
    let postings = index.words
    func holders(_ word: (hashes: [UInt64], count: Int)) -> [Int32] {
      word.hashes.count == 1 ? postings.items(word.hashes[0]) : Self.union(word.hashes.map { postings.items($0) })
    }
    // Items with every word (partial and typo matches), else with the rarest words.
    var candidates = holders(perWord[0])
    for other in perWord.dropFirst() {
      let both =
        other.count > 16 * candidates.count
        ? candidates.filter { id in other.hashes.contains { postings.contains($0, item: id) } }
        : Self.intersection(candidates, holders(other))
      if both.isEmpty { break }
      candidates = both
    }
    // Only a title that could be a few typos away by its keys' lengths and letters, or that
    // holds every word of the name (a partial match), is worth normalising to compare.
    let wordHashes = queryWords.count >= 2 ? queryWords.map { Postings.hash($0) } : []
    let letters = CatalogIndex.letterSignature(key.utf8)
    for id in candidates.prefix(256) {
      if let only, items[Int(id)].type != only { continue }
      if boundsTypoSearch, let keyLength, !index.mayBeWithin(limit, ofLength: keyLength, letters: letters, item: id),
        wordHashes.isEmpty || !wordHashes.allSatisfy({ index.words.contains($0, item: id) })
      {
        continue
      }
      let title = index.typoKeys(id)
      if !compare(id, keys: title.keys), queryWords.count >= 2, queryWords.allSatisfy(title.firstWords.contains) {
        if (found[id]?.1 ?? -1) < 0.6 { found[id] = (.partial, 0.6) }
      }
    }
  }

  /// The names made by replacing each query word with one of its `near` title words (the word
  /// itself first), at most `maximumCorrections` of them, looked up as titles and title
  /// variants; `body` gets every item found.
  static func correctedNames(
    _ queryWords: [String], near: [[String]], titles: Postings, variants: Postings, _ body: (Int32) -> Void
  ) {
    let choices = zip(queryWords, near).map { word, words in words.contains(word) ? [word] + words.filter { $0 != word } : words }
    guard !choices.isEmpty, choices.allSatisfy({ !$0.isEmpty }) else { return }
    var picks = [Int](repeating: 0, count: choices.count)
    var tried = 0
    var words = choices.map { $0[0] }
    while tried < Self.maximumCorrections {
      // The uncorrected name was looked up already.
      if words != queryWords {
        let hash = Postings.hash(joining: words)
        for id in titles.items(hash) { body(id) }
        for id in variants.items(hash) { body(id) }
      }
      tried += 1
      // The next combination, the last word changing fastest.
      var i = choices.count - 1
      while i >= 0 {
        picks[i] += 1
        if picks[i] < choices[i].count { break }
        picks[i] = 0
        i -= 1
      }
      if i < 0 { break }
      for j in i..<choices.count { words[j] = choices[j][picks[j]] }
    }
  }

  static let maximumCorrections = 64

  /// Sorted, distinct items in any of the lists, each sorted: merged pairwise, never sorted
  /// whole (the near words of a common word hold a hundred thousand items in a large
  /// catalog, and sorting them was the slowest part of a typo search that misses).
  static func union(_ lists: [[Int32]]) -> [Int32] {
    var level = lists.filter { !$0.isEmpty }
    guard !level.isEmpty else { return [] }
    while level.count > 1 {
      var next: [[Int32]] = []
      next.reserveCapacity((level.count + 1) / 2)
      var i = 0
      while i + 1 < level.count {
        next.append(merged(level[i], level[i + 1]))
        i += 2
      }
      if i < level.count { next.append(level[i]) }
      level = next
    }
    return level[0]
  }

  /// The sorted, distinct items of two sorted lists (a list's repeats are kept once).
  static func merged(_ a: [Int32], _ b: [Int32]) -> [Int32] {
    var out: [Int32] = []
    out.reserveCapacity(a.count + b.count)
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
          let x: Int32
          if j == b.count || (i < a.count && a[i] <= b[j]) {
            x = a[i]
            i += 1
          } else {
            x = b[j]
            j += 1
          }
          if out.last != x { out.append(x) }
        }
      }
    }
    return out
  }

  /// Items in both sorted lists. When one list is much longer, each item of the short one
  /// is found in it by binary search instead of walking it.
  static func intersection(_ a: [Int32], _ b: [Int32]) -> [Int32] {
    if a.count > b.count { return intersection(b, a) }
    if a.count * 16 < b.count {
      var out: [Int32] = []
      var from = 0
      for x in a {
        var low = from
        var high = b.count
        while low < high {
          let mid = (low + high) / 2
          if b[mid] < x { low = mid + 1 } else { high = mid }
        }
        if low < b.count, b[low] == x { out.append(x) }
        from = low
      }
      return out
    }
    var out: [Int32] = []
    var i = 0
    var j = 0
    while i < a.count && j < b.count {
      if a[i] == b[j] {
        out.append(a[i])
        i += 1
        j += 1
      } else if a[i] < b[j] {
        i += 1
      } else {
        j += 1
      }
    }
    return out
  }
}
