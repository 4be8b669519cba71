import Testing

@testable import MediaCtlKit

extension ParsingTests {
  /// Every rule reads word ranges; a rule that assumes words follow traps on a shorter input.
  /// Each sentence, cut at every word from either end, still parses (no trap, a request back).
  struct TruncationTests {
    static let sentences = [
      "put the newest episode of Stuff You Should Know on at one and a half speed",
      "Add to my verano list a song by andy lee please",
      "add the name kids in the street to the playlist New Indie Mix",
      "play the theme tune that Christian Fennesz wrote for me",
      "play Netflix ballad by Mike Shinoda that is popular",
      "Play the music genre Synthpop off of Itunes",
      "Can i use Lastfm to listen to Twilight Time by Dj Khalil",
      "Put on Vimeo and play Kacapi Suling sorted by newest",
      "I want my Reggae Infusions playlist to have Night Owls on it",
      "Play my 70s Smash Hits playlist on shuffle at double speed",
      "play the Gary Chaw album from the seventies, new first",
      "skip forward a minute and a half then pause",
      "在 ControlAudio 中播放周杰伦的夜曲",
      "把这首歌加到我的华语经典歌单",
    ]

    @Test(arguments: sentences)
    func everyCutParses(_ sentence: String) throws {
      let simulator = try ParsingFixtures.App.controlAudio.simulator()
      let chinese = sentence.unicodeScalars.contains { $0.value >= 0x4E00 }
      let units: [String] = chinese ? sentence.map(String.init) : sentence.split(separator: " ").map(String.init)
      let separator = chinese ? "" : " "
      for n in 1...units.count {
        for cut in [units.prefix(n).joined(separator: separator), units.suffix(n).joined(separator: separator)] {
          let result = simulator.run(utterance: cut)
          #expect(!result.dialog.text.isEmpty, "“\(cut)”")
        }
      }
    }
  }
}
