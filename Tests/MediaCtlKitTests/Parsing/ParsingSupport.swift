import Foundation
import Testing

@testable import MediaCtlKit

/// The parser tests: `swift test --filter Parsing`.
enum ParsingTests {}

/// Simulators for the parser tests, built once: the built-in ControlAudio catalog, the MyApp
/// podcast/audiobook/radio catalog, and ControlAudio with each kind of vocabulary file.
enum ParsingFixtures {
  /// `Tests/MediaCtlKitTests/Parsing/ParsingSupport.swift` → the package root.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

  static func bytes(_ relative: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path(relative))))
  }

  static let controlAudio: Result<Simulator, any Error> = Result { Simulator(catalog: try DefaultCatalog.load()) }

  static let myApp: Result<Simulator, any Error> = Result {
    let file = path("Catalogs/MyApp.json")
    return Simulator(catalog: try CatalogDecoder.load(bytes: try bytes("Catalogs/MyApp.json"), file: file))
  }

  static func withVocabulary(_ relative: String) throws -> Simulator {
    let vocabulary = try VocabularyLoader.load(bytes: try bytes(relative), file: path(relative))
    return Simulator(catalog: try DefaultCatalog.load(), vocabulary: vocabulary)
  }

  /// Which catalog a table row runs against.
  enum App: String, Sendable {
    case controlAudio, myApp
    func simulator() throws -> Simulator {
      switch self {
      case .controlAudio: try ParsingFixtures.controlAudio.get()
      case .myApp: try ParsingFixtures.myApp.get()
      }
    }
  }
}

extension MediaRequest {
  /// The play intent, if this is one.
  var play: PlayMediaIntent? {
    if case .intent(.play(let p)) = body { return p }
    return nil
  }

  var command: RemoteCommand? {
    if case .command(let c) = body { return c }
    return nil
  }
}

/// Shorthand for the expected requests of the tables.
func playRequest(
  _ search: MediaSearch?, app: String? = nil, shuffled: Bool? = nil, repeatMode: PlaybackRepeatMode = .unknown,
  resume: Bool? = nil, queue: PlaybackQueueLocation = .unknown, speed: Double? = nil
) -> MediaRequest {
  MediaRequest(
    .intent(.play(PlayMediaIntent(
      playShuffled: shuffled, playbackRepeatMode: repeatMode, resumePlayback: resume, playbackQueueLocation: queue,
      playbackSpeed: speed, mediaSearch: search))),
    appName: app)
}
