import Foundation
import Testing

@testable import MediaCtlKit

/// The sample catalogs under Catalogs/, loaded once and shared by the resolver, handle and
/// dialog tests (they are values; tests never change them).
enum SampleCatalogs {
  static let controlAudio: Catalog = load("ControlAudio.json")
  static let myApp: Catalog = load("MyApp.json")

  static let controlAudioSimulator = Simulator(catalog: controlAudio)
  static let myAppSimulator = Simulator(catalog: myApp)

  static func simulator(_ app: App) -> Simulator {
    switch app {
    case .controlAudio: controlAudioSimulator
    case .myApp: myAppSimulator
    }
  }

  enum App: String, Sendable, CustomStringConvertible {
    case controlAudio = "ControlAudio"
    case myApp = "MyApp"
    var description: String { rawValue }
  }

  private static func load(_ name: String) -> Catalog {
    let path = TestPaths.catalog(name)
    do {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      return try CatalogDecoder.load(bytes: bytes, file: "Catalogs/\(name)")
    } catch {
      fatalError("cannot load the sample catalog \(path): \(error)")
    }
  }
}

extension SimulationOptions {
  /// Options with a few settings changed, for table rows.
  static func with(_ change: (inout SimulationOptions) -> Void) -> SimulationOptions {
    var options = SimulationOptions()
    change(&options)
    return options
  }
}

/// Decodes a JSON intent written inline in a test.
func decodeRequest(_ json: String, file: String = "test.json") throws(Diagnostic) -> MediaRequest {
  try MediaRequest.decode(json: Array(json.utf8), file: file)
}
