import Foundation

/// A state file belongs to the catalog it was recorded with: its ids, queue and playlists
/// mean nothing in another. The file's `catalog` names it (an absolute path, or the built-in
/// catalog's origin); a run without `--catalog` uses that catalog, and a run whose `--catalog`
/// is another one is refused rather than mixing two catalogs in one session.
public enum StateCatalogBinding {
  /// How a state file names a catalog: the built-in one by its origin, a file by its absolute,
  /// standardised path.
  public static func identity(ofCatalogPath path: String?) -> String {
    guard let path, path != "-" else { return path == "-" ? "-" : DefaultCatalog.origin }
    return URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// The `catalog` a state file records, or nil when the file does not exist or names none (a
  /// malformed file is reported by the full read that follows).
  public static func recordedCatalog(statePath: String) -> String? {
    guard FileManager.default.fileExists(atPath: statePath), let bytes = try? FileInput.read(statePath),
      let (node, _) = try? JSONParser.parse(bytes, file: statePath),
      case .object(let members) = node.value,
      case .string(let recorded)? = members.first(where: { $0.key == "catalog" })?.value.value
    else { return nil }
    return recorded
  }

  /// `common` with the catalog its state file was recorded with: filled in when `--catalog`
  /// is absent, checked when it is given.
  public static func bind(_ common: Invocation.Common) throws(Diagnostic) -> Invocation.Common {
    guard let statePath = common.statePath, let recorded = recordedCatalog(statePath: statePath) else { return common }
    let recordedIdentity = recorded == DefaultCatalog.origin ? recorded : identity(ofCatalogPath: recorded)
    var bound = common
    guard let given = common.catalogPath else {
      if recordedIdentity != DefaultCatalog.origin { bound.catalogPath = recordedIdentity }
      return bound
    }
    let givenIdentity = identity(ofCatalogPath: given)
    guard givenIdentity == recordedIdentity else {
      let current = given == "-" ? "standard input" : given
      throw Diagnostic(
        "was recorded with the catalog '\(recorded)', not '\(current)': one session cannot mix two catalogs' items; "
          + "run with --catalog \(recorded), or start this file over with: mediactl state reset --state \(statePath) --catalog \(given)",
        at: .init(file: statePath))
    }
    return bound
  }
}
