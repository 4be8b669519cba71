/// A concrete item the app returns from resolve. Mirrors `INMediaItem`'s five properties.
/// `artwork` is an `INImage` in SiriKit; here it is the image's name or URL, if any.
public struct MediaItem: Hashable, Sendable {
  public var identifier: String?
  public var title: String?
  public var type: MediaItemType
  public var artwork: String?
  public var artist: String?

  public init(
    identifier: String?, title: String?, type: MediaItemType, artwork: String? = nil,
    artist: String? = nil
  ) {
    self.identifier = identifier
    self.title = title
    self.type = type
    self.artwork = artwork
    self.artist = artist
  }

  /// How the framework speaks an item: "<title> by <artist>", else the title, else the artist,
  /// else the identifier.
  public var spokenPhrase: String {
    switch (title, artist) {
    case let (title?, artist?): "\(title) by \(artist)"
    case let (title?, nil): title
    case let (nil, artist?): artist
    case (nil, nil): identifier ?? ""
    }
  }
}

/// Where an add request puts its items. Mirrors the Swift overlay's `INMediaDestination`.
public enum MediaDestination: Hashable, Sendable {
  case library
  case playlist(String)

  public var mediaDestinationType: MediaDestinationType {
    switch self {
    case .library: .library
    case .playlist: .playlist
    }
  }

  public var playlistName: String? {
    switch self {
    case .library: nil
    case .playlist(let name): name
    }
  }
}
