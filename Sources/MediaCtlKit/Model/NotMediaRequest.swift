/// What a request is about when it is not about listening: Siri handles it itself (or hands
/// it to another kind of app) and nothing reaches the media app. The parser sets the domain
/// from tables of non-media words; `.other` when no table names one.
///
/// Language-neutral: every parser that tells media from not-media requests returns one of
/// these, and the JSON, text output, dialog and replay read it the same way.
public enum NotMediaDomain: String, CaseIterable, Sendable, Hashable {
  case weather
  case timer
  case alarm
  case reminder
  /// To-do and shopping lists.
  case lists
  case calendar
  case call
  case message
  case email
  /// Lights, plugs, thermostats, appliances ("turn off the lights", "make coffee").
  case homeControl
  case navigation
  case news
  /// Films, concerts and events near by.
  case events
  case shopping
  case food
  case game
  case joke
  case maths
  /// Time, dates, conversions.
  case dateTime
  /// "What's the capital of …", "who is …", "define …".
  case question
  /// Talking to the assistant: thanks, yes and no, "repeat that", "stop talking".
  case conversation
  case other
}

/// A request that is not a media request: no intent, no command, no now-playing question.
public struct NotMediaRequest: Hashable, Sendable {
  public var domain: NotMediaDomain

  public init(domain: NotMediaDomain) {
    self.domain = domain
  }
}
