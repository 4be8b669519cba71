/// Genre and mood names as a well-built app matches them (`INMediaSearch.genreNames` and
/// `moodNames`, reference §1): Siri hands over the words said, and the app meets them with its
/// own spellings. A genre matches every spelling of its row in `EnglishLexicon.genreSpellings`
/// ("hiphop" finds items filed under "hip-hop"); a mood or activity matches the catalog moods
/// its row of `EnglishLexicon.moodRows` / `activityRows` / `activityVerbRows` stands for ("mellow" finds "chill",
/// "music for studying" finds "focus"). Keys are `TextNormalizer` keys.
enum StyleNames {
  /// Genre key → the keys of every spelling of that genre.
  static let genreGroups: [String: [String]] = {
    var out: [String: [String]] = [:]
    for row in EnglishLexicon.genreSpellings {
      let keys = unique(row.map(TextNormalizer.key))
      for key in keys { out[key] = unique((out[key] ?? []) + keys) }
    }
    return out
  }()

  /// Mood key → the catalog mood keys it stands for (itself first).
  static let moodGroups: [String: [String]] = {
    var out: [String: [String]] = [:]
    for row in EnglishLexicon.moodRows + EnglishLexicon.activityRows + EnglishLexicon.activityVerbRows {
      let means = row.means.map(TextNormalizer.key)
      for said in row.said {
        let key = TextNormalizer.key(said)
        out[key] = unique((out[key] ?? [key]) + means)
      }
    }
    return out
  }()

  /// The keys an item's genre may have to match the genre key asked for.
  /// A genre narrowed by a word of style ("old fashioned christmas", `EnglishLexicon.genreStyles`)
  /// also matches the genre it narrows, when the catalog files nothing under the whole phrase.
  static func genreKeys(_ key: String) -> [String] {
    if let group = genreGroups[key] { return group }
    // A style and a genre are two words at least.
    guard key.utf8.contains(0x20) else { return [key] }
    for style in styleKeys where key.hasPrefix(style) && key.utf8.count > style.utf8.count + 1 {
      let rest = key.dropFirst(style.count)
      guard rest.first == " " else { continue }
      let genre = String(rest.dropFirst())
      return unique([key] + (genreGroups[genre] ?? [genre]))
    }
    return [key]
  }

  /// The keys of the style words, longest first ("old time" before "old").
  static let styleKeys: [String] = EnglishLexicon.genreStyles.map(TextNormalizer.key).filter { !$0.isEmpty }.sorted { $0.count > $1.count }

  /// The keys an item's mood may have to match the mood key asked for, when the catalog files
  /// no music under the mood as said.
  static func moodKeys(_ key: String) -> [String] { moodGroups[key] ?? [key] }

  private static func unique(_ keys: [String]) -> [String] {
    var seen = Set<String>()
    return keys.filter { !$0.isEmpty && seen.insert($0).inserted }
  }
}

extension Resolver {
  /// The mood keys that match the mood key asked for: itself when the catalog files music
  /// under it ("sleep" in a catalog with a sleep mood), else what it stands for
  /// (`StyleNames.moodKeys`: "mellow" → chill, relaxing).
  func moodKeys(_ key: String) -> [String] {
    index.moods.containsItem(Postings.hash(key), where: { _ in true }) ? [key] : StyleNames.moodKeys(key)
  }
}
