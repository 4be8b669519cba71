/// `IntentDialog(full:supporting:)`: `full` stands alone (what voice-only devices speak),
/// `supporting` goes beside visual output.
public struct IntentDialog: Hashable, Sendable {
  public var full: String
  public var supporting: String?

  public init(full: String, supporting: String? = nil) {
    self.full = full
    self.supporting = supporting
  }
}

/// Everything one request went through on the App Intents path.
public struct AudioIntentRun: Sendable {
  /// How `perform()` ended, or what answered instead when no schema ran.
  public enum Outcome: Sendable, Equatable {
    /// `.result()` (nil: Siri words the reply) or `.result(dialog:)`.
    case result(IntentDialog?)
    /// `perform()` (or the entity query) threw.
    case error(AppIntentError)
    /// No schema ran: Siri answered, or handed the request to the SiriKit path (a Now Playing
    /// command or question, an undeclared schema, a results list).
    case answered(Dialog)
  }

  /// `warmupAudioQueue`, called before `playAudio` when the app declares it (M3).
  public enum Warmup: Sendable, Equatable {
    /// Returned a `WarmupAudioQueueResult`, passed on as `warmupAudioQueueResult`.
    case returned
    /// Threw; `nil` is passed on.
    case threw(AppIntentError)
  }

  public var utterance: String?
  public var request: AudioIntentRequest
  public var routing: SiriRouting
  /// Whether the app adopts the request's schema (`app.appIntents`).
  public var adopted: Bool
  /// What Siri does instead when the app does not adopt the schema.
  public var instead: String?
  /// `values(for:)`'s answer, when a search ran.
  public var query: ReferenceAudioQuery.Answer?
  /// The entity the schema ran on: the first returned (M5), or the now-playing entity.
  public var chosen: AudioEntity?
  /// `addToPlaylist`: the playlist entity the name found.
  public var playlistEntity: AudioEntity?
  public var warmup: Warmup?
  public var outcome: Outcome
  /// Notes for people (why an entity was not found, what the app chose).
  public var notes: [String] = []
  /// The language the reply is in (`en-US`, `zh-CN`).
  public var locale: String

  /// The chosen entity's identifier, as the SiriKit path's first resolved item is compared.
  public var chosenIdentifier: String? { chosen?.id }

  public var error: AppIntentError? {
    if case .error(let e) = outcome { return e }
    return nil
  }
}
