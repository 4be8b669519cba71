/// "the Radiolab episode that aired on Monday", "the album that came out last week", "the song
/// that was released in 1999": when the item came out. A year or decade in it is read as the
/// release date as usual (only the relative words go); a day ("on Monday", "yesterday") has no
/// field in this model, so the clause goes whole instead of becoming a name.
extension Work {
  /// Verbs of coming out, after "that"/"which" and an optional "was"/"has been".
  static let releaseVerbs = PhraseTable(
    ["aired", "came out", "come out", "released", "dropped", "premiered", "posted", "uploaded", "published", "went live", "launched"].map { ($0, ()) })

  /// Reads a release clause whose relative word is at `k`; false when there is none.
  mutating func readReleaseClause(at k: Int) -> Bool {
    var v = k + 1
    if v < end, ["was", "were", "got"].contains(wordKeys[v]) { v += 1 } else if v + 1 < end, wordKeys[v] == "has", wordKeys[v + 1] == "been" { v += 2 }
    guard v < end, let m = Self.releaseVerbs.match(wordKeys, at: v, limit: end) else { return false }
    let rest = v + m.words.count..<end
    let dated = !DecadeNormaliser.allMatches(in: Array(words[rest])).isEmpty
      || rest.contains { words[$0].utf8.count == 4 && words[$0].utf8.allSatisfy { (0x30...0x39).contains($0) } }
    if dated {
      // "… that came out in 1999": the date stays for the date reader.
      use(k..<rest.lowerBound, "filler")
      removeSpan(k..<rest.lowerBound)
    } else {
      use(k..<end, "rule", field: "-", value: "when it came out (no SiriKit field for a day)")
      end = k
    }
    return true
  }
}
