/// The built-in catalog, ControlAudio, compiled into the binary so `mediactl` works from any
/// directory with no flags. Its source of truth is Catalogs/ControlAudio.json.
public enum DefaultCatalog {
  /// How the built-in catalog is named in messages.
  public static let origin = "built-in Catalogs/ControlAudio.json"

  /// The source text; a multi-line raw string literal ends with a newline the file also has.
  public static var text: String { json }

  public static func load() throws(Diagnostic) -> Catalog {
    try CatalogDecoder.load(bytes: Array(json.utf8), file: origin)
  }
}
