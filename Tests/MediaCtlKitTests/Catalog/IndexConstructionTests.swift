import Foundation
import Testing

@testable import MediaCtlKit

/// The index is built from word lists and hashes, without the joined key strings: it must hold
/// exactly what building it from `TitleVariants.keys` strings would (the reference below is
/// the straightforward construction, kept as the specification).
struct IndexConstructionTests {
  static func catalogs() throws -> [Catalog] {
    let synthetic = SyntheticCatalog(count: 3000, seed: 7)
    let generated = try CatalogDecoder.load(bytes: synthetic.json, file: "synthetic.json")
    return [SampleCatalogs.controlAudio, SampleCatalogs.myApp, generated]
  }

  /// Every posting list built the plain way, from strings.
  struct Reference {
    var titles = Postings(), variants = Postings(), aliases = Postings(), phonetics = Postings()
    var words = Postings(), deletions = Postings(), artists = Postings(), artistWords = Postings()
    var genres = Postings(), moods = Postings(), children = Postings()
    var vocabulary: [String] = []

    init(_ catalog: Catalog) {
      var numbers: [String: Int32] = [:]
      for (i, item) in catalog.items.enumerated() {
        let n = Int32(i)
        let keys = TitleVariants.keys(for: item.title)
        if let first = keys.first { titles.add(first, n) }
        var seen: [String] = []
        for (k, key) in keys.enumerated() {
          if k > 0 { variants.add(key, n) }
          if key.contains(" ") { variants.add(key.split(separator: " ").joined(), n) }
          let tokens = key.split(separator: " ").map(String.init)
          phonetics.add(PhoneticKey.key(tokens: tokens), n)
          for token in tokens where !seen.contains(token) {
            seen.append(token)
            words.add(token, n)
            if numbers[token] == nil {
              numbers[token] = Int32(vocabulary.count)
              vocabulary.append(token)
            }
          }
        }
        for alias in item.aliases { for key in TitleVariants.keys(for: alias) { aliases.add(key, n) } }
        if let artist = item.artist {
          let key = TextNormalizer.key(artist)
          if !key.isEmpty {
            artists.add(key, n)
            for word in key.split(separator: " ") { artistWords.add(String(word), n) }
          }
        }
        if item.type == .artist, let first = keys.first {
          artists.add(first, n)
          for word in first.split(separator: " ") { artistWords.add(String(word), n) }
        }
        for genre in item.genres { genres.add(TextNormalizer.key(genre), n) }
        for mood in item.moods { moods.add(TextNormalizer.key(mood), n) }
        if let show = item.show { children.add("show:" + show, n) }
        if let album = item.album { children.add("album:" + album, n) }
      }
      for (w, word) in vocabulary.enumerated() {
        deletions.add(word, Int32(w))
        guard word.count >= 3 else { continue }
        for deletion in CatalogIndex.deletions(of: word) { deletions.add(deletion, Int32(w)) }
      }
      for p in [\Reference.titles, \.variants, \.aliases, \.phonetics, \.words, \.deletions, \.artists, \.artistWords, \.genres, \.moods, \.children] {
        self[keyPath: p].seal()
      }
    }
  }

  @Test func theIndexHoldsWhatTheStringConstructionWould() throws {
    for catalog in try Self.catalogs() {
      let index = CatalogIndex(catalog: catalog)
      let reference = Reference(catalog)
      #expect(index.titles.entries == reference.titles.entries)
      #expect(index.variants.entries == reference.variants.entries)
      #expect(index.aliases.entries == reference.aliases.entries)
      #expect(index.phonetics.entries == reference.phonetics.entries)
      #expect(index.words.entries == reference.words.entries)
      #expect(index.deletions.entries == reference.deletions.entries)
      #expect(index.artists.entries == reference.artists.entries)
      #expect(index.artistWords.entries == reference.artistWords.entries)
      #expect(index.genres.entries == reference.genres.entries)
      #expect(index.moods.entries == reference.moods.entries)
      #expect(index.children.entries == reference.children.entries)
      #expect(index.vocabulary == reference.vocabulary)
    }
  }

