/// Deterministic synthetic catalogs for `mediactl bench`: artists, albums with edition noise,
/// songs (some featuring other artists), playlists, podcast shows with dated episodes,
/// audiobooks and radio stations, with realistic name and popularity distributions.
public struct SyntheticCatalog {
  /// One generated item, kept for building the benchmark's utterances.
  public struct Entry: Sendable {
    public var identifier: String
    public var type: MediaItemType
    public var title: String
    public var artist: String?
    public var releaseDate: String
    public var rating: Int
    public var popularity: Int
    public var show: String?
    public var genre: String
    /// A mood, on about a third of songs, albums and playlists.
    public var mood: String?
  }

  public private(set) var entries: [Entry] = []
  /// The catalog as JSON (the format of docs/catalog-format.md).
  public private(set) var json: [UInt8] = []

  static let syllables = [
    "ka", "lo", "mi", "ra", "ven", "tor", "sel", "an", "bri", "do", "fel", "gra", "hu", "ju", "kel", "lu", "mar",
    "no", "pe", "qui", "ros", "sa", "ti", "ur", "vi", "wen", "xa", "yo", "zen", "bel", "cor", "dan", "el", "fin",
  ]
  static let words = [
    "love", "night", "summer", "heart", "light", "dream", "fire", "river", "blue", "gold", "rain", "road", "home",
    "city", "ocean", "star", "moon", "sun", "wild", "young", "dance", "shadow", "echo", "storm", "silver", "glass",
    "paper", "stone", "electric", "midnight", "morning", "velvet", "crystal", "northern", "lonely", "golden",
    "broken", "secret", "endless", "quiet", "neon", "sweet", "hollow", "burning", "falling", "rising", "lost",
    "forever", "tonight", "heaven", "garden", "mirror", "window", "thunder", "highway", "harbor", "canyon",
    "desert", "island", "winter", "autumn", "spring", "coffee", "sugar", "honey", "cherry", "diamond", "ghost",
    "angel", "devil", "kingdom", "empire", "signal", "wave", "tide", "horizon", "orbit", "rocket", "satellite",
  ]
  static let genres = ["pop", "rock", "jazz", "soul", "hip hop", "electronic", "country", "folk", "classical", "punk", "blues", "r&b", "metal", "reggae", "latin", "ambient"]
  /// Moods a listener says ("something sad"), drawn from their own generator so that adding
  /// them left every other field of a seed's catalog as it was.
  static let moods = ["sad", "happy", "chill", "energetic", "romantic", "party", "focus", "sleep"]
  static let editions = [" (Deluxe Edition)", " (Remastered)", " (Expanded Edition)", " - Single", " (Live)"]

