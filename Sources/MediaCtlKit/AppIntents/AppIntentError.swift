/// The error `perform()` (or `values(for:)`) throws on the new path. There is no response-code
/// enum: Siri reads the error to decide whether to prompt, retry or report.
public enum AppIntentError: Hashable, Sendable {
  /// `AppIntentError.Unrecoverable`.
  public enum Unrecoverable: String, CaseIterable, Sendable, Hashable {
    case entityNotFound, featureCurrentlyRestricted, networkFailure, notAllowed, partialFailure, unknown
  }
  /// `AppIntentError.UserActionRequired`.
  public enum UserActionRequired: String, CaseIterable, Sendable, Hashable {
    case accountSetup, confirmation, signin
  }

  case unrecoverable(Unrecoverable)
  case userActionRequired(UserActionRequired)
  /// A custom error conforming to `CustomLocalizedStringResourceConvertible`, by its description.
  case custom(String)

  /// As printed and written to JSON: `AppIntentError.Unrecoverable.entityNotFound` or
  /// `custom: "…"`.
  public var name: String {
    switch self {
    case .unrecoverable(let c): "AppIntentError.Unrecoverable.\(c.rawValue)"
    case .userActionRequired(let c): "AppIntentError.UserActionRequired.\(c.rawValue)"
    case .custom(let description): "custom: \"\(description)\""
    }
  }

  /// Reads `name` back (JSON `error`, replay `error:`).
  public init?(name: String) {
    if name.hasPrefix("custom: \""), name.hasSuffix("\""), name.count >= 10 {
      self = .custom(String(name.dropFirst(9).dropLast()))
    } else if name.hasPrefix("AppIntentError.Unrecoverable."),
      let c = Unrecoverable(rawValue: String(name.dropFirst("AppIntentError.Unrecoverable.".count)))
    {
      self = .unrecoverable(c)
    } else if name.hasPrefix("AppIntentError.UserActionRequired."),
      let c = UserActionRequired(rawValue: String(name.dropFirst("AppIntentError.UserActionRequired.".count)))
    {
      self = .userActionRequired(c)
    } else {
      return nil
    }
  }

  public static var allNames: [String] {
    Unrecoverable.allCases.map { AppIntentError.unrecoverable($0).name }
      + UserActionRequired.allCases.map { AppIntentError.userActionRequired($0).name } + ["custom"]
  }

  /// The closest error to a SiriKit unsupported reason (spec §5, MODEL). The reasons with no
  /// predefined equivalent become a custom error whose description reads well aloud.
  public init(_ reason: MediaItemUnsupportedReason, app: AppDescription) {
    switch reason {
    case .loginRequired: self = .userActionRequired(.signin)
    case .subscriptionRequired: self = .userActionRequired(.accountSetup)
    case .explicitContentSettings, .restrictedContent: self = .unrecoverable(.featureCurrentlyRestricted)
    case .cellularDataSettings, .serviceUnavailable: self = .unrecoverable(.networkFailure)
    case .regionRestriction: self = .unrecoverable(.notAllowed)
    case .unsupportedMediaType: self = .custom("\(app.displayName) can't play that kind of audio.")
    }
  }

  public init(_ reason: AddMediaMediaDestinationUnsupportedReason) {
    switch reason {
    case .playlistNameNotFound: self = .unrecoverable(.entityNotFound)
    case .playlistNotEditable: self = .unrecoverable(.notAllowed)
    }
  }
}
