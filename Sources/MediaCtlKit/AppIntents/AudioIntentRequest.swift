/// Media Intents' `AudioSearch`: one audio search and playback request, whose `criteria` the
/// system hands to the app's `IntentValueQuery.values(for:)`.
public struct AudioSearch: Hashable, Sendable {
  /// `AudioSearch.Criteria`.
  public enum Criteria: Hashable, Sendable {
    /// The person's natural-language request, for the app's own search.
    case searchQuery(String)
    /// URLs in the request, donated URLs Spotlight matched, or URLs found on screen.
    case url([String])
    /// A vague request, or none: return recommended or recently played content.
    case unspecified

    /// The kind, as coverage counts it.
    public var kindName: String {
      switch self {
      case .searchQuery: "searchQuery"
      case .url: "url"
      case .unspecified: "unspecified"
      }
    }

    /// As printed: `.searchQuery("…")`, `.url([…])`, `.unspecified`.
    public var swiftDescription: String {
      switch self {
      case .searchQuery(let q): ".searchQuery(\"\(q)\")"
      case .url(let urls): ".url([\(urls.joined(separator: ", "))])"
      case .unspecified: ".unspecified"
      }
    }

    /// As replay expectations compare it: `searchQuery: …`, `url: a, b`, `unspecified`.
    public var fieldValue: String {
      switch self {
      case .searchQuery(let q): "searchQuery: \(q)"
      case .url(let urls): "url: \(urls.joined(separator: ", "))"
      case .unspecified: "unspecified"
      }
    }
  }

  public var criteria: Criteria

  public init(criteria: Criteria) { self.criteria = criteria }
}

/// What Siri sends to the app on the App Intents path for one request (spec §6, MODEL): a
/// schema with its parameters and the `AudioSearch` (or the now-playing entity), or no schema
/// at all (a Now Playing command, a question, `searchInApp`, something Siri does itself).
public struct AudioIntentRequest: Hashable, Sendable {
  /// Where a schema's entity comes from.
  public enum Target: Hashable, Sendable {
    /// The app's `values(for:)` answers this search.
    case search(AudioSearch)
    /// "this": the now-playing entity becomes `audioEntity` / `target`.
    case nowPlaying
  }

  public enum Body: Hashable, Sendable {
    case schema(AudioIntentSchema)
    /// "find …": `.system.searchInApp(term)` if the app adopts it, otherwise a results list.
    case searchInApp(term: String)
    /// Not an intent on either path: a Now Playing command, a question or a system request,
    /// sent or answered as on the SiriKit path (behaviours §7).
    case sirikit(MediaRequest.Body)
  }

  public var body: Body
  public var target: Target?
  public var playbackAttributes: Set<PlaybackAttribute> = []
  public var queueLocation: QueueInsertionLocation?
  public var affinityState: AffinityState?
  /// `addToPlaylist`: the playlist as said; the app's playlist entity query finds it.
  public var playlist: String?
  /// Words said that no parameter carries, sent nowhere (`playbackSpeed=1.5`, `resumePlayback=true`).
  public var dropped: [DroppedValue] = []
  /// The room or device said ("living room"): Siri picks the speaker; not sent to the app.
  public var route: String?
  /// The app as the person named it, as on the SiriKit path.
  public var appName: String?

  public init(body: Body, target: Target? = nil, appName: String? = nil) {
    self.body = body
    self.target = target
    self.appName = appName
  }

  public var schema: AudioIntentSchema? {
    if case .schema(let s) = body { return s }
    return nil
  }

  public var criteria: AudioSearch.Criteria? {
    if case .search(let search)? = target { return search.criteria }
    return nil
  }

  /// The attributes in Apple's case order, for output.
  public var sortedAttributes: [PlaybackAttribute] { playbackAttributes.sorted() }
}

/// A value the SiriKit path carried and the new path cannot: `playbackSpeed=1.5`.
public struct DroppedValue: Hashable, Sendable {
  public var parameter: String
  public var value: String

  public init(_ parameter: String, _ value: String) {
    self.parameter = parameter
    self.value = value
  }

  public var text: String { "\(parameter)=\(value)" }

  /// Reads `parameter=value` back.
  public init?(text: String) {
    guard let eq = text.firstIndex(of: "="), eq != text.startIndex else { return nil }
    parameter = String(text[..<eq])
    value = String(text[text.index(after: eq)...])
  }
}
