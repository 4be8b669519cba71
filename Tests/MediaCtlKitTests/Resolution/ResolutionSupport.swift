@testable import MediaCtlKit

/// What a resolver row expects of `mediaItems`.
enum ExpectedResolution: Sendable, Equatable, CustomStringConvertible {
  /// Success, with this catalog identifier first (the item Siri speaks about).
  case first(String)
  case unsupported(MediaItemUnsupportedReason?)
  case needsValue
  /// Siri asks which one of these.
  case disambiguation([String])

  var description: String {
    switch self {
    case .first(let id): "→ \(id)"
    case .unsupported(let reason?): "→ unsupported(\(reason.name))"
    case .unsupported(nil): "→ unsupported()"
    case .needsValue: "→ needsValue"
    case .disambiguation(let ids): "→ disambiguation(\(ids.joined(separator: ", ")))"
    }
  }

  init(_ resolution: MediaItemResolution?) {
    switch resolution {
    case .success(let items)?: self = .first(items.first?.identifier ?? "<empty>")
    case .unsupported(let reason)?: self = .unsupported(reason)
    case .needsValue?, nil: self = .needsValue
    case .disambiguation(let items)?: self = .disambiguation(items.map { $0.identifier ?? "?" })
    }
  }
}

extension MediaRequest {
  static func play(_ search: MediaSearch?, speed: Double? = nil) -> MediaRequest {
    MediaRequest(.intent(.play(PlayMediaIntent(playbackSpeed: speed, mediaSearch: search))))
  }
  static func search(_ search: MediaSearch) -> MediaRequest {
    MediaRequest(.intent(.searchForMedia(SearchForMediaIntent(mediaSearch: search))))
  }
  static func add(_ search: MediaSearch?, to destination: MediaDestination?) -> MediaRequest {
    MediaRequest(.intent(.add(AddMediaIntent(mediaSearch: search, mediaDestination: destination))))
  }
  static func affinity(_ type: MediaAffinityType, _ search: MediaSearch?) -> MediaRequest {
    MediaRequest(.intent(.updateMediaAffinity(UpdateMediaAffinityIntent(mediaSearch: search, affinityType: type))))
  }
}

/// Resolves one request against a sample catalog.
func resolve(
  _ request: MediaRequest, in app: SampleCatalogs.App = .controlAudio,
  options: SimulationOptions = SimulationOptions()
) -> SimulationResult {
  SampleCatalogs.simulator(app).run(request: request, options: options)
}
