/// Utterances that exercise every resolution path, each with the answer it must get, so a
/// fast path that breaks cannot look good.
public struct BenchmarkCase: Sendable {
  public enum Path: String, CaseIterable, Sendable {
    case exact, normalised, phonetic, fuzzy, nameOnly, newest, best, genre, notFound
    /// Requests with no name, measured on their own: a decade, a genre with a sort order, a
    /// type with a sort order, a mood.
    case decade, genreSorted = "genre+sort", typeSorted = "type+sort", mood

    /// The generated utterances' paths, in the order they are drawn.
    public static let generated: [Path] = [.exact, .normalised, .phonetic, .fuzzy, .nameOnly, .newest, .best, .genre, .notFound]
    public static let constraintOnly: [Path] = [.decade, .genreSorted, .typeSorted, .mood]
  }

  public var path: Path
  public var utterance: String
  /// Identifiers any of which is a right first answer; empty means "must not resolve".
  public var expected: Set<String>
  /// The match kind the first answer must have, when the path fixes it.
  public var kind: MatchKind?
  /// For genre requests: the first answer must carry this genre.
  public var genre: String?
  /// For constraint-only requests: the first answer's type, mood and release years.
  public var type: MediaItemType?
  public var mood: String?
  public var years: ClosedRange<Int>?

  /// Checks a resolution against the expectation; nil when right, else what went wrong.
  public func check(_ resolution: Resolution, catalog: Catalog) -> String? {
    let first = resolution.mediaItems.items.first?.identifier
    if genre != nil || type != nil || mood != nil || years != nil {
      guard let id = first, let item = catalog.item(id) else { return "expected an item, got nothing" }
      if let genre, !(item.genres.contains(genre) || item.type == .genre) { return "expected an item of genre \(genre), got \(id)" }
      if let type, item.type != type { return "expected a \(type.name), got \(id) (\(item.type.name))" }
      if let mood, !item.moods.contains(mood) { return "expected an item of mood \(mood), got \(id)" }
      if let years, !(item.releaseSortKey.map { years.contains($0 / 10_000) } ?? false) {
        return "expected an item from \(years.lowerBound)–\(years.upperBound), got \(id) (\(item.releaseDate ?? "no date"))"
      }
      guard !expected.isEmpty else { return nil }
    }
    if expected.isEmpty {
      return first == nil ? nil : "expected no match, got \(first ?? "")"
    }
    if path == .phonetic, let first, let item = catalog.item(first) {
      // Any item that sounds the same is a right answer: the name is a homophone by design.
      let said = utterance.dropFirst("play ".count)
      let key = PhoneticKey.key(tokens: TextNormalizer.tokens(String(said)))
      let keys = TitleVariants.keys(for: item.title).map { PhoneticKey.key(tokens: $0.split(separator: " ").map(String.init)) }
      if keys.contains(key) { return nil }
    }
    guard let first, expected.contains(first) else {
      return "expected \(expected.sorted().prefix(3).joined(separator: " or ")), got \(first ?? "nothing")"
    }
    if let kind, let got = resolution.candidates.first(where: { $0.item.identifier == first })?.kind, got != kind {
      return "expected a \(kind.rawValue) match, got \(got.rawValue)"
    }
    return nil
  }

