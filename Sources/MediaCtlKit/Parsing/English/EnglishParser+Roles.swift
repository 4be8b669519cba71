/// The role of each word of the object: dates, types, sort words, genres and moods, the
/// connectors between names ("by", "from the album"), and the free words that make names.
enum Role: Equatable {
  /// Used already, or a determiner: carries nothing.
  case skip
  /// Part of a name.
  case free
  case date
  case sort
  /// A type word: the type it sets (nil: a kind of piece or a generic head that sets none).
  case type(MediaItemType?)
  case genre
  case mood
  /// "by", "featuring": an artist follows.
  case by
  /// "from", "off": an artist (or, with a type word, an album or playlist) follows.
  case from
  /// "of" after a type word: the show or collection follows ("the newest episode of X").
  case of
  /// "on the album": an album follows.
  case on
  /// "called", "named": a name follows.
  case introducer

  var isFree: Bool { self == .free }
  var isType: Bool { if case .type = self { return true } else { return false } }
  var isConnector: Bool { self == .by || self == .from || self == .of || self == .on }
}

extension Work {
  /// Type words that are always type words; the others ("record", "show", "mix", "music") are
  /// only where a name does not continue on both sides.
  static let strongTypeWords: WordSet = [
    "song", "track", "album", "playlist", "playlists", "podcast", "podcasts", "episode",
    "episodes", "audiobook", "audiobooks", "soundtrack", "ep", "lp", "artist", "playlst", "plylist",
    "movie", "film", "tv show", "tv series",
  ]
  /// Sort words that need a type word after them ("a new song", not "New Order").
  static let weakSortWords: WordSet = [
    "new", "last", "first", "current", "good", "hot", "hit", "top", "recent", "chart", "charting", "biggest",
    "oldest", "earliest", "brand new", "great", "nice", "awesome", "amazing", "decent", "excellent",
  ]
  /// Sort words of praise ("good", "great", "nice"): a request for something good, never a
  /// show's or a person's first word (see `markSorts`).
  static let praiseWords: WordSet = ["good", "great", "nice", "awesome", "amazing", "decent", "excellent"]

  /// Whether a type word sets `mediaType`: when the app declares the type's category, and always
  /// for the video types (`movie`, `tvShow`, `tvShowEpisode`): Siri says what was asked for, and
  /// an audio app answers `unsupported(forReason: .unsupportedMediaType)` ("play the movie X").
  func typeWordSetsType(_ type: MediaItemType) -> Bool {
    context.app.declaresCategory(of: type) || type.category == .video
  }

  func nextIndex(_ i: Int, _ roles: [Role]) -> Int? {
    var j = i + 1
    while j < end, roles[j] == .skip { j += 1 }
    return j < end ? j : nil
  }

  func previousIndex(_ i: Int, _ roles: [Role]) -> Int? {
    var j = i - 1
    while j >= start, roles[j] == .skip { j -= 1 }
    return j >= start ? j : nil
  }

  /// Whether a word is capitalised where an article would not be ("Play The Soft Parade").
  func isTitleCased(_ i: Int) -> Bool {
    i > 0 && tokens[i].caseFlags.contains(.startsUppercase) && someWordStartsLowercase
  }

  /// Title-cased and not all capitals: "Song", not the acronym "EP" or a shouted "SOUNDTRACK".
  func isCapitalisedWord(_ i: Int) -> Bool {
    isTitleCased(i) && tokens[i].caseFlags.contains(.lowercaseAfterFirst)
  }

  mutating func markRoles(_ search: inout MediaSearch) -> [Role] {
    var roles = [Role].filled(.skip, count: tokens.count)
    for i in start..<end where !used[i] { roles[i] = .free }
    // Words a frame delimits as a name are hidden from the markers that claim words.
    framed = framedNames(roles)
    frameKnownTitles(roles)
    frameSplitNames(roles)
    if readingAddItem { frameTitleCasedItem(roles) }
    for i in framed.indices where framed[i] { roles[i] = .skip }
    markPlaylistPlaces(&roles, &search)
    markTimePossessives(&roles)
    markNonNameModifiers(&roles)
    markDates(&roles, &search)
    markTypes(&roles, &search)
    markOrderWords(&roles)
    markInnerPlayVerbs(&roles)
    markSorts(&roles, &search)
    markLikeness(&roles)
    markStyledGenres(&roles, &search)
    markGenresAndMoods(&roles, &search)
    markMoodFrames(&roles, &search)
    for i in framed.indices where framed[i] { roles[i] = .free }
    markConnectors(&roles)
    markDeterminers(&roles, keeping: framed)
    return roles
  }
}
