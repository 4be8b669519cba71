import Foundation
import Testing

/// `--explain`, whole, as golden files: the rule, which words went to which field, the
/// normaliser, lexicon or vocabulary entry that fired, words left over, and the resolver's
/// candidates with their match kind and score — the answer to "why didn't it match?".
struct ExplainEndToEndTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var golden: String
    var arguments: [String]
    var testDescription: String { golden }
  }

  @Test(arguments: [
    // Normalisers: a spoken speed, a sort word, a type word; the show's episodes as candidates.
    Case(
      golden: "explain-speed-newest-episode",
      arguments: ["--catalog", "Catalogs/MyApp.json", "put the newest episode of Stuff You Should Know on at one and a half speed"]),
    // Without vocabulary: decade normaliser + genre lexicon, the rest a name (behaviours §6) …
    Case(golden: "explain-no-vocabulary", arguments: ["Put on some '70s punk classics in ControlAudio"]),
    // … with it: the vocabulary entry keeps the words whole and gives the type.
    Case(
      golden: "explain-vocabulary",
      arguments: ["--vocabulary", "Catalogs/ControlAudio.vocabulary.json", "Put on some '70s punk classics in ControlAudio"]),
    // Fillers, a phonetic match for a misheard title and a shortened artist.
    Case(golden: "explain-phonetic", arguments: ["uh play Maybe Somtime by Special Disaster um"]),
    // Nothing matches: the resolver's answer and Siri's sentence.
    Case(golden: "explain-not-found", arguments: ["play Zzyzx Qwerty from the seventies"]),
    // Nothing matches, but a title did: the near miss and the constraint that ruled it out
    // (new-user report M13) …
    Case(
      golden: "explain-near-miss-constraint",
      arguments: ["--catalog", "Catalogs/MyApp.json", "play The Sound of a Black Hole by Radiohead"]),
    Case(golden: "explain-near-miss-type", arguments: ["--catalog", "Catalogs/MyApp.json", "play the song Octopus Minds"]),
    // … no title matched: the closest titles, their distance and the typo search's limit.
    Case(golden: "explain-near-miss-typo", arguments: ["--catalog", "Catalogs/MyApp.json", "play Octopus Brains"]),
    Case(
      golden: "explain-near-miss-json",
      arguments: ["--json", "--explain", "--catalog", "Catalogs/MyApp.json", "play The Sound of a Black Hole by Radiohead"]),
    // A Now Playing command, not an intent.
    Case(golden: "explain-command", arguments: ["--now-playing", "song-push-it", "skip forward a minute and a half"]),
    // Chinese: a homophone written with other characters, found by pinyin.
    Case(golden: "explain-chinese-homophone", arguments: ["在 ControlAudio 中播放叶曲"]),
    // Chinese: the catalog entries that kept a singer and a title holding 的 whole.
    Case(golden: "explain-chinese-catalog-entry", arguments: ["播放那英的白天不懂夜的黑"]),
    // Chinese: words that set no field say why (a plural quantifier leaves the type to the app).
    Case(golden: "explain-chinese-plural", arguments: ["播放一些周杰伦的歌"]),
    // English: the catalog entries that held an artist and a title said without "by" …
    Case(golden: "explain-english-catalog-pair", arguments: ["play Norah Jones Don't Know Why"]),
    // … a title whose words are fillers and sort words, and an album after "from"; moods in frames.
    Case(golden: "explain-english-catalog-title", arguments: ["play Best Friends by The Weeknd"]),
    Case(golden: "explain-english-from-album", arguments: ["play Come Together from Abbey Road"]),
    Case(golden: "explain-english-moods", arguments: ["play something mellow for the evening"]),
    // --json carries the same under "explain".
    Case(golden: "explain-json", arguments: ["--json", "--explain", "play some seventies soul from Bill Withers on shuffle"]),
  ])
  func explainMatchesGolden(_ c: Case) throws {
    let run = try runMediactl(arguments: c.arguments.first == "--json" ? c.arguments : ["--explain"] + c.arguments)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    try expectGolden(run.stdout, named: c.golden)
  }
}