  /// `count` cases spread over every path, drawn from the generated catalog.
  public static func make(from catalog: SyntheticCatalog, count: Int, seed: UInt64 = 7) -> [BenchmarkCase] {
    var g = SeededGenerator(seed: seed)
    let entries = catalog.entries
    let songs = entries.filter { $0.type == .song }
    let artists = entries.filter { $0.type == .artist }
    let albums = entries.filter { $0.type == .album }
    let shows = entries.filter { $0.type == .podcastShow }
    var albumsByArtist: [String: [SyntheticCatalog.Entry]] = [:]
    for a in albums { if let artist = a.artist { albumsByArtist[artist, default: []].append(a) } }
    var episodesByShow: [String: [SyntheticCatalog.Entry]] = [:]
    for e in entries where e.type == .podcastEpisode { if let s = e.show { episodesByShow[s, default: []].append(e) } }
    var cases: [BenchmarkCase] = []
    let paths = Path.generated
    var attempts = 0
    while cases.count < count && attempts < count * 20 {
      attempts += 1
      let path = paths[cases.count % paths.count]
      switch path {
      case .exact:
        let s = g.pick(songs)
        cases.append(BenchmarkCase(path: path, utterance: "play \(s.title)", expected: [s.identifier], kind: .exact))
      case .normalised:
        // Lowercased, punctuation and edition noise dropped.
        guard let a = albums.isEmpty ? nil : g.pick(albums), a.title.contains("(") || a.title.contains(" - ") else { continue }
        let core = TitleVariants.coreTokens(a.title).joined(separator: " ")
        cases.append(BenchmarkCase(path: path, utterance: "play \(core)", expected: [a.identifier], kind: .normalised))
      case .phonetic:
        // A vowel changed inside a longer word sounds the same.
        let s = g.pick(songs)
        var words = TitleVariants.coreTokens(s.title)
        guard let i = words.firstIndex(where: { $0.count >= 5 && $0.first?.isLetter == true }) else { continue }
        var chars = Array(words[i])
        guard let v = chars.indices.dropFirst(2).first(where: { "aeiou".contains(chars[$0]) }) else { continue }
        chars[v] = chars[v] == "a" ? "e" : "a"
        words[i] = String(chars)
        cases.append(BenchmarkCase(path: path, utterance: "play \(words.joined(separator: " "))", expected: [s.identifier], kind: .phonetic))
      case .fuzzy:
        // A stray consonant: a typo that changes the sound key.
        let s = g.pick(songs)
        var words = TitleVariants.coreTokens(s.title)
        guard words.count >= 2, let i = words.firstIndex(where: { $0.count >= 6 && $0.first?.isLetter == true }) else { continue }
        var chars = Array(words[i])
        // A letter whose sound code differs from its neighbours', so the typo is not a homophone.
        func code(_ c: Character) -> Character { PhoneticKey.soundex("a" + String(c)).dropFirst().first ?? "0" }
        let letter: Character = ["m", "l", "b"].first { code($0) != code(chars[0]) && code($0) != code(chars[1]) } ?? "m"
        chars.insert(letter, at: 1)
        words[i] = String(chars)
        cases.append(BenchmarkCase(path: path, utterance: "play \(words.joined(separator: " "))", expected: [s.identifier], kind: .fuzzy))
      case .nameOnly:
        let a = g.pick(artists)
        cases.append(BenchmarkCase(path: path, utterance: "play \(a.title)", expected: [a.identifier], kind: .exact))
      case .newest:
        guard let show = shows.isEmpty ? nil : g.pick(shows), let episodes = episodesByShow[show.identifier], !episodes.isEmpty else { continue }
        let newest = episodes.map(\.releaseDate).max() ?? ""
        var name = show.title
        if name.hasSuffix(" Podcast") { name = String(name.dropLast(8)) }
        cases.append(BenchmarkCase(
          path: path, utterance: "play the newest episode of \(name)",
          expected: Set(episodes.filter { $0.releaseDate == newest }.map(\.identifier))))
      case .best:
        let a = g.pick(artists)
        guard let owned = albumsByArtist[a.title], !owned.isEmpty else { continue }
        let best = owned.map(\.rating).max() ?? 0
        cases.append(BenchmarkCase(
          path: path, utterance: "play the best \(a.title) album", expected: Set(owned.filter { $0.rating == best }.map(\.identifier))))
      case .genre:
        let genre = g.pick(["jazz", "rock", "soul", "punk", "blues", "country"])
        cases.append(BenchmarkCase(path: path, utterance: "play some \(genre)", expected: [], genre: genre))
      case .notFound:
        let nonsense = (0..<3).map { _ in String((0..<6).map { _ in Character(Unicode.Scalar(UInt8(0x6A + g.next() % 4))) }) }
        cases.append(BenchmarkCase(path: path, utterance: "play \(nonsense.joined(separator: " "))", expected: []))
      case .decade, .genreSorted, .typeSorted, .mood:
        continue
      }
    }
    return cases
  }
}
