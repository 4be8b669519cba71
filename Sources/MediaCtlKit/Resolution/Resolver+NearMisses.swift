/// An item the resolver came close to picking when nothing matched, and what ruled it out;
/// `--explain` lists the best few.
public struct NearMiss: Sendable, Equatable {
  public var item: CatalogItem
  /// How its title matched the name, with the resolver's score; nil when the title did not
  /// match at all (it is only the closest title).
  public var kind: MatchKind?
  public var score: Double?
  /// Why it lost, in words: the constraint that ruled it out, or its distance from the name
  /// against the typo search's limit.
  public var reason: String
}

extension Resolver {
  /// How many near misses `--explain` shows.
  static let nearMissLimit = 3
  /// The most titles compared when looking for the closest ones: only items sharing a word
  /// (or a word within one edit) with the name, never the whole catalog.
  static let nearMissPool = 2_000

  /// Why a request with a name resolved to nothing: the best candidates its name found and the
  /// constraint that ruled each out, or, when the name found no title, the closest titles and
  /// how far each is from the name. At most `nearMissLimit`; empty when there is no name, with
  /// a note when the name is near no title at all. Only `--explain` calls it, and only after
  /// `unsupported()` with no reason.
  public func nearMisses(for search: MediaSearch) -> (misses: [NearMiss], note: String?) {
    guard let said = search.mediaName else { return ([], nil) }
    let keyTokens = TitleVariants.keyTokens(for: said)
    guard let words = keyTokens.first, !words.isEmpty else { return ([], nil) }
    let named = nameCandidates(said, keyTokens: keyTokens)
    if !named.isEmpty {
      let best = named.sorted {
        $0.score != $1.score ? $0.score > $1.score : $0.item.identifier < $1.item.identifier
      }
      let misses = best.prefix(Self.nearMissLimit).map { c in
        NearMiss(item: c.item, kind: c.kind, score: c.score, reason: ruledOut(c, search: search))
      }
      return (misses, nil)
    }
    let closest = closestTitles(to: words)
    let key = words.joined(separator: " ")
    return (closest, closest.isEmpty ? "no near miss: no title has a word of '\(key)' or a word one edit from one" : nil)
  }

  /// The first constraint of the request that rules the candidate out on its own.
  func ruledOut(_ candidate: ScoredCandidate, search: MediaSearch) -> String {
    let item = candidate.item
    func rejects(_ only: MediaSearch) -> Bool { applyConstraints([candidate], search: only, nameGiven: true).isEmpty }
    if rejects(MediaSearch()) {
      return "\(catalog.app.name) does not serve \(item.type.name) items"
    }
    if search.mediaType != .unknown, rejects(MediaSearch(mediaType: search.mediaType)) {
      return "mediaType \(search.mediaType.name) rules out a \(item.type.name)"
    }
    if let artist = search.artistName, rejects(MediaSearch(artistName: artist)) {
      let its = (item.type == .artist ? item.title : item.artist).map { "its artist is '\($0)'" } ?? "it has no artist"
      return "artistName '\(artist)' rules it out: \(its)"
    }
    if let album = search.albumName, rejects(MediaSearch(albumName: album)) {
      let its = albumTitle(of: item).map { "its album is '\($0)'" } ?? "it is on no album"
      return "albumName '\(album)' rules it out: \(its)"
    }
    if let genres = search.genreNames, rejects(MediaSearch(genreNames: genres)) {
      let its = item.genres.isEmpty ? "it has no genre" : "its genres are \(item.genres.joined(separator: ", "))"
      return "genreNames \(genres.joined(separator: ", ")) rule it out: \(its)"
    }
    if let moods = search.moodNames, rejects(MediaSearch(moodNames: moods)) {
      let its = item.moods.isEmpty ? "it has no mood" : "its moods are \(item.moods.joined(separator: ", "))"
      return "moodNames \(moods.joined(separator: ", ")) rule it out: \(its)"
    }
    if let range = search.releaseDate, rejects(MediaSearch(releaseDate: range)) {
      let its = item.releaseDate.map { "it was released \($0)" } ?? "it has no release date"
      return "releaseDate rules it out: \(its)"
    }
    if rejects(search) {
      return "it meets each constraint on its own but not all of them together"
    }
    return "it meets the constraints, but has nothing to play for mediaType \(search.mediaType.name)"
  }

  /// The titles closest to a name that matched none: items sharing a word (or a word within
  /// one edit) with it, by edit distance, each with the typo search's limit for the name.
  func closestTitles(to words: [String]) -> [NearMiss] {
    let key = words.joined(separator: " ")
    let limit = key.count <= 4 ? 1 : (key.count <= 12 ? 2 : 3)
    let items = index.items
    var pool: [Int32] = []
    var seen = Set<Int32>()
    gather: for word in words.prefix(12) {
      for near in index.wordsNear(word) {
        let list = index.words.items(near)
        for id in list.prefix(Self.nearMissPool) where seen.insert(id).inserted {
          pool.append(id)
          if pool.count >= Self.nearMissPool { break gather }
        }
      }
    }
    // Distances past this are only "more than": titles far longer than the name cost nothing.
    let cap = key.count + 8
    var scored: [(id: Int32, distance: Int, shared: Int, title: String)] = []
    for id in pool {
      let item = items[Int(id)]
      var best = (distance: cap + 1, title: "")
      for k in TitleVariants.keys(for: item.title).prefix(3) {
        let d = key.editDistance(to: k, limit: cap)
        if d < best.distance { best = (d, k) }
      }
      let titleWords = Set(best.title.split(separator: " ").map(String.init))
      scored.append((id, best.distance, words.filter(titleWords.contains).count, best.title))
    }
    scored.sort { ($0.distance, -$0.shared, $0.id) < ($1.distance, -$1.shared, $1.id) }
    return scored.prefix(Self.nearMissLimit).map { s in
      let distance = s.distance > cap ? "more than \(cap) edits" : "\(s.distance) edit\(s.distance == 1 ? "" : "s")"
      var reason = "'\(s.title)' is \(distance) from '\(key)'; typo search allows \(limit)"
      if words.count > 1 { reason += "; it has \(s.shared) of the name's \(words.count) words (a partial match needs all)" }
      return NearMiss(item: items[Int(s.id)], kind: nil, score: nil, reason: reason)
    }
  }
}