  /// The index is built in shards, one per core, then merged: any cut of the items gives the
  /// same index.
  @Test func shardsMergeIntoTheSameIndex() throws {
    let synthetic = SyntheticCatalog(count: 5000, seed: 9)
    let catalog = try CatalogDecoder.load(bytes: synthetic.json, file: "synthetic.json")
    let whole = CatalogIndex(catalog: catalog, parts: [0..<5000])
    for cuts in [[0..<1, 1..<5000], [0..<1700, 1700..<3400, 3400..<5000], [0..<4999, 4999..<5000]] {
      let sharded = CatalogIndex(catalog: catalog, parts: cuts)
      for postings in [\CatalogIndex.titles, \.variants, \.aliases, \.phonetics, \.words, \.deletions, \.artists, \.artistWords, \.genres, \.moods, \.children] {
        #expect(sharded[keyPath: postings].entries == whole[keyPath: postings].entries)
      }
      #expect(sharded.vocabulary == whole.vocabulary)
      #expect(sharded.byType == whole.byType)
      #expect(sharded.byYear == whole.byYear)
      #expect(sharded.popularByGenre == whole.popularByGenre)
      #expect(sharded.popularByMood == whole.popularByMood)
    }
  }

  @Test func popularListsAreMostPopularFirst() throws {
    for catalog in try Self.catalogs() {
      let index = CatalogIndex(catalog: catalog)
      let items = catalog.items
      func byPopularity(_ list: [Int32]) -> [Int32] {
        list.sorted { (items[Int($0)].popularity ?? 0, -$0) > (items[Int($1)].popularity ?? 0, -$1) }
      }
      var byType: [MediaItemType: [Int32]] = [:]
      var byYear: [Int: [Int32]] = [:]
      var byGenre: [String: [Int32]] = [:]
      var byMood: [String: [Int32]] = [:]
      for (i, item) in items.enumerated() {
        byType[item.type, default: []].append(Int32(i))
        if let key = item.releaseSortKey { byYear[key / 10_000, default: []].append(Int32(i)) }
        for g in item.genres { byGenre[TextNormalizer.key(g), default: []].append(Int32(i)) }
        for m in item.moods { byMood[TextNormalizer.key(m), default: []].append(Int32(i)) }
      }
      #expect(index.byType == byType.mapValues(byPopularity))
      #expect(index.byYear == byYear.mapValues(byPopularity))
      #expect(index.popularByGenre == byGenre.mapValues { Array(byPopularity($0).prefix(CatalogIndex.popularListLength)) })
      #expect(index.popularByMood == byMood.mapValues { Array(byPopularity($0).prefix(CatalogIndex.popularListLength)) })
    }
  }

  static let awkwardTitles = [
    "Outer Peace (Deluxe Edition)", "Mile High (feat. Travis Scott & Metro Boomin)", "Song - Single", " - ",
    "a - b", "x -y", "x- y", "Rock)n(Roll", "The Podcast", "Café del Mar", "周杰倫 夜曲", "Don't Stop", "'70s Hits",
    "Eighty-First Street", "twenty one pilots", "Ÿ", "", "   ", "Mix\r\nTape", "feat. Someone", "Hello ft World",
    "[Live] Concert", "Track {Bonus}", "a—b – c", "ＡＢＣ", "🎵 Music 🎵", "a\r\n - b", " -  - x", "x - ", "((a) b)) - c",
    "Song - Single (Live) - Remastered", "a-b - c", "(x", ")x(", "ab - ",
  ]

  @Test func titleKeysFromWordListsEqualTheKeys() throws {
    var titles = Self.awkwardTitles
    for catalog in try Self.catalogs() { titles += catalog.items.flatMap { [$0.title] + $0.aliases } }
    for title in titles {
      #expect(TitleVariants.keyTokens(for: title).map { $0.joined(separator: " ") } == TitleVariants.keys(for: title), "\(title)")
      let full = TextNormalizer.tokens(title)
      #expect(TitleVariants.coreTokens(title, full: full) == TitleVariants.coreTokens(title), "\(title)")
      #expect(TitleVariants.coreText(title) == TitleVariants.coreTextByCharacters(title), "\(title)")
    }
  }

