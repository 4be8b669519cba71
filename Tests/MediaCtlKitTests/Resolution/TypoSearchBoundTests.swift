import Testing

@testable import MediaCtlKit

/// Typo search passes over titles that no key length or word set lets match
/// (`CatalogIndex.mayBeWithin`): that must change no answer, for names that match and
/// names that miss alike.
struct TypoSearchBoundTests {
  static let index: CatalogIndex = {
    let synthetic = SyntheticCatalog(count: 5000, seed: 21)
    let catalog = (try? CatalogDecoder.load(bytes: synthetic.json, file: "synthetic.json")) ?? Catalog(app: AppDescription(name: "None"), items: [])
    return CatalogIndex(catalog: catalog)
  }()

  /// Titles with a letter dropped, doubled or changed, words dropped or added, and names the
  /// catalog does not have.
  static let names: [String] = {
    var g = SeededGenerator(seed: 4)
    var out = ["love night", "the summer of love", "paper stone heart", "golden", "rain on me", "cherry honey sugar road",
      "yo ho", "aspro mavro", "the new york pops", "sessions", "midnight", "echo echo echo", "glass stone"]
    let titles = index.items.map(\.title)
    for _ in 0..<150 {
      let words = TitleVariants.coreTokens(g.pick(titles))
      var chars = Array(words.joined(separator: " "))
      guard chars.count > 3 else { continue }
      let at = Int(g.next() % UInt64(chars.count))
      switch g.next() % 5 {
      case 0: chars.remove(at: at)
      case 1: chars.insert(chars[at], at: at)
      case 2: chars[at] = "x"
      case 3: chars += Array(" tonight")
      default: chars = Array(words.dropLast().joined(separator: " "))
      }
      out.append(String(chars))
    }
    return out
  }()

  @Test func theBoundChangesNoAnswer() {
    let bounded = Resolver(index: Self.index)
    var unbounded = bounded
    unbounded.boundsTypoSearch = false
    var matched = 0
    for name in Self.names {
      let a = bounded.nameCandidates(name)
      let b = unbounded.nameCandidates(name)
      #expect(a == b, "\(name)")
      if !a.isEmpty { matched += 1 }
      #expect(bounded.findPlaylist(named: name)?.identifier == unbounded.findPlaylist(named: name)?.identifier)
    }
    // The names exercise both outcomes.
    #expect(matched > 20)
    #expect(matched < Self.names.count)
  }
}
