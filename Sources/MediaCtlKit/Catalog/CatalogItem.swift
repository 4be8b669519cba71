/// One playable (or containing) thing in a catalog: a song, album, artist, playlist, genre,
/// podcast show or episode, audiobook, station…
public struct CatalogItem: Sendable, Equatable {
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

  public var identifier: String
  public var type: MediaItemType
  public var title: String
  public var artist: String?
  public var artistIdentifier: String?
  public var album: String?
  public var items: [String]
  public var show: String?
  public var genres: [String]
  public var moods: [String]
  public var releaseDate: String?
  public var popularity: Double?
  public var rating: Double?
  public var recommended: Bool
  public var explicit: Bool
  public var duration: Double?
  public var aliases: [String]
  public var requires: Requirements
  public var downloaded: Bool
  public var restricted: Bool
  public var editable: Bool?
  public var owner: String?
  public var frequency: String?
  public var callSign: String?
  public var language: String?

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
  }

  /// Whether the user may add items to this playlist (the user's own by default).
  public var isEditable: Bool { editable ?? (owner == nil || owner == "me") }

  /// The `INMediaItem` the extension returns for this item: title, artist and type filled.
  public var mediaItem: MediaItem {
    MediaItem(identifier: identifier, title: title, type: type, artist: artist)
  }
}
