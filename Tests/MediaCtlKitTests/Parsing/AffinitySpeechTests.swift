import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Likes and dislikes as people say them (`EnglishParser+AffinitySpeech`): taste, opinion,
  /// having heard enough, preferences and star ratings, each an `INUpdateMediaAffinityIntent`
  /// with the thing named or what plays. Written for this table; none is a corpus sentence.
  struct AffinitySpeechTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var utterance: String
      var affinity: MediaAffinityType
      /// What the search must hold: the field and its value ("reference" → currentlyPlaying).
      var field: Field
      var testDescription: String { "“\(utterance)” → \(affinity.name)" }
    }

    enum Field: Sendable {
      case playing
      case artist(String)
      case genre(String)
      case name(String)
    }

    static let cases: [Case] = [
      // Ratings of what plays.
      Case(utterance: "tag this song with five stars", affinity: .like, field: .playing),
      Case(utterance: "don't play this kind of music again", affinity: .dislike, field: .playing),
      Case(utterance: "give it four stars", affinity: .like, field: .playing),
      Case(utterance: "this track gets one star", affinity: .dislike, field: .playing),
      Case(utterance: "rate the current song two stars", affinity: .dislike, field: .playing),
      Case(utterance: "rate this tune to the max", affinity: .like, field: .playing),
      Case(utterance: "that is a five star track", affinity: .like, field: .playing),
      // Having heard enough.
      Case(utterance: "I never want to hear this again", affinity: .dislike, field: .playing),
      Case(utterance: "I don't ever want to listen to this song again", affinity: .dislike, field: .playing),
      Case(utterance: "I'm sick of this song", affinity: .dislike, field: .playing),
      Case(utterance: "we are so tired of this album", affinity: .dislike, field: .playing),
      Case(utterance: "thumbs down", affinity: .dislike, field: .playing),
      // Taste.
      Case(utterance: "I like rock music", affinity: .like, field: .genre("rock")),
      Case(utterance: "I really enjoy jazz", affinity: .like, field: .genre("jazz")),
      Case(utterance: "we absolutely adore reggae", affinity: .like, field: .genre("reggae")),
      Case(utterance: "I don't like country", affinity: .dislike, field: .genre("country")),
      Case(utterance: "I do not really enjoy heavy metal", affinity: .dislike, field: .genre("heavy metal")),
      Case(utterance: "I can't stand this track", affinity: .dislike, field: .playing),
      // Opinion.
      Case(utterance: "I find rap enjoyable", affinity: .like, field: .genre("rap")),
      Case(utterance: "I think disco music is really boring", affinity: .dislike, field: .genre("disco")),
      // Being into it, or not.
      Case(utterance: "we're really into bluegrass", affinity: .like, field: .genre("bluegrass")),
      Case(utterance: "I am a huge fan of hip hop", affinity: .like, field: .genre("hip hop")),
      Case(utterance: "I'm not a fan of techno", affinity: .dislike, field: .genre("techno")),
      Case(utterance: "I'm hooked on this track", affinity: .like, field: .playing),
      // Only this.
      Case(utterance: "all I want to hear is reggae", affinity: .like, field: .genre("reggae")),
      Case(utterance: "all we ever listen to is soul music", affinity: .like, field: .genre("soul")),
      // Judgements by effect and praise words.
      Case(utterance: "this tune soothes me", affinity: .like, field: .playing),
      Case(utterance: "the track touches my soul", affinity: .like, field: .playing),
      Case(utterance: "the melody of this song is so soulful", affinity: .like, field: .playing),
      // A judgement of a genre, a decade or a name the app knows.
      Case(utterance: "soul music is the best", affinity: .like, field: .genre("soul")),
      Case(utterance: "Khalid is so good", affinity: .like, field: .name("Khalid")),
      Case(utterance: "isn't reggae wonderful", affinity: .like, field: .genre("reggae")),
      Case(utterance: "techno is really boring", affinity: .dislike, field: .genre("techno")),
      Case(utterance: "polka is not great", affinity: .dislike, field: .genre("polka")),
      // A phrase of taste that ends what is said.
      Case(utterance: "reggae makes me smile", affinity: .like, field: .genre("reggae")),
      Case(utterance: "bluegrass is my thing", affinity: .like, field: .genre("bluegrass")),
      Case(utterance: "techno is not for me", affinity: .dislike, field: .genre("techno")),
      Case(utterance: "this track drives me crazy", affinity: .dislike, field: .playing),
      Case(utterance: "give the current tune a thumbs down", affinity: .dislike, field: .playing),
      // Listening said after the verb, and a second clause after a comma.
      Case(utterance: "I really enjoy listening to blues", affinity: .like, field: .genre("blues")),
      Case(utterance: "we love hearing Khalid", affinity: .like, field: .name("Khalid")),
      Case(utterance: "I love the songs of Khalid, can you play a few", affinity: .like, field: .artist("Khalid")),
      // The assistant's name before a taste.
      Case(utterance: "PDA, I love reggae", affinity: .like, field: .genre("reggae")),
      // Preferences.
      Case(utterance: "my favourite band is Radiohead", affinity: .like, field: .artist("Radiohead")),
      Case(utterance: "my all time favorite music group is Toro y Moi", affinity: .like, field: .artist("Toro y Moi")),
      Case(utterance: "my favorite singer would have to be Khalid", affinity: .like, field: .artist("Khalid")),
      Case(utterance: "Khalid is my favourite singer", affinity: .like, field: .artist("Khalid")),
      Case(utterance: "my favorite genre is blues", affinity: .like, field: .genre("blues")),
      // A verb of marking said first; no fan of it said without the subject.
      Case(utterance: "heart this track", affinity: .like, field: .playing),
      Case(utterance: "block this singer", affinity: .dislike, field: .playing),
      Case(utterance: "not a fan of this tune", affinity: .dislike, field: .playing),
      // An aspect of what plays, or of a name; a person said by a pronoun.
      Case(utterance: "I adore the chorus of this track", affinity: .like, field: .playing),
      Case(utterance: "the vocals in this song are stunning", affinity: .like, field: .playing),
      Case(utterance: "I love his voice", affinity: .like, field: .playing),
      Case(utterance: "I really like the groove", affinity: .like, field: .playing),
      Case(utterance: "I hate the lyrics of this tune", affinity: .dislike, field: .playing),
      Case(utterance: "I love the voice of Khalid", affinity: .like, field: .name("Khalid")),
      Case(utterance: "he is my favourite singer", affinity: .like, field: .playing),
      Case(utterance: "I adore the bass in this song, it is my favourite", affinity: .like, field: .playing),
      // Who the speaker is.
      Case(utterance: "I'm a total reggae head", affinity: .like, field: .genre("reggae")),
      Case(utterance: "I am forever bluegrass", affinity: .like, field: .genre("bluegrass")),
      Case(utterance: "we're techno fans through and through", affinity: .like, field: .genre("techno")),
      Case(utterance: "I'm the living soul music", affinity: .like, field: .genre("soul")),
      Case(utterance: "im a diehard punk kid", affinity: .like, field: .genre("punk")),
    ]

    @Test(arguments: cases)
    func readsTheAffinity(_ c: Case) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let body = simulator.parser.parse(c.utterance).request.body
      guard case .intent(.updateMediaAffinity(let intent)) = body else {
        Issue.record("“\(c.utterance)” → \(body)")
        return
      }
      #expect(intent.affinityType == c.affinity)
      let search = intent.mediaSearch
      switch c.field {
      case .playing: #expect(search?.reference == .currentlyPlaying)
      case .artist(let name): #expect(search?.artistName == name)
      case .genre(let genre): #expect(search?.genreNames?.map { $0.lowercased() } == [genre])
      case .name(let name): #expect(search?.mediaName == name)
      }
    }

    /// Every phrase of taste ends with one of the words its cheap test (and the reader's gate) asks for.
    @Test func everyTasteTailEndsWithATriggerWord() {
      for tail in EnglishLexicon.AffinitySpeech.likedTails + EnglishLexicon.AffinitySpeech.dislikedTails {
        let last = tail.split(separator: " ").last.map(String.init) ?? ""
        #expect(EnglishLexicon.AffinitySpeech.tailLastWords.contains(last), "\(tail)")
      }
    }

    /// "Save this song" adds it to the library (reference: an add with no destination).
    @Test func savingIsAnAddToTheLibrary() throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let body = simulator.parser.parse("save this song").request.body
      guard case .intent(.add(let add)) = body else {
        Issue.record("“save this song” → \(body)")
        return
      }
      #expect(add.mediaSearch?.reference == .currentlyPlaying)
    }

    /// Fragments that stop before naming anything are no affinity (and read without a trap).
    @Test(arguments: ["i find", "i find it", "i think", "my favourite", "my favourite band is", "i never want to", "Khalid is my", "give it", "i'm so"])
    func fragmentsNameNothing(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      if case .intent(.updateMediaAffinity) = simulator.parser.parse(utterance).request.body {
        Issue.record("“\(utterance)” read as an affinity")
      }
    }

    /// Taste that names no media is small talk, not an affinity intent.
    @Test(arguments: [
      "I really enjoy cooking", "I love you", "I like to go hiking", "my favourite colour is blue", "I'm into hiking",
      "we are big fans of the local team", "all I want for my birthday is a bike", "I'm not a fan of mornings",
      "the weather is nice", "my day was great", "the party is awesome", "what music is good", "that is not for me",
      "my new job makes me happy", "this gift is not for me", "I'm a pop star", "I'm a rock climber now", "we are the champions of the league",
    ])
    func smallTalkIsNoAffinity(_ utterance: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      if case .intent(.updateMediaAffinity) = simulator.parser.parse(utterance).request.body {
        Issue.record("“\(utterance)” read as an affinity")
      }
    }
  }
}
