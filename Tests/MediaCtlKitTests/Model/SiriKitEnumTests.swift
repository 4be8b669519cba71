import Testing

@testable import MediaCtlKit

/// Every mirrored enum has Apple's cases, in Apple's order, with Apple's raw values
/// (sirikit-media-reference.md §2). Written out by hand from the reference tables, so a
/// dropped, reordered or renumbered case fails here.
struct SiriKitEnumTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var appleName: String
    /// Swift case name → raw value, in Apple's order.
    var expected: [(String, Int)]
    var actualAppleName: String
    var actual: [(String, Int)]
    var testDescription: String { appleName }

    init<E: SiriKitEnum>(_ type: E.Type, _ appleName: String, _ expected: [(String, Int)]) {
      self.appleName = appleName
      self.expected = expected
      self.actualAppleName = E.appleName
      self.actual = E.allCases.map { ($0.name, $0.rawValue) }
    }
  }

  static let cases: [Case] = [
    Case(
      MediaItemType.self, "INMediaItemType",
      [
        ("unknown", 0), ("song", 1), ("album", 2), ("artist", 3), ("genre", 4), ("playlist", 5),
        ("podcastShow", 6), ("podcastEpisode", 7), ("podcastPlaylist", 8), ("musicStation", 9),
        ("audioBook", 10), ("movie", 11), ("tvShow", 12), ("tvShowEpisode", 13), ("musicVideo", 14),
        ("podcastStation", 15), ("radioStation", 16), ("station", 17), ("music", 18),
        ("algorithmicRadioStation", 19), ("news", 20),
      ]),
    Case(
      MediaSortOrder.self, "INMediaSortOrder",
      [
        ("unknown", 0), ("newest", 1), ("oldest", 2), ("best", 3), ("worst", 4), ("popular", 5),
        ("unpopular", 6), ("trending", 7), ("recommended", 8),
      ]),
    Case(MediaReference.self, "INMediaReference", [("unknown", 0), ("currentlyPlaying", 1), ("my", 2)]),
    Case(PlaybackRepeatMode.self, "INPlaybackRepeatMode", [("unknown", 0), ("none", 1), ("all", 2), ("one", 3)]),
    Case(
      PlaybackQueueLocation.self, "INPlaybackQueueLocation", [("unknown", 0), ("now", 1), ("next", 2), ("later", 3)]),
    Case(MediaAffinityType.self, "INMediaAffinityType", [("unknown", 0), ("like", 1), ("dislike", 2)]),
    Case(MediaDestinationType.self, "INMediaDestinationType", [("unknown", 0), ("library", 1), ("playlist", 2)]),
    Case(
      MediaItemUnsupportedReason.self, "INPlayMediaMediaItemUnsupportedReason",
      [
        ("loginRequired", 1), ("subscriptionRequired", 2), ("unsupportedMediaType", 3),
        ("explicitContentSettings", 4), ("cellularDataSettings", 5), ("restrictedContent", 6),
        ("serviceUnavailable", 7), ("regionRestriction", 8),
      ]),
    Case(
      AddMediaMediaDestinationUnsupportedReason.self, "INAddMediaMediaDestinationUnsupportedReason",
      [("playlistNameNotFound", 1), ("playlistNotEditable", 2)]),
    Case(
      PlayMediaPlaybackSpeedUnsupportedReason.self, "INPlayMediaPlaybackSpeedUnsupportedReason",
      [("belowMinimum", 1), ("aboveMaximum", 2)]),
    Case(
      VocabularyStringType.self, "INVocabularyStringType",
      [
        ("mediaPlaylistTitle", 700), ("mediaMusicArtistName", 701), ("mediaAudiobookTitle", 702),
        ("mediaAudiobookAuthorName", 703), ("mediaShowTitle", 704),
      ]),
    Case(
      Account.SubscriptionStatus.self, "INMediaUserContext.SubscriptionStatus",
      [("unknown", 0), ("notSubscribed", 1), ("subscribed", 2)]),
    Case(RepeatType.self, "MPRepeatType", [("off", 0), ("one", 1), ("all", 2)]),
    Case(ShuffleType.self, "MPShuffleType", [("off", 0), ("items", 1), ("collections", 2)]),
    Case(
      RemoteCommandStatus.self, "MPRemoteCommandHandlerStatus",
      [
        ("success", 0), ("noSuchContent", 100), ("noActionableNowPlayingItem", 110), ("deviceNotFound", 120),
        ("commandFailed", 200),
      ]),
  ]

  @Test(arguments: cases)
  func hasApplesCasesInApplesOrder(_ c: Case) {
    #expect(c.actual.map(\.0) == c.expected.map(\.0))
    #expect(c.actual.map(\.1) == c.expected.map(\.1))
    #expect(c.actualAppleName == c.appleName)
  }

  /// The unsupported-reason enums start at 1: there is no unknown case (reference §0.4).
  @Test func unsupportedReasonsHaveNoZeroCase() {
    #expect(MediaItemUnsupportedReason(rawValue: 0) == nil)
    #expect(AddMediaMediaDestinationUnsupportedReason(rawValue: 0) == nil)
    #expect(PlayMediaPlaybackSpeedUnsupportedReason(rawValue: 0) == nil)
  }

  /// `INPlaybackRepeatMode.one` is 3 but `MPRepeatType.one` is 1 (reference §0.10).
  @Test func repeatModesAreNumberedDifferentlyInIntentsAndMediaPlayer() {
    #expect(PlaybackRepeatMode.one.rawValue == 3)
    #expect(RepeatType.one.rawValue == 1)
  }

  @Test func mediaItemTypeAcceptsApplesJSONSpellingsOfTVShow() {
    #expect(MediaItemType(name: "TVShow") == .tvShow)
    #expect(MediaItemType(name: "TVShowEpisode") == .tvShowEpisode)
    #expect(MediaItemType(name: "tvShow") == .tvShow)
    // Case-sensitive like Swift: "Song" is not a case.
    #expect(MediaItemType(name: "Song") == nil)
  }

  struct CategoryCase: Sendable, CustomTestStringConvertible {
    var type: MediaItemType
    var category: MediaCategory?
    var testDescription: String { "\(type.name) → \(category?.shortName ?? "none")" }
  }

  /// The category an app must declare for a type word to set `mediaType` (behaviours §2).
  @Test(arguments: [
    CategoryCase(type: .song, category: .music), CategoryCase(type: .playlist, category: .music),
    CategoryCase(type: .podcastShow, category: .podcasts), CategoryCase(type: .podcastEpisode, category: .podcasts),
    CategoryCase(type: .audioBook, category: .audiobooks), CategoryCase(type: .radioStation, category: .radio),
    CategoryCase(type: .unknown, category: nil),
  ])
  func mediaTypesBelongToTheirCategory(_ c: CategoryCase) {
    #expect(c.type.category == c.category)
  }

  @Test func mediaCategoriesUseInfoPlistSpellings() {
    #expect(
      MediaCategory.allCases.map(\.rawValue).prefix(5) == [
        "INMediaCategoryAudiobooks", "INMediaCategoryMusic", "INMediaCategoryGeneral", "INMediaCategoryPodcasts",
        "INMediaCategoryRadio",
      ])
    #expect(MediaCategory(spelling: "podcasts") == .podcasts)
    #expect(MediaCategory(spelling: "INMediaCategoryRadio") == .radio)
    #expect(MediaCategory(spelling: "Podcasts") == nil)
  }
}
