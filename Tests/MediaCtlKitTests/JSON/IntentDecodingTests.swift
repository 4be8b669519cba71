import Testing

@testable import MediaCtlKit

/// The JSON intent format (reference §9.3): Apple's property names, Swift case names, raw
/// integers and Apple's `TVShow` spellings accepted, `null`/absent = nil, tri-state Booleans.
struct IntentDecodingTests {
  func search(_ json: String) throws -> MediaSearch? {
    try decodeRequest(json).intent?.mediaSearch
  }

  func play(_ json: String) throws -> PlayMediaIntent {
    guard case .play(let play)? = try decodeRequest(json).intent else {
      Issue.record("not a play intent: \(json)")
      return PlayMediaIntent()
    }
    return play
  }

  struct EnumCase: Sendable, CustomTestStringConvertible {
    var spelled: String
    var expected: MediaItemType
    var testDescription: String { "mediaType \(spelled)" }
  }

  @Test(arguments: [
    EnumCase(spelled: #""song""#, expected: .song),
    EnumCase(spelled: "1", expected: .song),
    EnumCase(spelled: #""podcastShow""#, expected: .podcastShow),
    EnumCase(spelled: "6", expected: .podcastShow),
    EnumCase(spelled: #""TVShow""#, expected: .tvShow),
    EnumCase(spelled: #""tvShow""#, expected: .tvShow),
    EnumCase(spelled: "12", expected: .tvShow),
    EnumCase(spelled: #""TVShowEpisode""#, expected: .tvShowEpisode),
    EnumCase(spelled: "13", expected: .tvShowEpisode),
    EnumCase(spelled: "20", expected: .news),
    EnumCase(spelled: #""unknown""#, expected: .unknown),
    EnumCase(spelled: "0", expected: .unknown),
    EnumCase(spelled: "null", expected: .unknown),
  ])
  func mediaTypeAcceptsCaseNamesRawValuesAndTVShowSpellings(_ c: EnumCase) throws {
    let s = try search(#"{"intent": "INSearchForMediaIntent", "mediaSearch": {"mediaType": \#(c.spelled)}}"#)
    #expect(s?.mediaType == c.expected)
  }

  @Test func everyEnumFieldAcceptsRawIntegers() throws {
    let p = try play(
      #"""
      {"intent": "INPlayMediaIntent", "playbackRepeatMode": 3, "playbackQueueLocation": 2,
       "mediaSearch": {"mediaType": 2, "sortOrder": 8, "reference": 2}}
      """#)
    #expect(p.playbackRepeatMode == .one)
    #expect(p.playbackQueueLocation == .next)
    #expect(p.mediaSearch == MediaSearch(mediaType: .album, sortOrder: .recommended, reference: .my))
    guard case .updateMediaAffinity(let a)? = try decodeRequest(#"{"intent": "INUpdateMediaAffinityIntent", "affinityType": 2}"#).intent
    else { Issue.record("not an affinity intent"); return }
    #expect(a.affinityType == .dislike)
  }

  @Test func absentAndNullFieldsAreNil() throws {
    let absent = try play(#"{"intent": "INPlayMediaIntent"}"#)
    #expect(absent == PlayMediaIntent())
    #expect(absent.mediaSearch == nil)
    let nulls = try play(
      #"""
      {"intent": "INPlayMediaIntent", "mediaItems": null, "mediaContainer": null, "playShuffled": null,
       "playbackRepeatMode": null, "resumePlayback": null, "playbackQueueLocation": null,
       "playbackSpeed": null, "mediaSearch": null}
      """#)
    #expect(nulls == PlayMediaIntent())
    let emptySearch = try search(
      #"""
      {"intent": "INPlayMediaIntent", "mediaSearch": {"mediaType": null, "sortOrder": null, "mediaName": null,
       "artistName": null, "albumName": null, "genreNames": null, "moodNames": null, "releaseDate": null,
       "reference": null, "mediaIdentifier": null}}
      """#)
    #expect(emptySearch == MediaSearch())
  }

  struct BoolCase: Sendable, CustomTestStringConvertible {
    var spelled: String?
    var expected: Bool?
    var testDescription: String { spelled ?? "absent" }
  }

  /// `playShuffled` and `resumePlayback` are `NSNumber?`: true, false and nil are three answers.
  @Test(arguments: [
    BoolCase(spelled: "true", expected: true), BoolCase(spelled: "false", expected: false),
    BoolCase(spelled: "null", expected: nil), BoolCase(spelled: nil, expected: nil),
  ])
  func optionalBooleansStayTriState(_ c: BoolCase) throws {
    let fields = c.spelled.map { #", "playShuffled": \#($0), "resumePlayback": \#($0)"# } ?? ""
    let p = try play(#"{"intent": "INPlayMediaIntent"\#(fields)}"#)
    #expect(p.playShuffled == c.expected)
    #expect(p.resumePlayback == c.expected)
    let written = MediaRequest(.intent(.play(p))).json()
    #expect(written["playShuffled"] == (c.expected.map(JSONOutput.bool) ?? .null))
    #expect(written["resumePlayback"] == (c.expected.map(JSONOutput.bool) ?? .null))
  }

  struct DestinationCase: Sendable, CustomTestStringConvertible {
    var spelled: String
    var expected: MediaDestination?
    var testDescription: String { spelled }
  }

  @Test(arguments: [
    DestinationCase(spelled: #"{"mediaDestinationType": "library"}"#, expected: .library),
    DestinationCase(spelled: #"{"mediaDestinationType": 1}"#, expected: .library),
    DestinationCase(spelled: #"{"mediaDestinationType": "playlist", "playlistName": "Road Trip"}"#, expected: .playlist("Road Trip")),
    DestinationCase(spelled: #"{"mediaDestinationType": 2, "playlistName": "Road Trip"}"#, expected: .playlist("Road Trip")),
    DestinationCase(spelled: #""library""#, expected: .library),
    DestinationCase(spelled: #"{"playlist": "Road Trip"}"#, expected: .playlist("Road Trip")),
    DestinationCase(spelled: "null", expected: nil),
  ])
  func mediaDestinationAcceptsTheObjectAndTheSwiftShorthand(_ c: DestinationCase) throws {
    let request = try decodeRequest(#"{"intent": "INAddMediaIntent", "mediaDestination": \#(c.spelled)}"#)
    guard case .add(let add)? = request.intent else { Issue.record("not an add intent"); return }
    #expect(add.mediaDestination == c.expected)
  }

  @Test func destinationIsWrittenAsApplesObject() {
    let library = MediaRequest(.intent(.add(AddMediaIntent(mediaDestination: .library)))).json()
    #expect(library["mediaDestination"]?.compact == #"{"mediaDestinationType":"library"}"#)
    let playlist = MediaRequest(.intent(.add(AddMediaIntent(mediaDestination: .playlist("Road Trip"))))).json()
    #expect(playlist["mediaDestination"]?.compact == #"{"mediaDestinationType":"playlist","playlistName":"Road Trip"}"#)
  }

  @Test func fullSearchDecodesEveryField() throws {
    let s = try search(
      #"""
      {"intent": "INPlayMediaIntent", "mediaSearch": {"mediaType": "album", "sortOrder": "best",
       "mediaName": "Outer Peace", "artistName": "Toro y Moi", "albumName": "Outer Peace",
       "genreNames": ["electronic", "pop"], "moodNames": ["chill"],
       "releaseDate": {"startDateComponents": {"year": 2019}, "endDateComponents": {"year": 2019, "month": 12, "day": 31}},
       "reference": "my", "mediaIdentifier": "album-outer-peace-deluxe-edition"}}
      """#)
    #expect(
      s
        == MediaSearch(
          mediaType: .album, sortOrder: .best, mediaName: "Outer Peace", artistName: "Toro y Moi",
          albumName: "Outer Peace", genreNames: ["electronic", "pop"], moodNames: ["chill"],
          releaseDate: DateComponentsRange(
            startDateComponents: .init(year: 2019), endDateComponents: .init(year: 2019, month: 12, day: 31)),
          reference: .my, mediaIdentifier: "album-outer-peace-deluxe-edition"))
  }

  @Test func mediaItemsDecodeAllFiveProperties() throws {
    let request = try decodeRequest(
      #"""
      {"intent": "INPlayMediaIntent", "mediaItems": [{"identifier": "song-push-it", "title": "Push It",
       "type": "song", "artwork": null, "artist": "Dukes"}],
       "mediaContainer": {"identifier": "album-x", "title": "X", "type": 2}}
      """#)
    guard case .play(let p)? = request.intent else { Issue.record("not play"); return }
    #expect(p.mediaItems == [MediaItem(identifier: "song-push-it", title: "Push It", type: .song, artist: "Dukes")])
    #expect(p.mediaContainer == MediaItem(identifier: "album-x", title: "X", type: .album))
  }

  /// Apple's own debugger output for Play has no `mediaSearch` in recent builds; older ones did.
  /// The annotations `parse` writes (`appName`, `siriRouting`) read back too.
  @Test func annotationKeysAreAccepted() throws {
    let request = try decodeRequest(
      #"{"intent": "INPlayMediaIntent", "appName": "ControlAudio", "siriRouting": "thisApp", "mediaSearch": null}"#)
    #expect(request.appName == "ControlAudio")
    #expect(request.intent == .play(PlayMediaIntent()))
  }
}
