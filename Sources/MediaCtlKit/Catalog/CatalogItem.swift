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

  public let identifier: String
  public let type: MediaItemType
  public let title: String
  public let artist: String?
  public let artistIdentifier: String?
  public let album: String?
  public let items: [String]
  public let show: String?
  public let genres: [String]
  public let moods: [String]
  public let releaseDate: String?
  public let popularity: Double?
  public let rating: Double?
  public let recommended: Bool
  public let explicit: Bool
  public let duration: Double?
  public let aliases: [String]
  public let requires: Requirements
  public let downloaded: Bool
  public let restricted: Bool
  public let editable: Bool?
  public let owner: String?
  public let frequency: String?
  public let callSign: String?
  public let language: String?
  /// The release date as a comparable number (YYYYMMDD, missing parts 0), parsed once.
  public let releaseSortKey: Int?

  public init(
    identifier: String, type: MediaItemType, title: String, artist: String? = nil,
    artistIdentifier: String? = nil, album: String? = nil, items: [String] = [], show: String? = nil,
    genres: [String] = [], moods: [String] = [], releaseDate: String? = nil, popularity: Double? = nil,
    rating: Double? = nil, recommended: Bool = false, explicit: Bool = false, duration: Double? = nil,
    aliases: [String] = [], requires: Requirements = Requirements(), downloaded: Bool = false,
    restricted: Bool = false, editable: Bool? = nil, owner: String? = nil, frequency: String? = nil,
    callSign: String? = nil, language: String? = nil
  ) {
    self.identifier = identifier
    self.type = type
    self.title = title
    self.artist = artist
    self.artistIdentifier = artistIdentifier
    self.album = album
    self.items = items
    self.show = show
    self.genres = genres
    self.moods = moods
    self.releaseDate = releaseDate
    self.popularity = popularity
    self.rating = rating
    self.recommended = recommended
    self.explicit = explicit
    self.duration = duration
    self.aliases = aliases
    self.requires = requires
    self.downloaded = downloaded
    self.restricted = restricted
    self.editable = editable
    self.owner = owner
    self.frequency = frequency
    self.callSign = callSign
    self.language = language
    self.releaseSortKey = releaseDate.flatMap(DateComponentsRange.Components.init(isoDate:))?.sortKey
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
