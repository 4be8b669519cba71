/// Stations by frequency said in words ("ninety point three", "one oh one point one"): the
/// name is read as its digits, which the index holds for every station's `frequency`
/// (`StationKeys`). A name of one number ("play 1999") or already in digits ("90.3 FM") is
/// matched as said.
extension Resolver {
  /// The items named by the spoken frequency in `keyTokens`, or nil when the name is no
  /// spoken frequency or nothing is filed under it (then the name is matched as said).
  func stationCandidates(_ name: String, keyTokens: [[String]]) -> [ScoredCandidate]? {
    guard let spoken = StationKeys.frequencyKeyTokens(keyTokens) else { return nil }
    let items = index.items
    var found: [ScoredCandidate] = []
    for tokens in spoken {
      for id in index.aliases.items(tokens.joined(separator: " ")) where !found.contains(where: { $0.item === items[Int(id)] }) {
        let item = items[Int(id)]
        // Hashes are 40 bits: confirm the key on the station itself.
        guard StationKeys.keyTokens(frequency: item.frequency, callSign: item.callSign).contains(tokens) else { continue }
        found.append(ScoredCandidate(item: item, kind: .alias, score: 0.96))
      }
    }
    return found.isEmpty ? nil : found
  }
}