  @Test func deletionHashesAreTheHashesOfTheDeletions() {
    for word in ["abc", "ab", "hello", "aab", "naïve", "夜曲好", "x1y2", "mississippi"] {
      var fast: [UInt64] = []
      CatalogIndex.forEachDeletionHash(of: word) { fast.append($0) }
      let plain = word.count >= 3 ? CatalogIndex.deletions(of: word).map(Postings.hash) : []
      #expect(fast == plain, "\(word)")
    }
  }

  @Test func radixSortSortsLikeTheStandardSort() {
    var generator = SeededGenerator(seed: 3)
    for count in [0, 1, 5, 4097, 20_000] {
      var values = (0..<count).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) & (count % 2 == 0 ? ~0 : 0xFFFF_0000_00FF_FFFF) }
      let expected = values.sorted()
      Postings.sort(&values)
      #expect(values == expected)
    }
  }

  @Test func spelledNumbersAreThoseOfTheSpellOutRules() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .spellOut
    var expected: [String: Int] = ["oh": 0]
    for n in 0...99 {
      if let spelled = formatter.string(from: NSNumber(value: n)) { expected[spelled] = n }
    }
    #expect(NumberWords.cardinals == expected)
  }

  @Test func isoDatesReadTheSameFromBytes() {
    for text in ["2020", "2020-01", "2020-1-1", "2020-12-31", "2020-13", "2020-00", "2020-01-32", "20", "20201", "2020-",
      "-2020", "+2020", "2020--01", "2020-01-01-01", "", "２０２０", "2020-01-0a", "99999999999999999999", "0000", "2020-001-01"] {
      #expect(DateComponentsRange.Components(isoDate: text) == DateComponentsRange.Components.parsedBySplitting(text), "\(text)")
    }
  }

  @Test func phraseTemplatesAreFilled() {
    #expect("turn on NAME".replacingWord("NAME", with: "shuffle") == "turn on shuffle")
    #expect("unNAME".replacingWord("NAME", with: "shuffle") == "unshuffle")
    #expect("NAME NAME".replacingWord("NAME", with: "loop") == "loop loop")
    #expect("no placeholder".replacingWord("NAME", with: "x") == "no placeholder")
  }
}

/// Start-up shortcuts that must not change a single answer.
struct StartUpShortcutTests {
  @Test func asciiTokensAreTheCharacterTokens() throws {
    var texts = [
      "play Maybe Sometime by Special Disaster Team in ControlAudio", "  turn   on\tshuffle  ", "top-twenty hits, please!",
      "(\"quoted\")", "'70s rock", "rock 'n' roll", "the boys' song", "it's", "'", "s'", "a-", "-a", "--", "a--b", "a - b",
      "ControlAudio, play jazz;", ", , ,", "x,", "\"\"", "play (live)", "50's", "Who's There?", "UPPER lower MiXeD",
      "tab\there\r\nnew line\u{0B}\u{0C}", "", " ", "a\u{0}b", "play: the, end.", "x;y", "1.5x speed", "co-op-mode",
    ]
    let directory = TestPaths.packageRoot.appendingPathComponent("Utterances").path
    for file in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
      let text = (try? String(contentsOfFile: directory + "/" + file, encoding: .utf8)) ?? ""
      texts += text.split(separator: "\n").map(String.init)
    }
    texts += EnglishLexicon.togglesOn + EnglishLexicon.togglesOff + EnglishLexicon.genres + EnglishLexicon.moods
    for text in texts where text.utf8.allSatisfy({ $0 < 0x80 }) {
      #expect(Token.tokenizeASCII(text) == Token.tokenizeScalars(text), "\(text)")
    }
    #expect(Token.tokenizeASCII("café") == nil)
  }
}

/// Lookup shortcuts for large catalogs must give the plain answers.
struct LookupShortcutTests {
  @Test func intersectionsAreThoseOfSets() {
    var generator = SeededGenerator(seed: 5)
    for (n, m) in [(0, 10), (3, 1000), (50, 60), (10, 5000), (400, 20), (1, 1)] {
      let a = Array(Set((0..<n).map { _ in Int32.random(in: 0..<2000, using: &generator) })).sorted()
      let b = Array(Set((0..<m).map { _ in Int32.random(in: 0..<2000, using: &generator) })).sorted()
      #expect(Resolver.intersection(a, b) == Set(a).intersection(b).sorted())
    }
  }

