extension BenchmarkCase {
  /// Requests with no name ("the newest song from the eighties", "the best jazz album", "the
  /// latest podcast episode", "some sad music"), drawn in turn from each constraint-only path,
  /// each with the answer it must get: with a sort order, one of the items that sort first
  /// among those meeting the constraints; without one, an item meeting them.
  public static func makeConstraintOnly(from catalog: SyntheticCatalog, count: Int, seed: UInt64 = 9) -> [BenchmarkCase] {
    var g = SeededGenerator(seed: seed)
    let entries = catalog.entries
    let decades = [("sixties", 1960), ("seventies", 1970), ("eighties", 1980), ("nineties", 1990)]
    let genres = ["jazz", "rock", "soul", "punk", "blues", "country", "folk", "metal", "reggae", "pop"]
    func year(_ e: SyntheticCatalog.Entry) -> Int { Int(e.releaseDate.prefix(4)) ?? 0 }
    /// The entries that `where` keeps with the highest `key`.
    func top(_ key: (SyntheticCatalog.Entry) -> Int, where keep: (SyntheticCatalog.Entry) -> Bool) -> Set<String> {
      var best = Int.min
      var out: Set<String> = []
      for e in entries where keep(e) {
        let k = key(e)
        if k > best {
          best = k
          out = [e.identifier]
        } else if k == best {
          out.insert(e.identifier)
        }
      }
      return out
    }
    func date(_ e: SyntheticCatalog.Entry) -> Int { Int(e.releaseDate.replacingOccurrences(of: "-", with: "")) ?? 0 }
    var cases: [BenchmarkCase] = []
    let paths = Path.constraintOnly
    while cases.count < count {
      let path = paths[cases.count % paths.count]
      let variant = (cases.count / paths.count) % 2
      switch path {
      case .decade:
        let (word, start) = g.pick(decades)
        let years = start...(start + 9)
        if variant == 0 {
          cases.append(BenchmarkCase(path: path, utterance: "play a song from the \(word)", expected: [], type: .song, years: years))
        } else {
          let newest = top(date) { $0.type == .song && years.contains(year($0)) }
          cases.append(BenchmarkCase(path: path, utterance: "play the newest song from the \(word)", expected: newest, type: .song, years: years))
        }
      case .genreSorted:
        let genre = g.pick(genres)
        if variant == 0 {
          let best = top(\.rating) { $0.type == .album && $0.genre == genre }
          cases.append(BenchmarkCase(path: path, utterance: "play the best \(genre) album", expected: best, genre: genre, type: .album))
        } else {
          let popular = top(\.popularity) { $0.genre == genre }
          cases.append(BenchmarkCase(path: path, utterance: "play the most popular \(genre) songs", expected: popular, genre: genre))
        }
      case .typeSorted:
        let (utterance, type, key): (String, MediaItemType, (SyntheticCatalog.Entry) -> Int) = g.pick([
          ("play the newest album", .album, date), ("play the most popular playlist", .playlist, { $0.popularity }),
          ("play the best audiobook", .audioBook, { $0.rating }), ("play the latest podcast episode", .podcastEpisode, date),
        ])
        cases.append(BenchmarkCase(path: path, utterance: utterance, expected: top(key) { $0.type == type }, type: type))
      case .mood:
        let mood = g.pick(SyntheticCatalog.moods)
        if variant == 0 {
          cases.append(BenchmarkCase(path: path, utterance: "play some \(mood) music", expected: [], mood: mood))
        } else {
          let best = top(\.rating) { $0.mood == mood }
          cases.append(BenchmarkCase(path: path, utterance: "play the best \(mood) songs", expected: best, mood: mood))
        }
      default:
        continue
      }
    }
    return cases
  }
}
