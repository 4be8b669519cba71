/// An app entity the reference `values(for:)` returns: the entity schema's kind, its `id`, and
/// the properties of that schema (spec §2) the catalog can fill.
public struct AudioEntity: Hashable, Sendable {
  public var kind: AudioEntityKind
  public var id: String
  public var title: String
  /// The schema's properties in Apple's order (`artistName`, `albumTitle`, `showName`, …).
  public var properties: [Property]

  public struct Property: Hashable, Sendable {
    public var name: String
    public var value: String
  }

  public init(kind: AudioEntityKind, id: String, title: String, properties: [Property] = []) {
    self.kind = kind
    self.id = id
    self.title = title
    self.properties = properties
  }

  /// The entity for a catalog item, or nil when its type has no audio entity kind (video).
  public init?(_ item: CatalogItem, catalog: Catalog) {
    guard let kind = AudioEntityKind(item.type) else { return nil }
    self.kind = kind
    id = item.identifier
    title = item.title
    var props: [Property] = []
    func add(_ name: String, _ value: String?) {
      if let value, !value.isEmpty { props.append(Property(name: name, value: value)) }
    }
    let albumTitle = item.album.flatMap(catalog.item)?.title
    let showTitle = item.show.flatMap(catalog.item)?.title
    switch kind {
    case .artist:
      props.append(Property(name: "name", value: item.title))
    case .song, .classicalMusicRecording:
      props.append(Property(name: "title", value: item.title))
      add("artistName", item.artist)
      add("albumTitle", albumTitle)
    case .album:
      props.append(Property(name: "title", value: item.title))
      add("artistName", item.artist)
    case .playlist:
      props.append(Property(name: "title", value: item.title))
      if let owner = item.owner, owner != "me" { add("owner", owner) }
      props.append(Property(name: "createdByMe", value: item.owner == nil || item.owner == "me" ? "true" : "false"))
    case .podcastEpisode, .radioShowEpisode:
      props.append(Property(name: "title", value: item.title))
      add("showName", showTitle)
      add("releaseDate", item.releaseDate)
      if kind == .podcastEpisode { add("duration", item.duration?.formatted) }
    case .audiobook:
      props.append(Property(name: "title", value: item.title))
      add("author", item.artist)
      add("releaseDate", item.releaseDate)
    case .liveRadioStation:
      props.append(Property(name: "title", value: item.title))
      add("providerName", item.callSign ?? item.frequency)
    case .algorithmicRadioStation:
      props.append(Property(name: "title", value: item.title))
      if item.recommended { props.append(Property(name: "curatedForMe", value: "true")) }
    case .newsBrief:
      props.append(Property(name: "title", value: item.title))
      add("providerName", item.artist)
      add("date", item.releaseDate)
    case .podcastShow, .podcastCollection, .radioShow, .songCollection, .ambientSound, .newsProvider:
      props.append(Property(name: "title", value: item.title))
    }
    properties = props
  }

  /// `song song-x “Title”` as printed.
  public var summary: String {
    let extra = properties.filter { !["title", "name"].contains($0.name) }.map { "\($0.name): \($0.value)" }
    return "\(kind.rawValue) \(id) “\(title)”" + (extra.isEmpty ? "" : " (\(extra.joined(separator: ", ")))")
  }
}