  /// Unions of posting lists, merged: those of sets, sorted (ties across lists, repeats
  /// within one, empty lists and none at all).
  @Test func unionsAreThoseOfSets() {
    var generator = SeededGenerator(seed: 6)
    let shapes: [[Int]] = [[], [0], [0, 0], [5], [3, 0, 7], [50, 60, 70], [1, 1, 1, 1, 1], [400, 20, 3000, 2, 9], [1000, 1000]]
    for counts in shapes {
      let lists = counts.map { n in (0..<n).map { _ in Int32.random(in: 0..<500, using: &generator) }.sorted() }
      let expected = Set(lists.flatMap { $0 }).sorted()
      #expect(Resolver.union(lists) == expected, "\(counts)")
    }
    #expect(Resolver.union([[1, 2, 3], [1, 2, 3]]) == [1, 2, 3])
    #expect(Resolver.union([[2, 4], [1, 3], [4, 5]]) == [1, 2, 3, 4, 5])
  }

  @Test func oneEditTestsAreThoseOfTheEditDistance() {
    let words = ["", "a", "ab", "abc", "abd", "acb", "abcd", "bcd", "xabc", "abcx", "axc", "cherry", "cmherry", "chery", "cherr",
      "hcerry", "naïve", "naive", "nave", "夜曲", "夜", "mississippi", "misissippi"]
    for a in words {
      for b in words {
        #expect(CatalogIndex.withinOneEdit(a, b) == (a.editDistance(to: b, limit: 1) <= 1), "\(a) / \(b)")
      }
    }
  }

  @Test func deletionsOfASCIIWordsAreThoseOfTheirCharacters() {
    for word in ["abc", "hello", "aab", "x1y2", "a\r\nb"] {
      let plain = Array(word).indices.map { i in
        var chars = Array(word)
        chars.remove(at: i)
        return String(chars)
      }
      #expect(CatalogIndex.deletions(of: word) == plain, "\(word)")
    }
  }

  /// Lookups go through the directory of the postings' top bits: every key of a large table
  /// finds exactly its items, absent keys none, and a catalog growing in a session finds its
  /// new items.
  @Test func directoryLookupsFindEveryRun() {
    var postings = Postings()
    for i in 0..<50_000 { postings.add("key\(i % 9000)", Int32(i)) }
    postings.seal()
    for k in stride(from: 0, to: 9000, by: 7) {
      #expect(postings.items("key\(k)") == stride(from: k, to: 50_000, by: 9000).map(Int32.init))
    }
    #expect(postings.count(Postings.hash("absent")) == 0)
    var items = (0..<3000).map { CatalogItem(identifier: "id-\($0)", type: .song, title: "T\($0)") }
    var catalog = Catalog(app: AppDescription(name: "A", supportedMediaCategories: [.music]), items: items)
    for i in stride(from: 0, to: 3000, by: 13) { #expect(catalog.position(of: "id-\(i)") == i) }
    for i in 3000..<3100 {
      let item = CatalogItem(identifier: "id-\(i)", type: .song, title: "T\(i)")
      items.append(item)
      catalog.upsert(item)
    }
    for i in 0..<3100 { #expect(catalog.position(of: "id-\(i)") == i) }
    #expect(catalog.position(of: "id-3100") == nil)
  }

  @Test func integerSetsDeduplicateAsSetsDo() {
    var generator = SeededGenerator(seed: 8)
    for count in [0, 1, 7, 100, 5000] {
      var fast = IntegerSet(capacity: count / 3)
      var plain = Set<Int>()
      for _ in 0..<count {
        let value = Int.random(in: 0..<(count + 1), using: &generator) * 16
        #expect(fast.insert(value) == plain.insert(value).inserted)
      }
    }
  }

  @Test func postingRunsAreCopiedWhole() {
    var postings = Postings()
    for i in 0..<5000 { postings.add("word\(i % 7)", Int32(i)) }
    postings.add(UInt64.max, 3)
    postings.seal()
    for w in 0..<7 { #expect(postings.items("word\(w)") == (0..<5000).filter { $0 % 7 == w }.map(Int32.init)) }
    #expect(postings.items("absent") == [])
    #expect(postings.items(UInt64.max) == [3])
  }
}