  /// Generates `count` items from `seed`.
  public init(count: Int, seed: UInt64 = 42) {
    var g = SeededGenerator(seed: seed)
    var moodGenerator = SeededGenerator(seed: seed ^ 0x6D6F_6F64)
    var out = JSONBytesWriter()
    out.raw(#"{"formatVersion":1,"app":{"name":"BenchAudio","displayName":"Bench Audio","supportedMediaCategories":["music","podcasts","audiobooks","radio"]},"items":["#)
    let artistCount = max(10, count / 40)
    let albumCount = max(10, count / 12)
    let showCount = max(2, count / 400)
    let episodeCount = max(10, count / 20)
    let bookCount = max(2, count / 200)
    let stationCount = max(2, count / 2000)
    let playlistCount = max(2, count / 300)
    var artistNames: [String] = []
    var used = Set<String>()
    func uniqueTitle(_ make: (inout SeededGenerator) -> String) -> String {
      var title = make(&g)
      var n = 2
      while used.contains(title) {
        title = make(&g) + (n > 5 ? " \(n)" : "")
        n += 1
      }
      used.insert(title)
      return title
    }
    func name(_ g: inout SeededGenerator) -> String {
      var s = ""
      for _ in 0..<(2 + Int(g.next() % 2)) { s += g.pick(Self.syllables) }
      return s.prefix(1).uppercased() + s.dropFirst()
    }
    func phrase(_ g: inout SeededGenerator, _ n: Int) -> String {
      (0..<n).map { _ in
        let w = g.pick(Self.words)
        return w.prefix(1).uppercased() + w.dropFirst()
      }.joined(separator: " ")
    }
    func date(_ g: inout SeededGenerator, from: Int = 1955, to: Int = 2025) -> String {
      let y = from + Int(g.next() % UInt64(to - from + 1))
      let m = 1 + Int(g.next() % 12)
      let d = 1 + Int(g.next() % 28)
      return "\(y)-\(m < 10 ? "0" : "")\(m)-\(d < 10 ? "0" : "")\(d)"
    }
    var first = true
    func emit(_ e: Entry, extra: [(String, String)] = [], items: [String] = []) {
      if !first { out.raw(",") }
      first = false
      out.raw("{")
      out.field("identifier", e.identifier, first: true)
      out.field("type", e.type.name)
      out.field("title", e.title)
      if let a = e.artist { out.field("artist", a) }
      if let s = e.show { out.field("show", s) }
      out.raw(#","genres":["#)
      out.string(e.genre)
      out.raw("]")
      if let mood = e.mood {
        out.raw(#","moods":["#)
        out.string(mood)
        out.raw("]")
      }
      out.field("releaseDate", e.releaseDate)
      out.raw(",\"popularity\":\(e.popularity),\"rating\":\(e.rating)")
      for (k, v) in extra { out.field(k, v) }
      if !items.isEmpty {
        out.raw(#","items":["#)
        for (i, id) in items.enumerated() {
          if i > 0 { out.raw(",") }
          out.string(id)
        }
        out.raw("]")
      }
      out.raw("}")
      entries.append(e)
    }
    func mood(_ type: MediaItemType) -> String? {
      guard [.song, .album, .playlist].contains(type), moodGenerator.next() % 3 == 0 else { return nil }
      return moodGenerator.pick(Self.moods)
    }
    func entry(_ id: String, _ type: MediaItemType, _ title: String, artist: String?, genre: String, show: String? = nil, date d: String? = nil) -> Entry {
      Entry(
        identifier: id, type: type, title: title, artist: artist, releaseDate: d ?? date(&g),
        rating: 1 + Int(g.next() % 5), popularity: 100 - min(100, g.skewed(101)), show: show, genre: genre, mood: mood(type))
    }
    for i in 0..<artistCount {
      let artist = uniqueTitle { g in (g.next() % 4 == 0 ? "The " : "") + name(&g) + " " + name(&g) }
      artistNames.append(artist)
      emit(entry("artist-\(i)", .artist, artist, artist: nil, genre: g.pick(Self.genres)))
    }
    var made = artistCount
    var albumIDs: [String] = []
    for i in 0..<albumCount {
      let artist = artistNames[g.skewed(artistNames.count)]
      var title = uniqueTitle { g in phrase(&g, 1 + Int(g.next() % 3)) }
      if g.next() % 6 == 0 { title += g.pick(Self.editions) }
      albumIDs.append("album-\(i)")
      emit(entry("album-\(i)", .album, title, artist: artist, genre: g.pick(Self.genres)))
    }
    made += albumCount
    for i in 0..<showCount {
      let title = uniqueTitle { g in phrase(&g, 2 + Int(g.next() % 2)) } + (g.next() % 3 == 0 ? " Podcast" : "")
      emit(entry("show-\(i)", .podcastShow, title, artist: name(&g) + " Media", genre: "talk"))
    }
    for i in 0..<episodeCount {
      let show = Int(g.next() % UInt64(showCount))
      let title = "Episode \(i + 1): " + phrase(&g, 2 + Int(g.next() % 3))
      emit(entry("episode-\(i)", .podcastEpisode, title, artist: nil, genre: "talk", show: "show-\(show)", date: date(&g, from: 2015, to: 2026)))
    }
    for i in 0..<bookCount {
      let title = uniqueTitle { g in "The " + phrase(&g, 2) }
      emit(entry("book-\(i)", .audioBook, title, artist: name(&g) + " " + name(&g), genre: "fiction"))
    }
    for i in 0..<stationCount {
      let freq = "\(88 + Int(g.next() % 20)).\(Int(g.next() % 10)) FM"
      emit(entry("station-\(i)", .radioStation, uniqueTitle { _ in freq }, artist: nil, genre: g.pick(Self.genres)), extra: [("frequency", freq)])
    }
    for i in 0..<playlistCount {
      let title = uniqueTitle { g in phrase(&g, 2) + " Sessions" }
      emit(entry("playlist-\(i)", .playlist, title, artist: nil, genre: g.pick(Self.genres)), extra: [("owner", "me")])
    }
    made += showCount + episodeCount + bookCount + stationCount + playlistCount
    var i = 0
    while made < count {
      let artist = artistNames[g.skewed(artistNames.count)]
      var title = uniqueTitle { g in phrase(&g, 1 + Int(g.next() % 4)) }
      if g.next() % 20 == 0 { title += " (feat. \(artistNames[Int(g.next() % UInt64(artistNames.count))]))" }
      let album = albumIDs[Int(g.next() % UInt64(albumIDs.count))]
      emit(entry("song-\(i)", .song, title, artist: artist, genre: g.pick(Self.genres)), extra: [("album", album)])
      i += 1
      made += 1
    }
    out.raw("]}\n")
    json = out.bytes
  }
}

/// Appends JSON text to a byte buffer without building strings.
struct JSONBytesWriter {
  var bytes: [UInt8] = []

  mutating func raw(_ s: String) { bytes.append(contentsOf: s.utf8) }

  mutating func string(_ s: String) {
    bytes.append(0x22)
    for b in s.utf8 {
      switch b {
      case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
      case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
      case 0..<0x20: bytes.append(contentsOf: Array("\\u00\(b < 16 ? "0" : "")\(String(b, radix: 16))".utf8))
      default: bytes.append(b)
      }
    }
    bytes.append(0x22)
  }

  mutating func field(_ key: String, _ value: String, first: Bool = false) {
    if !first { bytes.append(0x2C) }
    string(key)
    bytes.append(0x3A)
    string(value)
  }
}
