import Testing

@testable import MediaCtlKit

/// One response-code type per intent, each with exactly the reference's codes (§2 and §5), so
/// a code an intent does not have (search `handleInApp`, affinity `continueInApp`) cannot be written.
struct ResponseCodeTests {
  /// The same table shape as the other SiriKit enums (response codes are SiriKit enums too).
  typealias Case = SiriKitEnumTests.Case

  static let cases: [Case] = [
    Case(
      PlayMediaIntentResponseCode.self, "INPlayMediaIntentResponseCode",
      [
        ("unspecified", 0), ("ready", 1), ("continueInApp", 2), ("inProgress", 3), ("success", 4),
        ("handleInApp", 5), ("failure", 6), ("failureRequiringAppLaunch", 7), ("failureUnknownMediaType", 8),
        ("failureNoUnplayedContent", 9), ("failureRestrictedContent", 10), ("failureMaxStreamLimitReached", 11),
      ]),
    Case(
      AddMediaIntentResponseCode.self, "INAddMediaIntentResponseCode",
      [
        ("unspecified", 0), ("ready", 1), ("inProgress", 2), ("success", 3), ("handleInApp", 4), ("failure", 5),
        ("failureRequiringAppLaunch", 6),
      ]),
    Case(
      UpdateMediaAffinityIntentResponseCode.self, "INUpdateMediaAffinityIntentResponseCode",
      [
        ("unspecified", 0), ("ready", 1), ("inProgress", 2), ("success", 3), ("failure", 4),
        ("failureRequiringAppLaunch", 5),
      ]),
    Case(
      SearchForMediaIntentResponseCode.self, "INSearchForMediaIntentResponseCode",
      [
        ("unspecified", 0), ("ready", 1), ("continueInApp", 2), ("inProgress", 3), ("success", 4), ("failure", 5),
        ("failureRequiringAppLaunch", 6),
      ]),
  ]

  @Test(arguments: cases)
  func hasExactlyTheReferenceCodes(_ c: Case) {
    #expect(c.actual.map(\.0) == c.expected.map(\.0))
    #expect(c.actual.map(\.1) == c.expected.map(\.1))
    #expect(c.actualAppleName == c.appleName)
  }

  /// Same-named codes have different raw values per intent (reference §0.3).
  @Test func sameNamedCodesDifferPerIntent() {
    #expect(IntentResponse.play(.success).rawValue == 4)
    #expect(IntentResponse.add(.success).rawValue == 3)
    #expect(IntentResponse.updateMediaAffinity(.success).rawValue == 3)
    #expect(IntentResponse.searchForMedia(.success).rawValue == 4)
    #expect(IntentResponse.play(.handleInApp).rawValue == 5)
    #expect(IntentResponse.add(.handleInApp).rawValue == 4)
    #expect(IntentResponse.play(.handleInApp).codeTypeName == "INPlayMediaIntentResponseCode")
    #expect(IntentResponse.searchForMedia(.continueInApp).codeName == "continueInApp")
  }
}
