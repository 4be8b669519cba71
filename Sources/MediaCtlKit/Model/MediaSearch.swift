/// What a person asked for. Mirrors `INMediaSearch` field for field; equality compares all ten.
public struct MediaSearch: Hashable, Sendable {
  public var mediaType: MediaItemType
  public var sortOrder: MediaSortOrder
  public var mediaName: String?
  public var artistName: String?
  public var albumName: String?
  public var genreNames: [String]?
  public var moodNames: [String]?
  public var releaseDate: DateComponentsRange?
  public var reference: MediaReference
  public var mediaIdentifier: String?

  public init(
    mediaType: MediaItemType = .unknown, sortOrder: MediaSortOrder = .unknown,
    mediaName: String? = nil, artistName: String? = nil, albumName: String? = nil,
    genreNames: [String]? = nil, moodNames: [String]? = nil,
    releaseDate: DateComponentsRange? = nil, reference: MediaReference = .unknown,
    mediaIdentifier: String? = nil
  ) {
    self.mediaType = mediaType
    self.sortOrder = sortOrder
    self.mediaName = mediaName
    self.artistName = artistName
    self.albumName = albumName
    self.genreNames = genreNames
    self.moodNames = moodNames
    self.releaseDate = releaseDate
    self.reference = reference
    self.mediaIdentifier = mediaIdentifier
  }

  /// True when the search carries no criteria at all ("Play ControlAudio" sends no search).
  public var isEmpty: Bool {
    mediaType == .unknown && sortOrder == .unknown && mediaName == nil && artistName == nil && albumName == nil
      && genreNames == nil && moodNames == nil && releaseDate == nil && reference == .unknown && mediaIdentifier == nil
  }
}
