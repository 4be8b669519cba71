/// One playable (or containing) thing in a catalog: a song, album, artist, playlist, genre,
/// podcast show or episode, audiobook, station…
///
/// A class with constant fields: candidates and results share one instance instead of copying
/// thirty fields, which matters when a request matches thousands of items.
public final class CatalogItem: Sendable, Equatable {
  public struct Requirements: Sendable, Equatable {
    public var subscription: Bool
    public var login: Bool
    /// Country codes where the item may play; nil means everywhere.
    public var regions: [String]?
    public init(subscription: Bool = false, login: Bool = false, regions: [String]? = nil) {
      self.subscription = subscription
      self.login = login
      self.regions = regions
    }
  }

  // Stored: what most items have and every request reads, in an order that packs the small
  // fields at the end (a million items take ~170 bytes each instead of ~330). The rest lives
  // in `extras`, absent for most items.
  public let identifier: String
  public let title: String
  public let artist: String?
  public let album: String?
  public let show: String?
  public let releaseDate: String?
  public let genres: [String]
  private let extras: Extras?
  public let popularity: Double?
  public let rating: Double?
  /// The release date as a comparable number (YYYYMMDD, missing parts 0), parsed once.
  public let releaseSortKey: Int?
  public let type: MediaItemType
  private let flags: UInt8

  /// Fields most items leave unset.
  private final class Extras: Sendable {
    let artistIdentifier: String?
    let items: [String]
    let moods: [String]
    let aliases: [String]
    let regions: [String]?
    let duration: Double?
    let editable: Bool?
    let owner: String?
    let frequency: String?
    let callSign: String?
    let language: String?
    let url: String?

    init(
      artistIdentifier: String?, items: [String], moods: [String], aliases: [String], regions: [String]?,
      duration: Double?, editable: Bool?, owner: String?, frequency: String?, callSign: String?, language: String?,
      url: String?
    ) {
      self.artistIdentifier = artistIdentifier
      self.items = items
      self.moods = moods
      self.aliases = aliases
      self.regions = regions
      self.duration = duration
      self.editable = editable
      self.owner = owner
      self.frequency = frequency
      self.callSign = callSign
      self.language = language
      self.url = url
    }
  }

  private static let recommendedFlag: UInt8 = 1
  private static let explicitFlag: UInt8 = 2
  private static let downloadedFlag: UInt8 = 4
  private static let restrictedFlag: UInt8 = 8
  private static let subscriptionFlag: UInt8 = 16
  private static let loginFlag: UInt8 = 32

  public var artistIdentifier: String? { extras?.artistIdentifier }
  public var items: [String] { extras?.items ?? [] }
  public var moods: [String] { extras?.moods ?? [] }
  public var aliases: [String] { extras?.aliases ?? [] }
  public var duration: Double? { extras?.duration }
  public var editable: Bool? { extras?.editable }
  public var owner: String? { extras?.owner }
  public var frequency: String? { extras?.frequency }
  public var callSign: String? { extras?.callSign }
  public var language: String? { extras?.language }
  /// The URL the app donates for the item (deep link or content URL), found by `AudioSearch`'s
  /// `.url` criteria.
  public var url: String? { extras?.url }
  public var recommended: Bool { flags & Self.recommendedFlag != 0 }
  public var explicit: Bool { flags & Self.explicitFlag != 0 }
  public var downloaded: Bool { flags & Self.downloadedFlag != 0 }
  public var restricted: Bool { flags & Self.restrictedFlag != 0 }
  public var requires: Requirements {
    Requirements(
      subscription: flags & Self.subscriptionFlag != 0, login: flags & Self.loginFlag != 0, regions: extras?.regions)
  }

  public convenience init(
    identifier: String, type: MediaItemType, title: String, artist: String? = nil,
    artistIdentifier: String? = nil, album: String? = nil, items: [String] = [], show: String? = nil,
    genres: [String] = [], moods: [String] = [], releaseDate: String? = nil, popularity: Double? = nil,
    rating: Double? = nil, recommended: Bool = false, explicit: Bool = false, duration: Double? = nil,
    aliases: [String] = [], requires: Requirements = Requirements(), downloaded: Bool = false,
    restricted: Bool = false, editable: Bool? = nil, owner: String? = nil, frequency: String? = nil,
    callSign: String? = nil, language: String? = nil, url: String? = nil
  ) {
    self.init(
      identifier: identifier, type: type, title: title, artist: artist, artistIdentifier: artistIdentifier, album: album,
      items: items, show: show, genres: genres, moods: moods, releaseDate: releaseDate, popularity: popularity,
      rating: rating, recommended: recommended, explicit: explicit, duration: duration, aliases: aliases,
      requires: requires, downloaded: downloaded, restricted: restricted, editable: editable, owner: owner,
      frequency: frequency, callSign: callSign, language: language, url: url,
      releaseSortKey: releaseDate.flatMap(DateComponentsRange.Components.init(isoDate:))?.sortKey)
  }

  /// With the release date's sort key already worked out (readers that parsed the date, or
  /// the cache, which keeps it).
  init(
    identifier: String, type: MediaItemType, title: String, artist: String?, artistIdentifier: String?, album: String?,
    items: [String], show: String?, genres: [String], moods: [String], releaseDate: String?, popularity: Double?,
    rating: Double?, recommended: Bool, explicit: Bool, duration: Double?, aliases: [String], requires: Requirements,
    downloaded: Bool, restricted: Bool, editable: Bool?, owner: String?, frequency: String?, callSign: String?,
    language: String?, url: String? = nil, releaseSortKey: Int?
  ) {
    self.identifier = identifier
    self.type = type
    self.title = title
    self.artist = artist
    self.album = album
    self.show = show
    self.genres = genres
    self.releaseDate = releaseDate
    self.popularity = popularity
    self.rating = rating
    var flags: UInt8 = 0
    if recommended { flags |= Self.recommendedFlag }
    if explicit { flags |= Self.explicitFlag }
    if downloaded { flags |= Self.downloadedFlag }
    if restricted { flags |= Self.restrictedFlag }
    if requires.subscription { flags |= Self.subscriptionFlag }
    if requires.login { flags |= Self.loginFlag }
    self.flags = flags
    let hasExtras =
      artistIdentifier != nil || !items.isEmpty || !moods.isEmpty || !aliases.isEmpty || requires.regions != nil
      || duration != nil || editable != nil || owner != nil || frequency != nil || callSign != nil || language != nil
      || url != nil
    extras =
      hasExtras
      ? Extras(
        artistIdentifier: artistIdentifier, items: items, moods: moods, aliases: aliases, regions: requires.regions,
        duration: duration, editable: editable, owner: owner, frequency: frequency, callSign: callSign,
        language: language, url: url) : nil
    self.releaseSortKey = releaseSortKey
  }

  public static func == (lhs: CatalogItem, rhs: CatalogItem) -> Bool {
    lhs === rhs
      || (lhs.identifier == rhs.identifier && lhs.type == rhs.type && lhs.title == rhs.title && lhs.artist == rhs.artist
        && lhs.album == rhs.album && lhs.items == rhs.items && lhs.releaseDate == rhs.releaseDate
        && lhs.genres == rhs.genres && lhs.requires == rhs.requires)
  }

  /// Whether the user may add items to this playlist (the user's own by default).
  public var isEditable: Bool { editable ?? (owner == nil || owner == "me") }

  /// The `INMediaItem` the extension returns for this item: title, artist and type filled.
  public var mediaItem: MediaItem {
    MediaItem(identifier: identifier, title: title, type: type, artist: artist)
  }
}
