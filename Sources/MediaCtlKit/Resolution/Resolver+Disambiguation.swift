/// When the best matches tie, a well-built extension does not pick one silently: it returns
/// `disambiguation(with:)` and Siri asks "Which one?" (reference §3.5). A search shows every
/// match anyway, so only play, add and affinity ask.
extension Resolver {
  /// Match kinds that come from the spoken name; a tie among them is a real ambiguity.
  static let nameMatchKinds: Set<MatchKind> = [.exact, .alias, .normalised, .phonetic, .pinyin, .fuzzy]

  /// At most this many choices are offered (Siri reads a short list).
  static let maximumChoices = 5

  /// `resolution` with its success turned into a disambiguation when two or more playable
  /// items of the same type matched the name equally well, with the same title, and differ in
  /// what Siri would say about them (their artists). A request that narrows (an artist, an
  /// album, a sort order, an identifier, "this") never asks.
  static func disambiguated(_ resolution: Resolution, search: MediaSearch) -> Resolution {
    guard case .success = resolution.mediaItems, search.mediaName != nil, search.artistName == nil,
      search.albumName == nil, search.sortOrder == .unknown, search.reference != .currentlyPlaying,
      search.mediaIdentifier == nil
    else { return resolution }
    let playable = resolution.candidates.filter { $0.rejection == nil }
    guard let best = playable.first, nameMatchKinds.contains(best.kind) else { return resolution }
    // Most requests have one best match: no title is normalised unless another ties with it.
    let rivals = playable.dropFirst().prefix { $0.score >= best.score - 0.001 }
    guard rivals.contains(where: { $0.kind == best.kind && $0.item.type == best.item.type }) else { return resolution }
    let titleKey = TextNormalizer.tokens(best.item.title).joined(separator: " ")
    var tied: [ScoredCandidate] = []
    var phrases = Set<String>()
    for candidate in playable {
      guard candidate.score >= best.score - 0.001 else { break }
      guard candidate.kind == best.kind, candidate.item.type == best.item.type,
        candidate.item === best.item || TextNormalizer.tokens(candidate.item.title).joined(separator: " ") == titleKey
      else { continue }
      // Two items Siri would name the same way cannot be told apart by asking.
      let phrase = (candidate.item.artist ?? "").lowercased()
      guard phrases.insert(phrase).inserted else { continue }
      tied.append(candidate)
      if tied.count == maximumChoices { break }
    }
    guard tied.count > 1 else { return resolution }
    var out = resolution
    out.mediaItems = .disambiguation(tied.map(\.item.mediaItem))
    out.notes.append(
      "\(tied.count) \(best.item.type.name) items match '\(best.item.title)' equally well and nothing in the request tells them apart: asking which one")
    return out
  }

}
