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

  /// An artist or album said with typos is looked for among artists or albums alone: the
  /// same items as a search of every type, filtered.
  @Test func artistAndAlbumSearchesFindWhatAnUnboundedSearchFinds() {
    let bounded = Resolver(index: Self.index)
    var unbounded = bounded
    unbounded.boundsTypoSearch = false
    let artists = Self.index.items.filter { $0.type == .artist }.map(\.title)
    let albums = Self.index.items.filter { $0.type == .album }.map(\.title)
    var g = SeededGenerator(seed: 7)
    var found = 0
    for name in Self.names.prefix(40) + (0..<40).map({ _ in Self.typo(g.pick(artists), &g) }) {
      let a = bounded.artistItems(name)
      #expect(a == unbounded.artistItems(name), "\(name)")
      if !a.isEmpty { found += 1 }
    }
    for album in (0..<40).map({ _ in Self.typo(g.pick(albums), &g) }) {
      let search = MediaSearch(mediaType: .song, albumName: album)
      #expect(bounded.constraintCandidates(search) == unbounded.constraintCandidates(search), "\(album)")
    }
    #expect(found > 10)
  }

  /// The bound never passes over a title with a key within the limit: every name against
  /// every title of the catalog, by edit distance (table: lengths, letters, limits 1 to 3).
  @Test func theBoundKeepsEveryTitleWithinTheLimit() {
    var g = SeededGenerator(seed: 11)
    let titles = Self.index.items.map(\.title)
    let names = Self.names.prefix(20) + (0..<20).map { _ in Self.typo(g.pick(titles), &g) }
    let keys = Self.index.items.prefix(2000).map { TitleVariants.keys(for: $0.title).prefix(3) }
    var kept = 0
    for name in names {
      let key = TitleVariants.keyTokens(for: name).first?.joined(separator: " ") ?? ""
      guard !key.isEmpty, key.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
      let letters = CatalogIndex.letterSignature(key.utf8)
      for (n, itemKeys) in keys.enumerated() {
        let distance = itemKeys.map { key.editDistance(to: $0, limit: 3) }.min() ?? 4
        for limit in 1...3 where distance <= limit {
          kept += 1
          #expect(
            Self.index.mayBeWithin(limit, ofLength: key.utf8.count, letters: letters, item: Int32(n)),
            "\(name) / \(Self.index.items[n].title), limit \(limit)")
        }
      }
    }
    #expect(kept > 20)
  }

  /// Lengths and letters as packed, for titles of known keys.
  @Test(arguments: [
    // title, name, limit, may match
    ("Golden Hour", "golden our", 1, true),
    ("Golden Hour", "golden hoax", 2, true),
    ("Golden Hour", "sweet bliss", 2, false),  // the same length, three letters it lacks
    ("Golden Hour", "gold", 2, false),  // too short
    ("The Golden Hour (Deluxe Edition)", "golden hour", 1, true),  // a shorter key holds it
    ("Xyzzy", "fuzzy", 2, true),  // two letters missing: two edits
    ("Xyzzy", "fuzzq", 2, false),  // three
    ("Café Noir", "cafe noire", 1, true),  // not ASCII: anything
  ])
  func packedBounds(title: String, name: String, limit: Int, mayMatch: Bool) {
    let packed = CatalogIndex.keyLengths(TitleVariants.keyTokens(for: title))
    let index = CatalogIndex(restoring: Catalog(app: AppDescription(name: "T"), items: []))
    var withOne = index
    withOne.keyLengths = [packed]
    #expect(withOne.mayBeWithin(limit, ofLength: name.utf8.count, letters: CatalogIndex.letterSignature(name.utf8), item: 0) == mayMatch)
  }

  /// Remembered title keys and near words are the ones made afresh, asked twice over (the
  /// second time from the memo), for every item and every word of the catalog.
  /// The banded distance typo search compares with is the full table's, up to the limit:
  /// random ASCII names and keys of every length relation, each limit typo search uses.
  @Test func theBandedDistanceIsTheFullOne() {
    var g = SeededGenerator(seed: 11)
    let letters = Array("abcde fgh")
    var differing: [String] = []
    for _ in 0..<4000 {
      let a = String((0..<Int(g.next() % 14)).map { _ in letters[Int(g.next() % UInt64(letters.count))] })
      let b = String((0..<Int(g.next() % 14)).map { _ in letters[Int(g.next() % UInt64(letters.count))] })
      for limit in 0...3 {
        let full = min(a.editDistance(to: b), limit + 1)
        let banded = min(BoundedEditDistance.distance(a, b, limit: limit), limit + 1)
        if full != banded { differing.append("'\(a)' '\(b)' limit \(limit): \(banded) for \(full)") }
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
    #expect(BoundedEditDistance.distance("café", "cafe", limit: 2) == 1)
  }

  @Test func rememberedKeysAndNearWordsAreTheMadeOnes() {
    let index = Self.index
    for _ in 0..<2 {
      for n in index.items.indices {
        let tokens = TitleVariants.keyTokens(for: index.items[n].title)
        let remembered = index.typoKeys(Int32(n))
        #expect(remembered.keys == Array(TitleVariants.keys(for: index.items[n].title).prefix(3)))
        #expect(remembered.firstWords == (tokens.first ?? []))
      }
      for word in index.vocabulary.prefix(500) + ["lvoe", "nigth", "zzzq", "a", ""] {
        #expect(index.wordsNear(word) == index.makeWordsNear(word), "\(word)")
      }
    }
  }

  /// Keys sharing a slot replace each other; a slot gives a value only for its own key.
  @Test func slotMemoGivesEachKeyItsOwnValue() {
    let memo = SlotMemo<Int32, String>(slotBits: 1)
    var made = 0
    func value(_ key: Int32) -> String {
      memo.value(key, hash: Int(key)) {
        made += 1
        return "v\(key)"
      }
    }
    #expect(value(1) == "v1")
    #expect(value(1) == "v1")
    #expect(made == 1)
    #expect(value(3) == "v3")  // the same slot as 1
    #expect(value(1) == "v1")
    #expect(made == 3)
    #expect(value(2) == "v2")  // the other slot
    #expect(value(3) == "v3")
    #expect(made == 5)
  }

  /// A letter dropped, doubled or changed in a title's core words.
  static func typo(_ title: String, _ g: inout SeededGenerator) -> String {
    var chars = Array(TitleVariants.coreTokens(title).joined(separator: " "))
    guard chars.count > 3 else { return String(chars) }
    let at = Int(g.next() % UInt64(chars.count))
    switch g.next() % 3 {
    case 0: chars.remove(at: at)
    case 1: chars.insert(chars[at], at: at)
    default: chars[at] = "q"
    }
    return String(chars)
  }

  /// `findPlaylist` remembers its answer per name (add requests repeat playlist names): asked
  /// again, bounded or not, it answers as the search itself does.
  @Test func aRememberedPlaylistAnswerIsTheSearchsAnswer() {
    let bounded = Resolver(index: Self.index)
    var unbounded = bounded
    unbounded.boundsTypoSearch = false
    let playlists = Self.index.items.filter { $0.type == .playlist }.prefix(40).map(\.title)
    for name in Self.names + playlists + playlists.map({ String($0.dropLast()) }) {
      for resolver in [bounded, unbounded] {
        let searched = resolver.searchPlaylist(named: name)?.identifier
        #expect(resolver.findPlaylist(named: name)?.identifier == searched, "\(name)")
        #expect(resolver.findPlaylist(named: name)?.identifier == searched, "\(name), remembered")
      }
    }
    #expect(playlists.contains { bounded.findPlaylist(named: $0) != nil }, "some playlists are found")
  }
}
