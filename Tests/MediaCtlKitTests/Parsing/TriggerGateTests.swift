import Foundation
import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// The trigger-word gate of the English readers (`EnglishReaderGate`): a reader runs only when
  /// the utterance has one of its words, and the gate changes no answer. Written for this
  /// table; none is a corpus sentence.
  struct TriggerGateTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var reader: EnglishReader
      /// Utterances with none of the reader's trigger words: it is skipped.
      var skipped: [String]
      /// Utterances with one: it runs.
      var opened: [String]
      var testDescription: String { "\(reader)" }
    }

    static let cases: [Case] = [
      Case(
        reader: .volumeSpeech, skipped: ["play Outer Peace by Toro y Moi", "add this song to my gym playlist"],
        opened: ["it is way too loud", "speak up", "I can't hear you", "sound off", "up", "stop chatting", "shut it", "lessen it"]),
      Case(
        reader: .affinitySpeech, skipped: ["play Outer Peace by Toro y Moi", "skip this track"],
        opened: [
          "I really enjoy folk", "give it five stars", "my favourite band is Queen", "what a lovely tune", "save this as a keeper",
          "all we hear is folk", "folk makes me dance", "a thumbs down for this one",
        ]),
      Case(
        reader: .musicQuestion, skipped: ["what time is it", "tell me a joke"],
        opened: ["who sings this song", "what album is this from"]),
      Case(
        reader: .generalMusicQuestion, skipped: ["play some folk", "I like this"],
        opened: ["what is my most played song", "do I have any folk"]),
      Case(
        reader: .modeSetting, skipped: ["play Outer Peace", "next song"],
        opened: ["turn shuffle off", "loop the current track"]),
      Case(
        reader: .rateSpeech, skipped: ["play Outer Peace", "pause"],
        opened: ["set playback speed to 1.5", "a little faster please", "slow down"]),
      Case(
        reader: .restart, skipped: ["play this song", "skip this track"],
        opened: ["restart this song", "play it from the top", "start this track over"]),
      Case(
        reader: .system, skipped: ["play Outer Peace", "pause the music"],
        opened: ["turn it up", "show me the lyrics", "volume 5", "do not respond"]),
      Case(
        reader: .playerSetting, skipped: ["play Outer Peace", "turn shuffle off"],
        opened: ["set the equaliser to rock", "boost the treble", "open the player settings"]),
      Case(
        reader: .judgement, skipped: ["this song is called Outer Peace", "that's it"],
        opened: ["this track is lovely", "that song rocks", "I'm really enjoying this"]),
      Case(
        reader: .resumePhrase, skipped: ["play Outer Peace by Toro y Moi", "resume my audiobook"],
        opened: ["pick up where we left off on Dune", "play Dune from my last session", "play from the last page I read"]),
      Case(
        reader: .playingKind, skipped: ["add Outer Peace to Gym Hits", "add this to Gym Hits"],
        opened: ["add the album to my gym playlist", "add current track to my gym playlist"]),
      Case(
        reader: .knownTitleByArtist, skipped: ["Outer Peace", "siri, Again"],
        opened: ["Again by Janet Jackson", "siri, One by U2"]),
      Case(
        reader: .tasteMemo, skipped: ["play Outer Peace by Toro y Moi", "I want to hear some folk"],
        opened: ["remember that I love folk", "for the record, I like this", "keep in mind I hate polka", "fyi I adore folk"]),
      Case(
        reader: .opinionRecord, skipped: ["play Outer Peace by Toro y Moi", "save this song"],
        opened: ["save my opinion about this song", "rate this track", "save what I said about this album"]),
      Case(
        reader: .recommendation, skipped: ["play Outer Peace by Toro y Moi", "what is playing"],
        opened: ["what should I listen to", "any music recommendations"]),
      Case(
        reader: .styledGenre, skipped: ["play some christmas music", "play Outer Peace"],
        opened: ["play old fashioned christmas music", "some modern jazz please"]),
      Case(
        reader: .orderWord, skipped: ["play the latest Night Owls episode", "play Outer Peace"],
        opened: ["play the next Night Owls episode", "play previous episode"]),
      Case(
        reader: .timePossessive, skipped: ["play Outer Peace", "play the latest podcast"],
        opened: ["play today's podcast", "play this week's Night Owls"]),
      Case(
        reader: .playedElsewhere, skipped: ["play Outer Peace by Toro y Moi", "play some folk from the seventies"],
        opened: ["play my voicemails", "play golf", "play chess with me", "play the message from Sam", "play rock paper scissors"]),
      Case(
        reader: .likeness, skipped: ["play Outer Peace by Toro y Moi", "play some folk from the seventies"],
        opened: ["play something like Toro y Moi", "songs similar to Outer Peace", "folk in the style of Toro y Moi"]),
      Case(
        reader: .chatSpelling, skipped: ["please play Outer Peace", "can you play some folk"],
        opened: ["pls play Outer Peace", "can u play some folk", "nxt song"]),
    ]

    static func work(_ utterance: String, gated: Bool = true) throws -> Work {
      var context = try ParsingFixtures.App.controlAudio.simulator().parser.context
      context.gatesReaders = gated
      return Work(text: utterance, context: context)
    }

    @Test(arguments: cases)
    func readerRunsOnlyWithItsWords(_ c: Case) throws {
      for utterance in c.skipped {
        #expect(!(try Self.work(utterance)).opens(c.reader), "\(c.reader) should be skipped for “\(utterance)”")
        #expect(try Self.work(utterance, gated: false).opens(c.reader), "without the gate every reader runs")
      }
      for utterance in c.opened {
        #expect(try Self.work(utterance).opens(c.reader), "\(c.reader) should run for “\(utterance)”")
      }
    }

    /// Every reader that is not the core path has a row.
    @Test func everyReaderHasARow() {
      let rows = Set(EnglishParser.readerTriggers.map(\.reader.rawValue))
      #expect(rows == Set(EnglishReader.allCases.map(\.rawValue)))
      #expect(Set(Self.cases.map(\.reader.rawValue)) == rows)
    }

    /// A first-word trigger is asked of the live first word when the reader runs (after wake
    /// words, fillers and the app name are set aside), not of the utterance's first word.
    @Test func firstWordIsTheLiveFirstWord() throws {
      var work = try Self.work("hey siri mute the speaker")
      #expect(work.opens(.system))
      work = try Self.work("turn the music down")
      #expect(work.opens(.system))  // a volume verb first
      work.start = 1
      #expect(!work.opens(.system))  // "the …": no volume verb first, no volume word
    }

    /// `Judgement` drops marks inside a word before reading it: such a word opens it even
    /// without a trigger word, and the judgement is read as before.
    @Test func judgementWithAMarkInsideAWord() throws {
      #expect(!(try Self.work("this song is g.o.o.d")).opens(.judgement))
      #expect(try Self.work("this song is g.o.o.d").opensJudgement())
      #expect(!(try Self.work("this song is so-so")).opensJudgement())
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      #expect(simulator.parser.parse("this song is g.o.o.d").request.body == .intent(.updateMediaAffinity(
        UpdateMediaAffinityIntent(mediaSearch: MediaSearch(mediaType: .song, reference: .currentlyPlaying), affinityType: .like))))
    }

    /// Every restart mark has one of the restart row's words.
    @Test func restartMarksAllHaveATrigger() {
      for mark in EnglishLexicon.restartMarks {
        let words = Token.tokenize(mark).map(\.lower)
        #expect(words.contains { EnglishParser.restartTriggers.contains($0) }, "“\(mark)” has no restart trigger")
      }
    }

    /// Every one of these requests parses the same with the gate and without it: the shared
    /// real-speech texts and the rows of the readers' own tables.
    static func texts() throws -> [String] {
      var texts: [String] = []
      for name in ["snips-train.txt", "snips-train-small.txt", "slurp-devel-media.txt", "hwu64-media.txt"] {
        let file = try String(contentsOfFile: ParsingFixtures.path("Benchmarks/\(name)"), encoding: .utf8)
        texts += file.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
      }
      texts += VolumeSpeechTests.cases.map(\.utterance) + AffinitySpeechTests.cases.map(\.utterance)
      texts += MusicQuestionTests.cases.map(\.utterance) + ModeSettingTests.cases.map(\.utterance)
      texts += SeekSkipRateTests.cases.map(\.utterance) + NowPlayingCommandTests.cases.map(\.utterance)
      texts += JudgementTests.cases.map(\.utterance) + OpinionRecordTests.cases.map(\.utterance) + cases.flatMap { $0.skipped + $0.opened }
      texts += (PlaySpeechTests.resumingATitle + PlaySpeechTests.talkAroundTheRequest).map(\.utterance)
      return texts
    }

    @Test func gateChangesNoAnswer() throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      var ungated = simulator.parser.context
      ungated.gatesReaders = false
      let parser = EnglishParser()
      var gated = simulator.parser.context
      gated.recordsTrace = false
      ungated.recordsTrace = false
      let texts = try Self.texts()
      #expect(texts.count > 5000)
      var differences: [String] = []
      for text in texts {
        let a = parser.parse(text, context: gated)
        let b = parser.parse(text, context: ungated)
        if a.request != b.request || a.trace.rule != b.trace.rule { differences.append(text) }
      }
      #expect(differences.isEmpty, "the gate changed the answer to: \(differences.prefix(10))")
    }
  }
}
